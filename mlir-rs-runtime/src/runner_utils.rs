//! The memref printing functions of MLIR's runner utils, under their C
//! names, for every element type upstream has them for:
//!
//! - `printMemrefF32(rank, descriptor)`, ... (the unranked memref passed as
//!   its two fields, as lowered `func.call`s pass it);
//! - `_mlir_ciface_printMemrefF32(&unranked)`, ... (the C interface);
//! - `_mlir_ciface_printMemrefShapeF32(&unranked)`, ... (the header only);
//! - `_mlir_ciface_printMemref2dF32(&ranked)`, ... (a ranked descriptor,
//!   printed with a `Memref base@` header).
//!
//! The text is [`crate::memref`]'s; it goes to the C `stdout`.

// Unsafe: the functions are exported under their C names
// (`#[unsafe(no_mangle)]`) and read the descriptors and elements the
// lowered program passes.
#![allow(unsafe_code)]

use std::ffi::c_void;
use std::io::{self, Write};

use crate::descriptor::{self, UnrankedMemRef};
use crate::element::{BF16, Complex, Element, F16};
use crate::memref::{Header, write_memref, write_shape};
use crate::stdio::{Stream, Writer};

/// Writes the memref a ranked descriptor of rank `rank` describes; nothing
/// for a null descriptor or a negative rank.
///
/// # Safety
/// `descriptor` is null or points at a ranked descriptor of rank `rank`
/// whose elements, at every position its offset, sizes and strides reach,
/// are readable `T`s.
pub unsafe fn write_described<T: Element>(
    out: &mut impl Write,
    header: Header,
    rank: i64,
    descriptor: *const c_void,
) -> io::Result<()> {
    if descriptor.is_null() {
        return Ok(());
    }
    // SAFETY: a valid descriptor of this rank (the caller's contract).
    let Some(layout) = (unsafe { descriptor::layout(rank, descriptor) }) else {
        return Ok(());
    };
    // SAFETY: as above.
    let aligned = unsafe { descriptor::aligned(descriptor) };
    // SAFETY: `write_memref` asks only for positions the layout reaches,
    // which the caller guarantees readable.
    write_memref(out, header, &layout, |position| unsafe {
        descriptor::element::<T>(aligned, position)
    })
}

/// Writes the header line of the memref a ranked descriptor describes.
///
/// # Safety
/// `descriptor` is null or points at a ranked descriptor of rank `rank`.
pub unsafe fn write_described_shape(
    out: &mut impl Write,
    rank: i64,
    descriptor: *const c_void,
) -> io::Result<()> {
    if descriptor.is_null() {
        return Ok(());
    }
    // SAFETY: a valid descriptor of this rank (the caller's contract).
    match unsafe { descriptor::layout(rank, descriptor) } {
        Some(layout) => write_shape(out, &layout),
        None => Ok(()),
    }
}

/// Prints a memref to the C `stdout`.
///
/// # Safety
/// As [`write_described`].
unsafe fn print<T: Element>(header: Header, rank: i64, descriptor: *const c_void) {
    // SAFETY: the caller's contract is `write_described`'s.
    let _ =
        unsafe { write_described::<T>(&mut Writer::new(Stream::Stdout), header, rank, descriptor) };
}

/// Reads an unranked memref passed by pointer; `(0, null)` for a null one.
///
/// # Safety
/// `memref` is null or points at an unranked memref.
unsafe fn unranked(memref: *const UnrankedMemRef) -> (i64, *const c_void) {
    if memref.is_null() {
        return (0, std::ptr::null());
    }
    // SAFETY: a valid unranked memref (the caller's contract).
    let memref = unsafe { *memref };
    (memref.rank, memref.descriptor)
}

