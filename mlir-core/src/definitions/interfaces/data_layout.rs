//! Sizes and alignments of types (MLIR's `DataLayout` with its default
//! rules, and `DataLayoutTypeInterface` for a dialect's own types).
//!
//! Builtin integers, floats, `index`, `complex` and `vector` are sized
//! here; a dialect type answers through its model of
//! [`DataLayoutTypeInterface`] (the `llvm` dialect's pointers, arrays and
//! structs do). A type with neither has no layout: every query answers
//! `None`, where MLIR would stop with a fatal error.
//!
//! Only the default layout is known. A data layout specification
//! (`dlti.dl_spec`) on an enclosing op is not read yet, so
//! [`DataLayout::closest`] answers `None` under one rather than give the
//! default sizes for a module that says otherwise.

use mlir_derive::interface;

use crate::context::Context;
use crate::context::builtin::types::{Type, TypeData};
use crate::ir::{IrView, Op};

/// The bits of a byte.
const BITS_IN_BYTE: u64 = 8;

/// The width of `index` when no specification gives it.
const DEFAULT_INDEX_BITWIDTH: u32 = 64;

/// The ABI alignment, in bytes, of an integer of 64 bits or more under the
/// default layout (MLIR's default, which is not the natural alignment).
const WIDE_INTEGER_ABI_ALIGNMENT: u64 = 4;

/// Dialect types with a size and alignments (MLIR's
/// `DataLayoutTypeInterface`). Each method receives the layout in force,
/// to size the types the type is made of; `None` means the type has no
/// layout (an opaque struct, say).
#[interface(type)]
pub trait DataLayoutTypeInterface {
    /// The size in bits.
    fn size_in_bits(&self, ctx: &Context, layout: &DataLayout) -> Option<u64>;

    /// The alignment in bytes the ABI requires.
    fn abi_alignment(&self, ctx: &Context, layout: &DataLayout) -> Option<u64>;

    /// The alignment in bytes preferred, at least the ABI's.
    fn preferred_alignment(&self, ctx: &Context, layout: &DataLayout) -> Option<u64> {
        self.abi_alignment(ctx, layout)
    }
}

/// The layout of types where an op stands: sizes and alignments in bytes,
/// by MLIR's default rules.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct DataLayout {
    _default_only: (),
}

impl DataLayout {
    /// The layout in force at `op` (MLIR's `DataLayout::closest`): the
    /// default one, or `None` when `op` or an op around it carries a
    /// data layout specification, which is not read yet.
    pub fn closest(ir: &IrView, op: Op) -> Option<DataLayout> {
        let mut current = Some(op);
        while let Some(at) = current {
            if at.get_attr(ir, "dlti.dl_spec").is_some() {
                return None;
            }
            current = at.parent_op(ir);
        }
        Some(DataLayout::default())
    }

    /// The size of `ty` in bits.
    pub fn type_size_in_bits(&self, ctx: &Context, ty: Type) -> Option<u64> {
        match ty.data(ctx) {
            TypeData::Integer { width, .. } => Some(u64::from(*width)),
            TypeData::Float(_) => ty.int_or_float_bit_width(ctx).map(u64::from),
            TypeData::Index => Some(u64::from(DEFAULT_INDEX_BITWIDTH)),
            TypeData::Complex(element) => {
                let part = self.type_size_in_bits(ctx, *element)?;
                let part_alignment = self.preferred_alignment(ctx, *element)? * BITS_IN_BYTE;
                // The imaginary part starts at the real part's alignment.
                Some(align_to(part, part_alignment)? + part)
            }
            TypeData::Vector { shape, scalable, element } => {
                if scalable.iter().any(|&s| s) {
                    return None;
                }
                // The innermost dimension is padded to a power of two.
                let (&inner, outer) = shape.split_last()?;
                let inner = u64::try_from(inner).ok()?.checked_next_power_of_two()?;
                let outer =
                    outer.iter().try_fold(1u64, |n, &d| n.checked_mul(u64::try_from(d).ok()?))?;
                let element = self.type_size(ctx, *element)?;
                outer.checked_mul(inner)?.checked_mul(element)?.checked_mul(BITS_IN_BYTE)
            }
            _ => DataLayoutTypeInterfaceRef::get(ctx, ty)?.size_in_bits(ctx, self),
        }
    }

