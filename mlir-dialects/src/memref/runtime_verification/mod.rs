//! `memref`'s run-time checks (`RuntimeVerifiableOpInterface` models, as
//! MLIR 22's registry extension gives them), which the
//! `generate-runtime-verification` pass builds:
//!
//! | module | ops | checks |
//! |---|---|---|
//! | `access` | `load`, `store`, `atomic_rmw`, `generic_atomic_rmw` | each index within its dimension |
//! | `dim` | `dim` | the index below the rank |
//! | `alignment` | `assume_alignment` | the aligned pointer is a multiple of the alignment |
//! | `cast` | `cast` | the rank, the static sizes, offset and strides of the result |
//! | `copy` | `copy` | the sizes of source and target agree |
//! | `expand_shape` | `expand_shape` | each source size a multiple of its group's static sizes |
//! | `subview` | `subview` | each offset, and the last element of the slice, within the source |
//!
//! This file holds what they share: the model (`Checks`, over one
//! function per op kind), the op's `Site` (location, op, message writer)
//! and its assertion, building `arith` and `memref` ops (some folded as
//! they are built, as upstream's `createOrFold`) and the in-bounds test. Each check builds its ops in upstream's order, so that
//! their printed names match. `reinterpret_cast` and `collapse_shape` have
//! no checks (as upstream).

mod access;
mod alignment;
mod cast;
mod copy;
mod dim;
mod expand_shape;
mod subview;

use mlir_core::definitions::interfaces::runtime_verifiable::{
    ErrorMessageFn, RuntimeVerifiableOpInterfaceModel, RuntimeVerifiableOpInterfaceRef,
};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{Builder, Op, Value};
use mlir_core::{DialectRegistry, Location, Type, TypeData};

use crate::arith::{AndIOp, CmpIOp, CmpIPredicate, ConstantOp};
use crate::cf::{AssertOp, ControlFlow};
use crate::memref::{
    AssumeAlignmentOp, AtomicRMWOp, CastOp, CopyOp, DimOp, ExpandShapeOp, ExtractStridedMetadataOp,
    GenericAtomicRMWOp, LoadOp, StoreOp, SubViewOp,
};
use crate::scf::Scf;

/// Gives the `memref` ops their run-time checks in every context made
/// from `registry`, and adds `cf` and `scf`, whose `cf.assert` and
/// `scf.if` the checks build (MLIR's
/// `memref::registerRuntimeVerifiableOpInterfaceExternalModels`).
/// [`register_all`](crate::register_all) calls it.
pub fn register_runtime_verification_extension(registry: &mut DialectRegistry) {
    type Models = RuntimeVerifiableOpInterfaceRef;
    Models::attach::<AssumeAlignmentOp>(registry, &alignment::ALIGNMENT);
    Models::attach::<AtomicRMWOp>(registry, &access::ACCESS);
    Models::attach::<CastOp>(registry, &cast::CAST);
    Models::attach::<CopyOp>(registry, &copy::COPY);
    Models::attach::<DimOp>(registry, &dim::DIM);
    Models::attach::<ExpandShapeOp>(registry, &expand_shape::EXPAND_SHAPE);
    Models::attach::<GenericAtomicRMWOp>(registry, &access::ACCESS);
    Models::attach::<LoadOp>(registry, &access::ACCESS);
    Models::attach::<StoreOp>(registry, &access::ACCESS);
    Models::attach::<SubViewOp>(registry, &subview::SUBVIEW);
    registry.insert::<ControlFlow>();
    registry.insert::<Scf>();
}

/// A model of the interface, as the registry stores it.
type Model = &'static dyn RuntimeVerifiableOpInterfaceModel;

/// The function that builds one op's checks with the builder before the
/// op; `None` ends the building early (an op of another kind, a type the
/// checks do not handle).
type BuildChecks = fn(&mut Builder<'_>, &Site<'_>) -> Option<()>;

