//! `InferIntRangeInterface`: ops that can bound the integer values of their
//! results from bounds on their operands, and the bounds themselves,
//! [`ConstantIntRanges`] (MLIR's class of the same name): an unsigned and
//! a signed interval over one bit width, both holding every possible
//! value. The combinators ops use to compute results are in
//! `int_range_combinators.rs`. [`IntegerValueRange`] is what the integer
//! range analysis (`dataflow/integer_range.rs`) knows of a value: nothing
//! yet, or bounds; ops see their operands' through
//! `infer_result_ranges_from_optional`.
//!
//! `index` values are bounded at 64 bits (the width of their constants).

use mlir_derive::interface;

use crate::ir::{IrView, Op, Value};
use crate::support::apint::APInt;
use crate::{Context, Type, TypeData};

/// Bounds on an integer value, read unsigned (`umin..=umax`) and signed
/// (`smin..=smax`); every possible value lies in both intervals.
#[derive(Clone, PartialEq, Eq, Debug, Hash)]
pub struct ConstantIntRanges {
    umin: APInt,
    umax: APInt,
    smin: APInt,
    smax: APInt,
}

impl ConstantIntRanges {
    /// The bounds as given (all of one width).
    pub fn new(umin: APInt, umax: APInt, smin: APInt, smax: APInt) -> ConstantIntRanges {
        debug_assert!(
            [umax.width(), smin.width(), smax.width()].iter().all(|&w| w == umin.width()),
            "bounds of different widths"
        );
        ConstantIntRanges { umin, umax, smin, smax }
    }

    /// Exactly `value`.
    pub fn constant(value: APInt) -> ConstantIntRanges {
        ConstantIntRanges::new(value.clone(), value.clone(), value.clone(), value)
    }

    /// Every value of `width` bits.
    pub fn max_range(width: u32) -> ConstantIntRanges {
        ConstantIntRanges::new(
            APInt::zero(width),
            APInt::all_ones(width),
            APInt::signed_min(width),
            APInt::signed_max(width),
        )
    }

    /// `min..=max` read signed (`signed`) or unsigned; the other reading
    /// follows.
    pub fn range(min: APInt, max: APInt, signed: bool) -> ConstantIntRanges {
        if signed {
            ConstantIntRanges::from_signed(min, max)
        } else {
            ConstantIntRanges::from_unsigned(min, max)
        }
    }

    /// The signed interval `smin..=smax`; read unsigned, it is the same
    /// numbers when both ends have one sign, and everything otherwise (it
    /// wraps around).
    pub fn from_signed(smin: APInt, smax: APInt) -> ConstantIntRanges {
        let width = smin.width();
        let (umin, umax) = if smin.sign_bit() == smax.sign_bit() {
            ordered(&smin, &smax, APInt::ucmp)
        } else {
            (APInt::zero(width), APInt::all_ones(width))
        };
        ConstantIntRanges::new(umin, umax, smin, smax)
    }

    /// The unsigned interval `umin..=umax`; read signed, the same numbers
    /// when both ends have one sign bit, and everything otherwise.
    pub fn from_unsigned(umin: APInt, umax: APInt) -> ConstantIntRanges {
        let width = umin.width();
        let (smin, smax) = if umin.sign_bit() == umax.sign_bit() {
            ordered(&umin, &umax, APInt::scmp)
        } else {
            (APInt::signed_min(width), APInt::signed_max(width))
        };
        ConstantIntRanges::new(umin, umax, smin, smax)
    }

    /// The least value read unsigned.
    pub fn umin(&self) -> &APInt {
        &self.umin
    }
    /// The greatest value read unsigned.
    pub fn umax(&self) -> &APInt {
        &self.umax
    }
    /// The least value read signed.
    pub fn smin(&self) -> &APInt {
        &self.smin
    }
    /// The greatest value read signed.
    pub fn smax(&self) -> &APInt {
        &self.smax
    }
    /// The bit width of the bounds.
    pub fn width(&self) -> u32 {
        self.umin.width()
    }

    /// The one value the bounds allow, if they allow one only.
    pub fn constant_value(&self) -> Option<APInt> {
        if self.width() == 0 {
            return None;
        }
        if self.umin == self.umax {
            return Some(self.umin.clone());
        }
        (self.smin == self.smax).then(|| self.smin.clone())
    }

