//! What the `llvm` inliner does with a `byval` argument, as MLIR 22 does:
//! the callee owns a copy of the object the pointer points to, so the
//! inlined body gets a fresh stack slot of the caller (an `llvm.alloca` in
//! the entry block of the region that defines the pointer, aligned to the
//! argument's `llvm.align` or the type's ABI alignment, whichever is
//! larger) filled by an `llvm.intr.memcpy` of the type's size.
//!
//! A function that only reads the memory its arguments point to (its
//! `memory_effects` say so) needs no copy, unless the argument asks for
//! more alignment than the type has: then the pointer is realigned when
//! it comes from an `llvm.alloca` (the stack's alignment is not known, so
//! that is always allowed), or known aligned enough from a global's or a
//! function argument's alignment; otherwise it is copied after all.
//!
//! Sizes and alignments come from the data layout; a function whose
//! `byval` type has none is not inlined (see the inliner's legality).

use mlir_core::Context;
use mlir_core::context::builtin::attributes::Attribute;
use mlir_core::definitions::interfaces::data_layout::DataLayout;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{Builder, InsertPoint, IrView, Op, Value, ValueOwner};
use mlir_core::semantics::symbol_table::lookup_nearest_symbol_from;
use mlir_core::{AttrData, Location, Type};

use super::{
    AddressOfOp, AllocaOp, ConstantOp, FuncOp, GlobalOp, MemcpyOp, MemoryEffectsAttr, ModRefInfo,
};

/// A `byval` argument: the type of the object passed and the alignment
/// the argument asks for (1 without `llvm.align`).
#[derive(Copy, Clone)]
pub(super) struct ByvalArgument {
    /// The type of the object the pointer points to.
    pub element: Type,
    /// The alignment `llvm.align` asks for, 1 when absent.
    pub requested_alignment: u64,
}

impl ByvalArgument {
    /// The `byval` argument described by the attribute dictionary
    /// `arg_attrs`, if it is one.
    pub(super) fn of(ctx: &Context, arg_attrs: Attribute) -> Option<ByvalArgument> {
        let entries = arg_attrs.as_dictionary(ctx)?;
        let value = |name: &str| entries.iter().find(|e| e.name.as_str(ctx) == name);
        let element = value("llvm.byval")?.value.as_type(ctx)?;
        let requested_alignment =
            value("llvm.align").and_then(|e| unsigned_value(ctx, e.value)).unwrap_or(1);
        Some(ByvalArgument { element, requested_alignment })
    }

    /// Whether the data layout sizes and aligns the object, as the copy
    /// needs.
    pub(super) fn has_layout(self, ctx: &Context, layout: &DataLayout) -> bool {
        layout.type_size(ctx, self.element).is_some()
            && layout.abi_alignment(ctx, self.element).is_some()
    }
}

/// The pointer the inlined body of `callable` uses for `argument`, passed
/// to the `byval` argument `byval`: `argument` itself, or a copy made at
/// `at` in a new stack slot.
pub(super) fn handle_byval_argument(
    ir: &mut IrView,
    at: InsertPoint,
    callable: Op,
    argument: Value,
    byval: ByvalArgument,
) -> Value {
    let ctx = ir.ctx_arc().clone();
    // The legality check made sure the layout sizes the type.
    let Some(layout) = DataLayout::closest(ir, callable) else { return argument };
    let (Some(size), Some(minimum_alignment)) =
        (layout.type_size(&ctx, byval.element), layout.abi_alignment(&ctx, byval.element))
    else {
        return argument;
    };
    let requested = byval.requested_alignment;
    // A read-only callee shares the caller's object when it is aligned as
    // asked (or can be made so).
    if only_reads_argument_memory(ir, callable)
        && (requested <= minimum_alignment
            || enforce_alignment(ir, argument, requested, &layout) >= requested)
    {
        return argument;
    }
    let alignment = requested.max(minimum_alignment);
    copy_to_stack_slot(ir, at, argument, byval.element, (size, alignment))
}

/// Whether `func`'s `memory_effects` say it never writes the memory its
/// arguments point to; without them, it may.
fn only_reads_argument_memory(ir: &IrView, func: Op) -> bool {
    let ctx = ir.ctx();
    let effects =
        func.get_attr(ir, "memory_effects").and_then(|a| MemoryEffectsAttr::try_from(ctx, a));
    effects.is_some_and(|e| matches!(e.arg_mem(ctx), ModRefInfo::NoModRef | ModRefInfo::Ref))
}

