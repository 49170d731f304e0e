//! `--verify-diagnostics`: the `expected-*` annotations of a source file
//! and their matching against the diagnostics a run produced, reported the
//! way mlir-opt reports them.
//!
//! Annotation syntax (in a comment, one or more per line):
//! `expected-error {{text}}`, `expected-warning`, `expected-remark`,
//! `expected-note`, each optionally followed by `@+N`, `@-N`, `@above`,
//! `@below` or `@unknown` (the line it applies to; default: its own line).
//! The text is matched as a substring of the message; with the `-re`
//! suffix (`expected-error-re`), `{{regex}}` parts inside the text are
//! regular expressions. Every diagnostic and note must be expected, except
//! the `see current operation` note, which mlir-opt does not emit while
//! verifying diagnostics.

use regex::Regex;
use regex::bytes::Regex as BytesRegex;

use crate::context::Context;
use crate::diag::{Diagnostic, Severity, SourceFiles, file_position, render_at, render_message};

/// How a diagnostic text is matched.
#[derive(Debug)]
enum Pattern {
    Substring(String),
    Regex(Regex),
}

/// One `expected-*` annotation.
#[derive(Debug)]
struct Expectation {
    severity: Severity,
    /// The line the diagnostic must be on; `None` for `@unknown`.
    target_line: Option<u32>,
    text: String,
    pattern: Pattern,
    /// Where the annotation is (1-based line and column of `expected-`).
    line: u32,
    col: u32,
    matched: bool,
}

/// The annotations of one file and the diagnostics reported against them.
#[derive(Debug)]
pub struct DiagnosticVerifier {
    file: String,
    expectations: Vec<Expectation>,
    /// Rendered reports of unexpected diagnostics, in emission order.
    unexpected: String,
}

fn severity_of(word: &str) -> Severity {
    match word {
        "error" => Severity::Error,
        "warning" => Severity::Warning,
        "remark" => Severity::Remark,
        _ => Severity::Note,
    }
}

/// The number of an `@+N`/`@-N` offset as mlir-opt reads it (LLVM's
/// `getAsInteger` with radix 0: a leading `0` means octal); what it cannot
/// read counts as 0.
fn parse_offset(digits: &str) -> u32 {
    let parsed = match digits.strip_prefix('0') {
        Some(octal) if !octal.is_empty() => i32::from_str_radix(octal, 8),
        _ => digits.parse::<i32>(),
    };
    parsed.unwrap_or(0) as u32
}

/// Builds the regex of an `-re` annotation: literal text with `{{re}}` parts.
fn compile_re(text: &str) -> Result<Regex, String> {
    let mut pattern = String::new();
    let mut rest = text;
    while let Some(start) = rest.find("{{") {
        pattern.push_str(&regex::escape(&rest[..start]));
        let after = &rest[start + 2..];
        let Some(end) = after.find("}}") else {
            return Err("found start of regex with no end '}}'".to_owned());
        };
        pattern.push('(');
        pattern.push_str(&after[..end]);
        pattern.push(')');
        rest = &after[end + 2..];
    }
    pattern.push_str(&regex::escape(rest));
    Regex::new(&pattern).map_err(|e| format!("invalid regex: {e}"))
}

