//! Rewrite patterns: what a pattern matches (its root: one op name, any
//! op, or the ops implementing an interface), how much it is preferred
//! (its benefit), what it may create, and its match-and-rewrite step
//! through the [`PatternRewriter`]; and the set patterns are collected in.
//!
//! A root is a `PatternRoot`: one op name, any op, or the ops with an
//! interface. A declarative pattern also gives its source DAG
//! (`source_shape()`), from which `source_shape::shadowed_patterns` finds
//! patterns that can never apply.

use std::any::TypeId;
use std::borrow::Cow;

use crate::context::Context;
use crate::ir::Op;
use crate::rewrite::PatternRewriter;

/// Why a pattern did not apply (kept for debugging output).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct MatchFailure {
    /// The reason, in the pattern author's words (borrowed when it is a
    /// literal, so a failed match allocates nothing).
    pub reason: Cow<'static, str>,
}

/// The outcome of a match-and-rewrite step.
pub type RewriteResult = Result<(), MatchFailure>;

/// The ops a pattern is tried on.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum PatternRoot {
    /// Ops with this full name (`"cf.br"`).
    Name(&'static str),
    /// Every op.
    Any,
    /// Every registered op with a model of an interface: the `TypeId` of
    /// the model type, `&'static dyn …Model` (see
    /// [`PatternRoot::interface`]).
    Interface(TypeId),
}

impl PatternRoot {
    /// The ops implementing the interface whose model trait is `I` (`dyn
    /// BranchOpInterfaceModel`).
    pub fn interface<I: ?Sized + 'static>() -> PatternRoot {
        PatternRoot::Interface(TypeId::of::<&'static I>())
    }
}

/// A rewrite pattern (MLIR's `RewritePattern`).
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a rewrite pattern",
    label = "not a rewrite pattern",
    note = "rewrite patterns are `#[pattern]` rules and `OpRewritePattern` or `RewritePattern` impls; \
            a `#[pattern(conversion, …)]` rule is a conversion pattern, which a \
            `ConversionPatternSet` adds with `add_with_converter`"
)]
pub trait RewritePattern: Send + Sync {
    /// The ops the pattern is tried on.
    fn root(&self) -> PatternRoot;

    /// How much applying this pattern is preferred over others tried on the
    /// same op (higher first; ties keep the order patterns were added).
    fn benefit(&self) -> u16 {
        1
    }

    /// The names of the ops the pattern may create (informational, as
    /// MLIR's `generatedOps`).
    fn generated_ops(&self) -> &[&'static str] {
        &[]
    }

    /// A name for debugging output.
    fn debug_name(&self) -> &str {
        std::any::type_name::<Self>()
    }

    /// Labels for debugging output and filtering.
    fn debug_labels(&self) -> &[&'static str] {
        &[]
    }

    /// The source DAG a declarative pattern matches (`#[pattern]` gives
    /// it), for [`shadowed_patterns`](crate::rewrite::shadowed_patterns).
    fn source_shape(&self) -> Option<&'static crate::rewrite::SourceShape> {
        None
    }

    /// Matches `op` and, on success, rewrites it through `rw`; must not
    /// change the IR when it fails.
    fn match_and_rewrite(&self, op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult;
}

/// An ordered collection of patterns, to be frozen for application.
#[derive(Default)]
pub struct RewritePatternSet {
    patterns: Vec<Box<dyn RewritePattern>>,
}

impl RewritePatternSet {
    /// An empty set.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a pattern.
    pub fn add(&mut self, pattern: impl RewritePattern + 'static) -> &mut Self {
        self.patterns.push(Box::new(pattern));
        self
    }

    /// Adds a boxed pattern.
    pub fn add_boxed(&mut self, pattern: Box<dyn RewritePattern>) -> &mut Self {
        self.patterns.push(pattern);
        self
    }

    /// The patterns, in insertion order.
    pub fn patterns(&self) -> &[Box<dyn RewritePattern>] {
        &self.patterns
    }

    /// The patterns, taken out of the set.
    pub fn into_patterns(self) -> Vec<Box<dyn RewritePattern>> {
        self.patterns
    }

    /// The number of patterns.
    pub fn len(&self) -> usize {
        self.patterns.len()
    }

    /// Whether the set is empty.
    pub fn is_empty(&self) -> bool {
        self.patterns.is_empty()
    }
}

/// Adds an op's canonicalization patterns to a set (`OpDef::canonicalization_patterns`).
pub type PatternsFn = fn(&mut RewritePatternSet, &Context);

/// An op's single canonicalization method (`OpDef::canonicalize`, MLIR's
/// `hasCanonicalizeMethod`).
pub type CanonicalizeFn = fn(Op, &mut PatternRewriter<'_>) -> RewriteResult;