/// Defines the printing entry points and the table of their addresses.
macro_rules! entry_points {
    (
        unranked: [$($un_name:ident: $un_ty:ty),* $(,)?],
        ciface: [$($ci_name:ident: $ci_ty:ty),* $(,)?],
        shape: [$($sh_name:ident),* $(,)?],
        ranked: [$($rk_name:ident: $rk_ty:ty, $rk_rank:expr),* $(,)?] $(,)?
    ) => {
        $(
            #[doc = concat!("`", stringify!($un_name), "`: prints an unranked memref passed as its rank and descriptor.")]
            ///
            /// # Safety
            /// `descriptor` is null or a ranked descriptor of rank `rank` whose
            /// elements are readable.
            #[unsafe(no_mangle)]
            pub unsafe extern "C" fn $un_name(rank: i64, descriptor: *mut c_void) {
                // SAFETY: this function's contract.
                unsafe { print::<$un_ty>(Header::Unranked, rank, descriptor) }
            }
        )*
        $(
            #[doc = concat!("`", stringify!($ci_name), "`: prints an unranked memref passed by pointer.")]
            ///
            /// # Safety
            /// `memref` is null or points at an unranked memref whose
            /// descriptor and elements are readable.
            #[unsafe(no_mangle)]
            pub unsafe extern "C" fn $ci_name(memref: *const UnrankedMemRef) {
                // SAFETY: this function's contract.
                unsafe {
                    let (rank, descriptor) = unranked(memref);
                    print::<$ci_ty>(Header::Unranked, rank, descriptor)
                }
            }
        )*
        $(
            #[doc = concat!("`", stringify!($sh_name), "`: prints the header line of an unranked memref passed by pointer.")]
            ///
            /// # Safety
            /// `memref` is null or points at an unranked memref whose
            /// descriptor is readable.
            #[unsafe(no_mangle)]
            pub unsafe extern "C" fn $sh_name(memref: *const UnrankedMemRef) {
                // SAFETY: this function's contract.
                unsafe {
                    let (rank, descriptor) = unranked(memref);
                    let _ = write_described_shape(&mut Writer::new(Stream::Stdout), rank, descriptor);
                }
            }
        )*
        $(
            #[doc = concat!("`", stringify!($rk_name), "`: prints a ranked memref passed by a pointer to its descriptor.")]
            ///
            /// # Safety
            /// `descriptor` is null or points at a ranked descriptor of this
            /// function's rank whose elements are readable.
            #[unsafe(no_mangle)]
            pub unsafe extern "C" fn $rk_name(descriptor: *const c_void) {
                // SAFETY: this function's contract.
                unsafe { print::<$rk_ty>(Header::Ranked, $rk_rank, descriptor) }
            }
        )*

        /// The names and addresses of this module's entry points.
        pub(crate) fn symbols() -> Vec<(&'static str, *const ())> {
            vec![
                $((stringify!($un_name), $un_name as *const ()),)*
                $((stringify!($ci_name), $ci_name as *const ()),)*
                $((stringify!($sh_name), $sh_name as *const ()),)*
                $((stringify!($rk_name), $rk_name as *const ()),)*
            ]
        }
    };
}

entry_points! {
    unranked: [
        printMemrefI32: i32,
        printMemrefI64: i64,
        printMemrefF32: f32,
        printMemrefF64: f64,
        printMemrefInd: u64,
        printMemrefC32: Complex<f32>,
        printMemrefC64: Complex<f64>,
    ],
    ciface: [
        _mlir_ciface_printMemrefI8: i8,
        _mlir_ciface_printMemrefI16: i16,
        _mlir_ciface_printMemrefI32: i32,
        _mlir_ciface_printMemrefI64: i64,
        _mlir_ciface_printMemrefF16: F16,
        _mlir_ciface_printMemrefBF16: BF16,
        _mlir_ciface_printMemrefF32: f32,
        _mlir_ciface_printMemrefF64: f64,
        _mlir_ciface_printMemrefInd: u64,
        _mlir_ciface_printMemrefC32: Complex<f32>,
        _mlir_ciface_printMemrefC64: Complex<f64>,
    ],
    shape: [
        _mlir_ciface_printMemrefShapeI8,
        _mlir_ciface_printMemrefShapeI32,
        _mlir_ciface_printMemrefShapeI64,
        _mlir_ciface_printMemrefShapeF32,
        _mlir_ciface_printMemrefShapeF64,
        _mlir_ciface_printMemrefShapeInd,
        _mlir_ciface_printMemrefShapeC32,
        _mlir_ciface_printMemrefShapeC64,
    ],
    ranked: [
        _mlir_ciface_printMemref0dF32: f32, 0,
        _mlir_ciface_printMemref1dF32: f32, 1,
        _mlir_ciface_printMemref2dF32: f32, 2,
        _mlir_ciface_printMemref3dF32: f32, 3,
        _mlir_ciface_printMemref4dF32: f32, 4,
        _mlir_ciface_printMemref1dI8: i8, 1,
        _mlir_ciface_printMemref1dI32: i32, 1,
        _mlir_ciface_printMemref1dI64: i64, 1,
        _mlir_ciface_printMemref1dF64: f64, 1,
        _mlir_ciface_printMemref1dInd: u64, 1,
        _mlir_ciface_printMemref1dC32: Complex<f32>, 1,
        _mlir_ciface_printMemref1dC64: Complex<f64>, 1,
    ],
}
