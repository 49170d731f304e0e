//! Stage 2, the result: what replaces the root, read from the arm's body —
//! one node, a tuple of nodes or `()`, or a block of `let name = node;`,
//! `name = node;` and `erase(name);` statements ending in one of those;
//! a node is an op to create (with `#[types(…)]`, `#[loc(…)]`), a bound
//! name or Rust. A form it does not take is reported at its span.

use syn::spanned::Spanned;

use super::model::{Args, ResNode, ResOp, ResStmt, ResultModel};
use crate::errors::Errors;
use crate::symbol::{ERASE, LOC, TYPES, words};

/// The result: one node, a tuple of nodes, `()`, or a block of `let
/// name = node;` statements ending in one of those.
pub(crate) fn result_model(body: &syn::Expr, errors: &mut Errors) -> Option<ResultModel> {
    let span = body.span();
    let (stmts, tail) = match body {
        syn::Expr::Block(block) if block.attrs.is_empty() && block.label.is_none() => {
            let mut stmts = Vec::new();
            let mut tail = None;
            let written = &block.block.stmts;
            for (i, stmt) in written.iter().enumerate() {
                match stmt {
                    syn::Stmt::Local(local) if i + 1 < written.len() => {
                        let syn::Pat::Ident(name) = &local.pat else {
                            errors.at(local.pat.span(), "a result's `let` binds one name");
                            return None;
                        };
                        let Some(init) = &local.init else {
                            errors.at(local.span(), "a result's `let` needs a value");
                            return None;
                        };
                        if let Some((else_token, _)) = &init.diverge {
                            errors.at(else_token.span, "a result's `let` has no `else`");
                            return None;
                        }
                        stmts.push(ResStmt::Let(name.ident.clone(), res_node(&init.expr, errors)?));
                    }
                    syn::Stmt::Expr(syn::Expr::Assign(assign), Some(_)) => {
                        let syn::Expr::Path(p) = &*assign.left else {
                            errors.at(
                                assign.left.span(),
                                "`name = …;` replaces a matched op: name it",
                            );
                            return None;
                        };
                        let Some(name) = p.path.get_ident() else {
                            errors.at(p.span(), "`name = …;` replaces a matched op: name it");
                            return None;
                        };
                        stmts
                            .push(ResStmt::Replace(name.clone(), res_node(&assign.right, errors)?));
                    }
                    syn::Stmt::Expr(syn::Expr::Call(call), Some(_)) if matches!(&*call.func, syn::Expr::Path(p) if p.path == ERASE) =>
                    {
                        let name = match call.args.first() {
                            Some(syn::Expr::Path(p)) if call.args.len() == 1 => {
                                p.path.get_ident().cloned()
                            }
                            _ => None,
                        };
                        let Some(name) = name else {
                            errors.at(call.span(), "`erase(name);` erases one matched op");
                            return None;
                        };
                        stmts.push(ResStmt::Erase(name));
                    }
                    syn::Stmt::Expr(expr, None) if i + 1 == written.len() => tail = Some(expr),
                    other => {
                        errors.at(
                            other.span(),
                            "a result block holds `let name = …;`, `name = …;` (replacing a \
                             matched op) and `erase(name);` statements and ends in the replacement",
                        );
                        return None;
                    }
                }
            }
            let Some(tail) = tail else {
                errors
                    .at(span, "a result block ends in the replacement (a value, an op or a tuple)");
                return None;
            };
            (stmts, tail)
        }
        other => (Vec::new(), other),
    };
    let values = match tail {
        syn::Expr::Tuple(t) if t.attrs.is_empty() => {
            let mut values = Vec::new();
            for elem in &t.elems {
                values.push(res_node(elem, errors)?);
            }
            values
        }
        other => vec![res_node(other, errors)?],
    };
    Some(ResultModel { stmts, values, span })
}

