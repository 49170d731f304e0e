//! `affine.for`: a loop whose bounds are affine maps of dimensions and
//! symbols (the greatest of the lower bound map's results, the least of
//! the upper bound map's), by a constant positive step, carrying values
//! from one iteration to the next (`iter_args`).
//!
//! The custom form writes a bound as a constant (`0`), a single symbol
//! (`%n`), or a map with its operands (`#map(%i)[%n]`, prefixed `max` or
//! `min` when the map has several results); the terminator prints only
//! when values are carried.

use std::ops::Range;

use mlir_core::asm::parser::{PResult, Parser, UnresolvedOperand};
use mlir_core::asm::printer::AsmPrinter;
use mlir_core::context::builtin::affine::{AffineExpr, AffineExprKind, AffineMap};
use mlir_core::context::diagnostics::VerifyResult;
use mlir_core::definitions::interfaces::loop_like::{
    LoopLikeOpInterface, LoopLikeOpInterfaceTrait,
};
use mlir_core::definitions::interfaces::region_branch::{
    RegionBranchOpInterface, RegionBranchOpInterfaceTrait, RegionBranchPoint, RegionSuccessor,
    SuccessorTarget,
};
use mlir_core::definitions::interfaces::speculatable::{
    ConditionallySpeculatable, Speculatability,
};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{Block, IrView, Op, OperationState, Region, Value, ValueOwner};
use mlir_core::rewrite::OpFoldResult;
use mlir_core::semantics::constraints::{AffineMapAttr, AnyType, IndexAttr, SizedRegion, Variadic};
use mlir_core::semantics::traits::{
    AttrSizedOperandSegments, AutomaticAllocationScope, OpNameConst, RecursiveMemoryEffects,
    SingleBlockImplicitTerminator,
};
use mlir_core::{Attribute, NamedAttr};
use mlir_derive::op;

use super::Affine;
use super::control_flow_patterns::AffineForEmptyLoopFolder;
use super::syntax::{parse_dims_and_symbols, print_dims_and_symbols};
use super::validity::verify_dim_and_symbol_operands;
use super::yield_op::YieldOp;

/// For operation.
///
/// Runs its body for each value of the induction variable from the
/// maximum of `lowerBoundMap`'s results to the minimum of
/// `upperBoundMap`'s (excluded) by `step`. The body's arguments are the
/// induction variable, then one per value carried across iterations
/// (`iter_args`): initialized by `inits`, updated by the body's
/// `affine.yield`, and the op's results after the last iteration.
#[op(
    dialect = Affine,
    name = "for",
    traits = [
        AttrSizedOperandSegments,
        AutomaticAllocationScope,
        LoopLikeOpInterfaceTrait,
        RegionBranchOpInterfaceTrait,
        SingleBlockImplicitTerminator<YieldOp>,
        RecursiveMemoryEffects,
    ],
    interfaces = [LoopLikeOpInterface, RegionBranchOpInterface, ConditionallySpeculatable],
    fold,
    custom_format,
    verify_regions,
    canonicalize = [AffineForEmptyLoopFolder]
)]
pub struct ForOp {
    #[operand]
    lower_bound_operands: Variadic<AnyType>,
    #[operand]
    upper_bound_operands: Variadic<AnyType>,
    #[operand]
    inits: Variadic<AnyType>,
    #[attr(rename = "lowerBoundMap")]
    lower_bound_map: AffineMapAttr,
    #[attr(rename = "upperBoundMap")]
    upper_bound_map: AffineMapAttr,
    #[attr]
    step: IndexAttr,
    #[result]
    results: Variadic<AnyType>,
    #[region]
    region: SizedRegion<1>,
}

/// The attributes the custom form writes in its own syntax.
const ELIDED: [&str; 4] = ["lowerBoundMap", "upperBoundMap", "step", "operandSegmentSizes"];

impl ForOp {
    /// The body's block.
    pub fn body(self, ir: &IrView) -> Option<Block> {
        self.region(ir).first_block(ir)
    }

    /// The induction variable (the body's first argument).
    pub fn induction_var(self, ir: &IrView) -> Option<Value> {
        self.body(ir).filter(|b| b.num_args(ir) > 0).map(|b| b.arg(ir, 0))
    }

