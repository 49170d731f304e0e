//! Diagnostics: the [`Diagnostic`] type (severity, location, message,
//! notes) and the renderer that prints exactly what mlir-opt prints:
//! `file:line:col: error: message`, the source line and a caret line.
//!
//! `LineIndex` maps byte offsets to line and column and back; the parser shares
//! it, and `SourceFiles` builds one per file, once, to quote source lines under
//! a diagnostic.

use std::fmt::Write as _;

use crate::context::Context;
use crate::context::builtin::location::{Location, LocationData};

/// How serious a diagnostic is.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Severity {
    /// `error`.
    Error,
    /// `warning`.
    Warning,
    /// `remark`.
    Remark,
    /// `note` (attached to another diagnostic).
    Note,
}

impl Severity {
    /// The word mlir-opt prints.
    pub fn label(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Remark => "remark",
            Severity::Note => "note",
        }
    }
}

/// A diagnostic with its notes.
#[derive(Clone, Debug)]
pub struct Diagnostic {
    /// Severity.
    pub severity: Severity,
    /// Where it points.
    pub loc: Location,
    /// The message (already rendered).
    pub message: String,
    /// Attached notes, in order.
    pub notes: Vec<Diagnostic>,
}

impl Diagnostic {
    /// An error at `loc`.
    pub fn error(loc: Location, message: impl Into<String>) -> Diagnostic {
        Diagnostic { severity: Severity::Error, loc, message: message.into(), notes: Vec::new() }
    }

    /// A warning at `loc`.
    pub fn warning(loc: Location, message: impl Into<String>) -> Diagnostic {
        Diagnostic { severity: Severity::Warning, loc, message: message.into(), notes: Vec::new() }
    }

    /// A remark at `loc`.
    pub fn remark(loc: Location, message: impl Into<String>) -> Diagnostic {
        Diagnostic { severity: Severity::Remark, loc, message: message.into(), notes: Vec::new() }
    }

    /// Attaches a note.
    pub fn with_note(mut self, loc: Location, message: impl Into<String>) -> Diagnostic {
        self.notes.push(Diagnostic {
            severity: Severity::Note,
            loc,
            message: message.into(),
            notes: Vec::new(),
        });
        self
    }
}

/// The outcome of a check that may report several errors (a verifier hook,
/// the verifier itself): most report one, converted with `?` or `.into()`.
pub type VerifyResult = Result<(), Vec<Diagnostic>>;

impl From<Diagnostic> for Vec<Diagnostic> {
    fn from(diag: Diagnostic) -> Vec<Diagnostic> {
        vec![diag]
    }
}

/// Maps byte offsets to 1-based line and column, and line numbers back to
/// the bytes of the line, by binary search over the line starts.
///
/// The starts are stored as `u32` (4 bytes a line, 4 MiB for a million
/// lines); a source of 4 GiB or more keeps them as `u64`.
#[derive(Clone, Debug)]
pub struct LineIndex {
    starts: LineStarts,
}

/// Bytes of source one thread searches for newlines at a time.
const LINE_SCAN_PIECE: usize = 1 << 20;

/// The line starts of `src`, each piece's found on rayon's threads and
/// joined in order into one vector of the exact length.
fn line_starts_on_threads<T: Send>(src: &[u8], narrow: impl Fn(usize) -> T + Sync) -> Vec<T> {
    use rayon::prelude::*;
    let pieces: Vec<Vec<T>> = src
        .par_chunks(LINE_SCAN_PIECE)
        .enumerate()
        .map(|(i, piece)| {
            let base = i * LINE_SCAN_PIECE;
            memchr::memchr_iter(b'\n', piece).map(|at| narrow(base + at + 1)).collect()
        })
        .collect();
    let mut starts = Vec::with_capacity(1 + pieces.iter().map(Vec::len).sum::<usize>());
    starts.push(narrow(0));
    for piece in pieces {
        starts.extend(piece);
    }
    starts
}

/// The offsets at which lines start, as narrow as the source allows.
#[derive(Clone, Debug)]
enum LineStarts {
    Narrow(Vec<u32>),
    Wide(Vec<u64>),
}

