//! Attribute constraints on elements attributes (`dense<…> : tensor<…>`),
//! with mlir-opt's descriptions: integer, index, float and string
//! elements, of a given element width (`I32ElementsAttr`,
//! `F64ElementsAttr`) and of a given shape (`RankedF32ElementsAttr<Shape1<2>>`).
//!
//! Each constraint's property storage follows the C++ class MLIR stores it
//! as (`DenseIntElementsAttr`, `DenseFPElementsAttr`, `DenseElementsAttr`):
//! an attribute of another class is a property conversion error, one of the
//! right class but the wrong width or shape a verifier error.

use std::borrow::Cow;

use crate::context::Context;
use crate::context::builtin::attributes::{AttrData, Attribute};
use crate::context::builtin::types::{Type, TypeData};
use crate::semantics::constraints::AttrConstraint;
use crate::support::float::FloatKind;

/// Whether `attr` is what MLIR calls a `DenseIntElementsAttr`: a `dense<…>`
/// attribute (not a string, resource or sparse one) whose elements are
/// integers of any signedness or `index`.
pub fn is_dense_int_elements(ctx: &Context, attr: Attribute) -> bool {
    let AttrData::DenseElements { ty, .. } = attr.data(ctx) else { return false };
    let element = ty.element_type_or_self(ctx);
    matches!(element.data(ctx), TypeData::Integer { .. } | TypeData::Index)
}

/// ODS's `AnyIntElementsAttr`: dense elements of integers or `index`, of
/// any shape. A property of this constraint only stores such an attribute
/// (MLIR keeps it as a `DenseIntElementsAttr`), so anything else is a
/// property conversion error.
pub struct AnyIntElementsAttr;
impl AttrConstraint for AnyIntElementsAttr {
    type Value<'a> = Attribute;

    fn value(_ctx: &Context, attr: Attribute) -> Option<Attribute> {
        Some(attr)
    }

    fn to_attr(_ctx: &Context, value: Attribute) -> Attribute {
        value
    }

    fn description() -> Cow<'static, str> {
        Cow::Borrowed("integer elements attribute")
    }

    fn is_satisfied(ctx: &Context, attr: Attribute) -> bool {
        is_dense_int_elements(ctx, attr)
    }

    fn converts(ctx: &Context, attr: Attribute) -> bool {
        is_dense_int_elements(ctx, attr)
    }
}

/// The shaped type and element type of what MLIR calls a
/// `DenseElementsAttr`: a `dense<…>` attribute of numbers or of strings
/// (not a resource or sparse one).
fn dense_elements(ctx: &Context, attr: Attribute) -> Option<(Type, Type)> {
    match attr.data(ctx) {
        AttrData::DenseElements { ty, .. } | AttrData::DenseStrings { ty, .. } => {
            Some((*ty, ty.element_type_or_self(ctx)))
        }
        _ => None,
    }
}

/// Whether `attr` is what MLIR calls a `DenseFPElementsAttr`: a `dense<…>`
/// attribute whose elements are floats.
pub fn is_dense_float_elements(ctx: &Context, attr: Attribute) -> bool {
    let AttrData::DenseElements { ty, .. } = attr.data(ctx) else { return false };
    matches!(ty.element_type_or_self(ctx).data(ctx), TypeData::Float(_))
}

/// The float kind MLIR's `Type::isF<width>()` names (`isF32`): the IEEE
/// kinds and x87's `f80`; `None` for widths with no such test.
const fn float_kind_of_width(width: u32) -> Option<FloatKind> {
    match width {
        16 => Some(FloatKind::F16),
        32 => Some(FloatKind::F32),
        64 => Some(FloatKind::F64),
        80 => Some(FloatKind::F80),
        128 => Some(FloatKind::F128),
        _ => None,
    }
}

/// Whether `ty` is the float type `isF<width>()` tests for.
fn is_float_of_width(ctx: &Context, ty: Type, width: u32) -> bool {
    matches!((ty.data(ctx), float_kind_of_width(width)), (TypeData::Float(k), Some(w)) if *k == w)
}

