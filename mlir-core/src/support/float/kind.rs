//! [`FloatKind`]: the table of MLIR's builtin float types, with each kind's
//! keyword, width, precision and exponent range, and the encoding
//! parameters ([`Fmt`]) the rest of the module works from.

use super::encoding::{Fmt, Special};

/// One of MLIR's builtin float types.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum FloatKind {
    /// IEEE binary16 (`f16`).
    F16,
    /// bfloat16 (`bf16`): f32's exponent, 8-bit significand.
    BF16,
    /// IEEE binary32 (`f32`).
    F32,
    /// IEEE binary64 (`f64`).
    F64,
    /// x87 80-bit extended precision (`f80`), explicit integer bit.
    F80,
    /// IEEE binary128 (`f128`).
    F128,
    /// NVIDIA TensorFloat-32 (`tf32`): 19 bits, f32's exponent, f16's significand.
    TF32,
    /// `f8E5M2`: IEEE-like with infinities and NaNs.
    F8E5M2,
    /// `f8E4M3`: IEEE-like with infinities and NaNs.
    F8E4M3,
    /// `f8E4M3FN`: no infinities; NaN is `S.1111.111`.
    F8E4M3FN,
    /// `f8E5M2FNUZ`: no infinities, no negative zero; NaN is `0x80`; bias 16.
    F8E5M2FNUZ,
    /// `f8E4M3FNUZ`: no infinities, no negative zero; NaN is `0x80`; bias 8.
    F8E4M3FNUZ,
    /// `f8E4M3B11FNUZ`: no infinities, no negative zero; NaN is `0x80`; bias 11.
    F8E4M3B11FNUZ,
    /// `f8E3M4`: IEEE-like with infinities and NaNs.
    F8E3M4,
    /// `f8E8M0FNU`: unsigned powers of two `2^(bits - 127)`; `0xFF` is NaN; no zero.
    F8E8M0FNU,
    /// `f6E2M3FN`: finite only (no infinities, no NaN).
    F6E2M3FN,
    /// `f6E3M2FN`: finite only (no infinities, no NaN).
    F6E3M2FN,
    /// `f4E2M1FN`: finite only (no infinities, no NaN).
    F4E2M1FN,
}

impl FloatKind {
    /// Every float kind, in declaration order.
    pub const ALL: [FloatKind; 18] = [
        FloatKind::F16,
        FloatKind::BF16,
        FloatKind::F32,
        FloatKind::F64,
        FloatKind::F80,
        FloatKind::F128,
        FloatKind::TF32,
        FloatKind::F8E5M2,
        FloatKind::F8E4M3,
        FloatKind::F8E4M3FN,
        FloatKind::F8E5M2FNUZ,
        FloatKind::F8E4M3FNUZ,
        FloatKind::F8E4M3B11FNUZ,
        FloatKind::F8E3M4,
        FloatKind::F8E8M0FNU,
        FloatKind::F6E2M3FN,
        FloatKind::F6E3M2FN,
        FloatKind::F4E2M1FN,
    ];

