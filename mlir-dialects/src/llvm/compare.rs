//! The LLVM dialect's comparisons, `select` and `freeze`.
//!
//! `llvm.icmp` and `llvm.fcmp` have a form of their own (upstream's
//! `hasCustomAssemblyFormat`): the predicate as a string, then the
//! operands and their one type, `llvm.icmp "slt" %a, %b : i32`. The
//! predicate is stored as a plain `i64`; the result is `i1`, or a vector
//! of `i1` shaped like vector operands.

use mlir_core::asm::parser::{PResult, Parser};
use mlir_core::asm::printer::AsmPrinter;
use mlir_core::context::enum_attr::EnumAttrType;
use mlir_core::definitions::interfaces::select_like::{
    ConditionTrueFalseOperands, SelectLikeOpInterfaceModel,
};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::OperationState;
use mlir_core::semantics::traits::{
    AllTypesMatch, PredOpTrait, Pure, SameOperandsAndResultType, SameTypeOperands,
};
use mlir_core::{AttrData, TypeData};
use mlir_derive::op;

use super::Llvm;
use super::arith_constraints::{
    BoolOrBoolVector, CmpResultIsI1SameShape, FloatOrFloatVector, IntOrPtrScalarOrVector,
    SelectParts, i1_same_shape, is_llvm_vector,
};
use super::arith_enums::{
    FCmpPredicate, FCmpPredicateAttr, FastmathFlags, FastmathFlagsAttr, ICmpPredicate,
    ICmpPredicateAttr,
};
use super::constraints::{LlvmType, is_compatible_outer_type};

/// Compares two integers or pointers (or vectors of them) by a predicate.
#[op(
    dialect = Llvm,
    name = "icmp",
    custom_format,
    traits = [PredOpTrait<CmpResultIsI1SameShape>, Pure, SameTypeOperands],
    fold
)]
pub struct ICmpOp {
    #[attr(value = ICmpPredicate)]
    predicate: ICmpPredicateAttr,
    #[operand]
    lhs: IntOrPtrScalarOrVector,
    #[operand]
    rhs: IntOrPtrScalarOrVector,
    #[result]
    res: BoolOrBoolVector,
}

/// Compares two floats (or vectors of them) by a predicate: ordered
/// (`o…`) predicates are false and unordered (`u…`) ones true when an
/// operand is NaN.
#[op(
    dialect = Llvm,
    name = "fcmp",
    custom_format,
    traits = [PredOpTrait<CmpResultIsI1SameShape>, Pure, SameTypeOperands]
)]
pub struct FCmpOp {
    #[attr(value = FCmpPredicate)]
    predicate: FCmpPredicateAttr,
    #[operand]
    lhs: FloatOrFloatVector,
    #[operand]
    rhs: FloatOrFloatVector,
    #[attr(rename = "fastmathFlags", default = FastmathFlags::NONE, value = FastmathFlags)]
    fastmath_flags: FastmathFlagsAttr,
    #[result]
    res: BoolOrBoolVector,
}

impl ICmpOp {
    /// `"pred" %lhs, %rhs attr-dict : type`.
    pub fn parse(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
        parse_cmp::<ICmpPredicate>(p, state)
    }

    /// Prints what `parse` reads.
    pub fn print(self, pr: &mut AsmPrinter<'_>) {
        let keyword = self.predicate(pr.ir()).keyword();
        print_cmp(pr, self.as_op(), &keyword, &["predicate"]);
    }
}

impl FCmpOp {
    /// `"pred" %lhs, %rhs attr-dict : type`.
    pub fn parse(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
        parse_cmp::<FCmpPredicate>(p, state)
    }

    /// Prints what `parse` reads; the fast-math flags only when set.
    pub fn print(self, pr: &mut AsmPrinter<'_>) {
        let ir = pr.ir();
        let keyword = self.predicate(ir).keyword();
        let elided: &[&str] = if self.fastmath_flags(ir).is_empty() {
            &["predicate", "fastmathFlags"]
        } else {
            &["predicate"]
        };
        print_cmp(pr, self.as_op(), &keyword, elided);
    }
}

