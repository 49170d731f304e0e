//! Sizes and alignments of types (MLIR's `DataLayout`) and
//! `DataLayoutTypeInterface` for a dialect's own types.
//!
//! Builtin integers, floats, `index`, `complex` and `vector` are sized
//! here; a dialect type answers through its model of
//! [`DataLayoutTypeInterface`] (the `llvm` dialect's pointers, arrays and
//! structs do). A type with neither has no layout: every query answers
//! `None`, where MLIR would stop with a fatal error.
//!
//! The layout in force at an op is MLIR's default one, changed by the
//! data layout specifications (`dlti.dl_spec`) of the `builtin.module`
//! around it and of the modules enclosing that one
//! ([`DataLayout::closest`]): integer and float entries give alignments,
//! an `index` entry its width, `"dlti.stack_alignment"` the stack's, and a
//! dialect type sees the entries of its kind.

use mlir_derive::interface;

use crate::context::Context;
use crate::context::builtin::types::{Type, TypeData};
use crate::ir::{IrView, Op};

use super::data_layout_spec::{
    DATA_LAYOUT_SPEC_ATTR, DataLayoutEntry, DataLayoutEntryKey, TypeKind, combine_specs, is_module,
    spec_entries,
};

/// The bits of a byte.
const BITS_IN_BYTE: u64 = 8;

/// The width of `index` when no specification gives it.
const DEFAULT_INDEX_BITWIDTH: u32 = 64;

/// The ABI alignment, in bytes, of an integer of 64 bits or more under the
/// default layout (MLIR's default, which is not the natural alignment).
const WIDE_INTEGER_ABI_ALIGNMENT: u64 = 4;

/// The identifier of the entry giving the stack's natural alignment.
const STACK_ALIGNMENT_KEY: &str = "dlti.stack_alignment";

/// Dialect types with a size and alignments (MLIR's
/// `DataLayoutTypeInterface`). Each method receives the layout in force,
/// to size the types the type is made of, and `entries`, the entries of
/// the layout keyed by a type of this kind (all pointers' entries for a
/// pointer, say; MLIR's `params`); `None` means the type has no layout
/// (an opaque struct, say).
#[interface(type)]
pub trait DataLayoutTypeInterface {
    /// The size in bits.
    fn size_in_bits(
        &self,
        ctx: &Context,
        layout: &DataLayout,
        entries: &[DataLayoutEntry],
    ) -> Option<u64>;

    /// The alignment in bytes the ABI requires.
    fn abi_alignment(
        &self,
        ctx: &Context,
        layout: &DataLayout,
        entries: &[DataLayoutEntry],
    ) -> Option<u64>;

    /// The alignment in bytes preferred, at least the ABI's.
    fn preferred_alignment(
        &self,
        ctx: &Context,
        layout: &DataLayout,
        entries: &[DataLayoutEntry],
    ) -> Option<u64> {
        self.abi_alignment(ctx, layout, entries)
    }

    /// Checks the entries a specification gives for this kind of type
    /// (MLIR's `verifyEntries`): the message otherwise. Any entry is
    /// accepted by default.
    fn verify_entries(&self, ctx: &Context, entries: &[DataLayoutEntry]) -> Result<(), String> {
        let _ = (ctx, entries);
        Ok(())
    }

    /// Whether the entries `inner` of a nested specification may replace
    /// the entries `outer` of an enclosing one (MLIR's `areCompatible`).
    /// Defaults to `true`.
    fn are_compatible(
        &self,
        ctx: &Context,
        outer: &[DataLayoutEntry],
        inner: &[DataLayoutEntry],
    ) -> bool {
        let _ = (ctx, outer, inner);
        true
    }
}

/// The layout of types where an op stands: sizes and alignments in bytes,
/// by MLIR's default rules changed by the entries of the specifications
/// in force.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DataLayout {
    /// The combined entries of the specifications in force, none for the
    /// default layout.
    entries: Vec<DataLayoutEntry>,
    /// The stack's natural alignment in bits, 0 when unknown (read once,
    /// as the query has no context at hand).
    stack_alignment: u64,
}

