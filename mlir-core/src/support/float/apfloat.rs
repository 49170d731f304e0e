//! [`APFloat`]: an owned float value of one kind, its raw bits in the kind's
//! encoding. Its arithmetic is in the sibling `arith` module.

use super::FloatKind;

/// An owned float value of one kind (LLVM's `APFloat` with its
/// semantics): the parameter type of dialect attributes and types that hold
/// a float (ODS's `APFloatParameter`). Two values are equal when their kinds
/// and bits are, as `bitwiseIsEqual` compares them.
///
/// Arithmetic is exact IEEE arithmetic in the value's kind, rounded to
/// nearest, ties to even (LLVM's default `rmNearestTiesToEven`, the mode
/// MLIR's folders use): `+`, `-`, `*`, `/`, `%` (C's `fmod`), unary `-`
/// (LLVM's `changeSign`), [`compare`](APFloat::compare) (`None` when a NaN
/// is involved), the `minimum`/`maximum` and `minnum`/`maxnum` families,
/// conversions between kinds ([`convert`](APFloat::convert), which says
/// whether it was exact) and to and from integers. Both operands of a
/// binary operation are of one kind: convert one first when they are not.
///
/// ```
/// use std::cmp::Ordering;
/// use mlir_core::support::float::{APFloat, FloatKind};
///
/// let f32 = |v: f64| APFloat::from_f64(FloatKind::F32, v);
/// assert_eq!((f32(1.5) + f32(2.25)).to_f64(), 3.75);
/// assert_eq!((f32(1.0) / f32(3.0)).to_f64(), f64::from(1.0f32 / 3.0));
/// assert_eq!((f32(7.5) % f32(2.0)).to_f64(), 1.5);
/// assert_eq!((-f32(0.0)).bits(), 0x8000_0000);
/// assert_eq!(f32(1.0).compare(f32(2.0)), Some(Ordering::Less));
/// assert_eq!(f32(f64::NAN).compare(f32(2.0)), None);
/// // Rounded in the value's own kind: 2049 is not a `f16`.
/// let f16 = |v: f64| APFloat::from_f64(FloatKind::F16, v);
/// assert_eq!((f16(2048.0) + f16(1.0)).to_f64(), 2048.0);
/// // Overflow gives infinity; kinds without one give NaN or saturate.
/// assert!((f16(65504.0) * f16(2.0)).is_infinite());
/// let (wide, exact) = f16(0.1).convert(FloatKind::F64);
/// assert!(exact);
/// assert_eq!(wide.to_f64(), f16(0.1).to_f64());
/// ```
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct APFloat {
    pub(super) kind: FloatKind,
    pub(super) bits: u128,
}

impl APFloat {
    /// The value with raw bits `bits` in `kind`'s encoding.
    pub fn new(kind: FloatKind, bits: u128) -> APFloat {
        APFloat { kind, bits }
    }

    /// A double rounded to `kind` (as [`FloatKind::bits_from_f64`]).
    pub fn from_f64(kind: FloatKind, value: f64) -> APFloat {
        APFloat::new(kind, kind.bits_from_f64(value))
    }

    /// Its kind.
    pub fn kind(self) -> FloatKind {
        self.kind
    }

    /// Its raw bits.
    pub fn bits(self) -> u128 {
        self.bits
    }

    /// The value as a double.
    pub fn to_f64(self) -> f64 {
        self.kind.to_f64(self.bits)
    }
}
