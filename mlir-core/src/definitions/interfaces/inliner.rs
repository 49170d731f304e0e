//! `DialectInlinerInterface`: what a dialect allows the inliner to do with
//! its ops (MLIR's `DialectInlinerInterface`), and the queries the inline
//! pass asks, each answered by the model of the right dialect:
//!
//! | query | whose dialect answers |
//! |---|---|
//! | [`is_legal_to_inline_call`] | the call's |
//! | [`is_legal_to_inline_region`] | the destination region's parent op's |
//! | [`is_legal_to_inline_op`] | the op's |
//! | [`handle_terminator_with_branch`], [`handle_terminator_with_values`] | the terminator's |
//! | [`materialize_call_conversion`] | the call's |
//! | [`handle_argument`] | the callable's |
//! | [`process_inlined_call_blocks`] | the call's |
//! | [`allow_single_block_optimization`] | the inlined block's terminator's |
//!
//! A dialect without a model answers no: nothing of it is inlined, as
//! upstream.
//!
//! Upstream's legality hook for ops also receives the value mapping the
//! inliner builds; ours does not (no model reads it), while the hook for
//! regions does (`affine` checks what replaces the callee's arguments).
//! The two `handleTerminator` overloads are two methods here, named for
//! what they do, and say whether the dialect handled the
//! terminator instead of aborting as upstream's defaults do.

use mlir_derive::interface;

use crate::context::builtin::attributes::Attribute;
use crate::context::builtin::location::Location;
use crate::context::builtin::types::Type;
use crate::ir::{Block, Builder, InsertPoint, IrMapping, IrView, Op, Region, Value};

/// A dialect's say in inlining: which calls, regions and ops may be
/// inlined, and how its terminators become branches or values once their
/// region is inlined. Every legality answer defaults to `false`.
#[interface(dialect)]
pub trait DialectInlinerInterface {
    /// Whether `call` (an op of this dialect) may be inlined with the body
    /// of `callable`; `would_be_cloned` says the callable stays (its body
    /// is copied rather than moved).
    fn is_legal_to_inline_call(
        &self,
        ir: &IrView,
        call: Op,
        callable: Op,
        would_be_cloned: bool,
    ) -> bool {
        let _ = (ir, call, callable, would_be_cloned);
        false
    }

    /// Whether region `src` may be inlined into `dest`, whose parent op is
    /// of this dialect; `mapping` maps `src`'s entry arguments to the
    /// values that replace them (the call's operands).
    fn is_legal_to_inline_region(
        &self,
        ir: &IrView,
        dest: Region,
        src: Region,
        would_be_cloned: bool,
        mapping: &IrMapping,
    ) -> bool {
        let _ = (ir, dest, src, would_be_cloned, mapping);
        false
    }

    /// Whether `op`, of this dialect, may be inlined into region `dest`.
    fn is_legal_to_inline_op(
        &self,
        ir: &IrView,
        op: Op,
        dest: Region,
        would_be_cloned: bool,
    ) -> bool {
        let _ = (ir, op, dest, would_be_cloned);
        false
    }

    /// A region of several blocks was inlined and `terminator` (of this
    /// dialect) ends one of them: make it transfer control to `new_dest`,
    /// the block that continues after the call, whose arguments stand for
    /// the call's results (typically by replacing it with a branch to
    /// `new_dest`, erasing it). A terminator with nothing to do (one
    /// that does not leave the region) is left alone. Returns whether the
    /// dialect handles its terminators; `false`, the default, tells the
    /// inliner this dialect cannot be inlined from a region of several
    /// blocks.
    fn handle_terminator_with_branch(
        &self,
        ir: &mut IrView,
        terminator: Op,
        new_dest: Block,
    ) -> bool {
        let _ = (ir, terminator, new_dest);
        false
    }

    /// A region of one block was inlined and `terminator` (of this
    /// dialect) ends it: replace every use of `results` (the call's
    /// results) with the values the terminator returns. The inliner
    /// erases the terminator afterwards. Returns whether the dialect
    /// handled it; `false`, the default, tells the inliner this dialect
    /// cannot be inlined from a region of one block.
    fn handle_terminator_with_values(
        &self,
        ir: &mut IrView,
        terminator: Op,
        results: &[Value],
    ) -> bool {
        let _ = (ir, terminator, results);
        false
    }

