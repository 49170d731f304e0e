//! Helpers of the patterns lowering to `llvm` (MLIR's
//! `ConvertOpToLLVMPattern` utilities and `VectorPattern`):
//! - constants of the lowered index type ([`index_constant`]);
//! - building an op by name with its attributes (properties where the op
//!   declares them), for lowerings driven by tables ([`build_named`]);
//! - elementwise ops over vectors of several dimensions, which LLVM holds
//!   as arrays of one-dimensional vectors: the op is applied to each
//!   innermost vector ([`lower_elementwise`]);
//! - the single values operands converted to ([`single_values`]), or
//!   the match failure when one converted to several
//!   ([`converted_operands`]);
//! - the converted type of an op's result, or the match failure when it
//!   does not convert ([`converted_result_type`]);
//! - the pattern's type converter, or the match failure without one
//!   ([`pattern_type_converter`]);
//! - a match failure where a value is expected ([`match_failure`]).

use std::borrow::Cow;
use std::sync::Arc;

use mlir_core::conversion::{ConversionPatternRewriter, TypeConverter, ValueVector};
use mlir_core::ir::{Op, OpBuilder, OperationState, Value};
use mlir_core::rewrite::MatchFailure;
use mlir_core::{Attribute, Context, Location, NamedAttr, Type};

use super::memref_descriptor::{extract_value, insert};
use super::type_converter::LlvmTypeConverter;
use crate::llvm::{ArrayType, ConstantOp, PoisonOp};

/// `llvm.mlir.constant(value : index) : iN`, `iN` the lowered index type.
pub fn index_constant(
    b: &mut impl OpBuilder,
    loc: Location,
    converter: &LlvmTypeConverter,
    value: i64,
) -> Value {
    let ty = converter.index_type(b.ctx());
    index_valued_constant(b, loc, ty, value)
}

/// `llvm.mlir.constant(value : index) : ty`: an `index` value held in the
/// integer type `ty`, whatever `index` lowers to.
pub fn index_valued_constant(b: &mut impl OpBuilder, loc: Location, ty: Type, value: i64) -> Value {
    let ctx = b.ctx_arc().clone();
    let attr = ctx.integer_attr_i64(ctx.index_type(), value);
    ConstantOp::build(b, loc, ty, attr).res(b)
}

/// `llvm.mlir.constant(value : ty) : ty` for an integer type `ty`.
pub fn int_constant(b: &mut impl OpBuilder, loc: Location, ty: Type, value: i64) -> Value {
    let ctx = b.ctx_arc().clone();
    let attr = ctx.integer_attr_i64(ty, value);
    ConstantOp::build(b, loc, ty, attr).res(b)
}

/// Builds the op `name` with `operands`, `result_types` and the named
/// attributes, each set where the op keeps it (a declared property, or the
/// attribute dictionary).
pub fn build_named(
    b: &mut impl OpBuilder,
    loc: Location,
    name: &str,
    operands: &[Value],
    result_types: &[Type],
    attrs: &[(&str, Attribute)],
) -> Op {
    let mut state = named_state(b.ctx(), loc, name, attrs);
    state.operands = operands.to_vec();
    state.result_types = result_types.to_vec();
    b.build(state)
}

/// The state of the op `name` with the named attributes, each where the op
/// keeps it (see [`build_named`]); operands, results and regions are the
/// caller's to add.
pub fn named_state(
    ctx: &Context,
    loc: Location,
    name: &str,
    attrs: &[(&str, Attribute)],
) -> OperationState {
    let op_name = ctx.op_name(name);
    let mut state = OperationState::new(op_name, loc);
    let properties = op_name.property_names(ctx);
    state.props = vec![None; properties.len()];
    for &(attr_name, value) in attrs {
        match properties.iter().position(|p| *p == attr_name) {
            Some(slot) => state.props[slot] = Some(value),
            None => state.attrs.push(NamedAttr { name: ctx.ident(attr_name), value }),
        }
    }
    state
}

