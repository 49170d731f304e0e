//! `scf.execute_region`: runs its region once, a region of any number of
//! blocks in a place that takes one block (the body of `scf.for`, say).
//!
//! The custom form is not declarative upstream (`hasCustomAssemblyFormat`):
//! the result types print as an arrow list before the `no_inline` keyword,
//! and the attribute dictionary after the region.

use mlir_core::asm::parser::{PResult, Parser};
use mlir_core::asm::printer::AsmPrinter;
use mlir_core::context::diagnostics::VerifyResult;
use mlir_core::definitions::interfaces::region_branch::{
    RegionBranchOpInterface, RegionBranchOpInterfaceTrait, RegionBranchPoint, RegionSuccessor,
};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, OperationState};
use mlir_core::semantics::constraints::{AnyRegion, AnyType, UnitAttr, Variadic};
use mlir_core::semantics::traits::RecursiveMemoryEffects;
use mlir_core::transforms::region_branch_canonicalize::{
    MakeRegionBranchOpSuccessorInputsDead, RemoveDeadRegionBranchOpSuccessorInputs,
    RemoveDuplicateSuccessorInputUses,
};
use mlir_core::{NamedAttr, Type};
use mlir_derive::op;

use super::Scf;
use super::canonicalize::{MultiBlockExecuteInliner, SingleBlockExecuteInliner};
use super::syntax::{print_optional_arrow_type_list, print_trailing_attr_dict};

/// Runs a region once.
///
/// The region may hold several blocks; each `scf.yield` in it returns its
/// operands as the op's results. The canonicalizer inlines the region into
/// the enclosing block unless `no_inline` is set.
#[op(
    dialect = Scf,
    name = "execute_region",
    traits = [RegionBranchOpInterfaceTrait, RecursiveMemoryEffects],
    interfaces = [RegionBranchOpInterface],
    custom_format,
    verify,
    canonicalize = [
        SingleBlockExecuteInliner,
        MultiBlockExecuteInliner,
        MakeRegionBranchOpSuccessorInputsDead<ExecuteRegionOp>,
        RemoveDuplicateSuccessorInputUses<ExecuteRegionOp>,
        RemoveDeadRegionBranchOpSuccessorInputs<ExecuteRegionOp>,
    ]
)]
pub struct ExecuteRegionOp {
    #[attr]
    no_inline: Option<UnitAttr>,
    #[result]
    results: Variadic<AnyType>,
    #[region]
    region: AnyRegion,
}

impl ExecuteRegionOp {
    /// The region has blocks and its entry block no arguments.
    fn verify(self, ir: &IrView) -> VerifyResult {
        let op = self.as_op();
        let Some(entry) = self.region(ir).first_block(ir) else {
            let message = "region needs to have at least one block";
            return Err(op.emit_op_error(ir, message).into());
        };
        if entry.num_args(ir) > 0 {
            return Err(op.emit_op_error(ir, "region cannot have any arguments").into());
        }
        Ok(())
    }

    /// `[-> types] [no_inline] { region } [attr-dict]`.
    pub fn parse(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
        let ctx = p.context();
        state.result_types = p.parse_optional_arrow_type_list()?;
        let mut attrs = Vec::new();
        if p.parse_optional_keyword("no_inline") {
            attrs.push(NamedAttr { name: ctx.ident("no_inline"), value: ctx.unit_attr() });
        }
        p.parse_region_for(state, false)?;
        attrs.extend(p.parse_optional_attr_dict()?);
        p.set_parsed_attributes(state, attrs)
    }

    /// Prints the custom form after the op name.
    pub fn print(self, pr: &mut AsmPrinter<'_>) {
        let ir = pr.ir();
        let op = self.as_op();
        let types: Vec<Type> = op.results(ir).map(|v| v.ty(ir)).collect();
        print_optional_arrow_type_list(pr, &types);
        pr.write_char(' ');
        if self.no_inline(ir) {
            pr.write_str("no_inline ");
        }
        pr.print_op_region(op, self.region(ir), false, false, true);
        print_trailing_attr_dict(pr, op, &["no_inline"]);
    }
}

/// Entered once from the op; every `scf.yield` returns to the parent.
impl RegionBranchOpInterface for ExecuteRegionOp {
    fn successor_regions(&self, ir: &IrView, point: RegionBranchPoint) -> Vec<RegionSuccessor> {
        match point {
            RegionBranchPoint::Parent => vec![RegionSuccessor::region(0, 0..0)],
            RegionBranchPoint::Terminator(_) => {
                vec![RegionSuccessor::parent_all_results(ir, self.as_op())]
            }
        }
    }
}
