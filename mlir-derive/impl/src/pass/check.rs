//! Stage 3 of `#[pass]`: the rules the macro checks on its own item, each
//! at the mistaken token. Whether an anchor is an op, a dependent dialect
//! a dialect, an enum option's type an enum with `#[pass_option_enum]`, and
//! whether the struct implements `Pass` are left to rustc, whose messages
//! the runtime's traits word.

use proc_macro2::Span;
use syn::spanned::Spanned;

use super::model::{Anchor, OptionKind, PassModel, Role};
use crate::errors::Errors;

/// Checks the model; it is expanded only if nothing was recorded.
pub(crate) fn check(model: PassModel, errors: &mut Errors) -> PassModel {
    match &model.argument {
        None => errors.at(
            Span::call_site(),
            "`#[pass]` needs `argument = \"…\"`: the name pipelines and flags use \
             (`my-pass` for `--my-pass` and `builtin.module(my-pass)`)",
        ),
        Some(argument) if !is_pass_name(&argument.value()) => errors.at(
            argument.span(),
            "a pass argument is letters, digits, `-`, `_` and `.`, starting with a letter",
        ),
        Some(_) => {}
    }
    if let Anchor::Name(name) = &model.anchor
        && !is_op_name(&name.value())
    {
        errors.at(name.span(), "an anchor op name is `dialect.op` (`\"func.func\"`)");
    }
    if let Some(span) = crate::args::derives_default(&model.item) {
        errors.at(
            span,
            "`#[pass]` implements `Default` itself, from the options' defaults: remove it from \
             the derive",
        );
    }
    let mut seen: Vec<&str> = Vec::new();
    for field in &model.fields {
        match &field.role {
            Role::Option(option) => {
                if seen.contains(&option.name.as_str()) {
                    let message = format!("two options are named `{}`", option.name);
                    errors.at(option.name_span, message);
                }
                seen.push(&option.name);
                if !is_pass_name(&option.name) {
                    errors.at(
                        option.name_span,
                        "an option name is letters, digits, `-`, `_` and `.`, starting with a \
                         letter (pipelines write `my-pass{max-depth=3}`)",
                    );
                }
                if let Some(default) = &option.default {
                    check_default(default, &option.kind, errors);
                }
            }
            Role::Statistic(_) if !is_statistic(&field.ty) => {
                errors.at(field.ty.span(), "a `#[statistic]` field has type `Statistic`");
            }
            Role::State if is_statistic(&field.ty) => errors.at(
                field.ident.span(),
                "a `Statistic` field is counted only with `#[statistic(name = \"…\", \
                 description = \"…\")]`",
            ),
            Role::Statistic(_) | Role::State => {}
        }
    }
    model
}

/// Whether a type is written `Statistic` (or a path ending in it).
fn is_statistic(ty: &syn::Type) -> bool {
    matches!(ty, syn::Type::Path(p) if p.qself.is_none()
        && p.path.segments.last().is_some_and(|s| s.ident == "Statistic" && s.arguments.is_none()))
}

/// What MLIR's pipeline syntax reads as a pass name.
fn is_pass_name(name: &str) -> bool {
    name.starts_with(|c: char| c.is_ascii_alphabetic())
        && name.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
}

/// `dialect.op`.
fn is_op_name(name: &str) -> bool {
    matches!(name.split_once('.'), Some((d, o)) if is_pass_name(d) && is_pass_name(o))
}

/// A default matches its option's type: an integer literal in range, a
/// `bool`, a string literal, a list `[…]` of those. Another type's default
/// (an enum's case, an expression) is left to rustc.
fn check_default(default: &syn::Expr, kind: &OptionKind, errors: &mut Errors) {
    let wrong = |errors: &mut Errors, expected: &str| {
        errors.at(default.span(), format!("the default of this option is {expected}"));
    };
    match kind {
        OptionKind::Int { ty, min, max } => match int_literal(default) {
            Some(value) if (*min..=*max).contains(&value) => {}
            Some(_) => wrong(errors, &format!("a `{ty}`, in {min}..={max}")),
            None => wrong(errors, &format!("an integer literal (`{ty}`)")),
        },
        OptionKind::Float => {
            if number_literal(default).is_none() {
                wrong(errors, "a number literal (`f64`)");
            }
        }
        OptionKind::Bool => {
            if !matches!(literal(default), Some(syn::Lit::Bool(_))) {
                wrong(errors, "`true` or `false`");
            }
        }
        OptionKind::String => {
            if !matches!(literal(default), Some(syn::Lit::Str(_))) {
                wrong(errors, "a string literal");
            }
        }
        OptionKind::List(element) => match default {
            syn::Expr::Array(array) => {
                for item in &array.elems {
                    check_default(item, element, errors);
                }
            }
            _ => wrong(errors, "a list: `[a, b]`"),
        },
        OptionKind::Other => {}
    }
}

/// The literal an expression is, looking through parentheses.
fn literal(expr: &syn::Expr) -> Option<&syn::Lit> {
    match expr {
        syn::Expr::Lit(lit) => Some(&lit.lit),
        syn::Expr::Paren(p) => literal(&p.expr),
        _ => None,
    }
}

/// `N`, `N.M` or their negation: a float or integer literal.
fn number_literal(expr: &syn::Expr) -> Option<&syn::Lit> {
    if let syn::Expr::Unary(u) = expr
        && matches!(u.op, syn::UnOp::Neg(_))
    {
        return number_literal(&u.expr);
    }
    literal(expr).filter(|lit| matches!(lit, syn::Lit::Int(_) | syn::Lit::Float(_)))
}

/// The value of `N` or `-N`.
fn int_literal(expr: &syn::Expr) -> Option<i128> {
    if let syn::Expr::Unary(u) = expr
        && matches!(u.op, syn::UnOp::Neg(_))
    {
        return int_literal(&u.expr).map(|v| -v);
    }
    match literal(expr)? {
        syn::Lit::Int(n) => n.base10_parse().ok(),
        _ => None,
    }
}
