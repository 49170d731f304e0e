//! Doc comments as data: the first line is the summary, the rest (after
//! blank lines) the description, as ODS's `summary` and `description`;
//! and the summary as messages quote it.

/// The summary and description of an item's `///` comments.
pub(crate) fn summary_and_description(attrs: &[syn::Attribute]) -> (String, String) {
    let mut lines = Vec::new();
    for attr in attrs {
        if let syn::Meta::NameValue(nv) = &attr.meta
            && nv.path == crate::symbol::DOC
            && let syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Str(s), .. }) = &nv.value
        {
            let line = s.value();
            lines.push(line.strip_prefix(' ').unwrap_or(&line).to_owned());
        }
    }
    let summary = lines.first().cloned().unwrap_or_default();
    let rest: Vec<String> = lines.iter().skip(1).skip_while(|l| l.is_empty()).cloned().collect();
    (summary, rest.join("\n"))
}

/// A doc summary as ODS writes a summary, which messages quote mid-sentence
/// (`operand #0 must be a pair of types, but got 'i32'`): without the
/// sentence's closing period (an ellipsis stays).
pub(crate) fn message_summary(summary: &str) -> String {
    match summary.strip_suffix('.') {
        Some(rest) if !rest.ends_with('.') => rest.trim_end().to_owned(),
        _ => summary.to_owned(),
    }
}
