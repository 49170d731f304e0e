//! The rustdoc tables appended to the op's doc comment.

use syn::ext::IdentExt;

use crate::op::hook::OpHook;
use crate::op::model::{Arity, OpModel, PartField};

/// The rustdoc tables appended to the op's doc comment: its name, the
/// parts with their constraints, and its traits.
pub(super) fn doc_tables(model: &OpModel) -> Vec<String> {
    use quote::ToTokens;
    let ty = |t: &syn::Type| {
        t.to_token_stream().to_string().replace(" < ", "<").replace(" >", ">").replace(" ,", ",")
    };
    let arity = |a: Arity| match a {
        Arity::Single => "",
        Arity::Optional => "optional ",
        Arity::Variadic => "variadic of ",
    };
    let dialect = ty(&model.dialect);
    let mut lines =
        vec![String::new(), format!("Op `{}` of dialect [`{dialect}`].", model.mnemonic.value())];
    let custom = model.has_hook(OpHook::CustomFormat);
    lines.push(String::new());
    if let Some(format) = &model.format {
        lines.push("Assembly: a declarative format; the generic form is always accepted.".into());
        lines.push(String::new());
        lines.push("```text".into());
        lines.push(format.value().split_whitespace().collect::<Vec<_>>().join(" "));
        lines.push("```".into());
    } else {
        lines.push(if custom {
        "Assembly: a custom form (`custom_format`: the op's own `parse` and `print`); the generic form is always accepted.".to_owned()
    } else {
        "Assembly: the generic form only (no custom format is declared).".to_owned()
    });
    }
    let table = |lines: &mut Vec<String>, title: &str, rows: Vec<(String, String)>| {
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
    };
    let parts = |parts: &[PartField]| {
        parts
            .iter()
            .map(|p| {
                (
                    format!("`{}`", p.name.unraw()),
                    format!("{}`{}`", arity(p.arity), ty(&p.constraint)),
                )
            })
            .collect::<Vec<_>>()
    };
    table(&mut lines, "Operands", parts(&model.operands));
    table(
        &mut lines,
        "Attributes",
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
                    Some(syn::Expr::Closure(_)) => ", with a default".to_owned(),
                    Some(expr) => format!(
                        ", default `{}`",
                        expr.to_token_stream().to_string().replace(" :: ", "::")
                    ),
                    None => String::new(),
                };
                (name, format!("{optional}`{}`{default}", ty(&a.constraint)))
            })
            .collect(),
    );
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
    table(&mut lines, "Results", parts(&model.results));
    table(&mut lines, "Regions", parts(&model.regions));
    table(&mut lines, "Successors", parts(&model.successors));
    if !model.traits.is_empty() {
        lines.push(String::new());
        lines.push("# Traits".to_owned());
        lines.push(String::new());
        let names: Vec<String> = model.traits.iter().map(|t| format!("`{}`", ty(t))).collect();
        lines.push(names.join(", "));
    }
    if !model.interfaces.is_empty() {
        lines.push(String::new());
        lines.push("# Interfaces".to_owned());
        lines.push(String::new());
        let names: Vec<String> =
            model.interfaces.iter().map(|(i, _)| format!("`{}`", ty(i))).collect();
        lines.push(names.join(", "));
    }
    let effects = crate::op::effects::doc_lines(model);
    if !effects.is_empty() {
        lines.push(String::new());
        lines.push("# Memory effects".to_owned());
        lines.push(String::new());
        lines.extend(effects);
    }
    let hooks = hook_lines(model);
    if !hooks.is_empty() {
        lines.push(String::new());
        lines.push("# Hooks".to_owned());
        lines.push(String::new());
        lines.extend(hooks);
    }
    lines
}

/// One doc line per hook the op declares, saying what the user's code
/// adds to the op (its custom format is in the assembly line).
pub(super) fn hook_lines(model: &OpModel) -> Vec<String> {
    use quote::ToTokens;
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
