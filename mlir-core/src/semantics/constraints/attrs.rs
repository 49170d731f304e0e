//! Attribute constraints with mlir-opt's descriptions.

use std::borrow::Cow;
use std::marker::PhantomData;

use crate::context::Context;
use crate::context::builtin::attributes::{AttrData, Attribute};
use crate::context::builtin::types::{Type, TypeData};
use crate::semantics::constraints::AttrConstraint;
use crate::support::apint::Signedness;

/// Declares a unit-struct attribute constraint: its description and check;
/// optionally `converts: if_satisfied` (a property of the constraint only
/// stores an attribute that satisfies it: MLIR's property conversion checks
/// the attribute's class, which for these constraints is the whole check)
/// or `converts: if_integer` (any integer attribute: the class of the
/// fixed-width integer constraints, whose width the verifier checks); and
/// optionally `value: T = (get, make)`, the Rust value its attributes stand
/// for (`Attribute` itself otherwise).
macro_rules! attr_constraint {
    ($(#[$doc:meta])* $name:ident, $desc:literal, |$ctx:ident, $attr:ident| $body:expr
     $(, converts: $conv:ident)? $(, value: $vt:ty = ($get:expr, $make:expr))?
     $(, syntax: $syntax:expr)? $(,)?) => {
        $(#[$doc])*
        pub struct $name;
        impl AttrConstraint for $name {
            $(const SYNTAX: crate::semantics::constraints::syntax::AttrSyntax = $syntax;)?
            fn description() -> ::std::borrow::Cow<'static, str> {
                ::std::borrow::Cow::Borrowed($desc)
            }
            fn is_satisfied($ctx: &Context, $attr: Attribute) -> bool {
                $body
            }
            $(converts_fn!($conv);)?
            value_items!($($vt, $get, $make)?);
        }
    };
}

/// The `converts` of [`attr_constraint!`].
macro_rules! converts_fn {
    (if_satisfied) => {
        fn converts(ctx: &Context, attr: Attribute) -> bool {
            Self::is_satisfied(ctx, attr)
        }
    };
    (if_integer) => {
        fn converts(ctx: &Context, attr: Attribute) -> bool {
            attr.as_integer(ctx).is_some()
        }
    };
}

/// The value conversions of [`attr_constraint!`].
macro_rules! value_items {
    () => {
        type Value<'a> = Attribute;
        fn value(_: &Context, attr: Attribute) -> Option<Attribute> {
            Some(attr)
        }
        fn to_attr(_: &Context, value: Attribute) -> Attribute {
            value
        }
    };
    ($vt:ty, $get:expr, $make:expr) => {
        type Value<'a> = $vt;
        fn value(ctx: &Context, attr: Attribute) -> Option<$vt> {
            let get: fn(&Context, Attribute) -> Option<$vt> = $get;
            get(ctx, attr)
        }
        fn to_attr(ctx: &Context, value: $vt) -> Attribute {
            let make: fn(&Context, $vt) -> Attribute = $make;
            make(ctx, value)
        }
    };
}

fn signless_int_attr(ctx: &Context, attr: Attribute, width: u32) -> bool {
    match attr.data(ctx) {
        AttrData::Integer { ty, .. } => matches!(ty.data(ctx),
            TypeData::Integer { width: w, signedness: Signedness::Signless } if *w == width),
        _ => false,
    }
}

attr_constraint!(
    /// Any attribute.
    AnyAttr, "any attribute", |_ctx, _attr| true
);
attr_constraint!(
    /// An integer attribute of any integer or `index` type (ODS's
    /// `APIntAttr`); a pattern's `Const(c @ APIntAttr)` matches scalar
    /// integer constants only.
    APIntAttr, "arbitrary integer attribute", |ctx, attr| attr.as_integer(ctx).is_some(),
    converts: if_satisfied
);
attr_constraint!(
    /// An `i1` integer attribute (ODS's `I1Attr`; unlike `BoolAttr`, a
    /// property holds any integer attribute and the verifier checks it).
    I1Attr, "1-bit signless integer attribute", |ctx, attr| signless_int_attr(ctx, attr, 1),
    converts: if_integer,
    value: bool = (
        |ctx, attr| signless_int_attr(ctx, attr, 1).then(|| !attr.as_integer(ctx).is_some_and(|v| v.is_zero())),
        |ctx, v| ctx.bool_attr(v)
    ),
    syntax: crate::semantics::constraints::syntax::AttrSyntax::WithoutType(crate::semantics::constraints::syntax::build::i1)
);
attr_constraint!(
    /// An `i8` integer attribute.
    I8Attr, "8-bit signless integer attribute", |ctx, attr| signless_int_attr(ctx, attr, 8),
    converts: if_integer,
    value: i8 = (
        |ctx, attr| attr.as_integer(ctx)?.as_i64().and_then(|v| i8::try_from(v).ok()),
        |ctx, v| ctx.integer_attr_i64(ctx.integer_type(8), i64::from(v))
    ),
    syntax: crate::semantics::constraints::syntax::AttrSyntax::WithoutType(crate::semantics::constraints::syntax::build::i8)
);
attr_constraint!(
    /// An `i32` integer attribute.
    I32Attr, "32-bit signless integer attribute", |ctx, attr| signless_int_attr(ctx, attr, 32),
    converts: if_integer,
    value: i32 = (
        |ctx, attr| attr.as_integer(ctx)?.as_i64().and_then(|v| i32::try_from(v).ok()),
        |ctx, v| ctx.integer_attr_i64(ctx.integer_type(32), i64::from(v))
    ),
    syntax: crate::semantics::constraints::syntax::AttrSyntax::WithoutType(crate::semantics::constraints::syntax::build::i32)
);
attr_constraint!(
    /// An `i64` integer attribute.
    I64Attr, "64-bit signless integer attribute", |ctx, attr| signless_int_attr(ctx, attr, 64),
    converts: if_integer,
    value: i64 = (
        |ctx, attr| attr.as_integer(ctx)?.as_i64(),
        |ctx, v| ctx.integer_attr_i64(ctx.integer_type(64), v)
    ),
    syntax: crate::semantics::constraints::syntax::AttrSyntax::WithoutType(crate::semantics::constraints::syntax::build::i64)
);
attr_constraint!(
    /// An `f64` float attribute (ODS's `F64Attr`).
    F64Attr, "64-bit float attribute", |ctx, attr| matches!(attr.data(ctx),
        AttrData::Float { ty, .. } if ty.as_float(ctx) == Some(crate::support::float::FloatKind::F64)),
    converts: if_satisfied,
    syntax: crate::semantics::constraints::syntax::AttrSyntax::WithoutType(crate::semantics::constraints::syntax::build::f64)
);
attr_constraint!(
    /// A boolean: an `i1` integer attribute, written `true` or `false`
    /// (ODS's `BoolAttr`).
    BoolAttr, "bool attribute", |ctx, attr| signless_int_attr(ctx, attr, 1),
    converts: if_satisfied,
    value: bool = (
        |ctx, attr| signless_int_attr(ctx, attr, 1).then(|| !attr.as_integer(ctx).is_some_and(|v| v.is_zero())),
        |ctx, v| ctx.bool_attr(v)
    ),
    syntax: crate::semantics::constraints::syntax::AttrSyntax::WithoutType(crate::semantics::constraints::syntax::build::i1)
);
attr_constraint!(
    /// An integer attribute of type `index`, written without its type
    /// (ODS's `IndexAttr`).
    IndexAttr, "index attribute", |ctx, attr| {
        matches!(attr.data(ctx), AttrData::Integer { ty, .. } if matches!(ty.data(ctx), TypeData::Index))
    },
    converts: if_integer,
    value: i64 = (
        |ctx, attr| attr.as_integer(ctx)?.as_i64(),
        |ctx, v| ctx.integer_attr_i64(ctx.index_type(), v)
    ),
    syntax: crate::semantics::constraints::syntax::AttrSyntax::WithoutType(crate::semantics::constraints::syntax::build::index)
);
attr_constraint!(
    /// A type attribute.
    TypeAttr, "any type attribute", |ctx, attr| attr.as_type(ctx).is_some(),
    converts: if_satisfied,
    value: Type = (|ctx, attr| attr.as_type(ctx), |ctx, ty| ctx.type_attr(ty)),
    syntax: crate::semantics::constraints::syntax::AttrSyntax::TypeAttr
);
attr_constraint!(
    /// A unit attribute.
    UnitAttr, "unit attribute", |ctx, attr| matches!(attr.data(ctx), AttrData::Unit),
    converts: if_satisfied,
    value: bool = (
        |ctx, attr| matches!(attr.data(ctx), AttrData::Unit).then_some(true),
        |ctx, _| ctx.unit_attr()
    ),
    syntax: crate::semantics::constraints::syntax::AttrSyntax::Unit
);
/// ODS's `UnitProp`: a flag kept as a property that no attribute backs,
/// always present (declare it `#[attr(default = false)]`): set it holds a
/// unit attribute and prints as its bare name in `<{…}>`, unset it holds
/// `false` (`<{flag = false}>`); `<{flag = true}>` reads as set. A format
/// writes it as the keyword `unit`, or leaves it to an optional group's
/// presence. An entry of its name in the attribute dictionary stays
/// discardable, as in MLIR.
pub struct UnitProp;
impl AttrConstraint for UnitProp {
    type Value<'a> = bool;
    const SYNTAX: crate::semantics::constraints::syntax::AttrSyntax =
        crate::semantics::constraints::syntax::AttrSyntax::UnitKeyword;
    const IS_PROPERTY: bool = true;
    fn value(ctx: &Context, attr: Attribute) -> Option<bool> {
        unit_prop_value(ctx, attr)
    }
    fn to_attr(ctx: &Context, set: bool) -> Attribute {
        if set { ctx.unit_attr() } else { ctx.bool_attr(false) }
    }
    fn description() -> ::std::borrow::Cow<'static, str> {
        ::std::borrow::Cow::Borrowed("unit property")
    }
    fn is_satisfied(ctx: &Context, attr: Attribute) -> bool {
        unit_prop_value(ctx, attr).is_some()
    }
    fn converts(ctx: &Context, attr: Attribute) -> bool {
        Self::is_satisfied(ctx, attr)
    }
    fn normalize(ctx: &Context, attr: Attribute) -> Attribute {
        match unit_prop_value(ctx, attr) {
            Some(set) => Self::to_attr(ctx, set),
            None => attr,
        }
    }
}

