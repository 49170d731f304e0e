//! The LLVM dialect's vector element ops: `llvm.extractelement`,
//! `llvm.insertelement` (an element at a dynamic position) and
//! `llvm.shufflevector` (a permutation of two vectors by a constant mask,
//! the result's type inferred by `custom<ShuffleType>`).

use mlir_core::asm::parser::{PResult, Parser};
use mlir_core::context::diagnostics::VerifyResult;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, Op};
use mlir_core::rewrite::{FoldAdaptor, OpFoldResult};
use mlir_core::semantics::constraints::{AnySignlessInteger, DenseI32ArrayAttr};
use mlir_core::semantics::traits::{
    AllTypesMatch, NamedTypes, OpPredicate, PredOpTrait, Pure, TypeSource,
};
use mlir_core::{Attribute, Context, Type, TypeData};
use mlir_derive::op;

use super::Llvm;
use super::constraints::{
    LlvmAnyVector, LlvmPrimitiveType, LlvmType, is_compatible_vector, is_scalable_vector,
};

/// Extracts the element at a dynamic position of a vector:
/// `llvm.extractelement %v[%i : i32] : vector<4xf32>`.
#[op(
    dialect = Llvm,
    name = "extractelement",
    format = "$vector `[` $position `:` type($position) `]` attr-dict `:` type($vector)",
    traits = [Pure, PredOpTrait<ResultIsVectorElement>]
)]
pub struct ExtractElementOp {
    #[operand]
    vector: LlvmAnyVector,
    #[operand]
    position: AnySignlessInteger,
    #[result(type_from = vector, via = vector_element)]
    res: LlvmType,
}

/// Replaces the element at a dynamic position of a vector:
/// `llvm.insertelement %x, %v[%i : i32] : vector<4xf32>`.
#[op(
    dialect = Llvm,
    name = "insertelement",
    format = "$value `,` $vector `[` $position `:` type($position) `]` attr-dict `:` type($vector)",
    traits = [Pure, PredOpTrait<ValueIsVectorElement>, AllTypesMatch<InsertElementResultAndVector>]
)]
pub struct InsertElementOp {
    #[operand]
    vector: LlvmAnyVector,
    #[operand(type_from = vector, via = vector_element)]
    value: LlvmPrimitiveType,
    #[operand]
    position: AnySignlessInteger,
    #[result(type_from = vector)]
    res: LlvmAnyVector,
}

/// Picks elements of two vectors of one type by a constant mask, an index
/// into their concatenation per result element:
/// `llvm.shufflevector %a, %b [0, 5, 1] : vector<4xi32>` is a
/// `vector<3xi32>`. A scalable vector can only be splat (all zeros).
#[op(
    dialect = Llvm,
    name = "shufflevector",
    format = "$v1 `,` $v2 $mask attr-dict `:` type($v1)
        custom<ShuffleType>(ref(type($v1)), type($res), ref($mask))",
    traits = [Pure, AllTypesMatch<ShuffleOperands>],
    verify,
    fold
)]
pub struct ShuffleVectorOp {
    #[operand]
    v1: LlvmAnyVector,
    #[operand(type_from = v1)]
    v2: LlvmAnyVector,
    #[attr]
    mask: DenseI32ArrayAttr,
    #[result]
    res: LlvmAnyVector,
}

/// The element type of a vector (the type itself otherwise).
fn vector_element(ctx: &Context, ty: Type) -> Type {
    match ty.data(ctx) {
        TypeData::Vector { element, .. } => *element,
        _ => ty,
    }
}

/// `extractelement`'s `TypesMatchWith` from the vector to the result.
pub struct ResultIsVectorElement;
impl OpPredicate for ResultIsVectorElement {
    const SUMMARY: &'static str = "result type matches vector element type";
    fn check(ir: &IrView, op: Op) -> bool {
        op.result(ir, 0).ty(ir) == vector_element(ir.ctx(), op.operand(ir, 0).ty(ir))
    }
}

/// `insertelement`'s `TypesMatchWith` from the vector to the value.
pub struct ValueIsVectorElement;
impl OpPredicate for ValueIsVectorElement {
    const SUMMARY: &'static str = "argument type matches vector element type";
    fn check(ir: &IrView, op: Op) -> bool {
        op.operand(ir, 1).ty(ir) == vector_element(ir.ctx(), op.operand(ir, 0).ty(ir))
    }
}

/// `insertelement`'s `AllTypesMatch<["res", "vector"]>`.
pub struct InsertElementResultAndVector;
impl NamedTypes for InsertElementResultAndVector {
    const PARTS: &'static [(&'static str, TypeSource)] =
        &[("res", TypeSource::Result(0)), ("vector", TypeSource::Operand(0))];
}

/// `shufflevector`'s `AllTypesMatch<["v1", "v2"]>`.
pub struct ShuffleOperands;
impl NamedTypes for ShuffleOperands {
    const PARTS: &'static [(&'static str, TypeSource)] =
        &[("v1", TypeSource::Operand(0)), ("v2", TypeSource::Operand(1))];
}

impl ShuffleVectorOp {
    /// A shuffle of a one-element vector taking its element (`[0]`) is
    /// that vector; no other shuffle folds.
    fn fold(self, ir: &IrView, _adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
        let v1 = self.v1(ir);
        let single = matches!(v1.ty(ir).data(ir.ctx()), TypeData::Vector { shape, .. } if shape.as_ref() == [1]);
        (single && self.mask(ir).as_slice() == [0]).then_some(OpFoldResult::Value(v1))
    }

    fn verify(self, ir: &IrView) -> VerifyResult {
        let v1 = self.v1(ir).ty(ir);
        if is_scalable_vector(ir.ctx(), v1) && self.mask(ir).iter().any(|&m| m != 0) {
            let message = "expected a splat operation for scalable vectors";
            return Err(self.as_op().emit_op_error(ir, message).into());
        }
        Ok(())
    }
}

/// `custom<ShuffleType>`: the result is a vector of the operands' element
/// type, one element per mask entry, scalable when they are.
fn parse_shuffle_type(
    p: &mut Parser<'_>,
    v1: &[Type],
    res: &mut Vec<Type>,
    mask: Option<Attribute>,
) -> PResult<()> {
    let ctx = p.context();
    let Some(&v1) = v1.first() else { return Ok(()) };
    if !is_compatible_vector(ctx, v1) {
        return Err(p.error_at_offset(p.offset(), "expected an LLVM compatible vector type"));
    }
    let count = mask.and_then(|m| m.as_dense_i32_array(ctx)).map_or(0, |m| m.len());
    let element = vector_element(ctx, v1);
    let scalable: Box<[bool]> =
        if is_scalable_vector(ctx, v1) { Box::new([true]) } else { Box::new([]) };
    let shape: Box<[i64]> = Box::new([count as i64]);
    res.push(ctx.get_type(TypeData::Vector { shape, scalable, element }));
    Ok(())
}

/// The result type is inferred: nothing is printed.
fn print_shuffle_type(
    _pr: &mut mlir_core::asm::printer::AsmPrinter<'_>,
    _op: Op,
    _v1: &[Type],
    _res: &[Type],
    _mask: Option<Attribute>,
) {
}
