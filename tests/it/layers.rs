//! The layer rule of `mlir-core`, checked as an ordinary test: every path a
//! module of `mlir-core/src` names (`use crate::…`, `super::…`, inline
//! `crate::…`, `$crate::…` in macros, re-exports followed to their source)
//! must point into its own layer or one below, as the layer table of
//! `ARCHITECTURE.md` orders them. The table is read from that file, so the
//! document and the check cannot drift apart.
//!
//! Unit-test modules (`#[cfg(test)] mod … { … }`) are exempt: they
//! exercise a module with whatever the crate offers.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Back edges the re-layering has not removed yet: `(from, to, why)`, each a
/// module prefix. An edge listed here is reported when it no longer occurs,
/// so the list only shrinks.
const KNOWN_BACK_EDGES: &[(&str, &str, &str)] = &[];

/// A layer of the table: its position (0 = bottom), name and module prefixes.
struct Layer {
    name: String,
    modules: Vec<String>,
}

/// Reads the table under the heading `## Layers of mlir-core`: rows of
/// `| n | name | `module`, `module` | role |`, bottom first.
fn read_layer_table(architecture: &str) -> Vec<Layer> {
    let section = architecture
        .split("\n## ")
        .find(|s| s.starts_with("Layers of mlir-core"))
        .expect("ARCHITECTURE.md has a `## Layers of mlir-core` section");
    let mut layers = Vec::new();
    for line in section.lines().filter(|l| l.starts_with('|')) {
        let cells: Vec<&str> = line.trim_matches('|').split('|').map(str::trim).collect();
        if cells.len() < 3 || cells[0].parse::<u32>().is_err() {
            continue;
        }
        let modules = cells[2]
            .split('`')
            .skip(1)
            .step_by(2)
            .map(|m| m.trim_start_matches("crate::").to_string())
            .collect();
        layers.push(Layer { name: cells[1].to_string(), modules });
    }
    assert!(!layers.is_empty(), "the layer table of ARCHITECTURE.md has no rows");
    layers
}

/// A source file of the crate with its module path (`asm::parser`).
struct SourceFile {
    path: PathBuf,
    module: Vec<String>,
    text: String,
}

fn collect_sources(root: &Path, dir: &Path, out: &mut Vec<SourceFile>) {
    let mut entries: Vec<_> =
        std::fs::read_dir(dir).expect("readable source dir").flatten().map(|e| e.path()).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            collect_sources(root, &p, out);
        } else if p.extension().is_some_and(|e| e == "rs") {
            let rel = p.strip_prefix(root).expect("under root").with_extension("");
            let mut module: Vec<String> =
                rel.iter().map(|s| s.to_string_lossy().into_owned()).collect();
            if matches!(module.last().map(String::as_str), Some("mod" | "lib")) {
                module.pop();
            }
            if module == ["private"] {
                // Mounted at the root as `__private` (see lib.rs).
                module = vec!["__private".to_string()];
            }
            let text = std::fs::read_to_string(&p).expect("readable source");
            out.push(SourceFile { path: p, module, text });
        }
    }
}

/// The text with comments, string and char literals blanked (same length,
/// so byte offsets still give line numbers) and the unit-test modules
/// (`#[cfg(test)] mod … { … }`) blanked too.
pub(crate) fn code_only(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = bytes.to_vec();
    let blank = |out: &mut Vec<u8>, range: std::ops::Range<usize>| {
        for b in &mut out[range] {
            if *b != b'\n' {
                *b = b' ';
            }
        }
    };
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                let end = text[i..].find('\n').map_or(bytes.len(), |e| i + e);
                blank(&mut out, i..end);
                i = end;
            }
            b'"' => {
                let mut end = i + 1;
                while end < bytes.len() && bytes[end] != b'"' {
                    end += if bytes[end] == b'\\' { 2 } else { 1 };
                }
                let end = (end + 1).min(bytes.len());
                blank(&mut out, i..end);
                i = end;
            }
            // A char literal (`'{'`, `'\''`), not a lifetime (`'a`).
            b'\'' => {
                let len = match bytes.get(i + 1) {
                    Some(b'\\') => bytes[i + 2..].iter().position(|&b| b == b'\'').map(|p| p + 3),
                    Some(_) => text[i + 1..].chars().next().and_then(|c| {
                        let after = i + 1 + c.len_utf8();
                        (bytes.get(after) == Some(&b'\'')).then_some(after + 1 - i)
                    }),
                    None => None,
                };
                match len {
                    Some(len) => {
                        blank(&mut out, i..i + len);
                        i += len;
                    }
                    None => i += 1,
                }
            }
            _ => i += 1,
        }
    }
    let mut code = String::from_utf8_lossy(&out).into_owned();
    // Unit-test modules name whatever they test with.
    while let Some(at) = code.find("#[cfg(test)]") {
        let rest = code[at + "#[cfg(test)]".len()..].trim_start();
        let end = if rest.starts_with("mod ") {
            let open = at + code[at..].find('{').unwrap_or(0);
            let mut depth = 0;
            let mut end = code.len();
            for (k, c) in code[open..].char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' => {
                        depth -= 1;
                        if depth == 0 {
                            end = open + k + 1;
                            break;
                        }
                    }
                    _ => {}
                }
            }
            end
        } else {
            at + "#[cfg(test)]".len()
        };
        let mut bytes = code.into_bytes();
        blank(&mut bytes, at..end);
        code = String::from_utf8(bytes).expect("blanking keeps UTF-8");
    }
    code
}

