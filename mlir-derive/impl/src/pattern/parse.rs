//! Stage 1: the syntax of `#[pattern(…)]` — options (`benefit = N`,
//! `debug_name = "…"`, `crate = path`), then one Rust match arm, `source
//! if guard => result` — read into the model. Rust's own parser reads the
//! arm; this stage says which Rust forms mean what, and reports every
//! form it does not take at its span.

use proc_macro2::TokenStream;
use syn::parse::{ParseStream, Parser};
use syn::spanned::Spanned;

use super::model::{Args, OpPat, PatternModel, ResNode, ResOp, ResStmt, ResultModel, SrcNode};
use crate::errors::Errors;

/// The arguments of `#[pattern(…)]`.
pub(crate) struct PatternArgs {
    pub benefit: i32,
    pub commutative: bool,
    pub loc: Option<Vec<syn::Expr>>,
    pub debug_name: Option<syn::LitStr>,
    pub crate_path: Option<syn::Path>,
    pub arm: Option<syn::Arm>,
}

const OPTIONS: [&str; 5] = ["benefit", "commutative", "debug_name", "loc", "crate"];

/// Parses the options and the arm.
pub(crate) fn parse_pattern_args(args: TokenStream, errors: &mut Errors) -> PatternArgs {
    let mut parsed = PatternArgs {
        benefit: 0,
        commutative: false,
        loc: None,
        debug_name: None,
        crate_path: None,
        arm: None,
    };
    let parser = |input: ParseStream| {
        loop {
            missing_flag_comma(input)?;
            if !is_option(input) {
                break;
            }
            if input.peek(syn::Ident) && input.peek2(syn::Token![,]) {
                let flag: syn::Ident = input.parse()?;
                input.parse::<syn::Token![,]>()?;
                if flag != "commutative" {
                    let hint = crate::suggest::did_you_mean(&flag.to_string(), OPTIONS);
                    return Err(syn::Error::new(
                        flag.span(),
                        format!(
                            "unknown `#[pattern]` flag `{flag}`{hint}: the flag is `commutative`"
                        ),
                    ));
                }
                parsed.commutative = true;
                continue;
            }
            let name: syn::Ident = if input.peek(syn::Token![crate]) {
                let kw: syn::Token![crate] = input.parse()?;
                syn::Ident::new("crate", kw.span)
            } else {
                input.parse()?
            };
            input.parse::<syn::Token![=]>()?;
            match name.to_string().as_str() {
                "benefit" => {
                    let lit: syn::Expr = input.parse()?;
                    parsed.benefit = benefit_value(&lit)?;
                }
                "debug_name" => parsed.debug_name = Some(input.parse()?),
                "loc" => {
                    let value: syn::Expr = input.parse()?;
                    parsed.loc = Some(match value {
                        syn::Expr::Tuple(t) => t.elems.into_iter().collect(),
                        syn::Expr::Paren(p) => vec![*p.expr],
                        other => vec![other],
                    });
                }
                "crate" => parsed.crate_path = Some(input.parse()?),
                other => {
                    let hint = crate::suggest::did_you_mean(other, OPTIONS);
                    return Err(syn::Error::new(
                        name.span(),
                        format!(
                            "unknown `#[pattern]` option `{other}`{hint}: options are \
                             `benefit = N`, `debug_name = \"…\"`, `loc = (a, b)` and `crate = \
                             path`, before the pattern"
                        ),
                    ));
                }
            }
            input.parse::<syn::Token![,]>()?;
        }
        if input.is_empty() {
            return Err(input
                .error("`#[pattern]` needs a rewrite: `SourceOp { … } if guard => Result { … }`"));
        }
        let arm: syn::Arm = input.parse()?;
        if arm.comma.is_some() {
            if !input.is_empty() {
                // At the whole second rewrite, not the comma before it.
                let rest: TokenStream = input.parse()?;
                return Err(syn::Error::new_spanned(
                    rest,
                    "one rewrite per `#[pattern]`: declare another struct for this one",
                ));
            }
        } else if !input.is_empty() {
            return Err(input.error("unexpected tokens after the rewrite"));
        }
        parsed.arm = Some(arm);
        Ok(())
    };
    if let Err(e) = parser.parse2(args) {
        errors.push(e);
    }
    parsed
}

/// Whether the input starts with `name =` (an option), not `name @`, `name
/// {`, `name(` or `name =>`.
fn is_option(input: ParseStream) -> bool {
    let fork = input.fork();
    let ident = if fork.peek(syn::Token![crate]) {
        fork.parse::<syn::Token![crate]>().is_ok()
    } else {
        fork.parse::<syn::Ident>().is_ok()
    };
    ident
        && (fork.peek(syn::Token![,]) || (fork.peek(syn::Token![=]) && !fork.peek(syn::Token![=>])))
}

