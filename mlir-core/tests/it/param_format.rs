//! Parameter formats of dialect attributes (`asm::format::params`), on
//! attribute kinds that mirror upstream MLIR's test dialect (dialect-kind
//! parameters, `qualified` and `custom<…>` are checked with the op formats
//! in `mlir-dialects/tests/it/format_directives.rs`):
//! `#test.attr_with_optional_signed<…>` (`` `<` $value `>` `` with an
//! optional `int64_t`), `#test.attr_with_optional_unsigned<…>` (the same
//! with `uint64_t`), `#test.attr_with_type<…>` (`` `<` $int_type `,`
//! $any_type `>` ``), `#test.attr_params<…>` (two `int`s) and
//! `#test.attr_with_format<…>` (lists, whose C++ types messages compose).
//! Every expected text and message below is what mlir-opt 22 prints for
//! the same input (its test dialect is registered in `mlir-opt`).

use std::sync::Arc;

use mlir_core::Context;
use mlir_core::asm::format::cpp_type::CppType;
use mlir_core::asm::format::params::{
    ParamElement, ParamFormat, ParamKind, ParamSpec, parse_params, print_params,
};
use mlir_core::asm::parser::{PResult, ParseConfig, Parser, parse_source};
use mlir_core::asm::printer::{AsmPrinter, PrintOptions, print_ir};
use mlir_core::asm_hooks::signatures::AttrParamSyntax;
use mlir_core::context::builtin::attributes::Attribute;
use mlir_core::context::dialect_attr::{AttrDef, DialectAttr};

const fn spec(
    name: &'static str,
    kind: ParamKind,
    cpp_type: &'static str,
    optional: bool,
) -> ParamSpec {
    ParamSpec { name, kind, cpp_type: CppType::Value(cpp_type), optional, default: None }
}

/// `` `<` $value `>` ``: the spacing MLIR's generator gives it (no blanks).
const ANGLE_VALUE: &[ParamElement] = &[
    ParamElement::Literal { text: "<", space: false },
    ParamElement::Param { index: 0, space: false },
    ParamElement::Literal { text: ">", space: false },
];

static SIGNED: ParamFormat = ParamFormat {
    params: &[spec("value", ParamKind::SignedInt(64), "std::optional<int64_t>", true)],
    elements: ANGLE_VALUE,
};

