//! Dialect attributes, generic-op properties and signatures read once per
//! spelling. A file of generic ops writes the same few properties
//! (`<{overflowFlags = #arith.overflow<none>}>`, `<{value = 1 : i64}>`) and
//! the same few signatures (`(i64, i64) -> i64`) on most of its ops. Reading such an
//! attribute through its dialect's parser (the body's brackets found, the
//! parser moved to the body and back, the definition looked up, the enum's
//! cases matched) took about 3,000 instructions, and a signature about
//! 2,000 (each type lexed and uniqued, then the function type); finding the
//! spelling in a map takes a few hundred.
//!
//! Only spellings whose meaning cannot depend on where they are written are
//! remembered, found by a scan of their bytes before any is parsed:
//! - an attribute: a dotted dialect name and a body of words, numbers,
//!   `=`, `,`, `.`, `:`, spaces and nested `<…>`, with no trailing `: type`
//!   (which the attribute's kind may keep) and no expected type from the
//!   context;
//! - a signature: `(…) -> …` of builtin type syntax;
//! - a property dictionary `{…}`: builtin attribute and type syntax and
//!   dialect attributes and types named with a dot (not aliases).
//!
//! No alias, string or `distinct` can occur in any of them, and a spelling
//! is remembered only once it parsed without error.

use crate::asm_hooks::parser_state::{PResult, Parser, SpellingMap, SpellingMemo};
use crate::context::builtin::attributes::Attribute;
use crate::context::builtin::types::Type;

/// Spellings longer than this are not remembered: long ones repeat rarely.
const MAX_SPELLING: usize = 160;

/// At most this many spellings of each kind per parser, so that a file of
/// distinct ones does not grow the maps without bound.
pub(super) const MAX_SPELLINGS: usize = 4096;

impl Parser<'_> {
    /// The `#…` attribute at the current token (without an expected type
    /// from the context), from the memo when its spelling was read before.
    pub(super) fn parse_hash_attr_remembered(&mut self) -> PResult<Attribute> {
        let end = self.memoizable_attr_end();
        self.through_memo(end, |memo| &mut memo.attrs, |p| p.parse_hash_attr_text(None))
    }

    /// The end of the `#dialect.name…` at the current token when its
    /// spelling may be remembered (see the module's doc).
    pub(super) fn memoizable_attr_end(&self) -> Option<usize> {
        let src = self.source();
        let (start, mut end) = (self.tok.start, self.tok.end);
        if !src.get(start + 1..end)?.contains(&b'.') {
            return None;
        }
        if src.get(end) == Some(&b'<') {
            let mut depth = 0usize;
            loop {
                let c = *src.get(end)?;
                end += 1;
                match c {
                    b'<' => depth += 1,
                    b'>' => {
                        depth -= 1;
                        if depth == 0 {
                            break;
                        }
                    }
                    c if c.is_ascii_alphanumeric()
                        || matches!(c, b'_' | b' ' | b',' | b'=' | b'.' | b':') => {}
                    _ => return None,
                }
                if end - start > MAX_SPELLING {
                    return None;
                }
            }
        }
        // A `: type` after it (or what may be a comment) is read with it.
        let next = src[end..].iter().find(|c| !matches!(c, b' ' | b'\t' | b'\n' | b'\r'));
        match next {
            Some(b':' | b'/') => None,
            _ => Some(end),
        }
    }

    /// The end of the generic op signature `(…) -> …` at the current token
    /// when its spelling may be remembered (see the module's doc).
    pub(super) fn memoizable_signature_end(&self) -> Option<usize> {
        let src = self.source();
        let start = self.tok.start;
        if src.get(start) != Some(&b'(') {
            return None;
        }
        let mut end = skip_balanced(src, start)?;
        if src.get(end..end + 4)? != b" -> " {
            return None;
        }
        end += 4;
        if src.get(end) == Some(&b'(') {
            end = skip_balanced(src, end)?;
        } else {
            // One result type: up to the first space, newline or closing
            // bracket outside its own brackets.
            let mut depth = 0usize;
            loop {
                match src.get(end).copied() {
                    None | Some(b'\n' | b'\r' | b',' | b')' | b'}' | b']') if depth == 0 => break,
                    Some(b' ') if depth == 0 => break,
                    Some(b'<') => depth += 1,
                    Some(b'>') if src[end - 1] != b'-' => depth = depth.checked_sub(1)?,
                    Some(b' ' | b',') if depth > 0 => {}
                    Some(c) if type_byte(c) => {}
                    _ => return None,
                }
                end += 1;
            }
        }
        // A signature whose results are followed by another arrow is not
        // one mlir-opt would print.
        if end - start > MAX_SPELLING || src.get(end..end + 3) == Some(b" ->") {
            return None;
        }
        Some(end)
    }

    /// The function type after a generic op's `:`, from the memo when its
    /// spelling was read before.
    pub(super) fn parse_generic_signature(&mut self) -> PResult<Type> {
        let end = self.memoizable_signature_end();
        self.through_memo(end, |memo| &mut memo.signatures, Parser::parse_type)
    }

    /// The attribute of a generic op's `<{…}>` at the current `{`, from the
    /// memo when its spelling was read before.
    pub(super) fn parse_generic_props(&mut self) -> PResult<Attribute> {
        let end = self.memoizable_props_end();
        self.through_memo(end, |memo| &mut memo.props, |p| p.parse_attribute(None))
    }

    /// Reads what starts at the current token and may be remembered up to
    /// `memo_end`: from `memo`'s map when that spelling was read before,
    /// else with `parse`, remembering the result when it ended there.
    fn through_memo<T: Copy>(
        &mut self,
        memo_end: Option<usize>,
        map: fn(&mut SpellingMemo) -> &mut SpellingMap<T>,
        parse: impl FnOnce(&mut Self) -> PResult<T>,
    ) -> PResult<T> {
        let (start, src) = (self.tok.start, self.src);
        if let Some(end) = memo_end
            && let Some(value) = map(&mut self.spelling_memo).get(src.get(start..end))
        {
            self.reset_to(end);
            self.set_prev_end(end);
            return Ok(value);
        }
        let value = parse(self)?;
        if let Some(end) = memo_end
            && self.prev_end == end
        {
            map(&mut self.spelling_memo).remember(src.get(start..end), value);
        }
        Ok(value)
    }

    /// The end of the property dictionary at the current `{` when its
    /// spelling may be remembered (see the module's doc).
    fn memoizable_props_end(&self) -> Option<usize> {
        let src = self.source();
        let start = self.tok.start;
        if src.get(start) != Some(&b'{') {
            return None;
        }
        let mut depth = 0usize;
        let mut end = start;
        loop {
            let c = *src.get(end)?;
            end += 1;
            match PROPS_BYTE_CLASS[usize::from(c)] {
                ByteClass::Plain => {}
                ByteClass::Open => depth += 1,
                ByteClass::Close => {
                    depth -= 1;
                    if depth == 0 {
                        return (end - start <= MAX_SPELLING).then_some(end);
                    }
                }
                // A dialect's attribute or type, not an alias.
                ByteClass::Dialect => {
                    let name_len = src[end..]
                        .iter()
                        .take_while(|c| {
                            c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.' | b'$')
                        })
                        .count();
                    if !src[end..end + name_len].contains(&b'.') {
                        return None;
                    }
                    end += name_len;
                }
                ByteClass::Other => return None,
            }
            if end - start > MAX_SPELLING {
                return None;
            }
        }
    }
}

