//! The text of a printed memref: a header line with the descriptor's
//! metadata, then the elements as nested brackets.
//!
//! The layout, as upstream's runner utils print it:
//!
//! ```text
//! Unranked Memref base@ = 0x5633a0 rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
//! [[1,   2,   3],
//!  [4,   5,   6]]
//! ```
//!
//! The header ends with `data = ` and a newline (`Memref base@` for the
//! ranked `printMemrefNd` entry points; the shape-only entry points stop
//! after the strides). `base@` is the aligned pointer (`0` when null). In a
//! memref of rank `R`, consecutive elements of the innermost dimension are
//! separated by `,` and `R + 1` spaces; entries of an outer dimension `d`
//! (counted from 0) by `, `, a newline and `d + 1` spaces. A rank-0 memref
//! prints as `[x]`. The data ends with a newline.
//!
//! Upstream walks every dimension at least once, so it reads one element
//! past the end of an empty memref and prints that garbage; here an empty
//! dimension prints as `[]` and nothing is read.

use std::io::{self, Write};

use crate::element::Element;

/// Which entry point prints: the header starts `Unranked Memref` for the
/// unranked ones (`printMemrefF32`, `_mlir_ciface_printMemrefF32`) and
/// `Memref` for the ranked ones (`_mlir_ciface_printMemref2dF32`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Header {
    /// `Unranked Memref base@ = ...`.
    Unranked,
    /// `Memref base@ = ...`.
    Ranked,
}

/// The metadata of a strided memref: its aligned pointer (only printed),
/// offset, sizes and strides, all in elements.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    /// The aligned pointer's address, printed as `base@`.
    pub base: usize,
    /// The offset of the first element from `base`, in elements.
    pub offset: i64,
    /// The size of each dimension.
    pub sizes: Vec<i64>,
    /// The stride of each dimension, in elements.
    pub strides: Vec<i64>,
}

impl Layout {
    /// The rank (number of dimensions).
    pub fn rank(&self) -> usize {
        self.sizes.len()
    }

    /// Whether some dimension is empty, so that there is no element.
    pub fn is_empty(&self) -> bool {
        self.sizes.iter().any(|&s| s <= 0)
    }
}

/// Writes a list of integers as `[a, b, c]`.
fn write_list(out: &mut impl Write, values: &[i64]) -> io::Result<()> {
    out.write_all(b"[")?;
    for (i, v) in values.iter().enumerate() {
        if i > 0 {
            out.write_all(b", ")?;
        }
        write!(out, "{v}")?;
    }
    out.write_all(b"]")
}

/// Writes the metadata of the header, from `Unranked Memref` (or `Memref`)
/// to the strides' closing bracket.
fn write_metadata(out: &mut impl Write, header: Header, layout: &Layout) -> io::Result<()> {
    if header == Header::Unranked {
        out.write_all(b"Unranked ")?;
    }
    out.write_all(b"Memref base@ = ")?;
    // A C++ stream writes a null `void *` as `0`, any other in `0x` hex.
    if layout.base == 0 {
        out.write_all(b"0")?;
    } else {
        write!(out, "{:#x}", layout.base)?;
    }
    write!(out, " rank = {} offset = {} sizes = ", layout.rank(), layout.offset)?;
    write_list(out, &layout.sizes)?;
    out.write_all(b" strides = ")?;
    write_list(out, &layout.strides)
}

/// Writes the header line alone, as the `printMemrefShape` entry points do.
pub fn write_shape(out: &mut impl Write, layout: &Layout) -> io::Result<()> {
    write_metadata(out, Header::Unranked, layout)?;
    out.write_all(b"\n")
}

/// Writes a memref: the header line, then its elements. `element` returns
/// the element at a position (in elements from `base`, offset included);
/// it is called once per element, in row-major order, and never for an
/// empty memref.
pub fn write_memref<T: Element>(
    out: &mut impl Write,
    header: Header,
    layout: &Layout,
    element: impl FnMut(i64) -> T,
) -> io::Result<()> {
    write_metadata(out, header, layout)?;
    out.write_all(b" data = \n")?;
    write_data(out, layout, element)?;
    out.write_all(b"\n")
}

/// Writes the nested brackets of the elements (without a final newline).
/// The walk is iterative: a memref's rank is a program's data.
pub fn write_data<T: Element>(
    out: &mut impl Write,
    layout: &Layout,
    mut element: impl FnMut(i64) -> T,
) -> io::Result<()> {
    let rank = layout.rank();
    if rank == 0 {
        out.write_all(b"[")?;
        element(layout.offset).write_to(out)?;
        return out.write_all(b"]");
    }
    // The dimensions walked: those before the first empty one. A leaf is an
    // element when there is none, otherwise the empty dimension's `[]`.
    let walked = layout.sizes.iter().position(|&s| s <= 0).unwrap_or(rank);
    let brackets = |out: &mut dyn Write, c: &[u8], n: usize| -> io::Result<()> {
        for _ in 0..n {
            out.write_all(c)?;
        }
        Ok(())
    };
    brackets(out, b"[", walked)?;
    let mut index = vec![0i64; walked];
    let mut position = layout.offset;
    loop {
        if walked == rank {
            element(position).write_to(out)?;
        } else {
            out.write_all(b"[]")?;
        }
        // Advance the index like an odometer; `d` ends at the dimension
        // that moved on, with every inner one wrapped back to 0.
        let mut d = walked;
        loop {
            if d == 0 {
                return brackets(out, b"]", walked);
            }
            d -= 1;
            index[d] += 1;
            position += layout.strides[d];
            if index[d] < layout.sizes[d] {
                break;
            }
            position -= layout.strides[d] * index[d];
            index[d] = 0;
        }
        let closed = walked - 1 - d;
        brackets(out, b"]", closed)?;
        out.write_all(b", ")?;
        if d + 1 < rank {
            out.write_all(b"\n")?;
        }
        brackets(out, b" ", d + 1)?;
        brackets(out, b"[", closed)?;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn layout(sizes: &[i64]) -> Layout {
        let mut strides = vec![1; sizes.len()];
        for d in (0..sizes.len().saturating_sub(1)).rev() {
            strides[d] = strides[d + 1] * sizes[d + 1].max(1);
        }
        Layout { base: 0x10, offset: 0, sizes: sizes.to_vec(), strides }
    }

    // Upstream prints whatever lies past an empty memref's end (it reads one
    // element per dimension); printing `[]` for an empty dimension is this
    // crate's choice, so these expectations are ours, not upstream's.
    #[test]
    fn empty_dimensions_print_empty_brackets_and_read_nothing() {
        let text = |sizes: &[i64]| {
            let mut out = Vec::new();
            write_data(&mut out, &layout(sizes), |_| -> f32 { panic!("read an element") }).unwrap();
            String::from_utf8(out).unwrap()
        };
        assert_eq!(text(&[0]), "[]");
        assert_eq!(text(&[0, 2]), "[]");
        assert_eq!(text(&[2, 0]), "[[], \n []]");
        assert_eq!(text(&[2, 0, 3]), "[[], \n []]");
        assert_eq!(text(&[1, 2, 0]), "[[[], \n  []]]");
    }
}