/// One path named by a file: where, and its segments as written.
struct NamedPath {
    offset: usize,
    segments: Vec<String>,
}

fn is_ident_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

/// Expands a use tree (`a::{b, c::d as e}`) into full paths.
fn expand_use_tree(tree: &str, prefix: &[String], out: &mut Vec<Vec<String>>) {
    let tree = tree.trim();
    if tree.is_empty() {
        return;
    }
    if let Some(open) = tree.find('{') {
        let head: Vec<String> = tree[..open]
            .split("::")
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(String::from)
            .collect();
        let mut base = prefix.to_vec();
        base.extend(head);
        let inner = &tree[open + 1..tree.rfind('}').unwrap_or(tree.len())];
        let mut depth = 0;
        let mut start = 0;
        for (i, c) in inner.char_indices() {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                ',' if depth == 0 => {
                    expand_use_tree(&inner[start..i], &base, out);
                    start = i + 1;
                }
                _ => {}
            }
        }
        expand_use_tree(&inner[start..], &base, out);
    } else {
        let plain = tree.split(" as ").next().unwrap_or(tree);
        let mut path = prefix.to_vec();
        path.extend(plain.split("::").map(str::trim).filter(|s| !s.is_empty()).map(String::from));
        if path.last().is_some_and(|s| s == "self") {
            path.pop();
        }
        out.push(path);
    }
}

/// Every path a file names that may leave its module: `use` trees and inline
/// `crate::`/`$crate::`/`mlir_core::`/`super::` paths.
fn named_paths(code: &str) -> Vec<NamedPath> {
    let bytes = code.as_bytes();
    let mut found = Vec::new();
    let mut use_spans = Vec::new();
    let mut at = 0;
    while let Some(pos) = code[at..].find("use ") {
        let start = at + pos;
        at = start + 4;
        if start > 0 && is_ident_byte(bytes[start - 1]) {
            continue;
        }
        let Some(end) = code[start..].find(';').map(|e| start + e) else { break };
        let mut trees = Vec::new();
        expand_use_tree(&code[start + 4..end], &[], &mut trees);
        for segments in trees {
            found.push(NamedPath { offset: start, segments });
        }
        use_spans.push(start..end);
        at = end;
    }
    for root in ["$crate::", "crate::", "mlir_core::", "super::"] {
        let mut at = 0;
        while let Some(pos) = code[at..].find(root) {
            let start = at + pos;
            at = start + root.len();
            let before = if start > 0 { bytes[start - 1] } else { b' ' };
            if is_ident_byte(before) || before == b':' || (root != "$crate::" && before == b'$') {
                continue;
            }
            if use_spans.iter().any(|s| s.contains(&start)) {
                continue;
            }
            let mut end = start;
            while end < bytes.len()
                && (is_ident_byte(bytes[end]) || bytes[end] == b':' || bytes[end] == b'$')
            {
                end += 1;
            }
            let segments =
                code[start..end].split("::").filter(|s| !s.is_empty()).map(String::from).collect();
            found.push(NamedPath { offset: start, segments });
        }
    }
    found
}

