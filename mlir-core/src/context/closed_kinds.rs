//! The runtime of the macros' enum-backed storage mode
//! (`#[type_def(closed_enum, …)]` and `#[attr_def(closed_enum, …)]` on an
//! enum): a closed family of kinds whose payloads are the variants of one
//! enum the context stores itself, as the builtin types ([`TypeData`]),
//! attributes ([`AttrData`]) and locations ([`LocationData`]) are. A
//! `match` on such an enum is one jump, where a dialect kind is found by
//! its definition's address; the macro gives each variant the typed handle,
//! constructors, verifier and accessors a struct-defined kind gets.
//!
//! [`TypeData`]: crate::context::builtin::types::TypeData
//! [`AttrData`]: crate::context::builtin::attributes::AttrData
//! [`LocationData`]: crate::context::builtin::location::LocationData

use crate::context::Context;
use crate::context::builtin::affine::{AffineMap, IntegerSet};
use crate::context::builtin::attributes::{AttrData, Attribute, FloatBits};
use crate::context::builtin::location::{Location, LocationData};
use crate::context::builtin::types::{Type, TypeData};
use crate::context::mlir_context::Identifier;
use crate::support::apint::{APInt, Signedness};
use crate::support::float::FloatKind;

/// An enum whose variants are the payloads of a closed family of kinds,
/// uniqued by the context into handles of type `Handle`.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not storage the context uniques",
    note = "`closed_enum` is the builtin dialect's storage (`TypeData`, `AttrData`, `LocationData`); a dialect's kinds are structs: `#[type_def(dialect = D, mnemonic = \"…\")] struct K {{ … }}`"
)]
pub trait ClosedStorage: Sized + 'static {
    /// The uniqued handle (`Type`, `Attribute`, `Location`).
    type Handle: Copy;

    /// The handle of `payload`, uniqued in `ctx`.
    fn unique(ctx: &Context, payload: Self) -> Self::Handle;

    /// The payload `handle` holds.
    fn payload(ctx: &Context, handle: Self::Handle) -> &Self;
}

impl ClosedStorage for TypeData {
    type Handle = Type;

    fn unique(ctx: &Context, payload: TypeData) -> Type {
        ctx.get_type(payload)
    }

    fn payload(ctx: &Context, handle: Type) -> &TypeData {
        handle.data(ctx)
    }
}

impl ClosedStorage for AttrData {
    type Handle = Attribute;

    fn unique(ctx: &Context, payload: AttrData) -> Attribute {
        ctx.get_attr(payload)
    }

    fn payload(ctx: &Context, handle: Attribute) -> &AttrData {
        handle.data(ctx)
    }
}

impl ClosedStorage for LocationData {
    type Handle = Location;

    fn unique(ctx: &Context, payload: LocationData) -> Location {
        ctx.get_location(payload)
    }

    fn payload(ctx: &Context, handle: Location) -> &LocationData {
        handle.data(ctx)
    }
}

/// How an enum-backed kind's accessor hands out a stored parameter: small
/// values by copy, boxed lists and strings as slices, large values by
/// reference.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a parameter of an enum-backed kind",
    label = "no accessor can hand this out",
    note = "implement `StoredParam` for it: how an accessor returns the stored value"
)]
pub trait StoredParam {
    /// What the accessor returns.
    type View<'a>
    where
        Self: 'a;

    /// The view of the stored value.
    fn view(&self) -> Self::View<'_>;
}

/// Parameters handed out by copy.
macro_rules! by_copy {
    ($($ty:ty),*) => {$(
        impl StoredParam for $ty {
            type View<'a> = $ty;

            fn view(&self) -> $ty {
                *self
            }
        }
    )*};
}

by_copy!(
    bool,
    u32,
    i64,
    usize,
    Type,
    Attribute,
    Location,
    Identifier,
    Signedness,
    FloatKind,
    FloatBits,
    Option<Type>,
    Option<Attribute>,
    Option<Location>,
    Option<u32>,
    Option<(Option<u32>, u32)>
);

impl<T: 'static> StoredParam for Box<[T]> {
    type View<'a> = &'a [T];

    fn view(&self) -> &[T] {
        self
    }
}

impl StoredParam for Box<str> {
    type View<'a> = &'a str;

    fn view(&self) -> &str {
        self
    }
}

/// Parameters handed out by reference.
macro_rules! by_reference {
    ($($ty:ty => $view:ty),*) => {$(
        impl StoredParam for $ty {
            type View<'a> = &'a $view;

            fn view(&self) -> &$view {
                self
            }
        }
    )*};
}

by_reference!(APInt => APInt, AffineMap => AffineMap, Box<IntegerSet> => IntegerSet);
