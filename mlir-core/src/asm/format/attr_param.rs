//! Parameters that hold an attribute of one class (ODS's parameters typed
//! `StringAttr`, `BoolAttr`, `IntegerAttr`, `DistinctAttr`, `FusedLoc`, or
//! a class of a dialect's own that several kinds share): [`AttrOf<C>`],
//! read as any attribute in full and refused with "invalid kind of
//! attribute specified" when it is not of class `C`, written in full (its
//! alias when it has one), and stored as the attribute itself so that
//! printing finds the aliases and distinct attributes inside it.

use std::fmt;
use std::hash::{Hash, Hasher};
use std::marker::PhantomData;

use crate::asm::format::cpp_type::CppType;
use crate::asm::format::parameter::Parameter;
use crate::asm::format::params::ParamKind;
use crate::context::Context;
use crate::context::builtin::attributes::{AttrData, Attribute};
use crate::context::builtin::location::LocationData;
use crate::context::dialect_attr::AttrParam;

/// A class of attributes as a parameter format sees it: the C++ class
/// messages name and which attributes belong to it.
#[derive(Debug)]
pub struct AttrClassDef {
    /// The class as ODS names it ("failed to parse … which is to be a
    /// `StringAttr`").
    pub cpp_name: &'static str,
    /// Whether an attribute is of the class.
    pub accepts: fn(&Context, Attribute) -> bool,
}

/// A class of attributes usable in [`AttrOf`].
pub trait AttrClass: 'static {
    /// Its name and membership test.
    const DEF: AttrClassDef;
}

/// A parameter holding an attribute of class `C`.
pub struct AttrOf<C>(Attribute, PhantomData<fn() -> C>);

impl<C: AttrClass> AttrOf<C> {
    /// `attr` as a value of the class, when it is of it.
    pub fn new(ctx: &Context, attr: Attribute) -> Option<Self> {
        (C::DEF.accepts)(ctx, attr).then_some(AttrOf(attr, PhantomData))
    }

    /// The attribute held.
    pub fn attr(self) -> Attribute {
        self.0
    }
}

impl<C> Clone for AttrOf<C> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<C> Copy for AttrOf<C> {}

impl<C> PartialEq for AttrOf<C> {
    fn eq(&self, other: &Self) -> bool {
        self.0 == other.0
    }
}

impl<C> Eq for AttrOf<C> {}

impl<C> Hash for AttrOf<C> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.0.hash(state);
    }
}

impl<C> fmt::Debug for AttrOf<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("AttrOf").field(&self.0).finish()
    }
}

impl<C: AttrClass> Parameter for AttrOf<C> {
    type Ref<'a> = AttrOf<C>;
    const KIND: ParamKind = ParamKind::AttrOf(&C::DEF);
    const CPP_TYPE: CppType = CppType::Handle(C::DEF.cpp_name);

    fn to_param(&self) -> AttrParam {
        AttrParam::Attr(self.0)
    }

    fn from_param(ctx: &Context, param: &AttrParam) -> Option<Self> {
        match param {
            AttrParam::Attr(attr) => AttrOf::new(ctx, *attr),
            _ => None,
        }
    }

    fn view(ctx: &Context, param: &AttrParam) -> Option<Self> {
        Self::from_param(ctx, param)
    }
}

/// Declares builtin attribute classes: a marker type, its C++ name and
/// membership test, and an alias of `AttrOf` over it.
macro_rules! builtin_classes {
    ($($(#[$doc:meta])* $class:ident, $alias:ident, $cpp:literal, |$ctx:ident, $attr:ident| $body:expr;)*) => {$(
        $(#[$doc])*
        pub struct $class;

        impl AttrClass for $class {
            const DEF: AttrClassDef = AttrClassDef {
                cpp_name: $cpp,
                accepts: |$ctx, $attr| $body,
            };
        }

        #[doc = concat!("A parameter holding a `", $cpp, "`.")]
        pub type $alias = AttrOf<$class>;
    )*};
}

builtin_classes! {
    /// String attributes (`"text"`, with or without a type).
    StringAttrClass, StringAttrParam, "StringAttr",
        |ctx, attr| matches!(attr.data(ctx), AttrData::String { .. });
    /// `true` and `false`.
    BoolAttrClass, BoolAttrParam, "BoolAttr",
        |ctx, attr| attr == ctx.bool_attr(true) || attr == ctx.bool_attr(false);
    /// Integer attributes of any integer or `index` type.
    IntegerAttrClass, IntegerAttrParam, "IntegerAttr",
        |ctx, attr| matches!(attr.data(ctx), AttrData::Integer { .. });
    /// `distinct[n]<…>` attributes.
    DistinctAttrClass, DistinctAttrParam, "DistinctAttr",
        |ctx, attr| matches!(attr.data(ctx), AttrData::Distinct { .. });
    /// Fused locations (`loc(fused[…])`).
    FusedLocClass, FusedLocParam, "FusedLoc",
        |ctx, attr| matches!(attr.data(ctx), AttrData::Location(LocationData::Fused { .. }));
}
