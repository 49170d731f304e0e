//! The implementation of mlir-rs's proc macros as an ordinary library, so
//! that expansions can be tested in-process. Each macro runs four stages:
//! attribute parsing (`parse.rs`: the syntax of the macro's arguments and
//! field attributes), model (`model.rs`: an owned description of the op),
//! validation (`check.rs`: every rule the macro can check on its own item,
//! each error at its span, all reported at once; it hands the codegen the
//! validated model, with what checking resolved, such as an op's format)
//! and codegen (`expand.rs`).
//! On error the macro still emits what satisfies everything downstream, so
//! one mistake gives one error, not a cascade: an op whose errors leave the
//! generated code's shape intact (a format, a name, a trait requirement…)
//! is expanded whole but for its format, so its builders and accessors
//! exist; otherwise a stub stands in (an op stub is an `OpType`, a dialect
//! stub a `Dialect`, an enum stub's `…Attr` an attribute constraint and
//! kind, and each names the types the item names).
//!
//! # Errors
//!
//! A mistake is reported at the token that is wrong (inside a format
//! string: at the string, whose excerpt with a caret the message quotes),
//! with "did you mean" when one known name is close (arguments, options,
//! hooks, `$variables`, `type_from`). Generated code names a user's type
//! only in qualified paths at its span, so a wrong type is one error there
//! (rustc merges identical ones), and no message names `__private`.
//! Facts across items are generated `const` assertions, each at the
//! mistaken token with a message naming the culprit: `#[dialect]` exposes
//! its ops' names and its attribute mnemonics (`Dialect::OP_NAMES`,
//! `Dialect::ATTR_MNEMONICS`); `#[op]` asserts that its dialect lists it
//! (at `dialect = X`), `#[dialect]` that no two of its ops share a name (at
//! the later op in `ops`) and that what it lists in `ops` and `attrs` is
//! its own (at the item), `#[enum_attr]` that its dialect registers it (at
//! `attr(dialect = X)`), and a format that its types can be built (at the
//! field) and that its attributes cannot be confused (at the string).
//! Checked on the item itself: names, `rename`s and mnemonics are MLIR
//! identifiers; traits whose requirements the op does not meet
//! (`NoTerminator`, `SingleBlock`, `SingleBlockImplicitTerminator` without a
//! region; `SameOperandsAndResultType` without operands or results; an
//! interface's `…Trait` without its model in `interfaces`); successors
//! only on an `IsTerminator` op.
//!
//! # Grammar
//!
//! Each macro's grammar is the documentation of its entry point in
//! `mlir-derive` (`mlir-derive/docs/op.md`, `dialect.md`, `enum_attr.md`,
//! `type_def.md`, `attr_def.md`, `interface.md`), which users of the facade
//! read as `mlir_rs::op`, `mlir_rs::dialect`, `mlir_rs::enum_attr`,
//! `mlir_rs::type_def`, `mlir_rs::attr_def` and `mlir_rs::interface`.

mod args;
mod asm_format;
mod crate_path;
pub mod dialect;
mod docs;
pub mod enum_attr;
mod errors;
pub mod interface;
mod names;
pub mod op;
pub mod pass;
pub mod pattern;
mod stages;
mod suggest;
mod symbol;
pub mod type_def;
