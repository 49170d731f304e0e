//! Interface models of `coretest`'s ops.

use mlir_core::asm::printer::attr_to_string;
use mlir_core::context::diagnostics::{Diagnostic, VerifyResult};
use mlir_core::definitions::interfaces::branch::{BranchOpInterfaceModel, SuccessorOperands};
use mlir_core::definitions::interfaces::cast::CastOpInterfaceModel;
use mlir_core::definitions::interfaces::infer_type::{InferTypeInput, InferTypeOpInterfaceModel};
use mlir_core::definitions::interfaces::memory_effects::{
    EffectInstance, EffectKind, MemoryEffectOpInterfaceModel, Resource,
};
use mlir_core::definitions::interfaces::op_asm::OpAsmOpInterfaceModel;
use mlir_core::definitions::interfaces::region_kind::{AllGraphRegions, RegionKindInterfaceModel};
use mlir_core::definitions::interfaces::symbol::{
    SymbolOpInterfaceModel, SymbolUserOpInterfaceModel,
};
use mlir_core::ir::{IrView, Op, Region, Value};
use mlir_core::semantics::symbol_table::SymbolTableCollection;
use mlir_core::{AttrData, Attribute, Context, Type, TypeData};

use super::ops::cond_br_true_count;

/// A symbol whose name is required.
struct RequiredSymbol;
impl SymbolOpInterfaceModel for RequiredSymbol {
    fn is_declaration(&self, op: Op, ir: &IrView) -> bool {
        op.region(ir, 0).is_empty(ir)
    }
}

/// A symbol whose name may be left out.
struct OptionalSymbol;
impl SymbolOpInterfaceModel for OptionalSymbol {
    fn is_optional_symbol(&self) -> bool {
        true
    }
}

pub(super) static FUNC_SYMBOL: &dyn SymbolOpInterfaceModel = &RequiredSymbol;
pub(super) static MODULE_SYMBOL: &dyn SymbolOpInterfaceModel = &OptionalSymbol;
pub(super) static GRAPH_REGIONS: &dyn RegionKindInterfaceModel = &AllGraphRegions;

/// `coretest.br` forwards every operand.
struct ForwardAll;
impl BranchOpInterfaceModel for ForwardAll {
    fn successor_operands(&self, op: Op, ir: &IrView, _index: usize) -> SuccessorOperands {
        SuccessorOperands::forwarded(0..op.num_operands(ir))
    }
}
pub(super) static BR_BRANCH: &dyn BranchOpInterfaceModel = &ForwardAll;

/// `coretest.cond_br`: after the condition, `true_count` operands for the
/// first successor and the rest for the second.
struct CondBranch;
impl BranchOpInterfaceModel for CondBranch {
    fn successor_operands(&self, op: Op, ir: &IrView, index: usize) -> SuccessorOperands {
        let total = op.num_operands(ir);
        let split = (1 + cond_br_true_count(ir, op)).min(total.max(1));
        match index {
            0 => SuccessorOperands::forwarded(1.min(total)..split),
            _ => SuccessorOperands::forwarded(split..total),
        }
    }
}
pub(super) static COND_BR_BRANCH: &dyn BranchOpInterfaceModel = &CondBranch;

/// `coretest.call`'s `callee` must name a `coretest.func`.
struct CallUser;
impl SymbolUserOpInterfaceModel for CallUser {
    fn verify_symbol_uses(
        &self,
        op: Op,
        ir: &IrView,
        tables: &mut SymbolTableCollection,
    ) -> VerifyResult {
        let ctx = ir.ctx();
        let Some(callee) = op.props(ir).first().copied().flatten() else {
            return Err(op.emit_op_error(ir, "requires attribute 'callee'").into());
        };
        let AttrData::SymbolRef { root, nested } = callee.data(ctx) else {
            return Err(op.emit_op_error(
                ir,
                "attribute 'callee' failed to satisfy constraint: flat symbol reference attribute",
            ).into());
        };
        if !nested.is_empty() {
            return Err(op.emit_op_error(
                ir,
                "attribute 'callee' failed to satisfy constraint: flat symbol reference attribute",
            ).into());
        }
        let target = tables.lookup_nearest_symbol_from(ir, op, callee);
        if target.is_some_and(|t| t.name(ir).as_str(ctx) == "coretest.func") {
            return Ok(());
        }
        let name = root.as_str(ctx);
        Err(op.emit_op_error(ir, format!("'{name}' does not reference a valid function")).into())
    }
}
pub(super) static CALL_USER: &dyn SymbolUserOpInterfaceModel = &CallUser;

