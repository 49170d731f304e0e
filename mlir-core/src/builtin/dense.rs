//! The element storage of dense attributes (`dense<…>`, `array<…>`).
//!
//! Each element is stored little-endian in ⌈bits/8⌉ bytes (index: 8, i1: one
//! byte holding 0 or 1); a complex element is its real part then its
//! imaginary part. A splat stores one element. The raw hex form that
//! mlir-opt prints and reads differs only for i1, which it packs 8 per byte.

use crate::builtin::apint::APInt;
use crate::builtin::float::FloatKind;
use crate::builtin::types::{Type, TypeData};
use crate::context::Context;

/// How an element type is stored.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum ElementKind {
    /// `iN`/`siN`/`uiN`.
    Int {
        /// Bit width.
        width: u32,
        /// Whether values print signed (signless and signed types do).
        signed: bool,
    },
    /// `index` (64 bits).
    Index {
        /// Always 64.
        width: u32,
    },
    /// A float type.
    Float(FloatKind),
    /// `complex<…>` of an integer or float kind.
    Complex(ComplexPart),
}

/// The part type of a complex element.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum ComplexPart {
    /// Integer parts.
    Int {
        /// Bit width.
        width: u32,
        /// Whether parts print signed.
        signed: bool,
    },
    /// Float parts.
    Float(FloatKind),
}

impl ComplexPart {
    /// The element kind of one part.
    pub fn as_kind(self) -> ElementKind {
        match self {
            ComplexPart::Int { width, signed } => ElementKind::Int { width, signed },
            ComplexPart::Float(k) => ElementKind::Float(k),
        }
    }
}

impl ElementKind {
    /// The storage kind of an element type, if it has one.
    pub fn of(ctx: &Context, ty: Type) -> Option<ElementKind> {
        match *ty.data(ctx) {
            TypeData::Integer { width, signedness } => Some(ElementKind::Int {
                width,
                signed: signedness != crate::builtin::apint::Signedness::Unsigned,
            }),
            TypeData::Index => Some(ElementKind::Index { width: 64 }),
            TypeData::Float(k) => Some(ElementKind::Float(k)),
            TypeData::Complex(inner) => match ElementKind::of(ctx, inner)? {
                ElementKind::Int { width, signed } => Some(ElementKind::Complex(ComplexPart::Int { width, signed })),
                ElementKind::Float(k) => Some(ElementKind::Complex(ComplexPart::Float(k))),
                _ => None,
            },
            _ => None,
        }
    }

    /// Storage bytes of one element.
    pub fn bytes(self) -> usize {
        match self {
            ElementKind::Int { width, .. } | ElementKind::Index { width } => width.div_ceil(8) as usize,
            ElementKind::Float(k) => k.bit_width().div_ceil(8) as usize,
            ElementKind::Complex(part) => 2 * part.as_kind().bytes(),
        }
    }
}

/// Storage bytes of one element of type `ty` (0 when not storable).
pub fn element_storage_bytes(ctx: &Context, ty: Type) -> usize {
    ElementKind::of(ctx, ty).map_or(0, ElementKind::bytes)
}

/// Converts mlir-opt's raw hex bytes for `n` elements into our storage.
/// Returns `None` when the size fits neither `n` elements nor one (splat).
pub fn from_raw_hex(ctx: &Context, element: Type, n: usize, raw: &[u8]) -> Option<Vec<u8>> {
    let kind = ElementKind::of(ctx, element)?;
    if let ElementKind::Int { width: 1, .. } = kind {
        // Bit-packed, LSB first; a single byte of all ones/zeros is a splat.
        let packed = n.div_ceil(8);
        if raw.len() == packed {
            return Some((0..n).map(|i| (raw[i / 8] >> (i % 8)) & 1).collect());
        }
        if raw.len() == 1 {
            return Some(vec![(raw[0] != 0) as u8]);
        }
        return None;
    }
    let b = kind.bytes();
    if raw.len() == n * b || raw.len() == b {
        return Some(raw.to_vec());
    }
    None
}

/// Converts our storage of `n` elements to mlir-opt's raw hex bytes.
pub fn to_raw_hex(kind: ElementKind, n: usize, data: &[u8]) -> Vec<u8> {
    if let ElementKind::Int { width: 1, .. } = kind {
        let mut out = vec![0u8; n.div_ceil(8)];
        for (i, &v) in data.iter().take(n).enumerate() {
            out[i / 8] |= (v & 1) << (i % 8);
        }
        return out;
    }
    data.to_vec()
}

/// Reads element `i` of integer kind as an [`APInt`].
pub fn read_int(kind: ElementKind, data: &[u8], i: usize) -> APInt {
    let width = match kind {
        ElementKind::Int { width, .. } | ElementKind::Index { width } => width,
        _ => 64,
    };
    let b = kind.bytes();
    APInt::from_le_bytes(width, &data[i * b..(i + 1) * b])
}

/// Reads element `i` of a float kind as raw bits.
pub fn read_float_bits(kind: FloatKind, data: &[u8], i: usize) -> u128 {
    let b = kind.bit_width().div_ceil(8) as usize;
    let mut buf = [0u8; 16];
    buf[..b].copy_from_slice(&data[i * b..(i + 1) * b]);
    u128::from_le_bytes(buf)
}
