//! The fast scan that finds where a region's text ends without parsing it:
//! braces counted outside string literals and `//` comments. A parse that
//! defers a region (see `parallel.rs`) skips to the end this scan finds;
//! the region's own parse later checks that it ends at the same place.

/// Where the region whose `{` is at `open` ends (the offset just past its
/// `}`), and whether anything but whitespace and comments is inside. `None`
/// when the braces do not balance before the end of the source or a string
/// is not closed on its line: text the scan cannot vouch for, which the
/// parser reads in order.
pub(super) fn region_extent(src: &[u8], open: usize) -> Option<RegionExtent> {
    debug_assert_eq!(src.get(open), Some(&b'{'));
    let first = skip_blank(src, open + 1);
    if src.get(first) == Some(&b'}') {
        return Some(RegionExtent { end: first + 1, blank: true });
    }
    let mut depth = 1usize;
    let mut i = first;
    while let Some(at) = next_stop(src, i) {
        i = at;
        match src[i] {
            b'{' => depth += 1,
            b'}' => {
                depth -= 1;
                if depth == 0 {
                    return Some(RegionExtent { end: i + 1, blank: false });
                }
            }
            b'"' => {
                i = string_end(src, i + 1)?;
                continue;
            }
            // `/`: a comment runs to the end of its line.
            _ if src.get(i + 1) == Some(&b'/') => {
                i = line_end(src, i);
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    None
}

/// Offsets in `src[from..end]` where a block's text may be cut into
/// segments parsed apart (see `segments.rs`), at least `step` bytes apart,
/// `from` first: starts of lines outside every brace pair opened after
/// `from` whose first byte may start an op (`%`, a letter, `"`). A line
/// that only continues an op can look like this (an operand list broken
/// over lines); the parse of the segment before a cut checks that its last
/// op ends there. `end` is where the block's region closes.
pub(super) fn segment_cuts(src: &[u8], from: usize, end: usize, step: usize) -> Vec<usize> {
    let end = end.min(src.len());
    let mut cuts = vec![from];
    let mut want = from.saturating_add(step);
    let mut depth = 0usize;
    let mut i = from;
    while i < end {
        let stop = next_stop(src, i).filter(|&s| s < end).unwrap_or(end);
        // Lines starting between here and the stop are at this depth.
        let mut line_from = i.max(want);
        while depth == 0 && line_from < stop {
            let Some(newline) = memchr::memchr(b'\n', &src[line_from..stop]) else { break };
            let line = line_from + newline + 1;
            let first =
                line + src[line..end].iter().take_while(|b| matches!(b, b' ' | b'\t')).count();
            if first <= stop && first < end && starts_op(src[first]) {
                cuts.push(first);
                want = first.saturating_add(step);
                line_from = want;
            } else {
                line_from = line;
            }
        }
        if stop >= end {
            break;
        }
        match src[stop] {
            b'{' => depth += 1,
            b'}' if depth == 0 => break,
            b'}' => depth -= 1,
            b'"' => {
                let Some(after) = string_end(src, stop + 1) else { break };
                i = after;
                continue;
            }
            _ if src.get(stop + 1) == Some(&b'/') => {
                i = line_end(src, stop);
                continue;
            }
            _ => {}
        }
        i = stop + 1;
    }
    cuts
}

/// Whether an op's text may start with `byte`: a result name, a custom
/// op's name or a generic op's quoted name.
fn starts_op(byte: u8) -> bool {
    byte == b'%' || byte == b'"' || byte.is_ascii_alphabetic()
}

/// The bytes [`region_extent`] looks at; it skips every other byte.
const STOPS: [u8; 4] = [b'{', b'}', b'"', b'/'];

/// The offset of the first of [`STOPS`] at or after `from`. Eight bytes are
/// tested at a time: this scan reads every function of a file on the
/// serial path of a parallel parse, and most bytes are not stops.
fn next_stop(src: &[u8], from: usize) -> Option<usize> {
    const ONES: u64 = u64::from_ne_bytes([1; 8]);
    const HIGHS: u64 = u64::from_ne_bytes([0x80; 8]);
    let mut i = from;
    while let Some(word) = src.get(i..i + 8) {
        let word = u64::from_le_bytes(word.try_into().expect("eight bytes"));
        // A byte of `word ^ (b * ONES)` is zero where `word` holds `b`: the
        // lowest byte marked in `HIGHS` is the first zero byte (marks above
        // it may be false, from the borrow).
        let marks = STOPS.iter().fold(0, |marks, &stop| {
            let x = word ^ (u64::from(stop) * ONES);
            marks | (x.wrapping_sub(ONES) & !x & HIGHS)
        });
        if marks != 0 {
            return Some(i + marks.trailing_zeros() as usize / 8);
        }
        i += 8;
    }
    src[i.min(src.len())..].iter().position(|b| STOPS.contains(b)).map(|n| i + n)
}

/// The offset of the first byte at or after `from` that is neither
/// whitespace nor in a comment.
fn skip_blank(src: &[u8], from: usize) -> usize {
    let mut i = from;
    while i < src.len() {
        match src[i] {
            b' ' | b'\t' | b'\n' | b'\r' => i += 1,
            b'/' if src.get(i + 1) == Some(&b'/') => i = line_end(src, i),
            _ => break,
        }
    }
    i
}

/// What [`region_extent`] found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct RegionExtent {
    /// Offset just past the closing `}`.
    pub(super) end: usize,
    /// Whether only whitespace and comments are between the braces.
    pub(super) blank: bool,
}

/// The offset just past the `"` closing the string whose contents start at
/// `from`; `None` when a newline or the end of the source comes first (the
/// lexer rejects such a string).
fn string_end(src: &[u8], from: usize) -> Option<usize> {
    let mut i = from;
    while i < src.len() {
        match src[i] {
            b'"' => return Some(i + 1),
            // An escape takes the next byte with it (`\"`, `\\`); a hex
            // escape's digits are ordinary bytes.
            b'\\' => i += 2,
            b'\n' | b'\r' => return None,
            _ => i += 1,
        }
    }
    None
}

/// The offset just past the end of the line holding `from` (the end of
/// the source on the last line).
fn line_end(src: &[u8], from: usize) -> usize {
    memchr::memchr(b'\n', &src[from..]).map_or(src.len(), |n| from + n + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn extent(src: &str) -> Option<(usize, bool)> {
        region_extent(src.as_bytes(), 0).map(|e| (e.end, e.blank))
    }

    #[test]
    fn nested_braces_strings_and_comments() {
        assert_eq!(extent("{ { } }x"), Some((7, false)));
        assert_eq!(extent("{ \"}\" }"), Some((7, false)));
        assert_eq!(extent("{ \"\\\"}\" }"), Some((9, false)));
        assert_eq!(extent("{ // }\n }"), Some((9, true)));
        assert_eq!(extent("{ \n\t}"), Some((5, true)));
        assert_eq!(extent("{}"), Some((2, true)));
    }

    #[test]
    fn stops_found_a_word_at_a_time_are_the_first() {
        // Every stop and its neighbours (`z`, `|`, `~`, bytes with the high
        // bit set) at every offset of a word and past its end.
        let fillers = [b'a', b'z', b'|', b'~', b'!', 0x80, 0xFB, 0xFD, 0];
        for &filler in &fillers {
            for len in 0..20 {
                for at in 0..=len {
                    for &stop in &STOPS {
                        let mut src = vec![filler; len];
                        if at < len {
                            src[at] = stop;
                        }
                        for from in 0..=len {
                            let expected = src[from..].iter().position(|b| STOPS.contains(b));
                            assert_eq!(next_stop(&src, from), expected.map(|n| from + n));
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn cuts_fall_on_lines_at_the_block_level() {
        let src =
            "%0 = a.b\n  %1 = c.d {\n  %2 = e.f\n }\n  // x\n  ^bb1:\n  \"g.h\"() : () -> ()\n}";
        let end = src.rfind('}').unwrap();
        let cuts = segment_cuts(src.as_bytes(), 0, end, 1);
        let at = |needle: &str| src.find(needle).unwrap();
        // Not inside the braces, not at a comment or a block label.
        assert_eq!(cuts, vec![0, at("%1"), at("\"g.h")]);
        // Cuts are at least `step` apart.
        let cuts = segment_cuts(src.as_bytes(), 0, end, at("%1") + 1);
        assert_eq!(cuts, vec![0, at("\"g.h")]);
    }

    #[test]
    fn unbalanced_or_unterminated_is_none() {
        assert_eq!(extent("{ { }"), None);
        assert_eq!(extent("{ \"}\n\" }"), None);
        assert_eq!(extent("{ \"abc"), None);
        assert_eq!(extent("{ // }"), None);
    }
}
