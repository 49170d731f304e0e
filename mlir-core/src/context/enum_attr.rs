//! The shared runtime of `#[enum_attr]`: a static [`EnumDef`] per enum
//! (its cases, keywords and C++ name) drives conversion between keywords
//! and values, parsing with mlir-opt's messages, printing, and the
//! attribute constraints. Generated code is only the tables and thin
//! wrappers.
//!
//! The pieces: `EnumDef` tables (keywords, bit groups, the C++ names messages
//! use), `EnumAttrType` (what a generated enum implements) and
//! `DialectAttrKind` (an attribute kind wrapping an enum). Their textual form,
//! reading and writing the keywords, is `asm::enum_syntax`, a layer above.

use std::borrow::Cow;

use crate::context::Context;
use crate::context::builtin::attributes::{AttrData, Attribute};
use crate::context::builtin::types::TypeData;
use crate::context::dialect_attr::{AttrDef, AttrParam};
use crate::support::apint::{APInt, Signedness};

/// One case of an enum.
#[derive(Copy, Clone, Debug)]
pub struct EnumCase {
    /// Its keyword in the textual form (`nnan`, `slt`, `false`).
    pub keyword: &'static str,
    /// Its value (a single bit, zero, or a group of bits for bit enums).
    pub value: u64,
}

/// The static description of an enum.
#[derive(Debug)]
pub struct EnumDef {
    /// Upstream's C++ name, which mlir-opt's messages contain
    /// (`::mlir::arith::FastMathFlags`).
    pub cpp_name: &'static str,
    /// The cases, in declaration order.
    pub cases: &'static [EnumCase],
    /// Whether values are sets of bits (`nnan,ninf`).
    pub bits: bool,
    /// What separates the cases of a bit set when printed (`,` or `, `);
    /// its first non-blank character separates them when parsed.
    pub separator: &'static str,
    /// Width of the integer storage (32 or 64).
    pub width: u32,
    /// When set, an unknown keyword reads "expected one of [a, b] for
    /// SUMMARY, got: x" (the LLVM dialect's enums), not ODS's "expected
    /// NAME to be one of: a, b".
    pub one_of_summary: Option<&'static str>,
    /// The wrapping attribute's parameter name in "failed to parse"
    /// messages (`value` for ODS's enum attributes).
    pub param_name: &'static str,
    /// The parameter's C++ type in those messages (usually `cpp_name`).
    pub param_type: &'static str,
}

impl EnumDef {
    /// The value of the case spelled `keyword`.
    pub fn keyword_value(&self, keyword: &str) -> Option<u64> {
        self.cases.iter().find(|c| c.keyword == keyword).map(|c| c.value)
    }

    /// The value a text stands for: one keyword, or for bit enums keywords
    /// joined by the separator.
    pub fn symbolize(&self, text: &str) -> Option<u64> {
        if !self.bits {
            return self.keyword_value(text);
        }
        let sep = self.separator_char();
        text.split(sep).try_fold(0, |acc, part| Some(acc | self.keyword_value(part.trim())?))
    }

    /// Whether `value` is a case (integer enums) or a set of known bits.
    pub fn is_valid(&self, value: u64) -> bool {
        if self.bits {
            value & !self.all_bits() == 0
        } else {
            self.cases.iter().any(|c| c.value == value)
        }
    }

