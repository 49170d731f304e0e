//! Helpers shared by the runtime's test binaries: the committed upstream
//! outputs and the masking of the addresses in them.

#![allow(dead_code)]

use std::path::PathBuf;

/// The folder of the committed programs and upstream outputs.
pub fn data_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data")
}

/// Reads a committed file of `tests/data` as bytes.
pub fn data(name: &str) -> Vec<u8> {
    let path = data_dir().join(name);
    std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Replaces the hexadecimal address after every `base@ = ` by `0x?`: the
/// aligned pointers differ from run to run (a null one, `0`, stays).
pub fn mask_addresses(text: &[u8]) -> Vec<u8> {
    const KEY: &[u8] = b"base@ = 0x";
    let mut out = Vec::with_capacity(text.len());
    let mut i = 0;
    while i < text.len() {
        if text[i..].starts_with(KEY) {
            out.extend_from_slice(b"base@ = 0x?");
            i += KEY.len();
            while i < text.len() && text[i].is_ascii_hexdigit() {
                i += 1;
            }
        } else {
            out.push(text[i]);
            i += 1;
        }
    }
    out
}

/// Asserts two outputs equal, showing them as (lossy) text when not.
pub fn assert_same_output(what: &str, ours: &[u8], upstream: &[u8]) {
    assert!(
        ours == upstream,
        "{what} differs from upstream\n--- upstream\n{}\n--- ours\n{}",
        String::from_utf8_lossy(upstream),
        String::from_utf8_lossy(ours)
    );
}
