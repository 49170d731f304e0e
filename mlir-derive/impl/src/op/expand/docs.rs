//! The rustdoc tables appended to the op's doc comment.

use quote::ToTokens;
use syn::ext::IdentExt;

use crate::op::hook::OpHook;
use crate::op::model::{Arity, OpModel, PartField};

/// The rustdoc tables appended to the op's doc comment: its name, the
/// parts with their constraints, and its traits.
pub(super) fn doc_tables(model: &OpModel) -> Vec<String> {
    let dialect = type_text(&model.dialect);
    let mut lines =
        vec![String::new(), format!("Op `{}` of dialect [`{dialect}`].", model.mnemonic.value())];
    lines.push(String::new());
    lines.extend(assembly_lines(model));
    table(&mut lines, "Operands", part_rows(&model.operands));
    table(&mut lines, "Attributes", attr_rows(model));
    let camel: Vec<String> = model
        .attrs
        .iter()
        .filter(|a| !a.synthetic)
        .filter_map(|a| a.camel_name.as_ref().map(|c| format!("`{c}`")))
        .collect();
    if !camel.is_empty() {
        lines.push(String::new());
        lines.push(format!(
            "If the dialect says `rename_all = \"camelCase\"`, these attributes are named {} instead.",
            camel.join(", ")
        ));
    }
    table(&mut lines, "Results", part_rows(&model.results));
    table(&mut lines, "Regions", part_rows(&model.regions));
    table(&mut lines, "Successors", part_rows(&model.successors));
    let names = |types: Vec<String>| -> Vec<String> {
        if types.is_empty() { Vec::new() } else { vec![types.join(", ")] }
    };
    let traits = model.traits.iter().map(|t| format!("`{}`", type_text(t))).collect();
    section(&mut lines, "Traits", names(traits));
    let interfaces = model.interfaces.iter().map(|(i, _)| format!("`{}`", type_text(i))).collect();
    section(&mut lines, "Interfaces", names(interfaces));
    section(&mut lines, "Memory effects", crate::op::effects::doc_lines(model));
    section(&mut lines, "Hooks", hook_lines(model));
    lines
}

/// A type as the tables print it (`Variadic<AnyType>`, without the token
/// stream's spaces around angle brackets and before commas).
fn type_text(t: &syn::Type) -> String {
    t.to_token_stream().to_string().replace(" < ", "<").replace(" >", ">").replace(" ,", ",")
}

/// The word before a part's constraint saying how many values it has.
fn arity_text(a: Arity) -> &'static str {
    match a {
        Arity::Single => "",
        Arity::Optional => "optional ",
        Arity::Variadic => "variadic of ",
    }
}

/// How the op is written: its declarative format, its own parser and
/// printer, or the generic form only.
fn assembly_lines(model: &OpModel) -> Vec<String> {
    match &model.format {
        Some(format) => vec![
            "Assembly: a declarative format; the generic form is always accepted.".into(),
            String::new(),
            "```text".into(),
            format.value().split_whitespace().collect::<Vec<_>>().join(" "),
            "```".into(),
        ],
        None if model.has_hook(OpHook::CustomFormat) => vec![
            "Assembly: a custom form (`custom_format`: the op's own `parse` and `print`); the generic form is always accepted.".to_owned(),
        ],
        None => vec!["Assembly: the generic form only (no custom format is declared).".to_owned()],
    }
}

/// Appends table `title` of `rows` (name, constraint), unless it is empty.
fn table(lines: &mut Vec<String>, title: &str, rows: Vec<(String, String)>) {
    if rows.is_empty() {
        return;
    }
    lines.push(String::new());
    lines.push(format!("# {title}"));
    lines.push(String::new());
    lines.push("| name | constraint |".to_owned());
    lines.push("|---|---|".to_owned());
    for (name, constraint) in rows {
        lines.push(format!("| {name} | {constraint} |"));
    }
}

/// Appends section `title` of `body`, unless it is empty.
fn section(lines: &mut Vec<String>, title: &str, body: Vec<String>) {
    if body.is_empty() {
        return;
    }
    lines.push(String::new());
    lines.push(format!("# {title}"));
    lines.push(String::new());
    lines.extend(body);
}

/// The table rows of operands, results, regions or successors.
fn part_rows(parts: &[PartField]) -> Vec<(String, String)> {
    parts
        .iter()
        .map(|p| {
            (
                format!("`{}`", p.name.unraw()),
                format!(
                    "{}`{}`",
                    arity_text(p.arity),
                    p.doc_constraint.clone().unwrap_or_else(|| type_text(&p.constraint))
                ),
            )
        })
        .collect()
}

/// The table rows of the attributes the user declared, with whether each
/// may be absent and its default.
fn attr_rows(model: &OpModel) -> Vec<(String, String)> {
    model
        .attrs
        .iter()
        .filter(|a| !a.synthetic)
        .map(|a| {
            // `optional` means "may be absent": a defaulted attribute is
            // present (materialized) or read as its default.
            let optional = if a.required || a.default.is_some() { "" } else { "optional " };
            let name = format!("`{}`", a.mlir_name);
            let default = match &a.default {
                Some(_) if a.doc_default.is_some() => {
                    format!(", default `{}`", a.doc_default.as_deref().unwrap_or_default())
                }
                Some(syn::Expr::Closure(_)) => ", with a default".to_owned(),
                Some(expr) => format!(
                    ", default `{}`",
                    expr.to_token_stream().to_string().replace(" :: ", "::")
                ),
                None => String::new(),
            };
            let constraint = a.doc_constraint.clone().unwrap_or_else(|| type_text(&a.constraint));
            (name, format!("{optional}`{constraint}`{default}"))
        })
        .collect()
}

/// One doc line per hook the op declares, saying what the user's code
/// adds to the op (its custom format is in the assembly line).
pub(super) fn hook_lines(model: &OpModel) -> Vec<String> {
    let mut lines: Vec<String> = model
        .hooks
        .iter()
        .filter_map(|(hook, _)| {
            Some(match hook {
                OpHook::Verify => "- A custom verifier (its `verify` method), run after the traits and invariants.",
                OpHook::VerifyRegions => {
                    "- A custom region verifier (its `verify_regions` method), run once the ops nested in its regions have verified."
                }
                OpHook::Fold => "- A folder (its `fold` method).",
                OpHook::Canonicalize => "- A canonicalizer (its `canonicalize` method).",
                OpHook::CustomFormat => return None,
            })
        })
        .map(str::to_owned)
        .collect();
    if !model.patterns.is_empty() {
        let names: Vec<String> = model
            .patterns
            .iter()
            .map(|p| format!("`{}`", p.to_token_stream().to_string().replace(' ', "")))
            .collect();
        lines.push(format!("- Canonicalization patterns: {}.", names.join(", ")));
    }
    lines
}
