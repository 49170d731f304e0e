//! Rust types as parameters of `#[type_def]` and `#[attr_def]` kinds: a
//! [`Parameter`] converts its values to and from the uniqued payload's
//! [`AttrParam`]s (keeping children as interned handles, so hashing stays
//! shallow), views them borrowed from the context, and says how a parameter
//! format writes them ([`ParamKind`], and the C++ type mlir-opt names in
//! its messages).
//!
//! Implemented here for integers, `bool`, strings, `Type`, `Attribute`,
//! `APInt`, `APFloat`, `AffineMap`, lists (`Vec<T>`, `Box<[T]>`) and
//! `Option<T>` (an optional parameter);
//! the macros implement it for the kinds they generate, so a dialect type
//! may nest another, and for `#[enum_attr]` enums (written as keywords).
//!
//! `SelfTypeParameter` is what a `#[param(self_type)]` field may hold: the type
//! a typed attribute carries.

use std::hash::Hash;

use crate::asm::format::cpp_type::CppType;
use crate::asm::format::params::ParamKind;
use crate::context::Context;
use crate::context::builtin::affine::AffineMap;
use crate::context::builtin::attributes::Attribute;
use crate::context::builtin::types::Type;
use crate::context::dialect_attr::AttrParam;
use crate::context::param_value::ParamValue;
use crate::support::apint::APInt;
use crate::support::float::APFloat;

/// A Rust type usable as a parameter of a dialect attribute or type.
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be a parameter of a dialect type or attribute",
    label = "not a parameter type",
    note = "a parameter is `Hash + Eq + Clone + Send + Sync`: integers, `bool`, `String`, `Type`, `Attribute`, `APInt`, `APFloat`, `AffineMap`, `#[type_def]`/`#[attr_def]` kinds, `#[enum_attr]` enums, `Vec`/`Box<[…]>`/`Option` of these, or a type of your own that implements `ValueParameter` (its parse and print functions)"
)]
pub trait Parameter: Clone + Hash + Eq + Send + Sync + 'static {
    /// What an accessor returns: the value itself when it is `Copy`, else
    /// a view borrowed from the context (`&str` for a `String`).
    type Ref<'a>;

    /// How a parameter format reads and writes it.
    const KIND: ParamKind;

    /// The C++ type mlir-opt names in "failed to parse … parameter"
    /// messages (`int64_t`, `::mlir::Type`, `::llvm::ArrayRef<int>`).
    const CPP_TYPE: CppType;

    /// Whether it may be absent (`Option<T>`: ODS's `OptionalParameter`).
    const OPTIONAL: bool = false;

    /// Its stored form.
    fn to_param(&self) -> AttrParam;

    /// The value a stored form holds (`None` when it holds another kind of
    /// value, or one out of range).
    fn from_param(ctx: &Context, param: &AttrParam) -> Option<Self>;

    /// The borrowed view of a stored form.
    fn view<'a>(ctx: &'a Context, param: &'a AttrParam) -> Option<Self::Ref<'a>>;
}

/// A parameter that can hold an attribute's own type
/// (`#[param(self_type)]`): `Type` and the kinds `#[type_def]` generates.
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be an attribute's own type",
    label = "not a type",
    note = "a `#[param(self_type)]` parameter is a `Type` or a `#[type_def]` kind"
)]
pub trait SelfTypeParameter: Parameter {}

impl SelfTypeParameter for Type {}

/// Integers, stored as their bits in an `Int`.
macro_rules! int_parameter {
    ($($t:ty => $kind:ident, $cpp:literal;)*) => {$(
        impl Parameter for $t {
            type Ref<'a> = $t;
            const KIND: ParamKind = ParamKind::$kind(<$t>::BITS);
            const CPP_TYPE: CppType = CppType::Value($cpp);

            fn to_param(&self) -> AttrParam {
                // Signed values keep their two's complement bits.
                AttrParam::Int(*self as u64)
            }

            fn from_param(_: &Context, param: &AttrParam) -> Option<Self> {
                match param {
                    AttrParam::Int(v) => {
                        let back = *v as $t;
                        // Out of range when the bits do not come back.
                        (back as u64 == *v).then_some(back)
                    }
                    _ => None,
                }
            }

            fn view(ctx: &Context, param: &AttrParam) -> Option<Self> {
                Self::from_param(ctx, param)
            }
        }
    )*};
}

// `i32` and `u32` are C++'s `int` and `unsigned`, as ODS definitions
// usually spell them (`"int":$widthOfSomething`, `"unsigned":$width`).
int_parameter! {
    i8 => SignedInt, "int8_t";
    i16 => SignedInt, "int16_t";
    i32 => SignedInt, "int";
    i64 => SignedInt, "int64_t";
    u8 => UnsignedInt, "uint8_t";
    u16 => UnsignedInt, "uint16_t";
    u32 => UnsignedInt, "unsigned";
    u64 => UnsignedInt, "uint64_t";
}

impl Parameter for bool {
    type Ref<'a> = bool;
    const KIND: ParamKind = ParamKind::Bool;
    const CPP_TYPE: CppType = CppType::Value("bool");

    fn to_param(&self) -> AttrParam {
        AttrParam::Int(u64::from(*self))
    }

    fn from_param(_: &Context, param: &AttrParam) -> Option<Self> {
        match param {
            AttrParam::Int(v @ (0 | 1)) => Some(*v == 1),
            _ => None,
        }
    }

