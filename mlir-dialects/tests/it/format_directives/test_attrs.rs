//! The attributes and types of MLIR's test dialect that the format tests
//! use, reproduced with the core's parameter formats
//! (`asm::format::params`), each with upstream's format and ODS name (the
//! TableGen def's, which mlir-opt's messages quote):
//! - `!test.smpla`, and `#test.cmpnd_a`/`!test.cmpnd_a` (whose parsers
//!   upstream writes by hand, as here);
//! - `#test.cmpnd_nested_inner`, `#test.cmpnd_nested_outer`,
//!   `#test.cmpnd_nested_outer_qual` and the types `!test.cmpnd_inner`,
//!   `!test.cmpnd_nested_outer`, `!test.cmpnd_nested_outer_qual` (a
//!   dialect-kind parameter printed stripped, or in full with `qualified`);
//! - `#test.custom_anchor` (a `custom<…>` directive anchoring a group);
//! - the types `!test.optional_group`, `!test.optional_group_struct`,
//!   `!test.else_anchor`, `!test.else_anchor_struct` (else groups, anchors
//!   in them, `struct(params)^`), `!test.default_valued_type`,
//!   `!test.optional_type_string`, `!test.optional_value_type` (optional
//!   and default-valued parameters, a format that may print nothing),
//!   `!test.struct_capture_all`, `!test.all_optional_params`,
//!   `!test.all_optional_struct`, `!test.optional_params` (`params` and
//!   `struct(params)` with optional members).

use mlir_core::asm::format::AttrSyntax;
use mlir_core::asm::format::cpp_type::CppType;
use mlir_core::asm::format::params::{
    ParamDirective, ParamElement, ParamFormat, ParamKind, ParamSpec, parse_params, print_params,
};
use mlir_core::asm::parser::{PResult, Parser};
use mlir_core::asm::printer::AsmPrinter;
use mlir_core::asm_hooks::signatures::{AttrParamSyntax, TypeParamSyntax};
use mlir_core::context::dialect_attr::{AttrDef, AttrParam, DialectAttr};
use mlir_core::context::dialect_type::{DialectType, TypeDef};
use mlir_core::{AttrData, Attribute, Context, Type, TypeData};

/// Registers the kinds below (the `test` dialect must be registered).
pub fn register(ctx: &Context) {
    for def in [&CMPND_A, &NESTED_INNER, &NESTED_OUTER, &NESTED_OUTER_QUAL, &CUSTOM_ANCHOR] {
        ctx.register_attr_def(def);
    }
    for def in TYPES {
        ctx.register_type_def(def);
    }
}

/// `!test.smpla`: a type without parameters.
static SMPLA: TypeDef = TypeDef::new(
    "test",
    "smpla",
    "SimpleTypeA",
    &TypeParamSyntax {
        parse: |p, def| Ok(p.context().dialect_type(def, Vec::new())),
        print: |_, _| {},
    },
);

/// `#test.cmpnd_a<1, !test.smpla, [5, 6]>`, parameters: the width, the
/// type, then the integers of the list.
static CMPND_A: AttrDef = AttrDef::new(
    "test",
    "cmpnd_a",
    "CompoundAAttr",
    &AttrParamSyntax { parse: parse_cmpnd_a, print: print_cmpnd_a },
);

fn parse_cmpnd_a(p: &mut Parser<'_>, def: &'static AttrDef) -> PResult<Attribute> {
    let params = parse_cmpnd_a_params(p)?;
    Ok(p.context().dialect_attr(def, params))
}

fn print_cmpnd_a(p: &mut AsmPrinter<'_>, attr: &DialectAttr) {
    print_cmpnd_a_params(p, &attr.params);
}

/// `<1, !test.smpla, [5, 6]>`, shared by the attribute and the type.
fn parse_cmpnd_a_params(p: &mut Parser<'_>) -> PResult<Vec<AttrParam>> {
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
    Ok(params)
}

