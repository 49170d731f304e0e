//! The ops of the Toy dialect, each a struct whose fields are its operands,
//! attributes, results and regions, their types the constraints they must
//! meet. The textual forms are those of MLIR's Toy tutorial.

use super::Toy;
use super::canonicalize::{
    FoldConstantReshapeOptPattern, RedundantReshapeOptPattern, ReshapeReshapeOptPattern,
    SimplifyRedundantTranspose,
};
use super::models::{FuncModel, GenericCallModel, TensorCast};
use super::shape_inference::ShapeInference;
use super::struct_type::StructType;
use mlir_rs::core::definitions::interfaces::cast::{CastOpInterfaceModel, CastOpInterfaceTrait};
use mlir_rs::prelude::*;

/// Toy's one element type: a tensor of `f64`, ranked or not.
pub type F64Tensor = TensorOf<F64>;

/// What functions take and return: tensors and structs (chapter 7).
pub type ToyType = AnyTypeOf<(F64Tensor, StructType)>;

/// A constant tensor: `%0 = toy.constant dense<[1.0, 2.0]> : tensor<2xf64>`.
///
/// The result has the type of the value; the verifier checks a ranked
/// result type against the value's shape.
#[op(dialect = Toy, name = "constant", traits = [Pure, ConstantLike],
     interfaces = [ShapeInference], format = "attr-dict $value", verify, fold)]
pub struct ConstantOp {
    /// The elements.
    #[attr]
    value: F64ElementsAttr,
    /// The tensor.
    #[result(type_from = value)]
    output: F64Tensor,
}

/// Element-wise addition: `%2 = toy.add %0, %1 : tensor<*xf64>`.
///
/// The operands may have different shapes before shape inference: the
/// custom form writes one type when all three agree and a function type
/// otherwise (`binary_syntax.rs`).
#[op(dialect = Toy, name = "add", traits = [Pure], interfaces = [ShapeInference], custom_format,
     verify)]
pub struct AddOp {
    /// The left operand.
    #[operand]
    lhs: F64Tensor,
    /// The right operand.
    #[operand]
    rhs: F64Tensor,
    /// The sum.
    #[result]
    output: F64Tensor,
}

/// Element-wise multiplication: `%2 = toy.mul %0, %1 : tensor<*xf64>`,
/// written as `toy.add` is.
#[op(dialect = Toy, name = "mul", traits = [Pure], interfaces = [ShapeInference], custom_format,
     verify)]
pub struct MulOp {
    /// The left operand.
    #[operand]
    lhs: F64Tensor,
    /// The right operand.
    #[operand]
    rhs: F64Tensor,
    /// The product.
    #[result]
    output: F64Tensor,
}

/// Transposes a tensor:
/// `%1 = toy.transpose(%0 : tensor<2x3xf64>) to tensor<3x2xf64>`.
#[op(dialect = Toy, name = "transpose", traits = [Pure], interfaces = [ShapeInference],
     format = "`(` $input `:` type($input) `)` attr-dict `to` type(results)", verify,
     canonicalize = [SimplifyRedundantTranspose])]
pub struct TransposeOp {
    /// The tensor to transpose.
    #[operand]
    input: F64Tensor,
    /// Its transpose.
    #[result]
    output: F64Tensor,
}

/// Gives a tensor a static shape with as many elements:
/// `%1 = toy.reshape(%0 : tensor<6xf64>) to tensor<2x3xf64>`.
#[op(dialect = Toy, name = "reshape", traits = [Pure],
     format = "`(` $input `:` type($input) `)` attr-dict `to` type(results)", verify,
     canonicalize = [ReshapeReshapeOptPattern, RedundantReshapeOptPattern, FoldConstantReshapeOptPattern])]
pub struct ReshapeOp {
    /// The tensor to reshape.
    #[operand]
    input: F64Tensor,
    /// The reshaped tensor, of a static shape.
    #[result]
    output: StaticShapeTensorOf<F64>,
}

/// Converts a tensor to another type of the same elements and a
/// compatible shape, ranked or not:
/// `%1 = toy.cast %0 : tensor<2x3xf64> to tensor<*xf64>` (chapter 4).
///
/// The inliner makes one where a call passes a ranked tensor to an
/// argument of another type; shape inference gives it its operand's type,
/// after which it folds away.
#[op(dialect = Toy, name = "cast",
     traits = [CastOpInterfaceTrait, Pure, SameOperandsAndResultShape],
     interfaces = [CastOpInterfaceModel = TensorCast, ShapeInference],
     format = "$input attr-dict `:` type($input) `to` type($output)")]
pub struct CastOp {
    /// The tensor converted.
    #[operand]
    input: F64Tensor,
    /// The same tensor, of the new type.
    #[result]
    output: F64Tensor,
}

/// Prints a tensor: `toy.print %0 : tensor<2x3xf64>`; after the lowering
/// to affine loops (chapter 5), the buffer holding it:
/// `toy.print %alloc : memref<2x3xf64>`.
#[op(dialect = Toy, name = "print", format = "$input attr-dict `:` type($input)")]
pub struct PrintOp {
    /// The tensor (or buffer) to print.
    #[operand]
    input: AnyTypeOf<(F64Tensor, MemRefOf<F64>)>,
}

/// Returns from a `toy.func`, with at most one value:
/// `toy.return %0 : tensor<*xf64>` or `toy.return`.
///
/// The verifier checks the value against the function's result type.
#[op(dialect = Toy, name = "return",
     traits = [Pure, HasParent<FuncOp>, ReturnLike, IsTerminator],
     format = "($input^ `:` type($input))? attr-dict", verify)]
pub struct ReturnOp {
    /// The value returned, if the function returns one.
    #[operand]
    input: Option<ToyType>,
}

/// Calls a `toy.func` by name, before it is specialized to the argument
/// shapes: `%2 = toy.generic_call @f(%0, %1) : (tensor<2x3xf64>,
/// tensor<2x3xf64>) -> tensor<*xf64>`.
#[op(dialect = Toy, name = "generic_call",
     format = "$callee `(` $inputs `)` attr-dict `:` functional-type($inputs, results)",
     interfaces = [CallOpInterfaceModel = GenericCallModel])]
pub struct GenericCallOp {
    /// The function called.
    #[attr]
    callee: FlatSymbolRefAttr,
    /// Its arguments.
    #[operand]
    inputs: Variadic<ToyType>,
    /// What it returns.
    #[result]
    output: F64Tensor,
}

/// A Toy function: `toy.func @main() { … }`, written as `func.func` is.
///
/// Its body sees only its arguments (it is isolated from above) and ends
/// in `toy.return`.
#[op(dialect = Toy, name = "func",
     traits = [SymbolOpInterfaceTrait, FunctionOpInterfaceTrait, IsIsolatedFromAbove],
     interfaces = [
         SymbolOpInterfaceModel = FuncModel,
         CallableOpInterfaceModel = FuncModel,
         ArgAndResultAttrsOpInterfaceModel = FuncModel,
         FunctionOpInterfaceModel = FuncModel,
     ],
     custom_format)]
pub struct FuncOp {
    /// The function's name.
    #[attr]
    sym_name: StrAttr,
    /// Its type.
    #[attr]
    function_type: TypeAttrOf<FunctionType>,
    /// One dictionary of attributes per argument.
    #[attr]
    arg_attrs: Option<DictArrayAttr>,
    /// One dictionary of attributes per result.
    #[attr]
    res_attrs: Option<DictArrayAttr>,
    /// The body.
    #[region]
    body: AnyRegion,
}
