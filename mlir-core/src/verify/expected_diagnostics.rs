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
//!
//! The matching rule is mlir-opt's: a diagnostic (or note) is compared
//! with the annotations of its line in file order, and the first one whose
//! text matches and whose kind is the diagnostic's takes it. Taking does
//! not use an annotation up: it stays available, so one annotation accepts
//! every diagnostic of its line that it matches, and a later annotation
//! with the same text is never reached. When only annotations of another
//! kind match the text, the last of them is reported as a near miss
//! instead of the diagnostic. A diagnostic without a file position matches
//! the `@unknown` annotations; one in another file matches none.
//!
//! In the `only-expected` mode (`set_only_expected`), only the annotations are
//! checked: diagnostics nothing expects and near misses pass silently.

use regex::Regex;
use regex::bytes::Regex as BytesRegex;

use crate::context::Context;
use crate::context::builtin::location::Location;
use std::fmt::Write as _;

use crate::context::diagnostics::{
    Diagnostic, Severity, SourceFiles, file_position, render_at, render_message,
};

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
    /// Whether a diagnostic took it (it stays available to others).
    matched: bool,
}

/// The annotations of one file and the diagnostics reported against them.
#[derive(Debug)]
pub struct DiagnosticVerifier {
    file: String,
    expectations: Vec<Expectation>,
    /// Rendered reports of unexpected diagnostics and near misses, in
    /// emission order, then of annotations nothing produced.
    unexpected: String,
    /// `--verify-diagnostics=only-expected`: report only annotations
    /// nothing produced.
    only_expected: bool,
}

/// Where a diagnostic's annotations are looked for.
#[derive(Clone, Copy, Debug)]
enum Site {
    /// A line of the annotated file.
    Line(u32),
    /// No file position: the `@unknown` annotations.
    Unknown,
    /// A position in another file, which has no annotations.
    Elsewhere,
}