/// The flag a [`UnitProp`] attribute holds: a unit attribute or a boolean.
fn unit_prop_value(ctx: &Context, attr: Attribute) -> Option<bool> {
    match attr.data(ctx) {
        AttrData::Unit => Some(true),
        _ if attr == ctx.bool_attr(false) => Some(false),
        _ if attr == ctx.bool_attr(true) => Some(true),
        _ => None,
    }
}

attr_constraint!(
    /// An array attribute.
    ArrayAttr, "array attribute", |ctx, attr| attr.as_array(ctx).is_some(),
    converts: if_satisfied
);
attr_constraint!(
    /// A symbol reference, possibly nested.
    SymbolRefAttr, "symbol reference attribute", |ctx, attr| {
        matches!(attr.data(ctx), AttrData::SymbolRef { .. })
    },
    converts: if_satisfied,
    syntax: crate::semantics::constraints::syntax::AttrSyntax::SymbolRef
);
attr_constraint!(
    /// An attribute with a type (`TypedAttr`).
    TypedAttrConstraint, "TypedAttr instance", |ctx, attr| attr.typed_attr_type(ctx).is_some(),
    converts: if_satisfied
);

/// `TypeAttrOf<C>`: a type attribute holding a type that `C` accepts
/// ("type attribute of function type").
pub struct TypeAttrOf<C>(::std::marker::PhantomData<C>);
impl<C: crate::semantics::constraints::TypeConstraint> AttrConstraint for TypeAttrOf<C> {
    type Value<'a> = Type;
    const SYNTAX: crate::semantics::constraints::syntax::AttrSyntax =
        crate::semantics::constraints::syntax::AttrSyntax::TypeAttr;
    fn value(ctx: &Context, attr: Attribute) -> Option<Type> {
        attr.as_type(ctx)
    }
    fn to_attr(ctx: &Context, ty: Type) -> Attribute {
        ctx.type_attr(ty)
    }
    fn description() -> ::std::borrow::Cow<'static, str> {
        ::std::borrow::Cow::Owned(format!("type attribute of {}", C::description()))
    }
    fn is_satisfied(ctx: &Context, attr: Attribute) -> bool {
        attr.as_type(ctx).is_some_and(|ty| C::is_satisfied(ctx, ty))
    }
    /// Stored as a type attribute: any type converts, `C` is checked later.
    fn converts(ctx: &Context, attr: Attribute) -> bool {
        attr.as_type(ctx).is_some()
    }
}

