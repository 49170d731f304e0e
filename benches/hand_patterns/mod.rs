//! The benchmark's baseline: the same patterns as arith's declarative
//! canonicalizations (and the bench's own `#[pattern]`s, `extra.rs`)
//! written by hand as `OpRewritePattern`s, one file per op family. Each
//! matches exactly what its declarative twin matches, with typed
//! accessors and early returns (nothing allocated on failure), and
//! creates the same ops, in the same order, with the same locations and
//! result types; its benefit is the twin's (the number of ops the twin
//! matches), so the frozen sets order both alike.
//!
//! This module holds what the families share: the pattern declaration,
//! reading defining ops and constants, fused locations, and the integer
//! arithmetic of the folded constants.

mod bitwise;
mod casts;
mod compare;
mod extra;
mod float;
mod int_arith;
mod select;

use mlir_core::context::builtin::dense::{ElementKind, read_int};
use mlir_core::context::builtin::location::{Location, LocationData};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, Value};
use mlir_core::rewrite::PatternRewriter;
use mlir_core::rewrite::RewritePattern;
use mlir_core::support::apint::APInt;
use mlir_core::transforms::folding::fold_one_op::constant_of_op;
use mlir_core::{AttrData, Attribute, Context, Type};
use mlir_rs::dialects::arith::{AndIOp, OrIOp, XOrIOp};

/// Declares a hand-written pattern: a unit struct and its
/// `OpRewritePattern` impl on `$op` with benefit `$benefit`, whose
/// match-and-rewrite is `$body` with the root as `$root`.
macro_rules! hand_pattern {
    (
        $(#[$doc:meta])*
        $name:ident on $op:ty, benefit $benefit:literal,
        |$root:ident, $rw:ident| $body:block
    ) => {
        $(#[$doc])*
        pub struct $name;

        impl mlir_core::definitions::op_rewrite_pattern::OpRewritePattern for $name {
            type Op = $op;

            fn benefit(&self) -> u16 {
                $benefit
            }

            fn match_and_rewrite(
                &self,
                $root: $op,
                $rw: &mut mlir_core::rewrite::PatternRewriter<'_>,
            ) -> mlir_core::rewrite::RewriteResult $body
        }
    };
}
pub(crate) use hand_pattern;

/// Fails the match of `$root` with a literal reason.
macro_rules! fail {
    ($rw:ident, $root:expr, $reason:literal) => {
        return $rw
            .notify_match_failure(mlir_core::definitions::op_type::OpType::as_op($root), $reason)
    };
}
pub(crate) use fail;

/// Unwraps an `Option`, or fails the match of `$root` with a literal
/// reason.
macro_rules! get {
    ($e:expr, $rw:ident, $root:expr, $reason:literal) => {
        match $e {
            Some(x) => x,
            None => $crate::hand_patterns::fail!($rw, $root, $reason),
        }
    };
}
pub(crate) use get;

/// The hand-written patterns, in the order of `declarative_patterns`
/// (`patterns.rs`), one for one.
pub fn hand_patterns() -> Vec<Box<dyn RewritePattern>> {
    let mut all: Vec<Box<dyn RewritePattern>> = Vec::new();
    int_arith::add(&mut all);
    bitwise::add(&mut all);
    compare::add(&mut all);
    select::add(&mut all);
    casts::add(&mut all);
    float::add(&mut all);
    extra::add(&mut all);
    all
}

/// The op of type `O` defining `value`, if any.
#[inline]
pub fn def<O: OpType>(ir: &IrView, value: Value) -> Option<O> {
    O::try_from_op(ir, value.defining_op(ir)?)
}

/// The constant attribute of the constant-like op defining `value`.
#[inline]
pub fn constant(ir: &IrView, value: Value) -> Option<Attribute> {
    constant_of_op(ir, value.defining_op(ir)?)
}

/// The location of `value`'s defining op (a constant's: patterns fuse it
/// with the root's).
pub fn def_loc(ir: &IrView, value: Value) -> Location {
    match value.defining_op(ir) {
        Some(op) => op.loc(ir),
        None => value.arg_loc(ir).unwrap_or_else(|| ir.ctx().unknown_loc()),
    }
}

/// The fused location of `locations`.
pub fn fused(ir: &IrView, locations: &[Location]) -> Location {
    if let [one] = locations {
        return *one;
    }
    ir.ctx().get_location(LocationData::Fused { locations: locations.into(), metadata: None })
}

/// The integer a scalar or splat integer attribute holds.
pub fn int_of(ctx: &Context, attr: Attribute) -> Option<APInt> {
    match attr.data(ctx) {
        AttrData::Integer { value, .. } => Some(value.clone()),
        AttrData::DenseElements { ty, splat: true, data } => {
            match ElementKind::of(ctx, ty.element_type_or_self(ctx))? {
                kind @ (ElementKind::Int { .. } | ElementKind::Index { .. }) => {
                    Some(read_int(kind, data, 0))
                }
                _ => None,
            }
        }
        _ => None,
    }
}

/// Whether `attr` is an integer scalar or splat with all bits set.
pub fn is_all_ones(ctx: &Context, attr: Attribute) -> bool {
    int_of(ctx, attr).is_some_and(|v| v.is_all_ones())
}

/// The bit width of `value`'s element type (an integer, `index` as 64, or
/// a float; 0 otherwise).
pub fn width(ir: &IrView, value: Value) -> u32 {
    let ctx = ir.ctx();
    let element = value.ty(ir).element_type_or_self(ctx);
    if element == ctx.index_type() {
        return 64;
    }
    match element.as_integer(ctx) {
        Some((w, _)) => w,
        None => element.int_or_float_bit_width(ctx).unwrap_or(0),
    }
}

/// The zero of `value`'s type (a splat for a shaped type).
pub fn zero_like(ir: &IrView, value: Value) -> Attribute {
    let ctx = ir.ctx();
    let ty = value.ty(ir);
    let element = ty.element_type_or_self(ctx);
    let bits = if element == ctx.index_type() {
        64
    } else {
        element.as_integer(ctx).map_or(1, |(w, _)| w)
    };
    let zero = APInt::zero(bits);
    if element == ty {
        return ctx.integer_attr(ty, zero);
    }
    ctx.dense_apint_elements(ty, &[zero])
        .unwrap_or_else(|| ctx.integer_attr(element, APInt::zero(1)))
}

/// Creates `andi(x, y)` of type `ty`.
pub fn and(rw: &mut PatternRewriter<'_>, loc: Location, ty: Type, x: Value, y: Value) -> Value {
    AndIOp::build(rw, loc, ty, x, y).result(rw)
}

/// Creates `ori(x, y)` of type `ty`.
pub fn or(rw: &mut PatternRewriter<'_>, loc: Location, ty: Type, x: Value, y: Value) -> Value {
    OrIOp::build(rw, loc, ty, x, y).result(rw)
}

/// Creates `xori(x, y)` of type `ty`.
pub fn xor(rw: &mut PatternRewriter<'_>, loc: Location, ty: Type, x: Value, y: Value) -> Value {
    XOrIOp::build(rw, loc, ty, x, y).result(rw)
}