/// Whether `ty` is an integer type of `width` bits, signless when
/// `signless`, of any signedness otherwise.
fn is_integer_of_width(ctx: &Context, ty: Type, width: u32, signless: bool) -> bool {
    matches!(ty.data(ctx), TypeData::Integer { width: w, signedness }
        if *w == width && (!signless || *signedness == crate::support::apint::Signedness::Signless))
}

/// Whether `attr`'s shaped type has exactly the dimensions `dims`.
fn has_shape(ctx: &Context, attr: Attribute, dims: &[i64]) -> bool {
    dense_elements(ctx, attr)
        .and_then(|(ty, _)| ty.shape_and_element(ctx))
        .is_some_and(|(shape, _)| shape == dims)
}

/// A shape named in a ranked elements constraint's type
/// (`RankedI32ElementsAttr<Shape2<4, 8>>`, ODS's `RankedI32ElementsAttr<[4, 8]>`):
/// [`Shape0`] to [`Shape4`], or a unit struct of the user's own.
pub trait StaticShape {
    /// The dimensions, outermost first.
    const DIMS: &'static [i64];
}

/// The shape `[]` (a rank-0 elements attribute).
pub struct Shape0;
impl StaticShape for Shape0 {
    const DIMS: &'static [i64] = &[];
}
/// The shape `[A]`.
pub struct Shape1<const A: i64>;
impl<const A: i64> StaticShape for Shape1<A> {
    const DIMS: &'static [i64] = &[A];
}
/// The shape `[A, B]`.
pub struct Shape2<const A: i64, const B: i64>;
impl<const A: i64, const B: i64> StaticShape for Shape2<A, B> {
    const DIMS: &'static [i64] = &[A, B];
}
/// The shape `[A, B, C]`.
pub struct Shape3<const A: i64, const B: i64, const C: i64>;
impl<const A: i64, const B: i64, const C: i64> StaticShape for Shape3<A, B, C> {
    const DIMS: &'static [i64] = &[A, B, C];
}
/// The shape `[A, B, C, D]`.
pub struct Shape4<const A: i64, const B: i64, const C: i64, const D: i64>;
impl<const A: i64, const B: i64, const C: i64, const D: i64> StaticShape for Shape4<A, B, C, D> {
    const DIMS: &'static [i64] = &[A, B, C, D];
}

/// `[4, 8]`: how descriptions write a shape.
fn shape_text(dims: &[i64]) -> String {
    let dims: Vec<String> = dims.iter().map(i64::to_string).collect();
    format!("[{}]", dims.join(", "))
}

