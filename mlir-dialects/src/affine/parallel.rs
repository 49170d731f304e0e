//! `affine.parallel`: a band of parallel loops whose bounds are affine
//! expressions (the greatest of a `max(…)` group for a lower bound, the
//! least of a `min(…)` group for an upper one), with constant steps and
//! reductions of the values the body yields.
//!
//! Both bound lists are stored as one map each, with the number of
//! results of each loop's group (`lowerBoundsGroups`); the custom form
//! writes each expression over its SSA values, and the parser merges
//! equal operands of the expressions of one list.

use std::borrow::Cow;

use mlir_core::asm::parser::{PResult, Parser};
use mlir_core::asm::printer::AsmPrinter;
use mlir_core::context::builtin::affine::{AffineExpr, AffineMap, SsaListDelimiter};
use mlir_core::context::diagnostics::VerifyResult;
use mlir_core::context::enum_attr::EnumAttrType;
use mlir_core::definitions::interfaces::loop_like::LoopLikeOpInterface;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{Block, IrView, OperationState, Region, Value};
use mlir_core::semantics::constraints::{
    AffineMapAttr, AnyType, ArrayElement, ArrayOf, I32ElementsAttr, Index, SizedRegion, Variadic,
};
use mlir_core::semantics::traits::{
    AutomaticAllocationScope, MemRefsNormalizable, OpNameConst, RecursiveMemoryEffects,
    SingleBlockImplicitTerminator,
};
use mlir_core::support::apint::Signedness;
use mlir_core::{Attribute, Context, NamedAttr, Type, TypeData};
use mlir_derive::op;

use super::Affine;
use super::validity::verify_dim_and_symbol_operands;
use super::yield_op::YieldOp;
use crate::arith::AtomicRMWKind;

/// Multi-index parallel band operation.
///
/// Runs its body for every point of the iteration space its induction
/// variables span, in any order. Each result is the reduction, by its
/// `reductions` kind, of the values the body yields for it.
#[op(
    dialect = Affine,
    name = "parallel",
    traits = [
        AutomaticAllocationScope,
        SingleBlockImplicitTerminator<YieldOp>,
        RecursiveMemoryEffects,
        MemRefsNormalizable,
    ],
    interfaces = [LoopLikeOpInterface],
    fold,
    custom_format,
    verify
)]
pub struct ParallelOp {
    #[operand]
    map_operands: Variadic<Index>,
    #[attr]
    reductions: ReductionsAttr,
    #[attr(rename = "lowerBoundsMap")]
    lower_bounds_map: AffineMapAttr,
    #[attr(rename = "lowerBoundsGroups")]
    lower_bounds_groups: I32ElementsAttr,
    #[attr(rename = "upperBoundsMap")]
    upper_bounds_map: AffineMapAttr,
    #[attr(rename = "upperBoundsGroups")]
    upper_bounds_groups: I32ElementsAttr,
    #[attr]
    steps: I64SmallVectorArrayAttr,
    #[result]
    results: Variadic<AnyType>,
    #[region]
    region: SizedRegion<1>,
}

/// An array of `AtomicRMWKind` values as `i64` integers (ODS's
/// `TypedArrayAttrBase<AtomicRMWKindAttr, "Reduction ops">`).
pub type ReductionsAttr = ArrayOf<ReductionKindElement>;

/// An element of [`ReductionsAttr`]: a reduction kind's value.
pub struct ReductionKindElement;
impl ArrayElement for ReductionKindElement {
    fn array_description() -> Cow<'static, str> {
        Cow::Borrowed("Reduction ops")
    }
    fn accepts(ctx: &Context, element: Attribute) -> bool {
        reduction_kind(ctx, element).is_some()
    }
}

/// The steps: an array of `i64` integer attributes (ODS's
/// `I64SmallVectorArrayAttr`).
pub type I64SmallVectorArrayAttr = ArrayOf<I64Element>;

