//! The one enum of `index`: the predicate of `index.cmp`, wrapped in the
//! dialect attribute `#index<cmp_predicate slt>` (written bare, `slt`,
//! inside the op's custom form).

use mlir_derive::enum_attr;

use super::Index;

/// The predicate of `index.cmp`.
#[enum_attr(
    cpp_name = "::mlir::index::IndexCmpPredicate",
    width = 32,
    description = "index comparison predicate kind",
    attr(
        dialect = Index,
        mnemonic = "cmp_predicate",
        syntax = bare,
        ods_name = "IndexCmpPredicateAttr"
    )
)]
pub enum IndexCmpPredicate {
    /// Equal.
    Eq = 0,
    /// Not equal.
    Ne = 1,
    /// Signed less than.
    Slt = 2,
    /// Signed less than or equal.
    Sle = 3,
    /// Signed greater than.
    Sgt = 4,
    /// Signed greater than or equal.
    Sge = 5,
    /// Unsigned less than.
    Ult = 6,
    /// Unsigned less than or equal.
    Ule = 7,
    /// Unsigned greater than.
    Ugt = 8,
    /// Unsigned greater than or equal.
    Uge = 9,
}
