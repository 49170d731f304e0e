//! The checks of `memref.subview`, two per source dimension, each the
//! result of an `scf.if` on the slice's size: the offset is within the
//! dimension (`offset i is out-of-bounds`: `0 <= offset <= size` for an
//! empty slice, `0 <= offset < size` otherwise), and the slice's last
//! element too (`subview runs out-of-bounds along dimension i`: `offset +
//! (size - 1) * stride` within it, for a slice that is not empty). The
//! source's sizes are read with `memref.extract_strided_metadata`.

use mlir_core::definitions::interfaces::runtime_verifiable::{
    ErrorMessageFn, RuntimeVerifiableOpInterfaceModel,
};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{Builder, InsertPoint, Op, Region, Value};
use mlir_core::rewrite::OpFoldResult;
use mlir_core::{Attribute, Location};

use super::{Model, and, assert, compare, in_bounds, index_constant, metadata_of};
use crate::arith::{AddIOp, CmpIPredicate, ConstantOp, MulIOp, SubIOp};
use crate::memref::{SubViewOp, mixed_slice};
use crate::scf::{IfOp, YieldOp};

/// The model of `memref.subview`.
struct SubViewChecks;

/// The model the registry extension attaches.
pub(super) static SUBVIEW: Model = &SubViewChecks;

impl RuntimeVerifiableOpInterfaceModel for SubViewChecks {
    fn generate_runtime_verification(
        &self,
        op: Op,
        builder: &mut Builder<'_>,
        loc: Location,
        error_message: ErrorMessageFn<'_>,
    ) {
        check_subview(builder, loc, op, error_message);
    }
}

/// Builds every dimension's two checks.
fn check_subview(
    b: &mut Builder<'_>,
    loc: Location,
    op: Op,
    error_message: ErrorMessageFn<'_>,
) -> Option<()> {
    let subview = SubViewOp::try_from_op(b, op)?;
    let source = subview.source(b);
    let slice = mixed_slice(b, op);
    let zero = index_constant(b, loc, 0);
    let one = index_constant(b, loc, 1);
    let metadata = metadata_of(b, loc, source)?;
    let sizes: Vec<Value> = metadata.sizes(b).collect();
    for (i, &dim_size) in sizes.iter().enumerate() {
        let offset = value_of(b, loc, slice.offsets.get(i)?);
        let size = value_of(b, loc, slice.sizes.get(i)?);
        let stride = value_of(b, loc, slice.strides.get(i)?);
        let (offset, size, stride) = (offset?, size?, stride?);
        let point = b.insertion_point();

        let empty = compare(b, loc, CmpIPredicate::Eq, size, zero);
        let offset_ok = branch_on(
            b,
            loc,
            empty,
            point,
            |b| {
                let above = compare(b, loc, CmpIPredicate::Sge, offset, zero);
                let at_most = compare(b, loc, CmpIPredicate::Sle, offset, dim_size);
                Some(and(b, loc, above, at_most))
            },
            |b| in_bounds(b, loc, offset, zero, dim_size),
        )?;
        assert(b, loc, offset_ok, op, &format!("offset {i} is out-of-bounds"), error_message);

        let not_empty = compare(b, loc, CmpIPredicate::Sgt, size, zero);
        let last_ok = branch_on(
            b,
            loc,
            not_empty,
            point,
            |b| {
                let index = b.ctx().index_type();
                let steps = SubIOp::build(b, loc, index, size, one, None).result(b);
                let span = MulIOp::build(b, loc, index, steps, stride, None).result(b);
                let last = AddIOp::build(b, loc, index, offset, span, None).result(b);
                in_bounds(b, loc, last, zero, dim_size)
            },
            |b| {
                let i1 = b.ctx().integer_type(1);
                let attr = b.ctx().integer_attr_i64(i1, 1);
                Some(ConstantOp::build(b, loc, i1, attr).result(b))
            },
        )?;
        let check = format!("subview runs out-of-bounds along dimension {i}");
        assert(b, loc, last_ok, op, &check, error_message);
    }
    Some(())
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

/// `scf.if condition -> (i1)` whose branches yield the value each of
/// `then` and `otherwise` builds in it; the builder then goes on at
/// `after`.
fn branch_on(
    b: &mut Builder<'_>,
    loc: Location,
    condition: Value,
    after: InsertPoint,
    then: impl FnOnce(&mut Builder<'_>) -> Option<Value>,
    otherwise: impl FnOnce(&mut Builder<'_>) -> Option<Value>,
) -> Option<Value> {
    let i1 = b.ctx().integer_type(1);
    let if_op = IfOp::build(b, loc, &[i1], condition);
    let then_built = in_new_block(b, loc, if_op.then_region(b), then);
    let else_built = in_new_block(b, loc, if_op.else_region(b), otherwise);
    b.set_insertion_point(after);
    then_built.and(else_built)?;
    if_op.as_op().results(b).next()
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