/// The model of an op whose checks one function builds.
struct Checks(BuildChecks);

impl RuntimeVerifiableOpInterfaceModel for Checks {
    fn generate_runtime_verification(
        &self,
        op: Op,
        builder: &mut Builder<'_>,
        loc: Location,
        error_message: ErrorMessageFn<'_>,
    ) {
        let _ = (self.0)(builder, &Site { loc, op, error_message });
    }
}

/// What the checks of one op share: the location of the ops they build,
/// the op, and the pass's message writer.
struct Site<'m> {
    loc: Location,
    op: Op,
    error_message: ErrorMessageFn<'m>,
}

impl Site<'_> {
    /// `cf.assert condition` with the message the pass writes for the op
    /// and `check`.
    fn assert(&self, b: &mut Builder<'_>, condition: Value, check: &str) -> Option<()> {
        let message = (self.error_message)(b, self.op, check);
        AssertOp::build(b, self.loc, condition, &message);
        Some(())
    }
}

/// The shape of a ranked memref type (`None` for any other type).
fn ranked_shape(b: &Builder<'_>, ty: Type) -> Option<Vec<i64>> {
    match ty.data(b.ctx()) {
        TypeData::MemRef { shape, .. } => Some(shape.to_vec()),
        _ => None,
    }
}

/// `arith.constant value : index`.
fn index_constant(b: &mut Builder<'_>, loc: Location, value: i64) -> Value {
    ConstantOp::build_index(b, loc, value).result(b)
}

/// The value of an op built as it is (its only result).
fn kept(b: &Builder<'_>, op: Op) -> Value {
    op.result(b, 0)
}

/// The value an op stands for once folded as it is built (upstream's
/// `createOrFold`): a constant or another value, or its result.
fn folded(b: &mut Builder<'_>, op: Op) -> Option<Value> {
    b.fold_built(op).into_iter().next()
}

/// `arith.cmpi predicate, lhs, rhs`.
fn cmpi(
    b: &mut Builder<'_>,
    loc: Location,
    predicate: CmpIPredicate,
    lhs: Value,
    rhs: Value,
) -> Op {
    let i1 = b.ctx().integer_type(1);
    CmpIOp::build(b, loc, i1, predicate, lhs, rhs).as_op()
}

/// `arith.andi lhs, rhs : i1`.
fn andi(b: &mut Builder<'_>, loc: Location, lhs: Value, rhs: Value) -> Op {
    let i1 = b.ctx().integer_type(1);
    AndIOp::build(b, loc, i1, lhs, rhs).as_op()
}

/// `memref.dim source, index` with the index a new constant (MLIR's
/// `DimOp` builder from an integer).
fn dim(b: &mut Builder<'_>, loc: Location, source: Value, index: usize) -> Op {
    let at = index_constant(b, loc, index as i64);
    let index_type = b.ctx().index_type();
    DimOp::build(b, loc, index_type, source, at).as_op()
}

/// Whether `lower <= value < upper` (signed) for `[lower, upper]`, each
/// op folded as it is built.
fn in_bounds(
    b: &mut Builder<'_>,
    loc: Location,
    value: Value,
    bounds: [Value; 2],
) -> Option<Value> {
    let [lower, upper] = bounds;
    let above = cmpi(b, loc, CmpIPredicate::Sge, value, lower);
    let above = folded(b, above)?;
    let below = cmpi(b, loc, CmpIPredicate::Slt, value, upper);
    let below = folded(b, below)?;
    let both = andi(b, loc, above, below);
    folded(b, both)
}

/// `memref.extract_strided_metadata memref` (`None` when `memref` is not a
/// strided memref).
fn metadata_of(
    b: &mut Builder<'_>,
    loc: Location,
    memref: Value,
) -> Option<ExtractStridedMetadataOp> {
    ExtractStridedMetadataOp::build_inferred(b, loc, memref).ok()
}
