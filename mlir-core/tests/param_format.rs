//! Parameter formats of dialect attributes (`asm::format::params`), on
//! attribute kinds that mirror upstream MLIR's test dialect (the nested
//! `#test.cmpnd_*` kinds and `#test.custom_anchor` at the end), among them
//! `#test.attr_with_optional_signed<…>` (`` `<` $value `>` `` with an
//! optional `int64_t`), `#test.attr_with_optional_unsigned<…>` (the same
//! with `uint64_t`) and `#test.attr_with_type<…>` (`` `<` $int_type `,`
//! $any_type `>` ``). Every expected text and message below is what
//! mlir-opt 22 prints for the same input (its test dialect is registered
//! in `mlir-opt`).

use std::sync::Arc;

use mlir_core::Context;
use mlir_core::asm::format::params::{
    ParamDirective, ParamElement, ParamFormat, ParamKind, ParamSpec, parse_params, print_params,
};
use mlir_core::asm::parser::{PResult, ParseConfig, Parser, parse_source};
use mlir_core::asm::printer::{AsmPrinter, PrintOptions, print_ir};
use mlir_core::builtin::attributes::Attribute;
use mlir_core::dialect_attr::{AttrDef, AttrParam, DialectAttr};
use mlir_core::dialect_type::{DialectType, TypeDef};

const fn spec(
    name: &'static str,
    kind: ParamKind,
    cpp_type: &'static str,
    optional: bool,
) -> ParamSpec {
    ParamSpec { name, kind, cpp_type, optional, default: None }
}

/// `` `<` $value `>` ``: the spacing MLIR's generator gives it (no blanks).
const ANGLE_VALUE: &[ParamElement] = &[
    ParamElement::Literal { text: "<", space: false },
    ParamElement::Param { index: 0, space: false },
    ParamElement::Literal { text: ">", space: false },
];

static SIGNED: ParamFormat = ParamFormat {
    params: &[spec("value", ParamKind::SignedInt, "std::optional<int64_t>", true)],
    elements: ANGLE_VALUE,
};

static UNSIGNED: ParamFormat = ParamFormat {
    params: &[spec("value", ParamKind::UnsignedInt, "std::optional<uint64_t>", true)],
    elements: ANGLE_VALUE,
};

/// `` `<` $int_type `,` $any_type `>` ``: a blank after the comma only.
static WITH_TYPE: ParamFormat = ParamFormat {
    params: &[
        spec("int_type", ParamKind::Type, "::mlir::IntegerType", false),
        spec("any_type", ParamKind::Type, "::mlir::Type", false),
    ],
    elements: &[
        ParamElement::Literal { text: "<", space: false },
        ParamElement::Param { index: 0, space: false },
        ParamElement::Literal { text: ",", space: false },
        ParamElement::Param { index: 1, space: true },
        ParamElement::Literal { text: ">", space: false },
    ],
};

macro_rules! attr_kind {
    ($def:ident, $format:ident, $mnemonic:literal, $ods:literal, $parse:ident, $print:ident) => {
        fn $parse(p: &mut Parser<'_>, def: &'static AttrDef) -> PResult<Attribute> {
            let params = parse_params(p, &$format, $ods)?;
            Ok(p.context().dialect_attr(def, params))
        }
        fn $print(p: &mut AsmPrinter<'_>, attr: &DialectAttr) {
            print_params(p, &$format, &attr.params);
        }
        static $def: AttrDef = AttrDef {
            dialect: "test",
            mnemonic: $mnemonic,
            ods_name: $ods,
            parse: $parse,
            print: $print,
        };
    };
}

attr_kind!(
    SIGNED_DEF,
    SIGNED,
    "attr_with_optional_signed",
    "TestAttrWithOptionalSigned",
    parse_signed,
    print_signed
);
attr_kind!(
    UNSIGNED_DEF,
    UNSIGNED,
    "attr_with_optional_unsigned",
    "TestAttrWithOptionalUnsigned",
    parse_unsigned,
    print_unsigned
);
attr_kind!(
    WITH_TYPE_DEF,
    WITH_TYPE,
    "attr_with_type",
    "TestAttrWithTypeParam",
    parse_with_type,
    print_with_type
);

fn context() -> Arc<Context> {
    let ctx = Arc::new(Context::new());
    ctx.register_dialect("test");
    for def in [
        &SIGNED_DEF,
        &UNSIGNED_DEF,
        &WITH_TYPE_DEF,
        &CMPND_A_DEF,
        &NESTED_INNER_DEF,
        &NESTED_OUTER_DEF,
        &NESTED_OUTER_QUAL_DEF,
        &CUSTOM_ANCHOR_DEF,
    ] {
        ctx.register_attr_def(def);
    }
    ctx.register_type_def(&SMPLA_DEF);
    ctx.set_allow_unregistered_dialects(true);
    ctx
}

