//! How a constraint's values are written where a declarative format names
//! them: the syntax of an attribute variable ([`AttrSyntax`]), the kind of
//! type a type directive requires ([`TypeKind`]) and the builders of the
//! types a constraint implies ([`build`]). Constraints carry these; the
//! format interpreter (`asm::format`, a layer above) reads them.

use crate::context::Context;
use crate::context::builtin::types::Type;
use crate::context::dialect_attr::AttrDef;
use crate::context::enum_attr::{EnumDef, NamedEnumProp};

/// A kind of type a type directive requires (MLIR's `parseType<T>`).
#[derive(Copy, Clone, Debug)]
pub struct TypeKind {
    /// The kind's name in messages (`builtin.function`); empty for a base
    /// class, whose message names no kind.
    pub name: &'static str,
    /// Whether a type is of the kind.
    pub check: fn(&Context, Type) -> bool,
}

/// How an attribute variable is written.
#[derive(Copy, Clone, Debug)]
pub enum AttrSyntax {
    /// The attribute in full, with its type (`42 : i32`, `[1, 2]`).
    Full,
    /// The value without its type, which the constraint implies (`I32Attr`
    /// prints `16`); the parser reads it as that type.
    WithoutType(fn(&Context) -> Type),
    /// A symbol name written `@name`, stored as a string.
    SymbolName,
    /// A symbol reference (`@a::@b`), in full; only `@` starts one where it
    /// is optional.
    SymbolRef,
    /// A string: read with no type, and only a string literal starts one
    /// where it is optional.
    Str,
    /// A type attribute written as its type.
    TypeAttr,
    /// A dense array written `[1, 2]` (the element type is implied).
    DenseArray(fn(&Context) -> Type),
    /// A dialect attribute written without `#dialect.mnemonic`
    /// (`overflow<nsw>` prints `<nsw>` after the format's keyword).
    Stripped(&'static AttrDef),
    /// An integer-stored enum written as a bare keyword (`slt`).
    EnumKeyword(&'static EnumDef),
    /// An enum property written as its keyword and cases
    /// (`overflow<nsw>`).
    NamedEnum(&'static NamedEnumProp),
    /// A unit attribute.
    Unit,
    /// A flag property (`UnitProp`): the keyword `unit` when set, nothing
    /// when not.
    UnitKeyword,
}

impl AttrSyntax {
    /// Whether an element of this syntax is written in full form when
    /// `qualified(…)` wraps it.
    pub const fn qualified(self) -> AttrSyntax {
        match self {
            AttrSyntax::Stripped(_) => AttrSyntax::Full,
            other => other,
        }
    }
}

/// Integer type builders for [`AttrSyntax::WithoutType`] and
/// [`TypeSource::Buildable`](crate::asm::format::TypeSource::Buildable).
pub mod build {
    use crate::context::Context;
    use crate::context::builtin::types::Type;

    /// `i1`.
    pub fn i1(ctx: &Context) -> Type {
        ctx.integer_type(1)
    }
    /// `i8`.
    pub fn i8(ctx: &Context) -> Type {
        ctx.integer_type(8)
    }
    /// `i32`.
    pub fn i32(ctx: &Context) -> Type {
        ctx.integer_type(32)
    }
    /// `i64`.
    pub fn i64(ctx: &Context) -> Type {
        ctx.integer_type(64)
    }
    /// `f64`.
    pub fn f64(ctx: &Context) -> Type {
        ctx.f64_type()
    }
    /// `index`.
    pub fn index(ctx: &Context) -> Type {
        ctx.index_type()
    }
    /// `none`.
    pub fn none(ctx: &Context) -> Type {
        ctx.none_type()
    }
}
