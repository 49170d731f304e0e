//! Inlining one call: the callee's region copied in place of the call
//! (MLIR's `inlineCall`), each step asked of the dialects through
//! `DialectInlinerInterface`.
//!
//! The block holding the call is split after it; the callee's blocks go
//! between the two halves, their entry arguments replaced by the call's
//! operands, their locations wrapped as called from the call's location.
//! A single inlined block is merged back into one with both halves, its
//! terminator's values replacing the call's results; several become
//! control flow, each terminator branching to the second half, which
//! takes the results as arguments. The call itself stays for the caller
//! to erase (its results no longer used).
//!
//! An operand whose type is not its argument's is converted before the
//! call, and a result whose type is not the callee's after it, by the
//! call's dialect (`materialize_call_conversion`); when the call is not
//! inlined after all, the conversions are removed again.
//!
//! When the callee is kept (`would_be_cloned`), its region is copied. When
//! it is about to be erased, its blocks are moved, as MLIR moves them, and
//! the callee is left with an empty region (a declaration, as IR dumps
//! show it until the callee is erased). Values never cross a body: from
//! the body of an isolated callee into the caller's, the blocks are
//! copied, then detached from the callee, whose body goes when the callee
//! is erased; within one body they move.

use crate::context::builtin::location::Location;
use crate::context::builtin::types::Type;
use crate::definitions::interfaces::call::{
    ArgAndResultAttrsOpInterfaceRef, CallOpInterfaceRef, CallableOpInterfaceRef, attrs_at,
};
use crate::definitions::interfaces::inliner::{
    allow_single_block_optimization, forward_terminator_operands, handle_argument,
    handle_terminator_with_branch, handle_terminator_with_values, is_legal_to_inline_call,
    is_legal_to_inline_op, is_legal_to_inline_region, materialize_call_conversion,
    process_inlined_call_blocks,
};
use crate::ir::{Block, InsertPoint, IrMapping, IrView, Op, Region, Value};

use super::inlined_locations::remap_inlined_locations;

/// Why a call was not inlined; the IR is unchanged.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum InlineFailure {
    /// The callee's region has no block.
    EmptyRegion,
    /// The call's operands or results do not match the callee's arguments
    /// or results in number, or in type where the call's dialect
    /// converts nothing (`materialize_call_conversion`).
    SignatureMismatch,
    /// A dialect refused: the call's, the caller region's or an op's.
    Illegal,
}

/// Inlines `src`, the region of `callable`, at `call`: the callee's ops
/// end up where the call is; the call stays, with no use left of its
/// results, for the caller to erase. `would_be_cloned` says whether the
/// callee is kept afterwards (the dialects may answer differently); when
/// it is not, `src` is left empty.
/// `on_inlined_blocks` sees the blocks just copied, before their
/// terminators are handled (MLIR's `processInlinedBlocks`).
pub fn inline_call(
    ir: &mut IrView,
    call: Op,
    callable: Op,
    src: Region,
    would_be_cloned: bool,
    on_inlined_blocks: &mut dyn FnMut(&IrView, &[Block]),
) -> Result<(), InlineFailure> {
    let entry = src.first_block(ir).ok_or(InlineFailure::EmptyRegion)?;
    let call_iface = CallOpInterfaceRef::get(ir, call).ok_or(InlineFailure::SignatureMismatch)?;
    let callable_iface =
        CallableOpInterfaceRef::get(ir, callable).ok_or(InlineFailure::SignatureMismatch)?;
    let operands: Vec<Value> = call.operands(ir).collect();
    let arg_operands =
        operands.get(call_iface.arg_operands(ir)).ok_or(InlineFailure::SignatureMismatch)?.to_vec();
    let results: Vec<Value> = call.results(ir).collect();
    let result_types = callable_iface.result_types(ir);
    if arg_operands.len() != entry.num_args(ir) || results.len() != result_types.len() {
        return Err(InlineFailure::SignatureMismatch);
    }
    let mut casts = Vec::new();
    let attempt = convert_and_inline(
        ir,
        InlineCall { call, callable, src, would_be_cloned },
        (&arg_operands, &results, &result_types),
        &mut casts,
        on_inlined_blocks,
    );
    if attempt.is_err() {
        undo_conversions(ir, &casts);
    }
    attempt
}

/// The call being inlined: `call`, `callable` and its region `src`, and
/// whether the callee is kept afterwards.
#[derive(Copy, Clone)]
struct InlineCall {
    call: Op,
    callable: Op,
    src: Region,
    would_be_cloned: bool,
}

