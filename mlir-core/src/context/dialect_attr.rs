//! Attributes defined by dialects (`#arith.fastmath<nnan,ninf>`): a static
//! [`AttrDef`] per attribute kind, registered with its dialect, and the
//! uniqued payload [`DialectAttr`] (the definition and its parameters).
//!
//! The parser dispatches `#dialect.mnemonic…` (and `#dialect<mnemonic…>`)
//! to the definition registered under that mnemonic; the definition parses
//! and prints only the parameters after the mnemonic, so a declarative
//! format can print the same attribute stripped (`fastmath<nnan>`).
//!
//! An `AttrDef` holds the mnemonic, the ODS name messages use, and the
//! parameter syntax type-erased: the context sits below the hook types, so
//! `AttrDef::new` takes the `AttrParamSyntax` typed (in `asm_hooks`) and
//! `AttrDef::param_syntax` gives it back. The parser's dispatch reports
//! mlir-opt's errors for an unknown dialect or mnemonic, and the printer
//! chooses the pretty form or `#dialect<…>` as mlir-opt does.
//!
//! **Parameter storage.** A dialect kind's payload is one flat list of
//! `AttrParam`s, one per parameter, whatever the Rust types of the
//! `#[type_def]`/`#[attr_def]` fields: integers and `bool` as `Int`, strings as
//! `Str`, `Type`/`Attribute` and nested kinds as the interned handle, lists as
//! `List` (whose elements are parameters again), `Option::None` as `Absent`,
//! and anything else as `Value(ParamValue)`. The alternative, one type-erased
//! value holding the whole typed struct per definition, would give borrowed
//! accessors of any field, but every generic service of the core would then
//! need a hook per definition: walking and replacing sub-elements, the
//! parameter-format interpreter (`print_params` compares parameters with their
//! defaults, `struct(…)` and `params` iterate them) and hand-written kinds
//! (`arith`'s enums, tests' `ParamFormat`s) all read the list. With the list,
//! nested types and attributes stay interned handles (hashing stays shallow),
//! sub-elements are found without generated code, and the Rust view is a
//! conversion at the edge (`asm::format::parameter::Parameter`). The price: a
//! `Vec<Type>` accessor builds a `Vec`, and a `Value` hides whatever it nests
//! from walking (types and attributes belong in the other variants).

use std::fmt;
use std::hash::{Hash, Hasher};

use crate::context::Context;
use crate::context::builtin::attributes::{AttrData, Attribute};
use crate::context::builtin::types::Type;
use crate::context::param_value::ParamValue;
use crate::context::registrations::ErasedDef;

/// The static definition of one attribute kind of a dialect, built with
/// [`AttrDef::new`] (which takes how its parameters are written).
pub struct AttrDef {
    /// The dialect namespace (`arith`).
    pub dialect: &'static str,
    /// The mnemonic after the namespace (`fastmath`).
    pub mnemonic: &'static str,
    /// Upstream's ODS name, which mlir-opt's messages contain
    /// (`Arith_FastMathAttr`).
    pub ods_name: &'static str,
    /// How the parameters are written: an `asm_hooks::signatures::AttrParamSyntax`,
    /// stored type-erased because the parser and printer sit above this
    /// data (see the layer table of `ARCHITECTURE.md`). `AttrDef::new`
    /// takes it typed; `AttrDef::param_syntax` gives it back.
    pub(crate) syntax: ErasedDef,
    /// The parameter holding the attribute's own type (ODS's
    /// `AttributeSelfTypeParameter`): written after the attribute as
    /// `: type`, never among its parameters, and what `TypedAttr` reports.
    pub self_type: Option<u16>,
}

impl fmt::Debug for AttrDef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}.{}", self.dialect, self.mnemonic)
    }
}

/// One parameter of a dialect attribute.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum AttrParam {
    /// An integer (the bits of an enum, a count).
    Int(u64),
    /// A nested attribute.
    Attr(Attribute),
    /// A type.
    Type(Type),
    /// A string.
    Str(Box<str>),
    /// An optional parameter that is absent.
    Absent,
    /// A list (`Vec<T>`, a boxed slice): its elements are parameters too,
    /// so the types and attributes in it are sub-elements.
    List(Box<[AttrParam]>),
    /// Any other Rust value (an `APInt`, a user's enum …), type-erased.
    /// It holds no sub-elements: types and attributes a parameter nests go
    /// in the variants above, where walking finds them.
    Value(ParamValue),
}

/// The payload of a dialect attribute: its definition and parameters.
/// Two payloads are equal when they have the same definition (by address)
/// and equal parameters.
#[derive(Clone, Debug)]
pub struct DialectAttr {
    /// The attribute kind.
    pub def: &'static AttrDef,
    /// The parameters, in the definition's order.
    pub params: Box<[AttrParam]>,
}

impl PartialEq for DialectAttr {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self.def, other.def) && self.params == other.params
    }
}

impl Eq for DialectAttr {}

impl Hash for DialectAttr {
    fn hash<H: Hasher>(&self, state: &mut H) {
        // The address identifies the kind within this process; it only
        // feeds the interner's hash, never output order.
        std::ptr::hash(self.def, state);
        self.params.hash(state);
    }
}

impl DialectAttr {
    /// The attribute's own type, when its kind has one
    /// ([`AttrDef::self_type`]).
    pub fn self_type(&self) -> Option<Type> {
        match self.params.get(usize::from(self.def.self_type?))? {
            AttrParam::Type(t) => Some(*t),
            _ => None,
        }
    }

    /// The integer parameter at `index`, if it is one.
    pub fn int_param(&self, index: usize) -> Option<u64> {
        match self.params.get(index) {
            Some(AttrParam::Int(v)) => Some(*v),
            _ => None,
        }
    }
}

impl Attribute {
    /// The payload of a dialect attribute.
    pub fn as_dialect_attr(self, ctx: &Context) -> Option<&DialectAttr> {
        match self.data(ctx) {
            AttrData::Dialect(d) => Some(d),
            _ => None,
        }
    }

    /// The parameters of this attribute when it is of kind `def`.
    pub fn params_of<'c>(self, ctx: &'c Context, def: &'static AttrDef) -> Option<&'c [AttrParam]> {
        self.as_dialect_attr(ctx).filter(|d| std::ptr::eq(d.def, def)).map(|d| &*d.params)
    }
}

impl Context {
    /// Uniques a dialect attribute of kind `def`.
    pub fn dialect_attr(&self, def: &'static AttrDef, params: Vec<AttrParam>) -> Attribute {
        self.get_attr(AttrData::Dialect(DialectAttr { def, params: params.into() }))
    }

    /// Registers an attribute kind; its dialect's namespace must be
    /// registered too. Registering the same mnemonic twice keeps the first.
    pub fn register_attr_def(&self, def: &'static AttrDef) {
        let mut tables = self.registrations.write();
        tables.attr_defs.entry(def.dialect).or_default().entry(def.mnemonic).or_insert(def);
    }

    /// The attribute kind registered as `dialect.mnemonic`.
    pub fn lookup_attr_def(&self, dialect: &str, mnemonic: &str) -> Option<&'static AttrDef> {
        let tables = self.registrations.read();
        tables.attr_defs.get(dialect)?.get(mnemonic).copied()
    }

    /// Whether `dialect` registered any attribute kind.
    pub fn dialect_has_attrs(&self, dialect: &str) -> bool {
        self.registrations.read().attr_defs.contains_key(dialect)
    }
}
