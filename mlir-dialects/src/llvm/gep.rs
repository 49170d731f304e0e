//! `llvm.getelementptr`: pointer arithmetic over an element type, with
//! constant and dynamic indices written together (`%p[%i, 1]`) and the
//! no-wrap flags in front (`inbounds|nuw`), through `custom<…>`
//! directives; upstream's verifier of the indices into structs.

use mlir_core::asm::parser::{PResult, Parser, UnresolvedOperand};
use mlir_core::asm::printer::{AsmPrinter, type_to_string};
use mlir_core::context::diagnostics::VerifyResult;
use mlir_core::context::enum_attr::EnumAttrType;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, Op, Value};
use mlir_core::semantics::constraints::{DenseI32ArrayAttr, TypeAttr, Variadic};
use mlir_core::semantics::traits::Pure;
use mlir_core::support::lexer::TokenKind;
use mlir_core::{Attribute, Type, TypeData};
use mlir_derive::op;

use mlir_core::definitions::interfaces::view_like::{ViewLikeOpInterfaceModel, ViewOfFirstOperand};

use super::Llvm;
use super::constraints::{LlvmPointerOrVectorOfPointers, LlvmSignlessIntegerOrVector};
use super::memory_enums::{GepNoWrapFlags, GepNoWrapFlagsProp};
use super::types::{ArrayType, StructType};

/// The entry of `rawConstantIndices` standing for the next dynamic index
/// (upstream's `kDynamicIndex`).
pub const GEP_DYNAMIC_INDEX: i32 = i32::MIN;

/// Computes the address of an element of `elem_type` from a base pointer
/// (or a vector of them) and indices: the first steps over whole
/// elements, the next ones into arrays, vectors and structs (a struct
/// needs a constant index). `inbounds`, `nusw` and `nuw` say how the
/// arithmetic may overflow.
#[op(
    dialect = Llvm,
    name = "getelementptr",
    format = "custom<GepNoWrapFlags>($noWrapFlags) `` $base
        `[` custom<GepIndices>($dynamic_indices, $rawConstantIndices) `]` attr-dict
        `:` functional-type(operands, results) `,` $elem_type",
    traits = [Pure],
    interfaces = [ViewLikeOpInterfaceModel = ViewOfFirstOperand],
    verify,
    fold
)]
pub struct GepOp {
    #[operand]
    base: LlvmPointerOrVectorOfPointers,
    #[operand]
    dynamic_indices: Variadic<LlvmSignlessIntegerOrVector>,
    #[attr(rename = "rawConstantIndices")]
    raw_constant_indices: DenseI32ArrayAttr,
    #[attr]
    elem_type: TypeAttr,
    #[attr(rename = "noWrapFlags", default = GepNoWrapFlags::NONE, value = GepNoWrapFlags)]
    no_wrap_flags: GepNoWrapFlagsProp,
    #[result]
    res: LlvmPointerOrVectorOfPointers,
}

/// One index of a GEP: a constant or a value.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum GepIndex {
    /// A constant index.
    Constant(i32),
    /// A dynamic index.
    Value(Value),
}

impl GepOp {
    /// The indices in order, constants and values merged (upstream's
    /// `getIndices`); a dynamic entry without its value is left out.
    pub fn indices(self, ir: &IrView) -> Vec<GepIndex> {
        merge_indices(&self.raw_constant_indices(ir), &self.dynamic_indices(ir).collect::<Vec<_>>())
    }

    fn verify(self, ir: &IrView) -> VerifyResult {
        let op = self.as_op();
        let raw = self.raw_constant_indices(ir);
        let dynamic = raw.iter().filter(|&&i| i == GEP_DYNAMIC_INDEX).count();
        if dynamic != self.dynamic_indices(ir).count() {
            let message = "expected as many dynamic indices as specified in 'rawConstantIndices'";
            return Err(op.emit_op_error(ir, message).into());
        }
        if self.no_wrap_flags(ir) == GepNoWrapFlags::INBOUNDS_FLAG {
            return Err(op.emit_op_error(ir, "'inbounds_flag' cannot be used directly.").into());
        }
        verify_struct_indices(ir, op, self.elem_type(ir), &self.indices(ir))
    }
}

/// Merges the raw constant entries with the dynamic values they stand for.
fn merge_indices(raw: &[i32], values: &[Value]) -> Vec<GepIndex> {
    let mut values = values.iter();
    raw.iter()
        .filter_map(|&entry| match entry {
            GEP_DYNAMIC_INDEX => values.next().map(|&v| GepIndex::Value(v)),
            c => Some(GepIndex::Constant(c)),
        })
        .collect()
}

