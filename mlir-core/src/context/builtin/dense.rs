//! The element storage of dense attributes (`dense<…>`, `array<…>`) and
//! MLIR's rules for turning a raw buffer into one.
//!
//! Our storage keeps each element little-endian in ⌈bits/8⌉ bytes (index:
//! 8, i1: one byte holding 0 or 1, i0: no bytes); a complex element is its
//! real part then its imaginary part, each in its part's bytes. A splat
//! stores one element.
//!
//! MLIR's *raw buffer* (what `dense<"0x…">` prints and reads) is the same
//! except for `i1`, which it packs 8 per byte, LSB first. Which raw buffers
//! are accepted, and which of them are splats, follows MLIR 22's
//! `DenseElementsAttr::isValidRawBuffer` and the storage key of
//! `DenseIntOrFPElementsAttr` ([`raw_buffer_shape`], [`from_raw`]):
//! one element's worth of data is a splat, an all-equal buffer is a splat,
//! an `i1` buffer is a splat only when its bits (padding included) say so,
//! and an empty buffer (also `i0`) never is.
//!
//! `complex<i1>` keeps MLIR's raw bytes (one byte per part), and its
//! elements read back as MLIR reads them: bits `2i` and `2i + 1` of the
//! buffer ([`read_complex_i1`]).

use crate::context::Context;
use crate::context::builtin::types::{Type, TypeData};
use crate::support::apint::APInt;
use crate::support::float::FloatKind;

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
                signed: signedness != crate::support::apint::Signedness::Unsigned,
            }),
            TypeData::Index => Some(ElementKind::Index { width: 64 }),
            TypeData::Float(k) => Some(ElementKind::Float(k)),
            TypeData::Complex(inner) => match ElementKind::of(ctx, inner)? {
                ElementKind::Int { width, signed } => {
                    Some(ElementKind::Complex(ComplexPart::Int { width, signed }))
                }
                ElementKind::Float(k) => Some(ElementKind::Complex(ComplexPart::Float(k))),
                _ => None,
            },
            _ => None,
        }
    }

    /// Storage bytes of one element in our storage.
    pub fn bytes(self) -> usize {
        match self {
            ElementKind::Int { width, .. } | ElementKind::Index { width } => {
                width.div_ceil(8) as usize
            }
            ElementKind::Float(k) => k.bit_width().div_ceil(8) as usize,
            ElementKind::Complex(part) => 2 * part.as_kind().bytes(),
        }
    }

    /// Whether this is the bit-packed `i1` (of any signedness, not complex).
    pub fn is_bool(self) -> bool {
        matches!(self, ElementKind::Int { width: 1, .. })
    }

    /// Bits of one element in MLIR's raw buffer (`getDenseElementStorageWidth`):
    /// 1 for `i1`, else the width rounded up to bytes (both parts of a complex).
    pub fn raw_bits(self) -> u64 {
        if self.is_bool() { 1 } else { 8 * self.bytes() as u64 }
    }
}

/// Storage bytes of one element of type `ty` (0 when not storable).
pub fn element_storage_bytes(ctx: &Context, ty: Type) -> usize {
    ElementKind::of(ctx, ty).map_or(0, ElementKind::bytes)
}

/// MLIR's raw buffer for parsed values (`DenseIntOrFPElementsAttr::getRaw`):
/// `values` are the elements (for complex, the parts, real first), each as
/// wide as its type; floats as their encoding. `i1` values are bit-packed,
/// and a single `i1` value fills its byte (the splat encoding).
pub fn raw_from_values(kind: ElementKind, values: &[APInt]) -> Vec<u8> {
    if kind.is_bool() {
        let mut raw = vec![0u8; values.len().div_ceil(8)];
        for (i, v) in values.iter().enumerate() {
            if !v.is_zero() {
                raw[i / 8] |= 1 << (i % 8);
            }
        }
        if values.len() == 1 {
            raw[0] = if raw[0] != 0 { 0xFF } else { 0 };
        }
        return raw;
    }
    let part = match kind {
        ElementKind::Complex(p) => p.as_kind(),
        k => k,
    };
    let b = part.bytes();
    let mut raw = Vec::with_capacity(values.len().saturating_mul(b));
    for v in values {
        let mut bytes = v.to_le_bytes();
        bytes.resize(b, 0);
        raw.extend_from_slice(&bytes);
    }
    raw
}