    /// The body's arguments after the induction variable.
    pub fn region_iter_args(self, ir: &IrView) -> Vec<Value> {
        self.body(ir).map(|b| b.args(ir).skip(1).collect()).unwrap_or_default()
    }

    /// The lower bound's map.
    pub fn lower_map(self, ir: &IrView) -> Option<AffineMap> {
        ir.ctx().affine_map_of(self.lower_bound_map(ir))
    }

    /// The upper bound's map.
    pub fn upper_map(self, ir: &IrView) -> Option<AffineMap> {
        ir.ctx().affine_map_of(self.upper_bound_map(ir))
    }

    /// The lower bound when its map is a single constant (MLIR's
    /// `getConstantLowerBound` under `hasConstantLowerBound`).
    pub fn constant_lower_bound(self, ir: &IrView) -> Option<i64> {
        self.lower_map(ir)?.single_constant_result()
    }

    /// The upper bound when its map is a single constant.
    pub fn constant_upper_bound(self, ir: &IrView) -> Option<i64> {
        self.upper_map(ir)?.single_constant_result()
    }

    /// The number of iterations when both bounds are constants and the
    /// step is positive (MLIR's `getTrivialConstantTripCount`).
    pub fn trivial_trip_count(self, ir: &IrView) -> Option<u64> {
        let step = i128::from(self.step(ir));
        let lower = i128::from(self.constant_lower_bound(ir)?);
        let upper = i128::from(self.constant_upper_bound(ir)?);
        if step <= 0 {
            return None;
        }
        let span = upper - lower;
        Some(if span <= 0 { 0 } else { ((span + step - 1) / step) as u64 })
    }

    /// The loop whose induction variable `value` is; `None` for its
    /// carried values and every other value (MLIR's
    /// `getForInductionVarOwner`).
    pub fn of_induction_var(ir: &IrView, value: Value) -> Option<ForOp> {
        let ValueOwner::BlockArg(block, 0) = value.owner(ir) else { return None };
        let for_op = ForOp::try_from_op(ir, block.parent_op(ir)?)?;
        (for_op.induction_var(ir) == Some(value)).then_some(for_op)
    }

    /// The positions of the `inits` among the op's operands.
    fn init_range(self, ir: &IrView) -> Range<usize> {
        let n = self.as_op().num_operands(ir);
        let inits = self.inits(ir).count();
        n - inits..n
    }

    /// The induction variable, the bound operands as dimensions and
    /// symbols, non-empty bound maps, and the carried values against the
    /// results (MLIR's `AffineForOp::verifyRegions`).
    fn verify_regions(self, ir: &IrView) -> VerifyResult {
        let op = self.as_op();
        let fail = |message: &str| -> VerifyResult { Err(op.emit_op_error(ir, message).into()) };
        let index = ir.ctx().index_type();
        if self.induction_var(ir).map(|iv| iv.ty(ir)) != Some(index) {
            return fail(
                "expected body to have a single index argument for the induction variable",
            );
        }
        let (Some(lower), Some(upper)) = (self.lower_map(ir), self.upper_map(ir)) else {
            return Ok(());
        };
        let lower_operands: Vec<Value> = self.lower_bound_operands(ir).collect();
        if lower.num_dims() + lower.num_symbols() > 0 {
            verify_dim_and_symbol_operands(ir, op, &lower_operands, lower.num_dims() as usize)?;
        }
        let upper_operands: Vec<Value> = self.upper_bound_operands(ir).collect();
        if upper.num_dims() + upper.num_symbols() > 0 {
            verify_dim_and_symbol_operands(ir, op, &upper_operands, upper.num_dims() as usize)?;
        }
        if lower.results().is_empty() {
            return fail("expected lower bound map to have at least one result");
        }
        if upper.results().is_empty() {
            return fail("expected upper bound map to have at least one result");
        }
        let results = op.num_results(ir);
        if results == 0 {
            return Ok(());
        }
        if self.inits(ir).count() != results {
            return fail("mismatch between the number of loop-carried values and results");
        }
        if self.region_iter_args(ir).len() != results {
            return fail("mismatch between the number of basic block args and results");
        }
        Ok(())
    }