impl DataLayout {
    /// The layout the entries `entries` (combined already) give.
    pub fn with_entries(ctx: &Context, entries: Vec<DataLayoutEntry>) -> DataLayout {
        let stack_alignment = entries
            .iter()
            .find(|e| e.key.id_str(ctx) == Some(STACK_ALIGNMENT_KEY))
            .and_then(|e| e.value.as_integer(ctx).and_then(|v| v.as_u64()))
            .unwrap_or(0);
        DataLayout { entries, stack_alignment }
    }

    /// The layout in force at `op` (MLIR's `DataLayout::closest`): that of
    /// the nearest `builtin.module` holding `op` (or `op` itself), whose
    /// `dlti.dl_spec` combines with those of the modules around it. The
    /// default layout when no module has a specification; `None` when one
    /// is not a specification or they do not combine (the verifier
    /// reports both).
    pub fn closest(ir: &IrView, op: Op) -> Option<DataLayout> {
        let scope =
            std::iter::successors(Some(op), |at| at.parent_op(ir)).find(|&at| is_module(ir, at));
        let Some(scope) = scope else { return Some(DataLayout::default()) };
        let specs = enclosing_specs(ir, scope)?;
        Some(DataLayout::with_entries(ir.ctx(), combine_specs(ir.ctx(), &specs)?))
    }

    /// The combined entries in force.
    pub fn entries(&self) -> &[DataLayoutEntry] {
        &self.entries
    }

    /// The entries keyed by a type of the kind of `ty`.
    pub fn entries_for(&self, ctx: &Context, ty: Type) -> Vec<DataLayoutEntry> {
        let kind = TypeKind::of(ctx, ty);
        self.entries
            .iter()
            .filter(|e| e.key_type().is_some_and(|k| TypeKind::of(ctx, k) == kind))
            .copied()
            .collect()
    }

    /// The entry for the identifier `id`, if one is in force.
    pub fn entry_for_id(&self, ctx: &Context, id: &str) -> Option<DataLayoutEntry> {
        self.entries
            .iter()
            .find(|e| matches!(e.key, DataLayoutEntryKey::Id(_)) && e.key.id_str(ctx) == Some(id))
            .copied()
    }

