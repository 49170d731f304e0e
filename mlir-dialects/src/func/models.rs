//! Interface models of `func`'s ops: unit structs registered through
//! `#[op(interfaces = [...])]`. The checks behind the symbol-user models
//! live in `verify.rs`.

use std::ops::Range;

use mlir_core::diag::VerifyResult;
use mlir_core::interfaces::call::{
    ArgAndResultAttrsOpInterface, CallOpInterface, CallableOpInterface, Callee,
};
use mlir_core::interfaces::function::FunctionOpInterface;
use mlir_core::interfaces::op_asm::OpAsmOpInterface;
use mlir_core::interfaces::symbol::{SymbolOpInterface, SymbolUserOpInterface};
use mlir_core::ir::{IrView, Op, Region, Value};
use mlir_core::op_type::OpType;
use mlir_core::symbol_table::SymbolTableCollection;
use mlir_core::{AttrData, Type};

use super::ops::{CallOp, ConstantOp, FuncOp};
use super::verify;

/// The model of `func.func`: a symbol that is a declaration when its body
/// is empty, a callable, a function, and `func` as the default dialect of
/// its body.
pub(super) struct FuncModel;

impl SymbolOpInterface for FuncModel {
    fn is_declaration(&self, ir: &IrView, op: Op) -> bool {
        FuncOp::from_op_unchecked(op).is_external(ir)
    }
}

impl CallableOpInterface for FuncModel {
    fn callable_region(&self, ir: &IrView, op: Op) -> Option<Region> {
        let func = FuncOp::from_op_unchecked(op);
        (!func.is_external(ir)).then(|| func.body(ir))
    }

    fn argument_types(&self, ir: &IrView, op: Op) -> Vec<Type> {
        FuncOp::from_op_unchecked(op).argument_types(ir)
    }

    fn result_types(&self, ir: &IrView, op: Op) -> Vec<Type> {
        FuncOp::from_op_unchecked(op).result_types(ir)
    }
}

impl ArgAndResultAttrsOpInterface for FuncModel {}

impl FunctionOpInterface for FuncModel {}

impl OpAsmOpInterface for FuncModel {
    fn default_dialect(&self) -> &'static str {
        "func"
    }
}

/// The model of `func.call`: calls the symbol `callee` with all its
/// operands; its symbol use must name a `func.func` of matching type.
pub(super) struct CallModel;

impl CallOpInterface for CallModel {
    fn callee(&self, ir: &IrView, op: Op) -> Option<Callee> {
        let callee = op.get_attr(ir, "callee")?;
        matches!(callee.data(ir.ctx()), AttrData::SymbolRef { .. })
            .then_some(Callee::Symbol(callee))
    }

    fn arg_operands(&self, ir: &IrView, op: Op) -> Range<usize> {
        0..op.num_operands(ir)
    }
}

impl SymbolUserOpInterface for CallModel {
    fn verify_symbol_uses(
        &self,
        ir: &IrView,
        op: Op,
        tables: &mut SymbolTableCollection,
    ) -> VerifyResult {
        verify::call_symbol_uses(ir, CallOp::from_op_unchecked(op), tables)
    }
}

impl ArgAndResultAttrsOpInterface for CallModel {}

/// The model of `func.call_indirect`: calls its first operand with the
/// others.
pub(super) struct CallIndirectModel;

impl CallOpInterface for CallIndirectModel {
    fn callee(&self, ir: &IrView, op: Op) -> Option<Callee> {
        (op.num_operands(ir) > 0).then(|| Callee::Value(op.operand(ir, 0)))
    }

    fn arg_operands(&self, ir: &IrView, op: Op) -> Range<usize> {
        1.min(op.num_operands(ir))..op.num_operands(ir)
    }
}

impl ArgAndResultAttrsOpInterface for CallIndirectModel {}

/// The model of `func.constant`: its result is named `%f` in the custom
/// form, and its symbol use must name a `func.func` of its type.
pub(super) struct ConstantModel;

impl OpAsmOpInterface for ConstantModel {
    fn result_names(&self, ir: &IrView, op: Op, set_name: &mut dyn FnMut(Value, &str)) {
        if op.num_results(ir) > 0 {
            set_name(op.result(ir, 0), "f");
        }
    }
}

impl SymbolUserOpInterface for ConstantModel {
    fn verify_symbol_uses(
        &self,
        ir: &IrView,
        op: Op,
        tables: &mut SymbolTableCollection,
    ) -> VerifyResult {
        verify::constant_symbol_uses(ir, ConstantOp::from_op_unchecked(op), tables)
    }
}
