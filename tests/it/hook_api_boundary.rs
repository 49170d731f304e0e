//! The generated op formats are interpreted through the same API a user's
//! hand-written parse and print hooks get: the format interpreter
//! (`mlir-core/src/asm/format/`) names no crate-private method or field of
//! the parser or the printer. Whatever a declarative format can do, a
//! user's custom directive can do too.
//!
//! The interpreter calls its parser and printer `p` throughout; this check
//! reads every `p.name` there and rejects the names the parser and the
//! printer keep to the crate (`pub(crate)` methods and fields).

use std::collections::BTreeSet;
use std::path::Path;

use super::layers::code_only;

/// The Rust files under `dir`, recursively.
fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("readable source dir").flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The identifier starting at byte `at` of `code`.
fn ident_at(code: &str, at: usize) -> &str {
    let rest = &code[at..];
    let end = rest.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).unwrap_or(rest.len());
    &rest[..end]
}

/// The names declared after `marker` (`pub(crate) fn `, `pub(crate) `) in
/// `code`.
fn names_after(code: &str, marker: &str, out: &mut BTreeSet<String>) {
    for (at, _) in code.match_indices(marker) {
        let name = ident_at(code, at + marker.len());
        if !name.is_empty() && name != "fn" && name != "struct" && name != "enum" {
            out.insert(name.to_owned());
        }
    }
}

/// The crate-private method names and field names of the parser and the
/// printer, less the names that are public on either of them.
fn crate_private_members(core: &Path) -> (BTreeSet<String>, BTreeSet<String>) {
    let mut files = Vec::new();
    for dir in ["asm/parser", "asm/printer"] {
        rust_files(&core.join(dir), &mut files);
    }
    files.push(core.join("asm_hooks/parser_state.rs"));
    files.push(core.join("asm_hooks/printer_state.rs"));
    let (mut methods, mut fields, mut public) = (BTreeSet::new(), BTreeSet::new(), BTreeSet::new());
    for file in files {
        let code = code_only(&std::fs::read_to_string(&file).expect("readable source"));
        names_after(&code, "pub(crate) fn ", &mut methods);
        names_after(&code, "pub(crate) ", &mut fields);
        names_after(&code, "pub fn ", &mut public);
    }
    methods.retain(|m| !public.contains(m));
    fields.retain(|f| !public.contains(f) && !methods.contains(f));
    (methods, fields)
}

#[test]
fn the_format_interpreter_uses_only_the_public_hook_api() {
    let core = Path::new(env!("CARGO_MANIFEST_DIR")).join("mlir-core/src");
    let (methods, fields) = crate_private_members(&core);
    assert!(methods.contains("bump") && fields.contains("tok"), "the member lists were read");
    let mut files = Vec::new();
    rust_files(&core.join("asm/format"), &mut files);
    files.sort();
    let mut misuses = Vec::new();
    for file in &files {
        let code = code_only(&std::fs::read_to_string(file).expect("readable source"));
        for (at, _) in code.match_indices("p.") {
            let before = code[..at].chars().next_back();
            if before.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.') {
                continue;
            }
            let name = ident_at(&code, at + 2);
            let called = code[at + 2 + name.len()..].starts_with('(');
            let private = if called { methods.contains(name) } else { fields.contains(name) };
            if private {
                let line = code[..at].matches('\n').count() + 1;
                let shown = file.strip_prefix(&core).unwrap_or(file).display();
                misuses.push(format!("{shown}:{line}: p.{name}"));
            }
        }
    }
    assert!(
        misuses.is_empty(),
        "the format interpreter names crate-private parts of the parser or printer; \
         use (or add) the public hook API instead:\n{}",
        misuses.join("\n")
    );
}
