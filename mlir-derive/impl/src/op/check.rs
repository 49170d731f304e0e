//! Stage 3: every rule `#[op]` can check on its own item, each reported at
//! its span. (What depends on other items — that a trait is an `OpTrait`,
//! that a constraint implements its trait, that the dialect lists the op —
//! rustc checks on the generated code, at the user's span: trait bounds
//! and `const` assertions.)

use super::format::{ResolvedFormat, resolve_format};
use super::hook::OpHook;
use super::model::{Arity, AttrField, OpModel, PartField, Segments, last_segment, lists_trait};
use syn::ext::IdentExt;

use crate::errors::Errors;
use crate::names::{IDENTIFIER_RULE, is_identifier};

/// An op model that went through every check, with what checking resolved:
/// the input of the expansion.
pub(crate) struct CheckedOp {
    /// The model.
    pub model: OpModel,
    /// The assembly format, resolved once here (`None` when the op
    /// declares none or it has errors, which are recorded).
    pub format: Option<ResolvedFormat>,
    /// Whether the expansion has its usual shape despite the errors
    /// recorded (none of them broke a rule the generated code relies on):
    /// then the op is expanded without its format beside the errors, so
    /// the code using it sees its accessors and builders and only the real
    /// errors show.
    pub keeps_shape: bool,
}

/// Checks the model, recording every violation, and resolves its format.
pub(crate) fn check(model: OpModel, errors: &mut Errors) -> CheckedOp {
    let before = errors.len();
    let meant = shape_rules(&model, errors);
    let keeps_shape = errors.len() == before;
    let format = check_model(&model, &meant, errors);
    CheckedOp { model, format, keeps_shape }
}

/// The rules whose violation would break the generated code itself (a
/// generic struct, a field named like a parameter or method the macro
/// generates, a hook or a trait the expansion cannot name); returns the
/// recognized traits that listed ones were misspellings of.
fn shape_rules(model: &OpModel, errors: &mut Errors) -> Vec<&'static str> {
    if let Some(span) = model.generics_span {
        errors.at(span, "`#[op]` structs cannot be generic");
    }
    let meant = misspelt_traits(model, errors);
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
        && model.has_hook(OpHook::CustomFormat)
    {
        errors.at(format.span(), "an op has either `format = \"…\"` or `custom_format`, not both");
    }
    for (i, (hook, flag)) in model.hooks.iter().enumerate() {
        if model.hooks[..i].iter().any(|(earlier, _)| earlier == hook) {
            errors.at(flag.span(), format!("hook `{flag}` is given twice"));
        }
    }
    meant
}

