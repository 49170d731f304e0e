//! Interface models of `arith`'s ops: cast compatibility (the rules each
//! cast checks before its own verifier), result type inference, and the
//! result names the printer will suggest (`%c42_i32`, `%low`, `%high`,
//! `%c4_vscale`), and the models of `arith`'s own flag interfaces.

use mlir_core::context::builtin::shaped::types_have_compatible_shape;
use mlir_core::context::diagnostics::Diagnostic;
use mlir_core::definitions::interfaces::cast::CastOpInterfaceModel;
use mlir_core::definitions::interfaces::infer_type::{InferTypeInput, InferTypeOpInterfaceModel};
use mlir_core::definitions::interfaces::op_asm::OpAsmOpInterfaceModel;
use mlir_core::ir::{IrView, Op, Value};
use mlir_core::support::apint::Signedness;
use mlir_core::transforms::folding::fold_one_op::constant_value;
use mlir_core::{AttrData, Attribute, Context, Type, TypeData};

use super::constraints::i1_same_shape;
use super::interfaces::{
    ArithFastMathInterface, ArithIntegerOverflowFlagsInterface, ArithRoundingModeInterface,
};

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

/// The casts that change the width of one kind of scalar: `extsi`,
/// `extui` and `trunci` (integers), `extf` and `truncf` (floats). The
/// result's scalar must be strictly wider (`widen`) or strictly narrower
/// than the operand's.
pub(super) struct WidthChangeCast {
    /// The scalar kind at both ends.
    kind: Scalar,
    /// Whether the result is wider (else narrower).
    widen: bool,
}
impl CastOpInterfaceModel for WidthChangeCast {
    fn are_cast_compatible(&self, ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
        let Some((input, output)) = cast_pair(ctx, inputs, outputs) else { return false };
        let kinds = [self.kind];
        let (Some(from), Some(to)) =
            (underlying(ctx, input, &kinds, false), underlying(ctx, output, &kinds, false))
        else {
            return false;
        };
        let (from, to) = (from.int_or_float_bit_width(ctx), to.int_or_float_bit_width(ctx));
        if self.widen { to > from } else { to < from }
    }
}

/// The model of `extsi` and `extui`.
pub(super) const EXTEND_INT: WidthChangeCast =
    WidthChangeCast { kind: Scalar::Integer, widen: true };
/// The model of `trunci`.
pub(super) const TRUNCATE_INT: WidthChangeCast =
    WidthChangeCast { kind: Scalar::Integer, widen: false };
/// The model of `extf`.
pub(super) const EXTEND_FLOAT: WidthChangeCast =
    WidthChangeCast { kind: Scalar::Float, widen: true };
/// The model of `truncf`.
pub(super) const TRUNCATE_FLOAT: WidthChangeCast =
    WidthChangeCast { kind: Scalar::Float, widen: false };

/// `scaling_extf`, `scaling_truncf`: the rule of `extf` or `truncf`
/// between the first operand and the result; the scale operand takes no
/// part (mlir-opt passes only the first input on).
pub(super) struct ScalingCast(WidthChangeCast);
impl CastOpInterfaceModel for ScalingCast {
    fn are_cast_compatible(&self, ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
        match inputs.first() {
            Some(input) => self.0.are_cast_compatible(ctx, std::slice::from_ref(input), outputs),
            None => false,
        }
    }
}

/// The model of `scaling_extf`.
pub(super) const SCALING_EXTEND: ScalingCast = ScalingCast(EXTEND_FLOAT);
/// The model of `scaling_truncf`.
pub(super) const SCALING_TRUNCATE: ScalingCast = ScalingCast(TRUNCATE_FLOAT);

