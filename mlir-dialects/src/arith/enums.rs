//! The enums of `arith`, as upstream defines them: the comparison
//! predicates and the rounding mode (stored as plain integer attributes),
//! and the fast-math and overflow flags (bit sets wrapped in the dialect
//! attributes `#arith.fastmath<…>` and `#arith.overflow<…>`).

use mlir_derive::enum_attr;

use super::Arith;

/// The predicate of `arith.cmpi`.
#[enum_attr(cpp_name = "::mlir::arith::CmpIPredicate", width = 64)]
pub enum CmpIPredicate {
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

/// The predicate of `arith.cmpf`: ordered (`o…`: neither operand is NaN)
/// and unordered (`u…`: either may be) comparisons, and the constants.
#[enum_attr(cpp_name = "::mlir::arith::CmpFPredicate", width = 64)]
pub enum CmpFPredicate {
    /// Always false.
    #[keyword = "false"]
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
    #[keyword = "true"]
    AlwaysTrue = 15,
}

/// Floating point rounding mode.
#[enum_attr(
    cpp_name = "::mlir::arith::RoundingMode",
    width = 32,
    description = "Floating point rounding mode"
)]
pub enum RoundingMode {
    /// Round to nearest, ties to even.
    ToNearestEven = 0,
    /// Round toward negative infinity.
    Downward = 1,
    /// Round toward positive infinity.
    Upward = 2,
    /// Round toward zero.
    TowardZero = 3,
    /// Round to nearest, ties away from zero.
    ToNearestAway = 4,
}

/// Floating point fast math flags.
#[enum_attr(
    bits,
    cpp_name = "::mlir::arith::FastMathFlags",
    separator = ",",
    description = "Floating point fast math flags",
    attr(dialect = Arith, mnemonic = "fastmath", ods_name = "Arith_FastMathAttr")
)]
pub enum FastMathFlags {
    /// No flag.
    None = 0,
    /// Reassociation is allowed.
    Reassoc = 1,
    /// No NaN operands or results.
    Nnan = 2,
    /// No infinite operands or results.
    Ninf = 4,
    /// The sign of zero is insignificant.
    Nsz = 8,
    /// Reciprocals may replace divisions.
    Arcp = 16,
    /// Floating-point contraction is allowed.
    Contract = 32,
    /// Approximate functions are allowed.
    Afn = 64,
    /// All of the above.
    Fast = 127,
}

/// Integer overflow arith flags.
#[enum_attr(
    bits,
    cpp_name = "::mlir::arith::IntegerOverflowFlags",
    separator = ", ",
    description = "Integer overflow arith flags",
    attr(dialect = Arith, mnemonic = "overflow", ods_name = "Arith_IntegerOverflowAttr")
)]
pub enum IntegerOverflowFlags {
    /// No flag.
    None = 0,
    /// No signed wrap.
    Nsw = 1,
    /// No unsigned wrap.
    Nuw = 2,
}

impl CmpIPredicate {
    /// The predicate that holds exactly when this one does not (`slt` and
    /// `sge`, `eq` and `ne`, …).
    pub fn inverse(self) -> CmpIPredicate {
        use CmpIPredicate::*;
        match self {
            Eq => Ne,
            Ne => Eq,
            Slt => Sge,
            Sle => Sgt,
            Sgt => Sle,
            Sge => Slt,
            Ult => Uge,
            Ule => Ugt,
            Ugt => Ule,
            Uge => Ult,
        }
    }
}

/// The operation of an atomic read-modify-write (`memref.atomic_rmw`'s
/// `kind`): upstream defines it in `arith`, stored as a 64-bit integer and
/// written as a bare keyword.
#[enum_attr(cpp_name = "::mlir::arith::AtomicRMWKind", width = 64)]
pub enum AtomicRMWKind {
    /// Float addition.
    Addf = 0,
    /// Integer addition.
    Addi = 1,
    /// Bitwise and.
    Andi = 2,
    /// Replaces the stored value.
    Assign = 3,
    /// Float maximum, NaN propagating.
    Maximumf = 4,
    /// Float maximum, NaN ignored.
    Maxnumf = 5,
    /// Signed integer maximum.
    Maxs = 6,
    /// Unsigned integer maximum.
    Maxu = 7,
    /// Float minimum, NaN propagating.
    Minimumf = 8,
    /// Float minimum, NaN ignored.
    Minnumf = 9,
    /// Signed integer minimum.
    Mins = 10,
    /// Unsigned integer minimum.
    Minu = 11,
    /// Float multiplication.
    Mulf = 12,
    /// Integer multiplication.
    Muli = 13,
    /// Bitwise or.
    Ori = 14,
    /// Bitwise exclusive or.
    Xori = 15,
}
