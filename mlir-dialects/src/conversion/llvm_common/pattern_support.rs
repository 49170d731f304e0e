//! Helpers of the patterns lowering to `llvm` (MLIR's
//! `ConvertOpToLLVMPattern` utilities and `VectorPattern`):
//! - constants of the lowered index type ([`index_constant`]);
//! - building an op by name with its attributes (properties where the op
//!   declares them), for lowerings driven by tables ([`build_named`]);
//! - elementwise ops over vectors of several dimensions, which LLVM holds
//!   as arrays of one-dimensional vectors: the op is applied to each
//!   innermost vector ([`lower_elementwise`]);
//! - the single values operands converted to ([`single_values`]).

use mlir_core::conversion::ValueVector;
use mlir_core::ir::{Op, OpBuilder, OperationState, Value};
use mlir_core::{Attribute, Context, Location, NamedAttr, Type};

use super::memref_descriptor::{extract, insert};
use super::type_converter::LlvmTypeConverter;
use crate::llvm::{ArrayType, ConstantOp, PoisonOp};

/// `llvm.mlir.constant(value : index) : iN`, `iN` the lowered index type.
pub fn index_constant(
    b: &mut impl OpBuilder,
    loc: Location,
    converter: &LlvmTypeConverter,
    value: i64,
) -> Value {
    let ctx = b.ctx_arc().clone();
    let attr = ctx.integer_attr_i64(ctx.index_type(), value);
    ConstantOp::build(b, loc, converter.index_type(&ctx), attr).res(b)
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
            .map(|&v| if ArrayType::isa(&ctx, v.ty(b)) { extract(b, loc, v, &position) } else { v })
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
