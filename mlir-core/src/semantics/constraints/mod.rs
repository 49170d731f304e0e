//! Constraints usable in the field position of `#[op]` definitions: a
//! field's type names what its operand, result or attribute must be, with
//! the description mlir-opt uses in its messages (`signless-integer-like`).
//!
//! [`TypeConstraint`] and [`AttrConstraint`] are plain traits: a user's own
//! constraint is a unit struct implementing one, checked by rustc.
//!
//! An attribute constraint also names the Rust value its attributes stand for
//! (`AttrConstraint::Value`, spelled `AttrValue<'a, C>` in generated signatures
//! that do not know it) and its property storage check, and says whether it is
//! a property no attribute backs (`IS_PROPERTY`, `normalize`: `UnitProp`, never
//! read from or printed in the attribute dictionary). A type constraint may
//! name the one dialect type kind it allows (`STRIPPED`: formats write it `<…>`
//! unless `qualified`).
//!
//! Files: `types.rs` and `attrs.rs` the plain constraints
//! (`SignlessIntegerLike`, `I64Attr`, …); `combinators.rs` shaped containers,
//! unions, negations and predicates; `elements.rs` elements attributes by kind,
//! width and shape; `confined.rs` `Confined<I32Attr, (IntMinValue<0>, …)>`;
//! `regions.rs` region constraints (`SizedRegion<1>`); `syntax.rs` how a
//! constraint's values are written in a format. `Variadic` and `AnySuccessor`
//! are here too.

mod attrs;
mod combinators;
mod confined;
mod elements;
mod regions;
pub mod syntax;
mod types;

pub use attrs::*;
pub use combinators::*;
pub use confined::*;
pub use elements::*;
pub use regions::*;
pub use types::*;

use std::borrow::Cow;

use crate::context::Context;
use crate::context::builtin::attributes::Attribute;
use crate::context::builtin::types::Type;

/// A constraint on a value's type.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a type constraint",
    label = "the type of an `#[operand]` or `#[result]` field is a type constraint",
    note = "type constraints: `AnyType`, `SignlessIntegerLike`, `Index`, `I1`, …; attribute constraints (`I64Attr`, …) go on `#[attr]` fields"
)]
pub trait TypeConstraint {
    /// What mlir-opt calls it in messages (`signless-integer-like`); built
    /// only when a message needs it, so combinators can compose it.
    fn description() -> Cow<'static, str>;

    /// Whether `ty` satisfies it.
    fn is_satisfied(ctx: &Context, ty: Type) -> bool;

    /// The one type it allows, when it allows exactly one (ODS's buildable
    /// types: `I1`, `Index`, …): a declarative format may leave it out.
    const BUILDABLE: Option<fn(&Context) -> Type> = None;

    /// The kind of type its storage class requires when a declarative
    /// format parses it (`FunctionType`: `builtin.function`); `None` for any.
    const KIND: Option<syntax::TypeKind> = None;

    /// The one dialect type kind it allows, if any: a format's `type(…)`
    /// then writes its types stripped (`<…>` without `!dialect.mnemonic`)
    /// unless `qualified(…)` wraps it, as MLIR does for a constraint with a
    /// C++ type class.
    const STRIPPED: Option<&'static crate::context::dialect_type::TypeDef> = None;
}

/// The Rust value an attribute of constraint `C` stands for
/// ([`AttrConstraint::Value`]). Generated accessors and builders name a
/// constraint's value this way when it is not one of this library's
/// (whose values they write as `i64`, `&str`, …) and the field does not
/// name it (`#[attr(value = Name)]`): for an `#[enum_attr]` enum's
/// `NameAttr`, it is the enum `Name`.
pub type AttrValue<'a, C> = <C as AttrConstraint>::Value<'a>;

/// A constraint on an attribute.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not an attribute constraint",
    label = "the type of an `#[attr]` field is an attribute constraint",
    note = "attribute constraints: `I64Attr`, `StrAttr`, `UnitAttr`, `TypeAttr`, an `#[enum_attr]` enum's `…Attr`, …; type constraints (`AnyType`, …) go on `#[operand]` and `#[result]` fields"
)]
pub trait AttrConstraint {
    /// The Rust value an attribute of this constraint stands for (`i64`
    /// for `I64Attr`, the enum for an enum attribute, `bool` for
    /// `UnitAttr`, `&str` for `StrAttr`, borrowing from the context);
    /// `Attribute` itself when there is none. Generated accessors and
    /// builders speak it.
    type Value<'a>;

    /// The value `attr` stands for (`None` when it does not hold one).
    fn value(ctx: &Context, attr: Attribute) -> Option<Self::Value<'_>>;

    /// The attribute standing for `value`.
    fn to_attr(ctx: &Context, value: Self::Value<'_>) -> Attribute;

    /// What mlir-opt calls it in messages (`64-bit signless integer
    /// attribute`).
    fn description() -> Cow<'static, str>;

    /// Whether `attr` satisfies it.
    fn is_satisfied(ctx: &Context, attr: Attribute) -> bool;

    /// How a declarative format writes it (`$attr`): in full by default.
    const SYNTAX: syntax::AttrSyntax = syntax::AttrSyntax::Full;

    /// Whether it is a property that no attribute backs (ODS's `UnitProp`
    /// and other `Property`s): it lives only in `<{…}>`, and an entry of
    /// the same name in the attribute dictionary stays discardable.
    const IS_PROPERTY: bool = false;

    /// The stored form of a value converted from `<{…}>` (a property may
    /// accept several spellings of one value).
    fn normalize(_ctx: &Context, attr: Attribute) -> Attribute {
        attr
    }

    /// Whether `attr` can be stored in a property of this constraint: MLIR
    /// converts a `<{…}>` entry to the property's storage class, and a
    /// failed conversion is a parse error ("invalid properties …") rather
    /// than a verifier error. Enum attributes check their kind and cases;
    /// most constraints accept anything here and leave it to the verifier.
    fn converts(_ctx: &Context, _attr: Attribute) -> bool {
        true
    }

    /// Why `attr` cannot be stored in property `name` (`None` when it can),
    /// in mlir-opt's words; built from [`converts`](Self::converts) unless
    /// the storage has its own messages.
    fn conversion_error(ctx: &Context, name: &str, attr: Attribute) -> Option<String> {
        (!Self::converts(ctx, attr)).then(|| {
            let text = crate::context::display_hooks::attr_text(ctx, attr);
            format!("Invalid attribute `{name}` in property conversion: {text}")
        })
    }
}

/// `Variadic<C>`: any number of values (regions, successors), each
/// satisfying `C`. Only meaningful in an `#[op]` field's type.
pub struct Variadic<C>(C);

/// Any successor block (`#[successor] dest: AnySuccessor`).
pub struct AnySuccessor;
