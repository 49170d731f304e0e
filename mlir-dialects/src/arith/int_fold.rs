//! The shared machinery of `arith`'s integer folders: reading integer
//! constants (scalars, splats and dense elements), folding element by
//! element as upstream's `constFoldBinaryOp` and `constFoldCastOp` do
//! (a poison operand gives poison), and the constant matchers the folders
//! use (`m_Zero`, `m_One`, `m_ConstantInt`: a scalar or a splat).
//! `math`'s integer folders use it too.

use mlir_core::context::builtin::dense::{ElementKind, read_float_bits, read_int};
use mlir_core::definitions::interfaces::elements_attr::sparse_elements;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, Value};
use mlir_core::rewrite::{FoldAdaptor, OpFoldResult};
use mlir_core::support::apint::APInt;
use mlir_core::{AttrData, Attribute, Context, Type};

/// The integer value or values of a constant.
pub(super) enum IntValues {
    /// An `IntegerAttr`.
    Scalar(APInt),
    /// A splat `dense<v>`: one value for every element.
    Splat(APInt),
    /// A non-splat `dense<[…]>`, one value per element.
    Elements(Vec<APInt>),
}

impl IntValues {
    /// The integer value(s) of `attr`, if it is an integer or dense
    /// integer elements attribute.
    pub(super) fn of(ctx: &Context, attr: Attribute) -> Option<IntValues> {
        match attr.data(ctx) {
            AttrData::Integer { value, .. } => Some(IntValues::Scalar(value.clone())),
            AttrData::DenseElements { ty, splat, data } => {
                let kind = ElementKind::of(ctx, ty.element_type_or_self(ctx))?;
                if !matches!(kind, ElementKind::Int { .. } | ElementKind::Index { .. }) {
                    return None;
                }
                if *splat {
                    return Some(IntValues::Splat(read_int(kind, data, 0)));
                }
                let n = data.len() / kind.bytes().max(1);
                Some(IntValues::Elements((0..n).map(|i| read_int(kind, data, i)).collect()))
            }
            AttrData::Sparse { .. } => {
                let elements = sparse_elements(ctx, attr)?.ok()?;
                let value = |a: &Attribute| match a.data(ctx) {
                    AttrData::Integer { value, .. } => Some(value.clone()),
                    _ => None,
                };
                Some(IntValues::Elements(elements.iter().map(value).collect::<Option<_>>()?))
            }
            _ => None,
        }
    }

    /// The elements of a dense integer or float attribute as bit patterns
    /// (what choosing between elements needs, whatever their type).
    pub(super) fn bits_of(ctx: &Context, attr: Attribute) -> Option<IntValues> {
        let AttrData::DenseElements { ty, splat, data } = attr.data(ctx) else {
            return IntValues::of(ctx, attr);
        };
        let ElementKind::Float(float) = ElementKind::of(ctx, ty.element_type_or_self(ctx))? else {
            return IntValues::of(ctx, attr);
        };
        let width = float.bit_width();
        let read = |i| APInt::from_u128(width, read_float_bits(float, data, i));
        if *splat {
            return Some(IntValues::Splat(read(0)));
        }
        let n = data.len() / (width.div_ceil(8) as usize);
        Some(IntValues::Elements((0..n).map(read).collect()))
    }

    /// The value of element `i`.
    fn at(&self, i: usize) -> &APInt {
        match self {
            IntValues::Scalar(v) | IntValues::Splat(v) => v,
            IntValues::Elements(vs) => &vs[i],
        }
    }

    /// The number of distinct elements stored (1 for a scalar or splat).
    fn len(&self) -> usize {
        match self {
            IntValues::Elements(vs) => vs.len(),
            _ => 1,
        }
    }
}

/// Whether `attr` is `#ub.poison`.
pub(crate) fn is_poison(ctx: &Context, attr: Option<Attribute>) -> bool {
    #[cfg(feature = "ub")]
    if let Some(attr) = attr {
        return crate::ub::PoisonAttr::isa(ctx, attr);
    }
    let _ = (ctx, attr);
    false
}

/// `#ub.poison` itself, when the `ub` dialect is built in.
pub(crate) fn poison(ctx: &Context) -> Option<Attribute> {
    #[cfg(feature = "ub")]
    return Some(crate::ub::PoisonAttr::get(ctx).as_attr());
    #[cfg(not(feature = "ub"))]
    {
        let _ = ctx;
        None
    }
}

/// MLIR's `m_ConstantInt` on an attribute: a scalar integer or an integer
/// splat.
pub(super) fn const_int(ctx: &Context, attr: Option<Attribute>) -> Option<APInt> {
    match IntValues::of(ctx, attr?)? {
        IntValues::Scalar(v) | IntValues::Splat(v) => Some(v),
        IntValues::Elements(_) => None,
    }
}

/// MLIR's `m_Zero`.
pub(super) fn is_zero(ctx: &Context, attr: Option<Attribute>) -> bool {
    const_int(ctx, attr).is_some_and(|v| v.is_zero())
}

/// MLIR's `m_One`.
pub(super) fn is_one(ctx: &Context, attr: Option<Attribute>) -> bool {
    const_int(ctx, attr).is_some_and(|v| v.is_one())
}

