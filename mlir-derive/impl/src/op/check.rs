//! Stage 3: every rule `#[op]` can check on its own item, each reported at
//! its span. (What depends on other items — that a trait is an `OpTrait`,
//! that a constraint implements its trait — rustc checks on the generated
//! code, at the user's span.)

use super::format::{ResolvedFormat, resolve_format};
use super::model::{Arity, OpModel, PartField, Segments};
use crate::errors::Errors;

/// An op model that went through every check, with what checking resolved:
/// the input of the expansion.
pub(crate) struct CheckedOp {
    /// The model.
    pub model: OpModel,
    /// The assembly format, resolved once here (`None` when the op
    /// declares none; when it has errors, they are recorded and the op is
    /// not expanded).
    pub format: Option<ResolvedFormat>,
}

/// Checks the model, recording every violation, and resolves its format.
pub(crate) fn check(model: OpModel, errors: &mut Errors) -> CheckedOp {
    let format = check_model(&model, errors);
    CheckedOp { model, format }
}

/// The rules on the model itself; returns the resolved format.
fn check_model(model: &OpModel, errors: &mut Errors) -> Option<ResolvedFormat> {
    if let Some(span) = model.generics_span {
        errors.at(span, "`#[op]` structs cannot be generic");
    }
    let mnemonic = model.mnemonic.value();
    if mnemonic.is_empty() || mnemonic.starts_with('.') || mnemonic.ends_with('.') {
        errors.at(
            model.mnemonic.span(),
            "an op name must be non-empty and not start or end with `.`",
        );
    }
    if model.operand_segments == Segments::Implied {
        at_most_one_flexible(&model.operands, "operand", "Operand", errors);
    }
    if model.result_segments == Segments::Implied {
        at_most_one_flexible(&model.results, "result", "Result", errors);
    }
    only_last_variadic(&model.regions, "region", errors);
    only_last_variadic(&model.successors, "successor", errors);
    for attr in &model.attrs {
        if attr.variadic {
            errors.at(attr.span, "an attribute cannot be `Variadic<…>` (use an array attribute)");
        }
    }
    let all_parts =
        model.operands.iter().chain(&model.results).chain(&model.regions).chain(&model.successors);
    let reserved = all_parts
        .map(|p| &p.name)
        .chain(model.attrs.iter().map(|a| &a.name))
        .filter(|n| *n == "builder" || *n == "loc");
    let adaptor_methods = ["new", "for_op", "all_operands"];
    for part in model.operands.iter().filter(|p| adaptor_methods.iter().any(|m| p.name == m)) {
        errors.at(
            part.name.span(),
            format!(
                "`{}` is the name of a method of the generated operand adaptor; rename the field",
                part.name
            ),
        );
    }
    for name in reserved {
        errors.at(
            name.span(),
            format!(
                "`{name}` is the name of a parameter of the generated `build`; rename the field"
            ),
        );
    }
    if let Some(format) = &model.format
        && model.hooks.iter().any(|h| h == "custom_format")
    {
        errors.at(format.span(), "an op has either `format = \"…\"` or `custom_format`, not both");
    }
    let format = resolve_format(model, errors);
    let mut hooks: Vec<String> = Vec::new();
    for hook in &model.hooks {
        let name = hook.to_string();
        if hooks.contains(&name) {
            errors.at(hook.span(), format!("hook `{name}` is given twice"));
        }
        hooks.push(name);
    }
    let mut seen: Vec<&str> = Vec::new();
    for attr in &model.attrs {
        if seen.contains(&attr.mlir_name.as_str()) {
            errors.at(attr.span, format!("two attributes are named `{}`", attr.mlir_name));
        }
        seen.push(&attr.mlir_name);
    }
    format
}

fn at_most_one_flexible(parts: &[PartField], what: &str, kind: &str, errors: &mut Errors) {
    let flexible: Vec<&PartField> = parts.iter().filter(|p| p.arity != Arity::Single).collect();
    for extra in flexible.iter().skip(1) {
        errors.at(
            extra.span,
            format!(
                "a second variadic or optional {what} needs a segment trait: list `AttrSized{kind}Segments` (sizes stored in a property) or `SameVariadic{kind}Size` in `traits`"
            ),
        );
    }
}

fn only_last_variadic(parts: &[PartField], what: &str, errors: &mut Errors) {
    for (i, part) in parts.iter().enumerate() {
        match part.arity {
            Arity::Optional => errors
                .at(part.span, format!("a {what} cannot be optional (use `Variadic<…>` last)")),
            Arity::Variadic if i + 1 != parts.len() => {
                errors.at(part.span, format!("only the last {what} can be `Variadic<…>`"))
            }
            _ => {}
        }
    }
}
