//! `#[attr_def]` kinds that mirror attribute kinds of upstream MLIR's test
//! dialect (registered in mlir-opt 22), so their text can be compared with
//! mlir-opt's: typed attributes (`#[param(self_type)]`, ODS's
//! `AttributeSelfTypeParameter`) and `custom<…>` directives in parameter
//! formats. Every expected text and message below is what mlir-opt 22
//! prints for the same input (`mlir-opt-22 --allow-unregistered-dialect`).

use std::sync::Arc;

use mlir_core::asm::parser::{PResult, Parser};
use mlir_core::asm::printer::AsmPrinter;
use mlir_core::definitions::dialect_registry::DialectRegistry;
use mlir_core::definitions::interfaces::typed_attr::TypedAttrRef;
use mlir_core::verify::one_call_api::{Module, parse_attribute};
use mlir_core::{Context, Type};
use mlir_derive::{attr_def, dialect};

/// The kinds below, under upstream's namespace.
#[dialect(name = "test", attrs = [SelfTypeAttr, SelfTypeFormatAttr, SelfTypeStructAttr, CustomAnchorAttr])]
pub struct TestKinds;

/// Upstream's `AttrWithSelfTypeParam`: only a type, written after it.
#[attr_def(dialect = TestKinds, mnemonic = "attr_with_self_type_param")]
pub struct SelfTypeAttr {
    #[param(self_type)]
    ty: Type,
}

/// Upstream's `TestAttrSelfTypeParameterFormat`: `` `<` $a `>` ``.
#[attr_def(dialect = TestKinds, mnemonic = "attr_self_type_format", format = "`<` $a `>`",
           ods_name = "TestAttrSelfTypeParameterFormat")]
pub struct SelfTypeFormatAttr {
    a: i32,
    #[param(self_type)]
    ty: Type,
}

/// Upstream's `TestAttrSelfTypeParameterStructFormat`: `struct(params)`
/// leaves the self type out.
#[attr_def(dialect = TestKinds, mnemonic = "attr_self_type_struct_format",
           format = "`<` struct(params) `>`")]
pub struct SelfTypeStructAttr {
    a: i32,
    #[param(self_type)]
    ty: Type,
}

/// Upstream's `TestCustomAnchor`: a `custom<…>` directive anchoring an
/// optional group.
#[attr_def(dialect = TestKinds, mnemonic = "custom_anchor",
           format = "`<` $a (`>`) : (`,` custom<TrueFalse>($b)^ `>`)?")]
pub struct CustomAnchorAttr {
    a: i32,
    b: Option<i32>,
}

/// Reads `true`, `false`, 0 or 1 (upstream's `parseTrueFalse`).
fn parse_true_false(p: &mut Parser<'_>) -> PResult<Option<i32>> {
    let at = p.offset();
    let value = match p.parse_optional_keyword_of(&["true", "false"]).as_deref() {
        Some(word) => i64::from(word == "true"),
        None => p.parse_integer_i64()?,
    };
    if !(0..=1).contains(&value) {
        return Err(p.error_at_offset(at, "integer value too large"));
    }
    Ok(Some(value as i32))
}

/// Writes the flag as `true` or `false`.
fn print_true_false(p: &mut AsmPrinter<'_>, b: Option<i32>) {
    p.write_str(if b == Some(0) { "false" } else { "true" });
}

fn context() -> Arc<Context> {
    let mut registry = DialectRegistry::new();
    registry.insert::<TestKinds>();
    let ctx = Arc::new(Context::with_dialects(&registry));
    ctx.set_allow_unregistered_dialects(true);
    ctx
}

/// What printing `"u.op"() {a = ATTR} : () -> ()` gives (its `a = …`), or
/// the parse errors.
fn round_trip(attr: &str) -> String {
    let ctx = context();
    let src = format!("\"u.op\"() {{a = {attr}}} : () -> ()\n");
    match Module::parse(&ctx, "p.mlir", &src) {
        Ok(module) => {
            let out = module.print(&Default::default());
            let line = out.lines().find(|l| l.contains("u.op")).expect("the op");
            let start = line.find("{a = ").expect("the attribute") + 5;
            line[start..line.rfind("} :").expect("its end")].to_owned()
        }
        Err(e) => e.to_string(),
    }
}