    /// Bounds holding the values of both (the smallest intervals holding
    /// both intervals).
    pub fn range_union(&self, other: &ConstantIntRanges) -> ConstantIntRanges {
        let pick = |a: &APInt, b: &APInt, cmp: fn(&APInt, &APInt) -> std::cmp::Ordering, less| {
            if (cmp(a, b) == std::cmp::Ordering::Less) == less { a.clone() } else { b.clone() }
        };
        ConstantIntRanges::new(
            pick(&self.umin, &other.umin, APInt::ucmp, true),
            pick(&self.umax, &other.umax, APInt::ucmp, false),
            pick(&self.smin, &other.smin, APInt::scmp, true),
            pick(&self.smax, &other.smax, APInt::scmp, false),
        )
    }

    /// Bounds holding only values in both (the intersection of the
    /// intervals).
    pub fn intersection(&self, other: &ConstantIntRanges) -> ConstantIntRanges {
        let pick =
            |a: &APInt, b: &APInt, cmp: fn(&APInt, &APInt) -> std::cmp::Ordering, greater| {
                if (cmp(a, b) == std::cmp::Ordering::Greater) == greater {
                    a.clone()
                } else {
                    b.clone()
                }
            };
        ConstantIntRanges::new(
            pick(&self.umin, &other.umin, APInt::ucmp, true),
            pick(&self.umax, &other.umax, APInt::ucmp, false),
            pick(&self.smin, &other.smin, APInt::scmp, true),
            pick(&self.smax, &other.smax, APInt::scmp, false),
        )
    }
}

impl std::fmt::Display for ConstantIntRanges {
    /// Upstream's debug form: `unsigned : [0, 5] signed : [0, 5]`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "unsigned : [{}, {}] signed : [{}, {}]",
            self.umin.to_unsigned_string(),
            self.umax.to_unsigned_string(),
            self.smin.to_signed_string(),
            self.smax.to_signed_string()
        )
    }
}

/// `a` and `b` as (lesser, greater) by `cmp`.
fn ordered(a: &APInt, b: &APInt, cmp: fn(&APInt, &APInt) -> std::cmp::Ordering) -> (APInt, APInt) {
    if cmp(a, b) == std::cmp::Ordering::Greater {
        (b.clone(), a.clone())
    } else {
        (a.clone(), b.clone())
    }
}

/// What is known of the integer values of an SSA value (MLIR's
/// `IntegerValueRange`): nothing yet (`Default`, *uninitialized*), or
/// bounds.
#[derive(Clone, PartialEq, Eq, Debug, Default, Hash)]
pub struct IntegerValueRange {
    range: Option<ConstantIntRanges>,
}

impl IntegerValueRange {
    /// Bounded by `range`.
    pub fn new(range: ConstantIntRanges) -> IntegerValueRange {
        IntegerValueRange { range: Some(range) }
    }

    /// Nothing known yet.
    pub fn uninitialized() -> IntegerValueRange {
        IntegerValueRange { range: None }
    }

    /// Every value of `ty`'s storage width ([`storage_width`]); nothing
    /// known for a type without integers (width 0).
    pub fn max_range(ctx: &Context, ty: Type) -> IntegerValueRange {
        match storage_width(ctx, ty) {
            0 => IntegerValueRange::uninitialized(),
            width => IntegerValueRange::new(ConstantIntRanges::max_range(width)),
        }
    }

    /// Whether nothing is known yet.
    pub fn is_uninitialized(&self) -> bool {
        self.range.is_none()
    }

    /// The bounds, once known.
    pub fn range(&self) -> Option<&ConstantIntRanges> {
        self.range.as_ref()
    }

    /// The least upper bound: the union of the bounds; uninitialized
    /// gives way to the other.
    pub fn join(&self, other: &IntegerValueRange) -> IntegerValueRange {
        match (&self.range, &other.range) {
            (None, _) => other.clone(),
            (_, None) => self.clone(),
            (Some(a), Some(b)) => IntegerValueRange::new(a.range_union(b)),
        }
    }
}

impl From<ConstantIntRanges> for IntegerValueRange {
    fn from(range: ConstantIntRanges) -> IntegerValueRange {
        IntegerValueRange::new(range)
    }
}

