//! `llvm.switch`: a multi-way branch on an integer,
//!
//! ```text
//! llvm.switch %v : i32, ^default(%a : i32) [
//!   1: ^bb1(%b : i64),
//!   -2: ^bb2
//! ]
//! ```
//!
//! the default destination first, then the cases between brackets, one
//! per line. Values are read as signed 64-bit integers and truncated to
//! the flag's width; they print signed (`255 : i8` prints `-1`).

use mlir_core::asm::parser::{PResult, Parser, UnresolvedOperand};
use mlir_core::asm::printer::AsmPrinter;
use mlir_core::context::diagnostics::VerifyResult;
use mlir_core::definitions::interfaces::branch::{
    BranchOpInterfaceModel, BranchOpInterfaceTrait, WeightedBranchOpInterfaceModel,
    WeightedBranchOpInterfaceTrait,
};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{Block, IrView, Op, Value};
use mlir_core::semantics::constraints::{
    AnyIntElementsAttr, AnySignlessInteger, AnySuccessor, AnyType, DenseI32ArrayAttr, Variadic,
};
use mlir_core::semantics::traits::{
    AttrSizedOperandSegments, IsTerminator, OpTrait, Pure, TraitDef,
};
use mlir_core::support::apint::APInt;
use mlir_core::{Attribute, Type};
use mlir_derive::op;

use super::Llvm;
use crate::switch_support::{
    SwitchCasesModel, case_values_attr, case_values_of, parse_optional_use_list,
};
use crate::variadic_of_variadic::{segment_ranges, verify_segment_sizes};

/// Branches to the case destination whose value equals `value`, or to the
/// default destination, forwarding each its own operands; `branch_weights`
/// holds one weight per destination, the default's first.
#[op(
    dialect = Llvm,
    name = "switch",
    format = "$value `:` type($value) `,`
        $default_destination (`(` $default_operands^ `:` type($default_operands) `)`)?
        custom<SwitchOpCases>(ref(type($value)), $case_values, $case_destinations,
            $case_operands, type($case_operands), $case_operand_segments)
        attr-dict",
    traits = [
        AttrSizedOperandSegments,
        CaseOperandSegments,
        BranchOpInterfaceTrait,
        WeightedBranchOpInterfaceTrait,
        Pure,
        IsTerminator,
    ],
    interfaces = [
        BranchOpInterfaceModel = SwitchCasesModel,
        WeightedBranchOpInterfaceModel = SwitchWeights,
    ],
    verify
)]
pub struct SwitchOp {
    #[operand]
    value: AnySignlessInteger,
    #[operand]
    default_operands: Variadic<AnyType>,
    #[operand]
    case_operands: Variadic<AnyType>,
    #[attr]
    case_values: Option<AnyIntElementsAttr>,
    #[attr]
    case_operand_segments: DenseI32ArrayAttr,
    #[attr]
    branch_weights: Option<DenseI32ArrayAttr>,
    #[successor]
    default_destination: AnySuccessor,
    #[successor]
    case_destinations: Variadic<AnySuccessor>,
}

/// The weights of `llvm.switch` are its `branch_weights`.
pub(super) struct SwitchWeights;
impl WeightedBranchOpInterfaceModel for SwitchWeights {}

/// `llvm.switch`'s `case_operands` are divided into one segment per case
/// destination by `case_operand_segments` (ODS's `VariadicOfVariadic`,
/// checked with the op's invariants).
pub struct CaseOperandSegments;
impl OpTrait for CaseOperandSegments {
    const DEF: TraitDef = TraitDef::verifier("VariadicOfVariadic", |ir, op| {
        verify_segment_sizes(ir, op, 2, "caseOperands", "case_operand_segments")
    });
}

impl SwitchOp {
    /// As many case values as case destinations, of the flag's type.
    fn verify(self, ir: &IrView) -> VerifyResult {
        let op = self.as_op();
        let ctx = ir.ctx();
        let cases = op.num_successors(ir).saturating_sub(1);
        let values = self.case_values(ir);
        let values_type = values.and_then(|v| v.typed_attr_type(ctx));
        let count = values_type.and_then(|t| t.num_elements(ctx));
        let matches = match count {
            None => cases == 0,
            Some(n) => n == cases as u64,
        };
        if !matches {
            let message = "expects number of case values to match number of case destinations";
            return Err(op.emit_op_error(ir, message).into());
        }
        if let Some(ty) = values_type
            && ty.element_type_or_self(ctx) != self.value(ir).ty(ir)
        {
            let message = "expects case value type to match condition value type";
            return Err(op.emit_error(ir, message).into());
        }
        Ok(())
    }

    /// The operands forwarded to each case destination, in order.
    pub fn case_operand_groups(self, ir: &IrView) -> Vec<Vec<Value>> {
        let op = self.as_op();
        let cases = op.num_successors(ir).saturating_sub(1);
        let ranges = segment_ranges(ir, op, 2, "case_operand_segments", cases);
        ranges.into_iter().map(|r| r.map(|i| op.operand(ir, i)).collect()).collect()
    }
}

/// `[` then `value: ^dest(%a : T)` cases separated by commas, then `]`;
/// the case operands may not name a result number (`%a#1`).
pub(super) fn parse_switch_op_cases(
    p: &mut Parser<'_>,
    value_type: &[Type],
    case_values: &mut Option<Attribute>,
    case_destinations: &mut Vec<Block>,
    case_operands: &mut Vec<UnresolvedOperand>,
    case_types: &mut Vec<Type>,
    case_operand_segments: &mut Option<Attribute>,
) -> PResult<()> {
    let ctx = p.context();
    p.parse_literal("[")?;
    let flag = value_type.first().copied();
    let width = flag.and_then(|t| t.as_integer(ctx)).map_or(64, |(w, _)| w);
    let mut values = Vec::new();
    let mut segments = Vec::new();
    if !p.parse_optional_literal("]") {
        loop {
            let value = p.parse_integer_i64()?;
            values.push(APInt::from_i64(width, value));
            p.parse_literal(":")?;
            case_destinations.push(p.parse_successor()?);
            segments.push(parse_optional_use_list(p, case_operands, case_types, false)? as i32);
            if !p.parse_optional_comma() {
                break;
            }
        }
        p.parse_literal("]")?;
        *case_values = flag.and_then(|flag| case_values_attr(ctx, flag, &values));
    }
    *case_operand_segments = Some(ctx.dense_i32_array(&segments));
    Ok(())
}

/// Prints what [`parse_switch_op_cases`] reads, one case per line.
#[allow(clippy::too_many_arguments)]
pub(super) fn print_switch_op_cases(
    p: &mut AsmPrinter<'_>,
    op: Op,
    _value_type: &[Type],
    case_values: Option<Attribute>,
    case_destinations: &[Block],
    _case_operands: &[Value],
    _case_types: &[Type],
    _case_operand_segments: Option<Attribute>,
) {
    p.write_char('[');
    p.newline();
    let ctx = p.ctx();
    let Some(values) = case_values.and_then(|v| case_values_of(ctx, v)) else {
        p.write_char(']');
        return;
    };
    let operands = SwitchOp::from_op_unchecked(op).case_operand_groups(p.ir());
    for (i, (value, &dest)) in values.iter().zip(case_destinations).enumerate() {
        if i > 0 {
            p.write_char(',');
            p.newline();
        }
        p.write_str("  ");
        p.write_str(&value.to_signed_string());
        p.write_str(": ");
        p.print_successor_and_use_list(dest, operands.get(i).map_or(&[], Vec::as_slice));
    }
    p.newline();
    p.write_char(']');
}
