//! `memrefCopy`, which lowered `memref.copy` calls when a memref is not
//! contiguous: an element-by-element copy between two strided memrefs of the
//! same shape, whatever their strides.

// Unsafe: the function is exported under its C name (`#[unsafe(no_mangle)]`)
// and copies between buffers the lowered program passes.
#![allow(unsafe_code)]

use crate::descriptor::{self, UnrankedMemRef};
use crate::memref::Layout;

/// The byte positions (from each aligned pointer) of every run of elements
/// to copy, with the run's length in bytes: one run per innermost row when
/// both innermost strides are 1, one per element otherwise. Row-major
/// order, iterative (the rank is the program's data).
fn runs(src: &Layout, dst: &Layout, elem_size: i64, mut each: impl FnMut(i64, i64, usize)) {
    let rank = src.rank();
    if rank == 0 {
        each(src.offset * elem_size, dst.offset * elem_size, elem_size as usize);
        return;
    }
    if src.is_empty() {
        return;
    }
    let contiguous_rows = src.strides[rank - 1] == 1 && dst.strides[rank - 1] == 1;
    // The dimensions walked one step at a time.
    let walked = if contiguous_rows { rank - 1 } else { rank };
    let run = if contiguous_rows { src.sizes[rank - 1] * elem_size } else { elem_size };
    let mut index = vec![0i64; walked];
    let (mut from, mut to) = (src.offset, dst.offset);
    loop {
        each(from * elem_size, to * elem_size, run as usize);
        let mut d = walked;
        loop {
            if d == 0 {
                return;
            }
            d -= 1;
            index[d] += 1;
            from += src.strides[d];
            to += dst.strides[d];
            if index[d] < src.sizes[d] {
                break;
            }
            from -= src.strides[d] * index[d];
            to -= dst.strides[d] * index[d];
            index[d] = 0;
        }
    }
}

/// Copies the elements of `src` into `dst`, two unranked memrefs of the same
/// shape (`src`'s is used) with elements of `elem_size` bytes.
///
/// # Safety
/// `src` and `dst` point at unranked memrefs of the same rank and sizes,
/// whose descriptors are readable and whose elements, at every position
/// their offsets, sizes and strides reach, are readable (`src`) and
/// writable (`dst`).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn memrefCopy(
    elem_size: i64,
    src: *const UnrankedMemRef,
    dst: *const UnrankedMemRef,
) {
    if src.is_null() || dst.is_null() || elem_size <= 0 {
        return;
    }
    // SAFETY: valid unranked memrefs of the same shape (the contract).
    unsafe {
        let (src, dst) = (*src, *dst);
        let (Some(from), Some(to)) = (
            descriptor::layout(src.rank, src.descriptor),
            descriptor::layout(src.rank, dst.descriptor),
        ) else {
            return;
        };
        let src_base = descriptor::aligned(src.descriptor).cast::<u8>().cast_const();
        let dst_base = descriptor::aligned(dst.descriptor).cast::<u8>();
        runs(&from, &to, elem_size, |from, to, len| {
            // SAFETY: every run lies inside the two memrefs (the contract);
            // `copy` allows the two to overlap.
            std::ptr::copy(src_base.offset(from as isize), dst_base.offset(to as isize), len);
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A ranked descriptor of rank 2, laid out as lowered code lays it out.
    #[repr(C)]
    struct Ranked2 {
        allocated: *mut i32,
        aligned: *mut i32,
        offset: i64,
        sizes: [i64; 2],
        strides: [i64; 2],
    }

    #[test]
    fn copies_between_strided_memrefs_through_the_c_entry_point() {
        // A 2x3 column of a 3x4 buffer (strides [4, 1], offset 1) into a
        // transposed view of a 3x2 buffer (strides [1, 2]).
        let mut src: Vec<i32> = (0..12).collect();
        let mut dst = vec![-1i32; 6];
        let mut src_desc = Ranked2 {
            allocated: src.as_mut_ptr(),
            aligned: src.as_mut_ptr(),
            offset: 1,
            sizes: [2, 3],
            strides: [4, 1],
        };
        let mut dst_desc = Ranked2 {
            allocated: dst.as_mut_ptr(),
            aligned: dst.as_mut_ptr(),
            offset: 0,
            sizes: [2, 3],
            strides: [1, 2],
        };
        let src_un = UnrankedMemRef { rank: 2, descriptor: (&raw mut src_desc).cast() };
        let dst_un = UnrankedMemRef { rank: 2, descriptor: (&raw mut dst_desc).cast() };
        // SAFETY: both descriptors describe 2x3 memrefs inside `src` (last
        // position 1 + 4 + 2 = 7 < 12) and `dst` (last 1 + 4 = 5 < 6).
        unsafe { memrefCopy(4, &src_un, &dst_un) };
        assert_eq!(dst, [1, 5, 2, 6, 3, 7]);
    }

    #[test]
    fn contiguous_rows_are_copied_as_runs_and_empty_memrefs_not_at_all() {
        let layout = |offset, sizes: &[i64], strides: &[i64]| Layout {
            base: 0,
            offset,
            sizes: sizes.to_vec(),
            strides: strides.to_vec(),
        };
        let mut seen = Vec::new();
        runs(&layout(2, &[2, 3], &[5, 1]), &layout(0, &[2, 3], &[3, 1]), 8, |f, t, n| {
            seen.push((f, t, n))
        });
        assert_eq!(seen, [(16, 0, 24), (56, 24, 24)]);
        seen.clear();
        runs(&layout(0, &[2, 0], &[1, 1]), &layout(0, &[2, 0], &[1, 1]), 8, |f, t, n| {
            seen.push((f, t, n))
        });
        assert!(seen.is_empty());
        runs(&layout(3, &[], &[]), &layout(1, &[], &[]), 2, |f, t, n| seen.push((f, t, n)));
        assert_eq!(seen, [(6, 2, 2)]);
    }
}