    fn view(ctx: &Context, param: &AttrParam) -> Option<bool> {
        Self::from_param(ctx, param)
    }
}

impl Parameter for String {
    type Ref<'a> = &'a str;
    const KIND: ParamKind = ParamKind::Str;
    const CPP_TYPE: CppType = CppType::Value("std::string");

    fn to_param(&self) -> AttrParam {
        AttrParam::Str(self.as_str().into())
    }

    fn from_param(ctx: &Context, param: &AttrParam) -> Option<Self> {
        Self::view(ctx, param).map(str::to_owned)
    }

    fn view<'a>(_: &'a Context, param: &'a AttrParam) -> Option<&'a str> {
        match param {
            AttrParam::Str(s) => Some(s),
            _ => None,
        }
    }
}

/// Interned handles, stored as themselves.
macro_rules! handle_parameter {
    ($($t:ident => $variant:ident, $cpp:literal;)*) => {$(
        impl Parameter for $t {
            type Ref<'a> = $t;
            const KIND: ParamKind = ParamKind::$variant;
            const CPP_TYPE: CppType = CppType::Handle($cpp);

            fn to_param(&self) -> AttrParam {
                AttrParam::$variant(*self)
            }

            fn from_param(_: &Context, param: &AttrParam) -> Option<Self> {
                match param {
                    AttrParam::$variant(value) => Some(*value),
                    _ => None,
                }
            }

            fn view(ctx: &Context, param: &AttrParam) -> Option<$t> {
                Self::from_param(ctx, param)
            }
        }
    )*};
}

handle_parameter! {
    Type => Type, "::mlir::Type";
    Attribute => Attr, "::mlir::Attribute";
}

/// Values without handles inside, stored type-erased in a `Value` (their
/// own hashing is shallow: an `AffineMap` hashes its expressions' cached
/// hashes) and viewed borrowed.
macro_rules! value_parameter {
    ($($t:ty => $kind:ident, $cpp:expr;)*) => {$(
        impl Parameter for $t {
            type Ref<'a> = &'a $t;
            const KIND: ParamKind = ParamKind::$kind;
            const CPP_TYPE: CppType = $cpp;

            fn to_param(&self) -> AttrParam {
                AttrParam::Value(ParamValue::new(self.clone()))
            }

            fn from_param(ctx: &Context, param: &AttrParam) -> Option<Self> {
                Self::view(ctx, param).cloned()
            }

            fn view<'a>(_: &'a Context, param: &'a AttrParam) -> Option<&'a $t> {
                match param {
                    AttrParam::Value(value) => value.downcast_ref(),
                    _ => None,
                }
            }
        }
    )*};
}

// ODS's `APIntParameter` and `APFloatParameter` name LLVM's classes; an
// affine map is a handle with a null value in C++.
value_parameter! {
    APInt => APInt, CppType::Value("::llvm::APInt");
    APFloat => Float, CppType::Value("::llvm::APFloat");
    AffineMap => AffineMap, CppType::Handle("AffineMap");
}

/// The elements of a stored list, each converted by `convert`.
fn list_of<'a, T>(
    param: &'a AttrParam,
    convert: impl FnMut(&'a AttrParam) -> Option<T>,
) -> Option<Vec<T>> {
    match param {
        AttrParam::List(items) => items.iter().map(convert).collect(),
        _ => None,
    }
}

/// Lists: `Vec<T>` and `Box<[T]>`, stored as `List`.
macro_rules! list_parameter {
    ($($t:ty;)*) => {$(
        impl<T: Parameter> Parameter for $t {
            type Ref<'a> = Vec<T::Ref<'a>>;
            const KIND: ParamKind = ParamKind::List(&T::KIND);
            const CPP_TYPE: CppType = CppType::ArrayRef(&T::CPP_TYPE);

            fn to_param(&self) -> AttrParam {
                AttrParam::List(self.iter().map(T::to_param).collect())
            }

            fn from_param(ctx: &Context, param: &AttrParam) -> Option<Self> {
                list_of(param, |p| T::from_param(ctx, p)).map(Into::into)
            }

            fn view<'a>(ctx: &'a Context, param: &'a AttrParam) -> Option<Self::Ref<'a>> {
                list_of(param, |p| T::view(ctx, p))
            }
        }
    )*};
}

list_parameter! {
    Vec<T>;
    Box<[T]>;
}

impl<T: Parameter> Parameter for Option<T> {
    type Ref<'a> = Option<T::Ref<'a>>;
    const KIND: ParamKind = T::KIND;
    const CPP_TYPE: CppType = CppType::Optional(&T::CPP_TYPE);
    const OPTIONAL: bool = true;

    fn to_param(&self) -> AttrParam {
        self.as_ref().map_or(AttrParam::Absent, T::to_param)
    }

    fn from_param(ctx: &Context, param: &AttrParam) -> Option<Self> {
        match param {
            AttrParam::Absent => Some(None),
            other => T::from_param(ctx, other).map(Some),
        }
    }

    fn view<'a>(ctx: &'a Context, param: &'a AttrParam) -> Option<Self::Ref<'a>> {
        match param {
            AttrParam::Absent => Some(None),
            other => T::view(ctx, other).map(Some),
        }
    }
}