/// The other rules on the model; returns the resolved format.
fn check_model(
    model: &OpModel,
    meant: &[&'static str],
    errors: &mut Errors,
) -> Option<ResolvedFormat> {
    let mnemonic = model.mnemonic.value();
    if mnemonic.is_empty() || mnemonic.starts_with('.') || mnemonic.ends_with('.') {
        errors.at(
            model.mnemonic.span(),
            "an op name must be non-empty and not start or end with `.`",
        );
    } else if !mnemonic.split('.').all(is_identifier) {
        errors.at(
            model.mnemonic.span(),
            format!(
                "op name `{mnemonic}` is not an MLIR identifier ({IDENTIFIER_RULE}; `.` may separate such parts): MLIR could print it but not read it back"
            ),
        );
    }
    renames(model, errors);
    trait_requirements(model, errors);
    effect_rules(model, errors);
    type_from_targets(model, errors);
    if let Some(first) = model.successors.first()
        && !lists_trait(model, "IsTerminator")
    {
        errors.at(
            first.name.span(),
            format!(
                "`{}` is a successor, but only a terminator has successors: list `IsTerminator` in `traits` (else every `{}` fails to verify)",
                first.name, model.ident
            ),
        );
    }
    let meant_segments = |kind: &str| {
        let names = [format!("AttrSized{kind}Segments"), format!("SameVariadic{kind}Size")];
        meant.iter().any(|m| names.iter().any(|n| n == m))
    };
    if model.operand_segments == Segments::Implied && !meant_segments("Operand") {
        at_most_one_flexible(&model.operands, "operand", "Operand", errors);
    }
    if model.result_segments == Segments::Implied && !meant_segments("Result") {
        at_most_one_flexible(&model.results, "result", "Result", errors);
    }
    only_last_variadic(&model.regions, "region", errors);
    only_last_variadic(&model.successors, "successor", errors);
    for attr in &model.attrs {
        if attr.variadic {
            errors.at(attr.span, "an attribute cannot be `Variadic<…>` (use an array attribute)");
        }
    }
    let format = resolve_format(model, errors);
    let mut seen: Vec<&AttrField> = Vec::new();
    for attr in &model.attrs {
        if let Some(first) = seen.iter().find(|a| a.mlir_name == attr.mlir_name) {
            if attr.synthetic {
                // The field is the one to rename, not the trait.
                errors.at(
                    first.rename_span.unwrap_or(first.name.span()),
                    format!(
                        "`{}` is the property a segment trait in `traits` adds; rename the attribute",
                        attr.mlir_name
                    ),
                );
            } else {
                errors.at(
                    attr.rename_span.unwrap_or(attr.name.span()),
                    format!("two attributes are named `{}`", attr.mlir_name),
                );
            }
        }
        seen.push(attr);
    }
    format
}

/// The traits the macro recognizes by name (they change what it
/// generates or checks).
const RECOGNIZED_TRAITS: [&str; 10] = [
    "AttrSizedOperandSegments",
    "AttrSizedResultSegments",
    "SameVariadicOperandSize",
    "SameVariadicResultSize",
    "IsTerminator",
    "NoTerminator",
    "SingleBlock",
    "SingleBlockImplicitTerminator",
    "SameOperandsAndResultType",
    "SameTypeOperands",
];

/// The other traits of the core, which are no misspelling of the above
/// however close (`SameOperandsAndResultShape`).
const OTHER_CORE_TRAITS: [&str; 25] = [
    "Pure",
    "AllTypesMatch",
    "PredOpTrait",
    "HasParent",
    "IsIsolatedFromAbove",
    "SymbolTable",
    "SameOperandsShape",
    "SameOperandsAndResultShape",
    "SameOperandsElementType",
    "SameOperandsAndResultElementType",
    "Elementwise",
    "AffineScope",
    "AutomaticAllocationScope",
    "ConstantLike",
    "ReturnLike",
    "Commutative",
    "Idempotent",
    "Involution",
    "RecursiveMemoryEffects",
    "AlwaysSpeculatable",
    "RecursivelySpeculatable",
    "NoMemoryEffect",
    "Scalarizable",
    "Vectorizable",
    "Tensorizable",
];

/// Names older MLIR releases (and the tutorials written for them) give
/// traits the core has under another name.
const FORMER_MLIR_NAMES: [(&str, &str); 2] =
    [("NoSideEffect", "`Pure` (or `NoMemoryEffect`)"), ("Terminator", "`IsTerminator`")];

/// A listed trait one or two edits from a trait the macro recognizes is a
/// misspelling of it: reported at the trait with the name meant (rustc
/// would only say it cannot find the type, after the macro's own error
/// about what the trait was meant to do). Returns the names meant.
fn misspelt_traits(model: &OpModel, errors: &mut Errors) -> Vec<&'static str> {
    let mut meant = Vec::new();
    for ty in &model.traits {
        let Some(name) = last_segment(ty) else { continue };
        if RECOGNIZED_TRAITS.contains(&name.as_str()) || OTHER_CORE_TRAITS.contains(&name.as_str())
        {
            continue;
        }
        use syn::spanned::Spanned;
        // The name's own token (a path's span is its first token's).
        let at = match ty {
            syn::Type::Path(p) => p.path.segments.last().map_or(ty.span(), |s| s.ident.span()),
            _ => ty.span(),
        };
        if name.ends_with("Interface") {
            // An interface is a Rust trait, which rustc would report as a
            // type expected, suggesting `dyn`.
            errors.at(
                at,
                format!("`{name}` is an interface, not a trait: list it in `interfaces = [{name}]` and implement it, or give a model: `interfaces = [{name}Model = MODEL]` (an interface that verifies may also list its `{name}Trait` marker in `traits`, to order its verifier)"),
            );
            continue;
        }
        if let Some((_, ours)) = FORMER_MLIR_NAMES.iter().find(|(old, _)| *old == name) {
            errors.at(at, format!("`{name}` is MLIR's former name of this trait: write {ours}"));
            continue;
        }
        let Some(close) = crate::suggest::closest_within(&name, RECOGNIZED_TRAITS, 2) else {
            continue;
        };
        errors.at(ty.span(), format!("unknown trait `{name}` (did you mean `{close}`?)"));
        meant.push(close);
    }
    meant
}

/// `#[attr(rename = …)]` and `#[region(rename = …)]` give MLIR names,
/// which must read back.
fn renames(model: &OpModel, errors: &mut Errors) {
    let attrs = model.attrs.iter().filter_map(|a| a.rename_span.map(|s| (&a.mlir_name, s)));
    let regions = model.regions.iter().filter_map(|r| r.rename.as_ref().zip(r.rename_span));
    for (name, span) in attrs.chain(regions) {
        if !is_identifier(name) {
            errors.at(
                span,
                format!(
                    "`{name}` is not an MLIR identifier ({IDENTIFIER_RULE}): MLIR could print it but not read it back"
                ),
            );
        }
    }
}