/// The crate's modules and the items they re-export.
struct ModuleTree {
    modules: BTreeSet<Vec<String>>,
    /// `(module, name)` → the absolute path the `pub use` points at.
    reexports: BTreeMap<(Vec<String>, String), Vec<String>>,
}

impl ModuleTree {
    /// The absolute path of `segments` named in `module`, or `None` for a
    /// path that leaves the crate (`std::…`, another crate).
    fn absolute(&self, module: &[String], segments: &[String]) -> Option<Vec<String>> {
        let first = segments.first()?;
        let mut path: Vec<String> = match first.as_str() {
            "crate" | "$crate" | "mlir_core" => segments[1..].to_vec(),
            "self" => [module, &segments[1..]].concat(),
            "super" => {
                let mut base = module.to_vec();
                let mut rest = segments;
                while rest.first().is_some_and(|s| s == "super") {
                    base.pop();
                    rest = &rest[1..];
                }
                [&base[..], rest].concat()
            }
            _ => {
                let child = [module, &segments[..1]].concat();
                if self.modules.contains(&child) {
                    [module, segments].concat()
                } else {
                    return None;
                }
            }
        };
        path.retain(|s| s != "*");
        Some(path)
    }

    /// The module an absolute path ends in, following re-exports.
    fn resolve(&self, path: &[String], fuel: u32) -> Vec<String> {
        let mut len = path.len();
        while len > 0 && !self.modules.contains(&path[..len]) {
            len -= 1;
        }
        let module = path[..len].to_vec();
        if fuel > 0
            && let Some(next) = path.get(len)
            && let Some(target) = self.reexports.get(&(module.clone(), next.clone()))
        {
            let mut followed = target.clone();
            followed.extend_from_slice(&path[len + 1..]);
            return self.resolve(&followed, fuel - 1);
        }
        module
    }
}

/// The layer of a module: the row that lists its top-level module.
fn layer_of(layers: &[Layer], module: &[String]) -> Option<usize> {
    let Some(top) = module.first() else {
        // `lib.rs` declares the modules and re-exports: it sits on top.
        return Some(layers.len() - 1);
    };
    layers.iter().position(|layer| layer.modules.iter().any(|m| m == top))
}

fn line_of(text: &str, offset: usize) -> usize {
    text[..offset].bytes().filter(|&b| b == b'\n').count() + 1
}

#[test]
fn mlir_core_imports_never_point_up_the_layer_table() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let architecture =
        std::fs::read_to_string(root.join("ARCHITECTURE.md")).expect("ARCHITECTURE.md");
    let layers = read_layer_table(&architecture);
    let src = root.join("mlir-core/src");
    let mut files = Vec::new();
    collect_sources(&src, &src, &mut files);

    let mut tree = ModuleTree { modules: BTreeSet::new(), reexports: BTreeMap::new() };
    for f in &files {
        tree.modules.insert(f.module.clone());
    }
    for f in &files {
        let code = code_only(&f.text);
        for (kw, _) in code.match_indices("pub use ").chain(code.match_indices("pub(crate) use ")) {
            let start = kw + code[kw..].find("use ").expect("use") + 4;
            let Some(end) = code[start..].find(';').map(|e| start + e) else { continue };
            let mut trees = Vec::new();
            expand_use_tree(&code[start..end], &[], &mut trees);
            let aliases: Vec<&str> = code[start..end]
                .split(',')
                .map(|part| part.split(" as ").nth(1).unwrap_or("").trim().trim_matches('}'))
                .collect();
            for segments in trees {
                let Some(abs) = tree.absolute(&f.module, &segments) else { continue };
                let Some(name) = abs.last().cloned() else { continue };
                let exported = aliases
                    .iter()
                    .find(|a| !a.is_empty() && code[start..end].contains(&format!("{name} as {a}")))
                    .map_or(name, |a| a.to_string());
                tree.reexports.insert((f.module.clone(), exported), abs);
            }
        }
    }

    let mut unmapped = Vec::new();
    let mut violations = Vec::new();
    let mut seen_known = vec![false; KNOWN_BACK_EDGES.len()];
    for f in &files {
        let Some(from_layer) = layer_of(&layers, &f.module) else {
            unmapped.push(f.module.join("::"));
            continue;
        };
        let code = code_only(&f.text);
        for named in named_paths(&code) {
            let Some(abs) = tree.absolute(&f.module, &named.segments) else { continue };
            let target = tree.resolve(&abs, 8);
            let Some(to_layer) = layer_of(&layers, &target) else { continue };
            if to_layer <= from_layer {
                continue;
            }
            let from = f.module.join("::");
            let to = target.join("::");
            let known = KNOWN_BACK_EDGES.iter().position(|(kf, kt, _)| {
                (from == *kf || from.starts_with(&format!("{kf}::")))
                    && (to == *kt || to.starts_with(&format!("{kt}::")))
            });
            if let Some(k) = known {
                seen_known[k] = true;
                continue;
            }
            violations.push(format!(
                "{}:{}: `{}` points up from layer {} ({}, `{from}`) to layer {} ({}, `{to}`)",
                f.path.strip_prefix(root).unwrap_or(&f.path).display(),
                line_of(&code, named.offset),
                named.segments.join("::"),
                from_layer,
                layers[from_layer].name,
                to_layer,
                layers[to_layer].name,
            ));
        }
    }
    let stale: Vec<_> = KNOWN_BACK_EDGES
        .iter()
        .zip(&seen_known)
        .filter(|(_, seen)| !**seen)
        .map(|((from, to, _), _)| format!("{from} -> {to}"))
        .collect();
    assert!(
        unmapped.is_empty(),
        "modules missing from the layer table of ARCHITECTURE.md: {unmapped:?}"
    );
    assert!(
        violations.is_empty(),
        "{} imports against the layer table of ARCHITECTURE.md:\n{}",
        violations.len(),
        violations.join("\n")
    );
    assert!(stale.is_empty(), "known back edges that no longer occur (remove them): {stale:?}");
}