/// The comparisons' parser (upstream's `parseCmpOp`): the predicate must
/// be a string attribute; it is checked against the enum only once the
/// operands have resolved, and their type must be one LLVM has.
fn parse_cmp<P: EnumAttrType>(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.context();
    let predicate_at = p.offset();
    let predicate = p.parse_attr()?;
    let AttrData::String { value, .. } = predicate.data(ctx) else {
        return Err(p.error_at_offset(predicate_at, "invalid kind of attribute specified"));
    };
    let predicate = mlir_core::support::text_bytes::from_bytes(value).into_owned();
    let lhs = p.parse_operand()?;
    p.parse_literal(",")?;
    let rhs = p.parse_operand()?;
    let mut attrs = p.parse_optional_attr_dict()?;
    p.parse_literal(":")?;
    let type_at = p.offset();
    let ty = p.parse_any_type()?;
    state.operands.push(p.resolve_operand(&lhs, ty)?);
    state.operands.push(p.resolve_operand(&rhs, ty)?);
    let Some(value) = P::from_keyword(&predicate) else {
        let message = format!("'{predicate}' is an incorrect value of the 'predicate' attribute");
        return Err(p.error_at_offset(predicate_at, message));
    };
    // The result's shape follows the operands', which LLVM must have.
    let compatible = match ty.data(ctx) {
        TypeData::Vector { .. } => is_llvm_vector(ctx, ty),
        _ => is_compatible_outer_type(ctx, ty),
    };
    if !compatible {
        return Err(p.error_at_offset(type_at, "expected LLVM dialect-compatible type"));
    }
    state.result_types.push(i1_same_shape(ctx, ty));
    // The predicate is one of the parsed attributes: also written in the
    // dictionary, it is there twice.
    let named = mlir_core::NamedAttr {
        name: ctx.ident("predicate"),
        value: P::ENUM.int_attr(ctx, value.to_value()),
    };
    attrs.insert(0, named);
    p.set_parsed_attributes(state, attrs)
}

/// The comparisons' printer.
fn print_cmp(pr: &mut AsmPrinter<'_>, op: mlir_core::ir::Op, keyword: &str, elided: &[&str]) {
    let ir = pr.ir();
    let (lhs, rhs) = (op.operand(ir, 0), op.operand(ir, 1));
    pr.write_str(" \"");
    pr.write_str(keyword);
    pr.write_str("\" ");
    pr.print_value_use(lhs);
    pr.write_str(", ");
    pr.print_value_use(rhs);
    let attrs = pr.op_attributes(op);
    pr.print_optional_attr_dict(&attrs, elided);
    pr.write_str(" : ");
    pr.print_type(lhs.ty(ir));
}

/// Picks one of two values by an `i1` condition (or, with a vector of
/// `i1`, element by element).
#[op(
    dialect = Llvm,
    name = "select",
    format = "operands attr-dict `:` type($condition) `,` type($res)",
    traits = [Pure, AllTypesMatch<SelectParts>],
    interfaces = [SelectLikeOpInterfaceModel = ConditionTrueFalseOperands]
)]
pub struct SelectOp {
    #[operand]
    condition: BoolOrBoolVector,
    #[operand(type_from = res)]
    true_value: LlvmType,
    #[operand(type_from = res)]
    false_value: LlvmType,
    #[attr(rename = "fastmathFlags", default = FastmathFlags::NONE, value = FastmathFlags)]
    fastmath_flags: FastmathFlagsAttr,
    #[result]
    res: LlvmType,
}

/// Stops the propagation of `undef` and `poison`: the result is the
/// operand, or an arbitrary but fixed value where it is either.
#[op(
    dialect = Llvm,
    name = "freeze",
    format = "$val attr-dict `:` type($val)",
    traits = [Pure, SameOperandsAndResultType]
)]
pub struct FreezeOp {
    #[operand]
    val: LlvmType,
    #[result]
    res: LlvmType,
}