    /// `%iv = lower to upper [step N] [iter_args(%a = %init, …) -> (T, …)]
    /// { body } [attr-dict]`.
    pub fn parse(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
        let ctx = p.context();
        let index = ctx.index_type();
        let mut iv = p.parse_argument()?;
        iv.ty = index;
        p.parse_literal("=")?;
        let mut attrs = Vec::new();
        let before = state.operands.len();
        attrs.push(parse_bound(p, state, true)?);
        let lower_count = state.operands.len() - before;
        if !p.parse_optional_keyword("to") {
            return Err(p.error_at_offset(p.offset(), "expected 'to' between bounds"));
        }
        let before = state.operands.len();
        attrs.push(parse_bound(p, state, false)?);
        let upper_count = state.operands.len() - before;
        let step_name = ctx.ident("step");
        if p.parse_optional_keyword("step") {
            let at = p.offset();
            let step = p.parse_attribute_of_type(index)?;
            let Some(value) = step.as_integer(ctx).and_then(|v| v.as_i64()) else {
                return Err(p.error_at_offset(at, "invalid kind of attribute specified"));
            };
            if value < 0 {
                let message = "expected step to be representable as a positive signed integer";
                return Err(p.error_at_offset(at, message));
            }
            attrs.push(NamedAttr { name: step_name, value: step });
        } else {
            attrs.push(NamedAttr { name: step_name, value: ctx.integer_attr_i64(index, 1) });
        }
        let mut arguments = vec![iv];
        let mut inits: Vec<UnresolvedOperand> = Vec::new();
        if p.parse_optional_keyword("iter_args") {
            for (argument, init) in p.parse_assignment_list()? {
                arguments.push(argument);
                inits.push(init);
            }
            state.result_types = p.parse_arrow_type_list()?;
            let types = state.result_types.clone();
            for ((argument, init), ty) in arguments[1..].iter_mut().zip(&inits).zip(types) {
                argument.ty = ty;
                let value = p.resolve_operand(init, ty)?;
                state.operands.push(value);
            }
        }
        let segments = [lower_count as i32, upper_count as i32, inits.len() as i32];
        attrs.push(NamedAttr {
            name: ctx.ident("operandSegmentSizes"),
            value: ctx.dense_i32_array(&segments),
        });
        if arguments.len() != state.result_types.len() + 1 {
            let message = "mismatch between the number of loop-carried values and results";
            return Err(p.error_at_offset(p.custom_op_name_offset(), message));
        }
        let body = p.parse_region_with_arguments(state, &arguments)?;
        p.ensure_terminator(body, YieldOp::NAME, state.loc);
        attrs.extend(p.parse_optional_attr_dict()?);
        p.set_parsed_attributes(state, attrs)
    }

    /// Prints the custom form after the op name.
    pub fn print(self, pr: &mut AsmPrinter<'_>) {
        let ir = pr.ir();
        let op = self.as_op();
        pr.write_char(' ');
        if let Some(iv) = self.induction_var(ir) {
            pr.print_region_argument_without_type(iv);
        }
        pr.write_str(" = ");
        let lower: Vec<Value> = self.lower_bound_operands(ir).collect();
        print_bound(pr, self.lower_bound_map(ir), &lower, "max");
        pr.write_str(" to ");
        let upper: Vec<Value> = self.upper_bound_operands(ir).collect();
        print_bound(pr, self.upper_bound_map(ir), &upper, "min");
        let step = self.step(ir);
        if step != 1 {
            pr.write_str(&format!(" step {step}"));
        }
        let iter_args = self.region_iter_args(ir);
        let inits: Vec<Value> = self.inits(ir).collect();
        // Upstream counts the carried values as the operands the bound maps
        // do not take, which is not zero for a map of more inputs than its
        // operands: that prints `iter_args() -> ()` too.
        let inputs = |map: Option<AffineMap>| map.map_or(0, |m| m.num_dims() + m.num_symbols());
        let bound_inputs =
            inputs(self.lower_map(ir)) as usize + inputs(self.upper_map(ir)) as usize;
        let carries = op.num_operands(ir) != bound_inputs;
        if carries {
            pr.write_str(" iter_args(");
            for (i, (&argument, &init)) in iter_args.iter().zip(&inits).enumerate() {
                if i > 0 {
                    pr.write_str(", ");
                }
                pr.print_value_use(argument);
                pr.write_str(" = ");
                pr.print_value_use(init);
            }
            pr.write_str(") -> (");
            let types: Vec<_> = op.results(ir).map(|v| v.ty(ir)).collect();
            pr.print_type_list(&types);
            pr.write_char(')');
        }
        pr.write_char(' ');
        pr.print_op_region(op, self.region(ir), false, false, carries);
        pr.print_optional_attr_dict(&pr.op_attributes(op), &ELIDED);
    }
}

