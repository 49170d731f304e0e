//! The overlap analysis behind the generated ambiguity checks: whether an
//! attribute element can start with the same token as another element (a
//! literal, a type, another attribute), decided in `const` evaluation.

use super::AttrSyntax;
use crate::definitions::cross_checks::str_eq;

/// The first token of a format element, for the ambiguity checks that
/// depend on attribute constraints (generated const assertions).
#[derive(Copy, Clone, Debug)]
pub enum StartToken {
    /// A literal.
    Literal(&'static str),
    /// An operand.
    Percent,
    /// A successor.
    Caret,
    /// A type.
    Type,
    /// An attribute written in this syntax.
    Attr(AttrSyntax),
}

/// Whether a literal can start an attribute of any kind.
const fn literal_starts_attr(t: &str) -> bool {
    const STARTS: [&str; 18] = [
        "[",
        "{",
        "(",
        "-",
        "true",
        "false",
        "unit",
        "affine_map",
        "affine_set",
        "array",
        "dense",
        "dense_resource",
        "sparse",
        "strided",
        "distinct",
        "loc",
        "index",
        "none",
    ];
    let mut i = 0;
    while i < STARTS.len() {
        if str_eq(STARTS[i], t) {
            return true;
        }
        i += 1;
    }
    literal_starts_type(t)
}

/// Whether a literal can start a builtin type.
const fn literal_starts_type(t: &str) -> bool {
    let b = t.as_bytes();
    if b.is_empty() {
        return false;
    }
    if str_eq(t, "(")
        || str_eq(t, "index")
        || str_eq(t, "none")
        || str_eq(t, "tensor")
        || str_eq(t, "vector")
        || str_eq(t, "memref")
        || str_eq(t, "complex")
        || str_eq(t, "tuple")
    {
        return true;
    }
    if str_eq(t, "bf16") || str_eq(t, "tf32") {
        return true;
    }
    // `iN`, `siN`, `uiN`, `fN`.
    let start = if b[0] == b'i' || b[0] == b'f' {
        1
    } else if b.len() > 1 && (b[0] == b's' || b[0] == b'u') && b[1] == b'i' {
        2
    } else {
        return false;
    };
    if start >= b.len() {
        return false;
    }
    let mut i = start;
    while i < b.len() {
        if !b[i].is_ascii_digit() && b[0] != b'f' {
            return false;
        }
        i += 1;
    }
    b[start].is_ascii_digit()
}

/// Whether an attribute of syntax `a` can start with the same token as `b`.
pub const fn may_overlap(a: StartToken, b: StartToken) -> bool {
    let StartToken::Attr(syntax) = a else { return false };
    if let StartToken::Attr(other) = b {
        return start_classes(syntax) & start_classes(other) != 0;
    }
    match (syntax, b) {
        (AttrSyntax::Stripped(_), StartToken::Literal(t)) => str_eq(t, "<"),
        (AttrSyntax::EnumKeyword(e), StartToken::Literal(t)) => {
            let mut i = 0;
            while i < e.cases.len() {
                if str_eq(e.cases[i].keyword, t) {
                    return true;
                }
                i += 1;
            }
            false
        }
        (AttrSyntax::DenseArray(_), StartToken::Literal(t)) => str_eq(t, "["),
        (AttrSyntax::UnitKeyword, StartToken::Literal(t)) => str_eq(t, "unit"),
        (AttrSyntax::NamedEnum(named), StartToken::Literal(t)) => str_eq(t, named.mnemonic),
        (AttrSyntax::TypeAttr, StartToken::Literal(t)) => literal_starts_type(t),
        (AttrSyntax::TypeAttr, StartToken::Type) => true,
        (
            AttrSyntax::Stripped(_)
            | AttrSyntax::EnumKeyword(_)
            | AttrSyntax::DenseArray(_)
            | AttrSyntax::TypeAttr
            | AttrSyntax::UnitKeyword
            | AttrSyntax::NamedEnum(_)
            | AttrSyntax::SymbolName
            | AttrSyntax::SymbolRef
            | AttrSyntax::Str,
            _,
        ) => false,
        (_, StartToken::Literal(t)) => literal_starts_attr(t),
        (_, StartToken::Type) => true,
        (_, _) => false,
    }
}

/// The kinds of first token an attribute of a syntax can start with, as
/// bits: `@`, a string, a bare keyword, `<`, `#`, `[`, a type, anything else.
const fn start_classes(syntax: AttrSyntax) -> u8 {
    const AT: u8 = 1;
    const STRING: u8 = 2;
    const KEYWORD: u8 = 4;
    const LESS: u8 = 8;
    const HASH: u8 = 16;
    const LSQUARE: u8 = 32;
    const TYPE: u8 = 64;
    match syntax {
        AttrSyntax::Full | AttrSyntax::WithoutType(_) | AttrSyntax::Unit => u8::MAX,
        AttrSyntax::SymbolName | AttrSyntax::SymbolRef => AT,
        AttrSyntax::Str => STRING,
        AttrSyntax::EnumKeyword(_) => KEYWORD | STRING,
        AttrSyntax::UnitKeyword | AttrSyntax::NamedEnum(_) => KEYWORD,
        AttrSyntax::Stripped(_) => LESS | HASH,
        AttrSyntax::DenseArray(_) => LSQUARE | HASH,
        // Type keywords are bare identifiers too.
        AttrSyntax::TypeAttr => TYPE | KEYWORD,
    }
}