/// The printed module of `"t.x"() {a = ATTR}`, or the first error.
fn round_trip(attr: &str) -> String {
    let src = format!("\"t.x\"() {{a = {attr}}} : () -> ()\n");
    let ctx = context();
    match parse_source(ctx.clone(), &src, &ParseConfig::new("a.mlir")) {
        Ok(file) => print_ir(&file.ir, &PrintOptions::new()),
        Err(diags) => diags
            .first()
            .map(|d| {
                let loc = mlir_core::asm::printer::location_to_string(&ctx, d.loc);
                let loc = loc.trim_start_matches("loc(\"a.mlir\":").trim_end_matches(')');
                format!("{loc}: {}", d.message)
            })
            .unwrap_or_default(),
    }
}

fn printed(attr: &str) -> String {
    format!("module {{\n  \"t.x\"() {{a = {attr}}} : () -> ()\n}}\n\n")
}

#[test]
fn optional_parameters_print_as_nothing() {
    assert_eq!(
        round_trip("#test.attr_with_optional_signed<-12 >"),
        printed("#test.attr_with_optional_signed<-12>")
    );
    assert_eq!(
        round_trip("#test.attr_with_optional_signed<>"),
        printed("#test.attr_with_optional_signed<>")
    );
    assert_eq!(
        round_trip("#test.attr_with_optional_unsigned<7>"),
        printed("#test.attr_with_optional_unsigned<7>")
    );
    assert_eq!(
        round_trip("#test.attr_with_optional_unsigned<>"),
        printed("#test.attr_with_optional_unsigned<>")
    );
}

#[test]
fn literals_and_type_parameters() {
    assert_eq!(
        round_trip("#test.attr_with_type<i32,vector<4xi32>>"),
        printed("#test.attr_with_type<i32, vector<4xi32>>")
    );
}

#[test]
fn errors_are_mlir_opts() {
    // An absent optional value, then the literal that must follow.
    assert_eq!(round_trip("#test.attr_with_optional_signed<x>"), "1:46: expected '>'");
    assert_eq!(round_trip("#test.attr_with_type<i32 vector<4xi32>>"), "1:38: expected ','");
    assert_eq!(round_trip("#test.attr_with_type<i32, 5>"), "1:39: expected non-function type");
}

/// `` `<` struct($a, $b) `>` `` on a kind of this test's own dialect: keys
/// in any order when parsed, in declaration order when printed; a default
/// equal to its value is left out.
static STRUCT: ParamFormat = ParamFormat {
    params: &[
        ParamSpec {
            name: "a",
            kind: ParamKind::SignedInt,
            cpp_type: "int64_t",
            optional: false,
            default: Some(|_| mlir_core::dialect_attr::AttrParam::Int(0)),
        },
        spec("b", ParamKind::Str, "std::string", false),
    ],
    elements: &[
        ParamElement::Literal { text: "<", space: false },
        ParamElement::Struct { indices: &[0, 1], space: false },
        ParamElement::Literal { text: ">", space: false },
    ],
};

attr_kind!(STRUCT_DEF, STRUCT, "s", "StructAttr", parse_struct, print_struct);

#[test]
fn struct_parameters() {
    let run = |attr: &str| {
        let ctx = context();
        ctx.register_attr_def(&STRUCT_DEF);
        let src = format!("\"t.x\"() {{a = {attr}}} : () -> ()\n");
        match parse_source(ctx, &src, &ParseConfig::new("a.mlir")) {
            Ok(file) => print_ir(&file.ir, &PrintOptions::new()),
            Err(diags) => diags.first().map(|d| d.message.clone()).unwrap_or_default(),
        }
    };
    assert_eq!(run("#test.s<b = \"x\", a = 3>"), printed("#test.s<a = 3, b = \"x\">"));
    assert_eq!(run("#test.s<b = \"x\", a = 0>"), printed("#test.s<b = \"x\">"));
    assert_eq!(run("#test.s<b = \"x\">"), printed("#test.s<b = \"x\">"));
    assert_eq!(
        run("#test.s<b = \"x\", b = \"y\">"),
        "duplicate or unknown struct parameter name: b"
    );
    assert_eq!(run("#test.s<a = 1>"), "struct is missing required parameter: b");
}

