//! The LLVM dialect's terminators: `llvm.return`, `llvm.br`,
//! `llvm.cond_br` and `llvm.unreachable` (the branch models are shared
//! with `cf`: `crate::branch_models`).

use mlir_core::context::diagnostics::VerifyResult;
use mlir_core::definitions::interfaces::branch::{
    BranchOpInterfaceModel, BranchOpInterfaceTrait, WeightedBranchOpInterfaceModel,
    WeightedBranchOpInterfaceTrait,
};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::IrView;
use mlir_core::semantics::constraints::{AnySuccessor, DenseI32ArrayAttr, I1, Variadic};
use mlir_core::semantics::traits::{AttrSizedOperandSegments, IsTerminator, Pure, ReturnLike};
use mlir_derive::op;

use super::Llvm;
use super::constraints::LlvmType;
use super::func::FuncOp;
use super::loop_annotation::LoopAnnotationAttr;
use crate::branch_models::{CondBranchModel, ForwardAll};

/// Returns from an `llvm.func`, with the function's result if it has one.
#[op(
    dialect = Llvm,
    name = "return",
    format = "attr-dict ($arg^ `:` type($arg))?",
    traits = [Pure, ReturnLike, IsTerminator],
    verify
)]
pub struct ReturnOp {
    #[operand]
    arg: Option<LlvmType>,
}

impl ReturnOp {
    /// In an `llvm.func`, the operand matches the function's result: none
    /// for `void`, else one of the result type; the message notes the
    /// function.
    fn verify(self, ir: &IrView) -> VerifyResult {
        let op = self.as_op();
        let Some(func) = op.parent_op(ir).and_then(|p| FuncOp::try_from_op(ir, p)) else {
            return Ok(());
        };
        let Some(function_type) = func.llvm_function_type(ir) else { return Ok(()) };
        let ctx = ir.ctx();
        let result = function_type.return_type(ctx);
        let returns_void = super::types::VoidType::isa(ctx, result);
        let fail = |message: &str| -> VerifyResult {
            let loc = func.as_op().loc(ir);
            Err(op.emit_op_error(ir, message).with_note(loc, "when returning from function").into())
        };
        match (returns_void, op.num_operands(ir)) {
            (true, 0) => Ok(()),
            (true, _) => fail("expected no operands"),
            (false, 1) if op.operand(ir, 0).ty(ir) == result => Ok(()),
            (false, 1) => fail("mismatching result types"),
            (false, _) => fail("expected 1 operand"),
        }
    }
}

/// An unconditional branch to `dest`, forwarding the operands to its
/// arguments.
#[op(
    dialect = Llvm,
    name = "br",
    format = "$dest (`(` $dest_operands^ `:` type($dest_operands) `)`)? attr-dict",
    traits = [BranchOpInterfaceTrait, Pure, IsTerminator],
    interfaces = [BranchOpInterfaceModel = ForwardAll]
)]
pub struct BrOp {
    #[operand]
    dest_operands: Variadic<LlvmType>,
    #[attr]
    loop_annotation: Option<LoopAnnotationAttr>,
    #[successor]
    dest: AnySuccessor,
}

/// A branch on an `i1` to `true_dest` or `false_dest`, each with its own
/// operands; `branch_weights` holds one weight per destination.
#[op(
    dialect = Llvm,
    name = "cond_br",
    format = "$condition (`weights` `(` $branch_weights^ `)`)? `,`
        $true_dest (`(` $true_dest_operands^ `:` type($true_dest_operands) `)`)? `,`
        $false_dest (`(` $false_dest_operands^ `:` type($false_dest_operands) `)`)?
        attr-dict",
    traits = [
        AttrSizedOperandSegments,
        BranchOpInterfaceTrait,
        WeightedBranchOpInterfaceTrait,
        Pure,
        IsTerminator,
    ],
    interfaces = [
        BranchOpInterfaceModel = CondBranchModel,
        WeightedBranchOpInterfaceModel = CondBranchModel,
    ]
)]
pub struct CondBrOp {
    #[operand]
    condition: I1,
    #[operand]
    true_dest_operands: Variadic<LlvmType>,
    #[operand]
    false_dest_operands: Variadic<LlvmType>,
    #[attr]
    branch_weights: Option<DenseI32ArrayAttr>,
    #[attr]
    loop_annotation: Option<LoopAnnotationAttr>,
    #[successor]
    true_dest: AnySuccessor,
    #[successor]
    false_dest: AnySuccessor,
}

/// Marks code that is never reached (LLVM IR's `unreachable`).
#[op(dialect = Llvm, name = "unreachable", format = "attr-dict", traits = [IsTerminator])]
pub struct UnreachableOp {}
