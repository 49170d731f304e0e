//! `scf.forall.in_parallel`: the terminator of `scf.forall`, a graph
//! region holding the ops that combine each iteration's slices into the
//! loop's shared outputs.
//!
//! The custom form is not declarative upstream (`hasCustomAssemblyFormat`):
//! the region prints without its block header and without a terminator (it
//! has none), and parsing an empty region still makes its one block.

use mlir_core::asm::parser::{PResult, Parser};
use mlir_core::asm::printer::AsmPrinter;
use mlir_core::context::diagnostics::VerifyResult;
use mlir_core::definitions::interfaces::parallel_combining::{
    InParallelOpInterface, InParallelOpInterfaceTrait, ParallelCombiningOpInterfaceRef,
};
use mlir_core::definitions::interfaces::region_kind::{RegionKind, RegionKindInterface};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, OperationState};
use mlir_core::semantics::constraints::SizedRegion;
use mlir_core::semantics::traits::{HasParent, IsTerminator, NoTerminator, Pure, SingleBlock};
use mlir_derive::op;

use super::Scf;
use super::forall::ForallOp;
use super::syntax::print_trailing_attr_dict;

/// Terminates a `scf.forall` body.
///
/// Its one block, without terminator, holds only ops implementing
/// `ParallelCombiningOpInterface`, each updating a destination among the
/// loop's `shared_outs` arguments; together they make the loop's results.
/// Empty when the loop has no shared outputs.
#[op(
    dialect = Scf,
    name = "forall.in_parallel",
    traits = [
        Pure,
        HasParent<ForallOp>,
        IsTerminator,
        InParallelOpInterfaceTrait,
        NoTerminator,
        SingleBlock,
    ],
    interfaces = [InParallelOpInterface, RegionKindInterface],
    custom_format,
    verify
)]
pub struct InParallelOp {
    #[region]
    region: SizedRegion<1>,
}

impl InParallelOp {
    /// Only `ParallelCombiningOpInterface` ops inside, each updating only
    /// the `shared_outs` arguments of the parent loop.
    fn verify(self, ir: &IrView) -> VerifyResult {
        let op = self.as_op();
        let Some(forall) = op.parent_op(ir).and_then(|p| ForallOp::try_from_op(ir, p)) else {
            return Err(op.emit_op_error(ir, "expected forall op parent").into());
        };
        let Some(block) = self.region(ir).first_block(ir) else { return Ok(()) };
        let out_args = forall.region_out_args(ir);
        for nested in block.ops(ir) {
            let Some(combining) = ParallelCombiningOpInterfaceRef::get(ir, nested) else {
                let message = "expected only ParallelCombiningOpInterface ops";
                return Err(op.emit_op_error(ir, message).into());
            };
            let mut destinations = combining.updated_destinations(ir);
            if !destinations.all(|i| out_args.contains(&nested.operand(ir, i))) {
                let message = "may only insert into an output block argument";
                return Err(nested.emit_op_error(ir, message).into());
            }
        }
        Ok(())
    }

    /// `{ ops } [attr-dict]`.
    pub fn parse(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
        let body = p.parse_region_with_arguments(state, &[])?;
        // An empty `{}` still has its block (upstream's `ensureTerminator`
        // on a terminator-less region adds just the block).
        p.ensure_block(body);
        let attrs = p.parse_optional_attr_dict()?;
        p.set_parsed_attributes(state, attrs)
    }

    /// Prints the custom form after the op name.
    pub fn print(self, pr: &mut AsmPrinter<'_>) {
        let op = self.as_op();
        pr.write_char(' ');
        let region = self.region(pr.ir());
        pr.print_op_region(op, region, false, false, false);
        print_trailing_attr_dict(pr, op, &[]);
    }
}

/// The body is a graph region (upstream's `HasOnlyGraphRegion`).
impl RegionKindInterface for InParallelOp {
    fn region_kind(_index: usize) -> RegionKind {
        RegionKind::Graph
    }
}

/// The yielding ops are those of the block, the parent's results those of
/// the enclosing `scf.forall` (the interface's defaults).
impl InParallelOpInterface for InParallelOp {}
