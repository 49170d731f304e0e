//! Bless mode: the checks after a `// CHECK-GENERATED-BY: <tool>` marker
//! rewritten from a reference tool's output, line by line.

use std::path::Path;

use super::run_line::{RunLine, run_lines};

/// The marker's prefix; the reference tool's command follows it.
const MARKER: &str = "// CHECK-GENERATED-BY:";

/// A FileCheck pattern matching `line` literally: `[[` and `{{` would
/// start a variable or a regex, so they become regex blocks themselves.
fn literal_pattern(line: &str) -> String {
    line.replace("{{", "{{\\{\\{}}").replace("[[", "{{\\[\\[}}")
}

/// Checks matching `output` line by line: `CHECK` for the first,
/// `CHECK-NEXT` (or `CHECK-EMPTY`) after it.
fn generated_checks(output: &str) -> Vec<String> {
    let mut checks = Vec::new();
    for line in output.trim_end_matches('\n').lines() {
        let kind = if checks.is_empty() { "CHECK" } else { "CHECK-NEXT" };
        checks.push(match line.trim() {
            "" if !checks.is_empty() => "// CHECK-EMPTY:".to_owned(),
            _ => format!("// {kind}: {}", literal_pattern(line.trim_end())),
        });
    }
    checks
}

/// `text` (the file at `path`, whose RUN lines run `tool`) with its
/// generated checks rewritten from the reference tool's output; unchanged
/// without a marker.
pub(super) fn bless(path: &Path, text: &str, tool: &str) -> Result<String, String> {
    let lines: Vec<&str> = text.lines().collect();
    let Some(marker) = lines.iter().position(|l| l.trim().starts_with(MARKER)) else {
        return Ok(text.to_owned());
    };
    let named = lines[marker].trim()[MARKER.len()..].trim();
    let reference = std::env::var("MLIR_OPT").unwrap_or_else(|_| named.to_owned());
    if reference.is_empty() {
        return Err(format!("`{MARKER}` names no tool"));
    }
    let run = run_lines(text)
        .into_iter()
        .filter_map(|(_, r)| RunLine::parse(&r, tool).ok())
        .find(|r| r.filecheck)
        .ok_or("a file with generated checks needs a FileCheck RUN line")?;
    let dir = path.parent().ok_or("no parent folder")?;
    let file = path.file_name().ok_or("no file name")?;
    let out = std::process::Command::new(&reference)
        .args(&run.flags)
        .arg(file)
        .current_dir(dir)
        .output()
        .map_err(|e| format!("cannot run {reference}: {e}"))?;
    if !out.status.success() {
        return Err(format!("{reference} failed:\n{}", String::from_utf8_lossy(&out.stderr)));
    }
    let output = String::from_utf8_lossy(&out.stdout);
    let end = lines[marker + 1..]
        .iter()
        .position(|l| !l.trim_start().starts_with("// CHECK"))
        .map_or(lines.len(), |i| marker + 1 + i);
    let mut result: Vec<String> = lines[..=marker].iter().map(|l| l.to_string()).collect();
    result.extend(generated_checks(&output));
    result.extend(lines[end..].iter().map(|l| l.to_string()));
    Ok(result.join("\n") + "\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn output_lines_become_literal_checks() {
        let checks = generated_checks("module {\n  %0 = \"x.y\"() {a = [[1]]} : () -> i32\n\n}\n");
        assert_eq!(
            checks,
            [
                "// CHECK: module {",
                "// CHECK-NEXT:   %0 = \"x.y\"() {a = {{\\[\\[}}1]]} : () -> i32",
                "// CHECK-EMPTY:",
                "// CHECK-NEXT: }",
            ]
        );
    }
}
