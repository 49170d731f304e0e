//! The attributes and types of MLIR's test dialect that the format tests
//! use, reproduced with the core's parameter formats
//! (`asm::format::params`): `!test.smpla`, `#test.cmpnd_a` (whose parser
//! upstream writes by hand, as here), `#test.cmpnd_nested_inner`,
//! `#test.cmpnd_nested_outer` and `#test.cmpnd_nested_outer_qual` (a
//! dialect-kind parameter printed stripped, or in full with `qualified`)
//! and `#test.custom_anchor` (a `custom<…>` directive anchoring an
//! optional group).

use mlir_core::asm::format::AttrSyntax;
use mlir_core::asm::format::params::{
    ParamDirective, ParamElement, ParamFormat, ParamKind, ParamSpec, parse_params, print_params,
};
use mlir_core::asm::parser::{PResult, Parser};
use mlir_core::asm::printer::AsmPrinter;
use mlir_core::dialect_attr::{AttrDef, AttrParam, DialectAttr};
use mlir_core::dialect_type::TypeDef;
use mlir_core::{AttrData, Attribute, Context};

/// Registers the kinds below (the `test` dialect must be registered).
pub fn register(ctx: &Context) {
    ctx.register_type_def(&SMPLA);
    for def in [&CMPND_A, &NESTED_INNER, &NESTED_OUTER, &NESTED_OUTER_QUAL, &CUSTOM_ANCHOR] {
        ctx.register_attr_def(def);
    }
}

/// `!test.smpla`: a type without parameters.
static SMPLA: TypeDef = TypeDef {
    dialect: "test",
    mnemonic: "smpla",
    ods_name: "SimpleAType",
    parse: |p, def| Ok(p.context().dialect_type(def, Vec::new())),
    print: |_, _| {},
};

/// `#test.cmpnd_a<1, !test.smpla, [5, 6]>`, parameters: the width, the
/// type, then the integers of the list.
static CMPND_A: AttrDef = AttrDef {
    dialect: "test",
    mnemonic: "cmpnd_a",
    ods_name: "CompoundAAttr",
    parse: parse_cmpnd_a,
    print: print_cmpnd_a,
};

fn parse_cmpnd_a(p: &mut Parser<'_>, def: &'static AttrDef) -> PResult<Attribute> {
    p.parse_less()?;
    let mut params = vec![AttrParam::Int(p.parse_integer_i64()? as u64)];
    p.parse_literal(",")?;
    params.push(AttrParam::Type(p.parse_any_type()?));
    p.parse_literal(",")?;
    p.parse_literal("[")?;
    if !p.parse_optional_literal("]") {
        loop {
            params.push(AttrParam::Int(p.parse_integer_i64()? as u64));
            if !p.parse_optional_comma() {
                break;
            }
        }
        p.parse_literal("]")?;
    }
    p.parse_greater()?;
    Ok(p.context().dialect_attr(def, params))
}

fn print_cmpnd_a(p: &mut AsmPrinter<'_>, attr: &DialectAttr) {
    let int = |v: &AttrParam| match v {
        AttrParam::Int(i) => (*i as i64).to_string(),
        _ => String::new(),
    };
    p.write_str("<");
    p.write_str(&int(&attr.params[0]));
    p.write_str(", ");
    if let AttrParam::Type(t) = attr.params[1] {
        p.print_type(t);
    }
    p.write_str(", [");
    let ints: Vec<String> = attr.params[2..].iter().map(int).collect();
    p.write_str(&ints.join(", "));
    p.write_str("]>");
}

const fn param(name: &'static str, kind: ParamKind, cpp_type: &'static str) -> ParamSpec {
    ParamSpec { name, kind, cpp_type, optional: false, default: None }
}

/// A kind whose parameters a [`ParamFormat`] describes.
const fn formatted(mnemonic: &'static str, ods_name: &'static str) -> AttrDef {
    AttrDef { dialect: "test", mnemonic, ods_name, parse: parse_formatted, print: print_formatted }
}

/// The format of a kind made by [`formatted`].
fn format_of(def: &AttrDef) -> &'static ParamFormat {
    match def.mnemonic {
        "cmpnd_nested_inner" => &NESTED_INNER_FORMAT,
        "cmpnd_nested_outer" => &NESTED_OUTER_FORMAT,
        "cmpnd_nested_outer_qual" => &NESTED_OUTER_QUAL_FORMAT,
        _ => &CUSTOM_ANCHOR_FORMAT,
    }
}

fn parse_formatted(p: &mut Parser<'_>, def: &'static AttrDef) -> PResult<Attribute> {
    let params = parse_params(p, format_of(def), def.ods_name)?;
    Ok(p.context().dialect_attr(def, params))
}

fn print_formatted(p: &mut AsmPrinter<'_>, attr: &DialectAttr) {
    print_params(p, format_of(attr.def), &attr.params);
}

