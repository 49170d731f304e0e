//! `scf.for`: a counted loop from a lower bound to an upper bound by a
//! step, carrying values from one iteration to the next (`iter_args`).
//!
//! The custom form is not declarative upstream (`hasCustomAssemblyFormat`):
//! the induction variable and the iteration arguments are region
//! arguments named before the region, the `: type` of the bounds is
//! written only when it is not `index`, and the terminator prints only
//! when values are carried.

use std::ops::Range;

use mlir_core::asm::parser::{PResult, Parser, RegionArgument};
use mlir_core::asm::printer::AsmPrinter;
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
use mlir_core::ir::{Block, IrView, Op, OperationState, Region, Value};
use mlir_core::rewrite::OpFoldResult;
use mlir_core::semantics::constraints::{
    AnySignlessIntegerOrIndex, AnyType, SizedRegion, UnitAttr, Variadic,
};
use mlir_core::semantics::traits::OpNameConst;
use mlir_core::semantics::traits::{
    AllTypesMatch, AutomaticAllocationScope, NamedTypes, RecursiveMemoryEffects,
    SingleBlockImplicitTerminator, TypeSource,
};
use mlir_core::transforms::folding::fold_one_op::constant_value;
use mlir_core::transforms::region_branch_canonicalize::{
    MakeRegionBranchOpSuccessorInputsDead, RemoveDeadRegionBranchOpSuccessorInputs,
    RemoveDuplicateSuccessorInputUses,
};
use mlir_derive::op;

use super::Scf;
use super::canonicalize::SimplifyTrivialLoops;
use super::syntax::{print_assignment_list, print_trailing_attr_dict};
use super::terminators::YieldOp;

/// For loop.
///
/// Runs its body for each value of the induction variable from
/// `lowerBound` (included) to `upperBound` (excluded) by `step`, compared
/// as signed integers, or unsigned with `unsignedCmp` (written
/// `unsigned`). The body's arguments are the induction variable, then one
/// per value carried across iterations (`iter_args`): initialized by
/// `initArgs`, updated by the body's `scf.yield`, and the op's results
/// after the last iteration.
#[op(
    dialect = Scf,
    name = "for",
    traits = [
        AutomaticAllocationScope,
        LoopLikeOpInterfaceTrait,
        AllTypesMatch<BoundsAndStep>,
        RegionBranchOpInterfaceTrait,
        SingleBlockImplicitTerminator<YieldOp>,
        RecursiveMemoryEffects,
    ],
    interfaces = [LoopLikeOpInterface, RegionBranchOpInterface, ConditionallySpeculatable],
    custom_format,
    verify,
    verify_regions,
    canonicalize = [
        SimplifyTrivialLoops,
        MakeRegionBranchOpSuccessorInputsDead<ForOp>,
        RemoveDuplicateSuccessorInputUses<ForOp>,
        RemoveDeadRegionBranchOpSuccessorInputs<ForOp>,
    ]
)]
pub struct ForOp {
    #[operand]
    lower_bound: AnySignlessIntegerOrIndex,
    #[operand]
    upper_bound: AnySignlessIntegerOrIndex,
    #[operand]
    step: AnySignlessIntegerOrIndex,
    #[operand]
    init_args: Variadic<AnyType>,
    #[attr(rename = "unsignedCmp")]
    unsigned_cmp: Option<UnitAttr>,
    #[result]
    results: Variadic<AnyType>,
    #[region]
    region: SizedRegion<1>,
}

