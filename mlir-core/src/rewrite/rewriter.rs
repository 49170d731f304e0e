//! The rewriter patterns change the IR through: a builder (it derefs to
//! the IR) with the replace and erase steps patterns need.

use std::ops::{Deref, DerefMut};

use crate::ir::{Builder, Op, Value};
use crate::rewrite::{MatchFailure, RewriteResult};

/// Mutates the IR on behalf of a pattern.
pub struct PatternRewriter<'a> {
    builder: Builder<'a>,
}

impl<'a> PatternRewriter<'a> {
    /// A rewriter building at `builder`'s insertion point.
    pub fn new(builder: Builder<'a>) -> Self {
        PatternRewriter { builder }
    }

    /// A failed match with its reason.
    pub fn fail(&self, reason: impl Into<String>) -> RewriteResult {
        Err(MatchFailure { reason: reason.into() })
    }

    /// Replaces every use of `op`'s results with `values` (one per result)
    /// and erases `op`.
    pub fn replace_op(&mut self, op: Op, values: &[Value]) {
        self.builder.replace_op_uses(op, values);
        self.builder.erase_op(op);
    }

    /// Erases `op`, whose results must be unused.
    pub fn erase_op(&mut self, op: Op) {
        self.builder.erase_op(op);
    }
}

impl<'a> Deref for PatternRewriter<'a> {
    type Target = Builder<'a>;
    fn deref(&self) -> &Builder<'a> {
        &self.builder
    }
}

impl<'a> DerefMut for PatternRewriter<'a> {
    fn deref_mut(&mut self) -> &mut Builder<'a> {
        &mut self.builder
    }
}
