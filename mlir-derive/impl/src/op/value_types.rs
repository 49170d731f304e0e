//! The Rust type an attribute constraint's value is, as generated
//! signatures write it. Rustdoc shows a signature as written and does not
//! normalize `<C as AttrConstraint>::Value<'a>`, so a projection there
//! reads as machinery rather than as the `i64` or `&str` a user passes.
//! The constraint library's constraints are known here by name and written
//! concretely; any other constraint (a user's, an `#[enum_attr]` enum's
//! `…Attr`, whose enum the macro cannot name from the constraint alone) is
//! written through the `AttrValue<'a, C>` alias, which still compiles for
//! every constraint and links to an explanation.
//!
//! A field may name its value type itself, `#[attr(value = CmpIPredicate)]`
//! (for an enum attribute, or any constraint of the user's): signatures
//! then write that type, and the bodies convert between it and the
//! constraint's value through the runtime's `NamedValue` (the identity),
//! so that a type which is not the constraint's value is one error at the
//! `value = …` token.
//!
//! A constraint of the user's own named like a library one must have the
//! same value type, or the generated bodies fail to compile at it.

use proc_macro2::TokenStream;
use quote::{quote, quote_spanned};
use syn::spanned::Spanned;

use super::model::AttrField;
use crate::spans::at;

/// What a library constraint's value is, by the constraint's name.
enum Known {
    /// A value type that borrows nothing (`i64`, `bool`, `Type`).
    Owned(TokenStream),
    /// `&'a str`, borrowing from the context.
    Str,
    /// The constraint's first generic argument's value (`Confined<B, …>`).
    Inner,
}

/// The library constraint named by the path's last segment, if any.
fn known(name: &str) -> Option<Known> {
    Some(match name {
        "I32Attr" => Known::Owned(quote!(i32)),
        "I64Attr" => Known::Owned(quote!(i64)),
        "UnitAttr" | "UnitProp" => Known::Owned(quote!(bool)),
        "TypeAttr" | "TypeAttrOf" => Known::Owned(quote!(__mlir::Type)),
        "DenseI32ArrayAttr" | "SegmentSizes" => Known::Owned(quote!(::std::vec::Vec<i32>)),
        "DenseI64ArrayAttr" => Known::Owned(quote!(::std::vec::Vec<i64>)),
        "StrAttr" | "FlatSymbolRefAttr" => Known::Str,
        "AnyAttr"
        | "ArrayAttr"
        | "SymbolRefAttr"
        | "TypedAttrConstraint"
        | "DictArrayAttr"
        | "AnyIntElementsAttr" => Known::Owned(quote!(__mlir::Attribute)),
        "Confined" => Known::Inner,
        _ => return None,
    })
}

/// Whether the value type of constraint `c` may borrow from the context,
/// so an accessor needs a named lifetime (`fn x<'ir>(…) -> &'ir str`); a
/// known owned value (`i64`, `Type`) needs none.
pub(crate) fn may_borrow(c: &syn::Type) -> bool {
    let syn::Type::Path(path) = c else { return true };
    let Some(last) = path.path.segments.last() else { return true };
    match known(&last.ident.to_string()) {
        Some(Known::Owned(_)) => false,
        Some(Known::Str) | None => true,
        Some(Known::Inner) => match &last.arguments {
            syn::PathArguments::AngleBracketed(args) => match args.args.first() {
                Some(syn::GenericArgument::Type(inner)) => may_borrow(inner),
                _ => true,
            },
            _ => true,
        },
    }
}

/// The value type of constraint `c` with lifetime `lifetime` (`'_` or a
/// named one), spanned at the constraint so that a wrong one is reported
/// there.
pub(crate) fn value_type(c: &syn::Type, lifetime: &TokenStream) -> TokenStream {
    let fallback = || quote_spanned!(at(c.span())=> __mlir::AttrValue<#lifetime, #c>);
    let syn::Type::Path(path) = c else { return fallback() };
    let Some(last) = path.path.segments.last() else { return fallback() };
    match known(&last.ident.to_string()) {
        Some(Known::Owned(ty)) => quote_spanned!(at(c.span())=> #ty),
        Some(Known::Str) => quote_spanned!(at(c.span())=> &#lifetime str),
        Some(Known::Inner) => match &last.arguments {
            syn::PathArguments::AngleBracketed(args) => match args.args.first() {
                Some(syn::GenericArgument::Type(inner)) => value_type(inner, lifetime),
                _ => fallback(),
            },
            _ => fallback(),
        },
        None => fallback(),
    }
}

/// The value type signatures write for attribute field `a`: its
/// `value = T` as written (a reference in it borrows from the `ir` or the
/// builder by elision), else its constraint's.
pub(crate) fn field_value_type(a: &AttrField, lifetime: &TokenStream) -> TokenStream {
    match &a.value {
        Some(t) => quote_spanned!(at(t.span())=> #t),
        None => value_type(&a.constraint, lifetime),
    }
}

/// Whether an accessor of field `a` needs a named lifetime: never for a
/// field naming its value type, whose references take the `ir`'s by
/// elision.
pub(crate) fn field_may_borrow(a: &AttrField) -> bool {
    a.value.is_none() && may_borrow(&a.constraint)
}

/// `expr`, the constraint's value, as the field's named value type,
/// through `NamedValue` spanned at `value = T`, so that a wrong `T` is
/// reported there, once.
pub(crate) fn as_named_value(a: &AttrField, expr: TokenStream) -> TokenStream {
    through_named_value(a, "into_named", expr)
}

/// `value`, a value of the field's named type, as the constraint's value
/// (which `to_attr` takes), through `NamedValue` as above.
pub(crate) fn from_named_value(a: &AttrField, value: TokenStream) -> TokenStream {
    through_named_value(a, "from_named", value)
}

/// `expr` passed to `NamedValue`'s `method` when the field names its value
/// type; as it is otherwise.
fn through_named_value(a: &AttrField, method: &str, expr: TokenStream) -> TokenStream {
    let c = &a.constraint;
    let Some(t) = &a.value else { return expr };
    let method = quote::format_ident!("{method}", span = t.span());
    quote_spanned! {at(t.span())=>
        <__mlir::AttrValue<'_, #c> as __mlir::NamedValue<#t>>::#method(#expr)
    }
}