/// An `i64` integer attribute, an element of [`I64SmallVectorArrayAttr`].
pub struct I64Element;
impl ArrayElement for I64Element {
    fn array_description() -> Cow<'static, str> {
        Cow::Borrowed("64-bit integer array attribute")
    }
    fn accepts(ctx: &Context, element: Attribute) -> bool {
        element.as_integer(ctx).is_some() && element.typed(ctx) == Some(ctx.integer_type(64))
    }
}

/// The reduction kind an element of `reductions` stores.
fn reduction_kind(ctx: &Context, attr: Attribute) -> Option<AtomicRMWKind> {
    let value = attr.as_integer(ctx)?.as_i64()?;
    AtomicRMWKind::from_value(u64::try_from(value).ok()?)
}

/// The attributes the custom form writes in its own syntax.
const ELIDED: [&str; 6] = [
    "reductions",
    "lowerBoundsMap",
    "lowerBoundsGroups",
    "upperBoundsMap",
    "upperBoundsGroups",
    "steps",
];

/// Whether a result of type `ty` can carry a reduction of `kind` (MLIR's
/// `isResultTypeMatchAtomicRMWKind`: the signed and unsigned integer
/// kinds ask for integer types of that signedness).
fn reduction_fits(ctx: &Context, kind: AtomicRMWKind, ty: Type) -> bool {
    use AtomicRMWKind::*;
    let is_float = ty.as_float(ctx).is_some();
    let signedness = match ty.data(ctx) {
        TypeData::Integer { signedness, .. } => Some(*signedness),
        _ => None,
    };
    match kind {
        Addf | Mulf | Maximumf | Minimumf => is_float,
        Addi | Muli | Ori | Andi => signedness.is_some(),
        Assign => true,
        Maxs | Mins => signedness == Some(Signedness::Signed),
        Maxu | Minu => signedness == Some(Signedness::Unsigned),
        Maxnumf | Minnumf | Xori => false,
    }
}

impl ParallelOp {
    /// The body's block.
    pub fn body(self, ir: &IrView) -> Option<Block> {
        self.region(ir).first_block(ir)
    }

    /// The induction variables (the body's arguments).
    pub fn induction_vars(self, ir: &IrView) -> Vec<Value> {
        self.body(ir).map(|b| b.args(ir).collect()).unwrap_or_default()
    }

    /// The steps, one per loop.
    pub fn step_values(self, ir: &IrView) -> Vec<i64> {
        let ctx = ir.ctx();
        let steps = self.steps(ir);
        steps
            .as_array(ctx)
            .map(|a| a.iter().filter_map(|s| s.as_integer(ctx)?.as_i64()).collect())
            .unwrap_or_default()
    }

    /// The operands of the lower bounds map, then those of the upper one.
    pub(crate) fn bound_operands(self, ir: &IrView) -> (Vec<Value>, Vec<Value>) {
        let operands: Vec<Value> = self.map_operands(ir).collect();
        let lower = ir.ctx().affine_map_of(self.lower_bounds_map(ir));
        let split = lower.map_or(0, |m| m.num_inputs() as usize).min(operands.len());
        (operands[..split].to_vec(), operands[split..].to_vec())
    }