/// An array of dictionary attributes (the per-argument or per-result
/// attributes of functions and calls).
pub struct DictArrayAttr;
impl AttrConstraint for DictArrayAttr {
    value_items!();
    fn description() -> ::std::borrow::Cow<'static, str> {
        ::std::borrow::Cow::Borrowed("Array of dictionary attributes")
    }
    fn is_satisfied(ctx: &Context, attr: Attribute) -> bool {
        attr.as_array(ctx).is_some_and(|a| a.iter().all(|e| e.as_dictionary(ctx).is_some()))
    }
    /// Stored as an array attribute: any array converts, its elements are
    /// checked later.
    fn converts(ctx: &Context, attr: Attribute) -> bool {
        attr.as_array(ctx).is_some()
    }
}

attr_constraint!(
    /// `array<i32: …>`.
    DenseI32ArrayAttr, "i32 dense array attribute",
    |ctx, attr| attr.as_dense_i32_array(ctx).is_some(),
    converts: if_satisfied,
    value: Vec<i32> = (|ctx, attr| attr.as_dense_i32_array(ctx), |ctx, v| ctx.dense_i32_array(&v)),
    syntax: crate::semantics::constraints::syntax::AttrSyntax::DenseArray(crate::semantics::constraints::syntax::build::i32)
);
attr_constraint!(
    /// `array<i64: …>`.
    DenseI64ArrayAttr, "i64 dense array attribute",
    |ctx, attr| matches!(attr.data(ctx), AttrData::DenseArray { element, .. }
        if matches!(element.data(ctx), TypeData::Integer { width: 64, signedness: Signedness::Signless })),
    converts: if_satisfied,
    value: Vec<i64> = (|ctx, attr| attr.as_dense_i64_array(ctx), |ctx, v| ctx.dense_i64_array(&v)),
    syntax: crate::semantics::constraints::syntax::AttrSyntax::DenseArray(crate::semantics::constraints::syntax::build::i64)
);