/// `m_ConstantInt` on the op defining `value` (through its constant
/// attribute), as `m_Op<…>(…, m_ConstantInt(&v))` matches operands.
pub(super) fn value_const_int(ir: &IrView, value: Value) -> Option<APInt> {
    let attr = mlir_core::transforms::folding::fold_one_op::constant_value(ir, value)?;
    const_int(ir.ctx(), Some(attr))
}

/// The op of type `T` defining `value` (`value.getDefiningOp<T>()`).
pub(super) fn defining<T: OpType>(ir: &IrView, value: Value) -> Option<T> {
    T::try_from_op(ir, value.defining_op(ir)?)
}

/// Builds the constant of type `ty` (a scalar integer type, or a static
/// shaped type of them) from values laid out as `shape_of` was.
fn build(ctx: &Context, ty: Type, shape_of: &IntValues, values: Vec<APInt>) -> Option<Attribute> {
    match shape_of {
        IntValues::Scalar(_) => Some(ctx.integer_attr(ty, values.into_iter().next()?)),
        IntValues::Splat(_) | IntValues::Elements(_) => ctx.dense_apint_elements(ty, &values),
    }
}

/// The zero constant of `ty` (`Builder::getZeroAttr`), as a fold result;
/// none for a dynamically shaped type.
pub(super) fn zero_of(ctx: &Context, ty: Type) -> Option<OpFoldResult> {
    let element = ty.element_type_or_self(ctx);
    let width = int_width(ctx, element)?;
    let attr = if element == ty {
        ctx.integer_attr(ty, APInt::zero(width))
    } else {
        ctx.dense_apint_elements(ty, &[APInt::zero(width)])?
    };
    Some(OpFoldResult::Attr(attr))
}

/// The storage width of an integer or `index` type (64 for `index`, as
/// MLIR's folders compute on it).
pub(super) fn int_width(ctx: &Context, ty: Type) -> Option<u32> {
    if ty == ctx.index_type() {
        return Some(64);
    }
    ty.as_integer(ctx).map(|(w, _)| w)
}

/// Upstream's `constFoldBinaryOp`: a poison operand (either side, the
/// other need not be constant) gives that poison; two integer constants
/// of one layout fold element by element through `f` into a constant of
/// `result_ty`. `f` gets the running state of the whole fold, so a folder
/// may refuse as upstream does (see the ops' folders for their flags).
pub(super) fn fold_binary(
    ctx: &Context,
    adaptor: &FoldAdaptor<'_>,
    result_ty: Type,
    f: impl FnMut(&APInt, &APInt) -> APInt,
) -> Option<OpFoldResult> {
    fold_binary_attrs(ctx, [adaptor.constant(0), adaptor.constant(1)], result_ty, f)
}

/// [`fold_binary`] on two constants given as attributes (a folder that
/// folds again on a result of its own, as `addui_extended`'s overflow).
pub(super) fn fold_binary_attrs(
    ctx: &Context,
    operands: [Option<Attribute>; 2],
    result_ty: Type,
    mut f: impl FnMut(&APInt, &APInt) -> APInt,
) -> Option<OpFoldResult> {
    fold_binary_partial(ctx, operands, result_ty, |a, b| Some(f(a, b)))
}

/// [`fold_binary_attrs`] with a calculation that may refuse an element
/// (upstream's `constFoldBinaryOpConditional`): one refused element and
/// nothing folds.
pub(crate) fn fold_binary_partial(
    ctx: &Context,
    [lhs, rhs]: [Option<Attribute>; 2],
    result_ty: Type,
    mut f: impl FnMut(&APInt, &APInt) -> Option<APInt>,
) -> Option<OpFoldResult> {
    for side in [lhs, rhs] {
        if is_poison(ctx, side) {
            return side.map(OpFoldResult::Attr);
        }
    }
    let (a, b) = (IntValues::of(ctx, lhs?)?, IntValues::of(ctx, rhs?)?);
    let layout = match (&a, &b) {
        (IntValues::Scalar(_), IntValues::Scalar(_)) => &a,
        (IntValues::Splat(_), IntValues::Splat(_)) => &a,
        (IntValues::Elements(_), _) => &a,
        (_, IntValues::Elements(_)) => &b,
        _ => return None,
    };
    let n = a.len().max(b.len());
    if (a.len() != 1 && a.len() != n) || (b.len() != 1 && b.len() != n) {
        return None;
    }
    let values = (0..n).map(|i| f(a.at(i), b.at(i))).collect::<Option<_>>()?;
    build(ctx, result_ty, layout, values).map(OpFoldResult::Attr)
}

/// Upstream's `constFoldCastOp` (and unary folds): poison stays poison
/// (materialized with the result type); an integer constant folds element
/// by element into a constant of `result_ty`.
pub(crate) fn fold_unary(
    ctx: &Context,
    operand: Option<Attribute>,
    result_ty: Type,
    f: impl Fn(&APInt) -> APInt,
) -> Option<OpFoldResult> {
    if is_poison(ctx, operand) {
        return poison(ctx).map(OpFoldResult::Attr);
    }
    let a = IntValues::of(ctx, operand?)?;
    let values = (0..a.len()).map(|i| f(a.at(i))).collect();
    build(ctx, result_ty, &a, values).map(OpFoldResult::Attr)
}