/// The named parts of `AllTypesMatch<["lowerBound", "upperBound", "step"]>`.
pub struct BoundsAndStep;
impl NamedTypes for BoundsAndStep {
    const PARTS: &'static [(&'static str, TypeSource)] = &[
        ("lowerBound", TypeSource::Operand(0)),
        ("upperBound", TypeSource::Operand(1)),
        ("step", TypeSource::Operand(2)),
    ];
}

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

    /// The positions of the `initArgs` among the op's operands.
    fn init_range(self, ir: &IrView) -> Range<usize> {
        3..self.as_op().num_operands(ir).max(3)
    }

    /// As many carried values as results.
    fn verify(self, ir: &IrView) -> VerifyResult {
        let op = self.as_op();
        if self.init_range(ir).len() != op.num_results(ir) {
            let message = "mismatch in number of loop-carried values and defined values";
            return Err(op.emit_op_error(ir, message).into());
        }
        Ok(())
    }

    /// The body's arguments: the induction variable of the bounds' type,
    /// then the carried values of the results' types.
    fn verify_regions(self, ir: &IrView) -> VerifyResult {
        let op = self.as_op();
        let fail = |message: String| -> VerifyResult { Err(op.emit_op_error(ir, message).into()) };
        if self.induction_var(ir).map(|iv| iv.ty(ir)) != Some(self.lower_bound(ir).ty(ir)) {
            return fail("expected induction variable to be same type as bounds and step".into());
        }
        let iter_args = self.region_iter_args(ir);
        if iter_args.len() != op.num_results(ir) {
            return fail("mismatch in number of basic block args and defined values".into());
        }
        let inits: Vec<Value> = self.init_args(ir).collect();
        for (i, ((init, arg), result)) in
            inits.iter().zip(&iter_args).zip(op.results(ir)).enumerate()
        {
            if init.ty(ir) != result.ty(ir) {
                return fail(format!(
                    "types mismatch between {i}th iter operand and defined value"
                ));
            }
            if arg.ty(ir) != result.ty(ir) {
                return fail(format!(
                    "types mismatch between {i}th iter region arg and defined value"
                ));
            }
        }
        Ok(())
    }

    /// `[unsigned] %iv = %lb to %ub step %step [iter_args(%a = %init, …)
    /// -> (T, …)] [: T] { body } [attr-dict]`.
    pub fn parse(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
        let ctx = p.context();
        let mut attrs = Vec::new();
        if p.parse_optional_keyword("unsigned") {
            attrs.push(mlir_core::NamedAttr {
                name: ctx.ident("unsignedCmp"),
                value: ctx.unit_attr(),
            });
        }
        let iv = p.parse_operand()?;
        p.parse_literal("=")?;
        let lower = p.parse_operand()?;
        p.parse_literal("to")?;
        let upper = p.parse_operand()?;
        p.parse_literal("step")?;
        let step = p.parse_operand()?;
        let mut arguments = vec![RegionArgument {
            name: Some(iv.name.to_string()),
            offset: iv.offset,
            ty: ctx.index_type(),
            attrs: Vec::new(),
            loc: None,
        }];
        let mut inits = Vec::new();
        let has_iter_args = p.parse_optional_keyword("iter_args");
        if has_iter_args {
            for (argument, init) in p.parse_assignment_list()? {
                arguments.push(argument);
                inits.push(init);
            }
            state.result_types = p.parse_arrow_type_list()?;
        }
        if arguments.len() != state.result_types.len() + 1 {
            let message = "mismatch in number of loop-carried values and defined values";
            return Err(p.error_at_offset(p.custom_op_name_offset(), message));
        }
        let bound_type =
            if p.parse_optional_literal(":") { p.parse_any_type()? } else { ctx.index_type() };
        arguments[0].ty = bound_type;
        for (argument, &ty) in arguments[1..].iter_mut().zip(&state.result_types) {
            argument.ty = ty;
        }
        let body = p.parse_region_with_arguments(state, &arguments)?;
        p.ensure_terminator(body, YieldOp::NAME, state.loc);
        // Operands resolve after the body, as upstream: a use of a value
        // the body defines is an error.
        let bounds = [lower, upper, step];
        p.resolve_operands_of_type(&bounds, bound_type, &mut state.operands)?;
        let result_types = state.result_types.clone();
        for (init, ty) in inits.iter().zip(result_types) {
            let value = p.resolve_operand(init, ty)?;
            state.operands.push(value);
        }
        attrs.extend(p.parse_optional_attr_dict()?);
        p.set_parsed_attributes(state, attrs)
    }

    /// Prints the custom form after the op name.
    pub fn print(self, pr: &mut AsmPrinter<'_>) {
        let ir = pr.ir();
        let op = self.as_op();
        if self.unsigned_cmp(ir) {
            pr.write_str(" unsigned");
        }
        pr.write_char(' ');
        if let Some(iv) = self.induction_var(ir) {
            pr.print_value_use(iv);
        }
        pr.write_str(" = ");
        pr.print_value_use(self.lower_bound(ir));
        pr.write_str(" to ");
        pr.print_value_use(self.upper_bound(ir));
        pr.write_str(" step ");
        pr.print_value_use(self.step(ir));
        let iter_args = self.region_iter_args(ir);
        let has_iter_args = !iter_args.is_empty();
        if has_iter_args {
            let inits: Vec<Value> = self.init_args(ir).collect();
            print_assignment_list(pr, " iter_args", &iter_args, &inits);
            pr.write_str(" -> (");
            let types: Vec<_> = op.results(ir).map(|v| v.ty(ir)).collect();
            pr.print_type_list(&types);
            pr.write_char(')');
        }
        pr.write_char(' ');
        let bound_type = self.lower_bound(ir).ty(ir);
        if bound_type != ir.ctx().index_type() {
            // Upstream writes the space before the colon too: two spaces.
            pr.write_str(" : ");
            pr.print_type(bound_type);
            pr.write_char(' ');
        }
        pr.print_op_region(op, self.region(ir), false, false, has_iter_args);
        print_trailing_attr_dict(pr, op, &["unsignedCmp"]);
    }
}

