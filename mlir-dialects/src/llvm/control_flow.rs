//! The LLVM dialect's terminators: `llvm.return`, `llvm.br`,
//! `llvm.cond_br` and `llvm.unreachable`, and their branch models.

use mlir_core::context::diagnostics::VerifyResult;
use mlir_core::definitions::interfaces::branch::{
    BranchOpInterfaceModel, BranchOpInterfaceTrait, SuccessorOperands,
    WeightedBranchOpInterfaceModel, WeightedBranchOpInterfaceTrait,
};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, Op, Value};
use mlir_core::semantics::constraints::{AnySuccessor, DenseI32ArrayAttr, I1, Variadic};
use mlir_core::semantics::traits::{AttrSizedOperandSegments, IsTerminator, Pure, ReturnLike};
use mlir_derive::op;

use super::Llvm;
use super::constraints::LlvmType;
use super::func::FuncOp;

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
        BranchOpInterfaceModel = CondBrModel,
        WeightedBranchOpInterfaceModel = CondBrModel,
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
    #[successor]
    true_dest: AnySuccessor,
    #[successor]
    false_dest: AnySuccessor,
}

/// Marks code that is never reached (LLVM IR's `unreachable`).
#[op(dialect = Llvm, name = "unreachable", format = "attr-dict", traits = [IsTerminator])]
pub struct UnreachableOp {}

/// `llvm.br` forwards all its operands to its one successor.
pub(super) struct ForwardAll;
impl BranchOpInterfaceModel for ForwardAll {
    fn successor_operands(&self, op: Op, ir: &IrView, _index: usize) -> SuccessorOperands {
        SuccessorOperands::forwarded(0..op.num_operands(ir))
    }
}

/// `llvm.cond_br`: the true destination gets the first group after the
/// condition, the false one the second.
pub(super) struct CondBrModel;
impl BranchOpInterfaceModel for CondBrModel {
    fn successor_operands(&self, op: Op, ir: &IrView, index: usize) -> SuccessorOperands {
        let op = CondBrOp::from_op_unchecked(op);
        let (condition, true_count) = (1, op.true_dest_operands(ir).len());
        let total = op.as_op().num_operands(ir);
        SuccessorOperands::forwarded(match index {
            0 => condition..condition + true_count,
            _ => (condition + true_count).min(total)..total,
        })
    }

    /// Both destinations' groups may be empty at the same position: the
    /// group is the successor's (1 for true, 2 for false).
    fn append_successor_operands(&self, op: Op, ir: &mut IrView, index: usize, values: &[Value]) {
        let end = self.successor_operands(op, ir, index).forwarded.end;
        ir.insert_operands(op, end, values, Some(1 + index.min(1)));
    }
}
impl WeightedBranchOpInterfaceModel for CondBrModel {}
