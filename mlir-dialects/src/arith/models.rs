//! Interface models of `arith`'s ops: cast compatibility (the rules each
//! cast checks before its own verifier), result type inference, and the
//! result names the printer will suggest (`%c42_i32`, `%low`, `%high`).

use mlir_core::asm::printer::type_to_string;
use mlir_core::builtin::apint::Signedness;
use mlir_core::builtin::shaped::types_have_compatible_shape;
use mlir_core::diag::Diagnostic;
use mlir_core::interfaces::cast::CastOpInterface;
use mlir_core::interfaces::infer_type::{InferTypeInput, InferTypeOpInterface};
use mlir_core::interfaces::op_asm::OpAsmOpInterface;
use mlir_core::ir::{IrView, Op, Value};
use mlir_core::{AttrData, Context, Type, TypeData};

// ---------------------------------------------------------------------------
// CastOpInterface

/// The kinds of scalar a cast accepts at either end.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Scalar {
    /// An integer of any signedness.
    Integer,
    /// `index`.
    Index,
    /// A float.
    Float,
}

impl Scalar {
    fn of(ctx: &Context, ty: Type) -> Option<Scalar> {
        match ty.data(ctx) {
            TypeData::Integer { .. } => Some(Scalar::Integer),
            TypeData::Index => Some(Scalar::Index),
            TypeData::Float(_) => Some(Scalar::Float),
            _ => None,
        }
    }
}

/// The one input and one output of a cast, when they may be cast at all:
/// exactly one of each, equal encodings if both are ranked tensors, and
/// compatible shapes.
fn cast_pair(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> Option<(Type, Type)> {
    let (&[input], &[output]) = (inputs, outputs) else { return None };
    let encodings_differ = matches!(
        (input.data(ctx), output.data(ctx)),
        (TypeData::RankedTensor { encoding: a, .. }, TypeData::RankedTensor { encoding: b, .. })
            if a != b
    );
    if encodings_differ || !types_have_compatible_shape(ctx, input, output) {
        return None;
    }
    Some((input, output))
}

/// The scalar type of `ty` when it is one of `kinds`: the type itself, or
/// the element type of a vector or tensor, or (with `memref`) of a ranked
/// memref.
fn underlying(ctx: &Context, ty: Type, kinds: &[Scalar], memref: bool) -> Option<Type> {
    let scalar = match ty.data(ctx) {
        TypeData::Vector { element, .. }
        | TypeData::RankedTensor { element, .. }
        | TypeData::UnrankedTensor { element } => *element,
        TypeData::MemRef { element, .. } if memref => *element,
        TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. } => return None,
        _ => ty,
    };
    Scalar::of(ctx, scalar).filter(|k| kinds.contains(k)).map(|_| scalar)
}

/// `extsi`, `extui`: integer to strictly wider integer.
pub(super) struct WideningIntCast;
impl CastOpInterface for WideningIntCast {
    fn are_cast_compatible(&self, ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
        let Some((input, output)) = cast_pair(ctx, inputs, outputs) else { return false };
        let kinds = [Scalar::Integer];
        match (underlying(ctx, input, &kinds, false), underlying(ctx, output, &kinds, false)) {
            (Some(from), Some(to)) => {
                to.int_or_float_bit_width(ctx) > from.int_or_float_bit_width(ctx)
            }
            _ => false,
        }
    }
}

/// `sitofp`, `uitofp` (`from` integers to floats) and `fptosi`, `fptoui`
/// (the reverse): any widths.
pub(super) struct IntFloatCast {
    /// The scalar kind of the operand.
    from: &'static [Scalar],
    /// The scalar kind of the result.
    to: &'static [Scalar],
}
impl CastOpInterface for IntFloatCast {
    fn are_cast_compatible(&self, ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
        let Some((input, output)) = cast_pair(ctx, inputs, outputs) else { return false };
        underlying(ctx, input, self.from, false).is_some()
            && underlying(ctx, output, self.to, false).is_some()
    }
}

/// The model of `sitofp` and `uitofp`.
pub(super) const INT_TO_FLOAT: IntFloatCast =
    IntFloatCast { from: &[Scalar::Integer], to: &[Scalar::Float] };
/// The model of `fptosi` and `fptoui`.
pub(super) const FLOAT_TO_INT: IntFloatCast =
    IntFloatCast { from: &[Scalar::Float], to: &[Scalar::Integer] };

/// `index_cast`, `index_castui`: `index` to a signless integer of any width
/// or back, elementwise, memrefs included.
pub(super) struct IndexCast;
impl CastOpInterface for IndexCast {
    fn are_cast_compatible(&self, ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
        let Some((input, output)) = cast_pair(ctx, inputs, outputs) else { return false };
        let kinds = [Scalar::Integer, Scalar::Index];
        let (Some(from), Some(to)) =
            (underlying(ctx, input, &kinds, true), underlying(ctx, output, &kinds, true))
        else {
            return false;
        };
        let signless = |t: Type| matches!(t.as_integer(ctx), Some((_, Signedness::Signless)));
        (from.is_index(ctx) && signless(to)) || (signless(from) && to.is_index(ctx))
    }
}