impl LineIndex {
    /// Indexes the line starts of `src` (any bytes: columns count bytes, as
    /// mlir-opt's do).
    pub fn new(src: &(impl AsRef<[u8]> + ?Sized)) -> LineIndex {
        let src = src.as_ref();
        // Counting first allocates the index exactly once, without the
        // spare half a growing vector keeps.
        // (memchr's vectorized search: this scan of the whole file is on
        // the serial path of a parallel parse.)
        let lines = 1 + memchr::memchr_iter(b'\n', src).count();
        let newlines = || memchr::memchr_iter(b'\n', src).map(|i| i + 1);
        let starts = if u32::try_from(src.len()).is_ok() {
            let mut starts = Vec::with_capacity(lines);
            starts.push(0);
            starts.extend(newlines().map(|s| s as u32));
            LineStarts::Narrow(starts)
        } else {
            let mut starts = Vec::with_capacity(lines);
            starts.push(0);
            starts.extend(newlines().map(|s| s as u64));
            LineStarts::Wide(starts)
        };
        LineIndex { starts }
    }

    /// [`LineIndex::new`], with the source cut into pieces searched on
    /// rayon's threads: the same index, sooner for a big file (this scan is
    /// on the serial path of a parallel parse).
    pub fn new_on_threads(src: &(impl AsRef<[u8]> + ?Sized)) -> LineIndex {
        let src = src.as_ref();
        let starts = if u32::try_from(src.len()).is_ok() {
            LineStarts::Narrow(line_starts_on_threads(src, |s| s as u32))
        } else {
            LineStarts::Wide(line_starts_on_threads(src, |s| s as u64))
        };
        LineIndex { starts }
    }

    /// Number of lines.
    pub(crate) fn len(&self) -> usize {
        match &self.starts {
            LineStarts::Narrow(s) => s.len(),
            LineStarts::Wide(s) => s.len(),
        }
    }

    /// Start offset of 0-based line `i`.
    fn start(&self, i: usize) -> Option<usize> {
        match &self.starts {
            LineStarts::Narrow(s) => s.get(i).map(|&x| x as usize),
            LineStarts::Wide(s) => s.get(i).map(|&x| x as usize),
        }
    }

    /// 1-based line and column of a byte offset.
    pub fn line_col(&self, offset: usize) -> (u32, u32) {
        let after = match &self.starts {
            LineStarts::Narrow(s) => s.partition_point(|&x| x as usize <= offset),
            LineStarts::Wide(s) => s.partition_point(|&x| x as usize <= offset),
        };
        let line = after - 1;
        let start = self.start(line).unwrap_or(0);
        (line as u32 + 1, (offset - start) as u32 + 1)
    }

    /// [`LineIndex::line_col`] for a reader that moves forward through the
    /// text, as a parser does: `hint` is the 0-based line of the previous
    /// offset, tried (with the few lines after it) before a binary search,
    /// and is updated to this offset's line.
    pub fn line_col_after(&self, offset: usize, hint: &mut usize) -> (u32, u32) {
        const NEARBY_LINES: usize = 4;
        let fits = |line: usize| {
            self.start(line).is_some_and(|s| s <= offset)
                && self.start(line + 1).is_none_or(|next| offset < next)
        };
        let line = match (*hint..*hint + NEARBY_LINES).find(|&line| fits(line)) {
            Some(line) => line,
            None => self.line_col(offset).0 as usize - 1,
        };
        *hint = line;
        let start = self.start(line).unwrap_or(0);
        (line as u32 + 1, (offset - start) as u32 + 1)
    }

    /// The bytes of 1-based line `line` of `src` (the text this index was
    /// built from), without its `\n`; `None` past the last line.
    pub fn line_text<'s>(&self, src: &'s [u8], line: u32) -> Option<&'s [u8]> {
        let i = (line as usize).checked_sub(1)?;
        let start = self.start(i)?;
        let end = if i + 1 < self.len() { self.start(i + 1)? - 1 } else { src.len() };
        Some(&src[start..end])
    }
}

/// The bytes of one source file (any owner of bytes: a `String`, a `Vec<u8>`).
pub type SourceText = std::sync::Arc<dyn AsRef<[u8]> + Send + Sync>;

/// The sources a renderer can quote: file name → bytes (they need not be
/// UTF-8, as mlir-opt reads any bytes).
#[derive(Default, Clone)]
pub struct SourceFiles {
    /// Name, bytes and their line index, built on the first quote: a run
    /// that reports one diagnostic per line (every undefined value of a
    /// file) must not scan the text once per diagnostic.
    files: Vec<(String, SourceText, std::sync::OnceLock<LineIndex>)>,
}

impl std::fmt::Debug for SourceFiles {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.files.iter().map(|(n, ..)| n)).finish()
    }
}

impl SourceFiles {
    /// Registers the contents of a file.
    pub fn add(&mut self, name: &str, text: SourceText) {
        self.files.push((name.to_owned(), text, std::sync::OnceLock::new()));
    }

    /// The contents of a file.
    pub fn get(&self, name: &str) -> Option<&[u8]> {
        self.files.iter().rev().find(|(n, ..)| n == name).map(|(_, t, _)| (**t).as_ref())
    }

