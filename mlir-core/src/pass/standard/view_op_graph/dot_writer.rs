//! The text of a DOT graph, written piece by piece and indented as MLIR's
//! `raw_indented_ostream` indents what `view-op-graph` writes.
//!
//! Every piece MLIR writes with one `<<` is one [`DotWriter::write`]: its
//! lines are indented by two blanks a level when they start a line, a line
//! of the piece that holds only blanks is dropped (its newline stays), and
//! a raw newline inside a label (a dialect body written as it was read)
//! starts a new, indented line.

/// DOT text with the indentation of the statement being written.
pub(super) struct DotWriter {
    out: Vec<u8>,
    /// The indentation level (two blanks each).
    level: usize,
    /// Whether the next byte written starts a line.
    at_line_start: bool,
}

impl DotWriter {
    /// An empty text at the outermost level.
    pub(super) fn new() -> DotWriter {
        DotWriter { out: Vec::new(), level: 0, at_line_start: true }
    }

    /// Indents the statements that follow one level deeper.
    pub(super) fn indent(&mut self) {
        self.level += 1;
    }

    /// Goes back one level.
    pub(super) fn unindent(&mut self) {
        self.level = self.level.saturating_sub(1);
    }

    /// Writes one piece (see the module doc).
    pub(super) fn write(&mut self, piece: &[u8]) {
        let mut rest = piece;
        while let Some(newline) = rest.iter().position(|&b| b == b'\n') {
            let line = &rest[..newline];
            if !line.iter().all(|b| matches!(b, b' ' | b'\t' | 0x0B | 0x0C | b'\r')) {
                self.put(line);
            }
            self.out.push(b'\n');
            self.at_line_start = true;
            rest = &rest[newline + 1..];
        }
        if !rest.is_empty() {
            self.put(rest);
            self.at_line_start = false;
        }
    }

    /// Writes `key = value;` and ends the line, as a statement of the
    /// current graph or cluster.
    pub(super) fn attr_stmt(&mut self, key: &str, value: &[u8]) {
        let mut piece = Vec::with_capacity(key.len() + 3 + value.len());
        piece.extend_from_slice(key.as_bytes());
        piece.extend_from_slice(b" = ");
        piece.extend_from_slice(value);
        self.write(&piece);
        self.write(b";\n");
    }

    /// The text written.
    pub(super) fn finish(self) -> Vec<u8> {
        self.out
    }

    fn put(&mut self, text: &[u8]) {
        if self.at_line_start {
            self.out.resize(self.out.len() + 2 * self.level, b' ');
        }
        self.out.extend_from_slice(text);
    }
}

/// `[key = value, …]`: an attribute list with its entries in the order
/// given (MLIR keeps them sorted by key).
pub(super) fn attr_list(entries: &[(&str, &[u8])]) -> Vec<u8> {
    let mut out = vec![b'['];
    for (i, (key, value)) in entries.iter().enumerate() {
        if i > 0 {
            out.extend_from_slice(b", ");
        }
        out.extend_from_slice(key.as_bytes());
        out.extend_from_slice(b" = ");
        out.extend_from_slice(value);
    }
    out.push(b']');
    out
}

/// `"text"`.
pub(super) fn quoted(text: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(text.len() + 2);
    out.push(b'"');
    out.extend_from_slice(text);
    out.push(b'"');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(w: DotWriter) -> String {
        String::from_utf8(w.finish()).unwrap()
    }

    #[test]
    fn lines_of_a_piece_are_indented_and_blank_lines_dropped() {
        let mut w = DotWriter::new();
        w.write(b"a {\n");
        w.indent();
        w.write(b"b = \"x\\\n  y\\\n   \n\"");
        w.write(b";\n");
        w.unindent();
        w.write(b"}\n");
        assert_eq!(text(w), "a {\n  b = \"x\\\n    y\\\n\n  \";\n}\n");
    }

    #[test]
    fn a_piece_continues_its_line() {
        let mut w = DotWriter::new();
        w.indent();
        w.write(b"v1 ");
        w.write(b"[");
        w.write(b"  ");
        w.write(b"]");
        w.write(b";\n");
        assert_eq!(text(w), "  v1 [  ];\n");
    }
}
