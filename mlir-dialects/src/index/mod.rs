//! `index`: integer arithmetic on `index` values whose width is the
//! target's (32 or 64 bits), defined with `#[op]`.
//!
//! | module | what |
//! |---|---|
//! | `enums` | `IndexCmpPredicate` and its attribute `#index<cmp_predicate slt>` |
//! | `ops` | the 26 op definitions: binary ops, `cmp`, the casts, the constants and `sizeof` |
//! | `models` | interface models: fixed result types, the cast rule, the constants' result names |
//! | `dual_width` | folding that holds on 64-bit and 32-bit targets alike, and the ops' calculations |
//! | `canonicalize` | the patterns (reassociating constants, `cmp` of a difference with zero), all `#[pattern]`s |
//! | `int_range` | the ops' `InferIntRangeInterface` models |
//!
//! The dialect materializes folded constants as `index.constant` (an
//! `index` integer) or `index.bool.constant` (an `i1`).

mod canonicalize;
mod dual_width;
mod enums;
mod int_range;
mod models;
mod ops;

pub use canonicalize::*;
pub use enums::*;
pub use ops::*;

use mlir_core::definitions::interfaces::inliner::DialectInlinerInterface;
use mlir_core::definitions::op_type::{Dialect, OpType};
use mlir_core::ir::{Builder, IrView, Op, Region};
use mlir_core::{AttrData, Attribute, Context, Location, Type, TypeData};
use mlir_derive::dialect;

/// The `index` dialect: arithmetic, comparisons and casts of `index`
/// values, folded only where 32-bit and 64-bit targets agree.
#[dialect(
    interfaces = [DialectInlinerInterface],
    name = "index",
    attrs = [IndexCmpPredicateAttr],
    materialize_constant,
    // Upstream's order: ODS sorts the ops by class name.
    ops = [
        AddOp,
        AndOp,
        BoolConstantOp,
        CastSOp,
        CastUOp,
        CeilDivSOp,
        CeilDivUOp,
        CmpOp,
        ConstantOp,
        DivSOp,
        DivUOp,
        FloorDivSOp,
        MaxSOp,
        MaxUOp,
        MinSOp,
        MinUOp,
        MulOp,
        OrOp,
        RemSOp,
        RemUOp,
        ShlOp,
        ShrSOp,
        ShrUOp,
        SizeOfOp,
        SubOp,
        XOrOp,
    ]
)]
pub struct Index;

/// As upstream: every `index` op may be inlined anywhere.
impl DialectInlinerInterface for Index {
    fn is_legal_to_inline_op(&self, _: &IrView, _: Op, _: Region, _: bool) -> bool {
        true
    }
}

impl Index {
    /// Materializes a folded constant (MLIR's
    /// `IndexDialect::materializeConstant`): an `i1` integer as
    /// `index.bool.constant` when `ty` is `i1`, an `index` integer as
    /// `index.constant` when `ty` is `index`; nothing else.
    pub(crate) fn materialize_constant(
        builder: &mut Builder<'_>,
        value: Attribute,
        ty: Type,
        loc: Location,
    ) -> Option<Op> {
        let ctx = builder.ctx();
        let AttrData::Integer { ty: attr_ty, value: int } = value.data(ctx) else { return None };
        let is_i1 = |t: Type| {
            matches!(t.as_integer(ctx), Some((1, mlir_core::support::apint::Signedness::Signless)))
        };
        if is_i1(*attr_ty) {
            if !is_i1(ty) {
                return None;
            }
            let flag = !int.is_zero();
            return Some(BoolConstantOp::build(builder, loc, ty, flag).as_op());
        }
        if !matches!(attr_ty.data(ctx), TypeData::Index) || !ty.is_index(ctx) {
            return None;
        }
        let v = int.as_i64()?;
        Some(ConstantOp::build(builder, loc, ty, v).as_op())
    }
}

/// Registers `index`, its attribute and its ops in a context.
pub fn register(ctx: &Context) {
    Index::register(ctx);
}
