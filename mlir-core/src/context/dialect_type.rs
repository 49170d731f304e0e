//! Types defined by dialects (`!async.value<i32>`): a static [`TypeDef`]
//! per type kind, registered with its dialect, and the uniqued payload
//! [`DialectType`] (the definition and its parameters). Parsing dispatches
//! `!dialect.mnemonic…` (and `!dialect<mnemonic…>`) by mnemonic; a
//! definition parses and prints only the parameters after its mnemonic, as
//! for dialect attributes ([`crate::context::dialect_attr`]).
//!
//! A `TypeDef` keeps its parameter syntax type-erased as an `AttrDef` does; the
//! parser's dispatch reports mlir-opt's errors for an unknown dialect or
//! mnemonic.

use std::fmt;
use std::hash::{Hash, Hasher};

use crate::context::Context;
use crate::context::builtin::types::{Type, TypeData};
use crate::context::dialect_attr::AttrParam;
use crate::context::registrations::ErasedDef;

/// The static definition of one type kind of a dialect, built with
/// [`TypeDef::new`] (which takes how its parameters are written).
pub struct TypeDef {
    /// The dialect namespace (`async`).
    pub dialect: &'static str,
    /// The mnemonic after the namespace (`value`).
    pub mnemonic: &'static str,
    /// Upstream's ODS name, which mlir-opt's messages contain.
    pub ods_name: &'static str,
    /// How the parameters are written: an `asm_hooks::signatures::TypeParamSyntax`,
    /// stored type-erased as for [`AttrDef`](crate::context::dialect_attr::AttrDef).
    pub(crate) syntax: ErasedDef,
}

impl fmt::Debug for TypeDef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "!{}.{}", self.dialect, self.mnemonic)
    }
}

/// The payload of a dialect type: its definition and parameters (the same
/// parameter kinds as dialect attributes). Two payloads are equal when they
/// have the same definition (by address) and equal parameters.
#[derive(Clone, Debug)]
pub struct DialectType {
    /// The type kind.
    pub def: &'static TypeDef,
    /// The parameters, in the definition's order.
    pub params: Box<[AttrParam]>,
}

impl PartialEq for DialectType {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self.def, other.def) && self.params == other.params
    }
}

impl Eq for DialectType {}

impl Hash for DialectType {
    fn hash<H: Hasher>(&self, state: &mut H) {
        // The address identifies the kind within this process; it only
        // feeds the interner's hash, never output order.
        std::ptr::hash(self.def, state);
        self.params.hash(state);
    }
}

impl Type {
    /// The payload of a dialect type.
    pub fn as_dialect_type(self, ctx: &Context) -> Option<&DialectType> {
        match self.data(ctx) {
            TypeData::Dialect(d) => Some(d),
            _ => None,
        }
    }

    /// The parameters of this type when it is of kind `def`.
    pub fn type_params_of<'c>(
        self,
        ctx: &'c Context,
        def: &'static TypeDef,
    ) -> Option<&'c [AttrParam]> {
        self.as_dialect_type(ctx).filter(|d| std::ptr::eq(d.def, def)).map(|d| &*d.params)
    }
}

impl Context {
    /// Uniques a dialect type of kind `def`.
    pub fn dialect_type(&self, def: &'static TypeDef, params: Vec<AttrParam>) -> Type {
        self.get_type(TypeData::Dialect(DialectType { def, params: params.into() }))
    }

    /// Registers a type kind; its dialect's namespace must be registered
    /// too. Registering the same mnemonic twice keeps the first.
    pub fn register_type_def(&self, def: &'static TypeDef) {
        let mut tables = self.registrations.write();
        tables.type_defs.entry(def.dialect).or_default().entry(def.mnemonic).or_insert(def);
    }

    /// The type kind registered as `dialect.mnemonic`.
    pub fn lookup_type_def(&self, dialect: &str, mnemonic: &str) -> Option<&'static TypeDef> {
        let tables = self.registrations.read();
        tables.type_defs.get(dialect)?.get(mnemonic).copied()
    }

    /// Whether `dialect` registered any type kind.
    pub fn dialect_has_types(&self, dialect: &str) -> bool {
        self.registrations.read().type_defs.contains_key(dialect)
    }
}

/// A type kind a dialect defines (`#[dialect(types = [...])]` registers it).
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a dialect type kind",
    label = "not a type kind",
    note = "`types = […]` lists types implementing `DialectTypeKind`"
)]
pub trait DialectTypeKind {
    /// The type kind's static definition.
    const TYPE_DEF: &'static TypeDef;

    /// Registers the kind's own type-interface models (its dialect calls
    /// it after registering the kind).
    fn register_interfaces(_ctx: &Context) {}
}