    /// The size of `ty` in bits.
    pub fn type_size_in_bits(&self, ctx: &Context, ty: Type) -> Option<u64> {
        match ty.data(ctx) {
            TypeData::Integer { width, .. } => Some(u64::from(*width)),
            TypeData::Float(_) => ty.int_or_float_bit_width(ctx).map(u64::from),
            TypeData::Index => {
                self.type_size_in_bits(ctx, ctx.integer_type(self.index_bitwidth(ctx)?))
            }
            TypeData::Complex(element) => {
                // The parts are laid out by the default rules: a complex
                // type has no entries of its own to pass them.
                let default = DataLayout::default();
                let part = default.type_size_in_bits(ctx, *element)?;
                let part_alignment = default.preferred_alignment(ctx, *element)? * BITS_IN_BYTE;
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
            _ => DataLayoutTypeInterfaceRef::get(ctx, ty)?.size_in_bits(
                ctx,
                self,
                &self.entries_for(ctx, ty),
            ),
        }
    }

    /// The size of `ty` in bytes, its bits rounded up.
    pub fn type_size(&self, ctx: &Context, ty: Type) -> Option<u64> {
        Some(self.type_size_in_bits(ctx, ty)?.div_ceil(BITS_IN_BYTE))
    }

    /// The alignment in bytes the ABI requires of `ty`.
    pub fn abi_alignment(&self, ctx: &Context, ty: Type) -> Option<u64> {
        match ty.data(ctx) {
            TypeData::Integer { width, .. } => match self.integer_entry(ctx, *width) {
                Some(entry) => Some(*alignments_in_bits(ctx, &entry)?.first()? / BITS_IN_BYTE),
                None if *width >= 64 => Some(WIDE_INTEGER_ABI_ALIGNMENT),
                None => power_of_two_at_least(self.type_size(ctx, ty)?),
            },
            TypeData::Float(_) => match self.entries_for(ctx, ty).first() {
                Some(entry) => Some(*alignments_in_bits(ctx, entry)?.first()? / BITS_IN_BYTE),
                None => power_of_two_at_least(self.type_size(ctx, ty)?),
            },
            TypeData::Vector { .. } => power_of_two_at_least(self.type_size(ctx, ty)?),
            TypeData::Index => self.abi_alignment(ctx, ctx.integer_type(self.index_bitwidth(ctx)?)),
            TypeData::Complex(element) => DataLayout::default().abi_alignment(ctx, *element),
            _ => DataLayoutTypeInterfaceRef::get(ctx, ty)?.abi_alignment(
                ctx,
                self,
                &self.entries_for(ctx, ty),
            ),
        }
    }

    /// The alignment in bytes preferred for `ty`.
    pub fn preferred_alignment(&self, ctx: &Context, ty: Type) -> Option<u64> {
        match ty.data(ctx) {
            TypeData::Integer { width, .. } => match self.integer_entry(ctx, *width) {
                Some(entry) => Some(*alignments_in_bits(ctx, &entry)?.last()? / BITS_IN_BYTE),
                None => power_of_two_at_least(self.type_size(ctx, ty)?),
            },
            TypeData::Float(_) => match self.entries_for(ctx, ty).first() {
                Some(entry) => Some(*alignments_in_bits(ctx, entry)?.last()? / BITS_IN_BYTE),
                None => self.abi_alignment(ctx, ty),
            },
            TypeData::Vector { .. } => self.abi_alignment(ctx, ty),
            TypeData::Index => {
                self.preferred_alignment(ctx, ctx.integer_type(self.index_bitwidth(ctx)?))
            }
            TypeData::Complex(element) => DataLayout::default().preferred_alignment(ctx, *element),
            _ => DataLayoutTypeInterfaceRef::get(ctx, ty)?.preferred_alignment(
                ctx,
                self,
                &self.entries_for(ctx, ty),
            ),
        }
    }

    /// The natural alignment of the stack in bits, from the
    /// `"dlti.stack_alignment"` entry; 0 when the layout does not say, as
    /// the default one does not.
    pub fn stack_alignment(&self) -> u64 {
        self.stack_alignment
    }

    /// The width of `index` in bits: an `index` entry's value, else 64.
    fn index_bitwidth(&self, ctx: &Context) -> Option<u32> {
        match self.entries_for(ctx, ctx.index_type()).first() {
            Some(entry) => u32::try_from(entry.value.as_integer(ctx)?.as_u64()?).ok(),
            None => Some(DEFAULT_INDEX_BITWIDTH),
        }
    }

    /// The integer entry that applies to integers of `width` bits: the
    /// one of the smallest width at least `width`, else the widest.
    fn integer_entry(&self, ctx: &Context, width: u32) -> Option<DataLayoutEntry> {
        let mut entries: Vec<(u32, DataLayoutEntry)> = self
            .entries_for(ctx, ctx.integer_type(1))
            .into_iter()
            .filter_map(|e| Some((e.key_type()?.int_or_float_bit_width(ctx)?, e)))
            .collect();
        entries.sort_by_key(|&(w, _)| w);
        entries.iter().find(|&&(w, _)| w >= width).or(entries.last()).map(|&(_, e)| e)
    }
}

/// The `[abi, preferred]` (or `[abi]`) alignments in bits of an integer or
/// float entry, read as unsigned values; `None` when malformed.
fn alignments_in_bits(ctx: &Context, entry: &DataLayoutEntry) -> Option<Vec<u64>> {
    let values = ctx.dense_int_values(entry.value)?;
    // Two's complement: MLIR reads the values as unsigned.
    let values: Vec<u64> = values.into_iter().map(|v| v as u64).collect();
    (!values.is_empty()).then_some(values)
}

/// The specifications of `module` and of the modules around it, from the
/// outermost; `None` when a `dlti.dl_spec` is not a specification.
fn enclosing_specs(ir: &IrView, module: Op) -> Option<Vec<Vec<DataLayoutEntry>>> {
    let ctx = ir.ctx();
    let mut specs = Vec::new();
    for at in std::iter::successors(Some(module), |at| at.parent_op(ir)) {
        if !is_module(ir, at) {
            continue;
        }
        if let Some(spec) = at.get_attr(ir, DATA_LAYOUT_SPEC_ATTR) {
            specs.push(spec_entries(ctx, spec)?);
        }
    }
    specs.reverse();
    Some(specs)
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
