//! Chapter 7 of the Toy tutorial: `!toy.struct<…>`, a struct of tensors
//! (or of structs), defined with `#[type_def]`, and the two ops that make
//! and read one.

use mlir_rs::prelude::*;

use super::Toy;
use super::ops::ToyType;

/// A struct of values: `!toy.struct<tensor<*xf64>, tensor<2xf64>>`.
///
/// Its elements are tensors or other structs, at least one.
#[type_def(dialect = Toy, mnemonic = "struct", format = "`<` $elements `>`",
           verify = tensors_or_structs)]
pub struct StructType {
    /// The element types, in order.
    elements: Vec<Type>,
}

/// The parameter verifier of `!toy.struct`, with the tutorial's message.
fn tensors_or_structs(ctx: &Context, elements: &[Type]) -> Result<(), String> {
    if elements.is_empty() {
        return Err("a struct has at least one element type".into());
    }
    let fits = |t: Type| {
        matches!(t.data(ctx), TypeData::RankedTensor { .. } | TypeData::UnrankedTensor { .. })
            || StructType::isa(ctx, t)
    };
    match elements.iter().find(|t| !fits(**t)) {
        Some(t) => Err(format!(
            "element type for a struct must either be a TensorType or a StructType, got: {}",
            t.display(ctx)
        )),
        None => Ok(()),
    }
}

/// A constant struct:
/// `%0 = toy.struct_constant [dense<1.0> : tensor<2xf64>] : !toy.struct<tensor<*xf64>>`.
///
/// Its value holds one dense constant per tensor element (one array per
/// nested struct).
#[op(dialect = Toy, name = "struct_constant", traits = [ConstantLike, Pure],
     format = "$value attr-dict `:` qualified(type($output))", verify, fold)]
pub struct StructConstantOp {
    /// The elements' values.
    #[attr]
    value: ArrayAttr,
    /// The struct.
    #[result]
    output: StructType,
}

/// Reads one element of a struct:
/// `%1 = toy.struct_access %0[0] : !toy.struct<tensor<*xf64>> -> tensor<*xf64>`.
#[op(dialect = Toy, name = "struct_access", traits = [Pure],
     format = "$input `[` $index `]` attr-dict `:` qualified(type($input)) `->` type($output)",
     verify, fold)]
pub struct StructAccessOp {
    /// The struct.
    #[operand]
    input: StructType,
    /// Which element.
    #[attr]
    index: I64Attr,
    /// The element.
    #[result]
    output: ToyType,
}

impl StructConstantOp {
    /// As many values as the struct has elements: a dense constant for a
    /// tensor element, an array for a nested struct.
    pub(crate) fn verify(self, ir: &IrView) -> VerifyResult {
        let ctx = ir.ctx();
        let op = self.as_op();
        let Some(ty) = StructType::try_from(ctx, self.output(ir).ty(ir)) else { return Ok(()) };
        let elements = ty.elements(ctx);
        let values = self.value(ir).as_array(ctx).map(<[Attribute]>::to_vec).unwrap_or_default();
        if values.len() != elements.len() {
            let message = format!(
                "has {} value(s) for a struct of {} element(s)",
                values.len(),
                elements.len()
            );
            return Err(op.emit_op_error(ir, message).into());
        }
        for (i, (value, element)) in values.iter().zip(&elements).enumerate() {
            let nested_struct = StructType::isa(ctx, *element);
            let fits = if nested_struct {
                value.as_array(ctx).is_some()
            } else {
                value.typed(ctx).is_some_and(|t| t.shape_and_element(ctx).is_some())
            };
            if !fits {
                let expected = if nested_struct { "an array" } else { "a dense constant" };
                let message = format!(
                    "value #{i} must be {expected} for element type {}",
                    element.display(ctx)
                );
                return Err(op.emit_op_error(ir, message).into());
            }
        }
        Ok(())
    }
}

impl StructAccessOp {
    /// The index names an element, and the result has that element's type.
    pub(crate) fn verify(self, ir: &IrView) -> VerifyResult {
        let ctx = ir.ctx();
        let op = self.as_op();
        let Some(ty) = StructType::try_from(ctx, self.input(ir).ty(ir)) else { return Ok(()) };
        let elements = ty.elements(ctx);
        let index = self.index(ir);
        let Some(&element) = usize::try_from(index).ok().and_then(|i| elements.get(i)) else {
            let message = "index should be within the range of the input struct type";
            return Err(op.emit_op_error(ir, message).into());
        };
        if self.output(ir).ty(ir) != element {
            let message =
                "must have the same result type as the struct element referred to by the index";
            return Err(op.emit_op_error(ir, message).into());
        }
        Ok(())
    }
}