/// A string attribute; its value is the string as text, bytes that are not
/// UTF-8 encoded as [`crate::support::text_bytes`] does (the raw attribute holds the
/// bytes themselves).
pub struct StrAttr;
impl AttrConstraint for StrAttr {
    type Value<'a> = &'a str;
    const SYNTAX: crate::semantics::constraints::syntax::AttrSyntax =
        crate::semantics::constraints::syntax::AttrSyntax::Str;
    fn description() -> ::std::borrow::Cow<'static, str> {
        ::std::borrow::Cow::Borrowed("string attribute")
    }
    fn is_satisfied(ctx: &Context, attr: Attribute) -> bool {
        attr.as_string(ctx).is_some()
    }
    fn converts(ctx: &Context, attr: Attribute) -> bool {
        Self::is_satisfied(ctx, attr)
    }
    fn value(ctx: &Context, attr: Attribute) -> Option<&str> {
        match crate::support::text_bytes::from_bytes(attr.as_string(ctx)?) {
            Cow::Borrowed(text) => Some(text),
            // No text to borrow in the attribute: the context's interned
            // identifier lives as long.
            Cow::Owned(text) => Some(ctx.ident(&text).as_str(ctx)),
        }
    }
    fn to_attr(ctx: &Context, value: &str) -> Attribute {
        ctx.string_attr(value)
    }
}