/// `sitofp`, `uitofp` (`from` integers to floats) and `fptosi`, `fptoui`
/// (the reverse): any widths.
pub(super) struct IntFloatCast {
    /// The scalar kind of the operand.
    from: &'static [Scalar],
    /// The scalar kind of the result.
    to: &'static [Scalar],
}
impl CastOpInterfaceModel for IntFloatCast {
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
impl CastOpInterfaceModel for IndexCast {
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
impl CastOpInterfaceModel for BitCast {
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
pub(crate) struct TypeOfOperand {
    /// Which operand gives the type.
    operand: usize,
    /// How many results have it.
    count: usize,
}
impl InferTypeOpInterfaceModel for TypeOfOperand {
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
pub(crate) const SAME_AS_LHS: TypeOfOperand = TypeOfOperand { operand: 0, count: 1 };
/// `select`: one result of the type of `true_value`.
pub(super) const SAME_AS_TRUE_VALUE: TypeOfOperand = TypeOfOperand { operand: 1, count: 1 };
/// `mulsi_extended`, `mului_extended`: both halves have the operands' type.
pub(crate) const BOTH_HALVES_AS_LHS: TypeOfOperand = TypeOfOperand { operand: 0, count: 2 };

/// `cmpi`, `cmpf`: one result of `i1` elements shaped like the left
/// operand (ODS infers it from the predicate relating the two).
pub(crate) struct I1ShapedLikeLhs;
impl InferTypeOpInterfaceModel for I1ShapedLikeLhs {
    fn infer_return_types(
        &self,
        ctx: &Context,
        _ir: Option<&IrView>,
        input: &InferTypeInput<'_>,
    ) -> Result<Vec<Type>, Diagnostic> {
        match input.operand_types.first() {
            Some(&ty) => Ok(vec![i1_same_shape(ctx, ty)]),
            None => Err(cannot_infer(input, "operand #0")),
        }
    }
}

/// `constant`: the result has the type of the `value` attribute.
pub(super) struct TypeOfValue;
impl InferTypeOpInterfaceModel for TypeOfValue {
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

/// `constant`'s names: `%true`/`%false` for `i1`, `%c42_i32` for other
/// integers (the value read as signed), `%c42` for `index`, `%cst` for the
/// rest.
pub(super) struct ConstantNames;
impl OpAsmOpInterfaceModel for ConstantNames {
    fn result_names(&self, op: Op, ir: &IrView, set_name: &mut dyn FnMut(Value, &str)) {
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
            Some((1, _)) => {
                return set_name(result, if value.is_zero() { "false" } else { "true" });
            }
            // The type spelled directly: this runs for every constant printed.
            Some((width, signedness)) => {
                let prefix = match signedness {
                    Signedness::Signless => "i",
                    Signedness::Signed => "si",
                    Signedness::Unsigned => "ui",
                };
                format!("c{}_{prefix}{width}", value.to_signed_string())
            }
            None => format!("c{}", value.to_signed_string()),
        };
        set_name(result, &name);
    }
}

/// The integer attribute `value` holds when a constant-like op defines it
/// (MLIR's `m_Constant`, [`constant_value`]).
fn constant_integer(ir: &IrView, value: Value) -> Option<Attribute> {
    constant_value(ir, value).filter(|attr| matches!(attr.data(ir.ctx()), AttrData::Integer { .. }))
}

/// `muli`'s name for an `index` product of a constant and `vector.vscale`,
/// in either order: `%c4_vscale`. `vector.vscale` is matched by name, as
/// upstream does, so the vector dialect need not be loaded. Other products
/// get no name.
pub(super) struct VscaleProductNames;
impl OpAsmOpInterfaceModel for VscaleProductNames {
    fn result_names(&self, op: Op, ir: &IrView, set_name: &mut dyn FnMut(Value, &str)) {
        if op.num_results(ir) != 1 || op.num_operands(ir) != 2 {
            return;
        }
        let ctx = ir.ctx();
        let result = op.result(ir, 0);
        if !result.ty(ir).is_index(ctx) {
            return;
        }
        let is_vscale =
            |v: Value| v.defining_op(ir).is_some_and(|d| d.name(ir).as_str(ctx) == "vector.vscale");
        let (lhs, rhs) = (op.operand(ir, 0), op.operand(ir, 1));
        let base = match (is_vscale(rhs), is_vscale(lhs)) {
            (true, _) => constant_integer(ir, lhs),
            (false, true) => constant_integer(ir, rhs),
            (false, false) => None,
        };
        let Some(AttrData::Integer { value, .. }) = base.map(|b| b.data(ctx)) else { return };
        set_name(result, &format!("c{}_vscale", value.to_signed_string()));
    }
}

// ---------------------------------------------------------------------------
// arith's own interfaces

/// The model of [`ArithFastMathInterface`]: the flags are the `fastmath`
/// property.
pub(crate) struct HasFastMath;
impl ArithFastMathInterface for HasFastMath {}

/// The model of [`ArithIntegerOverflowFlagsInterface`]: the flags are the
/// `overflowFlags` property.
pub(super) struct HasOverflowFlags;
impl ArithIntegerOverflowFlagsInterface for HasOverflowFlags {}

/// The model of [`ArithRoundingModeInterface`]: the mode is the
/// `roundingmode` property.
pub(super) struct HasRoundingMode;
impl ArithRoundingModeInterface for HasRoundingMode {}