    /// Groups, steps and arguments agree on the number of loops; the maps
    /// have the groups' results; a valid reduction per result; the bound
    /// operands are dimensions and symbols (MLIR's
    /// `AffineParallelOp::verify`).
    fn verify(self, ir: &IrView) -> VerifyResult {
        let ctx = ir.ctx();
        let op = self.as_op();
        let fail = |message: String| -> VerifyResult { Err(op.emit_op_error(ir, message).into()) };
        let lower_groups = ctx.dense_int_values(self.lower_bounds_groups(ir)).unwrap_or_default();
        let upper_groups = ctx.dense_int_values(self.upper_bounds_groups(ir)).unwrap_or_default();
        let steps = self.steps(ir).as_array(ctx).map_or(0, |a| a.len());
        let args = self.body(ir).map_or(0, |b| b.num_args(ir));
        let loops = lower_groups.len();
        if upper_groups.len() != loops || steps != loops || args != loops {
            return fail(format!(
                "the number of region arguments ({args}) and the number of map groups for lower ({}) and upper bound ({}), and the number of steps ({steps}) must all match",
                lower_groups.len(),
                upper_groups.len()
            ));
        }
        let (Some(lower), Some(upper)) = (
            ctx.affine_map_of(self.lower_bounds_map(ir)),
            ctx.affine_map_of(self.upper_bounds_map(ir)),
        ) else {
            return Ok(());
        };
        for (groups, map, which) in
            [(&lower_groups, &lower, "lower"), (&upper_groups, &upper, "upper")]
        {
            let mut expected = 0i64;
            for &size in groups.iter() {
                if size == 0 {
                    return fail(format!("expected {which} bound map to have at least one result"));
                }
                expected += size;
            }
            if expected != map.num_results() as i64 {
                return fail(format!("expected {which} bounds map to have {expected} results"));
            }
        }
        let reductions =
            self.reductions(ir).as_array(ctx).map(<[Attribute]>::to_vec).unwrap_or_default();
        if reductions.len() != op.num_results(ir) {
            return fail("a reduction must be specified for each output".into());
        }
        for (reduction, result) in reductions.iter().zip(op.results(ir)) {
            let Some(kind) = reduction_kind(ctx, *reduction) else {
                return fail("invalid reduction attribute".into());
            };
            if !reduction_fits(ctx, kind, result.ty(ir)) {
                return fail("result type cannot match reduction attribute".into());
            }
        }
        let (lower_operands, upper_operands) = self.bound_operands(ir);
        verify_dim_and_symbol_operands(ir, op, &lower_operands, lower.num_dims() as usize)?;
        verify_dim_and_symbol_operands(ir, op, &upper_operands, upper.num_dims() as usize)
    }

    /// `(%i, …) = (lower, …) to (upper, …) [step (s, …)] [reduce ("kind",
    /// …) -> (types)] { body } [attr-dict]`.
    pub fn parse(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
        let ctx = p.context();
        let index = ctx.index_type();
        let mut ivs = p.parse_argument_list_in_parens()?;
        p.parse_literal("=")?;
        let mut attrs = parse_bound_list(p, state, false)?;
        p.parse_literal("to")?;
        attrs.extend(parse_bound_list(p, state, true)?);
        let steps: Vec<Attribute> = if p.parse_optional_keyword("step") {
            let (map, _) = p.parse_affine_map_of_ssa_ids(SsaListDelimiter::Paren)?;
            let mut steps = Vec::new();
            for result in map.results() {
                let Some(value) = result.as_constant() else {
                    let at = p.custom_op_name_offset();
                    return Err(p.error_at_offset(at, "steps must be constant integers"));
                };
                steps.push(ctx.integer_attr_i64(ctx.integer_type(64), value));
            }
            steps
        } else {
            vec![ctx.integer_attr_i64(ctx.integer_type(64), 1); ivs.len()]
        };
        attrs.push(NamedAttr { name: ctx.ident("steps"), value: ctx.array_attr(&steps) });
        let mut reductions = Vec::new();
        if p.parse_optional_keyword("reduce") {
            p.parse_lparen()?;
            loop {
                let at = p.offset();
                let attr = p.parse_attribute_of_type(ctx.none_type())?;
                let Some(text) = attr.as_string(ctx) else {
                    return Err(p.error_at_offset(at, "invalid kind of attribute specified"));
                };
                let kind = std::str::from_utf8(text).ok().and_then(AtomicRMWKind::from_keyword);
                let Some(kind) = kind else {
                    let shown = mlir_core::asm::printer::attr_to_string(ctx, attr);
                    return Err(p.error_at_offset(at, format!("invalid reduction value: {shown}")));
                };
                let value = kind.to_value() as i64;
                reductions.push(ctx.integer_attr_i64(ctx.integer_type(64), value));
                if !p.parse_optional_comma() {
                    break;
                }
            }
            p.parse_rparen()?;
        }
        attrs.push(NamedAttr { name: ctx.ident("reductions"), value: ctx.array_attr(&reductions) });
        state.result_types = p.parse_optional_arrow_type_list()?;
        for iv in &mut ivs {
            iv.ty = index;
        }
        let body = p.parse_region_with_arguments(state, &ivs)?;
        attrs.extend(p.parse_optional_attr_dict()?);
        p.ensure_terminator(body, YieldOp::NAME, state.loc);
        p.set_parsed_attributes(state, attrs)
    }