/// Declares an elements-attribute constraint whose value is the attribute
/// itself: its generics, description, check, and the check of its property
/// storage class.
macro_rules! elements_constraint {
    ($(#[$doc:meta])* $name:ident $(<$(const $w:ident: u32),* $(, $s:ident: StaticShape)?>)?,
     desc: $desc:expr, check: |$ctx:ident, $attr:ident| $check:expr,
     converts: $conv:expr $(,)?) => {
        $(#[$doc])*
        pub struct $name$(<$(const $w: u32),* $(, $s)?>)?$((::std::marker::PhantomData<($($s,)?)>))?;
        impl$(<$(const $w: u32),* $(, $s: StaticShape)?>)? AttrConstraint for $name$(<$($w),* $(, $s)?>)? {
            type Value<'a> = Attribute;
            fn value(_ctx: &Context, attr: Attribute) -> Option<Attribute> {
                Some(attr)
            }
            fn to_attr(_ctx: &Context, value: Attribute) -> Attribute {
                value
            }
            fn description() -> Cow<'static, str> {
                $desc
            }
            fn is_satisfied($ctx: &Context, $attr: Attribute) -> bool {
                $check
            }
            fn converts(ctx: &Context, attr: Attribute) -> bool {
                let converts: fn(&Context, Attribute) -> bool = $conv;
                converts(ctx, attr)
            }
        }
    };
}

elements_constraint!(
    /// ODS's `IntElementsAttrOf<W>`: dense elements of `W`-bit integers of
    /// any signedness ("32-bit integer elements attribute", as mlir-opt
    /// prints for the test dialect's `test.int_elements_attr`).
    IntElementsAttrOf<const W: u32>,
    desc: Cow::Owned(format!("{W}-bit integer elements attribute")),
    check: |ctx, attr| is_dense_int_elements(ctx, attr)
        && dense_elements(ctx, attr).is_some_and(|(_, e)| is_integer_of_width(ctx, e, W, false)),
    converts: is_dense_int_elements,
);
/// ODS's `AnyI32ElementsAttr`.
pub type AnyI32ElementsAttr = IntElementsAttrOf<32>;
/// ODS's `AnyI64ElementsAttr`.
pub type AnyI64ElementsAttr = IntElementsAttrOf<64>;

elements_constraint!(
    /// ODS's `SignlessIntElementsAttr<W>`: dense elements of `W`-bit
    /// signless integers ("32-bit signless integer elements attribute", as
    /// mlir-opt prints for `test.i32ElementsAttr` and `affine.parallel`).
    SignlessIntElementsAttr<const W: u32>,
    desc: Cow::Owned(format!("{W}-bit signless integer elements attribute")),
    check: |ctx, attr| is_dense_int_elements(ctx, attr)
        && dense_elements(ctx, attr).is_some_and(|(_, e)| is_integer_of_width(ctx, e, W, true)),
    converts: is_dense_int_elements,
);
/// ODS's `I32ElementsAttr`.
pub type I32ElementsAttr = SignlessIntElementsAttr<32>;
/// ODS's `I64ElementsAttr`.
pub type I64ElementsAttr = SignlessIntElementsAttr<64>;

elements_constraint!(
    /// ODS's `RankedSignlessIntElementsAttr<W, dims>`: dense elements of
    /// `W`-bit signless integers of shape `S` ("64-bit signless int elements
    /// attribute of shape [4, 8]", mlir-opt's words for
    /// `test.ranked_int_elements_attr` and the `linalg` convolutions).
    RankedSignlessIntElementsAttr<const W: u32, S: StaticShape>,
    desc: Cow::Owned(format!(
        "{W}-bit signless int elements attribute of shape {}",
        shape_text(S::DIMS)
    )),
    check: |ctx, attr| SignlessIntElementsAttr::<W>::is_satisfied(ctx, attr)
        && has_shape(ctx, attr, S::DIMS),
    converts: is_dense_int_elements,
);
/// ODS's `RankedI32ElementsAttr<dims>`.
pub type RankedI32ElementsAttr<S> = RankedSignlessIntElementsAttr<32, S>;
/// ODS's `RankedI64ElementsAttr<dims>`.
pub type RankedI64ElementsAttr<S> = RankedSignlessIntElementsAttr<64, S>;

elements_constraint!(
    /// ODS's `IndexElementsAttr`: dense elements of `index` ("index
    /// elements attribute", as mlir-opt prints for `test.indexElementsAttr`).
    IndexElementsAttr,
    desc: Cow::Borrowed("index elements attribute"),
    check: |ctx, attr| dense_elements(ctx, attr)
        .is_some_and(|(_, e)| matches!(e.data(ctx), TypeData::Index))
        && is_dense_int_elements(ctx, attr),
    converts: is_dense_int_elements,
);

elements_constraint!(
    /// ODS's `FloatElementsAttr<W>`: dense elements of the `W`-bit float
    /// type (`f16`, `f32`, `f64`, `f80`, `f128`). mlir-opt 22 has no op
    /// using it, so its description ("64-bit float elements attribute") is
    /// ODS's summary rule, the one its ranked form below shows in mlir-opt's
    /// messages without the shape.
    FloatElementsAttr<const W: u32>,
    desc: Cow::Owned(format!("{W}-bit float elements attribute")),
    check: |ctx, attr| is_dense_float_elements(ctx, attr)
        && dense_elements(ctx, attr).is_some_and(|(_, e)| is_float_of_width(ctx, e, W)),
    // MLIR stores it as a `DenseElementsAttr`, which strings are too.
    converts: |ctx, attr| dense_elements(ctx, attr).is_some(),
);
/// ODS's `F32ElementsAttr` (`FloatElementsAttr<32>`).
pub type F32ElementsAttr = FloatElementsAttr<32>;
/// ODS's `F64ElementsAttr`.
pub type F64ElementsAttr = FloatElementsAttr<64>;

elements_constraint!(
    /// ODS's `RankedFloatElementsAttr<W, dims>`: dense elements of the
    /// `W`-bit float type, of shape `S` ("32-bit float elements attribute of
    /// shape \[2\]", mlir-opt's words for `test.float_elements_attr`).
    RankedFloatElementsAttr<const W: u32, S: StaticShape>,
    desc: Cow::Owned(format!("{W}-bit float elements attribute of shape {}", shape_text(S::DIMS))),
    check: |ctx, attr| FloatElementsAttr::<W>::is_satisfied(ctx, attr)
        && has_shape(ctx, attr, S::DIMS),
    converts: is_dense_float_elements,
);
/// ODS's `RankedF32ElementsAttr<dims>`.
pub type RankedF32ElementsAttr<S> = RankedFloatElementsAttr<32, S>;
/// ODS's `RankedF64ElementsAttr<dims>`.
pub type RankedF64ElementsAttr<S> = RankedFloatElementsAttr<64, S>;

elements_constraint!(
    /// Dense elements of any float type (MLIR's `DenseFPElementsAttr`).
    /// ODS defines no such constraint, so no mlir-opt message shows one:
    /// the description is [`AnyIntElementsAttr`]'s with `float`, the word
    /// [`FloatElementsAttr`]'s descriptions use.
    AnyFloatElementsAttr,
    desc: Cow::Borrowed("float elements attribute"),
    check: |ctx, attr| is_dense_float_elements(ctx, attr),
    converts: is_dense_float_elements,
);

elements_constraint!(
    /// ODS's `StringElementsAttr`: dense elements of strings ("string
    /// elements attribute", as mlir-opt prints for
    /// `test.string_elements_attr`).
    StringElementsAttr,
    desc: Cow::Borrowed("string elements attribute"),
    check: |ctx, attr| matches!(attr.data(ctx), AttrData::DenseStrings { .. }),
    // MLIR stores it as a `DenseElementsAttr`, which numbers are too.
    converts: |ctx, attr| dense_elements(ctx, attr).is_some(),
);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::support::float::FloatKind;

    fn dense(ctx: &Context, element: Type) -> Attribute {
        let ty = ctx.vector_type(&[1], element);
        ctx.get_attr(AttrData::DenseElements { ty, splat: true, data: vec![0; 8].into() })
    }

    #[test]
    fn integer_and_index_elements_only() {
        let ctx = Context::new();
        assert!(AnyIntElementsAttr::is_satisfied(&ctx, dense(&ctx, ctx.integer_type(32))));
        assert!(AnyIntElementsAttr::is_satisfied(&ctx, dense(&ctx, ctx.index_type())));
        let float = dense(&ctx, ctx.float_type(FloatKind::F32));
        assert!(!AnyIntElementsAttr::is_satisfied(&ctx, float));
        assert!(!AnyIntElementsAttr::converts(&ctx, ctx.dense_i32_array(&[1])));
        assert!(!AnyIntElementsAttr::converts(&ctx, ctx.unit_attr()));
    }

    fn dense_of(ctx: &Context, shape: &[i64], element: Type) -> Attribute {
        let ty = ctx.ranked_tensor_type(shape, element);
        ctx.get_attr(AttrData::DenseElements { ty, splat: true, data: vec![0; 8].into() })
    }

    #[test]
    fn descriptions_are_mlir_opts() {
        // Seen in mlir-opt 22's messages for the test dialect's ops.
        assert_eq!(AnyI32ElementsAttr::description(), "32-bit integer elements attribute");
        assert_eq!(I32ElementsAttr::description(), "32-bit signless integer elements attribute");
        assert_eq!(
            RankedI64ElementsAttr::<Shape2<4, 8>>::description(),
            "64-bit signless int elements attribute of shape [4, 8]"
        );
        assert_eq!(IndexElementsAttr::description(), "index elements attribute");
        assert_eq!(
            RankedF32ElementsAttr::<Shape1<2>>::description(),
            "32-bit float elements attribute of shape [2]"
        );
        assert_eq!(StringElementsAttr::description(), "string elements attribute");
        // ODS's summaries, which no op of mlir-opt 22 shows.
        assert_eq!(F64ElementsAttr::description(), "64-bit float elements attribute");
        assert_eq!(F32ElementsAttr::description(), "32-bit float elements attribute");
        assert_eq!(AnyFloatElementsAttr::description(), "float elements attribute");
        assert_eq!(
            RankedF64ElementsAttr::<Shape0>::description(),
            "64-bit float elements attribute of shape []"
        );
    }

    #[test]
    fn widths_signedness_and_shapes() {
        let ctx = Context::new();
        let f32t = ctx.float_type(FloatKind::F32);
        let f64t = ctx.float_type(FloatKind::F64);
        let i32t = ctx.integer_type(32);
        let si32 = ctx.get_type(TypeData::Integer {
            width: 32,
            signedness: crate::support::apint::Signedness::Signed,
        });
        let f32s = dense_of(&ctx, &[2], f32t);
        assert!(F32ElementsAttr::is_satisfied(&ctx, f32s));
        assert!(!F64ElementsAttr::is_satisfied(&ctx, f32s));
        assert!(AnyFloatElementsAttr::is_satisfied(&ctx, f32s));
        assert!(RankedF32ElementsAttr::<Shape1<2>>::is_satisfied(&ctx, f32s));
        assert!(!RankedF32ElementsAttr::<Shape1<3>>::is_satisfied(&ctx, f32s));
        assert!(!RankedF32ElementsAttr::<Shape2<1, 2>>::is_satisfied(&ctx, f32s));
        assert!(F64ElementsAttr::is_satisfied(&ctx, dense_of(&ctx, &[4, 8], f64t)));
        let i32s = dense_of(&ctx, &[2], i32t);
        let si32s = dense_of(&ctx, &[2], si32);
        assert!(!AnyFloatElementsAttr::is_satisfied(&ctx, i32s));
        assert!(I32ElementsAttr::is_satisfied(&ctx, i32s));
        assert!(!I32ElementsAttr::is_satisfied(&ctx, si32s));
        assert!(AnyI32ElementsAttr::is_satisfied(&ctx, si32s));
        assert!(!AnyI64ElementsAttr::is_satisfied(&ctx, si32s));
        assert!(RankedI32ElementsAttr::<Shape1<2>>::is_satisfied(&ctx, i32s));
        assert!(IndexElementsAttr::is_satisfied(&ctx, dense_of(&ctx, &[2], ctx.index_type())));
        assert!(!IndexElementsAttr::is_satisfied(&ctx, i32s));
        assert!(!StringElementsAttr::is_satisfied(&ctx, i32s));
    }

    #[test]
    fn property_storage_follows_the_cpp_class() {
        // As mlir-opt 22: an attribute of another class is a conversion
        // error, one of the class with the wrong width a verifier error.
        let ctx = Context::new();
        let i32s = dense_of(&ctx, &[2], ctx.integer_type(32));
        let f64s = dense_of(&ctx, &[2], ctx.float_type(FloatKind::F64));
        assert!(!RankedF32ElementsAttr::<Shape1<2>>::converts(&ctx, i32s));
        assert!(RankedF32ElementsAttr::<Shape1<2>>::converts(&ctx, f64s));
        assert!(!I32ElementsAttr::converts(&ctx, f64s));
        assert!(I64ElementsAttr::converts(&ctx, i32s));
        assert!(StringElementsAttr::converts(&ctx, f64s));
        assert!(!StringElementsAttr::converts(&ctx, ctx.unit_attr()));
        assert!(F32ElementsAttr::converts(&ctx, i32s));
    }
}
