//! Stage 2, the source: the DAG a pattern matches, read from the arm's
//! Rust pattern (`AddIOp { lhs: x, .. }`, `AddIOp(x, ..)`, `x @ …`, `_`,
//! `Const(c)`, `Result(name, …)`, `either(p, q)`, `[a, rest @ ..]`, and
//! literals or paths for an attribute's value). A form it does not take is
//! reported at its span.

use syn::spanned::Spanned;

use super::model::{Args, OpPat, SrcNode};
use crate::errors::Errors;
use crate::symbol::{CONST, EITHER, RESULT_OF};

/// The source node a Rust pattern stands for; `None` after an error.
pub(crate) fn src_node(pat: &syn::Pat, errors: &mut Errors) -> Option<SrcNode> {
    match pat {
        syn::Pat::Wild(_) => Some(SrcNode::Wild),
        // A capitalized name (`None`, an imported `Eq`) is a value, as
        // rustc resolves it; bindings are snake_case.
        syn::Pat::Ident(p)
            if p.subpat.is_none() && p.ident.to_string().starts_with(char::is_uppercase) =>
        {
            Some(SrcNode::Value(pat.clone()))
        }
        syn::Pat::Ident(p) => {
            if p.by_ref.is_some() || p.mutability.is_some() {
                errors.at(p.span(), "a binding in a pattern is a plain name (no `ref`, no `mut`)");
                return None;
            }
            let sub = match &p.subpat {
                None => None,
                Some((_, sub)) => Some(Box::new(bound_subpattern(sub, errors)?)),
            };
            Some(SrcNode::Bind { name: p.ident.clone(), sub })
        }
        syn::Pat::Struct(p) => struct_pattern(p, errors),
        syn::Pat::TupleStruct(p) => tuple_struct_pattern(p, errors),
        syn::Pat::Lit(_) | syn::Pat::Path(_) | syn::Pat::Range(_) | syn::Pat::Or(_) => {
            Some(SrcNode::Value(pat.clone()))
        }
        syn::Pat::Slice(p) => slice(p, errors),
        syn::Pat::Paren(p) => match &*p.pat {
            syn::Pat::Lit(_) | syn::Pat::Path(_) | syn::Pat::Range(_) | syn::Pat::Or(_) => {
                Some(SrcNode::Value(pat.clone()))
            }
            inner => src_node(inner, errors),
        },
        other => {
            errors.at(
                other.span(),
                "not a form `#[pattern]` matches: write an op pattern (`AddIOp { lhs: x, .. }`, \
                 `AddIOp(x, ..)`), a binding (`x`, `x @ …`), `_`, `Const(c)`, or a literal, path \
                 or `|` of them for an attribute's value",
            );
            None
        }
    }
}

/// `Path { field: pat, .. }`: an op pattern by field name.
fn struct_pattern(p: &syn::PatStruct, errors: &mut Errors) -> Option<SrcNode> {
    if p.qself.is_some() {
        errors.at(p.span(), "an op pattern names the op by a plain path");
        return None;
    }
    let mut fields = Vec::new();
    let mut ok = true;
    for field in &p.fields {
        let syn::Member::Named(name) = &field.member else {
            errors.at(field.member.span(), "an op's fields are named (`lhs: x`)");
            ok = false;
            continue;
        };
        match src_node(&field.pat, errors) {
            Some(node) => fields.push((name.clone(), node)),
            None => ok = false,
        }
    }
    ok.then(|| {
        SrcNode::Op(Box::new(OpPat {
            path: p.path.clone(),
            binding: None,
            args: Args::Named { fields, rest: p.rest.is_some() },
        }))
    })
}

/// `Path(pat, ..)`: an op pattern by position, or `Result(…)`/`Const(…)`.
fn tuple_struct_pattern(p: &syn::PatTupleStruct, errors: &mut Errors) -> Option<SrcNode> {
    if p.qself.is_some() {
        errors.at(p.span(), "an op pattern names the op by a plain path");
        return None;
    }
    if p.path == RESULT_OF {
        return result_of(p, errors);
    }
    if p.path == CONST {
        return constant(p, errors);
    }
    let mut items = Vec::new();
    let mut rest = false;
    let mut ok = true;
    for (i, elem) in p.elems.iter().enumerate() {
        if let syn::Pat::TupleStruct(e) = elem
            && e.path == EITHER
        {
            match either(e, errors) {
                Some(node) => items.push((elem.span(), node)),
                None => ok = false,
            }
            continue;
        }
        if let syn::Pat::Rest(r) = elem {
            if i + 1 != p.elems.len() {
                errors.at(r.span(), "`..` comes last in an op pattern");
                ok = false;
            }
            rest = true;
            continue;
        }
        match src_node(elem, errors) {
            Some(node) => items.push((elem.span(), node)),
            None => ok = false,
        }
    }
    ok.then(|| {
        SrcNode::Op(Box::new(OpPat {
            path: p.path.clone(),
            binding: None,
            args: Args::Positional { items, rest },
        }))
    })
}

