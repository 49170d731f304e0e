//! The checks of `memref.subview`, two per source dimension, each the
//! result of an `scf.if` on the slice's size: the offset is within the
//! dimension (`offset i is out-of-bounds`: `0 <= offset <= size` for an
//! empty slice, `0 <= offset < size` otherwise), and the slice's last
//! element too (`subview runs out-of-bounds along dimension i`: `offset +
//! (size - 1) * stride` within it, for a slice that is not empty). The
//! source's sizes are read with `memref.extract_strided_metadata`.

use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{Builder, InsertPoint, Region, Value};
use mlir_core::rewrite::OpFoldResult;
use mlir_core::{Attribute, Location};

use super::{Checks, Model, Site, andi, cmpi, in_bounds, index_constant, kept, metadata_of};
use crate::arith::{AddIOp, CmpIPredicate, ConstantOp, MulIOp, SubIOp};
use crate::memref::{SubViewOp, mixed_slice};
use crate::scf::{IfOp, YieldOp};

/// The model of `memref.subview`, which the registry extension attaches.
pub(super) static SUBVIEW: Model = &Checks(check_subview);

/// Builds every dimension's two checks.
fn check_subview(b: &mut Builder<'_>, site: &Site<'_>) -> Option<()> {
    let (loc, op) = (site.loc, site.op);
    let subview = SubViewOp::try_from_op(b, op)?;
    let source = subview.source(b);
    let slice = mixed_slice(b, op);
    let zero = index_constant(b, loc, 0);
    let one = index_constant(b, loc, 1);
    let metadata = metadata_of(b, loc, source)?;
    let sizes: Vec<Value> = metadata.sizes(b).collect();
    let compare = |b: &mut Builder<'_>, predicate, lhs, rhs| {
        let op = cmpi(b, loc, predicate, lhs, rhs);
        kept(b, op)
    };
    for (i, &dim_size) in sizes.iter().enumerate() {
        let offset = value_of(b, loc, slice.offsets.get(i)?);
        let size = value_of(b, loc, slice.sizes.get(i)?);
        let stride = value_of(b, loc, slice.strides.get(i)?);
        let (offset, size, stride) = (offset?, size?, stride?);

        // An empty slice may start at the end.
        let empty = compare(b, CmpIPredicate::Eq, size, zero);
        let start_within = |b: &mut Builder<'_>| {
            let above = compare(b, CmpIPredicate::Sge, offset, zero);
            let at_most = compare(b, CmpIPredicate::Sle, offset, dim_size);
            let both = andi(b, loc, above, at_most);
            Some(kept(b, both))
        };
        let start_before_end = |b: &mut Builder<'_>| in_bounds(b, loc, offset, [zero, dim_size]);
        let check = format!("offset {i} is out-of-bounds");
        assert_either(b, site, empty, start_within, start_before_end, &check)?;

        let not_empty = compare(b, CmpIPredicate::Sgt, size, zero);
        let last_within = |b: &mut Builder<'_>| {
            let index = b.ctx().index_type();
            let steps = SubIOp::build(b, loc, index, size, one, None).result(b);
            let span = MulIOp::build(b, loc, index, steps, stride, None).result(b);
            let last = AddIOp::build(b, loc, index, offset, span, None).result(b);
            in_bounds(b, loc, last, [zero, dim_size])
        };
        let nothing_to_check = |b: &mut Builder<'_>| {
            let i1 = b.ctx().integer_type(1);
            let attr = b.ctx().integer_attr_i64(i1, 1);
            Some(ConstantOp::build(b, loc, i1, attr).result(b))
        };
        let check = format!("subview runs out-of-bounds along dimension {i}");
        assert_either(b, site, not_empty, last_within, nothing_to_check, &check)?;
    }
    Some(())
}

/// Asserts, with `check`, the `i1` an `scf.if` on `condition` yields:
/// what `then` builds in its then branch, `otherwise` in its else branch.
/// The builder goes on before the op.
fn assert_either(
    b: &mut Builder<'_>,
    site: &Site<'_>,
    condition: Value,
    then: impl FnOnce(&mut Builder<'_>) -> Option<Value>,
    otherwise: impl FnOnce(&mut Builder<'_>) -> Option<Value>,
    check: &str,
) -> Option<()> {
    let loc = site.loc;
    let i1 = b.ctx().integer_type(1);
    let if_op = IfOp::build(b, loc, &[i1], condition);
    let then_built = in_new_block(b, loc, if_op.then_region(b), then);
    let else_built = in_new_block(b, loc, if_op.else_region(b), otherwise);
    b.set_insertion_point(InsertPoint::Before(site.op));
    then_built.and(else_built)?;
    let holds = if_op.as_op().results(b).next()?;
    site.assert(b, holds, check)
}

/// An entry of the slice as a value: its operand, or a new constant.
fn value_of(b: &mut Builder<'_>, loc: Location, entry: &OpFoldResult) -> Option<Value> {
    match *entry {
        OpFoldResult::Value(value) => Some(value),
        OpFoldResult::Attr(attr) => Some(index_constant(b, loc, constant_of(b, attr)?)),
    }
}

/// The integer an attribute of the slice holds.
fn constant_of(b: &Builder<'_>, attr: Attribute) -> Option<i64> {
    attr.as_integer(b.ctx())?.as_i64()
}

/// Builds with `build` in a new block of `region`, ending it with an
/// `scf.yield` of the value built.
fn in_new_block(
    b: &mut Builder<'_>,
    loc: Location,
    region: Region,
    build: impl FnOnce(&mut Builder<'_>) -> Option<Value>,
) -> Option<()> {
    let block = b.add_entry_block(region, &[], loc);
    b.set_insertion_point(InsertPoint::BlockEnd(block));
    let value = build(b)?;
    YieldOp::build(b, loc, &[value]);
    Some(())
}
