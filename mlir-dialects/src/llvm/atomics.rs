//! The LLVM dialect's atomic ops: `llvm.atomicrmw` (read-modify-write),
//! `llvm.cmpxchg` (compare and exchange) and `llvm.fence`, with their
//! orderings, synchronization scopes and upstream's verifiers.

use mlir_core::context::diagnostics::VerifyResult;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, Op, Value};
use mlir_core::semantics::constraints::{I64Attr, StrAttr, UnitAttr};
use mlir_core::semantics::traits::{OpPredicate, PredOpTrait};
use mlir_core::{Context, Type, TypeData};
use mlir_derive::op;

use super::Llvm;
use super::access_interfaces::{AccessGroupOpInterface, AliasAnalysisOpInterface};
use super::constraints::{
    LlvmAnyStruct, LlvmAtomicCmpXchgType, LlvmAtomicRmwType, is_atomic_compatible,
    is_compatible_float, is_compatible_vector, is_scalable_vector,
};
use super::memory_enums::{AtomicBinOp, AtomicBinOpAttr, AtomicOrdering, AtomicOrderingAttr};
use super::shared_args::AliasAttrs;
use super::types::{PtrType, StructType};

/// Atomically combines the value at `ptr` with `val`, giving the old
/// value: `llvm.atomicrmw add %p, %v monotonic : !llvm.ptr, i32`.
#[op(
    dialect = Llvm,
    name = "atomicrmw",
    format = "(`volatile` $volatile_^)? $bin_op $ptr `,` $val
        (`syncscope` `(` $syncscope^ `)`)? $ordering attr-dict `:`
        qualified(type($ptr)) `,` type($val)",
    traits = [PredOpTrait<RmwResultIsValue>],
    verify, interfaces = [AccessGroupOpInterface, AliasAnalysisOpInterface])]
pub struct AtomicRmwOp {
    #[attr(value = AtomicBinOp)]
    bin_op: AtomicBinOpAttr,
    #[operand]
    ptr: PtrType,
    #[operand]
    val: LlvmAtomicRmwType,
    #[attr(value = AtomicOrdering)]
    ordering: AtomicOrderingAttr,
    #[attr]
    syncscope: Option<StrAttr>,
    #[attr]
    alignment: Option<I64Attr>,
    #[attr(rename = "volatile_")]
    volatile: Option<UnitAttr>,
    #[fields]
    alias: AliasAttrs,
    #[result(type_from = val)]
    res: LlvmAtomicRmwType,
}

/// Atomically replaces the value at `ptr` by `val` if it equals `cmp`,
/// giving the old value and whether it did:
/// `llvm.cmpxchg %p, %c, %v acq_rel monotonic : !llvm.ptr, i32` is a
/// `!llvm.struct<(i32, i1)>`.
#[op(
    dialect = Llvm,
    name = "cmpxchg",
    format = "(`weak` $weak^)? (`volatile` $volatile_^)? $ptr `,` $cmp `,` $val
        (`syncscope` `(` $syncscope^ `)`)? $success_ordering $failure_ordering
        attr-dict `:` qualified(type($ptr)) `,` type($val)",
    traits = [PredOpTrait<CmpMatchesValue>, PredOpTrait<CmpXchgResultIsValueAndFlag>],
    verify, interfaces = [AccessGroupOpInterface, AliasAnalysisOpInterface])]
pub struct AtomicCmpXchgOp {
    #[operand]
    ptr: PtrType,
    #[operand(type_from = val)]
    cmp: LlvmAtomicCmpXchgType,
    #[operand]
    val: LlvmAtomicCmpXchgType,
    #[attr(value = AtomicOrdering)]
    success_ordering: AtomicOrderingAttr,
    #[attr(value = AtomicOrdering)]
    failure_ordering: AtomicOrderingAttr,
    #[attr]
    syncscope: Option<StrAttr>,
    #[attr]
    alignment: Option<I64Attr>,
    #[attr]
    weak: Option<UnitAttr>,
    #[attr(rename = "volatile_")]
    volatile: Option<UnitAttr>,
    #[fields]
    alias: AliasAttrs,
    #[result(type_from = val, via = value_and_flag)]
    res: LlvmAnyStruct,
}

/// Orders memory accesses around it: `llvm.fence syncscope("agent")
/// release`.
#[op(
    dialect = Llvm,
    name = "fence",
    format = "(`syncscope` `(` $syncscope^ `)`)? $ordering attr-dict",
    verify
)]
pub struct FenceOp {
    #[attr(value = AtomicOrdering)]
    ordering: AtomicOrderingAttr,
    #[attr]
    syncscope: Option<StrAttr>,
}

/// `atomicrmw`'s `TypesMatchWith` from `val` to the result.
pub struct RmwResultIsValue;
impl OpPredicate for RmwResultIsValue {
    const SUMMARY: &'static str = "result #0 and operand #1 have the same type";
    fn check(ir: &IrView, op: Op) -> bool {
        op.result(ir, 0).ty(ir) == op.operand(ir, 1).ty(ir)
    }
}

