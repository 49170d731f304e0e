//! The verifiers of `cf`: the segments of `cf.switch`'s case operands (ODS
//! checks a `VariadicOfVariadic` group with the op's invariants, so the
//! trait is listed first) and `cf.switch`'s own verifier (case values
//! against the flag and the case destinations). The branch operands of all
//! three branches are checked by the core's `BranchOpInterface` verifier,
//! `cond_br`'s weights by `WeightedBranchOpInterface`'s. Messages and their
//! order are mlir-opt 22's.

use mlir_core::asm::printer::type_to_string;
use mlir_core::context::diagnostics::VerifyResult;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, Op};
use mlir_core::semantics::traits::{OpTrait, TraitDef};

use super::ops::SwitchOp;
use crate::variadic_of_variadic::verify_segment_sizes;

/// `cf.switch`'s `case_operands` are divided into one segment per case
/// destination by the `case_operand_segments` property (ODS's
/// `VariadicOfVariadic`): the sizes are not negative and add up to the
/// number of case operands.
///
/// mlir-opt 22 crashes when there are fewer segments than case
/// destinations; that is an error here (the only message of this file
/// mlir-opt cannot show).
pub struct CaseOperandSegments;
impl OpTrait for CaseOperandSegments {
    const DEF: TraitDef = TraitDef::verifier("VariadicOfVariadic", verify_case_segments);
}

fn verify_case_segments(ir: &IrView, op: Op) -> VerifyResult {
    let name = "case_operand_segments";
    verify_segment_sizes(ir, op, 2, "caseOperands", name)?;
    // A missing or malformed attribute is reported by the invariants.
    let Some(attr) = op.inherent_attr(ir, name) else { return Ok(()) };
    let Some(segments) = attr.as_dense_i32_array(ir.ctx()) else { return Ok(()) };
    let cases = SwitchOp::from_op_unchecked(op).num_cases(ir);
    if segments.len() < cases {
        let message = format!(
            "'{name}' has {} segments, fewer than the {cases} case destinations",
            segments.len()
        );
        return Err(op.emit_op_error(ir, message).into());
    }
    Ok(())
}

impl SwitchOp {
    /// The case values have the flag's type and are as many as the case
    /// destinations. (Without `case_values`, mlir-opt 22 crashes when there
    /// are case destinations; here that is a count mismatch with zero
    /// values.)
    pub(super) fn verify(self, ir: &IrView) -> VerifyResult {
        let op = self.as_op();
        let ctx = ir.ctx();
        let cases = self.num_cases(ir);
        let Some(values) = self.case_values(ir) else {
            if cases == 0 {
                return Ok(());
            }
            let message = format!(
                "number of case values (0) should match number of case destinations ({cases})"
            );
            return Err(op.emit_op_error(ir, message).into());
        };
        // The invariants have checked that `values` is dense integer elements.
        let Some(values_ty) = values.typed_attr_type(ctx) else { return Ok(()) };
        let flag = op.operand(ir, 0).ty(ir);
        let element = values_ty.element_type_or_self(ctx);
        if element != flag {
            let message = format!(
                "'flag' type ('{}') should match case value type ('{}')",
                type_to_string(ctx, flag),
                type_to_string(ctx, element)
            );
            return Err(op.emit_op_error(ir, message).into());
        }
        let count = values_ty.num_elements(ctx).unwrap_or(0);
        if count != cases as u64 {
            let message = format!(
                "number of case values ({count}) should match number of case destinations ({cases})"
            );
            return Err(op.emit_op_error(ir, message).into());
        }
        Ok(())
    }
}
