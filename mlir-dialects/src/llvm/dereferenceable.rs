//! `#llvm.dereferenceable<bytes = N, mayBeNull = B>`: how many bytes at a
//! pointer an op produces may be read (LLVM's `dereferenceable` and
//! `dereferenceable_or_null` metadata), as `llvm.inttoptr` and
//! `llvm.load` carry it, and the check every op carrying it shares
//! (upstream's `DereferenceableOpInterface`).

use mlir_core::context::diagnostics::VerifyResult;
use mlir_core::ir::{IrView, Op};
use mlir_derive::attr_def;

use super::Llvm;
use super::types::PtrType;

/// LLVM dereferenceable attribute.
#[attr_def(
    dialect = Llvm,
    mnemonic = "dereferenceable",
    format = "`<` struct(params) `>`",
    ods_name = "LLVM_DereferenceableAttr"
)]
pub struct DereferenceableAttr {
    /// The number of bytes that may be read.
    bytes: u64,
    /// Whether the pointer may also be null (`dereferenceable_or_null`).
    #[param(default = false, rename = "mayBeNull")]
    may_be_null: bool,
}

/// An op that says how far its result may be read must produce exactly
/// one result, a pointer (a vector of pointers is refused too).
pub(super) fn verify_dereferenceable(ir: &IrView, op: Op, present: bool) -> VerifyResult {
    if !present {
        return Ok(());
    }
    let is_pointer = |ty| PtrType::try_from(ir.ctx(), ty).is_some();
    if op.num_results(ir) != 1 || !is_pointer(op.result(ir, 0).ty(ir)) {
        let message = "expected op to return a single LLVM pointer type";
        return Err(op.emit_op_error(ir, message).into());
    }
    Ok(())
}
