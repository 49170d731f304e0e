//! Proc-macro entry points of mlir-rs. Each entry point only forwards its
//! token streams to `mlir-derive-impl`, where the macros can be tested
//! in-process. See `mlir-derive-impl`'s crate documentation for the grammar.

use proc_macro::TokenStream;

/// Defines an operation from an annotated struct: a typed handle, its
/// accessors, its static definition (traits, invariant verifier) and its
/// registration. See the `mlir-derive-impl` crate docs for the grammar.
#[proc_macro_attribute]
pub fn op(args: TokenStream, item: TokenStream) -> TokenStream {
    mlir_derive_impl::op::expand(args.into(), item.into()).into()
}

/// Defines a dialect type from a unit struct: its namespace, its ops and
/// dependent dialects, registered with one call. See the `mlir-derive-impl`
/// crate docs for the grammar.
#[proc_macro_attribute]
pub fn dialect(args: TokenStream, item: TokenStream) -> TokenStream {
    mlir_derive_impl::dialect::expand(args.into(), item.into()).into()
}

/// Defines an integer or bit enum from a Rust `enum`: its keywords, its
/// attribute constraint (`NameAttr`) and, with `attr(…)`, a dialect
/// attribute wrapping it. See the `mlir-derive-impl` crate docs.
#[proc_macro_attribute]
pub fn enum_attr(args: TokenStream, item: TokenStream) -> TokenStream {
    mlir_derive_impl::enum_attr::expand(args.into(), item.into()).into()
}