/// MLIR's `isValidRawBuffer` for `n` elements: whether a raw buffer of
/// `len` bytes (`first` its first byte) fits, and whether it is known to
/// be a splat (one element's worth of data, or `n == 1`). The splat answer
/// is meaningful even for an invalid size (MLIR uses it then too).
pub fn raw_buffer_shape(kind: ElementKind, n: u64, len: usize, first: Option<u8>) -> (bool, bool) {
    let storage = u128::from(kind.raw_bits());
    let raw_bits = len as u128 * 8;
    let n = u128::from(n);
    let splat = n == 1;
    if kind.is_bool() {
        if len == 1 && matches!(first, Some(0 | 0xFF)) {
            return (true, true);
        }
        return (raw_bits == n.div_ceil(8) * 8, splat);
    }
    if raw_bits == storage {
        return (true, true);
    }
    (raw_bits == storage * n, splat)
}

/// Our storage of `n` elements from MLIR's raw buffer, and whether it is a
/// splat (the storage key of `DenseIntOrFPElementsAttr`; `known_splat` as
/// [`raw_buffer_shape`] said). A longer buffer keeps its first `n`
/// elements, as MLIR only ever reads those.
pub fn from_raw(kind: ElementKind, n: u64, raw: &[u8], known_splat: bool) -> (bool, Vec<u8>) {
    let Some(&first) = raw.first() else {
        return (false, Vec::new());
    };
    if kind.is_bool() {
        if known_splat {
            return (true, vec![u8::from(first != 0)]);
        }
        if let Some(v) = bool_splat(raw, n) {
            return (true, vec![u8::from(v)]);
        }
        let count = (raw.len() as u64 * 8).min(n) as usize;
        return (false, (0..count).map(|i| (raw[i / 8] >> (i % 8)) & 1).collect());
    }
    let b = kind.bytes();
    if b == 0 {
        return (false, Vec::new());
    }
    let mut head = raw[..b.min(raw.len())].to_vec();
    head.resize(b, 0);
    if known_splat || raw.chunks_exact(b).all(|c| c == head.as_slice()) {
        return (true, head);
    }
    let keep = (n as u128 * b as u128).min(raw.len() as u128) as usize;
    (false, raw[..keep].to_vec())
}

/// Whether a packed `i1` buffer that is not known to be a splat is one
/// (`getKeyForBoolData`): all bits equal, the padding of the last byte
/// zero for `false` and the valid bits exactly set for `true`.
fn bool_splat(raw: &[u8], n: u64) -> Option<bool> {
    let first = *raw.first()?;
    let value = first & 1 != 0;
    let fill = if value { 0xFF } else { 0 };
    if raw.len() == 1 && first == fill {
        return Some(value);
    }
    let odd = (n % 8) as u32;
    let mut body = raw;
    if value && odd != 0 {
        let last = *raw.last()?;
        if u32::from(last) != (1u32 << odd) - 1 {
            return None;
        }
        if raw.len() == 1 {
            return Some(value);
        }
        body = &raw[..raw.len() - 1];
    }
    body.iter().all(|&c| c == fill).then_some(value)
}

/// Converts our storage of `n` elements to MLIR's raw buffer (what the hex
/// form prints).
pub fn to_raw_hex(kind: ElementKind, n: usize, data: &[u8]) -> Vec<u8> {
    if kind.is_bool() {
        let count = n.min(data.len());
        let mut out = vec![0u8; count.div_ceil(8)];
        for (i, &v) in data.iter().take(count).enumerate() {
            out[i / 8] |= (v & 1) << (i % 8);
        }
        return out;
    }
    data.to_vec()
}

