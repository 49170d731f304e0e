//! Memref descriptors as lowered code passes them: reading their metadata
//! and their elements.
//!
//! A ranked descriptor is `{ T *allocated; T *aligned; i64 offset;
//! i64 sizes[rank]; i64 strides[rank] }`; an unranked one is
//! `{ i64 rank; void *descriptor }`, the latter pointing at a ranked one.

// Unsafe: descriptors and their elements are raw memory handed over by the
// lowered program; reading them is unsafe.
#![allow(unsafe_code)]

use std::ffi::c_void;

use crate::memref::Layout;

/// An unranked memref as `_mlir_ciface_` entry points receive it, by
/// pointer: the rank and a pointer to the ranked descriptor.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct UnrankedMemRef {
    /// The rank of the memref the descriptor describes.
    pub rank: i64,
    /// The ranked descriptor.
    pub descriptor: *mut c_void,
}

/// The header of every ranked descriptor, before its sizes and strides.
#[repr(C)]
struct RankedHead {
    allocated: *mut c_void,
    aligned: *mut c_void,
    offset: i64,
}

/// The aligned pointer of a ranked descriptor (where offsets count from).
///
/// # Safety
/// `descriptor` points at a ranked memref descriptor.
pub unsafe fn aligned(descriptor: *const c_void) -> *mut c_void {
    // SAFETY: the caller passes a valid descriptor, which starts with a
    // `RankedHead`.
    unsafe { (*descriptor.cast::<RankedHead>()).aligned }
}

/// Reads the metadata of a ranked descriptor of rank `rank`; `None` for a
/// negative rank, which no memref has.
///
/// # Safety
/// `descriptor` points at a ranked memref descriptor of rank `rank`.
pub unsafe fn layout(rank: i64, descriptor: *const c_void) -> Option<Layout> {
    let rank = usize::try_from(rank).ok()?;
    let head = descriptor.cast::<RankedHead>();
    // SAFETY: the caller passes a valid descriptor of this rank: a
    // `RankedHead` followed by `2 * rank` `i64`s (the head's size is a
    // multiple of 8, so the arrays follow it without padding).
    unsafe {
        let arrays = head.add(1).cast::<i64>();
        let sizes = std::slice::from_raw_parts(arrays, rank).to_vec();
        let strides = std::slice::from_raw_parts(arrays.add(rank), rank).to_vec();
        let head = &*head;
        Some(Layout { base: head.aligned as usize, offset: head.offset, sizes, strides })
    }
}

/// Reads the element at `position` (in elements, may be negative) from
/// `aligned`.
///
/// # Safety
/// `aligned.offset(position)` is readable and holds a `T`.
pub unsafe fn element<T: Copy>(aligned: *const c_void, position: i64) -> T {
    // SAFETY: the caller guarantees the position is inside the memref's
    // buffer; `read_unaligned` asks nothing of the alignment.
    unsafe { aligned.cast::<T>().offset(position as isize).read_unaligned() }
}
