//! Text that keeps bytes: a lossless encoding of any byte string into a
//! `str`, so names and bodies that mlir-opt keeps as raw bytes can live in
//! the `str` identifiers, op names and texts of the core without loss.
//!
//! MLIR's identifiers, file names and dialect attribute and type bodies
//! are byte strings; ours are `str` (interned, compared, hashed, put into
//! messages). Rather than turning every one of them into bytes, text read
//! from a source holds each byte that is not part of valid UTF-8 as one
//! private-use character of plane 16: byte `b` (`0x80..=0xFF`) becomes
//! U+10FF00 + `b`, the range U+10FF80..=U+10FFFF. A valid character of that
//! very range in the input is encoded byte by byte the same way, so the
//! encoding is a bijection between byte strings and the texts it produces,
//! and text that is valid UTF-8 outside that range (nearly all of it) is
//! its own encoding.
//!
//! Where text leaves as bytes (the printer's sink, the driver's standard
//! error) it is decoded with [`to_bytes`]; where it is printed escaped (a
//! quoted symbol, attribute or op name, a file name) the escape is taken of
//! the decoded bytes. Text built by hand from the API that holds a
//! character of the range therefore stands for the byte it encodes.
//!
//! Who encodes and who decodes: the parser encodes what it reads (`text_of`);
//! `Context::string_attr` and escaped printing (`print_text_string`) decode;
//! names sort as their bytes do (`cmp`). `print_ir`, `render` and the messages
//! return the encoded `String`; `print_ir_to`'s sink receives bytes, and so
//! does the driver's standard error (its `RunOutput` holds bytes).

use std::borrow::Cow;

/// The first code point of the range that stands for bytes.
const BASE: u32 = 0x10_FF00;

/// Whether `c` stands for a byte, and which.
fn byte_of(c: char) -> Option<u8> {
    let v = u32::from(c);
    if (BASE + 0x80..=BASE + 0xFF).contains(&v) { Some((v - BASE) as u8) } else { None }
}

/// The character standing for byte `b` (`0x80..=0xFF`).
fn char_of(b: u8) -> char {
    char::from_u32(BASE + u32::from(b)).unwrap_or(char::REPLACEMENT_CHARACTER)
}

/// Whether UTF-8 text may hold a character of the byte range: its four
/// byte encodings all start `F4 8F BE` or `F4 8F BF`.
fn may_hold_byte_chars(bytes: &[u8]) -> bool {
    bytes.windows(3).any(|w| w[0] == 0xF4 && w[1] == 0x8F && (w[2] == 0xBE || w[2] == 0xBF))
}

/// Appends the encoding of `bytes` to `out`.
pub fn push_bytes(bytes: &[u8], out: &mut String) {
    for chunk in bytes.utf8_chunks() {
        let valid = chunk.valid();
        if may_hold_byte_chars(valid.as_bytes()) {
            for c in valid.chars() {
                if byte_of(c).is_some() {
                    let mut buf = [0; 4];
                    out.extend(c.encode_utf8(&mut buf).bytes().map(char_of));
                } else {
                    out.push(c);
                }
            }
        } else {
            out.push_str(valid);
        }
        out.extend(chunk.invalid().iter().map(|&b| char_of(b)));
    }
}

/// The text encoding `bytes` (borrowed when they are their own encoding).
pub fn from_bytes(bytes: &[u8]) -> Cow<'_, str> {
    match std::str::from_utf8(bytes) {
        Ok(s) if !may_hold_byte_chars(bytes) => Cow::Borrowed(s),
        _ => {
            let mut out = String::with_capacity(bytes.len() + 8);
            push_bytes(bytes, &mut out);
            Cow::Owned(out)
        }
    }
}

/// The text encoding `bytes`, reusing their buffer when they are their own
/// encoding.
pub fn from_vec(bytes: Vec<u8>) -> String {
    match String::from_utf8(bytes) {
        Ok(s) if !may_hold_byte_chars(s.as_bytes()) => s,
        Ok(s) => from_bytes(s.as_bytes()).into_owned(),
        Err(e) => from_bytes(e.as_bytes()).into_owned(),
    }
}

/// The bytes `text` stands for (borrowed when it holds no character of the
/// byte range).
pub fn to_bytes(text: &str) -> Cow<'_, [u8]> {
    if !may_hold_byte_chars(text.as_bytes()) {
        return Cow::Borrowed(text.as_bytes());
    }
    let mut out = Vec::with_capacity(text.len());
    let mut buf = [0; 4];
    for c in text.chars() {
        match byte_of(c) {
            Some(b) => out.push(b),
            None => out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes()),
        }
    }
    Cow::Owned(out)
}

/// Orders two texts as the bytes they stand for, as mlir-opt orders names
/// (a dictionary's entries): an encoded byte `0x80` sorts before `é`
/// (`C3 A9`), though its character sorts after it.
pub fn cmp(a: &str, b: &str) -> std::cmp::Ordering {
    if may_hold_byte_chars(a.as_bytes()) || may_hold_byte_chars(b.as_bytes()) {
        to_bytes(a).cmp(&to_bytes(b))
    } else {
        a.cmp(b)
    }
}

/// The bytes `text` stands for, in a vector.
pub fn into_bytes(text: String) -> Vec<u8> {
    match to_bytes(&text) {
        Cow::Borrowed(_) => text.into_bytes(),
        Cow::Owned(bytes) => bytes,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn utf8_outside_the_range_is_its_own_encoding() {
        for s in ["", "abc", "é€𝄞", "\u{10FF7F}"] {
            assert!(matches!(from_bytes(s.as_bytes()), Cow::Borrowed(t) if t == s));
            assert!(matches!(to_bytes(s), Cow::Borrowed(b) if b == s.as_bytes()));
        }
    }

    #[test]
    fn any_bytes_round_trip() {
        let cases: [&[u8]; 6] = [
            b"t\xECa",
            b"\xFF\xFE",
            b"a\xC3",
            "x\u{10FF80}y\u{10FFFF}".as_bytes(),
            b"\xF4\x8F\xBE",
            b"\x00\x7F\x80",
        ];
        for bytes in cases {
            let text = from_bytes(bytes);
            assert_eq!(to_bytes(&text), bytes);
            assert_eq!(into_bytes(from_vec(bytes.to_vec())), bytes);
        }
        // A valid character of the range is kept as its four bytes.
        assert_eq!(from_bytes("\u{10FF80}".as_bytes()).chars().count(), 4);
    }

    #[test]
    fn texts_order_as_their_bytes() {
        let (raw, e_acute) = (from_bytes(b"\x80"), from_bytes("é".as_bytes()));
        assert!(*raw > *e_acute);
        assert_eq!(cmp(&raw, &e_acute), std::cmp::Ordering::Less);
        assert_eq!(cmp("a", "b"), std::cmp::Ordering::Less);
    }

    #[test]
    fn distinct_bytes_give_distinct_texts() {
        let a = from_bytes(b"\xC3\xA9");
        let b = from_bytes(b"\xC3");
        assert_eq!(a, "é");
        assert_ne!(a, b);
        assert_eq!(b.chars().count(), 1);
    }
}