    /// Prints the custom form after the op name.
    pub fn print(self, pr: &mut AsmPrinter<'_>) {
        let ir = pr.ir();
        let ctx = ir.ctx();
        let op = self.as_op();
        pr.write_str(" (");
        print_values(pr, &self.induction_vars(ir));
        pr.write_str(") = (");
        let (lower_operands, upper_operands) = self.bound_operands(ir);
        print_bound_list(
            pr,
            self.lower_bounds_map(ir),
            self.lower_bounds_groups(ir),
            &lower_operands,
            "max",
        );
        pr.write_str(") to (");
        print_bound_list(
            pr,
            self.upper_bounds_map(ir),
            self.upper_bounds_groups(ir),
            &upper_operands,
            "min",
        );
        pr.write_char(')');
        let steps = self.step_values(ir);
        if steps.iter().any(|&s| s != 1) {
            let text: Vec<String> = steps.iter().map(i64::to_string).collect();
            pr.write_str(&format!(" step ({})", text.join(", ")));
        }
        if op.num_results(ir) > 0 {
            let reductions =
                self.reductions(ir).as_array(ctx).map(<[Attribute]>::to_vec).unwrap_or_default();
            let names: Vec<String> = reductions
                .iter()
                .map(|&r| {
                    let name = reduction_kind(ctx, r).map(|k| k.keyword().into_owned());
                    format!("\"{}\"", name.unwrap_or_default())
                })
                .collect();
            pr.write_str(&format!(" reduce ({}) -> (", names.join(", ")));
            let types: Vec<Type> = op.results(ir).map(|v| v.ty(ir)).collect();
            pr.print_type_list(&types);
            pr.write_char(')');
        }
        pr.write_char(' ');
        let has_results = op.num_results(ir) > 0;
        pr.print_op_region(op, self.region(ir), false, false, has_results);
        pr.print_optional_attr_dict(&pr.op_attributes(op), &ELIDED);
    }
}

/// `%a, %b, …`
fn print_values(pr: &mut AsmPrinter<'_>, values: &[Value]) {
    for (i, &value) in values.iter().enumerate() {
        if i > 0 {
            pr.write_str(", ");
        }
        pr.print_value_use(value);
    }
}