/// The steps of [`inline_call`] that may leave conversions behind when
/// they fail (each recorded in `casts`, for the caller to undo): the
/// call's operands and results converted where their types differ from
/// the callee's, then the legality checks and the inlining itself.
fn convert_and_inline(
    ir: &mut IrView,
    inlined: InlineCall,
    (arg_operands, results, result_types): (&[Value], &[Value], &[Type]),
    casts: &mut Vec<Op>,
    on_inlined_blocks: &mut dyn FnMut(&IrView, &[Block]),
) -> Result<(), InlineFailure> {
    let InlineCall { call, callable, src, would_be_cloned } = inlined;
    let entry = src.first_block(ir).ok_or(InlineFailure::EmptyRegion)?;
    let loc = call.loc(ir);
    // An operand of another type than its argument is converted before
    // the call.
    let mut mapping = IrMapping::default();
    let args: Vec<Value> = entry.args(ir).collect();
    for (&arg, &operand) in args.iter().zip(arg_operands) {
        let ty = arg.ty(ir);
        let value = if operand.ty(ir) == ty {
            operand
        } else {
            let at = InsertPoint::Before(call);
            convert(ir, call, casts, (at, operand, ty, loc))
                .ok_or(InlineFailure::SignatureMismatch)?
        };
        mapping.map_value(arg, value);
    }
    // A result of another type than the callee's is converted after the
    // call, the conversions in the order of the results: the conversion
    // of the result to its own type takes its uses, and once inlined
    // converts what the callee returns in its place.
    let block = call.block(ir).ok_or(InlineFailure::Illegal)?;
    let after_call = call.next(ir).map_or(InsertPoint::BlockEnd(block), InsertPoint::Before);
    for (&result, &callee_ty) in results.iter().zip(result_types) {
        let ty = result.ty(ir);
        if ty == callee_ty {
            continue;
        }
        let converted = convert(ir, call, casts, (after_call, result, ty, loc))
            .ok_or(InlineFailure::SignatureMismatch)?;
        let cast = *casts.last().expect("just recorded");
        ir.replace_all_uses_except(result, converted, cast);
    }
    if !is_legal_to_inline_call(ir, call, callable, would_be_cloned) {
        return Err(InlineFailure::Illegal);
    }
    let dest = block.region(ir).ok_or(InlineFailure::Illegal)?;
    if !is_legal_to_inline_region(ir, dest, src, would_be_cloned, &mapping)
        || !ops_are_legal_to_inline(ir, src, dest, would_be_cloned)
    {
        return Err(InlineFailure::Illegal);
    }
    let after = handle_arguments(ir, inlined, &args, &mut mapping);
    let place =
        InlinePlace { call, block, after, results, result_types, move_src: !would_be_cloned };
    inline_region(ir, src, &mut mapping, place, loc, on_inlined_blocks);
    Ok(())
}

/// Has the callable's dialect see each value passed to an argument of the
/// callee with the argument's attributes (`handle_argument`), building
/// right after the call, and maps the argument to the value it answers.
/// Returns the last op before the inlined body: the call, or the last op
/// built.
fn handle_arguments(
    ir: &mut IrView,
    inlined: InlineCall,
    args: &[Value],
    mapping: &mut IrMapping,
) -> Op {
    let InlineCall { call, callable, .. } = inlined;
    let block = call.block(ir).expect("the call is in a block");
    let next = call.next(ir);
    let at = next.map_or(InsertPoint::BlockEnd(block), InsertPoint::Before);
    let arg_attrs =
        ArgAndResultAttrsOpInterfaceRef::get(ir, callable).and_then(|c| c.arg_attrs(ir));
    for (index, &arg) in args.iter().enumerate() {
        let attrs = attrs_at(ir, arg_attrs, index).unwrap_or_else(|| ir.ctx().empty_dictionary());
        let passed = mapping.value(arg);
        let handled = handle_argument(ir, at, call, callable, passed, attrs);
        mapping.map_value(arg, handled);
    }
    let last = match next {
        Some(next) => next.prev(ir),
        None => block.last_op(ir),
    };
    last.unwrap_or(call)
}

/// Has the call's dialect convert `input` to `ty` with an op built at
/// `at` (MLIR's `materializeCallConversion`), recording the op in `casts`;
/// `None` when it converts nothing.
///
/// # Panics
///
/// When the dialect's answer is not the one result of type `ty` of an op
/// whose one operand is `input`: a bug of the dialect's model, which
/// breaks the contract the inliner relies on to undo it.
fn convert(
    ir: &mut IrView,
    call: Op,
    casts: &mut Vec<Op>,
    (at, input, ty, loc): (InsertPoint, Value, Type, Location),
) -> Option<Value> {
    let converted = materialize_call_conversion(ir, call, at, input, ty, loc)?;
    let cast = converted.defining_op(ir).filter(|cast| {
        let operands: Vec<Value> = cast.operands(ir).collect();
        operands == [input] && cast.num_results(ir) == 1 && converted.ty(ir) == ty
    });
    let cast = cast.expect(
        "materialize_call_conversion must return the one result, of the type asked, of an op \
         whose one operand is the value converted",
    );
    casts.push(cast);
    Some(converted)
}

