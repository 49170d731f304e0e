//! The `// RUN:` lines of a `.mlir` test: which flags the tool runs with,
//! whether it must fail, and whether FileCheck reads its output.

/// One RUN line.
#[derive(Debug)]
pub(super) struct RunLine {
    /// `not tool …`: the tool must exit non-zero.
    pub expect_failure: bool,
    /// The flags, without `%s`.
    pub flags: Vec<String>,
    /// `| FileCheck %s`: the output is checked.
    pub filecheck: bool,
    /// The prefixes FileCheck reads (`--check-prefix=X`,
    /// `--check-prefixes=A,B`); empty for the default `CHECK`.
    pub check_prefixes: Vec<String>,
}

impl RunLine {
    /// Reads `line` (the text after `// RUN:`), which must run `tool`.
    /// Words are split as a shell splits them (lit runs RUN lines through
    /// one): quotes group blanks and are removed.
    pub(super) fn parse(line: &str, tool: &str) -> Result<RunLine, String> {
        let words = shell_words(line)?;
        let (command, check) = match words.iter().position(Option::is_none) {
            Some(at) => (&words[..at], Some(&words[at + 1..])),
            None => (&words[..], None),
        };
        let mut command: Vec<&str> = command.iter().flatten().map(String::as_str).collect();
        let expect_failure = command.first() == Some(&"not");
        if expect_failure {
            command.remove(0);
        }
        if command.first() != Some(&tool) {
            return Err(format!("a RUN line runs `{tool}` (the tool's name): {line}"));
        }
        let flags = command[1..].iter().filter(|w| **w != "%s").map(|w| w.to_string()).collect();
        let unsupported = || {
            format!(
                "unsupported pipe target in `{line}` (expected `FileCheck %s`, optionally with \
                 `--check-prefix=X` or `--check-prefixes=A,B`)"
            )
        };
        let mut check_prefixes = Vec::new();
        let filecheck = match check {
            None => false,
            Some([Some(f), Some(s), options @ ..]) if f == "FileCheck" && s == "%s" => {
                let mut options = options.iter();
                while let Some(option) = options.next() {
                    let option = option.as_deref().ok_or_else(unsupported)?;
                    let Some((name, value)) = prefix_option(option) else {
                        return Err(unsupported());
                    };
                    let value = match value {
                        Some(value) => value.to_owned(),
                        None => options.next().and_then(|v| v.clone()).ok_or_else(unsupported)?,
                    };
                    if name == "check-prefix" && value.contains(',') {
                        return Err(unsupported());
                    }
                    check_prefixes.extend(value.split(',').map(str::to_owned));
                }
                true
            }
            Some(_) => return Err(unsupported()),
        };
        Ok(RunLine { expect_failure, flags, filecheck, check_prefixes })
    }
}

/// FileCheck's prefix options, written with one dash or two and the value
/// after `=` or as the next word: the option's name and its value if
/// attached.
fn prefix_option(word: &str) -> Option<(&str, Option<&str>)> {
    let bare = word.strip_prefix("--").or_else(|| word.strip_prefix('-'))?;
    let (name, value) = match bare.split_once('=') {
        Some((name, value)) => (name, Some(value)),
        None => (bare, None),
    };
    matches!(name, "check-prefix" | "check-prefixes").then_some((name, value))
}

/// `line`'s words (quotes removed), `None` standing for an unquoted pipe.
fn shell_words(line: &str) -> Result<Vec<Option<String>>, String> {
    let mut words = Vec::new();
    let mut word: Option<String> = None;
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        match c {
            '\'' | '"' => {
                let word = word.get_or_insert_with(String::new);
                loop {
                    match chars.next() {
                        Some(q) if q == c => break,
                        Some('\\') if c == '"' => word.extend(chars.next()),
                        Some(other) => word.push(other),
                        None => return Err(format!("unterminated quote in `{line}`")),
                    }
                }
            }
            '|' => {
                words.extend(word.take().map(Some));
                words.push(None);
            }
            c if c.is_whitespace() => words.extend(word.take().map(Some)),
            '\\' => word.get_or_insert_with(String::new).extend(chars.next()),
            c => word.get_or_insert_with(String::new).push(c),
        }
    }
    words.extend(word.map(Some));
    Ok(words)
}

/// The RUN lines of `text`, each with its line number; a line ending in
/// `\` continues on the next RUN line, as in lit.
pub(super) fn run_lines(text: &str) -> Vec<(usize, String)> {
    let mut out: Vec<(usize, String)> = Vec::new();
    let mut continued = false;
    for (index, line) in text.lines().enumerate() {
        let Some(run) = line.trim_start().strip_prefix("// RUN:") else { continue };
        let run = run.trim();
        let (run, continues) = match run.strip_suffix('\\') {
            Some(head) => (head.trim_end(), true),
            None => (run, false),
        };
        match out.last_mut() {
            Some((_, last)) if continued => {
                last.push(' ');
                last.push_str(run);
            }
            _ => out.push((index + 1, run.to_owned())),
        }
        continued = continues;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn run_lines_are_read_as_lit_reads_them() {
        let text = "// RUN: my-opt --canonicalize \\\n// RUN:   %s | FileCheck %s\n// RUN: not my-opt %s\n";
        let runs = run_lines(text);
        assert_eq!(runs.len(), 2);
        assert_eq!(runs[0], (1, "my-opt --canonicalize %s | FileCheck %s".to_owned()));
        let first = RunLine::parse(&runs[0].1, "my-opt").unwrap();
        assert_eq!(
            (first.flags, first.filecheck, first.expect_failure),
            (vec!["--canonicalize".to_owned()], true, false)
        );
        let second = RunLine::parse(&runs[1].1, "my-opt").unwrap();
        assert!(second.expect_failure && !second.filecheck);
        assert!(RunLine::parse("mlir-opt %s", "my-opt").unwrap_err().contains("runs `my-opt`"));
        assert!(RunLine::parse("my-opt %s | grep x", "my-opt").is_err());
        let prefixed = RunLine::parse("my-opt %s | FileCheck %s --check-prefix=RAW", "my-opt");
        assert_eq!(prefixed.unwrap().check_prefixes, ["RAW"]);
        let both = RunLine::parse("my-opt %s | FileCheck %s -check-prefixes A,B", "my-opt");
        assert_eq!(both.unwrap().check_prefixes, ["A", "B"]);
        assert!(RunLine::parse("my-opt %s | FileCheck %s --check-prefix=A,B", "my-opt").is_err());
        assert!(RunLine::parse("my-opt %s | FileCheck %s --strict-whitespace", "my-opt").is_err());
        let quoted = r#"my-opt --pass-pipeline='builtin.module(a{b=1 c="x y"})' %s"#;
        let quoted = RunLine::parse(quoted, "my-opt").unwrap();
        assert_eq!(quoted.flags, [r#"--pass-pipeline=builtin.module(a{b=1 c="x y"})"#]);
        assert!(RunLine::parse("my-opt 'open %s", "my-opt").unwrap_err().contains("quote"));
    }
}