/// `struct($two, $four)` with both parameters required, as in mlir-opt 22's
/// `#test.attr_with_format<3 : two = "hello", four = [1, 2, 3] : …>`: the
/// messages below are mlir-opt's for the same mistakes there (a repeated
/// or unknown key; a missing entry, which is a missing comma), and so is
/// the order: keys in any order are printed in declaration order.
static REQUIRED_STRUCT: ParamFormat = ParamFormat {
    params: &[
        spec("two", ParamKind::Str, "std::string", false),
        spec("four", ParamKind::SignedInt, "int64_t", false),
    ],
    elements: &[
        ParamElement::Literal { text: "<", space: false },
        ParamElement::Struct { indices: &[0, 1], space: false },
        ParamElement::Literal { text: ">", space: false },
    ],
};

attr_kind!(
    REQUIRED_STRUCT_DEF,
    REQUIRED_STRUCT,
    "rs",
    "RequiredStructAttr",
    parse_required_struct,
    print_required_struct
);

#[test]
fn struct_of_required_parameters() {
    let run = |attr: &str| {
        let ctx = context();
        ctx.register_attr_def(&REQUIRED_STRUCT_DEF);
        let src = format!("\"t.x\"() {{a = {attr}}} : () -> ()\n");
        match parse_source(ctx, &src, &ParseConfig::new("a.mlir")) {
            Ok(file) => print_ir(&file.ir, &PrintOptions::new()),
            Err(diags) => diags.first().map(|d| d.message.clone()).unwrap_or_default(),
        }
    };
    assert_eq!(
        run("#test.rs<four = 1, two = \"hello\">"),
        printed("#test.rs<two = \"hello\", four = 1>")
    );
    assert_eq!(
        run("#test.rs<two = \"hello\", two = \"x\">"),
        "duplicate or unknown struct parameter name: two"
    );
    assert_eq!(
        run("#test.rs<two = \"hello\", five = 1>"),
        "duplicate or unknown struct parameter name: five"
    );
    assert_eq!(run("#test.rs<two = \"hello\">"), "expected ','");
}

// ---------------------------------------------------------------------------
// Dialect-kind parameters (stripped unless `qualified`) and `custom<…>`,
// mirroring mlir-opt 22's `#test.cmpnd_nested_inner`/`_outer`/`_outer_qual`
// and `#test.custom_anchor`; every expected text is mlir-opt's.
// ---------------------------------------------------------------------------

/// `!test.smpla`: a type without parameters.
static SMPLA_DEF: TypeDef = TypeDef {
    dialect: "test",
    mnemonic: "smpla",
    ods_name: "SimpleAType",
    parse: |p, def| Ok(p.context().dialect_type(def, Vec::new())),
    print: |_, _| {},
};

