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
//!
//! # Layout
//!
//! One folder per macro, each `{parse,model,check,expand}.rs` run by
//! `stages.rs` (the stub that stands in on errors gets the arguments stage 1
//! read): `op/`, `dialect/`, `enum_attr/` (`docs.rs` an enum page's keyword
//! table and textual form), `type_def/` (both `#[type_def]` and `#[attr_def]`;
//! `format.rs` parameter formats with `asm_format/`'s syntax and spacing,
//! `custom<…>` directives calling the user's functions, the self type of typed
//! attributes left to `: type`), `interface/`, `pattern/`, `pass/` and
//! `pass/option_enum/` (`#[pass_option_enum]`).
//!
//! - `asm_format/` what op and parameter formats share: the format strings'
//!   syntax (`syntax.rs`) and MLIR's spacing rules (`spacing.rs`).
//! - `op/format/` the declarative assembly format of `#[op]`: `resolve.rs`
//!   (checks and ambiguity rules), `expand.rs` (tables).
//! - `op/expand/` the generated op, one part per file: `stub.rs`, `parts.rs`
//!   (value groups, regions, successors), `attrs.rs`, `builder.rs`,
//!   `inference.rs` (result types of `build_inferred`), `adaptor.rs`,
//!   `interfaces.rs`, `hooks.rs`, `docs.rs`, `assertions.rs` (facts checked
//!   across items). `op/hook.rs` and `dialect/hook.rs` name the hooks as enums.
//! - `op/pattern_glue/` what `#[op]` generates for patterns: a generic struct
//!   named like the op, one field per argument, whose fields patterns read for
//!   rustc's field checks, and a build struct a pattern fills to create the op
//!   (`structs.rs`); `PatternOp` and `PatternArg<I>` (`describe.rs`),
//!   `PatternBuild` and `PatternInfer` (`build.rs`), each argument's part in
//!   them (`arg.rs`).
//! - `op/group.rs` `#[op_fields]` (a group of fields: a `macro_rules!` and a
//!   module of the fields' types, both named like the group) and
//!   `op/include.rs` how `#[op]` includes one (`#[fields] label: Group`: a
//!   call of the group's macro, which writes the fields in and applies
//!   `#[op]` again).
//! - `op/effects.rs` declared memory effects (`effects = [MemRead, …]` on an op
//!   and its values) and the `MemoryEffectOpInterface` model generated from
//!   them; `op/value_types.rs` the value types generated signatures write
//!   (concrete for the constraint library, a field's `value = T`,
//!   `AttrValue<'_, C>` otherwise).
//! - `pattern/` (`#[pattern]`): `parse.rs` reads the options and the match arm
//!   (`syn::Arm`), `model.rs` builds the source and result DAGs (`source.rs`,
//!   `result.rs`), `check.rs` the binding rules, `expand.rs` the matcher (facts
//!   in pattern order, each failing with a literal reason; `either` as a loop
//!   over two orders) and the rewrite (result ops innermost first, through each
//!   op's pattern glue); every op path is named once through `PatternOp::This`,
//!   so a path naming no op is one error.
//! - `interface/` (`#[interface]`): op, dialect, attribute and type interfaces
//!   written from the implementer's side, the `…Model` trait the interface map
//!   stores, the `…Ref` handle, the `…Trait` marker, and the hidden constant
//!   named like the interface (its key and registration calls, which
//!   implementers' macros name) with the `__NameListed` marker that makes an
//!   `impl` of an unlisted interface an error; `defaults.rs` rewrites default
//!   bodies onto the model trait.
//! - `pass/` (`#[pass]`): a struct's fields as options, statistics and state;
//!   `docs.rs` the rustdoc listing the options.
//! - Shared: `stages.rs` (the pipeline every macro runs), `symbol.rs` (argument
//!   keys and attribute names as constants), `hook.rs` (what the hook enums
//!   share: their declaration, lookup and messages), `args.rs`, `docs.rs`,
//!   `crate_path.rs`, `errors.rs`, `names.rs` (snake_case and camelCase
//!   conversions, what MLIR accepts as an identifier), `suggest.rs` ("did you
//!   mean").
//!
//! Tests: insta expansion snapshots in `mlir-derive/impl/tests/`;
//! `examples/expansion_size.rs` counts the generated lines per op; ui tests and
//! behaviour tests of the macros are in `mlir-derive/tests/`.

mod args;
mod asm_format;
mod crate_path;
pub mod dialect;
mod docs;
pub mod enum_attr;
mod errors;
mod hook;
pub mod interface;
mod names;
pub mod op;
pub mod pass;
pub mod pattern;
mod spans;
mod stages;
mod suggest;
mod symbol;
pub mod type_def;