/// What matching one diagnostic found.
#[derive(Clone, Copy, Debug)]
enum Match {
    /// An annotation of its kind accepted it.
    Taken,
    /// Only annotations of another kind match its text; the index of the
    /// last of them.
    NearMiss(usize),
    /// Nothing at its site matches it.
    None,
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
            let text = crate::support::text_bytes::from_bytes(&caps[4]).into_owned();
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
        DiagnosticVerifier { file: file.to_owned(), expectations, unexpected, only_expected: false }
    }

    /// Whether the file has any annotation.
    pub fn is_empty(&self) -> bool {
        self.expectations.is_empty()
    }

    /// Checks only that every annotation is produced: diagnostics nothing
    /// expected and near misses pass silently
    /// (`--verify-diagnostics=only-expected`).
    pub fn set_only_expected(&mut self, only_expected: bool) {
        self.only_expected = only_expected;
    }

    /// Where a diagnostic at `loc` is looked for: a line of this file, the
    /// `@unknown` annotations, or nowhere (a position in another file).
    fn site(&self, ctx: &Context, loc: Location) -> Site {
        match file_position(ctx, loc) {
            Some((file, line, _)) if file == self.file => Site::Line(line),
            Some(_) => Site::Elsewhere,
            None => Site::Unknown,
        }
    }

    /// Matches one diagnostic or note against the annotations of its site:
    /// the first of the same kind whose text matches takes it; otherwise
    /// the last of another kind whose text matches is a near miss.
    fn take(&mut self, severity: Severity, site: Site, message: &str) -> Match {
        let target = match site {
            Site::Line(line) => Some(line),
            Site::Unknown => None,
            Site::Elsewhere => return Match::None,
        };
        let mut near_miss = None;
        for (i, e) in self.expectations.iter_mut().enumerate() {
            let text_matches = match &e.pattern {
                Pattern::Substring(s) => message.contains(s.as_str()),
                Pattern::Regex(r) => r.is_match(message),
            };
            if e.target_line != target || !text_matches {
                continue;
            }
            if e.severity == severity {
                e.matched = true;
                return Match::Taken;
            }
            near_miss = Some(i);
        }
        near_miss.map_or(Match::None, Match::NearMiss)
    }

    /// Matches one message, recording what is wrong with it.
    fn check(
        &mut self,
        ctx: &Context,
        sources: &SourceFiles,
        loc: Location,
        severity: Severity,
        message: &str,
    ) {
        let site = self.site(ctx, loc);
        let outcome = self.take(severity, site, message);
        if self.only_expected {
            return;
        }
        match outcome {
            Match::Taken => {}
            Match::NearMiss(i) => {
                let e = &self.expectations[i];
                let message = format!(
                    "'{}' diagnostic emitted when expecting a '{}'",
                    severity.label(),
                    e.severity.label()
                );
                self.report_at_annotation(sources, i, Some(1), &message);
            }
            Match::None => {
                let message = format!("unexpected {}: {message}", severity.label());
                // Reported where the diagnostic is, as mlir-opt reports it
                // (a position in another file included).
                render_message(
                    ctx,
                    sources,
                    loc,
                    Severity::Error,
                    &message,
                    true,
                    &mut self.unexpected,
                );
            }
        }
    }

    /// Writes an error at annotation `i` (`<unknown>:0:` for an `@unknown`
    /// one, as mlir-opt places those), with a mark `underline` wide.
    fn report_at_annotation(
        &mut self,
        sources: &SourceFiles,
        i: usize,
        underline: Option<usize>,
        message: &str,
    ) {
        let e = &self.expectations[i];
        if e.target_line.is_none() {
            let _ = writeln!(self.unexpected, "<unknown>:0: error: {message}");
            return;
        }
        let (line, col) = (e.line, e.col);
        render_at(
            sources,
            &self.file,
            line,
            col,
            underline,
            Severity::Error,
            message,
            &mut self.unexpected,
        );
    }

    /// Matches a diagnostic (and its notes) against the annotations;
    /// anything that nothing expected is recorded as unexpected.
    pub fn report(&mut self, ctx: &Context, sources: &SourceFiles, diag: &Diagnostic) {
        self.check(ctx, sources, diag.loc, diag.severity, &diag.message);
        for note in &diag.notes {
            // mlir-opt does not print the failing op into diagnostics while
            // verifying them, so that note never exists there.
            if note.message.starts_with("see current operation:") {
                continue;
            }
            self.check(ctx, sources, note.loc, Severity::Note, &note.message);
        }
    }

    /// The final report: unexpected diagnostics and near misses, then the
    /// annotations nothing matched (those of lines in file order, then the
    /// `@unknown` ones, which mlir-opt lists twice); empty when everything
    /// matched.
    pub fn finish(mut self, sources: &SourceFiles) -> String {
        let unmatched: Vec<usize> =
            (0..self.expectations.len()).filter(|&i| !self.expectations[i].matched).collect();
        let (unknown, lined): (Vec<usize>, Vec<usize>) =
            unmatched.into_iter().partition(|&i| self.expectations[i].target_line.is_none());
        for i in lined.into_iter().chain(unknown.iter().copied()).chain(unknown.iter().copied()) {
            let e = &self.expectations[i];
            let message =
                format!("expected {} \"{}\" was not produced", e.severity.label(), e.text);
            let width = crate::support::text_bytes::to_bytes(&e.text).len().max(1);
            self.report_at_annotation(sources, i, Some(width), &message);
        }
        self.unexpected
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;

    /// The report of `diags` (built in the context given) against the
    /// annotations of `text`, a file named `f.mlir`.
    fn verify(text: &str, diags: impl Fn(&Context) -> Vec<Diagnostic>) -> String {
        let ctx = Context::new();
        let mut sources = SourceFiles::default();
        sources.add("f.mlir", Arc::new(text.to_owned()));
        let mut verifier = DiagnosticVerifier::new("f.mlir", text.as_bytes());
        for diag in diags(&ctx) {
            verifier.report(&ctx, &sources, &diag);
        }
        verifier.finish(&sources)
    }

    // No input makes mlir-opt emit a warning or a remark with the flags the
    // differential corpus uses, so those kinds are checked here, by the
    // rule the corpus establishes for errors and notes.

    #[test]
    fn one_annotation_takes_every_warning_and_remark_it_matches() {
        let text = "x // expected-warning {{w}}\ny // expected-remark {{r}}\n";
        let report = verify(text, |ctx| {
            let (a, b) = (ctx.file_loc("f.mlir", 1, 1), ctx.file_loc("f.mlir", 2, 1));
            vec![
                Diagnostic::warning(a, "w1"),
                Diagnostic::warning(a, "w2"),
                Diagnostic::remark(b, "r1").with_note(b, "note"),
                Diagnostic::remark(b, "r2"),
            ]
        });
        assert_eq!(
            report,
            "f.mlir:2:1: error: unexpected note: note\ny // expected-remark {{r}}\n^\n"
        );
    }

    #[test]
    fn a_warning_or_remark_of_another_kind_is_a_near_miss() {
        let text = "// expected-remark@+2 {{w}}\n// expected-error@+1 {{r}}\nx\n";
        let report = verify(text, |ctx| {
            let a = ctx.file_loc("f.mlir", 3, 1);
            vec![Diagnostic::warning(a, "w"), Diagnostic::remark(a, "r")]
        });
        let expected = "\
f.mlir:1:4: error: 'warning' diagnostic emitted when expecting a 'remark'
// expected-remark@+2 {{w}}
   ^
f.mlir:2:4: error: 'remark' diagnostic emitted when expecting a 'error'
// expected-error@+1 {{r}}
   ^
f.mlir:1:4: error: expected remark \"w\" was not produced
// expected-remark@+2 {{w}}
   ^
f.mlir:2:4: error: expected error \"r\" was not produced
// expected-error@+1 {{r}}
   ^
";
        assert_eq!(report, expected);
    }

    #[test]
    fn only_expected_reports_annotations_nothing_produced() {
        let text = "// expected-warning@unknown {{w}}\n";
        let ctx = Context::new();
        let sources = SourceFiles::default();
        let mut verifier = DiagnosticVerifier::new("f.mlir", text.as_bytes());
        verifier.set_only_expected(true);
        let loc = ctx.file_loc("f.mlir", 1, 1);
        verifier.report(&ctx, &sources, &Diagnostic::remark(loc, "w"));
        verifier.report(&ctx, &sources, &Diagnostic::remark(ctx.unknown_loc(), "w"));
        let not_produced = "<unknown>:0: error: expected warning \"w\" was not produced\n";
        assert_eq!(verifier.finish(&sources), not_produced.repeat(2));
    }
}