#[test]
fn typed_attributes_print_their_type_unless_none() {
    for text in [
        "#test.attr_with_self_type_param : i32",
        "#test.attr_with_self_type_param",
        "#test.attr_self_type_format<5> : i32",
        "#test.attr_self_type_format<5>",
        "#test.attr_self_type_struct_format<a = 5> : i8",
        "[#test.attr_with_self_type_param : tensor<2xi32>]",
    ] {
        assert_eq!(round_trip(text), text);
    }
    // `: none` is the default, and is elided.
    assert_eq!(
        round_trip("#test.attr_with_self_type_param : none"),
        "#test.attr_with_self_type_param"
    );
}

#[test]
fn the_self_type_is_the_attributes_type() {
    let ctx = context();
    let i32 = ctx.integer_type(32);
    let attr = SelfTypeFormatAttr::get(&ctx, 5, i32);
    assert_eq!(attr.ty(&ctx), i32);
    assert_eq!(attr.as_attr().typed_attr_type(&ctx), Some(i32));
    let parsed = parse_attribute(&ctx, "#test.attr_self_type_format<5> : i32").unwrap();
    assert_eq!(parsed, attr.as_attr());
    let untyped = parse_attribute(&ctx, "#test.attr_with_self_type_param").unwrap();
    assert_eq!(SelfTypeAttr::try_from(&ctx, untyped).unwrap().ty(&ctx), ctx.none_type());
}

#[test]
fn a_self_type_makes_the_kind_a_typed_attr() {
    let ctx = context();
    let tensor = ctx.ranked_tensor_type(&[2], ctx.integer_type(32));
    // Registered by `#[attr_def]` itself, found through the interface map.
    let attr = SelfTypeStructAttr::get(&ctx, 5, tensor).as_attr();
    let typed = TypedAttrRef::get(&ctx, attr).expect("a TypedAttr model");
    assert_eq!((typed.attr(), typed.attr_type(&ctx)), (attr, tensor));
    let untyped = parse_attribute(&ctx, "#test.attr_with_self_type_param").unwrap();
    assert_eq!(TypedAttrRef::get(&ctx, untyped).map(|t| t.attr_type(&ctx)), Some(ctx.none_type()));
    // A kind without a self type has no model.
    let anchor = CustomAnchorAttr::get(&ctx, 1, None).as_attr();
    assert!(TypedAttrRef::get(&ctx, anchor).is_none());
    assert_eq!(anchor.typed_attr_type(&ctx), None);
}

#[test]
fn the_type_is_read_before_the_parameters() {
    // mlir-opt reads `: type` first: a bad type is reported before a bad
    // parameter.
    assert_eq!(
        round_trip("#test.attr_self_type_format<x> : 7"),
        "p.mlir:1:47: error: expected non-function type\n\"u.op\"() {a = #test.attr_self_type_format<x> : 7} : () -> ()\n                                              ^\n"
    );
    let line = "\"u.op\"() {a = #test.attr_self_type_format<x> : i32} : () -> ()\n";
    let caret = format!("{}^\n", " ".repeat(42));
    assert_eq!(
        round_trip("#test.attr_self_type_format<x> : i32"),
        format!(
            "p.mlir:1:43: error: expected integer value\n{line}{caret}p.mlir:1:43: error: failed to parse TestAttrSelfTypeParameterFormat parameter 'a' which is to be a `int`\n{line}{caret}"
        )
    );
}

#[test]
fn custom_directives_read_and_write_parameters() {
    assert_eq!(round_trip("#test.custom_anchor<1, true>"), "#test.custom_anchor<1, true>");
    assert_eq!(round_trip("#test.custom_anchor<1>"), "#test.custom_anchor<1>");
    assert_eq!(round_trip("#test.custom_anchor<1, 0>"), "#test.custom_anchor<1, false>");
    assert_eq!(
        round_trip("#test.custom_anchor<1, 2>"),
        "p.mlir:1:38: error: integer value too large\n\"u.op\"() {a = #test.custom_anchor<1, 2>} : () -> ()\n                                     ^\n"
    );
    let ctx = context();
    let attr = CustomAnchorAttr::get(&ctx, 1, Some(0));
    assert_eq!(attr.b(&ctx), Some(0));
}