    /// The textual form of `value` (`None` when it is not valid). Bit sets
    /// print groups whose bits are all set first, then the remaining single
    /// bits, in declaration order; the empty set prints its zero case.
    pub fn stringify(&self, value: u64) -> Option<Cow<'static, str>> {
        if !self.bits {
            return self.cases.iter().find(|c| c.value == value).map(|c| c.keyword.into());
        }
        if !self.is_valid(value) {
            return None;
        }
        if value == 0 {
            return self.cases.iter().find(|c| c.value == 0).map(|c| c.keyword.into());
        }
        let mut parts = Vec::new();
        let mut left = value;
        for c in self.cases.iter().filter(|c| c.value.count_ones() > 1) {
            if left & c.value == c.value {
                parts.push(c.keyword);
                left &= !c.value;
            }
        }
        for c in self.cases.iter().filter(|c| c.value.count_ones() == 1) {
            if left & c.value != 0 {
                parts.push(c.keyword);
            }
        }
        Some(parts.join(self.separator).into())
    }

    /// `expected ::mlir::arith::FastMathFlags to be one of: none, …`, or
    /// with a `one_of_summary`, `expected one of [ccc, …] for Calling
    /// Conventions, got: x` (`found` is the unknown keyword).
    pub fn one_of_message(&self, found: &str) -> String {
        let keywords: Vec<&str> = self.cases.iter().map(|c| c.keyword).collect();
        match self.one_of_summary {
            Some(summary) => {
                format!("expected one of [{}] for {summary}, got: {found}", keywords.join(", "))
            }
            None => format!("expected {} to be one of: {}", self.cpp_name, keywords.join(", ")),
        }
    }

    /// ODS's description of an integer enum stored as a plain integer
    /// attribute: `allowed 64-bit signless integer cases: 0, 1, …`.
    pub fn int_cases_description(&self) -> String {
        let values: Vec<String> = self.cases.iter().map(|c| c.value.to_string()).collect();
        format!("allowed {}-bit signless integer cases: {}", self.width, values.join(", "))
    }

    pub(crate) fn separator_char(&self) -> char {
        self.separator.trim().chars().next().unwrap_or(',')
    }

    fn all_bits(&self) -> u64 {
        self.cases.iter().fold(0, |acc, c| acc | c.value)
    }

    /// Whether `attr` is a signless integer attribute of this enum's width
    /// holding a case (an enum stored as a plain integer attribute).
    pub fn is_int_attr_case(&self, ctx: &Context, attr: Attribute) -> bool {
        let AttrData::Integer { ty, value } = attr.data(ctx) else { return false };
        let signless_width = matches!(
            ty.data(ctx),
            TypeData::Integer { width, signedness: Signedness::Signless } if *width == self.width
        );
        signless_width && value.as_u64().is_some_and(|v| self.is_valid(v))
    }

    /// The plain integer attribute (`2 : i64`) holding `value`.
    pub fn int_attr(&self, ctx: &Context, value: u64) -> Attribute {
        let ty = ctx.integer_type(self.width);
        ctx.integer_attr(ty, APInt::from_u64(self.width, value))
    }
}

/// How a dialect attribute wrapping an enum writes its parameter.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum EnumAttrSyntax {
    /// `#arith.overflow<nsw, nuw>`.
    Angle,
    /// `#index<cmp_predicate slt>`: the keyword after a space.
    Bare,
}

/// An enum stored as a property of integer storage and written, where a
/// declarative format names it, as a keyword and its cases in angle
/// brackets (`overflow<nsw, nuw>`): ODS's `NamedEnumPropWithAttrForm`.
/// The generic form holds the integer (`3 : i32`), or reads the enum's
/// attribute form (`#llvm.overflow<nsw>`) too.
#[derive(Debug)]
pub struct NamedEnumProp {
    /// The keyword before `<` (`overflow`).
    pub mnemonic: &'static str,
    /// The enum.
    pub def: &'static EnumDef,
    /// The enum's summary, which the parser's messages quote (`LLVM
    /// integer overflow flags`).
    pub summary: &'static str,
}

/// The value of a dialect attribute wrapping an enum (its one parameter).
pub fn enum_attr_value(ctx: &Context, attr: Attribute, def: &'static AttrDef) -> Option<u64> {
    match attr.params_of(ctx, def)? {
        [AttrParam::Int(v)] => Some(*v),
        _ => None,
    }
}

/// A Rust type generated by `#[enum_attr]`: an `enum` of cases, or for bit
/// enums a set of bits.
pub trait EnumAttrType: Copy + 'static {
    /// The enum's static description.
    const ENUM: &'static EnumDef;

    /// The integer value.
    fn to_value(self) -> u64;

    /// The enum value of an integer, if valid.
    fn from_value(value: u64) -> Option<Self>;

    /// The textual form (`slt`, `nnan,ninf`).
    fn keyword(self) -> Cow<'static, str> {
        Self::ENUM.stringify(self.to_value()).unwrap_or_default()
    }

    /// The value a textual form stands for.
    fn from_keyword(text: &str) -> Option<Self> {
        Self::from_value(Self::ENUM.symbolize(text)?)
    }
}

/// An attribute kind a dialect defines (`#[dialect(attrs = [...])]`
/// registers it).
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a dialect attribute kind",
    label = "not an attribute kind",
    note = "`attrs = […]` lists attribute kinds: the `…Attr` of an `#[enum_attr]` enum with `attr(…)`, or a type implementing `DialectAttrKind`"
)]
pub trait DialectAttrKind {
    /// The attribute kind's static definition.
    const ATTR_DEF: &'static AttrDef;

    /// Registers the kind's own attribute-interface models (its dialect
    /// calls it after registering the kind).
    fn register_interfaces(_ctx: &Context) {}
}
