//! The sizes and alignments of the LLVM dialect's types under a data
//! layout (their `DataLayoutTypeInterface` models, as MLIR 22 defines
//! them): a pointer is 64 bits aligned to 8 in address space 0 unless a
//! `!llvm.ptr<N> = dense<[size, abi, preferred(, index)]>` entry says
//! otherwise, and a pointer of another space without an entry takes
//! space 0's; an array is its elements, each padded to its ABI alignment;
//! a struct lays its elements out in order, each at its ABI alignment
//! unless packed, padded at the end to the strictest element alignment,
//! its alignments raised to a `!llvm.struct<()> = dense<[abi,
//! preferred]>` entry; an opaque struct, with no elements, is empty (size
//! 0, alignment 1), as MLIR lays it out. `!llvm.ppc_fp128` is 16 bytes
//! aligned to 16. The pointer and struct entries' checks and the rule
//! for combining nested ones are here too.

use std::cell::Cell;

use mlir_core::Context;
use mlir_core::asm::printer::type_to_string;
use mlir_core::definitions::interfaces::data_layout::{
    DataLayout, DataLayoutTypeInterface, align_to,
};
use mlir_core::definitions::interfaces::data_layout_spec::{DataLayoutEntry, dense_i64_values};

use super::types::{ArrayType, PpcFp128Type, PtrType, StructType};

/// The size of a pointer in bits under the default layout.
const POINTER_BITS: u64 = 64;

/// The alignment of a pointer in bytes under the default layout.
const POINTER_ALIGNMENT: u64 = 8;

/// How deep struct layouts may nest before the answer is `None`: an
/// identified struct that holds itself by value has no size.
const MAX_STRUCT_NESTING: u32 = 256;

thread_local! {
    static STRUCT_NESTING: Cell<u32> = const { Cell::new(0) };
}

/// The positions in a pointer entry `dense<[size, abi, preferred, index]>`
/// (bits; the index width is optional).
#[derive(Copy, Clone)]
enum PointerField {
    Size = 0,
    Abi = 1,
    Preferred = 2,
}

impl PtrType {
    /// The field `field` of the entry for this pointer's address space,
    /// in bits for the size and in bytes for alignments. Without an entry
    /// for the space, the default for address space 0 and `None` for the
    /// others (which then take address space 0's, through the layout).
    fn entry_field(
        self,
        ctx: &Context,
        entries: &[DataLayoutEntry],
        field: PointerField,
    ) -> Option<u64> {
        let space = self.address_space(ctx);
        let entry = entries.iter().find(|e| {
            e.key_type()
                .and_then(|ty| PtrType::try_from(ctx, ty))
                .is_some_and(|ptr| ptr.address_space(ctx) == space)
        });
        match (entry, field) {
            (Some(entry), _) => {
                let value = *dense_i64_values(ctx, entry.value)?.get(field as usize)?;
                Some(if matches!(field, PointerField::Size) { value } else { value / 8 })
            }
            (None, _) if space != 0 => None,
            (None, PointerField::Size) => Some(POINTER_BITS),
            (None, _) => Some(POINTER_ALIGNMENT),
        }
    }

    /// The answer for this pointer, or that of the pointer of address
    /// space 0 under `layout` when no entry speaks of this one's.
    fn field_or_default_space(
        self,
        ctx: &Context,
        layout: &DataLayout,
        entries: &[DataLayoutEntry],
        field: PointerField,
    ) -> Option<u64> {
        if let Some(value) = self.entry_field(ctx, entries, field) {
            return Some(value);
        }
        let default_space = PtrType::get(ctx, 0).into();
        match field {
            PointerField::Size => layout.type_size_in_bits(ctx, default_space),
            PointerField::Abi => layout.abi_alignment(ctx, default_space),
            PointerField::Preferred => layout.preferred_alignment(ctx, default_space),
        }
    }
}

impl DataLayoutTypeInterface for PtrType {
    fn size_in_bits(
        &self,
        ctx: &Context,
        layout: &DataLayout,
        entries: &[DataLayoutEntry],
    ) -> Option<u64> {
        self.field_or_default_space(ctx, layout, entries, PointerField::Size)
    }

    fn abi_alignment(
        &self,
        ctx: &Context,
        layout: &DataLayout,
        entries: &[DataLayoutEntry],
    ) -> Option<u64> {
        self.field_or_default_space(ctx, layout, entries, PointerField::Abi)
    }

    fn preferred_alignment(
        &self,
        ctx: &Context,
        layout: &DataLayout,
        entries: &[DataLayoutEntry],
    ) -> Option<u64> {
        self.field_or_default_space(ctx, layout, entries, PointerField::Preferred)
    }