static UNSIGNED: ParamFormat = ParamFormat {
    params: &[spec("value", ParamKind::UnsignedInt(64), "std::optional<uint64_t>", true)],
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
        static $def: AttrDef = AttrDef::new(
            "test",
            $mnemonic,
            $ods,
            &AttrParamSyntax { parse: $parse, print: $print },
        );
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
    for def in [&SIGNED_DEF, &UNSIGNED_DEF, &WITH_TYPE_DEF] {
        ctx.register_attr_def(def);
    }
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
            kind: ParamKind::SignedInt(64),
            cpp_type: CppType::Value("int64_t"),
            optional: false,
            default: Some(|_| mlir_core::context::dialect_attr::AttrParam::Int(0)),
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
        spec("four", ParamKind::SignedInt(64), "int64_t", false),
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

const INT: CppType = CppType::Value("int");

/// `#test.attr_with_type_builder`'s parameter (`"::mlir::IntegerAttr":$attr`,
/// format `$attr`; its self-type parameter is left out).
static TYPE_BUILDER: ParamFormat = ParamFormat {
    params: &[ParamSpec {
        name: "attr",
        kind: ParamKind::Attr,
        cpp_type: CppType::Handle("::mlir::IntegerAttr"),
        optional: false,
        default: None,
    }],
    elements: &[ParamElement::Param { index: 0, space: false }],
};

attr_kind!(
    TYPE_BUILDER_DEF,
    TYPE_BUILDER,
    "attr_with_type_builder",
    "AttrWithTypeBuilder",
    parse_type_builder,
    print_type_builder
);

const fn required(name: &'static str, kind: ParamKind, cpp_type: CppType) -> ParamSpec {
    ParamSpec { name, kind, cpp_type, optional: false, default: None }
}

/// `#test.attr_with_format`: `` `<` $one `:` struct($two, $four) `:` $three
/// `:` $five `:` `[` $six `]` `,` `[` `` $arrayOfAttrWithTypeBuilderAttr
/// `]` `>` `` with `int64_t`, `std::string`, `::mlir::IntegerAttr`,
/// `ArrayRef<int>` (read by a parser of its own upstream: the mirror reads
/// `[1, 2]` as an array attribute), `uint64_t`, `ArrayRef<int>` and
/// `ArrayRef<AttrWithTypeBuilderAttr>` parameters. Only its errors are
/// checked (upstream verifies `one` against `four`).
static WITH_FORMAT: ParamFormat = ParamFormat {
    params: &[
        required("one", ParamKind::SignedInt(64), CppType::Value("int64_t")),
        required("two", ParamKind::Str, CppType::Value("std::string")),
        required("three", ParamKind::Attr, CppType::Handle("::mlir::IntegerAttr")),
        required("four", ParamKind::Attr, CppType::ArrayRef(&INT)),
        required("five", ParamKind::UnsignedInt(64), CppType::Value("uint64_t")),
        required("six", ParamKind::List(&ParamKind::SignedInt(32)), CppType::ArrayRef(&INT)),
        required(
            "arrayOfAttrWithTypeBuilderAttr",
            ParamKind::List(&ParamKind::DialectAttr(&TYPE_BUILDER_DEF)),
            CppType::ArrayRef(&CppType::Handle("AttrWithTypeBuilderAttr")),
        ),
    ],
    elements: &[
        ParamElement::Literal { text: "<", space: false },
        ParamElement::Param { index: 0, space: false },
        ParamElement::Literal { text: ":", space: true },
        ParamElement::Struct { indices: &[1, 3], space: true },
        ParamElement::Literal { text: ":", space: true },
        ParamElement::Param { index: 2, space: true },
        ParamElement::Literal { text: ":", space: true },
        ParamElement::Param { index: 4, space: true },
        ParamElement::Literal { text: ":", space: true },
        ParamElement::Literal { text: "[", space: true },
        ParamElement::Param { index: 5, space: false },
        ParamElement::Literal { text: "]", space: false },
        ParamElement::Literal { text: ",", space: false },
        ParamElement::Literal { text: "[", space: true },
        ParamElement::Param { index: 6, space: false },
        ParamElement::Literal { text: "]", space: false },
        ParamElement::Literal { text: ">", space: false },
    ],
};

attr_kind!(
    WITH_FORMAT_DEF,
    WITH_FORMAT,
    "attr_with_format",
    "TestAttrWithFormat",
    parse_with_format,
    print_with_format
);

/// mlir-opt's whole report for `"u.op"() {a = ATTR} : () -> ()` in
/// `p.mlir`, with the kinds `defs` registered too.
fn report(defs: &[&'static AttrDef], attr: &str) -> String {
    let ctx = context();
    for def in defs {
        ctx.register_attr_def(def);
    }
    let src = format!("\"u.op\"() {{a = {attr}}} : () -> ()\n");
    match mlir_core::verify::one_call_api::Module::parse(&ctx, "p.mlir", &src) {
        Ok(module) => module.to_string(),
        Err(e) => e.to_string(),
    }
}

/// mlir-opt's report of errors `(column, message)` on the line
/// `"u.op"() {a = ATTR} : () -> ()`: each located, its line, a caret.
fn errors(attr: &str, errors: &[(usize, &str)]) -> String {
    let line = format!("\"u.op\"() {{a = {attr}}} : () -> ()");
    let at = |(col, message): &(usize, &str)| {
        format!("p.mlir:1:{col}: error: {message}\n{line}\n{}^\n", " ".repeat(col - 1))
    };
    errors.iter().map(at).collect()
}

#[test]
fn lists_name_their_element_type() {
    let run = |attr: &str| report(&[&TYPE_BUILDER_DEF, &WITH_FORMAT_DEF], attr);
    let attr = "#test.attr_with_format<1 : two = \"x\", four = [1, 2] : 3 : i32 : 5 : [x] , []>";
    let six = "failed to parse TestAttrWithFormat parameter 'six' which is to be a `::llvm::ArrayRef<int>`";
    assert_eq!(run(attr), errors(attr, &[(84, "expected integer value"), (84, six)]));
    let attr = "#test.attr_with_format<1 : two = \"x\", four = [1, 2] : 3 : i32 : 5 : [1] , [x]>";
    let inner = "failed to parse AttrWithTypeBuilder parameter 'attr' which is to be a `::mlir::IntegerAttr`";
    let outer = "failed to parse TestAttrWithFormat parameter 'arrayOfAttrWithTypeBuilderAttr' which is to be a `::llvm::ArrayRef<AttrWithTypeBuilderAttr>`";
    assert_eq!(
        run(attr),
        errors(attr, &[(90, "expected attribute value"), (90, inner), (90, outer)])
    );
}

/// `ParamKind::SignedInt(32)` is C++'s `int`, as `#test.attr_params`'
/// parameters (`` `<` params `>` ``).
static PARAMS: ParamFormat = ParamFormat {
    params: &[
        required("v0", ParamKind::SignedInt(32), INT),
        required("v1", ParamKind::SignedInt(32), INT),
    ],
    elements: &[
        ParamElement::Literal { text: "<", space: false },
        ParamElement::Params { space: false },
        ParamElement::Literal { text: ">", space: false },
    ],
};

attr_kind!(
    PARAMS_DEF,
    PARAMS,
    "attr_params",
    "TestAttrParams",
    parse_params_kind,
    print_params_kind
);

#[test]
fn integers_are_read_at_their_width() {
    let run = |attr: &str| report(&[&PARAMS_DEF], attr);
    let attr = "#test.attr_params<1, 9999999999>";
    let failed = "failed to parse TestAttrParams parameter 'v1' which is to be a `int`";
    assert_eq!(run(attr), errors(attr, &[(36, "integer value too large"), (46, failed)]));
    assert_eq!(
        run("#test.attr_params<-2147483648, 0x7FFFFFFF>"),
        "module {\n  \"u.op\"() {a = #test.attr_params<-2147483648, 2147483647>} : () -> ()\n}\n"
    );
    // `uint64_t`: a negative value wraps.
    assert_eq!(
        round_trip("#test.attr_with_optional_unsigned<-1>"),
        printed("#test.attr_with_optional_unsigned<18446744073709551615>")
    );
}