static NESTED_INNER: AttrDef = formatted("cmpnd_nested_inner", "CompoundNestedInner");
static NESTED_OUTER: AttrDef = formatted("cmpnd_nested_outer", "CompoundNestedOuter");
static NESTED_OUTER_QUAL: AttrDef = formatted("cmpnd_nested_outer_qual", "CompoundNestedOuterQual");
static CUSTOM_ANCHOR: AttrDef = formatted("custom_anchor", "TestCustomAnchor");

/// `` `<` $some_int $cmpdA `>` `` with a `CompoundAAttr` parameter.
static NESTED_INNER_FORMAT: ParamFormat = ParamFormat {
    params: &[
        param("some_int", ParamKind::SignedInt, "int"),
        param("cmpdA", ParamKind::DialectAttr(&CMPND_A), "::test::CompoundAAttr"),
    ],
    elements: &[
        ParamElement::Literal { text: "<", space: false },
        ParamElement::Param { index: 0, space: false },
        ParamElement::Param { index: 1, space: true },
        ParamElement::Literal { text: ">", space: false },
    ],
};

const INNER: ParamSpec =
    param("inner", ParamKind::DialectAttr(&NESTED_INNER), "::test::CompoundNestedInnerAttr");

/// `` `<` `i` $inner `>` ``.
static NESTED_OUTER_FORMAT: ParamFormat = ParamFormat {
    params: &[INNER],
    elements: &[
        ParamElement::Literal { text: "<", space: false },
        ParamElement::Literal { text: "i", space: false },
        ParamElement::Param { index: 0, space: true },
        ParamElement::Literal { text: ">", space: false },
    ],
};

/// `` `<` `i` qualified($inner) `>` ``.
static NESTED_OUTER_QUAL_FORMAT: ParamFormat = ParamFormat {
    params: &[INNER],
    elements: &[
        ParamElement::Literal { text: "<", space: false },
        ParamElement::Literal { text: "i", space: false },
        ParamElement::Qualified { index: 0, space: true },
        ParamElement::Literal { text: ">", space: false },
    ],
};

/// `custom<TrueFalse>($b)`: a flag read as an integer (`true`, `false`, 0
/// or 1), printed `true`/`false`.
static TRUE_FALSE: ParamDirective = ParamDirective {
    name: "TrueFalse",
    parse: |p, values| {
        let at = p.offset();
        let value = match p.parse_optional_keyword_of(&["true", "false"]).as_deref() {
            Some("true") => 1,
            Some(_) => 0,
            None => p.parse_integer_i64()?,
        };
        if !(0..=1).contains(&value) {
            return Err(p.error_at_offset(at, "integer value too large"));
        }
        values[1] = Some(AttrParam::Int(value as u64));
        Ok(())
    },
    print: |p, values| {
        p.write_str(if values[1] == AttrParam::Int(0) { "false" } else { "true" });
    },
};

/// `` `<` $a (`,` custom<TrueFalse>($b)^)? `>` `` with an optional `b`.
static CUSTOM_ANCHOR_FORMAT: ParamFormat = ParamFormat {
    params: &[
        param("a", ParamKind::SignedInt, "int"),
        ParamSpec { optional: true, ..param("b", ParamKind::SignedInt, "std::optional<int>") },
    ],
    elements: &[
        ParamElement::Literal { text: "<", space: false },
        ParamElement::Param { index: 0, space: false },
        ParamElement::Optional {
            elements: &[
                ParamElement::Literal { text: ",", space: false },
                ParamElement::Custom { directive: &TRUE_FALSE, space: true },
            ],
            anchor: 1,
        },
        ParamElement::Literal { text: ">", space: false },
    ],
};

/// ODS's `CompoundNestedOuter` attribute constraint: an op format writes
/// it stripped (`<i <…>>`) unless `qualified`.
pub struct CompoundNestedOuterAttr;
impl mlir_core::constraints::AttrConstraint for CompoundNestedOuterAttr {
    type Value<'a> = Attribute;
    const SYNTAX: AttrSyntax = AttrSyntax::Stripped(&NESTED_OUTER);
    fn value(_ctx: &Context, attr: Attribute) -> Option<Attribute> {
        Some(attr)
    }
    fn to_attr(_ctx: &Context, value: Attribute) -> Attribute {
        value
    }
    fn description() -> std::borrow::Cow<'static, str> {
        "".into()
    }
    fn is_satisfied(ctx: &Context, attr: Attribute) -> bool {
        matches!(attr.data(ctx), AttrData::Dialect(d) if std::ptr::eq(d.def, &NESTED_OUTER))
    }
    fn converts(ctx: &Context, attr: Attribute) -> bool {
        Self::is_satisfied(ctx, attr)
    }
}
