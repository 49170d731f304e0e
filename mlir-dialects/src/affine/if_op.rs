//! `affine.if`: runs its `then` region when an integer set holds for its
//! dimension and symbol operands, else its `else` region (which may be
//! absent), yielding the results of the region taken.

use mlir_core::asm::parser::{PResult, Parser};
use mlir_core::asm::printer::AsmPrinter;
use mlir_core::context::diagnostics::VerifyResult;
use mlir_core::definitions::interfaces::region_branch::{
    RegionBranchOpInterface, RegionBranchOpInterfaceTrait, RegionBranchPoint, RegionSuccessor,
};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, OperationState, Value};
use mlir_core::semantics::constraints::{
    AnyRegion, AnyType, IntegerSetAttr, SizedRegion, Variadic,
};
use mlir_core::semantics::traits::{
    NoRegionArguments, OpNameConst, RecursiveMemoryEffects, RecursivelySpeculatable,
    SingleBlockImplicitTerminator,
};
use mlir_core::{NamedAttr, Type};
use mlir_derive::op;

use super::Affine;
use super::control_flow_patterns::{AlwaysTrueOrFalseIf, SimplifyDeadElse};
use super::syntax::{parse_dims_and_symbols, print_dims_and_symbols};
use super::validity::verify_dim_and_symbol_operands;
use super::yield_op::YieldOp;

/// If-then-else operation.
///
/// Takes the `then` region when every constraint of `condition` holds for
/// the operands (its dimensions' values, then its symbols'), else the
/// `else` region, or nothing when that region has no block. Results come
/// from the `affine.yield` of the region taken.
#[op(
    dialect = Affine,
    name = "if",
    traits = [
        RegionBranchOpInterfaceTrait,
        SingleBlockImplicitTerminator<YieldOp>,
        RecursiveMemoryEffects,
        RecursivelySpeculatable,
        NoRegionArguments,
    ],
    interfaces = [RegionBranchOpInterface],
    fold,
    custom_format,
    verify,
    canonicalize = [SimplifyDeadElse, AlwaysTrueOrFalseIf]
)]
pub struct IfOp {
    #[operand]
    operands: Variadic<AnyType>,
    #[attr]
    condition: IntegerSetAttr,
    #[result]
    results: Variadic<AnyType>,
    #[region(rename = "thenRegion")]
    then_region: SizedRegion<1>,
    #[region(rename = "elseRegion")]
    else_region: AnyRegion,
}

impl IfOp {
    /// The operands against the set's inputs, each a valid dimension or
    /// symbol (MLIR's `AffineIfOp::verify`).
    fn verify(self, ir: &IrView) -> VerifyResult {
        let op = self.as_op();
        let Some(set) = ir.ctx().integer_set_of(self.condition(ir)) else { return Ok(()) };
        let operands: Vec<Value> = self.operands(ir).collect();
        if operands.len() != (set.num_dims() + set.num_symbols()) as usize {
            let message =
                "operand count and condition integer set dimension and symbol count must match";
            return Err(op.emit_op_error(ir, message).into());
        }
        verify_dim_and_symbol_operands(ir, op, &operands, set.num_dims() as usize)
    }

    /// `#set(%d, …)[%s, …] [-> types] { then } [else { else }] [attr-dict]`.
    pub fn parse(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
        let ctx = p.context();
        let at = p.offset();
        let condition = p.parse_attr()?;
        let Some(set) = ctx.integer_set_of(condition) else {
            return Err(p.error_at_offset(at, "invalid kind of attribute specified"));
        };
        let (dims, symbols) = parse_dims_and_symbols(p)?;
        let index = ctx.index_type();
        p.resolve_operands_of_type(&dims, index, &mut state.operands)?;
        p.resolve_operands_of_type(&symbols, index, &mut state.operands)?;
        let name_at = p.custom_op_name_offset();
        if set.num_dims() as usize != dims.len() {
            let message = "dim operand count and integer set dim count must match";
            return Err(p.error_at_offset(name_at, message));
        }
        if set.num_symbols() as usize != symbols.len() {
            let message = "symbol operand count and integer set symbol count must match";
            return Err(p.error_at_offset(name_at, message));
        }
        state.result_types = p.parse_optional_arrow_type_list()?;
        let then_region = p.parse_region_for(state, false)?;
        p.ensure_terminator(then_region, YieldOp::NAME, state.loc);
        if p.parse_optional_keyword("else") {
            let else_region = p.parse_region_for(state, false)?;
            p.ensure_terminator(else_region, YieldOp::NAME, state.loc);
        } else {
            // The op still has its `else` region, without a block.
            let body = p.region_body_for(state);
            let else_region = p.new_empty_region(body);
            state.regions.push(else_region);
        }
        let mut attrs = vec![NamedAttr { name: ctx.ident("condition"), value: condition }];
        attrs.extend(p.parse_optional_attr_dict()?);
        p.set_parsed_attributes(state, attrs)
    }

    /// Prints the custom form after the op name.
    pub fn print(self, pr: &mut AsmPrinter<'_>) {
        let ir = pr.ir();
        let op = self.as_op();
        let condition = self.condition(ir);
        let num_dims = ir.ctx().integer_set_of(condition).map_or(0, |s| s.num_dims() as usize);
        pr.write_char(' ');
        pr.print_attribute(condition);
        let operands: Vec<Value> = self.operands(ir).collect();
        print_dims_and_symbols(pr, &operands, num_dims);
        let types: Vec<Type> = op.results(ir).map(|v| v.ty(ir)).collect();
        if !types.is_empty() {
            pr.write_str(" -> ");
            pr.print_result_types(&types);
        }
        let has_results = !types.is_empty();
        pr.write_char(' ');
        pr.print_op_region(op, self.then_region(ir), false, false, has_results);
        let else_region = self.else_region(ir);
        if !else_region.is_empty(ir) {
            pr.write_str(" else ");
            pr.print_op_region(op, else_region, false, false, has_results);
        }
        pr.print_optional_attr_dict(&pr.op_attributes(op), &["condition"]);
    }
}

/// From the op, either region (or the results when there is no `else`);
/// from a region, the results.
impl RegionBranchOpInterface for IfOp {
    fn successor_regions(&self, ir: &IrView, point: RegionBranchPoint) -> Vec<RegionSuccessor> {
        let op = self.as_op();
        if point != RegionBranchPoint::Parent {
            return vec![RegionSuccessor::parent_all_results(ir, op)];
        }
        let mut successors = vec![RegionSuccessor::region(0, 0..0)];
        if self.else_region(ir).is_empty(ir) {
            successors.push(RegionSuccessor::parent_all_results(ir, op));
        } else {
            successors.push(RegionSuccessor::region(1, 0..0));
        }
        successors
    }
}
