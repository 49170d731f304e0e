//! The element types of printed memrefs and how one element is written.
//!
//! Upstream streams each element into a C++ `std::ostream`, so: floats in
//! `%g` style (`f16` and `bf16` widened to `float` first), integers in
//! decimal, complex numbers as `(re,im)`, and an `i8` as the raw byte (a
//! `char` to the stream: 65 prints `A`, -3 the byte 0xFD).

use std::io::{self, Write};

use crate::number::write_g;

/// An element of a memref the runner utils print.
pub trait Element: Copy {
    /// Writes the element as upstream's runner utils do.
    fn write_to(self, out: &mut impl Write) -> io::Result<()>;
}

impl Element for f32 {
    fn write_to(self, out: &mut impl Write) -> io::Result<()> {
        write_g(out, f64::from(self))
    }
}

impl Element for f64 {
    fn write_to(self, out: &mut impl Write) -> io::Result<()> {
        write_g(out, self)
    }
}

impl Element for i8 {
    fn write_to(self, out: &mut impl Write) -> io::Result<()> {
        out.write_all(&self.to_ne_bytes())
    }
}

macro_rules! decimal_elements {
    ($($ty:ty),*) => {$(
        impl Element for $ty {
            fn write_to(self, out: &mut impl Write) -> io::Result<()> {
                write!(out, "{self}")
            }
        }
    )*};
}
decimal_elements!(i16, i32, i64, u64);

/// An IEEE half-precision float, by its bits (MLIR's `f16`).
#[repr(transparent)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct F16(pub u16);

impl F16 {
    /// The value widened to `f32` (exactly: every `f16` is an `f32`).
    pub fn to_f32(self) -> f32 {
        let bits = u32::from(self.0);
        let sign = (bits & 0x8000) << 16;
        let exponent = (bits >> 10) & 0x1f;
        let fraction = bits & 0x3ff;
        let magnitude = match exponent {
            // Zero and subnormals: fraction * 2^-24, exact in f32.
            0 => (fraction as f32 * f32::from_bits(0x3380_0000)).to_bits(),
            // Infinity and NaN keep their payload.
            0x1f => 0x7f80_0000 | (fraction << 13),
            _ => ((exponent + 127 - 15) << 23) | (fraction << 13),
        };
        f32::from_bits(sign | magnitude)
    }
}

impl Element for F16 {
    fn write_to(self, out: &mut impl Write) -> io::Result<()> {
        self.to_f32().write_to(out)
    }
}

/// A brain float, by its bits (MLIR's `bf16`: the upper half of an `f32`).
#[repr(transparent)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BF16(pub u16);

impl BF16 {
    /// The value widened to `f32`.
    pub fn to_f32(self) -> f32 {
        f32::from_bits(u32::from(self.0) << 16)
    }
}

impl Element for BF16 {
    fn write_to(self, out: &mut impl Write) -> io::Result<()> {
        self.to_f32().write_to(out)
    }
}

/// A complex number as MLIR lays out `complex<T>`: the real part, then the
/// imaginary part.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Complex<T> {
    /// The real part.
    pub re: T,
    /// The imaginary part.
    pub im: T,
}

impl<T: Element> Element for Complex<T> {
    fn write_to(self, out: &mut impl Write) -> io::Result<()> {
        out.write_all(b"(")?;
        self.re.write_to(out)?;
        out.write_all(b",")?;
        self.im.write_to(out)?;
        out.write_all(b")")
    }
}
