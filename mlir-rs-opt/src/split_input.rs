//! `--split-input-file`: the input divided at a marker (`// -----`) into
//! chunks processed one by one, exactly where mlir-opt divides it.

/// How mlir-opt splits its input at `marker` (`// -----`): the chunks,
/// each with the 1-based (line, column) of its first character in the
/// file, and the byte offsets of near misses to warn about.
///
/// mlir-opt splits at the marker without its last two characters (so that
/// it can flag near misses) and then, for every piece but the first, checks
/// that it starts with those two characters, is longer than them and that
/// the character after them is not `0` (upstream compares with `'0'` where
/// `'-'` was meant, so `// ------` is a separator and `// -----0` is not).
/// A piece failing the check is glued back to the previous one with a
/// `near miss with file split marker` warning at its first character.
/// While no non-empty piece has been seen the next piece is taken as is,
/// unchecked: a file starting with `// -----` keeps the marker's last two
/// dashes in its first chunk. An empty last piece is dropped, so an empty
/// file has no chunk at all. The marker is matched anywhere, also inside
/// comments and mid-line.
pub(crate) fn split_chunks(text: &[u8], marker: &str) -> SplitInput {
    // The marker is bytes, as the text is (an argument keeps its bytes
    // encoded).
    let marker = mlir_core::support::text_bytes::to_bytes(marker);
    let index = mlir_core::asm::parser::LineIndex::new(text);
    const CHECK: usize = 2;
    if marker.len() <= CHECK {
        // An empty marker disables splitting in mlir-opt; one of one or two
        // characters would make it loop forever, so it is taken as none.
        return SplitInput::whole(text);
    }
    let (prefix, suffix) = marker.split_at(marker.len() - CHECK);
    let mut pieces = Vec::new();
    let mut start = 0;
    while let Some(found) = find_bytes(&text[start..], prefix) {
        pieces.push(start..start + found);
        start += found + prefix.len();
    }
    pieces.push(start..text.len());
    let mut chunks = Vec::new();
    let mut near_misses = Vec::new();
    let mut prev = 0..0;
    for piece in pieces {
        if prev.is_empty() {
            prev = piece;
            continue;
        }
        let bytes = &text[piece.clone()];
        if bytes.starts_with(suffix) && bytes.len() > CHECK && bytes[CHECK] != b'0' {
            chunks.push((index.line_col(prev.start), prev));
            prev = piece.start + CHECK..piece.end;
        } else {
            near_misses.push(piece.start);
            prev = prev.start..piece.end;
        }
    }
    if !prev.is_empty() {
        chunks.push((index.line_col(prev.start), prev));
    }
    SplitInput { chunks, near_misses }
}

/// The input divided into chunks (see [`split_chunks`]).
pub(crate) struct SplitInput {
    /// Each chunk's first (line, column) and byte range.
    pub(crate) chunks: Vec<((u32, u32), std::ops::Range<usize>)>,
    /// Byte offsets of near misses with the split marker.
    pub(crate) near_misses: Vec<usize>,
}

impl SplitInput {
    /// `text` as one chunk, not split.
    pub(crate) fn whole(text: &[u8]) -> SplitInput {
        SplitInput { chunks: vec![((1, 1), 0..text.len())], near_misses: Vec::new() }
    }
}

/// The offset of the first occurrence of `needle` (not empty) in `hay`.
fn find_bytes(hay: &[u8], needle: &[u8]) -> Option<usize> {
    let (&first, rest) = needle.split_first()?;
    let mut from = 0;
    while let Some(i) = hay[from..].iter().position(|&b| b == first) {
        let at = from + i;
        if hay[at + 1..].starts_with(rest) {
            return Some(at);
        }
        from = at + 1;
    }
    None
}
