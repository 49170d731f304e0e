//! The source DAG a declarative pattern matches, as data: which ops, in
//! which argument positions, and whether anything beyond the shape decides
//! the match (a guard, a repeated name, a constraint, a value). With it,
//! [`shadowed_patterns`] finds a pattern that can never apply because a
//! more general, unconditional pattern of at least its benefit is tried on
//! the same root first.

use crate::rewrite::RewritePattern;

/// A pattern's source DAG (`#[pattern]` gives every pattern one).
#[derive(Debug)]
pub struct SourceShape {
    /// The root op pattern ([`ShapeNode::Op`]).
    pub root: ShapeNode,
    /// Whether something beyond the ops decides the match: a guard, a
    /// name bound twice, a constraint, an attribute value, `either`, a
    /// slice or a named result.
    pub conditional: bool,
}

/// One node of a source DAG.
#[derive(Debug)]
pub enum ShapeNode {
    /// Anything (`_`, a binding).
    Any,
    /// A constant (`Const(…)`).
    Constant,
    /// Something checked beyond its op (a constraint, a value, a slice,
    /// `either`, a named result): matches a subset of what `Any` matches.
    Checked,
    /// An op and patterns on some of its arguments.
    Op {
        /// The op's full name.
        name: &'static str,
        /// The op's argument names, in position order.
        arg_names: &'static [&'static str],
        /// The arguments the pattern constrains.
        args: &'static [(ShapeKey, ShapeNode)],
    },
}

/// Where an argument pattern sits.
#[derive(Copy, Clone, Debug)]
pub enum ShapeKey {
    /// By name.
    Name(&'static str),
    /// By position.
    Position(usize),
}

impl ShapeNode {
    /// The pattern on argument `position` of this op node (`Any` when
    /// unconstrained).
    fn arg(&self, position: usize) -> &ShapeNode {
        let ShapeNode::Op { arg_names, args, .. } = self else { return &ShapeNode::Any };
        args.iter()
            .find(|(key, _)| match key {
                ShapeKey::Position(p) => *p == position,
                ShapeKey::Name(n) => arg_names.get(position) == Some(n),
            })
            .map_or(&ShapeNode::Any, |(_, node)| node)
    }

    /// Whether everything `specific` matches, `self` matches too.
    fn generalizes(&self, specific: &ShapeNode) -> bool {
        match (self, specific) {
            (ShapeNode::Any, _) => true,
            (ShapeNode::Constant, ShapeNode::Constant) => true,
            (ShapeNode::Op { name, arg_names, .. }, ShapeNode::Op { name: other, .. })
                if name == other =>
            {
                (0..arg_names.len()).all(|i| self.arg(i).generalizes(specific.arg(i)))
            }
            _ => false,
        }
    }
}

/// The pairs (shadowed, shadowing) of `patterns`' debug names where the
/// first can never apply: a pattern before it on the same root, of at
/// least its benefit (the applicator tries higher benefits first, ties in
/// order), whose match is unconditional and more general, takes every op
/// it would match. Patterns without a source shape are not compared.
pub fn shadowed_patterns(patterns: &[Box<dyn RewritePattern>]) -> Vec<(String, String)> {
    let mut found = Vec::new();
    for (j, specific) in patterns.iter().enumerate() {
        let Some(specific_shape) = specific.source_shape() else { continue };
        for (i, general) in patterns.iter().enumerate() {
            let Some(general_shape) = general.source_shape() else { continue };
            let tried_first = general.benefit() > specific.benefit()
                || (general.benefit() == specific.benefit() && i < j);
            if i != j
                && tried_first
                && general.root() == specific.root()
                && !general_shape.conditional
                && general_shape.root.generalizes(&specific_shape.root)
            {
                found.push((specific.debug_name().to_string(), general.debug_name().to_string()));
                break;
            }
        }
    }
    found
}