/// The width integer bounds of `ty` are kept at (MLIR's
/// `ConstantIntRanges::getStorageBitwidth`): an integer's, or its
/// elements' for a shaped type, 64 for `index`; 0 for any other type.
pub fn storage_width(ctx: &Context, ty: Type) -> u32 {
    match ty.element_type_or_self(ctx).data(ctx) {
        TypeData::Integer { width, .. } => *width,
        TypeData::Index => 64,
        _ => 0,
    }
}

/// Ops that bound their integer results from bounds on their operands
/// (MLIR's `InferIntRangeInterface`).
#[interface(op)]
pub trait InferIntRangeInterface {
    /// Calls `set_result_range` with bounds of each integer (or `index`)
    /// result, given `arg_ranges`, bounds of each operand in order (the
    /// full range of its width when nothing is known; `index` at 64 bits).
    /// A result left out is unbounded.
    fn infer_result_ranges(
        &self,
        ir: &IrView,
        arg_ranges: &[ConstantIntRanges],
        set_result_range: &mut dyn FnMut(Value, ConstantIntRanges),
    );

    /// The same from what is known of the operands, some of which may be
    /// uninitialized: by default nothing is inferred until every operand
    /// is known, then [`infer_result_ranges`](Self::infer_result_ranges)
    /// runs. An op that can bound its results with operands still unknown
    /// (a `select` whose condition is known) overrides this.
    fn infer_result_ranges_from_optional(
        &self,
        ir: &IrView,
        arg_ranges: &[IntegerValueRange],
        set_result_range: &mut dyn FnMut(Value, IntegerValueRange),
    ) {
        let known: Option<Vec<ConstantIntRanges>> =
            arg_ranges.iter().map(|r| r.range().cloned()).collect();
        if let Some(known) = known {
            self.infer_result_ranges(ir, &known, &mut |value, range| {
                set_result_range(value, IntegerValueRange::new(range))
            });
        }
    }
}

/// The model of an op with one result whose bounds `.0` computes from its
/// operands' (`None`: unbounded).
pub struct OneResultRange(pub fn(&IrView, Op, &[ConstantIntRanges]) -> Option<ConstantIntRanges>);
impl InferIntRangeInterfaceModel for OneResultRange {
    fn infer_result_ranges(
        &self,
        op: Op,
        ir: &IrView,
        arg_ranges: &[ConstantIntRanges],
        set_result_range: &mut dyn FnMut(Value, ConstantIntRanges),
    ) {
        if op.num_results(ir) == 1
            && let Some(range) = (self.0)(ir, op, arg_ranges)
        {
            set_result_range(op.result(ir, 0), range);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn i8(v: i64) -> APInt {
        APInt::from_i64(8, v)
    }

    #[test]
    fn signed_and_unsigned_readings_follow_each_other() {
        // [-2, 3] signed crosses zero: read unsigned it is 254..=3,
        // which wraps, so everything.
        let r = ConstantIntRanges::from_signed(i8(-2), i8(3));
        assert_eq!(r.to_string(), "unsigned : [0, 255] signed : [-2, 3]");
        // [1, 3] means the same either way.
        let r = ConstantIntRanges::from_signed(i8(1), i8(3));
        assert_eq!(r.to_string(), "unsigned : [1, 3] signed : [1, 3]");
        // Unsigned [100, 200] crosses 128: everything signed.
        let r = ConstantIntRanges::from_unsigned(i8(100), i8(200));
        assert_eq!(r.to_string(), "unsigned : [100, 200] signed : [-128, 127]");
        // Unsigned [200, 250] is [-56, -6] signed.
        let r = ConstantIntRanges::from_unsigned(i8(200), i8(250));
        assert_eq!(r.to_string(), "unsigned : [200, 250] signed : [-56, -6]");
    }

    #[test]
    fn constants_unions_and_intersections() {
        assert_eq!(ConstantIntRanges::constant(i8(7)).constant_value(), Some(i8(7)));
        assert_eq!(ConstantIntRanges::max_range(8).constant_value(), None);
        let a = ConstantIntRanges::from_signed(i8(1), i8(3));
        let b = ConstantIntRanges::from_signed(i8(5), i8(9));
        assert_eq!(a.range_union(&b), ConstantIntRanges::from_signed(i8(1), i8(9)));
        let c = ConstantIntRanges::from_signed(i8(2), i8(6));
        assert_eq!(a.intersection(&c), ConstantIntRanges::from_signed(i8(2), i8(3)));
    }
}