    /// The blocks of `region`, just copied in place of `call` (an op of
    /// this dialect), before their terminators are handled: rework them as
    /// the dialect needs (MLIR's `processInlinedCallBlocks`; `llvm` moves
    /// allocations to the caller's entry block). `blocks` are in order, the
    /// first the callee's entry. Nothing by default.
    fn process_inlined_call_blocks(&self, ir: &mut IrView, call: Op, blocks: &[Block]) {
        let _ = (ir, call, blocks);
    }

    /// Whether the one block inlined, `block`, whose terminator is of this
    /// dialect, may be merged into the caller's block (MLIR's
    /// `allowSingleBlockOptimization`); `false` keeps it a block of its
    /// own, wired as several blocks are. `true` by default.
    fn allow_single_block_optimization(&self, ir: &IrView, block: Block) -> bool {
        let _ = (ir, block);
        true
    }

    /// `argument` is what `call` passes to an argument of `callable` (an
    /// op of this dialect) whose attributes are `arg_attrs` (a dictionary,
    /// empty when it has none): return the value the inlined body uses in
    /// its place, of the same type, building what it needs at `at`, just
    /// before the inlined body (MLIR's `handleArgument`; `llvm` copies a
    /// `byval` argument to a stack slot of the caller). Called once the
    /// call is known to be inlined. The argument itself by default.
    fn handle_argument(
        &self,
        ir: &mut IrView,
        at: InsertPoint,
        call: Op,
        callable: Op,
        argument: Value,
        arg_attrs: Attribute,
    ) -> Value {
        let _ = (ir, at, call, callable, arg_attrs);
        argument
    }

    /// A call of this dialect passes `input` where the callee expects a
    /// value of type `ty` (an argument), or the callee returns `input`
    /// where the call's result has type `ty`: build, at `at` and with
    /// location `loc`, one op of one operand (`input`) and one result of
    /// type `ty`, and return that result. `None`, the default, means the
    /// dialect converts nothing, and the call is not inlined. The inliner
    /// erases the op again if the call is not inlined after all.
    fn materialize_call_conversion(
        &self,
        ir: &mut IrView,
        at: InsertPoint,
        input: Value,
        ty: Type,
        loc: Location,
    ) -> Option<Value> {
        let _ = (ir, at, input, ty, loc);
        None
    }
}

/// Whether `call` may be inlined with the body of `callable`, as the
/// call's dialect answers; `false` when the dialect has no model.
pub fn is_legal_to_inline_call(ir: &IrView, call: Op, callable: Op, would_be_cloned: bool) -> bool {
    DialectInlinerInterfaceRef::of_op(ir, call)
        .is_some_and(|m| m.is_legal_to_inline_call(ir, call, callable, would_be_cloned))
}

/// Whether region `src` may be inlined into `dest`, as the dialect of
/// `dest`'s parent op answers; `false` when it has no model, or `dest` no
/// parent op (the root region).
pub fn is_legal_to_inline_region(
    ir: &IrView,
    dest: Region,
    src: Region,
    would_be_cloned: bool,
    mapping: &IrMapping,
) -> bool {
    dest.parent_op(ir)
        .and_then(|parent| DialectInlinerInterfaceRef::of_op(ir, parent))
        .is_some_and(|m| m.is_legal_to_inline_region(ir, dest, src, would_be_cloned, mapping))
}

/// Whether `op` may be inlined into `dest`, as the op's dialect answers;
/// `false` when the dialect has no model.
pub fn is_legal_to_inline_op(ir: &IrView, op: Op, dest: Region, would_be_cloned: bool) -> bool {
    DialectInlinerInterfaceRef::of_op(ir, op)
        .is_some_and(|m| m.is_legal_to_inline_op(ir, op, dest, would_be_cloned))
}

/// Has the terminator's dialect turn `terminator`, which ends one block of
/// an inlined region of several, into control flow to `new_dest` (see
/// [`DialectInlinerInterface::handle_terminator_with_branch`]); `false`
/// when the dialect has no model or does not handle its terminators.
pub fn handle_terminator_with_branch(ir: &mut IrView, terminator: Op, new_dest: Block) -> bool {
    DialectInlinerInterfaceRef::of_op(ir, terminator)
        .is_some_and(|m| m.handle_terminator_with_branch(ir, terminator, new_dest))
}

