//! The words the macros read — argument keys, hook flags and attribute
//! names — each one named constant, so that parsing, checking, expanding
//! and "did you mean" lists spell a word once and a typo in the macro
//! crate is a compile error.

use std::fmt;

/// A word a macro reads, compared with identifiers and paths as written.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) struct Symbol(&'static str);

impl Symbol {
    /// The word.
    pub(crate) const fn as_str(self) -> &'static str {
        self.0
    }
}

impl fmt::Display for Symbol {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0)
    }
}

impl PartialEq<Symbol> for syn::Ident {
    fn eq(&self, word: &Symbol) -> bool {
        self == word.0
    }
}

impl PartialEq<Symbol> for &syn::Ident {
    fn eq(&self, word: &Symbol) -> bool {
        *self == word.0
    }
}

impl PartialEq<Symbol> for syn::Path {
    fn eq(&self, word: &Symbol) -> bool {
        self.is_ident(word.0)
    }
}

impl PartialEq<Symbol> for &syn::Path {
    fn eq(&self, word: &Symbol) -> bool {
        self.is_ident(word.0)
    }
}

impl PartialEq<Symbol> for str {
    fn eq(&self, word: &Symbol) -> bool {
        self == word.0
    }
}

impl PartialEq<Symbol> for &str {
    fn eq(&self, word: &Symbol) -> bool {
        *self == word.0
    }
}

/// The words of `symbols`, for "did you mean" and the lists messages print.
pub(crate) fn words(symbols: &[Symbol]) -> impl Iterator<Item = &'static str> + '_ {
    symbols.iter().map(|s| s.0)
}

// Argument keys shared by several macros.
pub(crate) const CRATE: Symbol = Symbol("crate");
pub(crate) const DIALECT: Symbol = Symbol("dialect");
pub(crate) const NAME: Symbol = Symbol("name");
pub(crate) const MNEMONIC: Symbol = Symbol("mnemonic");
pub(crate) const FORMAT: Symbol = Symbol("format");
pub(crate) const INTERFACES: Symbol = Symbol("interfaces");
pub(crate) const SUMMARY: Symbol = Symbol("summary");
pub(crate) const DESCRIPTION: Symbol = Symbol("description");
pub(crate) const ODS_NAME: Symbol = Symbol("ods_name");
pub(crate) const ONE_OF_SUMMARY: Symbol = Symbol("one_of_summary");
pub(crate) const VERIFY: Symbol = Symbol("verify");
pub(crate) const VERIFY_REGIONS: Symbol = Symbol("verify_regions");
pub(crate) const DEFAULT: Symbol = Symbol("default");

// `#[op]`.
pub(crate) const TRAITS: Symbol = Symbol("traits");
pub(crate) const EFFECTS: Symbol = Symbol("effects");
pub(crate) const CUSTOM_FORMAT: Symbol = Symbol("custom_format");
pub(crate) const FOLD: Symbol = Symbol("fold");
pub(crate) const CANONICALIZE: Symbol = Symbol("canonicalize");
// Its field attributes and their options.
pub(crate) const OPERAND: Symbol = Symbol("operand");
pub(crate) const RESULT: Symbol = Symbol("result");
pub(crate) const ATTR: Symbol = Symbol("attr");
pub(crate) const REGION: Symbol = Symbol("region");
pub(crate) const SUCCESSOR: Symbol = Symbol("successor");
pub(crate) const RENAME: Symbol = Symbol("rename");
pub(crate) const VALUE: Symbol = Symbol("value");
pub(crate) const TYPE_FROM: Symbol = Symbol("type_from");
pub(crate) const VIA: Symbol = Symbol("via");
pub(crate) const VIA_LIST: Symbol = Symbol("via_list");
pub(crate) const VIA_RANGE: Symbol = Symbol("via_range");
// `#[fields] label: Group` includes an `#[op_fields]` group; the group's
// macro marks each field it writes back with `#[__mlir_included(…)]`.
pub(crate) const FIELDS: Symbol = Symbol("fields");
pub(crate) const INCLUDED: Symbol = Symbol("__mlir_included");
pub(crate) const GROUP: Symbol = Symbol("group");
pub(crate) const CONSTRAINT: Symbol = Symbol("constraint");

