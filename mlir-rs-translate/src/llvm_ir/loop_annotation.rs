//! `#llvm.loop_annotation` as `!llvm.loop` on a loop's latch branch, as
//! mlir-translate builds it: a distinct node naming itself first, then one
//! node per option in a fixed order (`llvm.loop.disable_nonforced`,
//! `mustprogress`, `isvectorized`, then vectorization, interleaving,
//! unrolling, unroll and jam, LICM, distribution, pipelining, peeling,
//! unswitching, and the parallel accesses). An option is a name alone
//! (`!{!"llvm.loop.unroll.disable"}`), with an `i1` or `i32` value, or
//! with the annotation of a loop a transformation makes (a follow-up).
//! Each annotation is made once and shared.
//!
//! Source locations (`startLoc`, `endLoc`) need debug information, which
//! this translation does not build: an annotation with them is refused.

use mlir_core::asm::format::attr_param::{BoolAttrParam, IntegerAttrParam};
use mlir_core::context::diagnostics::Diagnostic;
use mlir_core::ir::Op;
use mlir_dialects::llvm::LoopAnnotationAttr;

use super::capi::{Builder, Metadata};
use super::metadata::access_group;
use super::translation::ModuleTranslation;

/// The option nodes of one annotation, in order.
struct Options<'t, 'm, 'a> {
    t: &'t ModuleTranslation<'m, 'a>,
    b: &'t Builder<'m>,
    op: Op,
    nodes: Vec<Metadata<'m>>,
}

impl<'m> Options<'_, 'm, '_> {
    fn bool_of(&self, flag: Option<BoolAttrParam>) -> Option<bool> {
        // A `BoolAttr` is an `i1` integer.
        flag.and_then(|f| f.attr().as_integer(self.t.ctx())).map(|v| !v.is_zero())
    }

    fn push(&mut self, name: &str, value: Option<Metadata<'m>>) {
        let mut operands = vec![self.b.md_string(name.as_bytes())];
        operands.extend(value);
        self.nodes.push(self.b.md_node(&operands));
    }

    /// `!{!"name"}` when `flag` is true.
    fn unit(&mut self, name: &str, flag: Option<BoolAttrParam>) {
        if self.bool_of(flag) == Some(true) {
            self.push(name, None);
        }
    }

    /// `!{!"name"}` or `!{!"other"}` as `flag` is true or false.
    fn either(&mut self, if_true: &str, if_false: &str, flag: Option<BoolAttrParam>) {
        match self.bool_of(flag) {
            Some(true) => self.push(if_true, None),
            Some(false) => self.push(if_false, None),
            None => {}
        }
    }

    /// `!{!"name", i1 value}`, the value negated when `negate`.
    fn boolean(&mut self, name: &str, flag: Option<BoolAttrParam>, negate: bool) {
        if let Some(value) = self.bool_of(flag) {
            let value = self.b.md_int(1, u64::from(value != negate));
            self.push(name, Some(value));
        }
    }

    /// `!{!"name", i32 value}`.
    fn int(&mut self, name: &str, value: Option<IntegerAttrParam>) {
        let value = value.and_then(|v| v.attr().as_integer(self.t.ctx()).map(|v| v.words()[0]));
        if let Some(value) = value {
            let value = self.b.md_int(32, value & u64::from(u32::MAX));
            self.push(name, Some(value));
        }
    }

    /// `!{!"name", !annotation}`.
    fn followup(&mut self, name: &str, next: Option<LoopAnnotationAttr>) -> Result<(), Diagnostic> {
        if let Some(next) = next {
            let node = loop_annotation(self.t, self.b, self.op, next)?;
            self.push(name, Some(node));
        }
        Ok(())
    }
}