    /// The bytes of 1-based line `line` of a file, without its `\n`.
    pub fn line(&self, name: &str, line: u32) -> Option<&[u8]> {
        let (_, text, index) = self.files.iter().rev().find(|(n, ..)| n == name)?;
        let bytes: &[u8] = (**text).as_ref();
        index.get_or_init(|| LineIndex::new(bytes)).line_text(bytes, line)
    }
}

/// The first file location inside `loc` (name, callsite callee and fused
/// locations are searched in order), as MLIR's handler does.
fn find_file_loc(ctx: &Context, loc: Location) -> Option<(String, u32, u32)> {
    let mut stack = vec![loc];
    while let Some(l) = stack.pop() {
        if let Some(point) = ctx.file_points.point(l.attr()) {
            return Some((point.file.as_str(ctx).to_owned(), point.line, point.col));
        }
        match l.data(ctx) {
            LocationData::FileLineCol { file, line, col, .. } => {
                return Some((file.as_str(ctx).to_owned(), *line, col.unwrap_or(0)));
            }
            LocationData::Name { child: Some(c), .. } => stack.push(*c),
            // The callee is searched first, then the caller.
            LocationData::CallSite { callee, caller } => stack.extend([*caller, *callee]),
            LocationData::Fused { locations, .. } => stack.extend(locations.iter().rev().copied()),
            _ => {}
        }
    }
    None
}

/// Renders a diagnostic and its notes the way mlir-opt prints them. A note
/// at the same location as its diagnostic shows no source excerpt. Bytes
/// that are not UTF-8 (of quoted source lines, names and bodies) are in
/// `out` encoded as [`crate::support::text_bytes`] does: decode it with
/// [`crate::support::text_bytes::to_bytes`] to get mlir-opt's bytes.
///
/// At a call site location (also inside a name or fused location), the
/// callers follow as `called from` notes, at most ten. Each note quotes its
/// source line unless it is at the location shown just before it (the
/// diagnostic's, the last caller's or the previous note's), as mlir-opt
/// does.
pub fn render(ctx: &Context, sources: &SourceFiles, diag: &Diagnostic, out: &mut String) {
    render_message(ctx, sources, diag.loc, diag.severity, &diag.message, true, out);
    let mut last = diag.loc;
    if let Some(mut caller) = caller_of(ctx, diag.loc) {
        last = caller;
        for _ in 0..CALL_STACK_LIMIT {
            render_message(ctx, sources, caller, Severity::Note, "called from", true, out);
            let Some(next) = caller_of(ctx, caller) else { break };
            // Past the limit, the caller not shown still counts as shown.
            caller = next;
            last = next;
        }
    }
    for note in &diag.notes {
        render_message(ctx, sources, note.loc, note.severity, &note.message, note.loc != last, out);
        last = note.loc;
    }
}

/// How many callers of a call site location a diagnostic shows.
const CALL_STACK_LIMIT: usize = 10;

/// The caller of the first call site location in `loc`: `loc` itself, a
/// name location's child, or the first of a fused location's parts that
/// has one.
fn caller_of(ctx: &Context, loc: Location) -> Option<Location> {
    let mut stack = vec![loc];
    while let Some(l) = stack.pop() {
        match l.data(ctx) {
            LocationData::CallSite { caller, .. } => return Some(*caller),
            LocationData::Name { child: Some(c), .. } => stack.push(*c),
            LocationData::Fused { locations, .. } => stack.extend(locations.iter().rev().copied()),
            _ => {}
        }
    }
    None
}

/// Renders one message at `loc` (a quoted source line under it when
/// `excerpt`). Without a file position inside `loc` the message has none
/// either (`<unknown>:0:`) and starts with the location, unless that is
/// unknown.
pub fn render_message(
    ctx: &Context,
    sources: &SourceFiles,
    loc: Location,
    severity: Severity,
    message: &str,
    excerpt: bool,
    out: &mut String,
) {
    let label = severity.label();
    let Some((file, line, col)) = find_file_loc(ctx, loc) else {
        if loc.is_unknown(ctx) {
            let _ = writeln!(out, "<unknown>:0: {label}: {message}");
        } else {
            let loc_text = crate::context::display_hooks::location_text(ctx, loc);
            let _ = writeln!(out, "<unknown>:0: {label}: {loc_text}: {message}");
        }
        return;
    };
    let underline = if excerpt { Some(1) } else { None };
    render_at(sources, &file, line, col, underline, severity, message, out);
}