/// The body is entered from the op and from itself, receiving the carried
/// values; it leaves to the parent with them.
impl RegionBranchOpInterface for ForOp {
    fn successor_regions(&self, ir: &IrView, _point: RegionBranchPoint) -> Vec<RegionSuccessor> {
        let op = self.as_op();
        let args = self.body(ir).map_or(0, |b| b.num_args(ir));
        vec![
            RegionSuccessor::region(0, 1.min(args)..args),
            RegionSuccessor::parent_all_results(ir, op),
        ]
    }

    fn entry_successor_operands(&self, ir: &IrView, _target: SuccessorTarget) -> Range<usize> {
        self.init_range(ir)
    }
}

/// A loop of step 1 ends whatever its bounds: it may be speculated when
/// its body may. Another step may loop forever (upstream's rule).
impl ConditionallySpeculatable for ForOp {
    fn speculatability(&self, ir: &IrView) -> Speculatability {
        let ctx = ir.ctx();
        let step = constant_value(ir, self.step(ir)).and_then(|a| a.as_integer(ctx)?.as_i64());
        if step == Some(1) {
            Speculatability::RecursivelySpeculatable
        } else {
            Speculatability::NotSpeculatable
        }
    }
}

/// One induction variable with its bounds and step; the `initArgs` are
/// carried through the body's arguments and its `scf.yield`.
impl LoopLikeOpInterface for ForOp {
    fn loop_regions(&self, ir: &IrView) -> Vec<Region> {
        vec![self.region(ir)]
    }

    fn induction_vars(&self, ir: &IrView) -> Option<Vec<Value>> {
        self.induction_var(ir).map(|iv| vec![iv])
    }

    fn lower_bounds(&self, ir: &IrView) -> Option<Vec<OpFoldResult>> {
        Some(vec![OpFoldResult::Value(self.lower_bound(ir))])
    }

    fn upper_bounds(&self, ir: &IrView) -> Option<Vec<OpFoldResult>> {
        Some(vec![OpFoldResult::Value(self.upper_bound(ir))])
    }

    fn steps(&self, ir: &IrView) -> Option<Vec<OpFoldResult>> {
        Some(vec![OpFoldResult::Value(self.step(ir))])
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
