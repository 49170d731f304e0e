//! `#llvm.dereferenceable<bytes = N, mayBeNull = B>`: how many bytes at a
//! pointer an op produces may be read (LLVM's `dereferenceable` and
//! `dereferenceable_or_null` metadata), as `llvm.inttoptr` carries it.

use mlir_derive::attr_def;

use super::Llvm;

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