/// `coretest.ref`'s `sym` must resolve to some symbol.
struct RefUser;
impl SymbolUserOpInterfaceModel for RefUser {
    fn verify_symbol_uses(
        &self,
        op: Op,
        ir: &IrView,
        tables: &mut SymbolTableCollection,
    ) -> VerifyResult {
        let ctx = ir.ctx();
        let Some(sym) = op.props(ir).first().copied().flatten() else {
            return Err(op.emit_op_error(ir, "requires attribute 'sym'").into());
        };
        if !matches!(sym.data(ctx), AttrData::SymbolRef { .. }) {
            return Err(op
                .emit_op_error(
                    ir,
                    "attribute 'sym' failed to satisfy constraint: symbol reference attribute",
                )
                .into());
        }
        if tables.lookup_nearest_symbol_from(ir, op, sym).is_some() {
            return Ok(());
        }
        let shown = attr_to_string(ctx, sym);
        Err(op.emit_op_error(ir, format!("'{shown}' does not reference a valid symbol")).into())
    }
}
pub(super) static REF_USER: &dyn SymbolUserOpInterfaceModel = &RefUser;

/// `coretest.constant`'s result has the type of its typed `value`.
struct ConstantInfer;
impl InferTypeOpInterfaceModel for ConstantInfer {
    fn infer_return_types(
        &self,
        ctx: &Context,
        _ir: Option<&IrView>,
        input: &InferTypeInput<'_>,
    ) -> Result<Vec<Type>, Diagnostic> {
        let value = input.props.first().copied().flatten();
        match value.and_then(|v| v.typed_attr_type(ctx)) {
            Some(ty) => Ok(vec![ty]),
            None => Err(Diagnostic::error(
                input.loc,
                "'coretest.constant' op requires a typed attribute 'value'",
            )),
        }
    }
}
pub(super) static CONSTANT_INFER: &dyn InferTypeOpInterfaceModel = &ConstantInfer;

/// `coretest.cast`: integer (or index) to integer, float to float.
struct SameKindCast;
impl CastOpInterfaceModel for SameKindCast {
    fn are_cast_compatible(&self, ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
        let kind = |t: &Type| match t.data(ctx) {
            TypeData::Integer { .. } | TypeData::Index => Some(0),
            TypeData::Float(_) => Some(1),
            _ => None,
        };
        match (inputs, outputs) {
            ([from], [to]) => kind(from).is_some() && kind(from) == kind(to),
            _ => false,
        }
    }
}
pub(super) static CAST_MODEL: &dyn CastOpInterfaceModel = &SameKindCast;

/// One effect of `kind` on the default resource, through operand `operand`
/// (with no value when the op has fewer operands).
struct OperandEffect {
    kind: EffectKind,
    operand: usize,
}
impl MemoryEffectOpInterfaceModel for OperandEffect {
    fn effects(&self, op: Op, ir: &IrView, out: &mut Vec<EffectInstance>) {
        let value = (op.num_operands(ir) > self.operand).then(|| op.operand(ir, self.operand));
        out.push(EffectInstance { kind: self.kind, resource: Resource::DEFAULT, value });
    }
}
/// `coretest.load` reads through its operand.
pub(super) static LOAD_EFFECTS: &dyn MemoryEffectOpInterfaceModel =
    &OperandEffect { kind: EffectKind::Read, operand: 0 };
/// `coretest.store` writes through its second operand.
pub(super) static STORE_EFFECTS: &dyn MemoryEffectOpInterfaceModel =
    &OperandEffect { kind: EffectKind::Write, operand: 1 };

/// `coretest.named`'s names: entry `i` of the array property `names` names
/// result `i`, entry `j` of `arg_names` the `j`-th block argument of each
/// region (counted across its blocks); a string asks for that name (`""`:
/// a number), anything else asks for nothing.
struct PropertyNames;
impl PropertyNames {
    fn each(
        ir: &IrView,
        list: Option<Attribute>,
        values: impl Iterator<Item = Value>,
        set_name: &mut dyn FnMut(Value, &str),
    ) {
        let ctx = ir.ctx();
        let Some(entries) = list.and_then(|l| l.as_array(ctx)) else { return };
        for (value, entry) in values.zip(entries) {
            if let Some(bytes) = entry.as_string(ctx) {
                set_name(value, &mlir_core::support::text_bytes::from_bytes(bytes));
            }
        }
    }
}
impl OpAsmOpInterfaceModel for PropertyNames {
    fn result_names(&self, op: Op, ir: &IrView, set_name: &mut dyn FnMut(Value, &str)) {
        let names = op.props(ir).first().copied().flatten();
        Self::each(ir, names, op.results(ir), set_name);
    }

    fn block_arg_names(
        &self,
        op: Op,
        ir: &IrView,
        region: Region,
        set_name: &mut dyn FnMut(Value, &str),
    ) {
        let names = op.props(ir).get(1).copied().flatten();
        let args = region.blocks(ir).flat_map(|b| b.args(ir));
        Self::each(ir, names, args, set_name);
    }
}
pub(super) static NAMED_ASM: &dyn OpAsmOpInterfaceModel = &PropertyNames;
