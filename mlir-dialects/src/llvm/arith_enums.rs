//! The enums of the LLVM dialect's arithmetic: the comparison predicates
//! of `llvm.icmp` and `llvm.fcmp` (plain 64-bit integers), the fast-math
//! flags (`#llvm.fastmath<…>`) and the integer overflow flags, a property
//! written `overflow<nsw, nuw>` whose attribute form is `#llvm.overflow<…>`.

use mlir_derive::enum_attr;

use super::Llvm;

/// The predicate of `llvm.icmp`.
#[enum_attr(
    cpp_name = "::mlir::LLVM::ICmpPredicate",
    width = 64,
    description = "llvm.icmp comparison predicate"
)]
pub enum ICmpPredicate {
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

/// The predicate of `llvm.fcmp`: ordered (`o…`, neither operand NaN) and
/// unordered (`u…`) comparisons, and the constants `_false` and `_true`.
#[enum_attr(
    cpp_name = "::mlir::LLVM::FCmpPredicate",
    width = 64,
    description = "llvm.fcmp comparison predicate"
)]
pub enum FCmpPredicate {
    /// Always false.
    #[keyword = "_false"]
    AlwaysFalse = 0,
    /// Ordered and equal.
    Oeq = 1,
    /// Ordered and greater than.
    Ogt = 2,
    /// Ordered and greater than or equal.
    Oge = 3,
    /// Ordered and less than.
    Olt = 4,
    /// Ordered and less than or equal.
    Ole = 5,
    /// Ordered and not equal.
    One = 6,
    /// Ordered (no NaN).
    Ord = 7,
    /// Unordered or equal.
    Ueq = 8,
    /// Unordered or greater than.
    Ugt = 9,
    /// Unordered or greater than or equal.
    Uge = 10,
    /// Unordered or less than.
    Ult = 11,
    /// Unordered or less than or equal.
    Ule = 12,
    /// Unordered or not equal.
    Une = 13,
    /// Unordered (either is NaN).
    Uno = 14,
    /// Always true.
    #[keyword = "_true"]
    AlwaysTrue = 15,
}

/// LLVM fastmath flags.
#[enum_attr(
    bits,
    cpp_name = "::mlir::LLVM::FastmathFlags",
    separator = ", ",
    description = "LLVM fastmath flags",
    attr(dialect = Llvm, mnemonic = "fastmath", ods_name = "LLVM_FastmathFlagsAttr")
)]
pub enum FastmathFlags {
    /// No flag.
    None = 0,
    /// No NaN operands or results.
    Nnan = 1,
    /// No infinite operands or results.
    Ninf = 2,
    /// The sign of zero is insignificant.
    Nsz = 4,
    /// Reciprocals may replace divisions.
    Arcp = 8,
    /// Floating-point contraction is allowed.
    Contract = 16,
    /// Approximate functions are allowed.
    Afn = 32,
    /// Reassociation is allowed.
    Reassoc = 64,
    /// All of the above.
    Fast = 127,
}

/// LLVM integer overflow flags.
#[enum_attr(
    bits,
    cpp_name = "::mlir::LLVM::IntegerOverflowFlags",
    separator = ", ",
    description = "LLVM integer overflow flags",
    attr(dialect = Llvm, mnemonic = "overflow", ods_name = "LLVM_IntegerOverflowFlagsAttr"),
    prop = "overflow"
)]
pub enum IntegerOverflowFlags {
    /// No flag.
    None = 0,
    /// No signed wrap.
    Nsw = 1,
    /// No unsigned wrap.
    Nuw = 2,
}