// `#[dialect]`.
pub(crate) const OPS: Symbol = Symbol("ops");
pub(crate) const ATTRS: Symbol = Symbol("attrs");
pub(crate) const TYPES: Symbol = Symbol("types");
pub(crate) const UNKNOWN_TYPE_MESSAGE: Symbol = Symbol("unknown_type_message");
/// `#[dialect(allow_unknown_ops)]`.
pub(crate) const ALLOW_UNKNOWN_OPS: Symbol = Symbol("allow_unknown_ops");
pub(crate) const DEPENDENT: Symbol = Symbol("dependent");
pub(crate) const RENAME_ALL: Symbol = Symbol("rename_all");
// The one value `rename_all` takes.
pub(crate) const CAMEL_CASE: Symbol = Symbol("camelCase");
// What `attrs` replaced: reported with where an enum attribute goes.
pub(crate) const ENUMS: Symbol = Symbol("enums");
pub(crate) const VERIFY_OP_ATTRIBUTE: Symbol = Symbol("verify_op_attribute");
pub(crate) const MATERIALIZE_CONSTANT: Symbol = Symbol("materialize_constant");
pub(crate) const VERIFY_REGION_ARG_ATTRIBUTE: Symbol = Symbol("verify_region_arg_attribute");
pub(crate) const VERIFY_REGION_RESULT_ATTRIBUTE: Symbol = Symbol("verify_region_result_attribute");

// `#[enum_attr]` and its `attr(…)`.
pub(crate) const BITS: Symbol = Symbol("bits");
pub(crate) const CPP_NAME: Symbol = Symbol("cpp_name");
pub(crate) const SEPARATOR: Symbol = Symbol("separator");
pub(crate) const PARAM_NAME: Symbol = Symbol("param_name");
pub(crate) const PARAM_TYPE: Symbol = Symbol("param_type");
pub(crate) const PROP: Symbol = Symbol("prop");
pub(crate) const WIDTH: Symbol = Symbol("width");
pub(crate) const SYNTAX: Symbol = Symbol("syntax");
pub(crate) const KEYWORD: Symbol = Symbol("keyword");
// The values of `syntax`.
pub(crate) const ANGLE: Symbol = Symbol("angle");
pub(crate) const BARE: Symbol = Symbol("bare");

// `#[type_def]`/`#[attr_def]` and `#[param(…)]`.
pub(crate) const PARSE: Symbol = Symbol("parse");
pub(crate) const PRINT: Symbol = Symbol("print");
pub(crate) const PARAM: Symbol = Symbol("param");
pub(crate) const SELF_TYPE: Symbol = Symbol("self_type");
pub(crate) const CPP_TYPE: Symbol = Symbol("cpp_type");

// `#[interface]`.
pub(crate) const OP: Symbol = Symbol("op");
pub(crate) const TYPE: Symbol = Symbol("type");
pub(crate) const BASE: Symbol = Symbol("base");

// `#[pattern]` and its result ops' attributes.
pub(crate) const BENEFIT: Symbol = Symbol("benefit");
pub(crate) const COMMUTATIVE: Symbol = Symbol("commutative");
pub(crate) const CONVERSION: Symbol = Symbol("conversion");
pub(crate) const DEBUG_NAME: Symbol = Symbol("debug_name");
pub(crate) const LOC: Symbol = Symbol("loc");
pub(crate) const RESULT_OF: Symbol = Symbol("Result");
pub(crate) const CONST: Symbol = Symbol("Const");
pub(crate) const EITHER: Symbol = Symbol("either");
pub(crate) const ERASE: Symbol = Symbol("erase");

// `#[pass]` and its field attributes.
pub(crate) const ARGUMENT: Symbol = Symbol("argument");
pub(crate) const ANCHOR: Symbol = Symbol("anchor");
pub(crate) const DEPENDENT_DIALECTS: Symbol = Symbol("dependent_dialects");
pub(crate) const OPTION: Symbol = Symbol("option");
pub(crate) const STATISTIC: Symbol = Symbol("statistic");
// The anchor of a pass that runs on any op.
pub(crate) const ANY: Symbol = Symbol("any");

// Attributes of the item the macros read or keep.
pub(crate) const DOC: Symbol = Symbol("doc");
pub(crate) const DERIVE: Symbol = Symbol("derive");
pub(crate) const ENUM_ATTR: Symbol = Symbol("enum_attr");
// A derive the macros implement themselves.
pub(crate) const DEFAULT_TRAIT: Symbol = Symbol("Default");
