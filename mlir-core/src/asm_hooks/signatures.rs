//! The signatures of the textual hooks: how a registered op provides its
//! custom form (a parse function filling an [`OperationState`] from the
//! [`Parser`] positioned after the op name, and a print function writing
//! everything after the op name through the [`AsmPrinter`]), and how a
//! dialect attribute or type kind writes its parameters
//! ([`AttrParamSyntax`], [`TypeParamSyntax`], given to `AttrDef::new` and
//! `TypeDef::new`).

use crate::asm::parser::{PResult, Parser};
use crate::asm::printer::AsmPrinter;
use crate::context::builtin::attributes::Attribute;
use crate::context::builtin::types::Type;
use crate::context::dialect_attr::{AttrDef, DialectAttr};
use crate::context::dialect_type::{DialectType, TypeDef};
use crate::ir::{Op, OperationState};

/// Parses an op's custom form (after its name) into `state`.
pub type CustomParseFn = fn(&mut Parser<'_>, &mut OperationState) -> PResult<()>;

/// Prints an op's custom form (after its name).
pub type CustomPrintFn = fn(&mut AsmPrinter<'_>, Op);

/// Parses the parameters of an attribute of kind `def`, the parser standing
/// just after the mnemonic.
pub type AttrParseFn = fn(&mut Parser<'_>, &'static AttrDef) -> PResult<Attribute>;

/// Prints the parameters of an attribute (everything after the mnemonic).
pub type AttrPrintFn = fn(&mut AsmPrinter<'_>, &DialectAttr);

/// How the parameters of a dialect attribute kind are written.
pub struct AttrParamSyntax {
    /// Parses the parameters.
    pub parse: AttrParseFn,
    /// Prints the parameters.
    pub print: AttrPrintFn,
}

impl AttrDef {
    /// The definition of attribute kind `dialect.mnemonic` (`ods_name`:
    /// upstream's ODS name, which mlir-opt's messages contain) whose
    /// parameters are written by `syntax`.
    pub const fn new(
        dialect: &'static str,
        mnemonic: &'static str,
        ods_name: &'static str,
        syntax: &'static AttrParamSyntax,
    ) -> AttrDef {
        AttrDef { dialect, mnemonic, ods_name, syntax, self_type: None }
    }

    /// The definition with parameter `index` as the attribute's own type
    /// (see [`AttrDef::self_type`]).
    pub const fn with_self_type(mut self, index: u16) -> AttrDef {
        self.self_type = Some(index);
        self
    }

    /// How the parameters are written.
    pub fn param_syntax(&self) -> &'static AttrParamSyntax {
        // `new` is the only way to fill the slot, always with this type.
        self.syntax.downcast_ref().expect("AttrDef::new stores an AttrParamSyntax")
    }
}

/// Parses the parameters of a type of kind `def`, the parser standing just
/// after the mnemonic.
pub type TypeParseFn = fn(&mut Parser<'_>, &'static TypeDef) -> PResult<Type>;

/// Prints the parameters of a type (everything after the mnemonic).
pub type TypePrintFn = fn(&mut AsmPrinter<'_>, &DialectType);

/// How the parameters of a dialect type kind are written.
pub struct TypeParamSyntax {
    /// Parses the parameters.
    pub parse: TypeParseFn,
    /// Prints the parameters.
    pub print: TypePrintFn,
}

impl TypeDef {
    /// The definition of type kind `dialect.mnemonic` whose parameters are
    /// written by `syntax`.
    pub const fn new(
        dialect: &'static str,
        mnemonic: &'static str,
        ods_name: &'static str,
        syntax: &'static TypeParamSyntax,
    ) -> TypeDef {
        TypeDef { dialect, mnemonic, ods_name, syntax }
    }

    /// How the parameters are written.
    pub fn param_syntax(&self) -> &'static TypeParamSyntax {
        // `new` is the only way to fill the slot, always with this type.
        self.syntax.downcast_ref().expect("TypeDef::new stores a TypeParamSyntax")
    }
}
