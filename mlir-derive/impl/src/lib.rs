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
//!     #[region] body: AnyRegion,                 // SizedRegion<1>, Variadic<…>
//!     #[region(rename = "bodyRegion")] inner: MinSizedRegion<1>,
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
//!   results, `AttrConstraint` for attributes, `RegionConstraint` for
//!   regions, checked after the results with ODS's message); `Option<C>` and
//!   `Variadic<C>` change its arity (one non-single operand group and one
//!   non-single result group, unless a segment trait is listed, see below).
//! - `default = …` is the default value (`FastMathFlags::NONE`, `7`: the
//!   constraint's `Value`) or a closure from `&Context` to the default
//!   `Attribute`: the op always carries the attribute (filled in at
//!   creation, as MLIR 22 materializes `DefaultValuedAttr`s), and the typed
//!   builder takes it last, as an `Option`. On an `Option<C>` field the
//!   default is ODS's `DefaultValuedOptionalAttr`: never materialized, the
//!   accessor returns the default when the attribute is absent.
//! - `interfaces = [CastOpInterface = ArithCastModel, …]` registers each
//!   model (a value implementing the interface trait) in the op's interface
//!   map; an interface that verifies also lists its `…Trait` marker in
//!   `traits`, where its verification is ordered.
//! - `format = "…"`: MLIR's declarative assembly format (every ODS
//!   directive: literals, `` ` ` ``, ``` `` ```, `` `\n` ``, `$variables`,
//!   `attr-dict`, `attr-dict-with-keyword`, `prop-dict`, `type(…)`,
//!   `qualified(…)`, `functional-type(…, …)`, `operands`, `results`,
//!   `regions`, `successors`, `custom<Name>(…)` with `ref(…)`, `oilist(…)`,
//!   optional groups `(… $anchor^ …)?` with else groups `: (…)`, the
//!   anchor in either part). Variables name fields by their Rust or MLIR
//!   name. An attribute or type whose constraint names one dialect kind
//!   (`AttrSyntax::Stripped`, `TypeConstraint::STRIPPED`) is written
//!   stripped (`<…>`) unless `qualified(…)`; a property no attribute backs
//!   (`AttrConstraint::IS_PROPERTY`: `UnitProp`) must be written by the
//!   format or covered by `prop-dict`. The format is checked at
//!   compile time with MLIR's rules plus ambiguity checks; each error quotes
//!   the format with a caret. It becomes a static table read by the core's
//!   one format interpreter (`mlir_core::asm::format`). Types the format
//!   leaves out come from, in order: `#[operand(type_from = x)]` /
//!   `#[result(type_from = x)]` (ODS's `AllTypesMatch`: `x` an operand, a
//!   result, or a typed attribute), with `via = f` (`TypesMatchWith`:
//!   `f(&Context, Type) -> Type`), `via_list = f` (`-> Vec<Type>`: a whole
//!   group) or `via_range = f` (`RangedTypesMatchWith`: `f(&Context,
//!   &[Type]) -> Vec<Type>` from all of `x`'s types); the `SameOperandsAndResultType`/`SameTypeOperands` traits; an
//!   `InferTypeOpInterface` model; a buildable constraint
//!   (`TypeConstraint::BUILDABLE`), else a compile error. `custom<Name>`
//!   calls `parse_name(parser, args…)` and `print_name(printer, op,
//!   args…)` in scope: per argument, `&mut Vec<UnresolvedOperand>` /
//!   `&[Value]` for an operand, `&mut Vec<Type>` / `&[Type]` for
//!   `type($x)`, `&mut Option<Attribute>` / `Option<Attribute>` for an
//!   attribute, `&mut Vec<Block>` / `&[Block]` for a successor,
//!   `&mut DirectiveRegions` / `&[Region]` for a region, `&mut
//!   Vec<NamedAttr>` / `&[NamedAttr]` (all of the op's attributes) for
//!   `attr-dict`; `ref(…)` passes `&[…]` (an attribute by value) to the
//!   parser.
//! - Hooks: `verify` and `verify_regions` call the user's
//!   `fn verify(self, ir: &IrView) -> VerifyResult` (and `verify_regions`);
//!   `custom_format` calls `Self::parse(parser, state)` and
//!   `self.print(printer)`; `fold` calls `fn fold(self, ir: &IrView,
//!   adaptor: &FoldAdaptor) -> impl Into<FoldResult>` (an
//!   `Option<OpFoldResult>` for one result); `canonicalize` calls `fn
//!   canonicalize(self, rw: &mut PatternRewriter) -> RewriteResult` (MLIR's
//!   `hasCanonicalizeMethod`), and `canonicalize = [P, …]` lists pattern
//!   types (`RewritePattern + Default`). A missing method is a rustc error
//!   at the hook.
//! - The struct becomes a `Copy` handle over the generic op, with an accessor
//!   per field (`lhs(ir) -> Value`, `rest(ir) -> impl Iterator<Item =
//!   Value>`, `body(ir) -> Region`, `dest(ir) -> Block`). An attribute field
//!   `x` gets `x(ir)`, the value its attribute stands for (the constraint's
//!   `AttrConstraint::Value`: `i64` for `I64Attr`, the enum for an enum
//!   attribute, `Type` for a type attribute, `&str` for `StrAttr` and
//!   `FlatSymbolRefAttr`, `Attribute` otherwise; an
//!   `Option` when optional; `bool` for an optional `UnitAttr`), `x_attr(ir)`
//!   the attribute itself, and the setters `set_x`/`set_x_attr`. Also
//!   `OpType` and `OpNameConst` impls, `register(ctx)`, a typed
//!   `build(builder, loc, …)` (result types, then operands and attribute
//!   values in declaration order, then successors; default-valued
//!   attributes last, as `Option`), and rustdoc tables of the op's parts and
//!   traits.
//! - Where result types can be inferred, also `build_inferred(builder, loc,
//!   …)` without the result types, returning `Result<Self, Diagnostic>`:
//!   through an `InferTypeOpInterface` model in `interfaces`; else as the
//!   first operand's type (`SameOperandsAndResultType`); else when every
//!   result group's type is derived as the format derives it (results
//!   sized by `AttrSizedResultSegments` excepted): `#[result(type_from =
//!   x)]` naming an operand, a typed attribute (its type) or another such
//!   result (no cycle), through `via`/`via_list`/`via_range` when given (a
//!   `via` function's source first checked against its constraint, with
//!   the format's message), or a buildable constraint
//!   (`TypeConstraint::BUILDABLE`) whose type the op's format leaves out.
//!   Without a format, only `type_from` derives.
//! - `AddIOpAdaptor<'a, T = Value>`: the operands as a plain slice of any
//!   element type, divided into the op's groups (`new(&operands)`,
//!   `for_op(&operands, ir, op)`), with one accessor per operand.
//! - Several variable-length operand (result) groups need a segment trait:
//!   `AttrSizedOperandSegments` adds the `operandSegmentSizes` property
//!   (MLIR 22's `array<i32: …>`, filled in by the builders, checked as MLIR
//!   checks it), `SameVariadicOperandSize` gives every such group the same
//!   size; likewise `AttrSizedResultSegments`/`SameVariadicResultSize`.
//!
//! # `#[dialect]`
//!
//! ```text
//! /// Basic integer and floating-point arithmetic.
//! #[dialect(name = "arith", ops = [AddIOp, SubIOp], dependent = [UbDialect])]
//! pub struct ArithDialect;
//! ```
//!
//! Optional arguments: `rename_all = "camelCase"` (attribute fields of the
//! dialect's ops without `rename` take camel-case MLIR names:
//! `overflow_flags` is `overflowFlags`); the hooks `verify_op_attribute`
//! (calls `fn verify_op_attribute(ir: &IrView, op: Op, attr: NamedAttr) ->
//! VerifyResult` on every discardable attribute named `namespace.…`, before
//! the op's own checks, as MLIR's `verifyOperationAttribute`) and
//! `materialize_constant` (`fn materialize_constant(builder: &mut Builder,
//! value: Attribute, ty: Type, loc: Location) -> Option<Op>`, for folding).
//!
//! Implements `Dialect` (`NAMESPACE`, and `register(ctx)`, which registers
//! the dependent dialects, the namespace, the type kinds listed in `types =
//! […]` (`DialectTypeKind`), the attribute kinds listed in `attrs =
//! [FastMathFlagsAttr, …]` (`DialectAttrKind`) and the listed ops, in
//! order) and the
//! `SUMMARY`/`DESCRIPTION` constants from the doc comment.
//!
//! # `#[enum_attr]`
//!
//! ```text
//! /// Floating point fast math flags.
//! #[enum_attr(bits, cpp_name = "::mlir::arith::FastMathFlags", separator = ",",
//!             description = "Floating point fast math flags",
//!             attr(dialect = Arith, mnemonic = "fastmath", ods_name = "Arith_FastMathAttr"))]
//! pub enum FastMathFlags { None = 0, Reassoc = 1, Nnan = 2, /* … */ Fast = 127 }
//!
//! #[enum_attr(cpp_name = "::mlir::arith::CmpFPredicate", width = 64)]
//! pub enum CmpFPredicate { #[keyword = "false"] AlwaysFalse = 0, Oeq = 1, /* … */ }
//! ```
//!
//! - Every case has an explicit value; its keyword is the variant name in
//!   snake case unless `#[keyword = "…"]` says otherwise.
//! - An integer enum stays a Rust `enum`; a `bits` enum becomes a `Copy`
//!   bit set with one constant per case (`FastMathFlags::NNAN`), `|`, `&`,
//!   `contains` and `is_empty`. Cases with several bits are groups, printed
//!   first when all their bits are set (`fast`); the zero case prints the
//!   empty set. `separator` is what joins printed bits (`,` or `, `; `|` by
//!   default); its first character separates them when parsing.
//! - Both implement `EnumAttrType` (keyword and value conversions over a
//!   static `EnumDef`) and `Display`, and get `attr(ctx)`/`from_attr`.
//! - Without `attr(…)` the value is stored as a plain signless integer
//!   attribute of `width` bits (64 by default, 32 for bit sets), as ODS's
//!   `I64EnumAttr`; with it, as the dialect attribute `#dialect.mnemonic<…>`
//!   (`syntax = bare` writes `#dialect<mnemonic value>`), whose kind the
//!   dialect lists in `attrs`.
//! - `NameAttr` is the attribute constraint for `#[op]` fields, described
//!   as mlir-opt describes it (`description`, else ODS's `allowed 64-bit
//!   signless integer cases: …` or the doc summary).
//! - Messages about a value name the enum and its attribute kind:
//!   `cpp_name` (by default the enum's Rust name: `expected Mode to be one
//!   of: up, down`) and `ods_name` in `attr(…)` (by default `ModeAttr`). An
//!   upstream dialect gives the C++ and ODS names mlir-opt quotes.

mod args;
mod crate_path;
pub mod dialect;
mod docs;
pub mod enum_attr;
mod errors;
mod names;
pub mod op;
mod stages;
mod suggest;