/// The tree is the table: each layer is one top-level module of
/// `mlir-core/src` (a folder, or one file), and every top-level module is a
/// layer. A row whose name says "(to come)" may name a module not written yet.
#[test]
fn each_top_level_module_of_mlir_core_is_one_layer() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let architecture =
        std::fs::read_to_string(root.join("ARCHITECTURE.md")).expect("ARCHITECTURE.md");
    let layers = read_layer_table(&architecture);
    let src = root.join("mlir-core/src");
    let mut on_disk = BTreeSet::new();
    for entry in std::fs::read_dir(&src).expect("readable mlir-core/src").flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let module = match name.strip_suffix(".rs") {
            Some("lib") => continue,
            Some("private") => "__private".to_string(),
            Some(stem) => stem.to_string(),
            None => name,
        };
        on_disk.insert(module);
    }
    let mut problems = Vec::new();
    for layer in &layers {
        if layer.modules.len() != 1 {
            problems.push(format!(
                "layer `{}` lists {:?}: one module per layer",
                layer.name, layer.modules
            ));
        }
        for module in &layer.modules {
            if module.contains("::") {
                problems.push(format!(
                    "layer `{}` lists `{module}`: top-level modules only",
                    layer.name
                ));
            } else if !on_disk.contains(module) && !layer.name.contains("(to come)") {
                problems.push(format!(
                    "layer `{}` lists `{module}`, which mlir-core/src lacks",
                    layer.name
                ));
            }
        }
    }
    for module in &on_disk {
        if !layers.iter().any(|l| l.modules.contains(module)) {
            problems.push(format!("`mlir-core/src/{module}` is in no layer of the table"));
        }
    }
    assert!(
        problems.is_empty(),
        "the layer table and mlir-core/src disagree:\n{}",
        problems.join("\n")
    );
}

#[test]
fn use_trees_expand_to_full_paths() {
    let mut out = Vec::new();
    expand_use_tree("crate::a::{b, c::{d as e, f}, self}", &[], &mut out);
    let joined: Vec<String> = out.iter().map(|p| p.join("::")).collect();
    assert_eq!(joined, ["crate::a::b", "crate::a::c::d", "crate::a::c::f", "crate::a"]);
}

#[test]
fn comments_and_strings_name_no_paths() {
    let code = code_only(concat!(
        "// crate::x::Y\nlet s = \"crate::z\";\nlet c = '{';\nuse crate::w::V;\n",
        "#[cfg(test)]\nmod tests { use crate::t; fn f<'a>() {} }\nuse crate::after::X;\n"
    ));
    let paths: Vec<String> = named_paths(&code).iter().map(|p| p.segments.join("::")).collect();
    assert_eq!(paths, ["crate::w::V", "crate::after::X"]);
}
