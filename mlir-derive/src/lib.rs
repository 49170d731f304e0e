//! Proc-macro entry points of mlir-rs. Each entry point only forwards its
//! token streams to `mlir-derive-impl`, where the macros can be tested
//! in-process. Each macro's grammar is its own documentation, kept in
//! `docs/*.md` (one copy, included here, so a user of the facade `mlir-rs`
//! reads it on `mlir_rs::op`, `mlir_rs::dialect`, `mlir_rs::enum_attr`,
//! `mlir_rs::type_def`, `mlir_rs::attr_def`, `mlir_rs::pattern` and
//! `mlir_rs::pass`).
//! Their Rust examples name `mlir_rs`, which this crate cannot depend on,
//! so they run as doc tests of the facade rather than of this crate.

use proc_macro::TokenStream;

#[doc = include_str!("../docs/op.md")]
#[proc_macro_attribute]
pub fn op(args: TokenStream, item: TokenStream) -> TokenStream {
    mlir_derive_impl::op::expand(args.into(), item.into()).into()
}

/// Declares a group of op fields once, for any `#[op]` struct to include
/// with a field `#[fields] label: Group`, as ODS shares arguments through
/// a base class. The group's fields are written where `#[fields]` is, and
/// behave as if written there; their types resolve in the group's module.
/// See "Groups of fields" in [`macro@op`].
#[proc_macro_attribute]
pub fn op_fields(args: TokenStream, item: TokenStream) -> TokenStream {
    mlir_derive_impl::op::expand_fields(args.into(), item.into()).into()
}

#[doc = include_str!("../docs/dialect.md")]
#[proc_macro_attribute]
pub fn dialect(args: TokenStream, item: TokenStream) -> TokenStream {
    mlir_derive_impl::dialect::expand(args.into(), item.into()).into()
}

#[doc = include_str!("../docs/enum_attr.md")]
#[proc_macro_attribute]
pub fn enum_attr(args: TokenStream, item: TokenStream) -> TokenStream {
    mlir_derive_impl::enum_attr::expand(args.into(), item.into()).into()
}

#[doc = include_str!("../docs/interface.md")]
#[proc_macro_attribute]
pub fn interface(args: TokenStream, item: TokenStream) -> TokenStream {
    mlir_derive_impl::interface::expand(args.into(), item.into()).into()
}

#[doc = include_str!("../docs/type_def.md")]
#[proc_macro_attribute]
pub fn type_def(args: TokenStream, item: TokenStream) -> TokenStream {
    mlir_derive_impl::type_def::expand_type(args.into(), item.into()).into()
}

#[doc = include_str!("../docs/attr_def.md")]
#[proc_macro_attribute]
pub fn attr_def(args: TokenStream, item: TokenStream) -> TokenStream {
    mlir_derive_impl::type_def::expand_attr(args.into(), item.into()).into()
}

#[doc = include_str!("../docs/pattern.md")]
#[proc_macro_attribute]
pub fn pattern(args: TokenStream, item: TokenStream) -> TokenStream {
    mlir_derive_impl::pattern::expand(args.into(), item.into()).into()
}

#[doc = include_str!("../docs/pass.md")]
#[proc_macro_attribute]
pub fn pass(args: TokenStream, item: TokenStream) -> TokenStream {
    mlir_derive_impl::pass::expand(args.into(), item.into()).into()
}

/// Makes a plain enum the type of a `#[pass]` option: each unit case is
/// named in pipelines by its name in kebab-case (`TopDown` is `top-down`)
/// or by `#[name = "…"]`; an option without `default = …` starts at the
/// first case. See [`macro@pass`].
#[proc_macro_attribute]
pub fn pass_option_enum(args: TokenStream, item: TokenStream) -> TokenStream {
    mlir_derive_impl::pass::expand_option_enum(args.into(), item.into()).into()
}
