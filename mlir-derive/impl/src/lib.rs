//! The implementation of mlir-rs's proc macros as an ordinary library, so
//! that expansions can be tested in-process. Each macro runs four stages:
//! attribute parsing (`parse.rs`: the syntax of the macro's arguments and
//! field attributes), model (`model.rs`: an owned description of the op),
//! validation (`check.rs`: every rule the macro can check on its own item,
//! each error at its span, all reported at once) and codegen (`expand.rs`).
//! On error the macro still emits the handle type, so one mistake gives one
//! error, not a cascade.
//!
//! # `#[op]`
//!
//! ```text
//! /// Summary line.
//! ///
//! /// Description.
//! #[op(dialect = ArithDialect, name = "addi", traits = [Pure, Commutative])]
//! pub struct AddIOp {
//!     #[operand] lhs: SignlessIntegerLike,
//!     #[operand] rest: Variadic<AnyType>,        // or Option<C>
//!     #[attr] value: I64Attr,                    // required
//!     #[attr(rename = "fastmath")] flags: Option<UnitAttr>,
//!     #[attr(default = |ctx| ctx.unit_attr())] tag: UnitAttr, // always present
//!     #[result] result: SignlessIntegerLike,
//!     #[region] body: AnyRegion,                 // or Variadic<AnyRegion>
//!     #[successor] dest: AnySuccessor,           // or Variadic<AnySuccessor>
//! }
//! ```
//!
//! - `dialect` is a type implementing `Dialect` (its `NAMESPACE` prefixes
//!   `name`); `traits` lists trait marker types (`OpTrait`), verified in
//!   order after the structural count traits the macro derives from the
//!   fields; `crate = path` overrides where the runtime is found
//!   (`mlir_core`, or `mlir_rs::core` through the facade, by default).
//! - A field's type is its constraint (`TypeConstraint` for operands and
//!   results, `AttrConstraint` for attributes); `Option<C>` and
//!   `Variadic<C>` change its arity (one non-single operand and one
//!   non-single result per op for now).
//! - `default = f` takes a function or closure from `&Context` to the
//!   default `Attribute`: the op always carries the attribute (filled in at
//!   creation, as MLIR 22 materializes `DefaultValuedAttr`s), and the typed
//!   builder takes it last, as an `Option`.
//! - Hooks: `verify` and `verify_regions` call the user's
//!   `fn verify(self, ir: &IrView) -> VerifyResult` (and `verify_regions`);
//!   `custom_format` calls `Self::parse(parser, state)` and
//!   `self.print(printer)`. A missing method is a rustc error at the hook.
//! - The struct becomes a `Copy` handle over the generic op, with an accessor
//!   per field (`lhs(ir) -> Value`, `rest(ir) -> impl Iterator<Item =
//!   Value>`, `value(ir) -> Attribute`, `flags(ir) -> Option<Attribute>`,
//!   `set_value(ir, attr)`, `body(ir) -> Region`, `dest(ir) -> Block`),
//!   `OpType` and `OpNameConst` impls, `register(ctx)`, a typed
//!   `build(builder, loc, …)` (result types, then operands and attributes in
//!   declaration order, then successors; default-valued attributes last),
//!   and rustdoc tables of the op's parts and traits.
//!
//! # `#[dialect]`
//!
//! ```text
//! /// Basic integer and floating-point arithmetic.
//! #[dialect(name = "arith", ops = [AddIOp, SubIOp], dependent = [UbDialect])]
//! pub struct ArithDialect;
//! ```
//!
//! Implements `Dialect` (`NAMESPACE`, and `register(ctx)`, which registers
//! the dependent dialects, the namespace and the listed ops in order) and
//! the `SUMMARY`/`DESCRIPTION` constants from the doc comment.

mod args;
mod crate_path;
pub mod dialect;
mod docs;
pub mod enum_attr;
mod errors;
pub mod op;