/// `bitcast`: integers and floats of the same width, elementwise, memrefs
/// included.
pub(super) struct BitCast;
impl CastOpInterface for BitCast {
    fn are_cast_compatible(&self, ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
        let Some((input, output)) = cast_pair(ctx, inputs, outputs) else { return false };
        let kinds = [Scalar::Integer, Scalar::Float];
        match (underlying(ctx, input, &kinds, true), underlying(ctx, output, &kinds, true)) {
            (Some(from), Some(to)) => {
                from.int_or_float_bit_width(ctx) == to.int_or_float_bit_width(ctx)
            }
            _ => false,
        }
    }
}

// ---------------------------------------------------------------------------
// InferTypeOpInterface

/// The error of an inference that lacks what it needs (the verifier's
/// count and attribute checks report such ops first).
fn cannot_infer(input: &InferTypeInput<'_>, what: &str) -> Diagnostic {
    Diagnostic::error(input.loc, format!("cannot infer the result types without {what}"))
}

/// The results have the type of operand `operand` (ODS infers them from
/// `SameOperandsAndResultType` or `AllTypesMatch`): `count` results.
pub(super) struct TypeOfOperand {
    /// Which operand gives the type.
    operand: usize,
    /// How many results have it.
    count: usize,
}
impl InferTypeOpInterface for TypeOfOperand {
    fn infer_return_types(
        &self,
        _ctx: &Context,
        _ir: Option<&IrView>,
        input: &InferTypeInput<'_>,
    ) -> Result<Vec<Type>, Diagnostic> {
        match input.operand_types.get(self.operand) {
            Some(&ty) => Ok(vec![ty; self.count]),
            None => Err(cannot_infer(input, &format!("operand #{}", self.operand))),
        }
    }
}

/// The binary ops: one result of the type of the left operand.
pub(super) const SAME_AS_LHS: TypeOfOperand = TypeOfOperand { operand: 0, count: 1 };
/// `select`: one result of the type of `true_value`.
pub(super) const SAME_AS_TRUE_VALUE: TypeOfOperand = TypeOfOperand { operand: 1, count: 1 };
/// `mulsi_extended`, `mului_extended`: both halves have the operands' type.
pub(super) const BOTH_HALVES_AS_LHS: TypeOfOperand = TypeOfOperand { operand: 0, count: 2 };

/// `constant`: the result has the type of the `value` attribute.
pub(super) struct TypeOfValue;
impl InferTypeOpInterface for TypeOfValue {
    fn infer_return_types(
        &self,
        ctx: &Context,
        _ir: Option<&IrView>,
        input: &InferTypeInput<'_>,
    ) -> Result<Vec<Type>, Diagnostic> {
        let value = input.props.first().copied().flatten();
        match value.and_then(|v| v.typed_attr_type(ctx)) {
            Some(ty) => Ok(vec![ty]),
            None => Err(cannot_infer(input, "a typed attribute 'value'")),
        }
    }
}

// ---------------------------------------------------------------------------
// OpAsmOpInterface

/// Fixed names for the results, in order (`%low, %high`).
pub(super) struct ResultNames(pub &'static [&'static str]);
impl OpAsmOpInterface for ResultNames {
    fn result_names(&self, ir: &IrView, op: Op, set_name: &mut dyn FnMut(Value, &str)) {
        for (result, name) in op.results(ir).zip(self.0) {
            set_name(result, name);
        }
    }
}

/// `constant`'s names: `%true`/`%false` for `i1`, `%c42_i32` for other
/// integers (the value read as signed), `%c42` for `index`, `%cst` for the
/// rest.
pub(super) struct ConstantNames;
impl OpAsmOpInterface for ConstantNames {
    fn result_names(&self, ir: &IrView, op: Op, set_name: &mut dyn FnMut(Value, &str)) {
        if op.num_results(ir) == 0 {
            return;
        }
        let ctx = ir.ctx();
        let result = op.result(ir, 0);
        let ty = result.ty(ir);
        let value = op.props(ir).first().copied().flatten();
        let Some(AttrData::Integer { value, .. }) = value.map(|v| v.data(ctx)) else {
            set_name(result, "cst");
            return;
        };
        let name = match ty.as_integer(ctx) {
            Some((1, _)) => (if value.is_zero() { "false" } else { "true" }).to_owned(),
            Some(_) => format!("c{}_{}", value.to_signed_string(), type_to_string(ctx, ty)),
            None => format!("c{}", value.to_signed_string()),
        };
        set_name(result, &name);
    }
}
