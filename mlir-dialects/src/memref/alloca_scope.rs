//! `memref.alloca_scope`: a region whose stack allocations are freed when
//! control leaves it, and `memref.alloca_scope.return`, its terminator.
//!
//! The custom form is not declarative upstream: an optional arrow list of
//! result types, the region (its terminator shown only when it returns
//! values) and the attribute dictionary after it.

use mlir_core::Type;
use mlir_core::asm::parser::{PResult, Parser};
use mlir_core::asm::printer::AsmPrinter;
use mlir_core::definitions::interfaces::region_branch::{
    RegionBranchOpInterface, RegionBranchOpInterfaceTrait, RegionBranchPoint, RegionSuccessor,
};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, OperationState};
use mlir_core::semantics::constraints::{AnyType, SizedRegion, Variadic};
use mlir_core::semantics::traits::{
    AutomaticAllocationScope, HasParent, IsTerminator, NoRegionArguments, OpNameConst, Pure,
    RecursiveMemoryEffects, ReturnLike, SingleBlockImplicitTerminator,
};
use mlir_derive::op;

use super::MemRef;
use super::alloca_scope_patterns::{AllocaScopeHoister, AllocaScopeInliner};

/// Runs its region once; the `memref.alloca`s in it are freed on leaving
/// it. The region's `memref.alloca_scope.return` gives the results.
///
/// Canonicalization inlines a scope that allocates nothing (or that ends
/// its parent scope's region), and hoists allocations of a scope that
/// ends a region into the enclosing scope.
#[op(
    dialect = MemRef,
    name = "alloca_scope",
    traits = [
        AutomaticAllocationScope,
        RegionBranchOpInterfaceTrait,
        SingleBlockImplicitTerminator<AllocaScopeReturnOp>,
        RecursiveMemoryEffects,
        NoRegionArguments,
    ],
    interfaces = [RegionBranchOpInterface],
    custom_format,
    canonicalize = [AllocaScopeInliner, AllocaScopeHoister]
)]
pub struct AllocaScopeOp {
    #[result]
    results: Variadic<AnyType>,
    #[region(rename = "bodyRegion")]
    body_region: SizedRegion<1>,
}

impl AllocaScopeOp {
    /// `[-> (types)] { region } [attr-dict]`.
    pub fn parse(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
        state.result_types = p.parse_optional_arrow_type_list()?;
        let body = p.parse_region_for(state, false)?;
        p.ensure_terminator(body, AllocaScopeReturnOp::NAME, state.loc);
        let attrs = p.parse_optional_attr_dict()?;
        p.set_parsed_attributes(state, attrs)
    }

    /// Prints what `parse` reads (two blanks before the region or the
    /// arrow, as mlir-opt writes them).
    pub fn print(self, pr: &mut AsmPrinter<'_>) {
        let ir = pr.ir();
        let op = self.as_op();
        let types: Vec<Type> = op.results(ir).map(|v| v.ty(ir)).collect();
        pr.write_char(' ');
        if !types.is_empty() {
            pr.write_str(" -> (");
            pr.print_type_list(&types);
            pr.write_char(')');
        }
        pr.write_char(' ');
        pr.print_op_region(op, self.body_region(ir), false, false, !types.is_empty());
        pr.print_optional_attr_dict(&pr.op_attributes(op), &[]);
    }
}

/// Entered once from the op; the terminator returns to the parent.
impl RegionBranchOpInterface for AllocaScopeOp {
    fn successor_regions(&self, ir: &IrView, point: RegionBranchPoint) -> Vec<RegionSuccessor> {
        match point {
            RegionBranchPoint::Parent => vec![RegionSuccessor::region(0, 0..0)],
            RegionBranchPoint::Terminator(_) => {
                vec![RegionSuccessor::parent_all_results(ir, self.as_op())]
            }
        }
    }
}

/// Ends a `memref.alloca_scope`'s region with its results; implicit when
/// there are none.
#[op(
    dialect = MemRef,
    name = "alloca_scope.return",
    format = "attr-dict ($results^ `:` type($results))?",
    traits = [HasParent<AllocaScopeOp>, Pure, ReturnLike, IsTerminator]
)]
pub struct AllocaScopeReturnOp {
    #[operand]
    results: Variadic<AnyType>,
}
