//! The rustdoc sections appended to an enum's own doc comment: its cases
//! with their keywords and values, and how its attribute is written in
//! text, so the page answers what a user types in IR.

use quote::ToTokens;

use super::expand::screaming_case;
use super::model::EnumModel;

/// The doc lines appended to the enum's (or bit set's) doc comment.
pub(crate) fn doc_lines(model: &EnumModel) -> Vec<String> {
    let mut lines = vec![String::new(), "# Keywords".to_owned(), String::new()];
    lines.push("| keyword | value | Rust |".to_owned());
    lines.push("|---|---|---|".to_owned());
    for case in &model.cases {
        let rust = if model.bits {
            let name = screaming_case(&case.ident);
            format!("[`{name}`](Self::{name})")
        } else {
            let name = &case.ident;
            format!("[`{name}`](Self::{name})")
        };
        lines.push(format!("| `{}` | {} | {rust} |", case.keyword, case.value));
    }
    lines.push(String::new());
    if model.bits {
        let separator = &model.separator;
        lines.push(format!(
            "A value is a set of bits, written as its keywords joined by `{separator}` (a case of several bits stands for them when all are set; the empty set is written as the zero case's keyword)."
        ));
        lines.push(String::new());
    }
    lines.push("# In text".to_owned());
    lines.push(String::new());
    let example = example(model);
    match &model.attr {
        Some(attr) => {
            let dialect = attr.dialect.to_token_stream().to_string().replace(' ', "");
            let mnemonic = attr.mnemonic.value();
            let full = if attr.bare {
                format!("#ns<{mnemonic} {example}>")
            } else {
                format!("#ns.{mnemonic}<{example}>")
            };
            let stripped =
                if attr.bare { format!("{mnemonic} {example}") } else { format!("<{example}>") };
            lines.push(format!(
                "The dialect attribute `{full}` of [`{dialect}`] (`ns` its namespace). A declarative format writes it stripped, `{stripped}`, unless `qualified(…)`."
            ));
        }
        None => {
            let width = model.width;
            let value = model.cases.iter().find(|c| c.keyword == example).map_or(0, |c| c.value);
            lines.push(format!(
                "A signless integer attribute of {width} bits holding the value (`{value} : i{width}`); a declarative format writes the keyword alone (`{example}`)."
            ));
        }
    }
    lines
}

/// The keyword the text examples show: the first case with a non-zero
/// value (a bit set's zero case is its empty set), else the first.
fn example(model: &EnumModel) -> String {
    let case = model.cases.iter().find(|c| c.value != 0).or(model.cases.first());
    case.map(|c| c.keyword.clone()).unwrap_or_default()
}