fn print_cmpnd_a_params(p: &mut AsmPrinter<'_>, params: &[AttrParam]) {
    let int = |v: &AttrParam| match v {
        AttrParam::Int(i) => (*i as i64).to_string(),
        _ => String::new(),
    };
    p.write_str("<");
    p.write_str(&int(&params[0]));
    p.write_str(", ");
    if let AttrParam::Type(t) = params[1] {
        p.print_type(t);
    }
    p.write_str(", [");
    let ints: Vec<String> = params[2..].iter().map(int).collect();
    p.write_str(&ints.join(", "));
    p.write_str("]>");
}

const fn param(name: &'static str, kind: ParamKind, cpp_type: &'static str) -> ParamSpec {
    ParamSpec { name, kind, cpp_type: CppType::Value(cpp_type), optional: false, default: None }
}

/// A kind whose parameters a [`ParamFormat`] describes.
const fn formatted(mnemonic: &'static str, ods_name: &'static str) -> AttrDef {
    AttrDef::new(
        "test",
        mnemonic,
        ods_name,
        &AttrParamSyntax { parse: parse_formatted, print: print_formatted },
    )
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
        param("some_int", ParamKind::SignedInt(32), "int"),
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
    elements: &outer_elements(ParamElement::Param { index: 0, space: true }),
};

/// `` `<` `i` qualified($inner) `>` ``.
static NESTED_OUTER_QUAL_FORMAT: ParamFormat = ParamFormat {
    params: &[INNER],
    elements: &outer_elements(ParamElement::Qualified { index: 0, space: true }),
};

/// `` `<` `i` $inner `>` `` with `inner` plain or `qualified`, for the
/// attributes and the types.
const fn outer_elements(inner: ParamElement) -> [ParamElement; 4] {
    [LESS, ParamElement::Literal { text: "i", space: false }, inner, GREATER]
}

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
        param("a", ParamKind::SignedInt(32), "int"),
        ParamSpec { optional: true, ..param("b", ParamKind::SignedInt(32), "std::optional<int>") },
    ],
    elements: &[
        ParamElement::Literal { text: "<", space: false },
        ParamElement::Param { index: 0, space: false },
        ParamElement::Optional {
            elements: &[
                ParamElement::Literal { text: ",", space: false },
                ParamElement::Custom { directive: &TRUE_FALSE, space: true },
            ],
            otherwise: &[],
            anchor: &[1],
            inverted: false,
        },
        ParamElement::Literal { text: ">", space: false },
    ],
};