/// One bound list in parentheses: per loop, an expression over SSA values
/// or a `max(…)` (`min(…)` for `upper`) group of them. Resolves the merged
/// operands into `state` and returns the map and groups attributes (MLIR's
/// `parseAffineMapWithMinMax`).
fn parse_bound_list(
    p: &mut Parser<'_>,
    state: &mut OperationState,
    upper: bool,
) -> PResult<Vec<NamedAttr>> {
    let ctx = p.context();
    let index = ctx.index_type();
    let (map_name, groups_name) = if upper {
        ("upperBoundsMap", "upperBoundsGroups")
    } else {
        ("lowerBoundsMap", "lowerBoundsGroups")
    };
    let keyword = if upper { "min" } else { "max" };
    // Each expression with the operands of its own dimensions and symbols.
    let mut exprs: Vec<(AffineExpr, Vec<Value>, Vec<Value>)> = Vec::new();
    let mut groups: Vec<i64> = Vec::new();
    p.parse_lparen()?;
    if !p.parse_optional_rparen() {
        loop {
            if p.parse_optional_keyword(keyword) {
                let (map, operands) = p.parse_affine_map_of_ssa_ids(SsaListDelimiter::Paren)?;
                let mut values = Vec::with_capacity(operands.len());
                for operand in &operands {
                    values.push(p.resolve_operand(operand, index)?);
                }
                let (dims, symbols) = values.split_at((map.num_dims() as usize).min(values.len()));
                for result in map.results() {
                    exprs.push((result.clone(), dims.to_vec(), symbols.to_vec()));
                }
                groups.push(map.num_results() as i64);
            } else {
                let (map, operands) = p.parse_affine_map_of_ssa_ids(SsaListDelimiter::Single)?;
                let mut values = Vec::with_capacity(operands.len());
                for operand in &operands {
                    values.push(p.resolve_operand(operand, index)?);
                }
                let (dims, symbols) = values.split_at((map.num_dims() as usize).min(values.len()));
                let expr =
                    map.results().first().cloned().unwrap_or_else(|| AffineExpr::constant(0));
                exprs.push((expr, dims.to_vec(), symbols.to_vec()));
                groups.push(1);
            }
            if !p.parse_optional_comma() {
                break;
            }
        }
        p.parse_rparen()?;
    }
    // Merge equal operands: each expression's dimensions and symbols become
    // positions among the distinct values, in order of first appearance.
    let (mut dims, mut symbols): (Vec<Value>, Vec<Value>) = (Vec::new(), Vec::new());
    let position = |list: &mut Vec<Value>, value: Value| -> u32 {
        match list.iter().position(|&v| v == value) {
            Some(at) => at as u32,
            None => {
                list.push(value);
                (list.len() - 1) as u32
            }
        }
    };
    let mut dim_replacements: Vec<Vec<AffineExpr>> = Vec::new();
    for (_, expr_dims, _) in &exprs {
        dim_replacements
            .push(expr_dims.iter().map(|&v| AffineExpr::dim(position(&mut dims, v))).collect());
    }
    let mut results = Vec::with_capacity(exprs.len());
    for ((expr, _, expr_symbols), dim_map) in exprs.iter().zip(&dim_replacements) {
        let symbol_map: Vec<AffineExpr> =
            expr_symbols.iter().map(|&v| AffineExpr::symbol(position(&mut symbols, v))).collect();
        results.push(expr.replace_dims_and_symbols(dim_map, &symbol_map));
    }
    state.operands.extend(dims.iter().chain(&symbols).copied());
    let map = if results.is_empty() {
        AffineMap::new(0, 0, Vec::new())
    } else {
        AffineMap::new(dims.len() as u32, symbols.len() as u32, results)
    };
    let groups_type = ctx.ranked_tensor_type(&[groups.len() as i64], ctx.integer_type(32));
    let groups_attr =
        ctx.dense_int_elements(groups_type, &groups).unwrap_or_else(|| ctx.unit_attr());
    Ok(vec![
        NamedAttr { name: ctx.ident(map_name), value: ctx.affine_map_attr(map) },
        NamedAttr { name: ctx.ident(groups_name), value: groups_attr },
    ])
}

/// One bound list as `parse_bound_list` reads it (MLIR's
/// `printMinMaxBound`).
fn print_bound_list(
    pr: &mut AsmPrinter<'_>,
    map: Attribute,
    groups: Attribute,
    operands: &[Value],
    keyword: &str,
) {
    let ctx = pr.ctx();
    let (Some(map), Some(groups)) = (ctx.affine_map_of(map), ctx.dense_int_values(groups)) else {
        return;
    };
    let split = (map.num_dims() as usize).min(operands.len());
    let (dims, symbols) = operands.split_at(split);
    let mut start = 0usize;
    for (i, &size) in groups.iter().enumerate() {
        if i > 0 {
            pr.write_str(", ");
        }
        let size = usize::try_from(size).unwrap_or(0);
        let Some(slice) = map.results().get(start..start + size) else { return };
        if size == 1 {
            pr.print_affine_expr_of_ssa_ids(&slice[0], dims, symbols);
        } else {
            pr.write_str(keyword);
            pr.write_char('(');
            let submap = AffineMap::new(map.num_dims(), map.num_symbols(), slice.to_vec());
            pr.print_affine_map_of_ssa_ids(&submap, operands);
            pr.write_char(')');
        }
        start += size;
    }
}

/// Every induction variable of the band; no carried values.
impl LoopLikeOpInterface for ParallelOp {
    fn loop_regions(&self, ir: &IrView) -> Vec<Region> {
        vec![self.region(ir)]
    }

    fn induction_vars(&self, ir: &IrView) -> Option<Vec<Value>> {
        Some(ParallelOp::induction_vars(*self, ir))
    }
}
