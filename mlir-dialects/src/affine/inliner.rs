//! The `affine` dialect's `DialectInlinerInterface` model, as upstream's:
//! affine ops may be inlined into an affine scope (a function) or into an
//! `affine.for`, `affine.parallel` or `affine.if`, and a region may be
//! inlined into those three only when it is one block whose ops keep the
//! affine rules once its arguments are replaced: each op is free of
//! memory effects, or an `affine.apply`, load or store whose dimension and
//! symbol operands stay valid ones where they land.

use mlir_core::definitions::interfaces::inliner::DialectInlinerInterface;
use mlir_core::definitions::interfaces::memory_effects::op_effects;
use mlir_core::definitions::interfaces::shaped_dim::ShapedDimOpInterfaceRef;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrMapping, IrView, Op, Region, Value, ValueOwner};
use mlir_core::semantics::traits::OpTraits;

use super::memory_interfaces::{AffineReadOpInterfaceRef, AffineWriteOpInterfaceRef};
use super::validity::{is_valid_dim_in, is_valid_symbol_in};
use super::{Affine, ApplyOp};

/// Whether `op` is an `affine.for`, `affine.parallel` or `affine.if`.
fn is_affine_structure(ir: &IrView, op: Op) -> bool {
    matches!(op.name(ir).as_str(ir.ctx()), "affine.for" | "affine.parallel" | "affine.if")
}

impl DialectInlinerInterface for Affine {
    fn is_legal_to_inline_region(
        &self,
        ir: &IrView,
        dest: Region,
        src: Region,
        _: bool,
        mapping: &IrMapping,
    ) -> bool {
        if !dest.parent_op(ir).is_some_and(|op| is_affine_structure(ir, op)) {
            return false;
        }
        let mut blocks = src.blocks(ir);
        let (Some(block), None) = (blocks.next(), blocks.next()) else { return false };
        let check = Check { ir, src, dest, mapping };
        block.ops(ir).all(|op| {
            if op_effects(ir, op).is_some_and(|effects| effects.is_empty()) {
                return true;
            }
            check.op_stays_legal(op)
        })
    }

    fn is_legal_to_inline_op(&self, ir: &IrView, _: Op, dest: Region, _: bool) -> bool {
        dest.parent_op(ir).is_some_and(|parent| {
            parent.name(ir).traits(ir.ctx()).contains(OpTraits::AFFINE_SCOPE)
                || is_affine_structure(ir, parent)
        })
    }
}

/// What inlining `src` into `dest`, its arguments replaced through
/// `mapping`, does to the validity of affine operands.
struct Check<'a> {
    ir: &'a IrView,
    src: Region,
    dest: Region,
    mapping: &'a IrMapping,
}

impl Check<'_> {
    /// Whether `op` (with effects) keeps valid operands: an
    /// `affine.apply`, or an affine load or store; any other op does not.
    fn op_stays_legal(&self, op: Op) -> bool {
        let ir = self.ir;
        if let Some(apply) = ApplyOp::try_from_op(ir, op) {
            let result = op.result(ir, 0);
            let as_dim = is_valid_dim_in(ir, result, Some(self.src));
            return apply.map_operands(ir).all(|v| self.stays_valid(v, as_dim));
        }
        let access = if let Some(read) = AffineReadOpInterfaceRef::get(ir, op) {
            (read.access_map(ir), read.access_operands(ir))
        } else if let Some(write) = AffineWriteOpInterfaceRef::get(ir, op) {
            (write.access_map(ir), write.access_operands(ir))
        } else {
            return false;
        };
        let (map, operands) = access;
        let dims = map.num_dims() as usize;
        operands.iter().enumerate().all(|(i, &v)| self.stays_valid(v, i < dims))
    }

    /// Whether `value`, a valid dimension (`as_dim`) or symbol in `src`,
    /// stays one inlined into `dest`: a value not defined at `src`'s top
    /// level does; an argument does when what replaces it is one in
    /// `dest`; an op's result does when the op is a constant or a `dim`,
    /// which are valid anywhere.
    fn stays_valid(&self, value: Value, as_dim: bool) -> bool {
        let ir = self.ir;
        match value.owner(ir) {
            ValueOwner::BlockArg(block, _) => {
                if block.region(ir) != Some(self.src) {
                    return true;
                }
                let replaced = self.mapping.value(value);
                if as_dim {
                    is_valid_dim_in(ir, replaced, Some(self.dest))
                } else {
                    is_valid_symbol_in(ir, replaced, Some(self.dest))
                }
            }
            ValueOwner::Result(op, _) => {
                if op.block(ir).and_then(|b| b.region(ir)) != Some(self.src) {
                    return true;
                }
                op.name(ir).traits(ir.ctx()).contains(OpTraits::CONSTANT_LIKE)
                    || ShapedDimOpInterfaceRef::get(ir, op).is_some()
            }
            ValueOwner::Placeholder => false,
        }
    }
}