/// A loop bound: `max`/`min` (`prefix`), then one operand (a symbol), a
/// map attribute with its operands, or an integer. Returns the bound map
/// attribute, named for the bound, and resolves the operands into `state`
/// (MLIR's `parseBound`).
fn parse_bound(p: &mut Parser<'_>, state: &mut OperationState, lower: bool) -> PResult<NamedAttr> {
    let ctx = p.context();
    let index = ctx.index_type();
    let has_prefix = p.parse_optional_keyword(if lower { "max" } else { "min" });
    let name = ctx.ident(if lower { "lowerBoundMap" } else { "upperBoundMap" });
    let named = |value: Attribute| NamedAttr { name, value };
    let operands = p.parse_operand_list()?;
    if !operands.is_empty() {
        if operands.len() > 1 {
            let at = p.custom_op_name_offset();
            return Err(p.error_at_offset(at, "expected only one loop bound operand"));
        }
        p.resolve_operands_of_type(&operands, index, &mut state.operands)?;
        let map = AffineMap::new(0, 1, vec![AffineExpr::symbol(0)]);
        return Ok(named(ctx.affine_map_attr(map)));
    }
    let at = p.offset();
    let attr = p.parse_attribute_of_type(index)?;
    if let Some(map) = ctx.affine_map_of(attr) {
        let (dims, symbols) = parse_dims_and_symbols(p)?;
        p.resolve_operands_of_type(&dims, index, &mut state.operands)?;
        p.resolve_operands_of_type(&symbols, index, &mut state.operands)?;
        let name_at = p.custom_op_name_offset();
        if map.num_dims() as usize != dims.len() {
            let message = "dim operand count and affine map dim count must match";
            return Err(p.error_at_offset(name_at, message));
        }
        if map.num_symbols() as usize != symbols.len() {
            let message = "symbol operand count and affine map symbol count must match";
            return Err(p.error_at_offset(name_at, message));
        }
        if map.results().len() > 1 && !has_prefix {
            let message = if lower {
                "lower loop bound affine map with multiple results requires 'max' prefix"
            } else {
                "upper loop bound affine map with multiple results requires 'min' prefix"
            };
            return Err(p.error_at_offset(at, message));
        }
        return Ok(named(attr));
    }
    if let Some(value) = attr.as_integer(ctx).and_then(|v| v.as_i64()) {
        let map = AffineMap::new(0, 0, vec![AffineExpr::constant(value)]);
        return Ok(named(ctx.affine_map_attr(map)));
    }
    let at = p.custom_op_name_offset();
    Err(p.error_at_offset(at, "expected valid affine map representation for loop bounds"))
}

/// A loop bound as `parse_bound` reads it: a constant map as its value, a
/// map of one symbol as its operand, otherwise the map (prefixed `max` or
/// `min` when it has several results) with its operands (MLIR's
/// `printBound`).
fn print_bound(pr: &mut AsmPrinter<'_>, map_attr: Attribute, operands: &[Value], prefix: &str) {
    let Some(map) = pr.ctx().affine_map_of(map_attr) else { return };
    if let [result] = map.results() {
        match result.kind() {
            AffineExprKind::Constant(value) if map.num_dims() == 0 && map.num_symbols() == 0 => {
                pr.write_str(&value.to_string());
                return;
            }
            AffineExprKind::Symbol(_) if map.num_dims() == 0 && map.num_symbols() == 1 => {
                if let Some(&operand) = operands.first() {
                    pr.print_value_use(operand);
                    return;
                }
            }
            _ => {}
        }
    } else {
        pr.write_str(prefix);
        pr.write_char(' ');
    }
    pr.print_attribute(map_attr);
    print_dims_and_symbols(pr, operands, map.num_dims() as usize);
}

