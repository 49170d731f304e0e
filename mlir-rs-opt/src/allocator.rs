//! The binary's global allocator: mimalloc, asked through its plain entry
//! points whenever the alignment a layout needs is one every mimalloc
//! block has. The `mimalloc` crate's allocator always takes the aligned
//! entry points, whose longer path cost 3% of a parse's instructions
//! (callgrind, the 100k-op generic module): the parser and printer
//! allocate about 40 small objects per op.

use std::alloc::{GlobalAlloc, Layout};
use std::ffi::c_void;

use libmimalloc_sys::{
    mi_free, mi_malloc, mi_malloc_aligned, mi_realloc, mi_realloc_aligned, mi_zalloc,
    mi_zalloc_aligned,
};

/// The alignment of every block mimalloc hands out: its blocks are
/// multiples of a word, in pages that start word-aligned.
const BLOCK_ALIGN: usize = size_of::<usize>();

/// mimalloc, through its plain entry points where they suffice.
pub struct MiMalloc;

// SAFETY: every pointer comes from mimalloc with at least the layout's size
// and alignment: the plain entry points give `BLOCK_ALIGN`, and are used
// only when the layout needs no more; the aligned ones are given the
// layout's alignment. `mi_free` and the reallocations accept pointers from
// either kind of entry point.
#[allow(unsafe_code)]
unsafe impl GlobalAlloc for MiMalloc {
    #[inline]
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: see the impl.
        unsafe {
            if layout.align() <= BLOCK_ALIGN {
                mi_malloc(layout.size()).cast()
            } else {
                mi_malloc_aligned(layout.size(), layout.align()).cast()
            }
        }
    }

    #[inline]
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // SAFETY: see the impl.
        unsafe {
            if layout.align() <= BLOCK_ALIGN {
                mi_zalloc(layout.size()).cast()
            } else {
                mi_zalloc_aligned(layout.size(), layout.align()).cast()
            }
        }
    }

    #[inline]
    unsafe fn dealloc(&self, ptr: *mut u8, _layout: Layout) {
        // SAFETY: `ptr` came from this allocator (the caller's contract).
        unsafe { mi_free(ptr.cast::<c_void>()) }
    }

    #[inline]
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: see the impl; `ptr` came from this allocator.
        unsafe {
            if layout.align() <= BLOCK_ALIGN {
                mi_realloc(ptr.cast(), new_size).cast()
            } else {
                mi_realloc_aligned(ptr.cast(), new_size, layout.align()).cast()
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    #[allow(unsafe_code)]
    fn blocks_have_the_alignment_asked_for() {
        let allocator = MiMalloc;
        for align in [1, 2, 4, 8, 16, 32, 64, 4096] {
            for size in [1, 3, 8, 24, 40, 100, 1000, 70_000] {
                let layout = Layout::from_size_align(size, align).expect("a valid layout");
                // SAFETY: a layout of non-zero size; each block is freed once.
                unsafe {
                    let p = allocator.alloc(layout);
                    assert!(
                        !p.is_null() && (p as usize).is_multiple_of(align),
                        "{size} bytes, align {align}"
                    );
                    let grown = allocator.realloc(p, layout, size * 3);
                    assert!(
                        (grown as usize).is_multiple_of(align),
                        "grown {size} bytes, align {align}"
                    );
                    allocator.dealloc(grown, Layout::from_size_align(size * 3, align).unwrap());
                    let z = allocator.alloc_zeroed(layout);
                    assert!((z as usize).is_multiple_of(align));
                    assert!(std::slice::from_raw_parts(z, size).iter().all(|&b| b == 0));
                    allocator.dealloc(z, layout);
                }
            }
        }
    }
}
