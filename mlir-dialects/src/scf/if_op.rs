//! `scf.if`: runs its `then` region when the condition holds, else its
//! `else` region (possibly absent), and yields their values as results.
//!
//! The custom form is not declarative upstream (`hasCustomAssemblyFormat`):
//! the terminators print only when the op has results, and the `else`
//! keyword and region only when that region has a block, which the format
//! language cannot say.

use mlir_core::asm::parser::{PResult, Parser};
use mlir_core::asm::printer::AsmPrinter;
use mlir_core::context::diagnostics::VerifyResult;
use mlir_core::definitions::interfaces::region_branch::{
    RegionBranchOpInterface, RegionBranchOpInterfaceTrait, RegionBranchPoint, RegionSuccessor,
};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, OperationState};
use mlir_core::semantics::constraints::{AnyType, I1, MaxSizedRegion, SizedRegion, Variadic};
use mlir_core::semantics::traits::OpNameConst;
use mlir_core::semantics::traits::{
    NoRegionArguments, RecursiveMemoryEffects, RecursivelySpeculatable,
    SingleBlockImplicitTerminator,
};
use mlir_core::transforms::region_branch_canonicalize::{
    MakeRegionBranchOpSuccessorInputsDead, RemoveDeadRegionBranchOpSuccessorInputs,
    RemoveDuplicateSuccessorInputUses,
};
use mlir_core::{Attribute, Context};
use mlir_derive::op;

use super::Scf;
use super::syntax::print_trailing_attr_dict;
use super::terminators::YieldOp;

/// If-then-else.
///
/// `condition` selects the `then` region or the `else` region; the region
/// run yields the op's results with `scf.yield`. Without results, the
/// `else` region may be empty (no block) and the terminators are implicit.
#[op(
    dialect = Scf,
    name = "if",
    traits = [
        RegionBranchOpInterfaceTrait,
        SingleBlockImplicitTerminator<YieldOp>,
        RecursiveMemoryEffects,
        RecursivelySpeculatable,
        NoRegionArguments,
    ],
    interfaces = [RegionBranchOpInterface],
    custom_format,
    verify,
    canonicalize = [
        MakeRegionBranchOpSuccessorInputsDead<IfOp>,
        RemoveDuplicateSuccessorInputUses<IfOp>,
        RemoveDeadRegionBranchOpSuccessorInputs<IfOp>,
    ]
)]
pub struct IfOp {
    #[operand]
    condition: I1,
    #[result]
    results: Variadic<AnyType>,
    #[region(rename = "thenRegion")]
    then_region: SizedRegion<1>,
    #[region(rename = "elseRegion")]
    else_region: MaxSizedRegion<1>,
}

impl IfOp {
    /// Results need an `else` to come from when the condition fails.
    fn verify(self, ir: &IrView) -> VerifyResult {
        if self.as_op().num_results(ir) != 0 && self.else_region(ir).is_empty(ir) {
            let message = "must have an else block if defining values";
            return Err(self.as_op().emit_op_error(ir, message).into());
        }
        Ok(())
    }

    /// `%cond [-> (T, …)] { then } [else { else }] [attr-dict]`.
    pub fn parse(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
        let ctx = p.context();
        let condition = p.parse_operand()?;
        p.resolve_operands_of_type(&[condition], ctx.integer_type(1), &mut state.operands)?;
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
        let attrs = p.parse_optional_attr_dict()?;
        p.set_parsed_attributes(state, attrs)
    }

    /// Prints the custom form after the op name.
    pub fn print(self, pr: &mut AsmPrinter<'_>) {
        let ir = pr.ir();
        let op = self.as_op();
        pr.write_char(' ');
        pr.print_value_use(self.condition(ir));
        let has_results = op.num_results(ir) != 0;
        if has_results {
            pr.write_str(" -> (");
            let types: Vec<_> = op.results(ir).map(|v| v.ty(ir)).collect();
            pr.print_type_list(&types);
            pr.write_char(')');
        }
        pr.write_char(' ');
        pr.print_op_region(op, self.then_region(ir), false, false, has_results);
        let else_region = self.else_region(ir);
        if !else_region.is_empty(ir) {
            pr.write_str(" else ");
            pr.print_op_region(op, else_region, false, false, has_results);
        }
        print_trailing_attr_dict(pr, op, &[]);
    }
}

/// From the op, control goes to either region (the `else` region when
/// absent means back to the parent); from each, back to the parent.
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

    /// A constant condition names the one region taken.
    fn entry_successor_regions(
        &self,
        ir: &IrView,
        operands: &[Option<Attribute>],
    ) -> Vec<RegionSuccessor> {
        let ctx: &Context = ir.ctx();
        let constant = operands.first().copied().flatten().and_then(|a| a.as_integer(ctx));
        let Some(condition) = constant.map(|value| !value.is_zero()) else {
            return self.successor_regions(ir, RegionBranchPoint::Parent);
        };
        if condition {
            vec![RegionSuccessor::region(0, 0..0)]
        } else if self.else_region(ir).is_empty(ir) {
            vec![RegionSuccessor::parent_all_results(ir, self.as_op())]
        } else {
            vec![RegionSuccessor::region(1, 0..0)]
        }
    }
}