/// The body is entered from the op and from itself, receiving the carried
/// values; it leaves to the parent with them. A constant trip count narrows
/// this: a loop that runs goes from the op only into the body, one that
/// does not only to the parent, and a body run once only to the parent.
impl RegionBranchOpInterface for ForOp {
    fn successor_regions(&self, ir: &IrView, point: RegionBranchPoint) -> Vec<RegionSuccessor> {
        let op = self.as_op();
        let args = self.body(ir).map_or(0, |b| b.num_args(ir));
        let body = RegionSuccessor::region(0, 1.min(args)..args);
        let parent = RegionSuccessor::parent_all_results(ir, op);
        let trip_count = self.trivial_trip_count(ir);
        match (point, trip_count) {
            (RegionBranchPoint::Parent, Some(0)) => vec![parent],
            (RegionBranchPoint::Parent, Some(_)) => vec![body],
            (RegionBranchPoint::Terminator(_), Some(1)) => vec![parent],
            _ => vec![body, parent],
        }
    }

    fn entry_successor_operands(&self, ir: &IrView, _target: SuccessorTarget) -> Range<usize> {
        self.init_range(ir)
    }
}

/// A loop of step 1 ends whatever its bounds: it may be speculated when
/// its body may.
impl ConditionallySpeculatable for ForOp {
    fn speculatability(&self, ir: &IrView) -> Speculatability {
        if self.step(ir) == 1 {
            Speculatability::RecursivelySpeculatable
        } else {
            Speculatability::NotSpeculatable
        }
    }
}

/// One induction variable with constant-map bounds when they are
/// constants; the `inits` are carried through the body's arguments and its
/// `affine.yield`.
impl LoopLikeOpInterface for ForOp {
    fn loop_regions(&self, ir: &IrView) -> Vec<Region> {
        vec![self.region(ir)]
    }

    fn induction_vars(&self, ir: &IrView) -> Option<Vec<Value>> {
        self.induction_var(ir).map(|iv| vec![iv])
    }

    fn lower_bounds(&self, ir: &IrView) -> Option<Vec<OpFoldResult>> {
        constant_bound(ir, self.lower_map(ir)?)
    }

    fn upper_bounds(&self, ir: &IrView) -> Option<Vec<OpFoldResult>> {
        constant_bound(ir, self.upper_map(ir)?)
    }

    fn steps(&self, ir: &IrView) -> Option<Vec<OpFoldResult>> {
        let ctx = ir.ctx();
        Some(vec![OpFoldResult::Attr(ctx.integer_attr_i64(ctx.index_type(), self.step(ir)))])
    }

    fn inits(&self, ir: &IrView) -> Range<usize> {
        self.init_range(ir)
    }

    fn region_iter_args(&self, ir: &IrView) -> Vec<Value> {
        ForOp::region_iter_args(*self, ir)
    }

    fn yielded_values(&self, ir: &IrView) -> Option<(Op, Range<usize>)> {
        let terminator = self.body(ir)?.last_op(ir)?;
        Some((terminator, 0..terminator.num_operands(ir)))
    }

    fn loop_results(&self, ir: &IrView) -> Option<Range<usize>> {
        Some(0..self.as_op().num_results(ir))
    }
}

/// A bound as a constant, when its map is one (MLIR gives no bound
/// otherwise).
fn constant_bound(ir: &IrView, map: AffineMap) -> Option<Vec<OpFoldResult>> {
    let ctx = ir.ctx();
    let [result] = map.results() else { return None };
    let AffineExprKind::Constant(value) = result.kind() else { return None };
    Some(vec![OpFoldResult::Attr(ctx.integer_attr_i64(ctx.index_type(), value))])
}