/// Walks the element type with indices 1…: a struct needs a constant
/// index in bounds, arrays and vectors step to their element, any other
/// type cannot be indexed further.
fn verify_struct_indices(
    ir: &IrView,
    op: Op,
    elem_type: Type,
    indices: &[GepIndex],
) -> VerifyResult {
    let ctx = ir.ctx();
    let mut ty = elem_type;
    for (pos, index) in indices.iter().enumerate().skip(1) {
        let message = if let Some(st) = StructType::try_from(ctx, ty) {
            let body = st.body(ctx);
            match *index {
                GepIndex::Value(_) => {
                    format!("expected index {pos} indexing a struct to be constant")
                }
                GepIndex::Constant(c) => match usize::try_from(c).ok().and_then(|c| body.get(c)) {
                    Some(&field) => {
                        ty = field;
                        continue;
                    }
                    None => format!("index {pos} indexing a struct is out of bounds"),
                },
            }
        } else if let Some(array) = ArrayType::try_from(ctx, ty) {
            ty = array.element_type(ctx);
            continue;
        } else if let TypeData::Vector { element, .. } = ty.data(ctx) {
            ty = *element;
            continue;
        } else {
            format!("type '{}' cannot be indexed (index #{pos})", type_to_string(ctx, ty))
        };
        return Err(op.emit_op_error(ir, message).into());
    }
    Ok(())
}

/// `custom<GepNoWrapFlags>`: the flags in front of the base, when any
/// (`inbounds|nuw `), as the optional group `($noWrapFlags^)?` of
/// upstream's format reads them: a keyword starts them, `|` joins them.
fn parse_gep_no_wrap_flags(p: &mut Parser<'_>, flags: &mut Option<Attribute>) -> PResult<()> {
    if !p.at(TokenKind::BareIdent) {
        return Ok(());
    }
    let enum_def = <GepNoWrapFlags as EnumAttrType>::ENUM;
    let mut value = 0;
    loop {
        let at = p.offset();
        if !p.at(TokenKind::BareIdent) {
            let message = format!("expected keyword for {} after '|'", enum_def.cpp_name);
            return Err(p.error_at_offset(at, message));
        }
        let keyword = p.parse_keyword()?;
        match enum_def.keyword_value(&keyword) {
            Some(bits) => value |= bits,
            None => {
                let cases: Vec<&str> = enum_def.cases.iter().map(|c| c.keyword).collect();
                let message = format!(
                    "expected one of [{}] for {}, got: {keyword}",
                    cases.join(", "),
                    enum_def.cpp_name
                );
                return Err(p.error_at_offset(at, message));
            }
        }
        if !p.parse_optional_vertical_bar() {
            break;
        }
    }
    *flags = Some(enum_def.int_attr(p.context(), value));
    Ok(())
}

/// Prints what [`parse_gep_no_wrap_flags`] reads, a blank after it: no
/// flags print nothing.
fn print_gep_no_wrap_flags(pr: &mut AsmPrinter<'_>, _op: Op, flags: Option<Attribute>) {
    let bits = flags.and_then(|a| a.as_integer(pr.ctx())).and_then(|v| v.as_u64()).unwrap_or(0);
    if bits == 0 {
        return;
    }
    let text = <GepNoWrapFlags as EnumAttrType>::ENUM.stringify(bits);
    pr.write_str(&text.unwrap_or_else(|| bits.to_string().into()));
    pr.write_char(' ');
}

/// `custom<GepIndices>` (upstream's `custom<GEPIndices>`): one or more comma-separated indices, each an
/// `i32` constant or a value.
fn parse_gep_indices(
    p: &mut Parser<'_>,
    values: &mut Vec<UnresolvedOperand>,
    raw: &mut Option<Attribute>,
) -> PResult<()> {
    let mut entries = Vec::new();
    loop {
        if p.at(TokenKind::Integer) || p.at(TokenKind::Minus) {
            let at = p.offset();
            let value = p.parse_integer_i64()?;
            let Ok(value) = i32::try_from(value) else {
                return Err(p.error_at_offset(at, "integer value too large"));
            };
            entries.push(value);
        } else {
            values.push(p.parse_operand()?);
            entries.push(GEP_DYNAMIC_INDEX);
        }
        if !p.parse_optional_comma() {
            break;
        }
    }
    *raw = Some(p.context().dense_i32_array(&entries));
    Ok(())
}

/// Prints what [`parse_gep_indices`] reads.
fn print_gep_indices(pr: &mut AsmPrinter<'_>, _op: Op, values: &[Value], raw: Option<Attribute>) {
    let raw = raw.and_then(|a| a.as_dense_i32_array(pr.ctx())).unwrap_or_default();
    for (i, index) in merge_indices(&raw, values).into_iter().enumerate() {
        if i > 0 {
            pr.write_str(", ");
        }
        match index {
            GepIndex::Constant(c) => pr.write_str(&c.to_string()),
            GepIndex::Value(v) => pr.print_value_use(v),
        }
    }
}