    /// Each entry is `dense<[size, abi, preferred(, index)]> : vector<…xi64>`
    /// with the preferred alignment at least the ABI's.
    fn verify_entries(&self, ctx: &Context, entries: &[DataLayoutEntry]) -> Result<(), String> {
        for entry in entries {
            let Some(key) = entry.key_type() else { continue };
            let key = type_to_string(ctx, key);
            let count = ctx.dense_int_values(entry.value).map(|v| v.len());
            if !matches!(count, Some(3 | 4)) {
                return Err(format!(
                    "expected layout attribute for '{key}' to be a dense integer elements attribute with 3 or 4 elements"
                ));
            }
            let Some(values) = dense_i64_values(ctx, entry.value) else {
                return Err(format!("expected i64 parameters for '{key}'"));
            };
            if values[PointerField::Abi as usize] > values[PointerField::Preferred as usize] {
                return Err(
                    "preferred alignment is expected to be at least as large as ABI alignment"
                        .into(),
                );
            }
        }
        Ok(())
    }

    /// A nested specification may keep a pointer's size and relax its ABI
    /// alignment to a divisor of the enclosing one. As in MLIR 22, an
    /// address space the enclosing specification does not name is
    /// compared with the default size (64) and the default alignment in
    /// bytes (8) against the new entry's bits, so only an alignment of at
    /// most 8 bits dividing 8 passes.
    fn are_compatible(
        &self,
        ctx: &Context,
        outer: &[DataLayoutEntry],
        inner: &[DataLayoutEntry],
    ) -> bool {
        let space_of = |e: &DataLayoutEntry| {
            e.key_type().and_then(|ty| PtrType::try_from(ctx, ty)).map(|p| p.address_space(ctx))
        };
        let raw = |e: &DataLayoutEntry, field: PointerField| {
            dense_i64_values(ctx, e.value).and_then(|v| v.get(field as usize).copied())
        };
        inner.iter().all(|entry| {
            let Some(space) = space_of(entry) else { return true };
            let (size, abi) = match outer.iter().find(|old| space_of(old) == Some(space)) {
                Some(old) => (raw(old, PointerField::Size), raw(old, PointerField::Abi)),
                None => (Some(POINTER_BITS), Some(POINTER_ALIGNMENT)),
            };
            let (new_size, new_abi) =
                (raw(entry, PointerField::Size), raw(entry, PointerField::Abi));
            match (size, abi, new_size, new_abi) {
                (Some(size), Some(abi), Some(new_size), Some(new_abi)) => {
                    size == new_size && abi >= new_abi && new_abi != 0 && abi % new_abi == 0
                }
                _ => false,
            }
        })
    }
}

impl DataLayoutTypeInterface for PpcFp128Type {
    fn size_in_bits(&self, _: &Context, _: &DataLayout, _: &[DataLayoutEntry]) -> Option<u64> {
        Some(128)
    }

    fn abi_alignment(&self, _: &Context, _: &DataLayout, _: &[DataLayoutEntry]) -> Option<u64> {
        Some(16)
    }
}

impl DataLayoutTypeInterface for ArrayType {
    fn size_in_bits(
        &self,
        ctx: &Context,
        layout: &DataLayout,
        _: &[DataLayoutEntry],
    ) -> Option<u64> {
        let element = self.element_type(ctx);
        let stride =
            align_to(layout.type_size(ctx, element)?, layout.abi_alignment(ctx, element)?)?;
        stride.checked_mul(self.num_elements(ctx))?.checked_mul(8)
    }

    fn abi_alignment(
        &self,
        ctx: &Context,
        layout: &DataLayout,
        _: &[DataLayoutEntry],
    ) -> Option<u64> {
        layout.abi_alignment(ctx, self.element_type(ctx))
    }

    fn preferred_alignment(
        &self,
        ctx: &Context,
        layout: &DataLayout,
        _: &[DataLayoutEntry],
    ) -> Option<u64> {
        layout.preferred_alignment(ctx, self.element_type(ctx))
    }
}

/// The positions in a struct entry `dense<[abi, preferred]>` (bits; the
/// preferred alignment is optional).
#[derive(Copy, Clone)]
enum StructField {
    Abi = 0,
    Preferred = 1,
}

/// The field `field` of the first struct entry, in bits; the preferred
/// alignment falls back to the ABI's when the entry gives one value.
fn struct_entry_field(
    ctx: &Context,
    entries: &[DataLayoutEntry],
    field: StructField,
) -> Option<u64> {
    let values = dense_i64_values(ctx, entries.first()?.value)?;
    values.get(field as usize).or(values.first()).copied()
}

