//! Interface models of `func`'s ops: unit structs registered through
//! `#[op(interfaces = [...])]`. The checks behind the symbol-user models
//! live in `verify.rs`.

use std::ops::Range;

use mlir_core::context::diagnostics::VerifyResult;
use mlir_core::definitions::interfaces::call::{
    ArgAndResultAttrsOpInterfaceModel, CallOpInterfaceModel, CallableOpInterfaceModel, Callee,
};
use mlir_core::definitions::interfaces::function::FunctionOpInterfaceModel;
use mlir_core::definitions::interfaces::op_asm::OpAsmOpInterfaceModel;
use mlir_core::definitions::interfaces::symbol::{
    SymbolOpInterfaceModel, SymbolUserOpInterfaceModel,
};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, Op, Region, Value};
use mlir_core::semantics::symbol_table::SymbolTableCollection;
use mlir_core::{AttrData, Type};

use super::ops::{CallOp, ConstantOp, FuncOp};
use super::verify;

/// The model of `func.func`: a symbol that is a declaration when its body
/// is empty, a callable, a function, and `func` as the default dialect of
/// its body.
pub(super) struct FuncModel;

impl SymbolOpInterfaceModel for FuncModel {
    fn is_declaration(&self, op: Op, ir: &IrView) -> bool {
        FuncOp::from_op_unchecked(op).is_external(ir)
    }
}

impl CallableOpInterfaceModel for FuncModel {
    fn callable_region(&self, op: Op, ir: &IrView) -> Option<Region> {
        let func = FuncOp::from_op_unchecked(op);
        (!func.is_external(ir)).then(|| func.body(ir))
    }

    fn argument_types(&self, op: Op, ir: &IrView) -> Vec<Type> {
        FuncOp::from_op_unchecked(op).argument_types(ir)
    }

    fn result_types(&self, op: Op, ir: &IrView) -> Vec<Type> {
        FuncOp::from_op_unchecked(op).result_types(ir)
    }
}

impl ArgAndResultAttrsOpInterfaceModel for FuncModel {}

impl FunctionOpInterfaceModel for FuncModel {}

impl OpAsmOpInterfaceModel for FuncModel {
    fn default_dialect(&self) -> &'static str {
        "func"
    }
}

/// The model of `func.call`: calls the symbol `callee` with all its
/// operands; its symbol use must name a `func.func` of matching type.
pub(super) struct CallModel;

impl CallOpInterfaceModel for CallModel {
    fn callee(&self, op: Op, ir: &IrView) -> Option<Callee> {
        let callee = op.get_attr(ir, "callee")?;
        matches!(callee.data(ir.ctx()), AttrData::SymbolRef { .. })
            .then_some(Callee::Symbol(callee))
    }

    fn arg_operands(&self, op: Op, ir: &IrView) -> Range<usize> {
        0..op.num_operands(ir)
    }
}

impl SymbolUserOpInterfaceModel for CallModel {
    fn verify_symbol_uses(
        &self,
        op: Op,
        ir: &IrView,
        tables: &mut SymbolTableCollection,
    ) -> VerifyResult {
        verify::call_symbol_uses(ir, CallOp::from_op_unchecked(op), tables)
    }
}

impl ArgAndResultAttrsOpInterfaceModel for CallModel {}

/// The model of `func.call_indirect`: calls its first operand with the
/// others.
pub(super) struct CallIndirectModel;

impl CallOpInterfaceModel for CallIndirectModel {
    fn callee(&self, op: Op, ir: &IrView) -> Option<Callee> {
        (op.num_operands(ir) > 0).then(|| Callee::Value(op.operand(ir, 0)))
    }

    fn arg_operands(&self, op: Op, ir: &IrView) -> Range<usize> {
        1.min(op.num_operands(ir))..op.num_operands(ir)
    }
}

impl ArgAndResultAttrsOpInterfaceModel for CallIndirectModel {}

/// The model of `func.constant`: its result is named `%f` in the custom
/// form, and its symbol use must name a `func.func` of its type.
pub(super) struct ConstantModel;

impl OpAsmOpInterfaceModel for ConstantModel {
    fn result_names(&self, op: Op, ir: &IrView, set_name: &mut dyn FnMut(Value, &str)) {
        if op.num_results(ir) > 0 {
            set_name(op.result(ir, 0), "f");
        }
    }
}

impl SymbolUserOpInterfaceModel for ConstantModel {
    fn verify_symbol_uses(
        &self,
        op: Op,
        ir: &IrView,
        tables: &mut SymbolTableCollection,
    ) -> VerifyResult {
        verify::constant_symbol_uses(ir, ConstantOp::from_op_unchecked(op), tables)
    }
}
