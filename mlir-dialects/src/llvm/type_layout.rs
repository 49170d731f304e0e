//! The sizes and alignments of the LLVM dialect's types under a data
//! layout (their `DataLayoutTypeInterface` models, as MLIR 22 defines
//! them): a pointer is 64 bits aligned to 8 in every address space (the
//! default layout); an array is its elements, each padded to its ABI
//! alignment; a struct lays its elements out in order, each at its ABI
//! alignment unless packed, padded at the end to the struct's alignment;
//! an opaque struct, with no elements, is empty (size 0, alignment 1), as
//! MLIR lays it out. `!llvm.ppc_fp128` is 16 bytes aligned to 16.

use std::cell::Cell;

use mlir_core::Context;
use mlir_core::definitions::interfaces::data_layout::{
    DataLayout, DataLayoutTypeInterface, align_to,
};

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

impl DataLayoutTypeInterface for PtrType {
    fn size_in_bits(&self, _: &Context, _: &DataLayout) -> Option<u64> {
        Some(POINTER_BITS)
    }

    fn abi_alignment(&self, _: &Context, _: &DataLayout) -> Option<u64> {
        Some(POINTER_ALIGNMENT)
    }
}

impl DataLayoutTypeInterface for PpcFp128Type {
    fn size_in_bits(&self, _: &Context, _: &DataLayout) -> Option<u64> {
        Some(128)
    }

    fn abi_alignment(&self, _: &Context, _: &DataLayout) -> Option<u64> {
        Some(16)
    }
}

impl DataLayoutTypeInterface for ArrayType {
    fn size_in_bits(&self, ctx: &Context, layout: &DataLayout) -> Option<u64> {
        let element = self.element_type(ctx);
        let stride =
            align_to(layout.type_size(ctx, element)?, layout.abi_alignment(ctx, element)?)?;
        stride.checked_mul(self.num_elements(ctx))?.checked_mul(8)
    }

    fn abi_alignment(&self, ctx: &Context, layout: &DataLayout) -> Option<u64> {
        layout.abi_alignment(ctx, self.element_type(ctx))
    }

    fn preferred_alignment(&self, ctx: &Context, layout: &DataLayout) -> Option<u64> {
        layout.preferred_alignment(ctx, self.element_type(ctx))
    }
}

impl DataLayoutTypeInterface for StructType {
    fn size_in_bits(&self, ctx: &Context, layout: &DataLayout) -> Option<u64> {
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

    fn abi_alignment(&self, ctx: &Context, layout: &DataLayout) -> Option<u64> {
        if self.is_packed(ctx) {
            return Some(1);
        }
        self.strictest_element_alignment(ctx, layout)
    }

    fn preferred_alignment(&self, ctx: &Context, layout: &DataLayout) -> Option<u64> {
        self.strictest_element_alignment(ctx, layout)
    }
}

impl StructType {
    /// The largest ABI alignment of the elements, at least 1.
    fn strictest_element_alignment(self, ctx: &Context, layout: &DataLayout) -> Option<u64> {
        nested(|| {
            self.body(ctx).iter().try_fold(1u64, |alignment, &element| {
                Some(alignment.max(layout.abi_alignment(ctx, element)?))
            })
        })
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