/// `cmpxchg`'s `TypesMatchWith` from `val` to `cmp`.
pub struct CmpMatchesValue;
impl OpPredicate for CmpMatchesValue {
    const SUMMARY: &'static str = "operand #1 and operand #2 have the same type";
    fn check(ir: &IrView, op: Op) -> bool {
        op.operand(ir, 1).ty(ir) == op.operand(ir, 2).ty(ir)
    }
}

/// `cmpxchg`'s `TypesMatchWith` from `val` to the result.
pub struct CmpXchgResultIsValueAndFlag;
impl OpPredicate for CmpXchgResultIsValueAndFlag {
    const SUMMARY: &'static str = "result #0 has an LLVM struct type consisting of the type of \
                                   operand #2 and a bool";
    fn check(ir: &IrView, op: Op) -> bool {
        op.result(ir, 0).ty(ir) == value_and_flag(ir.ctx(), op.operand(ir, 2).ty(ir))
    }
}

/// The literal struct of a value type and `i1` (`cmpxchg`'s result).
fn value_and_flag(ctx: &Context, value: Type) -> Type {
    StructType::literal(ctx, vec![value, ctx.integer_type(1)], false).into()
}

impl AtomicRmwOp {
    fn verify(self, ir: &IrView) -> VerifyResult {
        let ctx = ir.ctx();
        let ty = self.val(ir).ty(ir);
        let message = match self.bin_op(ir) {
            AtomicBinOp::FAdd
            | AtomicBinOp::FSub
            | AtomicBinOp::FMax
            | AtomicBinOp::FMin
            | AtomicBinOp::FMaximum
            | AtomicBinOp::FMinimum => float_operand_error(ctx, ty),
            AtomicBinOp::Xchg => (!is_atomic_compatible(ctx, ty))
                .then_some("unexpected LLVM IR type for 'xchg' bin_op"),
            _ => {
                let width = match ty.data(ctx) {
                    TypeData::Integer { width, .. } => *width,
                    _ => 0,
                };
                (!matches!(width, 8 | 16 | 32 | 64)).then_some("expected LLVM IR integer type")
            }
        };
        if let Some(message) = message {
            return Err(self.as_op().emit_op_error(ir, message).into());
        }
        if (self.ordering(ir) as u64) < AtomicOrdering::Monotonic as u64 {
            let message = "expected at least 'monotonic' ordering";
            return Err(self.as_op().emit_op_error(ir, message).into());
        }
        Ok(())
    }
}

/// Why a floating-point `atomicrmw` cannot take `ty`: it needs an LLVM
/// float or a fixed vector of them.
fn float_operand_error(ctx: &Context, ty: Type) -> Option<&'static str> {
    if is_compatible_vector(ctx, ty) {
        if is_scalable_vector(ctx, ty) {
            return Some("expected LLVM IR fixed vector type");
        }
        let element = ty.element_type(ctx)?;
        return (!is_compatible_float(ctx, element))
            .then_some("expected LLVM IR floating point type for vector element");
    }
    (!is_compatible_float(ctx, ty)).then_some("expected LLVM IR floating point type")
}

impl AtomicCmpXchgOp {
    fn verify(self, ir: &IrView) -> VerifyResult {
        let ctx = ir.ctx();
        let (success, failure) = (self.success_ordering(ir), self.failure_ordering(ir));
        let message = if !is_atomic_compatible(ctx, self.val(ir).ty(ir)) {
            "unexpected LLVM IR type"
        } else if (success as u64) < AtomicOrdering::Monotonic as u64
            || (failure as u64) < AtomicOrdering::Monotonic as u64
        {
            "ordering must be at least 'monotonic'"
        } else if matches!(failure, AtomicOrdering::Release | AtomicOrdering::AcqRel) {
            "failure ordering cannot be 'release' or 'acq_rel'"
        } else {
            return Ok(());
        };
        Err(self.as_op().emit_op_error(ir, message).into())
    }
}

impl FenceOp {
    fn verify(self, ir: &IrView) -> VerifyResult {
        if matches!(
            self.ordering(ir),
            AtomicOrdering::NotAtomic | AtomicOrdering::Unordered | AtomicOrdering::Monotonic
        ) {
            let message = "can be given only acquire, release, acq_rel, and seq_cst orderings";
            return Err(self.as_op().emit_op_error(ir, message).into());
        }
        Ok(())
    }
}

impl AccessGroupOpInterface for AtomicRmwOp {}

impl AliasAnalysisOpInterface for AtomicRmwOp {
    fn accessed_operands(&self, ir: &IrView) -> Vec<Value> {
        vec![self.ptr(ir)]
    }
}

impl AccessGroupOpInterface for AtomicCmpXchgOp {}

impl AliasAnalysisOpInterface for AtomicCmpXchgOp {
    fn accessed_operands(&self, ir: &IrView) -> Vec<Value> {
        vec![self.ptr(ir)]
    }
}