/// The one value each operand converted to, or the reason to report when
/// one converted to several.
pub fn single_values(operands: &[ValueVector]) -> Result<Vec<Value>, &'static str> {
    operands
        .iter()
        .map(|values| match values.as_slice() {
            [one] => Ok(*one),
            _ => Err("an operand converted to several values"),
        })
        .collect()
}

/// The one value each operand of `op` converted to; where one converted
/// to several, the match failure of `op` (reported as
/// [`ConversionPatternRewriter::notify_match_failure`] reports it).
pub fn converted_operands(
    rw: &mut ConversionPatternRewriter<'_>,
    op: Op,
    operands: &[ValueVector],
) -> Result<Vec<Value>, MatchFailure> {
    single_values(operands).or_else(|reason| match_failure(rw, op, reason))
}

/// The type `op`'s first result converts to with `converter`; where it
/// does not convert (to one type), the match failure of `op`.
pub fn converted_result_type(
    rw: &mut ConversionPatternRewriter<'_>,
    op: Op,
    converter: &TypeConverter,
) -> Result<Type, MatchFailure> {
    let ctx = rw.ctx_arc().clone();
    match converter.convert_type_1to1(&ctx, op.result(rw, 0).ty(rw)) {
        Some(ty) => Ok(ty),
        None => match_failure(rw, op, "the result type does not convert"),
    }
}

/// The type converter the running pattern was added with; without one,
/// the match failure of `op`.
pub fn pattern_type_converter(
    rw: &mut ConversionPatternRewriter<'_>,
    op: Op,
) -> Result<Arc<TypeConverter>, MatchFailure> {
    match rw.type_converter() {
        Some(converter) => Ok(converter),
        None => match_failure(rw, op, "no type converter"),
    }
}

/// The match failure of `op` for `reason`, reported as
/// [`ConversionPatternRewriter::notify_match_failure`] reports it, where a
/// pattern's step expects a value.
pub fn match_failure<T>(
    rw: &mut ConversionPatternRewriter<'_>,
    op: Op,
    reason: impl Into<Cow<'static, str>>,
) -> Result<T, MatchFailure> {
    Err(rw.notify_match_failure(op, reason).expect_err("a match failure is an error"))
}

/// Applies an elementwise lowering to values of the converted type
/// `result_ty`: directly when it is not an array (a scalar or a
/// one-dimensional vector), else to each innermost vector of the arrays
/// (`operands` extracted at the same position, `build` given the innermost
/// result type), the results inserted into a poison array. Operands that
/// are not arrays (a scalar beside vectors) are passed as they are.
pub fn lower_elementwise<B: OpBuilder>(
    b: &mut B,
    loc: Location,
    result_ty: Type,
    operands: &[Value],
    mut build: impl FnMut(&mut B, &[Value], Type) -> Value,
) -> Value {
    let ctx = b.ctx_arc().clone();
    let mut dims = Vec::new();
    let mut inner = result_ty;
    while let Some(array) = ArrayType::try_from(&ctx, inner) {
        dims.push(array.num_elements(&ctx) as i64);
        inner = array.element_type(&ctx);
    }
    if dims.is_empty() {
        return build(b, operands, result_ty);
    }
    let mut result = PoisonOp::build(b, loc, result_ty).res(b);
    let mut position = vec![0i64; dims.len()];
    loop {
        let pieces: Vec<Value> = operands
            .iter()
            .map(|&v| {
                if ArrayType::isa(&ctx, v.ty(b)) { extract_value(b, loc, v, &position) } else { v }
            })
            .collect();
        let piece = build(b, &pieces, inner);
        result = insert(b, loc, result, piece, &position);
        // The next position, the last dimension fastest.
        let mut d = dims.len();
        loop {
            if d == 0 {
                return result;
            }
            d -= 1;
            position[d] += 1;
            if position[d] < dims[d] {
                break;
            }
            position[d] = 0;
        }
    }
}
