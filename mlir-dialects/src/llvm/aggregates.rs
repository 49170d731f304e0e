//! `llvm.extractvalue` and `llvm.insertvalue`: a member of a struct or an
//! array, at a constant position (`%s[0, 1]`). The member's type is not
//! written: `custom<InsertExtractValueElementType>` infers it from the
//! container's type and prints nothing (so mlir-opt's output has a blank
//! at the end of the line, reproduced).

use mlir_core::asm::parser::{PResult, Parser};
use mlir_core::asm::printer::{AsmPrinter, type_to_string};
use mlir_core::context::diagnostics::VerifyResult;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, Op};
use mlir_core::semantics::constraints::DenseI64ArrayAttr;
use mlir_core::semantics::traits::{AllTypesMatch, NamedTypes, Pure, TypeSource};
use mlir_core::{Attribute, Context, Type};
use mlir_derive::op;

use super::Llvm;
use super::constraints::{LlvmAnyAggregate, LlvmPrimitiveType, LlvmType, is_compatible_outer_type};
use super::types::{ArrayType, StructType};

/// Extracts a member of an aggregate: `llvm.extractvalue %s[1] :
/// !llvm.struct<(i32, f64)>` is the `f64`.
#[op(
    dialect = Llvm,
    name = "extractvalue",
    format = "$container `` $position attr-dict `:` type($container)
        custom<InsertExtractValueElementType>(type($res), ref(type($container)), ref($position))",
    traits = [Pure],
    verify,
    fold
)]
pub struct ExtractValueOp {
    #[operand]
    container: LlvmAnyAggregate,
    #[attr]
    position: DenseI64ArrayAttr,
    #[result]
    res: LlvmType,
}

/// Inserts a member into an aggregate, giving the new aggregate:
/// `llvm.insertvalue %v, %s[0] : !llvm.struct<(i32, f64)>`.
#[op(
    dialect = Llvm,
    name = "insertvalue",
    format = "$value `,` $container `` $position attr-dict `:` type($container)
        custom<InsertExtractValueElementType>(type($value), ref(type($container)), ref($position))",
    traits = [Pure, AllTypesMatch<InsertValueContainerAndResult>],
    verify
)]
pub struct InsertValueOp {
    #[operand]
    container: LlvmAnyAggregate,
    #[operand]
    value: LlvmPrimitiveType,
    #[attr]
    position: DenseI64ArrayAttr,
    #[result(type_from = container)]
    res: LlvmAnyAggregate,
}

/// `insertvalue`'s `AllTypesMatch<["container", "res"]>`.
pub struct InsertValueContainerAndResult;
impl NamedTypes for InsertValueContainerAndResult {
    const PARTS: &'static [(&'static str, TypeSource)] =
        &[("container", TypeSource::Operand(0)), ("res", TypeSource::Result(0))];
}

/// The type of the member of `container` at `position`, or why there is
/// none (upstream's messages).
fn member_type(ctx: &Context, container: Type, position: &[i64]) -> Result<Type, String> {
    if !is_compatible_outer_type(ctx, container) {
        return Err(format!(
            "expected LLVM IR Dialect type, got {}",
            type_to_string(ctx, container)
        ));
    }
    let mut ty = container;
    for &index in position {
        let members = if let Some(array) = ArrayType::try_from(ctx, ty) {
            Members::Array(array.element_type(ctx), array.num_elements(ctx))
        } else if let Some(st) = StructType::try_from(ctx, ty) {
            Members::Struct(st.body(ctx))
        } else {
            return Err(format!(
                "expected LLVM IR structure/array type, got: '{}'",
                type_to_string(ctx, ty)
            ));
        };
        let member = u64::try_from(index).ok().and_then(|i| match &members {
            Members::Array(element, count) => (i < *count).then_some(*element),
            Members::Struct(body) => usize::try_from(i).ok().and_then(|i| body.get(i).copied()),
        });
        match member {
            Some(member) => ty = member,
            None => return Err(format!("position out of bounds: {index}")),
        }
    }
    Ok(ty)
}

/// The members of one level of an aggregate.
enum Members {
    /// An array's element type and count.
    Array(Type, u64),
    /// A struct's body.
    Struct(Vec<Type>),
}

/// `custom<InsertExtractValueElementType>`: infers the member's type from
/// the container's and the position; the error, if any, at the token
/// after the container's type.
fn parse_insert_extract_value_element_type(
    p: &mut Parser<'_>,
    member: &mut Vec<Type>,
    container: &[Type],
    position: Option<Attribute>,
) -> PResult<()> {
    let ctx = p.context();
    let position = position.and_then(|a| a.as_dense_i64_array(ctx)).unwrap_or_default();
    let Some(&container) = container.first() else { return Ok(()) };
    match member_type(ctx, container, &position) {
        Ok(ty) => {
            member.push(ty);
            Ok(())
        }
        Err(message) => Err(p.error_at_offset(p.offset(), message)),
    }
}

/// The member's type is inferred: nothing is printed.
fn print_insert_extract_value_element_type(
    _pr: &mut AsmPrinter<'_>,
    _op: Op,
    _member: &[Type],
    _container: &[Type],
    _position: Option<Attribute>,
) {
}

impl ExtractValueOp {
    fn verify(self, ir: &IrView) -> VerifyResult {
        let ctx = ir.ctx();
        let op = self.as_op();
        let container = self.container(ir).ty(ir);
        let member = member_type(ctx, container, &self.position(ir))
            .map_err(|message| op.emit_op_error(ir, message))?;
        let res = self.res(ir).ty(ir);
        if res != member {
            let message = format!(
                "Type mismatch: extracting from '{}' should produce '{}' but this op returns '{}'",
                type_to_string(ctx, container),
                type_to_string(ctx, member),
                type_to_string(ctx, res)
            );
            return Err(op.emit_op_error(ir, message).into());
        }
        Ok(())
    }
}

impl InsertValueOp {
    fn verify(self, ir: &IrView) -> VerifyResult {
        let ctx = ir.ctx();
        let op = self.as_op();
        let container = self.container(ir).ty(ir);
        let member = member_type(ctx, container, &self.position(ir))
            .map_err(|message| op.emit_op_error(ir, message))?;
        let value = self.value(ir).ty(ir);
        if value != member {
            let message = format!(
                "Type mismatch: cannot insert '{}' into '{}'",
                type_to_string(ctx, value),
                type_to_string(ctx, container)
            );
            return Err(op.emit_op_error(ir, message).into());
        }
        Ok(())
    }
}
