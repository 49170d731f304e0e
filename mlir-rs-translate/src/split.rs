//! `--split-input-file`: the chunks of a file between lines starting with
//! `// -----`, each with the line it starts on.

/// The chunks of `text`: (first line, byte range).
pub fn split_chunks(text: &[u8]) -> Vec<(u32, std::ops::Range<usize>)> {
    let mut chunks = Vec::new();
    let (mut start, mut start_line, mut line, mut at) = (0usize, 1u32, 1u32, 0usize);
    while at < text.len() {
        let end = text[at..].iter().position(|&b| b == b'\n').map_or(text.len(), |i| at + i + 1);
        if text[at..end].starts_with(b"// -----") {
            chunks.push((start_line, start..at));
            start = end;
            start_line = line + 1;
        }
        line += 1;
        at = end;
    }
    chunks.push((start_line, start..text.len()));
    chunks
}
