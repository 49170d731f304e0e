//! What the buffer ops ask of memref types: the element type a load reads,
//! the operands a layout's symbols take, whether a layout is the identity,
//! and the type predicates ODS writes as `TypesMatchWith`.

use mlir_core::context::builtin::attributes::AttrData;
use mlir_core::context::builtin::types::{DYNAMIC, TypeData};
use mlir_core::ir::{IrView, Op};
use mlir_core::semantics::traits::OpPredicate;
use mlir_core::{Context, Type};

/// The element type of a memref (ranked or not), or the type itself: what
/// a format derives a load's result type from.
pub(crate) fn element_of(ctx: &Context, ty: Type) -> Type {
    ty.element_type_or_self(ctx)
}

/// The shape of a ranked memref type.
pub(crate) fn memref_shape(ctx: &Context, ty: Type) -> Option<&[i64]> {
    match ty.data(ctx) {
        TypeData::MemRef { shape, .. } => Some(shape),
        _ => None,
    }
}

/// The number of dynamic dimensions of a ranked memref type.
pub(crate) fn num_dynamic_dims(ctx: &Context, ty: Type) -> usize {
    memref_shape(ctx, ty).map_or(0, |shape| shape.iter().filter(|&&d| d == DYNAMIC).count())
}

/// How many symbol operands a ranked memref's layout binds: an affine
/// map's symbols, or a strided layout's dynamic offset and strides (the
/// symbols of the map it stands for).
pub(crate) fn layout_symbol_count(ctx: &Context, ty: Type) -> usize {
    let TypeData::MemRef { layout: Some(layout), .. } = ty.data(ctx) else { return 0 };
    match layout.data(ctx) {
        AttrData::AffineMap(map) => map.num_symbols() as usize,
        AttrData::StridedLayout { offset, strides } => {
            usize::from(*offset == DYNAMIC) + strides.iter().filter(|&&s| s == DYNAMIC).count()
        }
        _ => 0,
    }
}

/// Whether a ranked memref's layout is the identity: none, an identity
/// affine map, or the strided layout whose map is one (`strided<[1]>` of
/// rank 1).
pub(crate) fn has_identity_layout(ctx: &Context, ty: Type) -> bool {
    let TypeData::MemRef { layout, shape, .. } = ty.data(ctx) else { return false };
    let Some(layout) = layout else { return true };
    match layout.data(ctx) {
        AttrData::AffineMap(map) => map.is_identity(),
        AttrData::StridedLayout { offset, strides } => {
            shape.len() == 1 && *offset == 0 && strides.as_ref() == [1]
        }
        _ => false,
    }
}

/// The memory space of a memref type, ranked or not.
pub(crate) fn memory_space_of(ctx: &Context, ty: Type) -> Option<mlir_core::Attribute> {
    match ty.data(ctx) {
        TypeData::MemRef { memory_space, .. } | TypeData::UnrankedMemRef { memory_space, .. } => {
            *memory_space
        }
        _ => None,
    }
}

/// The rank of a ranked memref type.
pub(crate) fn memref_rank(ctx: &Context, ty: Type) -> Option<usize> {
    memref_shape(ctx, ty).map(<[i64]>::len)
}

/// Declares a `TypesMatchWith` predicate from the memref operand at
/// `memref` to the value at `value` (an operand, or result 0 when
/// `None`): that value's type is the memref's element type.
macro_rules! element_type_match {
    ($(#[$doc:meta])* $name:ident, $summary:literal, memref = $memref:literal, value = $value:expr) => {
        $(#[$doc])*
        pub(crate) struct $name;
        impl OpPredicate for $name {
            const SUMMARY: &'static str = $summary;

            fn check(ir: &IrView, op: Op) -> bool {
                let memref = op.operand(ir, $memref).ty(ir);
                let value: Option<usize> = $value;
                let ty = match value {
                    Some(i) => op.operand(ir, i).ty(ir),
                    None => op.result(ir, 0).ty(ir),
                };
                ty == element_of(ir.ctx(), memref)
            }
        }
    };
}

element_type_match!(
    /// `memref.load`: the result is an element of the memref.
    LoadResultIsElement, "result type matches element type of 'memref'", memref = 0, value = None
);
element_type_match!(
    /// `memref.store`: the stored value is an element of the memref.
    StoredValueIsElement, "type of 'value' matches element type of 'memref'", memref = 1,
    value = Some(0)
);
element_type_match!(
    /// `memref.atomic_rmw`: the value is an element of the memref.
    RmwValueIsElement, "value type matches element type of memref", memref = 1, value = Some(0)
);
element_type_match!(
    /// `memref.generic_atomic_rmw`: the result is an element of the memref.
    GenericRmwResultIsElement, "result type matches element type of memref", memref = 0,
    value = None
);

/// `memref.atomic_rmw`'s `AllTypesMatch<["value", "result"]>`.
pub(crate) struct RmwValueAndResult;
impl OpPredicate for RmwValueAndResult {
    const SUMMARY: &'static str = "all of {value, result} have same type";

    fn check(ir: &IrView, op: Op) -> bool {
        op.operand(ir, 0).ty(ir) == op.result(ir, 0).ty(ir)
    }
}