/// `Result(name, Op(…))`: result `name` of an op matching the pattern.
fn result_of(p: &syn::PatTupleStruct, errors: &mut Errors) -> Option<SrcNode> {
    let elems: Vec<&syn::Pat> = p.elems.iter().collect();
    if let [syn::Pat::Ident(name), op] = elems.as_slice()
        && name.subpat.is_none()
    {
        return match src_node(op, errors)? {
            SrcNode::Op(op) => Some(SrcNode::ResultOf { name: name.ident.clone(), op }),
            _ => {
                errors.at(op.span(), "`Result(name, …)` takes an op pattern");
                None
            }
        };
    }
    errors.at(p.span(), "`Result` takes a result's name and an op pattern (`Result(overflow, AddUIExtendedOp(a, b))`)");
    None
}

/// `Const(pat)`: a constant-like op, its value matching `pat`.
fn constant(p: &syn::PatTupleStruct, errors: &mut Errors) -> Option<SrcNode> {
    let mut elems = p.elems.iter();
    match (elems.next(), elems.next()) {
        (Some(value), None) if !matches!(value, syn::Pat::Rest(_)) => {
            let value = src_node(value, errors)?;
            if let SrcNode::Op(_) = value {
                errors.at(
                    p.elems.span(),
                    "`Const(…)` binds the constant's value, an attribute, not an op",
                );
                return None;
            }
            Some(SrcNode::Const { span: p.path.span(), value: Box::new(value) })
        }
        _ => {
            errors.at(
                p.span(),
                "`Const` takes one pattern for the constant's value (`Const(c)` or `Const(_)`)",
            );
            None
        }
    }
}

/// `either(p, q)`: two operands in either order.
fn either(p: &syn::PatTupleStruct, errors: &mut Errors) -> Option<SrcNode> {
    let elems: Vec<&syn::Pat> = p.elems.iter().collect();
    let [first, second] = elems.as_slice() else {
        errors.at(p.span(), "`either` takes two patterns, for two consecutive operands");
        return None;
    };
    let (first, second) = (src_node(first, errors), src_node(second, errors));
    Some(SrcNode::Either(Box::new(first?), Box::new(second?)))
}

/// `[a, rest @ .., z]`: a variadic group's elements, with at most one `..`.
fn slice(p: &syn::PatSlice, errors: &mut Errors) -> Option<SrcNode> {
    let (mut prefix, mut suffix) = (Vec::new(), Vec::new());
    let mut rest: Option<Option<syn::Ident>> = None;
    for elem in &p.elems {
        let rest_here = match elem {
            syn::Pat::Rest(_) => Some(None),
            syn::Pat::Ident(i)
                if matches!(i.subpat.as_ref().map(|s| &*s.1), Some(syn::Pat::Rest(_))) =>
            {
                Some(Some(i.ident.clone()))
            }
            _ => None,
        };
        if let Some(binding) = rest_here {
            if rest.is_some() {
                errors.at(elem.span(), "a slice pattern takes one `..`");
                return None;
            }
            rest = Some(binding);
            continue;
        }
        let node = src_node(elem, errors)?;
        if rest.is_some() { suffix.push(node) } else { prefix.push(node) }
    }
    Some(SrcNode::Slice { span: p.span(), prefix, rest, suffix })
}

/// The pattern after `name @`: a constraint (a path naming a type or
/// attribute constraint), or any other source node.
fn bound_subpattern(sub: &syn::Pat, errors: &mut Errors) -> Option<SrcNode> {
    match sub {
        syn::Pat::Ident(p)
            if p.subpat.is_none() && p.by_ref.is_none() && p.mutability.is_none() =>
        {
            Some(SrcNode::Constraint(syn::Path::from(p.ident.clone())))
        }
        syn::Pat::Path(p) if p.qself.is_none() => Some(SrcNode::Constraint(p.path.clone())),
        other => src_node(other, errors),
    }
}
