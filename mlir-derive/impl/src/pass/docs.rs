//! The rustdoc `#[pass]` appends to the struct's: the pass's argument and
//! anchor, its options (name, type, default, description) and statistics,
//! so the page says how to write the pass in a pipeline.

use quote::ToTokens;

use super::model::{Anchor, OptionKind, PassModel, Role};

/// The `#[doc]` attributes to append.
pub(crate) fn doc_attrs(model: &PassModel) -> Vec<syn::Attribute> {
    let argument = model.argument.as_ref().map(syn::LitStr::value).unwrap_or_default();
    let anchor = match &model.anchor {
        Anchor::Any => "any op".to_owned(),
        Anchor::Name(name) => format!("`{}` ops", name.value()),
        Anchor::Op(path) => format!("`{}` ops", path.to_token_stream()),
        Anchor::Interface(path) => format!("ops implementing `{}`", path.to_token_stream()),
    };
    let mut lines = vec![
        String::new(),
        format!(
            "The pass `{argument}` (flag `--{argument}`, in a pipeline `{argument}{{…}}`), run on \
             {anchor}."
        ),
    ];
    let mut options = Vec::new();
    let mut statistics = Vec::new();
    for field in &model.fields {
        match &field.role {
            Role::Option(option) => {
                let ty = field.ty.to_token_stream().to_string().replace(' ', "");
                let default = option.default.as_ref().map_or_else(
                    || fallback(&option.kind).to_owned(),
                    |d| format!("`{}`", tidy(&d.to_token_stream().to_string())),
                );
                let line = format!("- `{}` (`{ty}`, default {default})", option.name);
                options.push(described(line, &option.description));
            }
            Role::Statistic(s) => {
                statistics.push(described(format!("- `{}`", s.name), &s.description));
            }
            Role::State => {}
        }
    }
    for (title, list) in [("Options:", options), ("Statistics:", statistics)] {
        if !list.is_empty() {
            lines.extend([String::new(), title.to_owned(), String::new()]);
            lines.extend(list);
        }
    }
    lines
        .into_iter()
        .map(|line| {
            // A space after `///`, as a written comment has.
            let line = if line.is_empty() { line } else { format!(" {line}") };
            syn::parse_quote!(#[doc = #line])
        })
        .collect()
}

/// A list item with its description after a colon, if it has one.
fn described(item: String, description: &str) -> String {
    if description.is_empty() { item } else { format!("{item}: {description}") }
}

/// Tokens as written: `Mode::Fast`, `[1, 2]`, not `Mode :: Fast`, `[1 , 2]`.
fn tidy(tokens: &str) -> String {
    let tokens = tokens.replace(" :: ", "::").replace(" ,", ",");
    match tokens.strip_prefix("- ") {
        Some(negated) => format!("-{negated}"),
        None => tokens,
    }
}

/// What an option without `default = …` starts as, in words.
fn fallback(kind: &OptionKind) -> &'static str {
    match kind {
        OptionKind::Int { .. } => "`0`",
        OptionKind::Float => "`0.0`",
        OptionKind::Bool => "`false`",
        OptionKind::String => "`\"\"`",
        OptionKind::List(_) => "empty",
        OptionKind::Other => "its type's fallback (an enum's first case)",
    }
}