/// `#test.cmpnd_a<1, !test.smpla, [5, 6]>`: upstream writes its parser by
/// hand; the parameters here are the width, the type, then the integers.
static CMPND_A_DEF: AttrDef = AttrDef {
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

/// `` `<` $some_int $cmpdA `>` `` with a `CompoundAAttr` parameter.
static NESTED_INNER: ParamFormat = ParamFormat {
    params: &[
        spec("some_int", ParamKind::SignedInt, "int", false),
        spec("cmpdA", ParamKind::DialectAttr(&CMPND_A_DEF), "::test::CompoundAAttr", false),
    ],
    elements: &[
        ParamElement::Literal { text: "<", space: false },
        ParamElement::Param { index: 0, space: false },
        ParamElement::Param { index: 1, space: true },
        ParamElement::Literal { text: ">", space: false },
    ],
};
attr_kind!(
    NESTED_INNER_DEF,
    NESTED_INNER,
    "cmpnd_nested_inner",
    "CompoundNestedInner",
    parse_nested_inner,
    print_nested_inner
);

const INNER_SPEC: ParamSpec = spec(
    "inner",
    ParamKind::DialectAttr(&NESTED_INNER_DEF),
    "::test::CompoundNestedInnerAttr",
    false,
);

/// `` `<` `i` $inner `>` ``.
static NESTED_OUTER: ParamFormat = ParamFormat {
    params: &[INNER_SPEC],
    elements: &[
        ParamElement::Literal { text: "<", space: false },
        ParamElement::Literal { text: "i", space: false },
        ParamElement::Param { index: 0, space: true },
        ParamElement::Literal { text: ">", space: false },
    ],
};
attr_kind!(
    NESTED_OUTER_DEF,
    NESTED_OUTER,
    "cmpnd_nested_outer",
    "CompoundNestedOuter",
    parse_nested_outer,
    print_nested_outer
);

/// `` `<` `i` qualified($inner) `>` ``.
static NESTED_OUTER_QUAL: ParamFormat = ParamFormat {
    params: &[INNER_SPEC],
    elements: &[
        ParamElement::Literal { text: "<", space: false },
        ParamElement::Literal { text: "i", space: false },
        ParamElement::Qualified { index: 0, space: true },
        ParamElement::Literal { text: ">", space: false },
    ],
};
attr_kind!(
    NESTED_OUTER_QUAL_DEF,
    NESTED_OUTER_QUAL,
    "cmpnd_nested_outer_qual",
    "CompoundNestedOuterQual",
    parse_nested_outer_qual,
    print_nested_outer_qual
);

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
static CUSTOM_ANCHOR: ParamFormat = ParamFormat {
    params: &[
        spec("a", ParamKind::SignedInt, "int", false),
        spec("b", ParamKind::SignedInt, "std::optional<int>", true),
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
attr_kind!(
    CUSTOM_ANCHOR_DEF,
    CUSTOM_ANCHOR,
    "custom_anchor",
    "TestCustomAnchor",
    parse_custom_anchor,
    print_custom_anchor
);

#[test]
fn dialect_parameters_print_stripped_unless_qualified() {
    let a = "<1, !test.smpla, [5, 6]>";
    assert_eq!(
        round_trip(&format!("#test.cmpnd_nested_outer<i <42 {a}>>")),
        printed(&format!("#test.cmpnd_nested_outer<i <42 {a}>>"))
    );
    // Written in full, printed stripped.
    assert_eq!(
        round_trip(&format!(
            "#test.cmpnd_nested_outer<i #test.cmpnd_nested_inner<42 #test.cmpnd_a{a}>>"
        )),
        printed(&format!("#test.cmpnd_nested_outer<i <42 {a}>>"))
    );
    // `qualified`: written stripped or in full, printed in full.
    for written in [
        format!("#test.cmpnd_nested_outer_qual<i <42 {a}>>"),
        format!("#test.cmpnd_nested_outer_qual<i #test.cmpnd_nested_inner<42 {a}>>"),
    ] {
        assert_eq!(
            round_trip(&written),
            printed(&format!("#test.cmpnd_nested_outer_qual<i #test.cmpnd_nested_inner<42 {a}>>"))
        );
    }
    assert_eq!(
        round_trip(&format!("#test.cmpnd_nested_inner<42 {a}>")),
        printed(&format!("#test.cmpnd_nested_inner<42 {a}>"))
    );
}

#[test]
fn dialect_parameter_errors_are_mlir_opts() {
    let errors = |attr: &str| {
        let src = format!("\"t.x\"() {{a = {attr}}} : () -> ()\n");
        let ctx = context();
        match parse_source(ctx.clone(), &src, &ParseConfig::new("a.mlir")) {
            Ok(_) => Vec::new(),
            Err(diags) => {
                let mut out = Vec::new();
                let mut push = |loc, message: &str| {
                    let loc = mlir_core::asm::printer::location_to_string(&ctx, loc);
                    let loc = loc.trim_start_matches("loc(\"a.mlir\":").trim_end_matches(')');
                    out.push(format!("{loc}: {message}"));
                };
                for d in &diags {
                    push(d.loc, &d.message);
                    for note in &d.notes {
                        push(note.loc, &note.message);
                    }
                }
                out
            }
        }
    };
    // Another kind where `CompoundAAttr` is expected (mlir-opt's columns
    // less 3: its input names the op `foo.op`, this one `t.x`).
    assert_eq!(
        errors("#test.cmpnd_nested_inner<42 #test.custom_anchor<5>>"),
        [
            "1:42: invalid kind of attribute specified",
            "1:64: failed to parse CompoundNestedInner parameter 'cmpdA' which is to be a `::test::CompoundAAttr`",
        ]
    );
    // Neither form: the kind's own parser fails.
    assert_eq!(
        errors("#test.cmpnd_nested_inner<42 7>"),
        [
            "1:41: expected '<'",
            "1:42: failed to parse CompoundNestedInner parameter 'cmpdA' which is to be a `::test::CompoundAAttr`",
        ]
    );
}

#[test]
fn custom_directives_in_parameter_formats() {
    assert_eq!(round_trip("#test.custom_anchor<1, true>"), printed("#test.custom_anchor<1, true>"));
    assert_eq!(round_trip("#test.custom_anchor<5>"), printed("#test.custom_anchor<5>"));
    assert_eq!(round_trip("#test.custom_anchor<1, 0>"), printed("#test.custom_anchor<1, false>"));
    assert_eq!(round_trip("#test.custom_anchor<1, 1>"), printed("#test.custom_anchor<1, true>"));
    // mlir-opt's columns less 3, as above.
    assert_eq!(round_trip("#test.custom_anchor<1, 7>"), "1:37: integer value too large");
    assert_eq!(round_trip("#test.custom_anchor<1, maybe>"), "1:37: expected integer value");
}