impl DataLayoutTypeInterface for StructType {
    fn size_in_bits(
        &self,
        ctx: &Context,
        layout: &DataLayout,
        _: &[DataLayoutEntry],
    ) -> Option<u64> {
        let packed = self.is_packed(ctx);
        let (size, alignment) = nested(|| {
            self.body(ctx).iter().try_fold((0u64, 1u64), |(size, alignment), &element| {
                let element_alignment =
                    if packed { 1 } else { layout.abi_alignment(ctx, element)? };
                let offset = align_to(size, element_alignment)?;
                let size = offset.checked_add(layout.type_size(ctx, element)?)?;
                Some((size, alignment.max(element_alignment)))
            })
        })?;
        align_to(size, alignment)?.checked_mul(8)
    }

    fn abi_alignment(
        &self,
        ctx: &Context,
        layout: &DataLayout,
        entries: &[DataLayoutEntry],
    ) -> Option<u64> {
        if self.is_packed(ctx) {
            return Some(1);
        }
        self.alignment_with_entry(ctx, layout, entries, StructField::Abi)
    }

    fn preferred_alignment(
        &self,
        ctx: &Context,
        layout: &DataLayout,
        entries: &[DataLayoutEntry],
    ) -> Option<u64> {
        self.alignment_with_entry(ctx, layout, entries, StructField::Preferred)
    }

    /// An entry is `dense<[abi(, preferred)]> : vector<…xi64>` keyed by a
    /// literal struct with no elements, the preferred alignment at least
    /// the ABI's.
    fn verify_entries(&self, ctx: &Context, entries: &[DataLayoutEntry]) -> Result<(), String> {
        for entry in entries {
            let Some(key) = entry.key_type() else { continue };
            let printed = type_to_string(ctx, key);
            let count = ctx.dense_int_values(entry.value).map(|v| v.len());
            if !matches!(count, Some(1 | 2)) {
                return Err(format!(
                    "expected layout attribute for '{printed}' to be a dense integer elements attribute of 1 or 2 elements"
                ));
            }
            let Some(values) = dense_i64_values(ctx, entry.value) else {
                return Err(format!("expected i64 entries for '{printed}'"));
            };
            let keyed_struct = StructType::try_from(ctx, key);
            if keyed_struct.is_some_and(|s| s.is_identified(ctx) || !s.body(ctx).is_empty()) {
                return Err(format!("unexpected layout attribute for struct '{printed}'"));
            }
            if values.len() == 2 && values[0] > values[1] {
                return Err(
                    "preferred alignment is expected to be at least as large as ABI alignment"
                        .into(),
                );
            }
        }
        Ok(())
    }

    /// A nested specification may relax the structs' ABI alignment to a
    /// divisor of the enclosing one.
    fn are_compatible(
        &self,
        ctx: &Context,
        outer: &[DataLayoutEntry],
        inner: &[DataLayoutEntry],
    ) -> bool {
        let Some(abi) = struct_entry_field(ctx, outer, StructField::Abi) else { return true };
        inner.iter().all(|entry| {
            struct_entry_field(ctx, std::slice::from_ref(entry), StructField::Abi)
                .is_some_and(|new_abi| new_abi != 0 && abi >= new_abi && abi % new_abi == 0)
        })
    }
}

impl StructType {
    /// The largest ABI alignment of the elements, at least 1, raised to
    /// the alignment a struct entry gives (entries may only be stricter).
    fn alignment_with_entry(
        self,
        ctx: &Context,
        layout: &DataLayout,
        entries: &[DataLayoutEntry],
        field: StructField,
    ) -> Option<u64> {
        let elements = nested(|| {
            self.body(ctx).iter().try_fold(1u64, |alignment, &element| {
                Some(alignment.max(layout.abi_alignment(ctx, element)?))
            })
        })?;
        match entries.is_empty() {
            true => Some(elements),
            false => Some(elements.max(struct_entry_field(ctx, entries, field)? / 8)),
        }
    }
}

/// Runs `layout_of`, one level of struct nesting deeper; `None` past
/// [`MAX_STRUCT_NESTING`].
fn nested<T>(layout_of: impl FnOnce() -> Option<T>) -> Option<T> {
    let depth = STRUCT_NESTING.with(Cell::get);
    if depth >= MAX_STRUCT_NESTING {
        return None;
    }
    STRUCT_NESTING.with(|d| d.set(depth + 1));
    let answer = layout_of();
    STRUCT_NESTING.with(|d| d.set(depth));
    answer
}