/// The name a symbol op defines (ODS's `SymbolNameAttr`): a string
/// attribute, written `@name` by a declarative format.
pub struct SymbolNameAttr;
impl AttrConstraint for SymbolNameAttr {
    type Value<'a> = &'a str;
    const SYNTAX: crate::semantics::constraints::syntax::AttrSyntax =
        crate::semantics::constraints::syntax::AttrSyntax::SymbolName;
    fn description() -> ::std::borrow::Cow<'static, str> {
        StrAttr::description()
    }
    fn is_satisfied(ctx: &Context, attr: Attribute) -> bool {
        StrAttr::is_satisfied(ctx, attr)
    }
    fn converts(ctx: &Context, attr: Attribute) -> bool {
        StrAttr::converts(ctx, attr)
    }
    fn value(ctx: &Context, attr: Attribute) -> Option<&str> {
        StrAttr::value(ctx, attr)
    }
    fn to_attr(ctx: &Context, value: &str) -> Attribute {
        StrAttr::to_attr(ctx, value)
    }
}

/// A symbol reference without nested references (`@name`); its value is
/// the symbol's name.
pub struct FlatSymbolRefAttr;
impl AttrConstraint for FlatSymbolRefAttr {
    type Value<'a> = &'a str;
    const SYNTAX: crate::semantics::constraints::syntax::AttrSyntax =
        crate::semantics::constraints::syntax::AttrSyntax::SymbolRef;
    fn description() -> ::std::borrow::Cow<'static, str> {
        ::std::borrow::Cow::Borrowed("flat symbol reference attribute")
    }
    fn is_satisfied(ctx: &Context, attr: Attribute) -> bool {
        matches!(attr.data(ctx), AttrData::SymbolRef { nested, .. } if nested.is_empty())
    }
    fn converts(ctx: &Context, attr: Attribute) -> bool {
        Self::is_satisfied(ctx, attr)
    }
    fn value(ctx: &Context, attr: Attribute) -> Option<&str> {
        match attr.data(ctx) {
            AttrData::SymbolRef { root, nested } if nested.is_empty() => Some(root.as_str(ctx)),
            _ => None,
        }
    }
    fn to_attr(ctx: &Context, name: &str) -> Attribute {
        ctx.symbol_ref_attr(name)
    }
}

attr_constraint!(
    /// An affine map attribute (ODS's `AffineMapAttr`); its map is
    /// [`Context::affine_map_of`].
    AffineMapAttr, "AffineMap attribute", |ctx, attr| matches!(attr.data(ctx), AttrData::AffineMap(_)),
    converts: if_satisfied
);
attr_constraint!(
    /// An integer set attribute (ODS's `IntegerSetAttr`); its set is
    /// [`Context::integer_set_of`].
    IntegerSetAttr, "IntegerSet attribute", |ctx, attr| matches!(attr.data(ctx), AttrData::IntegerSet(_)),
    converts: if_satisfied
);

/// What an [`ArrayOf`] asks of each element of its array.
pub trait ArrayElement {
    /// The array constraint's description, in ODS's words (`"Reduction
    /// ops"`).
    fn array_description() -> Cow<'static, str>;
    /// Whether `element` may be in the array.
    fn accepts(ctx: &Context, element: Attribute) -> bool;
}

/// An array attribute whose elements all satisfy `E` (ODS's
/// `TypedArrayAttrBase`): any array converts into the property, and the
/// verifier checks the elements, with `E`'s description.
pub struct ArrayOf<E>(PhantomData<E>);

impl<E: ArrayElement> AttrConstraint for ArrayOf<E> {
    type Value<'a> = Attribute;

    fn value(_: &Context, attr: Attribute) -> Option<Attribute> {
        Some(attr)
    }

    fn to_attr(_: &Context, value: Attribute) -> Attribute {
        value
    }

    fn description() -> Cow<'static, str> {
        E::array_description()
    }

    fn is_satisfied(ctx: &Context, attr: Attribute) -> bool {
        attr.as_array(ctx).is_some_and(|elements| elements.iter().all(|&e| E::accepts(ctx, e)))
    }

    fn converts(ctx: &Context, attr: Attribute) -> bool {
        attr.as_array(ctx).is_some()
    }
}