    /// The type's keyword in MLIR's syntax (`f16`, `bf16`, `f8E4M3FN`, …).
    pub fn keyword(self) -> &'static str {
        match self {
            FloatKind::F16 => "f16",
            FloatKind::BF16 => "bf16",
            FloatKind::F32 => "f32",
            FloatKind::F64 => "f64",
            FloatKind::F80 => "f80",
            FloatKind::F128 => "f128",
            FloatKind::TF32 => "tf32",
            FloatKind::F8E5M2 => "f8E5M2",
            FloatKind::F8E4M3 => "f8E4M3",
            FloatKind::F8E4M3FN => "f8E4M3FN",
            FloatKind::F8E5M2FNUZ => "f8E5M2FNUZ",
            FloatKind::F8E4M3FNUZ => "f8E4M3FNUZ",
            FloatKind::F8E4M3B11FNUZ => "f8E4M3B11FNUZ",
            FloatKind::F8E3M4 => "f8E3M4",
            FloatKind::F8E8M0FNU => "f8E8M0FNU",
            FloatKind::F6E2M3FN => "f6E2M3FN",
            FloatKind::F6E3M2FN => "f6E3M2FN",
            FloatKind::F4E2M1FN => "f4E2M1FN",
        }
    }

    /// The kind whose keyword is exactly `s` (case-sensitive, as in MLIR).
    pub fn from_keyword(s: &str) -> Option<FloatKind> {
        FloatKind::ALL.into_iter().find(|k| k.keyword() == s)
    }

    /// Storage bits (`f80` → 80, `tf32` → 19).
    pub fn bit_width(self) -> u32 {
        self.fmt().width
    }

    /// Significand bits including the integer bit (`f32` → 24, `f80` → 64,
    /// `f8E8M0FNU` → 1).
    pub fn precision(self) -> u32 {
        self.fmt().prec
    }

    /// The exponent of the largest finite value (`f32` → 127,
    /// `f8E4M3FN` → 8): `ilogb` of LLVM's `getLargest`.
    pub fn max_exponent(self) -> i32 {
        self.fmt().emax
    }

    /// The exponent of the smallest normal value (`f32` → -126,
    /// `f8E8M0FNU` → -127): LLVM's `minExponent`.
    pub fn min_exponent(self) -> i32 {
        self.fmt().emin
    }

    /// Whether every finite value of this kind is a value of `other`: no
    /// larger exponent range and no more precision (LLVM's
    /// `APFloatBase::isRepresentableBy`, which looks at these three numbers
    /// only, not at zeros, infinities or NaNs).
    pub fn is_representable_by(self, other: FloatKind) -> bool {
        self.max_exponent() <= other.max_exponent()
            && self.min_exponent() >= other.min_exponent()
            && self.precision() <= other.precision()
    }

    /// The encoding parameters of the kind.
    pub(super) fn fmt(self) -> Fmt {
        use Special::*;
        match self {
            FloatKind::F16 => Fmt::new(16, 5, 10, 15, Ieee),
            FloatKind::BF16 => Fmt::new(16, 8, 7, 127, Ieee),
            FloatKind::F32 => Fmt::new(32, 8, 23, 127, Ieee),
            FloatKind::F64 => Fmt::new(64, 11, 52, 1023, Ieee),
            FloatKind::F80 => Fmt::new(80, 15, 64, 16383, Ieee),
            FloatKind::F128 => Fmt::new(128, 15, 112, 16383, Ieee),
            FloatKind::TF32 => Fmt::new(19, 8, 10, 127, Ieee),
            FloatKind::F8E5M2 => Fmt::new(8, 5, 2, 15, Ieee),
            FloatKind::F8E4M3 => Fmt::new(8, 4, 3, 7, Ieee),
            FloatKind::F8E4M3FN => Fmt::new(8, 4, 3, 7, NanAllOnes),
            FloatKind::F8E5M2FNUZ => Fmt::new(8, 5, 2, 16, NanNegZero),
            FloatKind::F8E4M3FNUZ => Fmt::new(8, 4, 3, 8, NanNegZero),
            FloatKind::F8E4M3B11FNUZ => Fmt::new(8, 4, 3, 11, NanNegZero),
            FloatKind::F8E3M4 => Fmt::new(8, 3, 4, 3, Ieee),
            FloatKind::F8E8M0FNU => Fmt::new(8, 8, 0, 127, ExpOnly),
            FloatKind::F6E2M3FN => Fmt::new(6, 2, 3, 1, FiniteOnly),
            FloatKind::F6E3M2FN => Fmt::new(6, 3, 2, 3, FiniteOnly),
            FloatKind::F4E2M1FN => Fmt::new(4, 2, 1, 1, FiniteOnly),
        }
    }
}