impl DiagnosticVerifier {
    /// Reads the annotations of `text` (the whole file, named `file`).
    /// Malformed annotations are reported as errors in the result.
    /// The file is bytes, as mlir-opt reads it: columns count bytes.
    pub fn new(file: &str, text: &[u8]) -> DiagnosticVerifier {
        // mlir-opt's pattern, matched once per line against the line
        // without trailing blanks: only spaces around the designator, and
        // `}}` must end the line, so an annotation followed by other text
        // is not one at all. The text is any bytes (`(?-u:.)`), as
        // mlir-opt's: a Unicode `.` would skip an annotation whose text is
        // not UTF-8.
        let re = BytesRegex::new(
            r"expected-(error|warning|remark|note)(-re)? *(?:@([+-][0-9]+|above|below|unknown))? *\{\{((?-u:.)*)\}\}$",
        )
        .expect("static regex");
        let mut expectations: Vec<Expectation> = Vec::new();
        let mut unexpected = String::new();
        // As in mlir-opt: `@above` names the last line without an
        // annotation (line 1 if there is none yet), `@below` the next such
        // line (the file's last line number, one past the final newline,
        // if there is none).
        let line_count = text.split(|&b| b == b'\n').count() as u32;
        let mut last_plain_line = 1;
        let mut below: Vec<usize> = Vec::new();
        for (i, line_text) in text.split(|&b| b == b'\n').enumerate() {
            let line = i as u32 + 1;
            let Some(caps) = re.captures(line_text.trim_ascii_end()) else {
                for &k in &below {
                    expectations[k].target_line = Some(line);
                }
                below.clear();
                last_plain_line = line;
                continue;
            };
            let whole = caps.get(0).expect("match");
            let severity = severity_of(&String::from_utf8_lossy(&caps[1]));
            // Line numbers wrap around as mlir-opt's unsigned ones do, so
            // an offset past either end of the file names no line.
            let designator = caps.get(3).map(|m| String::from_utf8_lossy(m.as_bytes()));
            let target_line = match designator.as_deref() {
                None => Some(line),
                Some("above") => Some(last_plain_line),
                Some("below") => Some(line_count),
                Some("unknown") => None,
                Some(offset) => {
                    let n = parse_offset(&offset[1..]);
                    Some(if offset.starts_with('-') {
                        line.wrapping_sub(n)
                    } else {
                        line.wrapping_add(n)
                    })
                }
            };
            // Messages keep bytes that are not UTF-8 encoded (`text_bytes`),
            // so the expected text is encoded the same way.
            let text = crate::text_bytes::from_bytes(&caps[4]).into_owned();
            let pattern = if caps.get(2).is_some() {
                match compile_re(&text) {
                    Ok(r) => Pattern::Regex(r),
                    Err(msg) => {
                        let _ = std::fmt::Write::write_fmt(
                            &mut unexpected,
                            format_args!("{file}:{line}:{}: error: {msg}\n", whole.start() + 1),
                        );
                        continue;
                    }
                }
            } else {
                Pattern::Substring(text.clone())
            };
            expectations.push(Expectation {
                severity,
                target_line,
                text,
                pattern,
                line,
                col: whole.start() as u32 + 1,
                matched: false,
            });
            if designator.as_deref() == Some("below") {
                below.push(expectations.len() - 1);
            }
        }
        DiagnosticVerifier { file: file.to_owned(), expectations, unexpected }
    }

    /// Whether the file has any annotation.
    pub fn is_empty(&self) -> bool {
        self.expectations.is_empty()
    }

    fn take(&mut self, severity: Severity, line: Option<u32>, message: &str) -> bool {
        let found = self.expectations.iter_mut().find(|e| {
            !e.matched
                && e.severity == severity
                && e.target_line == line
                && match &e.pattern {
                    Pattern::Substring(s) => message.contains(s.as_str()),
                    Pattern::Regex(r) => r.is_match(message),
                }
        });
        match found {
            Some(e) => {
                e.matched = true;
                true
            }
            None => false,
        }
    }

    /// Matches a diagnostic (and its notes) against the annotations;
    /// anything but a note that nothing expected is recorded as unexpected.
    pub fn report(&mut self, ctx: &Context, sources: &SourceFiles, diag: &Diagnostic) {
        let pos = file_position(ctx, diag.loc).filter(|(f, _, _)| *f == self.file);
        let line = pos.as_ref().map(|(_, l, _)| *l);
        if !self.take(diag.severity, line, &diag.message) {
            let message = format!("unexpected {}: {}", diag.severity.label(), diag.message);
            // Reported where the diagnostic is, as mlir-opt reports it (a
            // position in another file included).
            render_message(
                ctx,
                sources,
                diag.loc,
                Severity::Error,
                &message,
                true,
                &mut self.unexpected,
            );
        }
        for note in &diag.notes {
            // mlir-opt does not print the failing op into diagnostics while
            // verifying them, so that note never exists there.
            if note.message.starts_with("see current operation:") {
                continue;
            }
            let pos = file_position(ctx, note.loc).filter(|(f, _, _)| *f == self.file);
            if !self.take(Severity::Note, pos.as_ref().map(|(_, l, _)| *l), &note.message) {
                let message = format!("unexpected note: {}", note.message);
                render_message(
                    ctx,
                    sources,
                    note.loc,
                    Severity::Error,
                    &message,
                    true,
                    &mut self.unexpected,
                );
            }
        }
    }

    /// The final report: unexpected diagnostics, then annotations nothing
    /// matched; empty when everything matched.
    pub fn finish(self, sources: &SourceFiles) -> String {
        let mut out = self.unexpected;
        for e in self.expectations.iter().filter(|e| !e.matched) {
            let message =
                format!("expected {} \"{}\" was not produced", e.severity.label(), e.text);
            render_at(
                sources,
                &self.file,
                e.line,
                e.col,
                Some(crate::text_bytes::to_bytes(&e.text).len().max(1)),
                Severity::Error,
                &message,
                &mut out,
            );
        }
        out
    }
}