/// The `commutative` flag written without its comma before the pattern
/// (`commutative AddOp(…) => …`), which would otherwise read as a path and
/// fail at `=>`: one error at the flag.
fn missing_flag_comma(input: ParseStream) -> syn::Result<()> {
    let fork = input.fork();
    match fork.parse::<syn::Ident>() {
        Ok(flag)
            if flag == "commutative"
                && !fork.peek(syn::Token![,])
                && !fork.peek(syn::Token![=])
                && !fork.is_empty() =>
        {
            Err(syn::Error::new(flag.span(), "expected `,` after `commutative`"))
        }
        _ => Ok(()),
    }
}

/// `benefit = N` or `benefit = -N`.
fn benefit_value(expr: &syn::Expr) -> syn::Result<i32> {
    let (negative, lit) = match expr {
        syn::Expr::Unary(u) if matches!(u.op, syn::UnOp::Neg(_)) => (true, &*u.expr),
        other => (false, other),
    };
    match lit {
        syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Int(n), .. }) => {
            let n: i32 = n.base10_parse().map_err(|_| {
                syn::Error::new(n.span(), "`benefit` takes an `i32`: this number is too large")
            })?;
            Ok(if negative { -n } else { n })
        }
        _ => Err(syn::Error::new(expr.span(), "`benefit` takes an integer (`benefit = 2`)")),
    }
}

/// Builds the model from the item and the arguments.
pub(crate) fn build(
    item: &syn::ItemStruct,
    args: PatternArgs,
    errors: &mut Errors,
) -> Option<PatternModel> {
    if !matches!(item.fields, syn::Fields::Unit) || !item.generics.params.is_empty() {
        errors.at(
            item.ident.span(),
            "`#[pattern]` goes on a unit struct without generics (`pub struct FoldAddZero;`)",
        );
    }
    if let Some(derive) = crate::args::derives_default(item) {
        errors.at(derive, "`#[pattern]` implements `Default` itself: remove it from the derive");
    }
    let arm = args.arm?;
    let root = match src_node(&arm.pat, errors) {
        Some(SrcNode::Op(op)) => *op,
        Some(SrcNode::Bind { name, sub: Some(sub) }) if matches!(*sub, SrcNode::Op(_)) => {
            let SrcNode::Op(mut op) = *sub else { unreachable!() };
            op.binding = Some(name);
            *op
        }
        Some(_) => {
            errors.at(
                arm.pat.span(),
                "a pattern's root is an op pattern (`AddIOp { lhs: x, .. }` or `AddIOp(x, ..)`)",
            );
            return None;
        }
        None => return None,
    };
    let guard = arm.guard.map(|(_, guard)| *guard);
    let result = result_model(&arm.body, errors)?;
    Some(PatternModel {
        ident: item.ident.clone(),
        item: item.clone(),
        crate_path: args.crate_path,
        benefit: args.benefit,
        commutative: args.commutative,
        loc: args.loc,
        debug_name: args.debug_name,
        root,
        guard,
        result,
    })
}

/// The source node a Rust pattern stands for; `None` after an error.
fn src_node(pat: &syn::Pat, errors: &mut Errors) -> Option<SrcNode> {
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
        syn::Pat::Struct(p) => {
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
        syn::Pat::TupleStruct(p) => {
            if p.qself.is_some() {
                errors.at(p.span(), "an op pattern names the op by a plain path");
                return None;
            }
            if p.path.is_ident("Result") {
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
                return None;
            }
            if p.path.is_ident("Const") {
                let mut elems = p.elems.iter();
                return match (elems.next(), elems.next()) {
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
                };
            }
            let mut items = Vec::new();
            let mut rest = false;
            let mut ok = true;
            for (i, elem) in p.elems.iter().enumerate() {
                if let syn::Pat::TupleStruct(e) = elem
                    && e.path.is_ident("either")
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

/// The result: one node, a tuple of nodes, `()`, or a block of `let
/// name = node;` statements ending in one of those.
fn result_model(body: &syn::Expr, errors: &mut Errors) -> Option<ResultModel> {
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
                    syn::Stmt::Expr(syn::Expr::Call(call), Some(_)) if matches!(&*call.func, syn::Expr::Path(p) if p.path.is_ident("erase")) =>
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
        let slot = if attr.path().is_ident("types") {
            &mut types
        } else if attr.path().is_ident("loc") {
            &mut loc
        } else {
            let name = attr.path().segments.last().map(|s| s.ident.to_string()).unwrap_or_default();
            let hint = crate::suggest::did_you_mean(&name, ["types", "loc"]);
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
                let what = if attr.path().is_ident("types") {
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