/// The alignment `pointer` is known to have, after raising it to
/// `requested` where that is allowed (an `llvm.alloca`'s): an alloca's
/// alignment, a global's, or a function argument's `llvm.align`; 1 when
/// nothing says.
fn enforce_alignment(ir: &mut IrView, pointer: Value, requested: u64, layout: &DataLayout) -> u64 {
    match pointer.owner(ir) {
        ValueOwner::Result(op, _) if AllocaOp::isa(ir, op) => {
            let current =
                AllocaOp::from_op_unchecked(op).alignment(ir).map_or(1, |a| a.max(1) as u64);
            if requested <= current {
                return current;
            }
            let stack = layout.stack_alignment();
            // Realigning beyond the stack's natural alignment makes the
            // function realign its stack: worth it only when unknown, or
            // when the alloca already does.
            if stack == 0 || 8 * requested <= stack || 8 * current > stack {
                let ty = ir.ctx().integer_type(64);
                let attr = ir.ctx().integer_attr_i64(ty, requested as i64);
                ir.set_attr_any(op, "alignment", Some(attr));
                return requested;
            }
            current
        }
        ValueOwner::Result(op, _) if AddressOfOp::isa(ir, op) => {
            let global = op
                .get_attr(ir, "global_name")
                .and_then(|name| lookup_nearest_symbol_from(ir, op, name))
                .and_then(|target| GlobalOp::try_from_op(ir, target));
            global.and_then(|g| g.alignment(ir)).map_or(1, |a| a.max(1) as u64)
        }
        ValueOwner::Result(..) | ValueOwner::Placeholder => 1,
        // MLIR reads the `llvm.align` of the function's argument of the same
        // position, whichever block of the function the argument is of.
        ValueOwner::BlockArg(block, index) => {
            let Some(func) = block.parent_op(ir).filter(|&op| FuncOp::isa(ir, op)) else {
                return 1;
            };
            let arg_attrs = func.get_attr(ir, "arg_attrs");
            let ctx = ir.ctx();
            let align = arg_attrs
                .and_then(|a| a.as_array(ctx))
                .and_then(|dicts| dicts.get(index as usize).copied())
                .and_then(|dict| dict.as_dictionary(ctx))
                .and_then(|entries| {
                    entries.iter().find(|e| e.name.as_str(ctx) == "llvm.align").map(|e| e.value)
                });
            align.and_then(|a| unsigned_value(ctx, a)).unwrap_or(1)
        }
    }
}

/// Copies the object `argument` points to into a new stack slot of `size`
/// bytes aligned to `alignment`: the slot at the start of the entry block
/// of the region defining `argument`, the copy at `at`, all at the
/// argument's location. Returns the slot.
fn copy_to_stack_slot(
    ir: &mut IrView,
    at: InsertPoint,
    argument: Value,
    element: Type,
    (size, alignment): (u64, u64),
) -> Value {
    let loc = value_loc(ir, argument).unwrap_or_else(|| ir.ctx().unknown_loc());
    let i64_type = ir.ctx().integer_type(64);
    let entry = match argument.owner(ir) {
        ValueOwner::Result(op, _) => op.block(ir),
        ValueOwner::BlockArg(block, _) => Some(block),
        ValueOwner::Placeholder => None,
    }
    .and_then(|block| block.region(ir))
    .and_then(|region| region.first_block(ir));
    let Some(entry) = entry else { return argument };
    let start = entry.first_op(ir).map_or(InsertPoint::BlockEnd(entry), InsertPoint::Before);
    let pointer_type = argument.ty(ir);
    let one_attr = ir.ctx().integer_attr_i64(i64_type, 1);
    let mut b = Builder::new(ir, start);
    let one = ConstantOp::build(&mut b, loc, i64_type, one_attr).res(&b);
    let slot =
        AllocaOp::build(&mut b, loc, pointer_type, one, Some(alignment as i64), element, false)
            .res(&b);
    let size_attr = ir.ctx().integer_attr_i64(i64_type, size as i64);
    let mut b = Builder::new(ir, at);
    let size = ConstantOp::build(&mut b, loc, i64_type, size_attr).res(&b);
    MemcpyOp::build(&mut b, loc, slot, argument, size, false, None, None, None, None, None, None);
    slot
}

/// The value of an integer attribute, as unsigned.
fn unsigned_value(ctx: &Context, attr: Attribute) -> Option<u64> {
    match attr.data(ctx) {
        AttrData::Integer { value, .. } => value.as_u64(),
        _ => None,
    }
}

/// Where `value` is defined: its op's location, or the block argument's.
fn value_loc(ir: &IrView, value: Value) -> Option<Location> {
    match value.owner(ir) {
        ValueOwner::Result(op, _) => Some(op.loc(ir)),
        ValueOwner::BlockArg(..) => value.arg_loc(ir),
        ValueOwner::Placeholder => None,
    }
}