    /// The size of `ty` in bytes, its bits rounded up.
    pub fn type_size(&self, ctx: &Context, ty: Type) -> Option<u64> {
        Some(self.type_size_in_bits(ctx, ty)?.div_ceil(BITS_IN_BYTE))
    }

    /// The alignment in bytes the ABI requires of `ty`.
    pub fn abi_alignment(&self, ctx: &Context, ty: Type) -> Option<u64> {
        match ty.data(ctx) {
            TypeData::Integer { width, .. } if *width >= 64 => Some(WIDE_INTEGER_ABI_ALIGNMENT),
            TypeData::Integer { .. } | TypeData::Float(_) | TypeData::Vector { .. } => {
                power_of_two_at_least(self.type_size(ctx, ty)?)
            }
            TypeData::Index => self.abi_alignment(ctx, ctx.integer_type(DEFAULT_INDEX_BITWIDTH)),
            TypeData::Complex(element) => self.abi_alignment(ctx, *element),
            _ => DataLayoutTypeInterfaceRef::get(ctx, ty)?.abi_alignment(ctx, self),
        }
    }

    /// The alignment in bytes preferred for `ty`.
    pub fn preferred_alignment(&self, ctx: &Context, ty: Type) -> Option<u64> {
        match ty.data(ctx) {
            TypeData::Integer { .. } => power_of_two_at_least(self.type_size(ctx, ty)?),
            TypeData::Float(_) | TypeData::Vector { .. } => self.abi_alignment(ctx, ty),
            TypeData::Index => {
                self.preferred_alignment(ctx, ctx.integer_type(DEFAULT_INDEX_BITWIDTH))
            }
            TypeData::Complex(element) => self.preferred_alignment(ctx, *element),
            _ => DataLayoutTypeInterfaceRef::get(ctx, ty)?.preferred_alignment(ctx, self),
        }
    }

    /// The natural alignment of the stack in bits; 0 when the layout does
    /// not say, as the default one does not.
    pub fn stack_alignment(&self) -> u64 {
        0
    }
}

/// `value` rounded up to a multiple of `alignment` (itself when the
/// alignment is 0); `None` on overflow.
pub fn align_to(value: u64, alignment: u64) -> Option<u64> {
    if alignment == 0 {
        return Some(value);
    }
    value.div_ceil(alignment).checked_mul(alignment)
}

/// The least power of two at least `value` (0 stays 0, as in MLIR).
fn power_of_two_at_least(value: u64) -> Option<u64> {
    if value == 0 { Some(0) } else { value.checked_next_power_of_two() }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builtin_types_follow_the_default_rules() {
        let ctx = Context::new();
        let layout = DataLayout::default();
        let size = |ty| layout.type_size(&ctx, ty);
        let abi = |ty| layout.abi_alignment(&ctx, ty);
        let preferred = |ty| layout.preferred_alignment(&ctx, ty);
        let (i1, i24, i64t, i128) = (
            ctx.integer_type(1),
            ctx.integer_type(24),
            ctx.integer_type(64),
            ctx.integer_type(128),
        );
        assert_eq!((size(i1), abi(i1), preferred(i1)), (Some(1), Some(1), Some(1)));
        assert_eq!((size(i24), abi(i24), preferred(i24)), (Some(3), Some(4), Some(4)));
        // Wide integers: ABI alignment 4, preferred their power of two.
        assert_eq!((size(i64t), abi(i64t), preferred(i64t)), (Some(8), Some(4), Some(8)));
        assert_eq!((size(i128), abi(i128), preferred(i128)), (Some(16), Some(4), Some(16)));
        let f80 = ctx.get_type(TypeData::Float(crate::support::float::FloatKind::F80));
        assert_eq!((size(f80), abi(f80)), (Some(10), Some(16)));
        assert_eq!((size(ctx.index_type()), abi(ctx.index_type())), (Some(8), Some(4)));
        // vector<2x3xi16>: the inner 3 padded to 4, 2 * 4 * 2 bytes.
        let vector = ctx.get_type(TypeData::Vector {
            shape: vec![2, 3].into(),
            scalable: Box::default(),
            element: ctx.integer_type(16),
        });
        assert_eq!((size(vector), abi(vector)), (Some(16), Some(16)));
        let complex = ctx.get_type(TypeData::Complex(ctx.f32_type()));
        assert_eq!((size(complex), abi(complex)), (Some(8), Some(4)));
        // A type without a layout answers nothing.
        assert_eq!(size(ctx.get_type(TypeData::None)), None);
    }
}