/// Traits whose requirements the op's parts do not meet: every instance
/// would fail to verify, so each is an error at the trait.
fn trait_requirements(model: &OpModel, errors: &mut Errors) {
    for ty in &model.traits {
        let Some(name) = last_segment(ty) else { continue };
        let missing = match name.as_str() {
            "NoTerminator" | "SingleBlock" | "SingleBlockImplicitTerminator"
                if model.regions.is_empty() =>
            {
                Some("has no region: the trait is about regions (add a `#[region]` field or remove the trait)".to_owned())
            }
            // Folding and constant matching read a constant's value from
            // its fold (MLIR asserts a `ConstantLike` op folds).
            "ConstantLike" if !model.has_hook(OpHook::Fold) => Some(
                "has no `fold`: a constant's value is what its fold gives (add `fold` to `#[op(…)]` and write `fn fold(&self, ir: &IrView, adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult>` returning the value attribute)".to_owned(),
            ),
            "ConstantLike" if model.results.len() != 1 => {
                Some("does not have exactly one result: a constant gives one value".to_owned())
            }
            "ConstantLike" if !model.operands.is_empty() => {
                Some("has operands: a constant depends on nothing".to_owned())
            }
            "SameOperandsAndResultType" if model.results.is_empty() => {
                Some("has no result: the trait relates operand and result types".to_owned())
            }
            "SameOperandsAndResultType" if model.operands.is_empty() => {
                Some("has no operand: the trait relates operand and result types".to_owned())
            }
            marker if marker.ends_with("InterfaceTrait") => {
                let interface = &marker[..marker.len() - "Trait".len()];
                // The interface itself, or its model trait (`…Model`).
                let implemented = model.interfaces.iter().any(|(i, _)| {
                    last_segment(i).is_some_and(|n| n.strip_suffix("Model").unwrap_or(&n) == interface)
                });
                (!implemented).then(|| {
                    format!(
                        "implements no `{interface}`: the marker orders that interface's verification (add it to `interfaces`: `{interface} = MODEL`, or `{interface}Model = MODEL` for an interface declared with `#[interface]`)"
                    )
                })
            }
            _ => None,
        };
        if let Some(why) = missing {
            use syn::spanned::Spanned;
            errors.at(
                ty.span(),
                format!("`{name}` does not apply to `{}`, which {why}", model.ident),
            );
        }
    }
}

/// `type_from = x` names an operand, a result or an attribute of the op.
fn type_from_targets(model: &OpModel, errors: &mut Errors) {
    let names: Vec<String> = model
        .operands
        .iter()
        .chain(&model.results)
        .map(|p| p.name.unraw().to_string())
        .chain(model.attrs.iter().filter(|a| !a.synthetic).map(|a| a.name.unraw().to_string()))
        .collect();
    for part in model.operands.iter().chain(&model.results) {
        let Some(from) = &part.type_from else { continue };
        let from_name = from.unraw().to_string();
        if !names.contains(&from_name) {
            errors.at(
                from.span(),
                format!(
                    "`type_from = {from_name}`: the op has no operand, result or attribute named `{from_name}`{}",
                    crate::suggest::did_you_mean(&from_name, names.iter().map(String::as_str))
                ),
            );
        }
    }
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

/// Declared effects (`effects = […]` on the op or a value) are the op's
/// `MemoryEffectOpInterface`: not beside a model of that interface, nor
/// beside a trait saying the op has no effect.
fn effect_rules(model: &OpModel, errors: &mut Errors) {
    if !super::effects::declares_effects(model) {
        return;
    }
    let first = model
        .effects
        .iter()
        .flatten()
        .chain(model.operands.iter().chain(&model.results).flat_map(|p| &p.effects))
        .map(|e| e.span)
        .next();
    for (interface, _) in &model.interfaces {
        let name = last_segment(interface).unwrap_or_default();
        if name.strip_suffix("Model").unwrap_or(&name) == "MemoryEffectOpInterface" {
            errors.at(
                syn::spanned::Spanned::span(interface),
                "the op declares its memory effects (`effects = [...]`), which gives it a `MemoryEffectOpInterface` model: list the interface or declare the effects, not both",
            );
        }
    }
    let Some(span) = first else { return };
    for no_effect in ["Pure", "NoMemoryEffect"] {
        if lists_trait(model, no_effect) {
            errors.at(
                span,
                format!(
                    "`{no_effect}` says the op has no memory effect, but it declares one: drop one of them (ODS's `Pure` beside an effect on an operand means `AlwaysSpeculatable` and that effect)"
                ),
            );
        }
    }
}