/// A result node: an op (`Path { … }`, `Path(…)`), a bound name, or Rust
/// (a block, a literal, a path with `::`, or a reference such as `&x`).
fn res_node(expr: &syn::Expr, errors: &mut Errors) -> Option<ResNode> {
    match expr {
        syn::Expr::Struct(s) => {
            if s.qself.is_some() || s.rest.is_some() {
                let at = s.rest.as_ref().map_or(s.span(), |r| r.span());
                errors.at(at, "a result op gives its arguments by name, with `..` for defaults");
                return None;
            }
            let mut fields = Vec::new();
            for field in &s.fields {
                let syn::Member::Named(name) = &field.member else {
                    errors.at(field.member.span(), "an op's fields are named (`lhs: x`)");
                    return None;
                };
                if fields.iter().any(|(n, _): &(syn::Ident, ResNode)| n == name) {
                    errors.at(name.span(), format!("`{name}` is given twice"));
                    return None;
                }
                fields.push((name.clone(), res_node(&field.expr, errors)?));
            }
            let (types, loc) = node_attrs(&s.attrs, errors)?;
            Some(ResNode::Op(Box::new(ResOp {
                path: s.path.clone(),
                args: Args::Named { fields, rest: s.dot2_token.is_some() },
                types,
                loc,
            })))
        }
        syn::Expr::Call(c) => {
            let syn::Expr::Path(p) = &*c.func else {
                errors.at(c.func.span(), "a result op is named by its path (`AddIOp(x, y)`)");
                return None;
            };
            let mut items = Vec::new();
            let mut rest = false;
            for (i, arg) in c.args.iter().enumerate() {
                if let syn::Expr::Range(r) = arg
                    && r.start.is_none()
                    && r.end.is_none()
                {
                    if i + 1 != c.args.len() {
                        errors.at(r.span(), "`..` comes last in a result op");
                        return None;
                    }
                    rest = true;
                    continue;
                }
                items.push((arg.span(), res_node(arg, errors)?));
            }
            let (types, loc) = node_attrs(&c.attrs, errors)?;
            Some(ResNode::Op(Box::new(ResOp {
                path: p.path.clone(),
                args: Args::Positional { items, rest },
                types,
                loc,
            })))
        }
        syn::Expr::Path(p) if p.qself.is_none() && p.path.get_ident().is_some() => {
            Some(ResNode::Binding(p.path.get_ident().cloned()?))
        }
        syn::Expr::Block(_)
        | syn::Expr::Lit(_)
        | syn::Expr::Path(_)
        | syn::Expr::Unary(_)
        | syn::Expr::Reference(_) => Some(ResNode::Native(expr.clone())),
        other => {
            // The whole expression (`a + b`), not its first token.
            errors.push(syn::Error::new_spanned(
                other,
                "not a result node: write an op (`AddIOp { lhs: x, rhs: y }`), a bound name, or \
                 Rust in braces (`{ … }`)",
            ));
            None
        }
    }
}

/// A result op's `#[types(…)]` and `#[loc(…)]`.
type NodeAttrs = (Option<Vec<syn::Expr>>, Option<Vec<syn::Expr>>);

/// Reads a result op's attributes.
fn node_attrs(attrs: &[syn::Attribute], errors: &mut Errors) -> Option<NodeAttrs> {
    let (mut types, mut loc) = (None, None);
    for attr in attrs {
        let list = |attr: &syn::Attribute| {
            attr.parse_args_with(
                syn::punctuated::Punctuated::<syn::Expr, syn::Token![,]>::parse_terminated,
            )
            .map(|l| l.into_iter().collect::<Vec<_>>())
        };
        let slot = if attr.path() == TYPES {
            &mut types
        } else if attr.path() == LOC {
            &mut loc
        } else {
            let name = attr.path().segments.last().map(|s| s.ident.to_string()).unwrap_or_default();
            let hint = crate::suggest::did_you_mean(&name, words(&[TYPES, LOC]));
            errors.at(
                attr.path().span(),
                format!(
                    "unknown attribute `{name}`{hint}: a result op takes `#[types(…)]` (its \
                     result types) and `#[loc(…)]` (its location)"
                ),
            );
            return None;
        };
        if slot.is_some() {
            errors.at(attr.path().span(), "given twice");
            return None;
        }
        match list(attr) {
            Ok(items) if !items.is_empty() => *slot = Some(items),
            Ok(_) => {
                // At the empty parentheses (the attribute's span is its `#`).
                let at = match &attr.meta {
                    syn::Meta::List(list) => list.delimiter.span().join(),
                    _ => attr.path().span(),
                };
                let what = if attr.path() == TYPES {
                    "the op's result types (`#[types(t1, t2)]`)"
                } else {
                    "the bindings or the Rust giving its location (`#[loc(a, b)]`)"
                };
                errors.at(at, format!("empty: give {what}, or leave the attribute out"));
                return None;
            }
            Err(e) => {
                errors.push(e);
                return None;
            }
        }
    }
    Some((types, loc))
}
