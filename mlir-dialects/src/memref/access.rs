//! `memref.load` and `memref.store`: one element read or written at
//! indices, one per dimension.

use mlir_core::context::diagnostics::VerifyResult;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::IrView;
use mlir_core::rewrite::{FoldAdaptor, FoldResult};
use mlir_core::semantics::constraints::{AnyMemRef, AnyType, BoolAttr, Index, Variadic};
use mlir_core::semantics::traits::{MemRefsNormalizable, PredOpTrait};
use mlir_derive::op;

use super::MemRef;
use super::alloc::Alignment;
use super::buffer_types::{LoadResultIsElement, StoredValueIsElement, element_of, memref_rank};
use super::cast_folding::fold_casts_in_place;

/// Reads the element of a memref at the given indices.
///
/// `nontemporal` hints that the value will not be reused soon;
/// `alignment` promises an address aligned to that many bytes. Folds a
/// `memref.cast` operand away.
#[op(
    dialect = MemRef,
    name = "load",
    format = "$memref `[` $indices `]` attr-dict `:` type($memref)",
    traits = [PredOpTrait<LoadResultIsElement>, MemRefsNormalizable],
    verify,
    fold
)]
pub struct LoadOp {
    #[operand(effects = [MemRead])]
    memref: AnyMemRef,
    #[operand]
    indices: Variadic<Index>,
    #[attr(default = false)]
    nontemporal: Option<BoolAttr>,
    #[attr]
    alignment: Option<Alignment>,
    #[result(type_from = memref, via = element_of)]
    result: AnyType,
}

impl LoadOp {
    /// One index per dimension.
    fn verify(self, ir: &IrView) -> VerifyResult {
        let rank = memref_rank(ir.ctx(), self.memref(ir).ty(ir)).unwrap_or(0);
        let count = self.indices(ir).count();
        if count != rank {
            let message =
                format!("incorrect number of indices for load, expected {rank} but got {count}");
            return Err(self.as_op().emit_op_error(ir, message).into());
        }
        Ok(())
    }

    /// `load(cast(x))` reads `x`.
    fn fold(self, ir: &IrView, _adaptor: &FoldAdaptor) -> FoldResult {
        fold_casts_in_place(ir, self.as_op(), None)
    }
}

/// Writes a value into a memref at the given indices.
///
/// `nontemporal` and `alignment` as for `memref.load`. Folds a
/// `memref.cast` operand (not the stored value) away.
#[op(
    dialect = MemRef,
    name = "store",
    format = "$value `,` $memref `[` $indices `]` attr-dict `:` type($memref)",
    traits = [PredOpTrait<StoredValueIsElement>, MemRefsNormalizable],
    verify,
    fold
)]
pub struct StoreOp {
    #[operand(type_from = memref, via = element_of)]
    value: AnyType,
    #[operand(effects = [MemWrite])]
    memref: AnyMemRef,
    #[operand]
    indices: Variadic<Index>,
    #[attr(default = false)]
    nontemporal: Option<BoolAttr>,
    #[attr]
    alignment: Option<Alignment>,
}

impl StoreOp {
    /// One index per dimension.
    fn verify(self, ir: &IrView) -> VerifyResult {
        let rank = memref_rank(ir.ctx(), self.memref(ir).ty(ir)).unwrap_or(0);
        if self.indices(ir).count() != rank {
            let message = "store index operand count not equal to memref rank";
            return Err(self.as_op().emit_op_error(ir, message).into());
        }
        Ok(())
    }

    /// `store(v, cast(x))` writes `x`.
    fn fold(self, ir: &IrView, _adaptor: &FoldAdaptor) -> FoldResult {
        fold_casts_in_place(ir, self.as_op(), Some(self.value(ir)))
    }
}
