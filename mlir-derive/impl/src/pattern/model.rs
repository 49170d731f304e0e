//! Stage 2: the owned model of a pattern — its source DAG (what it
//! matches, read by `source.rs`), its guard, and its result (what replaces
//! the root, read by `result.rs`).

use proc_macro2::Span;
use syn::spanned::Spanned;

use super::parse::PatternArgs;
use super::{result, source};
use crate::errors::Errors;

/// A pattern definition.
pub(crate) struct PatternModel {
    pub ident: syn::Ident,
    /// The unit struct as written (docs, visibility, other attributes).
    pub item: syn::ItemStruct,
    pub crate_path: Option<syn::Path>,
    /// Added to the number of source ops (`benefit = N`).
    pub benefit: i32,
    /// `commutative`: an op pattern on a commutative op matches its first
    /// two positional operands in either order.
    pub commutative: bool,
    /// `conversion`: the rule is a conversion pattern, giving the ops it
    /// creates the converted values and result types.
    pub conversion: bool,
    /// `loc = (a, b)`: the created ops' location, fused from these
    /// bindings' (or Rust giving a location), instead of every matched op's.
    pub loc: Option<Vec<syn::Expr>>,
    /// The name for debugging output and pattern filters (`debug_name =
    /// "…"`; the struct's name by default).
    pub debug_name: Option<syn::LitStr>,
    /// The root: an op pattern.
    pub root: OpPat,
    /// `if …`: Rust over the bindings.
    pub guard: Option<syn::Expr>,
    pub result: ResultModel,
}

/// An op pattern: `Path { field: pat, .. }` or `Path(pat, ..)`.
pub(crate) struct OpPat {
    pub path: syn::Path,
    /// `name @ Path { … }`: the op's binding.
    pub binding: Option<syn::Ident>,
    pub args: Args<SrcNode>,
}

/// The arguments of an op pattern or of a result op.
pub(crate) enum Args<N> {
    /// By name (`lhs: x`), with `..` for the rest.
    Named { fields: Vec<(syn::Ident, N)>, rest: bool },
    /// By position, with `..` for the rest.
    Positional { items: Vec<(Span, N)>, rest: bool },
}

/// What one argument (or a binding's subpattern) matches.
pub(crate) enum SrcNode {
    /// `_`.
    Wild,
    /// `name` or `name @ sub`.
    Bind { name: syn::Ident, sub: Option<Box<SrcNode>> },
    /// An op defining the operand.
    Op(Box<OpPat>),
    /// `Const(pat)`: a constant-like op defines the operand; `pat` matches
    /// its value (an attribute).
    Const { span: Span, value: Box<SrcNode> },
    /// `x @ Constraint`: the leaf satisfies a type or attribute constraint.
    Constraint(syn::Path),
    /// `Result(name, Op(…))`: the operand is result `name` of an op
    /// matching the pattern (a multi-result op inside a nested match).
    ResultOf { name: syn::Ident, op: Box<OpPat> },
    /// `[a, b, rest @ .., z]`: a variadic operand group, element by element
    /// (`..`, bound or not, takes any number in its place).
    Slice {
        span: Span,
        prefix: Vec<SrcNode>,
        rest: Option<Option<syn::Ident>>,
        suffix: Vec<SrcNode>,
    },
    /// `either(p, q)` in an op pattern's positional arguments: two
    /// consecutive operands matching `p` and `q` in either order.
    Either(Box<SrcNode>, Box<SrcNode>),
    /// A literal, a path, a range or an or-pattern of them: the argument's
    /// value matches it as a Rust pattern (`CmpIPredicate::Eq`).
    Value(syn::Pat),
}

/// What replaces the root.
pub(crate) struct ResultModel {
    /// The statements before the replacement, in order.
    pub stmts: Vec<ResStmt>,
    /// The values replacing the root's results, in order (a tuple, one
    /// node, or `()` for none).
    pub values: Vec<ResNode>,
    /// Where the replacement was written.
    pub span: Span,
}

/// A statement of a result block.
pub(crate) enum ResStmt {
    /// `let name = node;`: an auxiliary value or op, bound.
    Let(syn::Ident, ResNode),
    /// `name = node;`: a matched op other than the root replaced.
    Replace(syn::Ident, ResNode),
    /// `erase(name);`: a matched op erased once the root is replaced, if
    /// nothing uses it then.
    Erase(syn::Ident),
}

/// A node of the result.
pub(crate) enum ResNode {
    /// An op to create.
    Op(Box<ResOp>),
    /// A bound name.
    Binding(syn::Ident),
    /// Rust: a block, a literal or a path with `::`.
    Native(syn::Expr),
}

/// An op the result creates.
pub(crate) struct ResOp {
    pub path: syn::Path,
    pub args: Args<ResNode>,
    /// `#[types(…)]`: its result types.
    pub types: Option<Vec<syn::Expr>>,
    /// `#[loc(…)]`: its location, from bindings or Rust.
    pub loc: Option<Vec<syn::Expr>>,
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
    let root = match source::src_node(&arm.pat, errors) {
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
    let result = result::result_model(&arm.body, errors)?;
    Some(PatternModel {
        ident: item.ident.clone(),
        item: item.clone(),
        crate_path: args.crate_path,
        benefit: args.benefit,
        commutative: args.commutative,
        conversion: args.conversion,
        loc: args.loc,
        debug_name: args.debug_name,
        root,
        guard,
        result,
    })
}

impl OpPat {
    /// The number of op patterns in this DAG (the pattern's base benefit).
    pub(crate) fn count_ops(&self) -> usize {
        1 + self.args.nodes().map(SrcNode::count_ops).sum::<usize>()
    }
}

impl SrcNode {
    fn count_ops(&self) -> usize {
        match self {
            SrcNode::Op(op) | SrcNode::ResultOf { op, .. } => op.count_ops(),
            SrcNode::Bind { sub: Some(sub), .. } => sub.count_ops(),
            SrcNode::Const { value, .. } => value.count_ops(),
            SrcNode::Slice { prefix, suffix, .. } => {
                prefix.iter().chain(suffix).map(SrcNode::count_ops).sum()
            }
            SrcNode::Either(p, q) => p.count_ops() + q.count_ops(),
            _ => 0,
        }
    }
}

impl<N> Args<N> {
    /// The argument nodes, in order.
    pub(crate) fn nodes(&self) -> Box<dyn Iterator<Item = &N> + '_> {
        match self {
            Args::Named { fields, .. } => Box::new(fields.iter().map(|(_, n)| n)),
            Args::Positional { items, .. } => Box::new(items.iter().map(|(_, n)| n)),
        }
    }
}
