//! Stage 3: the rules a pattern's own item decides — every name the
//! result uses is bound (by the source or an earlier `let`), a name bound
//! twice in the source is bound to things of one kind (it then means
//! equality), and no binding takes a name the expansion gives Rust code
//! (`rw`, `loc`). What depends on other items (an op's fields, their
//! types, arities) is left to rustc through the glue `#[op]` generates.

use std::collections::BTreeMap;
use std::collections::btree_map::Entry;

use super::model::{OpPat, PatternModel, ResNode, ResStmt, SrcNode};
use crate::errors::Errors;

/// What a name is bound to.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum BindingKind {
    /// A matched op (`name @ Op { … }`) or an op the result creates.
    Op,
    /// An argument's value (an operand, or an attribute's value).
    Arg,
    /// A constant's value (`Const(name)`): an attribute.
    Constant,
}

impl BindingKind {
    fn describe(self) -> &'static str {
        match self {
            BindingKind::Op => "an op",
            BindingKind::Arg => "an argument",
            BindingKind::Constant => "a constant's value",
        }
    }
}

/// The model, checked.
pub(crate) struct CheckedPattern {
    pub model: PatternModel,
}

/// Names the expansion gives the guard and the native code.
const RESERVED: [&str; 2] = ["rw", "loc"];

/// Checks the model.
pub(crate) fn check(model: PatternModel, errors: &mut Errors) -> CheckedPattern {
    let mut kinds = BTreeMap::new();
    if let Some(name) = &model.root.binding {
        bind(name, BindingKind::Op, &mut kinds, errors);
    }
    src_args(&model.root, &mut kinds, errors);
    for stmt in &model.result.stmts {
        match stmt {
            ResStmt::Let(name, node) => {
                res_node(node, &kinds, errors);
                let kind = match node {
                    ResNode::Op(_) => BindingKind::Op,
                    _ => BindingKind::Arg,
                };
                let key = name.to_string();
                if RESERVED.contains(&key.as_str()) {
                    // Still bound below, so its uses are not reported again.
                    reserved(name, errors);
                }
                match kinds.entry(key) {
                    Entry::Occupied(_) => {
                        errors.at(name.span(), format!("`{name}` is already bound by the pattern"))
                    }
                    Entry::Vacant(slot) => {
                        slot.insert(kind);
                    }
                }
            }
            ResStmt::Replace(name, node) => {
                res_node(node, &kinds, errors);
                matched_op(name, &kinds, errors);
            }
            ResStmt::Erase(name) => matched_op(name, &kinds, errors),
        }
    }
    for node in &model.result.values {
        res_node(node, &kinds, errors);
    }
    for item in model.loc.iter().flatten() {
        if let syn::Expr::Path(p) = item
            && let Some(name) = p.path.get_ident()
        {
            known(name, &kinds, errors);
        }
    }
    CheckedPattern { model }
}

fn reserved(name: &syn::Ident, errors: &mut Errors) {
    errors.at(
        name.span(),
        format!("`{name}` names what the guard and native code get (the rewriter `rw`, the location `loc`): choose another name"),
    );
}

/// Records `name` as bound to a `kind`; a second binding must be of the
/// same kind.
fn bind(
    name: &syn::Ident,
    kind: BindingKind,
    kinds: &mut BTreeMap<String, BindingKind>,
    errors: &mut Errors,
) {
    let key = name.to_string();
    if RESERVED.contains(&key.as_str()) {
        reserved(name, errors);
        // Still bound, so its uses are not reported again.
        kinds.insert(key, kind);
        return;
    }
    match kinds.get(&key) {
        Some(&first) if first != kind => errors.at(
            name.span(),
            format!(
                "`{name}` is bound to {} here but to {} before: a name bound twice means the \
                 same thing twice",
                kind.describe(),
                first.describe()
            ),
        ),
        Some(_) => {}
        None => {
            kinds.insert(key, kind);
        }
    }
}

fn src_args(op: &OpPat, kinds: &mut BTreeMap<String, BindingKind>, errors: &mut Errors) {
    let nodes: Vec<&SrcNode> = op.args.nodes().collect();
    for node in nodes {
        src_node(node, BindingKind::Arg, kinds, errors);
    }
}

/// Records the bindings of `node`, which matches something of `kind`.
fn src_node(
    node: &SrcNode,
    kind: BindingKind,
    kinds: &mut BTreeMap<String, BindingKind>,
    errors: &mut Errors,
) {
    match node {
        SrcNode::Bind { name, sub } => {
            let bound = match sub.as_deref() {
                Some(SrcNode::Op(_)) => BindingKind::Op,
                _ => kind,
            };
            bind(name, bound, kinds, errors);
            if let Some(sub) = sub {
                src_node(sub, kind, kinds, errors);
            }
        }
        SrcNode::Op(op) | SrcNode::ResultOf { op, .. } => src_args(op, kinds, errors),
        SrcNode::Slice { prefix, rest, suffix, .. } => {
            for node in prefix.iter().chain(suffix) {
                src_node(node, kind, kinds, errors);
            }
            if let Some(Some(name)) = rest {
                bind(name, BindingKind::Arg, kinds, errors);
            }
        }
        SrcNode::Either(p, q) => {
            src_node(p, kind, kinds, errors);
            src_node(q, kind, kinds, errors);
        }
        SrcNode::Const { value, .. } => src_node(value, BindingKind::Constant, kinds, errors),
        SrcNode::Wild | SrcNode::Constraint(_) | SrcNode::Value(_) => {}
    }
}

/// Checks that the names a result node uses are bound.
fn res_node(node: &ResNode, kinds: &BTreeMap<String, BindingKind>, errors: &mut Errors) {
    match node {
        ResNode::Binding(name) => known(name, kinds, errors),
        ResNode::Op(op) => {
            for arg in op.args.nodes() {
                res_node(arg, kinds, errors);
            }
            for item in op.loc.iter().flatten() {
                if let syn::Expr::Path(p) = item
                    && let Some(name) = p.path.get_ident()
                {
                    known(name, kinds, errors);
                }
            }
        }
        ResNode::Native(_) => {}
    }
}

/// Reports `name` unless it is bound to a matched op.
fn matched_op(name: &syn::Ident, kinds: &BTreeMap<String, BindingKind>, errors: &mut Errors) {
    match kinds.get(&name.to_string()) {
        Some(BindingKind::Op) => {}
        Some(kind) => errors.at(
            name.span(),
            format!(
                "`{name}` is bound to {}: only a matched op is replaced or erased",
                kind.describe()
            ),
        ),
        None => known(name, kinds, errors),
    }
}

/// Reports `name` unless it is bound.
fn known(name: &syn::Ident, kinds: &BTreeMap<String, BindingKind>, errors: &mut Errors) {
    let key = name.to_string();
    if !kinds.contains_key(&key) {
        // One- and two-letter names are all close to each other: no guess.
        let hint = if key.chars().count() > 2 {
            crate::suggest::did_you_mean(&key, kinds.keys().map(String::as_str))
        } else {
            String::new()
        };
        errors.at(name.span(), format!("`{name}` is not bound by the pattern{hint}"));
    }
}
