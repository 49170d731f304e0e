//! `arith`'s own op interfaces, upstream's `ArithFastMathInterface`,
//! `ArithIntegerOverflowFlagsInterface` and `ArithRoundingModeInterface`:
//! the ops that carry fast-math flags, overflow flags or a rounding mode
//! expose them through these, so a pass can read them without knowing the
//! op. None of them verifies anything, so they have no trait marker.

use mlir_core::ir::{IrView, Op};

use super::enums::{FastMathFlags, IntegerOverflowFlags, RoundingMode};

/// Ops with fast-math flags: the float arithmetic ops, `cmpf` and the float
/// casts.
pub trait ArithFastMathInterface: Send + Sync {
    /// The name of the flags' attribute.
    fn fastmath_attr_name(&self) -> &'static str {
        "fastmath"
    }

    /// The op's flags; `None` when the op has none (the casts' flags are
    /// optional) or they are not a `#arith.fastmath` attribute.
    fn fastmath(&self, ir: &IrView, op: Op) -> Option<FastMathFlags> {
        let attr = op.inherent_attr(ir, self.fastmath_attr_name())?;
        FastMathFlags::from_attr(ir.ctx(), attr)
    }
}

/// Integer ops with overflow flags: `addi`, `subi`, `muli`, `shli` and
/// `trunci`.
pub trait ArithIntegerOverflowFlagsInterface: Send + Sync {
    /// The name of the flags' attribute.
    fn overflow_flags_attr_name(&self) -> &'static str {
        "overflowFlags"
    }

    /// The op's flags; none when the attribute is missing or not a
    /// `#arith.overflow` attribute.
    fn overflow_flags(&self, ir: &IrView, op: Op) -> IntegerOverflowFlags {
        op.inherent_attr(ir, self.overflow_flags_attr_name())
            .and_then(|attr| IntegerOverflowFlags::from_attr(ir.ctx(), attr))
            .unwrap_or(IntegerOverflowFlags::NONE)
    }

    /// Whether signed wrapping gives poison (`nsw`).
    fn has_no_signed_wrap(&self, ir: &IrView, op: Op) -> bool {
        self.overflow_flags(ir, op).contains(IntegerOverflowFlags::NSW)
    }

    /// Whether unsigned wrapping gives poison (`nuw`).
    fn has_no_unsigned_wrap(&self, ir: &IrView, op: Op) -> bool {
        self.overflow_flags(ir, op).contains(IntegerOverflowFlags::NUW)
    }
}

/// Ops with an optional rounding mode: `truncf` and `scaling_truncf`.
pub trait ArithRoundingModeInterface: Send + Sync {
    /// The name of the rounding mode's attribute.
    fn rounding_mode_attr_name(&self) -> &'static str {
        "roundingmode"
    }

    /// The op's rounding mode; `None` when it has none (the default
    /// rounding applies).
    fn rounding_mode(&self, ir: &IrView, op: Op) -> Option<RoundingMode> {
        let attr = op.inherent_attr(ir, self.rounding_mode_attr_name())?;
        RoundingMode::from_attr(ir.ctx(), attr)
    }
}
