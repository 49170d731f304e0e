//! What the `llvm` inliner does with the stack allocations of a body it
//! inlined, as MLIR 22 does: each `llvm.alloca` of constant size in the
//! body's entry block moves to the start of the caller region's entry
//! block (with a copy of its size there), so it is allocated once rather
//! than at each pass through the call site; where it stood, and before
//! each return of the body, lifetime markers keep its extent. An alloca
//! whose size is not constant, anywhere in the body, makes the body save
//! the stack pointer on entry and restore it before each return.

use mlir_core::context::builtin::attributes::{AttrData, Attribute};
use mlir_core::ir::{Block, Builder, InsertPoint, IrView, Op, Value};
use mlir_core::semantics::traits::OpTraits;
use mlir_core::transforms::folding::fold_one_op::constant_value;

use super::{
    AllocaOp, BitcastOp, ConstantOp, LifetimeEndOp, LifetimeStartOp, PtrType, StackRestoreOp,
    StackSaveOp,
};
use mlir_core::definitions::op_type::OpType;

/// An alloca of the body's entry block that moves, its constant size, and
/// whether it gets lifetime markers.
struct MovingAlloca {
    alloca: Op,
    size: Attribute,
    lifetime: bool,
}

/// Moves the allocas of `blocks`, the body just inlined for `call` (its
/// entry first, its returns not yet replaced), as the module says.
pub(super) fn hoist_inlined_allocas(ir: &mut IrView, call: Op, blocks: &[Block]) {
    let Some(&entry) = blocks.first() else { return };
    let Some(caller_entry) = entry.region(ir).and_then(|region| region.first_block(ir)) else {
        return;
    };
    if caller_entry == entry {
        return;
    }
    // Only the entry block's allocas move: those of other blocks, or
    // nested in regions, may run conditionally.
    let mut moving = Vec::new();
    let mut dynamic = false;
    let entry_allocas: Vec<Op> = entry.ops(ir).filter(|&op| AllocaOp::isa(ir, op)).collect();
    for alloca in entry_allocas {
        match constant_size(ir, alloca) {
            Some(size) => {
                let lifetime = !is_zero(ir, size) && !has_lifetime_markers(ir, alloca);
                moving.push(MovingAlloca { alloca, size, lifetime });
            }
            None => dynamic = true,
        }
    }
    dynamic = dynamic
        || blocks[1..].iter().any(|&block| {
            block.ops(ir).any(|op| AllocaOp::isa(ir, op) && constant_size(ir, op).is_none())
        });
    if moving.is_empty() && !dynamic {
        return;
    }
    let loc = call.loc(ir);
    let saved = dynamic.then(|| {
        let ptr = PtrType::get(ir.ctx(), 0);
        StackSaveOp::build(&mut Builder::new(ir, InsertPoint::BlockStart(entry)), loc, ptr.into())
            .res(ir)
    });
    let start =
        caller_entry.first_op(ir).map_or(InsertPoint::BlockEnd(caller_entry), InsertPoint::Before);
    for moved in &moving {
        let alloca = moved.alloca;
        let alloca_loc = alloca.loc(ir);
        let size_ty = alloca.operand(ir, 0).ty(ir);
        let size = ConstantOp::build(&mut Builder::new(ir, start), alloca_loc, size_ty, moved.size)
            .as_op();
        let pointer = alloca.result(ir, 0);
        if moved.lifetime {
            let mut at = Builder::new(ir, InsertPoint::Before(alloca));
            LifetimeStartOp::build(&mut at, alloca_loc, pointer);
        }
        ir.move_op(alloca, InsertPoint::After(size));
        let size = size.result(ir, 0);
        ir.set_operand(alloca, 0, size);
    }
    if saved.is_none() && !moving.iter().any(|moved| moved.lifetime) {
        return;
    }
    for &block in blocks {
        let Some(terminator) = block.last_op(ir) else { continue };
        if !terminator.name(ir).traits(ir.ctx()).contains(OpTraits::RETURN_LIKE) {
            continue;
        }
        let mut at = Builder::new(ir, InsertPoint::Before(terminator));
        if let Some(saved) = saved {
            StackRestoreOp::build(&mut at, loc, saved);
        }
        for moved in moving.iter().filter(|moved| moved.lifetime) {
            let alloca_loc = moved.alloca.loc(&at);
            let pointer = moved.alloca.result(&at, 0);
            LifetimeEndOp::build(&mut at, alloca_loc, pointer);
        }
    }
}

/// The integer constant an alloca's size is, if it is one.
fn constant_size(ir: &IrView, alloca: Op) -> Option<Attribute> {
    let size = constant_value(ir, alloca.operand(ir, 0))?;
    matches!(size.data(ir.ctx()), AttrData::Integer { .. }).then_some(size)
}

fn is_zero(ir: &IrView, size: Attribute) -> bool {
    matches!(size.data(ir.ctx()), AttrData::Integer { value, .. } if value.is_zero())
}

/// Whether the allocation already has lifetime markers: a use of its
/// pointer, directly or through `llvm.bitcast`s, by one.
fn has_lifetime_markers(ir: &IrView, alloca: Op) -> bool {
    let mut pending: Vec<Value> = vec![alloca.result(ir, 0)];
    while let Some(value) = pending.pop() {
        for user in value.uses(ir).map(|u| u.owner(ir)) {
            if LifetimeStartOp::isa(ir, user) || LifetimeEndOp::isa(ir, user) {
                return true;
            }
            if BitcastOp::isa(ir, user) {
                pending.push(user.result(ir, 0));
            }
        }
    }
    false
}