/// Removes the conversions made for a call that was not inlined after
/// all: each one's uses go back to the value it converted.
fn undo_conversions(ir: &mut IrView, casts: &[Op]) {
    for &cast in casts {
        let (input, output) = (cast.operand(ir, 0), cast.result(ir, 0));
        ir.replace_all_uses_with(output, input);
        ir.erase_op(cast);
    }
}

/// Where a region is inlined for `call`: after op `after` of `block`, its
/// values replacing `results` (of types `result_types`); with `move_src`,
/// the region is emptied.
struct InlinePlace<'a> {
    call: Op,
    block: Block,
    after: Op,
    results: &'a [Value],
    result_types: &'a [Type],
    move_src: bool,
}

/// Whether every op of `src`, nested ones included, may be inlined into
/// `dest`, as each op's dialect answers. The builtin conversion cast
/// always may: no dialect speaks for it.
fn ops_are_legal_to_inline(ir: &IrView, src: Region, dest: Region, cloned: bool) -> bool {
    let mut pending: Vec<Region> = vec![src];
    while let Some(region) = pending.pop() {
        for block in region.blocks(ir) {
            for op in block.ops(ir) {
                if op.name(ir).as_str(ir.ctx()) == "builtin.unrealized_conversion_cast" {
                    continue;
                }
                if !is_legal_to_inline_op(ir, op, dest, cloned) {
                    return false;
                }
                pending.extend(op.regions(ir));
            }
        }
    }
    true
}

/// Copies or moves `src`'s blocks after `place.after` (entry arguments
/// mapped in `mapping`) and wires their terminators to the rest of the
/// block.
fn inline_region(
    ir: &mut IrView,
    src: Region,
    mapping: &mut IrMapping,
    place: InlinePlace<'_>,
    loc: Location,
    on_inlined_blocks: &mut dyn FnMut(&IrView, &[Block]),
) {
    let InlinePlace { call, block, after, results, result_types, move_src } = place;
    let dest = block.region(ir).expect("checked by the caller");
    let post = match after.next(ir) {
        Some(next) => ir.split_block(block, next),
        None => {
            let post = ir.create_block(block.body);
            ir.insert_block(dest, post, block.next(ir));
            post
        }
    };
    let new_blocks = if move_src && src.body == dest.body {
        move_blocks(ir, src, dest, post, mapping)
    } else {
        let before_copy = dest.blocks(ir).count();
        ir.clone_region_into(src, dest, mapping);
        let new_blocks: Vec<Block> = dest.blocks(ir).skip(before_copy).collect();
        for &new in &new_blocks {
            ir.remove_block(new);
            ir.insert_block(dest, new, Some(post));
        }
        if move_src {
            // The callee's own body keeps the originals out of its region
            // until the callee is erased with it.
            let detached = ir.create_detached_region(src.body);
            ir.take_region_body(src, detached);
        }
        new_blocks
    };
    if !loc.is_unknown(ir.ctx()) {
        remap_inlined_locations(ir, &new_blocks, loc);
    }
    process_inlined_call_blocks(ir, call, &new_blocks);
    on_inlined_blocks(ir, &new_blocks);
    let first = new_blocks[0];
    if let [single] = new_blocks[..]
        && allow_single_block_optimization(ir, single)
    {
        if let Some(terminator) = single.last_op(ir) {
            if !handle_terminator_with_values(ir, terminator, results) {
                forward_terminator_operands(ir, terminator, results);
            }
            ir.erase_op(terminator);
        }
        ir.move_ops_to_block_end(post, single);
        ir.erase_block(post);
    } else {
        for (&result, &ty) in results.iter().zip(result_types) {
            let arg = ir.add_block_arg(post, ty, loc);
            ir.replace_all_uses_with(result, arg);
        }
        for &new in &new_blocks {
            if let Some(terminator) = new.last_op(ir) {
                handle_terminator_with_branch(ir, terminator, post);
            }
        }
    }
    ir.move_ops_to_block_end(first, block);
    ir.erase_block(first);
}

/// Moves the blocks of `src` before `post` (same body), the uses of the
/// entry block's arguments replaced by what `mapping` maps them to; the
/// blocks moved.
fn move_blocks(
    ir: &mut IrView,
    src: Region,
    dest: Region,
    post: Block,
    mapping: &IrMapping,
) -> Vec<Block> {
    let blocks: Vec<Block> = src.blocks(ir).collect();
    for &moved in &blocks {
        ir.remove_block(moved);
        ir.insert_block(dest, moved, Some(post));
    }
    let args: Vec<Value> = blocks[0].args(ir).collect();
    for arg in args {
        let value = mapping.value(arg);
        if value != arg {
            ir.replace_all_uses_with(arg, value);
        }
    }
    blocks
}