/// ODS's `CompoundNestedOuter` attribute constraint: an op format writes
/// it stripped (`<i <…>>`) unless `qualified`.
pub struct CompoundNestedOuterAttr;
impl mlir_core::semantics::constraints::AttrConstraint for CompoundNestedOuterAttr {
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

// ---------------------------------------------------------------------------
// Types
// ---------------------------------------------------------------------------

/// Every type kind below.
const TYPES: [&TypeDef; 18] = [
    &SMPLA,
    &CMPND_A_TYPE,
    &INNER_TYPE,
    &NESTED_OUTER_TYPE,
    &NESTED_OUTER_QUAL_TYPE,
    &OPTIONAL_GROUP,
    &OPTIONAL_GROUP_STRUCT,
    &ELSE_ANCHOR,
    &ELSE_ANCHOR_STRUCT,
    &DEFAULT_VALUED_TYPE,
    &OPTIONAL_TYPE_STRING,
    &OPTIONAL_VALUE_TYPE,
    &STRUCT_CAPTURE_ALL,
    &ALL_OPTIONAL_PARAMS,
    &ALL_OPTIONAL_STRUCT,
    &OPTIONAL_PARAMS,
    &OPTIONAL_PARAMS_AFTER,
    &OPTIONAL_STRUCT,
];

/// `!test.cmpnd_a<1, !test.smpla, [5, 6]>`.
static CMPND_A_TYPE: TypeDef = TypeDef::new(
    "test",
    "cmpnd_a",
    "CompoundTypeA",
    &TypeParamSyntax {
        parse: |p, def| {
            let params = parse_cmpnd_a_params(p)?;
            Ok(p.context().dialect_type(def, params))
        },
        print: |p, ty| print_cmpnd_a_params(p, &ty.params),
    },
);

/// A type kind whose parameters a [`ParamFormat`] describes.
const fn formatted_type(mnemonic: &'static str, ods_name: &'static str) -> TypeDef {
    TypeDef::new(
        "test",
        mnemonic,
        ods_name,
        &TypeParamSyntax { parse: parse_formatted_type, print: print_formatted_type },
    )
}

fn parse_formatted_type(p: &mut Parser<'_>, def: &'static TypeDef) -> PResult<Type> {
    let params = parse_params(p, type_format_of(def), def.ods_name)?;
    Ok(p.context().dialect_type(def, params))
}

fn print_formatted_type(p: &mut AsmPrinter<'_>, ty: &DialectType) {
    print_params(p, type_format_of(ty.def), &ty.params);
}

static INNER_TYPE: TypeDef = formatted_type("cmpnd_inner", "CompoundNestedInnerType");
static NESTED_OUTER_TYPE: TypeDef = formatted_type("cmpnd_nested_outer", "CompoundNestedOuterType");
static NESTED_OUTER_QUAL_TYPE: TypeDef =
    formatted_type("cmpnd_nested_outer_qual", "CompoundNestedOuterTypeQual");
static OPTIONAL_GROUP: TypeDef = formatted_type("optional_group", "TestTypeOptionalGroup");
static OPTIONAL_GROUP_STRUCT: TypeDef =
    formatted_type("optional_group_struct", "TestTypeOptionalGroupStruct");
static ELSE_ANCHOR: TypeDef = formatted_type("else_anchor", "TestTypeElseAnchor");
static ELSE_ANCHOR_STRUCT: TypeDef =
    formatted_type("else_anchor_struct", "TestTypeElseAnchorStruct");
static DEFAULT_VALUED_TYPE: TypeDef =
    formatted_type("default_valued_type", "TestTypeDefaultValuedType");
static OPTIONAL_TYPE_STRING: TypeDef =
    formatted_type("optional_type_string", "TestTypeOptionalString");
static OPTIONAL_VALUE_TYPE: TypeDef =
    formatted_type("optional_value_type", "TestTypeOptionalValueType");
static STRUCT_CAPTURE_ALL: TypeDef =
    formatted_type("struct_capture_all", "TestTypeStructCaptureAll");
static ALL_OPTIONAL_PARAMS: TypeDef =
    formatted_type("all_optional_params", "TestTypeAllOptionalParams");
static ALL_OPTIONAL_STRUCT: TypeDef =
    formatted_type("all_optional_struct", "TestTypeAllOptionalStruct");
static OPTIONAL_PARAMS: TypeDef = formatted_type("optional_params", "TestTypeOptionalParams");
static OPTIONAL_PARAMS_AFTER: TypeDef =
    formatted_type("optional_params_after", "TestTypeOptionalParamsAfterRequired");
static OPTIONAL_STRUCT: TypeDef = formatted_type("optional_struct", "TestTypeOptionalStruct");

/// An optional `std::optional<int>` parameter.
const fn optional_int(name: &'static str) -> ParamSpec {
    ParamSpec { optional: true, ..param(name, ParamKind::SignedInt(32), "std::optional<int>") }
}

const LESS: ParamElement = ParamElement::Literal { text: "<", space: false };
const GREATER: ParamElement = ParamElement::Literal { text: ">", space: false };

/// The format of a type kind made by [`formatted_type`].
fn type_format_of(def: &TypeDef) -> &'static ParamFormat {
    match def.mnemonic {
        // `` `<` $some_int $cmpdA `>` ``.
        "cmpnd_inner" => {
            const FORMAT: ParamFormat = ParamFormat {
                params: &[
                    param("some_int", ParamKind::SignedInt(32), "int"),
                    param("cmpdA", ParamKind::DialectType(&CMPND_A_TYPE), "::test::CompoundAType"),
                ],
                elements: &[
                    LESS,
                    ParamElement::Param { index: 0, space: false },
                    ParamElement::Param { index: 1, space: true },
                    GREATER,
                ],
            };
            &FORMAT
        }
        // `` `<` `i` $inner `>` `` and `` `<` `i` qualified($inner) `>` ``.
        "cmpnd_nested_outer" => {
            const FORMAT: ParamFormat = ParamFormat {
                params: &[INNER_TYPE_PARAM],
                elements: &outer_elements(ParamElement::Param { index: 0, space: true }),
            };
            &FORMAT
        }
        "cmpnd_nested_outer_qual" => {
            const FORMAT: ParamFormat = ParamFormat {
                params: &[INNER_TYPE_PARAM],
                elements: &outer_elements(ParamElement::Qualified { index: 0, space: true }),
            };
            &FORMAT
        }
        // `` `<` (`(` $b^ `)`) : (`x`)? $a `>` ``.
        "optional_group" => {
            const FORMAT: ParamFormat = ParamFormat {
                params: &[param("a", ParamKind::SignedInt(32), "int"), optional_int("b")],
                elements: &[
                    LESS,
                    ParamElement::Optional {
                        elements: &[
                            ParamElement::Literal { text: "(", space: false },
                            ParamElement::Param { index: 1, space: false },
                            ParamElement::Literal { text: ")", space: false },
                        ],
                        otherwise: &[ParamElement::Literal { text: "x", space: false }],
                        anchor: &[1],
                        inverted: false,
                    },
                    ParamElement::Param { index: 0, space: true },
                    GREATER,
                ],
            };
            &FORMAT
        }
        // `` `<` (`(` struct(params)^ `)`) : (`x`)? `>` ``.
        "optional_group_struct" => {
            const FORMAT: ParamFormat = ParamFormat {
                params: &[optional_int("a"), optional_int("b")],
                elements: &[
                    LESS,
                    ParamElement::Optional {
                        elements: &[
                            ParamElement::Literal { text: "(", space: false },
                            ParamElement::Struct { indices: &[0, 1], space: false },
                            ParamElement::Literal { text: ")", space: false },
                        ],
                        otherwise: &[ParamElement::Literal { text: "x", space: false }],
                        anchor: &[0, 1],
                        inverted: false,
                    },
                    GREATER,
                ],
            };
            &FORMAT
        }
        // `` `<` (`?`) : ($a^)? `>` ``.
        "else_anchor" => {
            const FORMAT: ParamFormat = ParamFormat {
                params: &[optional_int("a")],
                elements: &[
                    LESS,
                    ParamElement::Optional {
                        elements: &[ParamElement::Literal { text: "?", space: false }],
                        otherwise: &[ParamElement::Param { index: 0, space: false }],
                        anchor: &[0],
                        inverted: true,
                    },
                    GREATER,
                ],
            };
            &FORMAT
        }
        // `` `<` (`?`) : (struct($a, $b)^)? `>` ``.
        "else_anchor_struct" => {
            const FORMAT: ParamFormat = ParamFormat {
                params: &[optional_int("a"), optional_int("b")],
                elements: &[
                    LESS,
                    ParamElement::Optional {
                        elements: &[ParamElement::Literal { text: "?", space: false }],
                        otherwise: &[ParamElement::Struct { indices: &[0, 1], space: false }],
                        anchor: &[0, 1],
                        inverted: true,
                    },
                    GREATER,
                ],
            };
            &FORMAT
        }
        // `` `<` (`(` $type^ `)`)? `>` `` with `i32` by default.
        "default_valued_type" => {
            const FORMAT: ParamFormat = ParamFormat {
                params: &[ParamSpec {
                    default: Some(|ctx| AttrParam::Type(ctx.integer_type(32))),
                    ..param("type", ParamKind::Type, "mlir::IntegerType")
                }],
                elements: &[
                    LESS,
                    ParamElement::Optional {
                        elements: &[
                            ParamElement::Literal { text: "(", space: false },
                            ParamElement::Param { index: 0, space: false },
                            ParamElement::Literal { text: ")", space: false },
                        ],
                        otherwise: &[],
                        anchor: &[0],
                        inverted: false,
                    },
                    GREATER,
                ],
            };
            &FORMAT
        }
        // `` (`<` $str^ `>`)? `` with `"default"` by default.
        "optional_type_string" => {
            const FORMAT: ParamFormat = ParamFormat {
                params: &[ParamSpec {
                    default: Some(|_| AttrParam::Str("default".into())),
                    ..param("str", ParamKind::Str, "description")
                }],
                elements: &[ParamElement::Optional {
                    elements: &[LESS, ParamElement::Param { index: 0, space: false }, GREATER],
                    otherwise: &[],
                    anchor: &[0],
                    inverted: false,
                }],
            };
            &FORMAT
        }
        // `` (`<` $value^ `>`)? ``.
        "optional_value_type" => {
            const FORMAT: ParamFormat = ParamFormat {
                params: &[optional_int("value")],
                elements: &[ParamElement::Optional {
                    elements: &[LESS, ParamElement::Param { index: 0, space: false }, GREATER],
                    otherwise: &[],
                    anchor: &[0],
                    inverted: false,
                }],
            };
            &FORMAT
        }
        // `` `<` struct(params) `>` ``.
        "struct_capture_all" => {
            const FORMAT: ParamFormat = ParamFormat {
                params: &[
                    param("v0", ParamKind::SignedInt(32), "int"),
                    param("v1", ParamKind::SignedInt(32), "int"),
                    param("v2", ParamKind::SignedInt(32), "int"),
                    param("v3", ParamKind::SignedInt(32), "int"),
                ],
                elements: &[
                    LESS,
                    ParamElement::Struct { indices: &[0, 1, 2, 3], space: false },
                    GREATER,
                ],
            };
            &FORMAT
        }
        // `` `<` params `>`  ``.
        "all_optional_params" => {
            const FORMAT: ParamFormat = ParamFormat {
                params: &[optional_int("a"), optional_int("b")],
                elements: &[LESS, ParamElement::Params { space: false }, GREATER],
            };
            &FORMAT
        }
        "optional_params" => {
            const FORMAT: ParamFormat = ParamFormat {
                params: &[optional_int("a"), param("b", ParamKind::Str, "::llvm::StringRef")],
                elements: &[LESS, ParamElement::Params { space: false }, GREATER],
            };
            &FORMAT
        }
        "optional_params_after" => {
            const FORMAT: ParamFormat = ParamFormat {
                params: &[param("a", ParamKind::Str, "::llvm::StringRef"), optional_int("b")],
                elements: &[LESS, ParamElement::Params { space: false }, GREATER],
            };
            &FORMAT
        }
        // `` `<` struct(params) `>`  ``.
        "all_optional_struct" => {
            const FORMAT: ParamFormat = ParamFormat {
                params: &[optional_int("a"), optional_int("b")],
                elements: &[LESS, ParamElement::Struct { indices: &[0, 1], space: false }, GREATER],
            };
            &FORMAT
        }
        _ => {
            const FORMAT: ParamFormat = ParamFormat {
                params: &[optional_int("a"), param("b", ParamKind::Str, "::llvm::StringRef")],
                elements: &[LESS, ParamElement::Struct { indices: &[0, 1], space: false }, GREATER],
            };
            &FORMAT
        }
    }
}

const INNER_TYPE_PARAM: ParamSpec =
    param("inner", ParamKind::DialectType(&INNER_TYPE), "::test::CompoundNestedInnerType");

/// ODS's `CompoundNestedOuterType` type constraint: an op format's
/// `type(…)` writes it stripped (`<i <…>>`) unless `qualified`.
pub struct CompoundNestedOuterType;
impl mlir_core::semantics::constraints::TypeConstraint for CompoundNestedOuterType {
    const STRIPPED: Option<&'static TypeDef> = Some(&NESTED_OUTER_TYPE);
    const KIND: Option<mlir_core::asm::format::TypeKind> = Some(mlir_core::asm::format::TypeKind {
        name: "test.cmpnd_nested_outer",
        check: |ctx, ty| matches!(ty.data(ctx), TypeData::Dialect(d) if std::ptr::eq(d.def, &NESTED_OUTER_TYPE)),
    });
    fn description() -> std::borrow::Cow<'static, str> {
        "".into()
    }
    fn is_satisfied(ctx: &Context, ty: Type) -> bool {
        matches!(ty.data(ctx), TypeData::Dialect(d) if std::ptr::eq(d.def, &NESTED_OUTER_TYPE))
    }
}