/// The bytes of element `i` (zeros past the end of `data`).
fn element_bytes(data: &[u8], b: usize, i: usize) -> &[u8] {
    let start = i.saturating_mul(b).min(data.len());
    let end = start.saturating_add(b).min(data.len());
    &data[start..end]
}

/// Reads element `i` of integer kind as an [`APInt`].
pub fn read_int(kind: ElementKind, data: &[u8], i: usize) -> APInt {
    let width = match kind {
        ElementKind::Int { width, .. } | ElementKind::Index { width } => width,
        _ => 64,
    };
    APInt::from_le_bytes(width, element_bytes(data, kind.bytes(), i))
}

/// Reads element `i` of a float kind as raw bits (bits above the type's
/// width, which a hex literal may set, are dropped as MLIR does).
pub fn read_float_bits(kind: FloatKind, data: &[u8], i: usize) -> u128 {
    let width = kind.bit_width();
    let bytes = element_bytes(data, width.div_ceil(8) as usize, i);
    let mut buf = [0u8; 16];
    buf[..bytes.len()].copy_from_slice(bytes);
    let bits = u128::from_le_bytes(buf);
    if width >= 128 { bits } else { bits & ((1u128 << width) - 1) }
}

/// Reads element `i` of a `complex<i1>` as MLIR does: the real part is bit
/// `2i` and the imaginary part bit `2i + 1` of the buffer (not the bytes
/// the parts were written to).
pub fn read_complex_i1(data: &[u8], i: usize) -> (bool, bool) {
    let bit = |k: usize| data.get(k / 8).is_some_and(|b| (b >> (k % 8)) & 1 == 1);
    (bit(2 * i), bit(2 * i + 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    const I1: ElementKind = ElementKind::Int { width: 1, signed: true };
    const I32: ElementKind = ElementKind::Int { width: 32, signed: true };

    #[test]
    fn bool_buffers() {
        assert_eq!(raw_buffer_shape(I1, 16, 1, Some(1)), (false, false));
        assert_eq!(raw_buffer_shape(I1, 16, 1, Some(0xFF)), (true, true));
        assert_eq!(from_raw(I1, 3, &[0x0F], false), (false, vec![1, 1, 1]));
        assert_eq!(from_raw(I1, 3, &[0x07], false), (true, vec![1]));
        assert_eq!(from_raw(I1, 9, &[0xFF, 0x01], false), (true, vec![1]));
        assert_eq!(from_raw(I1, 3, &[0x05], false), (false, vec![1, 0, 1]));
        assert_eq!(from_raw(I1, 1, &[0x02], true), (true, vec![1]));
        assert_eq!(raw_from_values(I1, &[APInt::from_u64(1, 1)]), vec![0xFF]);
    }

    #[test]
    fn int_buffers() {
        assert_eq!(raw_buffer_shape(I32, 0, 4, Some(1)), (true, true));
        assert_eq!(raw_buffer_shape(I32, 2, 3, Some(1)), (false, false));
        assert_eq!(from_raw(I32, 2, &[1, 0, 0, 0, 1, 0, 0, 0], false), (true, vec![1, 0, 0, 0]));
        let i0 = ElementKind::Int { width: 0, signed: true };
        assert_eq!(raw_buffer_shape(i0, 2, 0, None), (true, true));
        assert_eq!(from_raw(i0, 2, &[], true), (false, vec![]));
    }

    #[test]
    fn complex_i1_reads_bits() {
        assert_eq!(read_complex_i1(&[1, 0, 0, 1], 0), (true, false));
        assert_eq!(read_complex_i1(&[1, 0, 0, 1], 1), (false, false));
    }
}