impl<T: Copy> SpellingMap<T> {
    /// What `spelling` read as, if it was remembered.
    fn get(&self, spelling: Option<&[u8]>) -> Option<T> {
        self.0.get(spelling?).copied()
    }

    /// Remembers that `spelling` reads as `value` (unless the map is full).
    fn remember(&mut self, spelling: Option<&[u8]>, value: T) {
        if self.0.len() < MAX_SPELLINGS
            && let Some(spelling) = spelling
        {
            self.0.insert(spelling.into(), value);
        }
    }
}

/// What a byte of a property dictionary's spelling means to
/// [`Parser::memoizable_props_end`]'s scan.
#[derive(Copy, Clone)]
enum ByteClass {
    /// Punctuation or a type's byte: read on.
    Plain,
    /// `{`.
    Open,
    /// `}`.
    Close,
    /// `#` or `!`: a dialect attribute or type (or an alias) follows.
    Dialect,
    /// Anything else: the spelling is not remembered.
    Other,
}

/// Each byte's class, looked up once per byte of the scan.
static PROPS_BYTE_CLASS: [ByteClass; 256] = {
    let mut classes = [ByteClass::Other; 256];
    let mut c = 0;
    while c < 256 {
        let byte = c as u8;
        classes[c] = match byte {
            b'{' => ByteClass::Open,
            b'}' => ByteClass::Close,
            b'#' | b'!' => ByteClass::Dialect,
            b' ' | b',' | b'=' | b'<' | b'>' | b'(' | b')' | b'+' => ByteClass::Plain,
            _ if type_byte(byte) => ByteClass::Plain,
            _ => ByteClass::Other,
        };
        c += 1;
    }
    classes
};

/// Whether `c` may occur in a remembered type's spelling (besides the
/// brackets the scans count).
const fn type_byte(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'?' | b'.' | b':' | b'-' | b'[' | b']')
}

/// The end of the bracketed type list at `start` (its `(`): brackets of
/// every kind counted (an arrow's `>` is not one).
fn skip_balanced(src: &[u8], start: usize) -> Option<usize> {
    let mut depth = 0usize;
    let mut end = start;
    loop {
        let c = *src.get(end)?;
        match c {
            b'(' | b'<' | b'[' => depth += 1,
            b'>' if end > 0 && src[end - 1] == b'-' => {}
            b')' | b'>' | b']' => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some(end + 1);
                }
            }
            b' ' | b',' => {}
            c if type_byte(c) => {}
            _ => return None,
        }
        end += 1;
        if end - start > MAX_SPELLING {
            return None;
        }
    }
}