/// Has the terminator's dialect replace the uses of `results` with what
/// `terminator`, which ends an inlined region of one block, returns (see
/// [`DialectInlinerInterface::handle_terminator_with_values`]); `false`
/// when the dialect has no model or does not handle its terminators.
pub fn handle_terminator_with_values(ir: &mut IrView, terminator: Op, results: &[Value]) -> bool {
    DialectInlinerInterfaceRef::of_op(ir, terminator)
        .is_some_and(|m| m.handle_terminator_with_values(ir, terminator, results))
}

/// Has the dialect of `call` rework the blocks just inlined for it (see
/// [`DialectInlinerInterface::process_inlined_call_blocks`]); nothing when
/// the dialect has no model.
pub fn process_inlined_call_blocks(ir: &mut IrView, call: Op, blocks: &[Block]) {
    if let Some(model) = DialectInlinerInterfaceRef::of_op(ir, call) {
        model.process_inlined_call_blocks(ir, call, blocks);
    }
}

/// Whether the one block inlined may be merged into the caller's block, as
/// the dialect of its terminator answers (see
/// [`DialectInlinerInterface::allow_single_block_optimization`]); `true`
/// without a terminator or a model.
pub fn allow_single_block_optimization(ir: &IrView, block: Block) -> bool {
    block
        .last_op(ir)
        .and_then(|terminator| DialectInlinerInterfaceRef::of_op(ir, terminator))
        .is_none_or(|m| m.allow_single_block_optimization(ir, block))
}

/// Has the dialect of `call` convert `input` to `ty` with an op built at
/// `at` (see [`DialectInlinerInterface::materialize_call_conversion`]);
/// `None` when the dialect has no model or converts nothing.
pub fn materialize_call_conversion(
    ir: &mut IrView,
    call: Op,
    at: InsertPoint,
    input: Value,
    ty: Type,
    loc: Location,
) -> Option<Value> {
    DialectInlinerInterfaceRef::of_op(ir, call)
        .and_then(|m| m.materialize_call_conversion(ir, at, input, ty, loc))
}

/// The value the inlined body of `callable` uses for the argument `call`
/// passes as `argument`, as the callable's dialect answers (see
/// [`DialectInlinerInterface::handle_argument`]); the argument itself
/// when the dialect has no model.
///
/// # Panics
///
/// When the dialect answers a value of another type: a bug of its model.
pub fn handle_argument(
    ir: &mut IrView,
    at: InsertPoint,
    call: Op,
    callable: Op,
    argument: Value,
    arg_attrs: Attribute,
) -> Value {
    let Some(model) = DialectInlinerInterfaceRef::of_op(ir, callable) else { return argument };
    let handled = model.handle_argument(ir, at, call, callable, argument, arg_attrs);
    assert!(
        handled.ty(ir) == argument.ty(ir),
        "handle_argument must answer a value of the argument's type"
    );
    handled
}

/// Replaces `terminator` with the branch `build_branch` builds before it
/// from the terminator's location and operands (`cf.br ^dest(%v)`), then
/// erases it: what a dialect's return does in
/// [`DialectInlinerInterface::handle_terminator_with_branch`].
pub fn replace_terminator_with_branch(
    ir: &mut IrView,
    terminator: Op,
    build_branch: impl FnOnce(&mut Builder<'_>, Location, &[Value]),
) {
    let values: Vec<Value> = terminator.operands(ir).collect();
    let loc = terminator.loc(ir);
    build_branch(&mut Builder::new(ir, InsertPoint::Before(terminator)), loc, &values);
    ir.erase_op(terminator);
}

/// Replaces every use of `results` with the operands of `terminator`, in
/// order, when they are as many: what most dialects' terminators do in
/// [`DialectInlinerInterface::handle_terminator_with_values`]. Returns
/// whether they were as many (nothing is replaced otherwise).
pub fn forward_terminator_operands(ir: &mut IrView, terminator: Op, results: &[Value]) -> bool {
    if terminator.num_operands(ir) != results.len() {
        return false;
    }
    let operands: Vec<Value> = terminator.operands(ir).collect();
    for (&result, operand) in results.iter().zip(operands) {
        ir.replace_all_uses_with(result, operand);
    }
    true
}