/// The first file position inside a location, as the renderer finds it.
pub fn file_position(ctx: &Context, loc: Location) -> Option<(String, u32, u32)> {
    find_file_loc(ctx, loc)
}

/// Renders one diagnostic at a file position; `underline` is the width of
/// the `^~~~` mark under the quoted source line (`None`: no excerpt).
#[allow(clippy::too_many_arguments)]
pub fn render_at(
    sources: &SourceFiles,
    file: &str,
    line: u32,
    col: u32,
    underline: Option<usize>,
    severity: Severity,
    message: &str,
    out: &mut String,
) {
    let label = severity.label();
    let _ = writeln!(out, "{file}:{line}:{col}: {label}: {message}");
    let Some(width) = underline else { return };
    let Some(src_line) = sources.line(file, line) else { return };
    let src_line = src_line.strip_suffix(b"\r").unwrap_or(src_line);
    // Tabs are expanded to the next multiple of 8, in the line and the
    // caret; columns count bytes, as mlir-opt counts them (also in a line
    // that is not ASCII). `shown` stays bytes: mlir-opt writes the line as
    // it is, so bytes that are not UTF-8 go into `out` encoded
    // (`text_bytes`), and whoever writes `out` out decodes them.
    let mut shown = Vec::with_capacity(src_line.len());
    let mut caret_col = None;
    for (i, &b) in src_line.iter().enumerate() {
        if i + 1 == col as usize {
            caret_col = Some(shown.len());
        }
        if b == b'\t' {
            let n = 8 - shown.len() % 8;
            shown.extend(std::iter::repeat_n(b' ', n));
        } else {
            shown.push(b);
        }
    }
    let caret_col = caret_col
        .unwrap_or_else(|| shown.len() + (col as usize).saturating_sub(src_line.len() + 1));
    crate::support::text_bytes::push_bytes(&shown, out);
    out.push('\n');
    // mlir-opt leaves out the caret line under a line with non-ASCII bytes.
    if src_line.is_ascii() {
        let _ = writeln!(out, "{}^{}", " ".repeat(caret_col), "~".repeat(width.saturating_sub(1)));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_index_maps_both_ways() {
        let src = "ab\n\ncd\r\nlast";
        let index = LineIndex::new(src);
        assert_eq!(index.line_col(0), (1, 1));
        assert_eq!(index.line_col(3), (2, 1));
        assert_eq!(index.line_col(5), (3, 2));
        assert_eq!(index.line_col(9), (4, 2));
        // Forward and backward from a hint agree with the binary search.
        let mut hint = 0;
        for offset in [0, 3, 5, 9, 2, 9, 0] {
            assert_eq!(index.line_col_after(offset, &mut hint), index.line_col(offset));
        }
        let lines: Vec<_> = (0..6).map(|l| index.line_text(src.as_bytes(), l)).collect();
        let expected: [Option<&[u8]>; 6] =
            [None, Some(b"ab"), Some(b""), Some(b"cd\r"), Some(b"last"), None];
        assert_eq!(lines, expected);
        // A final newline opens an empty last line, as `split('\n')` has it.
        let src = "x\n";
        assert_eq!(LineIndex::new(src).line_text(src.as_bytes(), 2), Some(&b""[..]));
    }

    #[test]
    fn lines_indexed_on_threads_are_the_serial_index() {
        // Newlines right before, at and after the pieces' boundaries, a
        // line longer than a piece, and a final newline.
        let mut src = vec![b'x'; 3 * LINE_SCAN_PIECE + 17];
        for at in [0, 5, LINE_SCAN_PIECE - 1, LINE_SCAN_PIECE, 2 * LINE_SCAN_PIECE + 1] {
            src[at] = b'\n';
        }
        *src.last_mut().unwrap() = b'\n';
        let (serial, threaded) = (LineIndex::new(&src), LineIndex::new_on_threads(&src));
        assert_eq!(threaded.len(), 7);
        for offset in (0..src.len()).step_by(4099).chain([LINE_SCAN_PIECE, src.len() - 1]) {
            assert_eq!(threaded.line_col(offset), serial.line_col(offset), "at {offset}");
        }
        assert_eq!(LineIndex::new_on_threads(b"").len(), 1);
    }

    #[test]
    fn sources_quote_lines_of_the_latest_file_of_a_name() {
        let mut sources = SourceFiles::default();
        sources.add("f", std::sync::Arc::new("old\n".to_owned()));
        sources.add("f", std::sync::Arc::new("one\ntwo".to_owned()));
        assert_eq!(sources.line("f", 2), Some(&b"two"[..]));
        assert_eq!(sources.line("f", 3), None);
        assert_eq!(sources.line("g", 1), None);
    }
}