/// The `!llvm.loop` node of `attr`, on the branch `op`.
pub(crate) fn loop_annotation<'m>(
    t: &ModuleTranslation<'m, '_>,
    b: &Builder<'m>,
    op: Op,
    attr: LoopAnnotationAttr,
) -> Result<Metadata<'m>, Diagnostic> {
    if let Some(&node) = t.metadata_nodes().borrow().get(&attr.as_attr()) {
        return Ok(node);
    }
    let ctx = t.ctx();
    if attr.start_loc(ctx).is_some() || attr.end_loc(ctx).is_some() {
        let message = "loop annotations with source locations are not translated to LLVM IR";
        return Err(op.emit_error(t.ir(), message));
    }
    let mut o = Options { t, b, op, nodes: Vec::new() };
    o.unit("llvm.loop.disable_nonforced", attr.disable_nonforced(ctx));
    o.unit("llvm.loop.mustprogress", attr.must_progress(ctx));
    if let Some(vectorized) = o.bool_of(attr.is_vectorized(ctx)) {
        let value = b.md_int(32, u64::from(vectorized));
        o.push("llvm.loop.isvectorized", Some(value));
    }
    if let Some(v) = attr.vectorize(ctx) {
        o.boolean("llvm.loop.vectorize.enable", v.disable(ctx), true);
        o.boolean("llvm.loop.vectorize.predicate.enable", v.predicate_enable(ctx), false);
        o.boolean("llvm.loop.vectorize.scalable.enable", v.scalable_enable(ctx), false);
        o.int("llvm.loop.vectorize.width", v.width(ctx));
        o.followup("llvm.loop.vectorize.followup_vectorized", v.followup_vectorized(ctx))?;
        o.followup("llvm.loop.vectorize.followup_epilogue", v.followup_epilogue(ctx))?;
        o.followup("llvm.loop.vectorize.followup_all", v.followup_all(ctx))?;
    }
    if let Some(i) = attr.interleave(ctx) {
        o.int("llvm.loop.interleave.count", Some(i.count(ctx)));
    }
    if let Some(u) = attr.unroll(ctx) {
        o.either("llvm.loop.unroll.disable", "llvm.loop.unroll.enable", u.disable(ctx));
        o.int("llvm.loop.unroll.count", u.count(ctx));
        o.boolean("llvm.loop.unroll.runtime.disable", u.runtime_disable(ctx), false);
        o.unit("llvm.loop.unroll.full", u.full(ctx));
        o.followup("llvm.loop.unroll.followup_unrolled", u.followup_unrolled(ctx))?;
        o.followup("llvm.loop.unroll.followup_remainder", u.followup_remainder(ctx))?;
        o.followup("llvm.loop.unroll.followup_all", u.followup_all(ctx))?;
    }
    if let Some(u) = attr.unroll_and_jam(ctx) {
        let (off, on) = ("llvm.loop.unroll_and_jam.disable", "llvm.loop.unroll_and_jam.enable");
        o.either(off, on, u.disable(ctx));
        o.int("llvm.loop.unroll_and_jam.count", u.count(ctx));
        o.followup("llvm.loop.unroll_and_jam.followup_outer", u.followup_outer(ctx))?;
        o.followup("llvm.loop.unroll_and_jam.followup_inner", u.followup_inner(ctx))?;
        let remainder_outer = u.followup_remainder_outer(ctx);
        o.followup("llvm.loop.unroll_and_jam.followup_remainder_outer", remainder_outer)?;
        let remainder_inner = u.followup_remainder_inner(ctx);
        o.followup("llvm.loop.unroll_and_jam.followup_remainder_inner", remainder_inner)?;
        o.followup("llvm.loop.unroll_and_jam.followup_all", u.followup_all(ctx))?;
    }
    if let Some(l) = attr.licm(ctx) {
        o.unit("llvm.licm.disable", l.disable(ctx));
        o.unit("llvm.loop.licm_versioning.disable", l.versioning_disable(ctx));
    }
    if let Some(d) = attr.distribute(ctx) {
        o.boolean("llvm.loop.distribute.enable", d.disable(ctx), true);
        o.followup("llvm.loop.distribute.followup_coincident", d.followup_coincident(ctx))?;
        o.followup("llvm.loop.distribute.followup_sequential", d.followup_sequential(ctx))?;
        o.followup("llvm.loop.distribute.followup_fallback", d.followup_fallback(ctx))?;
        o.followup("llvm.loop.distribute.followup_all", d.followup_all(ctx))?;
    }
    if let Some(p) = attr.pipeline(ctx) {
        o.boolean("llvm.loop.pipeline.disable", p.disable(ctx), false);
        o.int("llvm.loop.pipeline.initiationinterval", p.initiationinterval(ctx));
    }
    if let Some(p) = attr.peeled(ctx) {
        o.int("llvm.loop.peeled.count", p.count(ctx));
    }
    if let Some(u) = attr.unswitch(ctx) {
        o.unit("llvm.loop.unswitch.partial.disable", u.partial_disable(ctx));
    }
    let groups = attr.parallel_accesses(ctx).unwrap_or_default();
    if !groups.is_empty() {
        let mut operands = vec![b.md_string(b"llvm.loop.parallel_accesses")];
        for group in groups {
            operands.push(access_group(t, b, op, group.as_attr())?);
        }
        o.nodes.push(b.md_node(&operands));
    }
    let node = b.md_self_node(&o.nodes);
    t.metadata_nodes().borrow_mut().insert(attr.as_attr(), node);
    Ok(node)
}
