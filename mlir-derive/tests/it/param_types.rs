//! Parameter types of `#[type_def]`/`#[attr_def]` kinds that mirror kinds
//! registered in mlir-opt 22 (its `test` dialect, and `gpu`'s
//! `#gpu.loop_dim_map`), so each input below is one mlir-opt reads and
//! each expected text is what `mlir-opt-22 --allow-unregistered-dialect`
//! prints for it, errors included (the file named `p.mlir`): integers read
//! at their C++ width, `APFloat` and `AffineMap` parameters, and the C++
//! types messages quote.

use std::sync::Arc;

use mlir_core::context::builtin::affine::AffineMap;
use mlir_core::definitions::dialect_registry::DialectRegistry;
use mlir_core::support::apint::APInt;
use mlir_core::support::float::{APFloat, FloatKind};
use mlir_core::verify::one_call_api::{Module, parse_attribute};
use mlir_core::{Attribute, Context};
use mlir_derive::{attr_def, dialect, enum_attr, type_def};

/// Mirrors of kinds of mlir-opt's test dialect.
#[dialect(name = "test", ops = [],
          attrs = [TestAttrParams, TestAttrWithOptionalUnsigned, TestAttrWithOptionalSigned,
                   TestApInt],
          types = [TestTypeOptionalParam, TestTypeAPFloat])]
pub struct Test;

/// `TestAttrParams`: `"int":$v0, "int":$v1`, `` `<` params `>` ``.
#[attr_def(dialect = Test, mnemonic = "attr_params", format = "`<` params `>`")]
pub struct TestAttrParams {
    v0: i32,
    v1: i32,
}

/// `TestAttrWithOptionalUnsigned`: an optional `uint64_t`.
#[attr_def(dialect = Test, mnemonic = "attr_with_optional_unsigned", format = "`<` $value `>`")]
pub struct TestAttrWithOptionalUnsigned {
    value: Option<u64>,
}

/// `TestAttrWithOptionalSigned`: an optional `int64_t`.
#[attr_def(dialect = Test, mnemonic = "attr_with_optional_signed", format = "`<` $value `>`")]
pub struct TestAttrWithOptionalSigned {
    value: Option<i64>,
}

/// `TestTypeOptionalParam`: an optional `int`, an `int`, a default-valued
/// optional attribute, `` `<` $a `,` $b ( `,` $c^)? `>` ``.
#[type_def(dialect = Test, mnemonic = "optional_param", format = "`<` $a `,` $b (`,` $c^)? `>`")]
pub struct TestTypeOptionalParam {
    a: Option<i32>,
    b: i32,
    c: Option<Attribute>,
}

/// `TestTypeAPFloat`: an `APFloat`, zero (`f64`) by default, `` `<` $a `>` ``.
#[type_def(dialect = Test, mnemonic = "ap_float", format = "`<` $a `>`")]
pub struct TestTypeAPFloat {
    #[param(default = APFloat::from_f64(FloatKind::F64, 0.0))]
    a: APFloat,
}

/// An `APInt` pair. mlir-opt 22 registers no kind with a declaratively
/// written `APIntParameter`, so the texts here follow MLIR's
/// `AsmParser::parseInteger` into an `APInt` (as wide as the digits need)
/// and `raw_ostream << APInt` (signed).
#[attr_def(dialect = Test, mnemonic = "ap_int", format = "`<` $a `,` $b `>`")]
pub struct TestApInt {
    a: APInt,
    b: APInt,
}

/// Mirror of the GPU dialect's `#gpu.loop_dim_map`.
#[dialect(name = "gpu", ops = [], attrs = [ParallelLoopDimMappingAttr])]
pub struct Gpu;

/// GPU's `ProcessorEnum`: `block_x`, …, `sequential`.
#[enum_attr(cpp_name = "::mlir::gpu::Processor")]
#[rustfmt::skip]
#[allow(missing_docs)] // the keywords say it all
pub enum Processor {
    BlockX = 0, BlockY = 1, BlockZ = 2, ThreadX = 3, ThreadY = 4, ThreadZ = 5, Sequential = 6,
}

/// `ParallelLoopDimMappingAttr`: a processor and two `"AffineMap"`s,
/// `` `<` struct(params) `>` ``.
#[attr_def(dialect = Gpu, mnemonic = "loop_dim_map", format = "`<` struct(params) `>`")]
pub struct ParallelLoopDimMappingAttr {
    processor: Processor,
    map: AffineMap,
    bound: AffineMap,
}

fn context() -> Arc<Context> {
    let mut registry = DialectRegistry::new();
    registry.insert::<Test>();
    registry.insert::<Gpu>();
    let ctx = Arc::new(Context::with_dialects(&registry));
    ctx.set_allow_unregistered_dialects(true);
    ctx
}

/// What mlir-opt prints for `"u.op"() {a = ATTR} : () -> ()` in `p.mlir`:
/// the module, or its errors.
fn run(attr: &str) -> String {
    let src = format!("\"u.op\"() {{a = {attr}}} : () -> ()\n");
    match Module::parse(context(), "p.mlir", &src) {
        Ok(module) => format!("{module}\n"),
        Err(e) => e.to_string(),
    }
}

fn printed(attr: &str) -> String {
    format!("module {{\n  \"u.op\"() {{a = {attr}}} : () -> ()\n}}\n\n")
}

/// Two errors as mlir-opt renders them, `(column, message)` each, on the
/// line `"u.op"() {a = ATTR} : () -> ()`.
fn errors(attr: &str, errors: &[(usize, &str)]) -> String {
    let line = format!("\"u.op\"() {{a = {attr}}} : () -> ()");
    let mut out = String::new();
    for (col, message) in errors {
        let caret = format!("{}^", " ".repeat(col - 1));
        out.push_str(&format!("p.mlir:1:{col}: error: {message}\n{line}\n{caret}\n"));
    }
    out
}

#[test]
fn a_narrow_integer_out_of_range_is_too_large_at_the_literal() {
    let failed = "failed to parse TestAttrParams parameter 'v1' which is to be a `int`";
    for (value, after) in [("9999999999", 46), ("4294967295", 46), ("0xFFFFFFFF", 46)] {
        let attr = format!("#test.attr_params<1, {value}>");
        assert_eq!(run(&attr), errors(&attr, &[(36, "integer value too large"), (after, failed)]));
    }
    let attr = "#test.attr_params<1, -2147483649>";
    assert_eq!(run(attr), errors(attr, &[(36, "integer value too large"), (47, failed)]));
    let attr = "#test.attr_params<1, -x>";
    assert_eq!(run(attr), errors(attr, &[(37, "expected integer value"), (37, failed)]));
    // In range, however written.
    assert_eq!(
        run("#test.attr_params<1, -2147483648>"),
        printed("#test.attr_params<1, -2147483648>")
    );
    assert_eq!(
        run("#test.attr_params<1, 0x7FFFFFFF>"),
        printed("#test.attr_params<1, 2147483647>")
    );
    assert_eq!(run("#test.attr_params<1, - 5>"), printed("#test.attr_params<1, -5>"));
    assert_eq!(
        run("#test.attr_params<1, 000000000000000000000000000000005>"),
        printed("#test.attr_params<1, 5>")
    );
}

#[test]
fn sixty_four_bit_integers_wrap_as_mlir_reads_them() {
    // A negative unsigned value wraps while its digits fit in 64 bits.
    let unsigned = |v: &str| run(&format!("#test.attr_with_optional_unsigned<{v}>"));
    let wrapped = |v: &str| printed(&format!("#test.attr_with_optional_unsigned<{v}>"));
    assert_eq!(unsigned("-1"), wrapped("18446744073709551615"));
    assert_eq!(unsigned("-99"), wrapped("18446744073709551517"));
    assert_eq!(unsigned("-9999999999999999"), wrapped("18436744073709551617"));
    assert_eq!(unsigned("true"), wrapped("18446744073709551615"));
    let attr = "#test.attr_with_optional_unsigned<-99999999999999999>";
    let failed = "failed to parse TestAttrWithOptionalUnsigned parameter 'value' which is to be a `std::optional<uint64_t>`";
    assert_eq!(run(attr), errors(attr, &[(49, "integer value too large"), (67, failed)]));
    let attr = "#test.attr_with_optional_signed<9223372036854775808>";
    let failed = "failed to parse TestAttrWithOptionalSigned parameter 'value' which is to be a `std::optional<int64_t>`";
    assert_eq!(run(attr), errors(attr, &[(47, "integer value too large"), (66, failed)]));
}

#[test]
fn an_optional_value_type_is_std_optional() {
    let attr = "!test.optional_param<99999999999, 1>";
    let failed =
        "failed to parse TestTypeOptionalParam parameter 'a' which is to be a `std::optional<int>`";
    assert_eq!(run(attr), errors(attr, &[(36, "integer value too large"), (47, failed)]));
    let attr = "!test.optional_param<1, x>";
    let failed = "failed to parse TestTypeOptionalParam parameter 'b' which is to be a `int`";
    assert_eq!(run(attr), errors(attr, &[(39, "expected integer value"), (39, failed)]));
    assert_eq!(
        run("!test.optional_param<, 1, 2 : i32>"),
        printed("!test.optional_param<, 1, 2 : i32>")
    );
}

#[test]
fn floats_print_as_mlir_prints_a_float_value() {
    let ctx = context();
    let cases = [
        ("1.0", "1.000000e+00"),
        ("1.5 : f32", "1.500000e+00"),
        ("0.1", "1.000000e-01"),
        ("0.1 : f32", "1.000000e-01"),
        ("0.333333333", "0.33333333300000001"),
        ("-0.0", "-0.000000e+00"),
        ("-1.5e300", "-1.500000e+300"),
        ("3.0 : bf16", "3.000000e+00"),
        ("2.5 : f80", "2.500000e+00"),
        ("0x7FF0000000000000 : f64", "0x7FF0000000000000"),
        // The default is elided.
        ("0.0", ""),
        ("", ""),
    ];
    for (input, output) in cases {
        let attr = format!("!test.ap_float<{input}>");
        assert_eq!(run(&attr), printed(&format!("!test.ap_float<{output}>")), "{input}");
    }
    let ty = TestTypeAPFloat::get(&ctx, APFloat::from_f64(FloatKind::F32, 1.5));
    assert_eq!(ty.a(&ctx).kind(), FloatKind::F32);
    assert_eq!(ty.a(&ctx).to_f64(), 1.5);
    let attr = "!test.ap_float<1.0 : i32>";
    let failed = "failed to parse TestTypeAPFloat parameter 'a' which is to be a `::llvm::APFloat`";
    // mlir-opt's `ap_float` names its C++ type `llvm::APFloat`; ODS's
    // `APFloatParameter`, which ours mirrors, `::llvm::APFloat`.
    let expected =
        errors(attr, &[(39, "floating point value not valid for specified type"), (39, failed)]);
    assert_eq!(run(attr), expected);
}

#[test]
fn affine_maps_are_written_bare() {
    let ctx = context();
    let attr = "#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0 floordiv 2), bound = (d0)[s0] -> (s0 * 4)>";
    assert_eq!(run(attr), printed(attr));
    assert_eq!(
        run("#gpu.loop_dim_map<processor = block_x, bound = (d0) -> (d0), map = (d0) -> (d0 + 1)>"),
        printed(
            "#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0 + 1), bound = (d0) -> (d0)>"
        )
    );
    let failed =
        "failed to parse ParallelLoopDimMappingAttr parameter 'map' which is to be a `AffineMap`";
    let attr = "#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d1), bound = (d0) -> (d0)>";
    assert_eq!(run(attr), errors(attr, &[(69, "use of undeclared identifier"), (69, failed)]));
    for bad in ["3", "affine_map<(d0) -> (d0)>", "#map"] {
        let attr =
            format!("#gpu.loop_dim_map<processor = block_x, map = {bad}, bound = (d0) -> (d0)>");
        let expected =
            errors(&attr, &[(59, "expected '(' in dimensional identifier list"), (60, failed)]);
        assert_eq!(run(&attr), expected, "{bad}");
    }
    let parsed = parse_attribute(
        &ctx,
        "#gpu.loop_dim_map<processor = thread_y, map = (d0) -> (d0), bound = () -> (8)>",
    )
    .unwrap();
    let mapping = ParallelLoopDimMappingAttr::try_from(&ctx, parsed).unwrap();
    assert_eq!(mapping.processor(&ctx), Processor::ThreadY);
    assert_eq!(*mapping.map(&ctx), AffineMap::identity(1));
    assert_eq!(*mapping.bound(&ctx), AffineMap::constant(8));
}

#[test]
fn ap_ints_keep_the_width_of_their_digits() {
    let ctx = context();
    let text = |a: &str, b: &str| {
        let attr = parse_attribute(&ctx, &format!("#test.ap_int<{a}, {b}>")).unwrap();
        let attr = TestApInt::try_from(&ctx, attr).unwrap();
        let (a, b) = (attr.a(&ctx), attr.b(&ctx));
        let text = mlir_core::asm::printer::attr_to_string(&ctx, attr.as_attr());
        (text, a.width(), b.width())
    };
    // Four bits a digit; one more when the top bit is set, so the value
    // reads as non-negative; printed signed.
    assert_eq!(text("255", "-1"), ("#test.ap_int<255, -1>".into(), 12, 4));
    assert_eq!(text("0xFF", "0x7F"), ("#test.ap_int<255, 127>".into(), 9, 8));
    assert_eq!(
        text("123456789012345678901234567890", "0"),
        ("#test.ap_int<123456789012345678901234567890, 0>".into(), 120, 64)
    );
    // Leading zeros do not count, but the width is part of the value
    // (ODS's comparator): `0xA` is 5 bits wide, `10` 8.
    let parse = |text: &str| parse_attribute(&ctx, text).unwrap();
    assert_eq!(parse("#test.ap_int<10, 0>"), parse("#test.ap_int<010, 0>"));
    assert_ne!(parse("#test.ap_int<10, 0>"), parse("#test.ap_int<0xA, 0>"));
    let built = TestApInt::get(&ctx, APInt::from_i64(8, -3), APInt::from_u64(70, 5));
    let text = mlir_core::asm::printer::attr_to_string(&ctx, built.as_attr());
    assert_eq!(text, "#test.ap_int<-3, 5>");
    let out = parse_attribute(&ctx, "#test.ap_int<1, x>").unwrap_err().to_string();
    let caret = "#test.ap_int<1, x>\n                ^\n";
    let failed = "failed to parse TestApInt parameter 'b' which is to be a `::llvm::APInt`";
    let expected = format!(
        "<string>:1:17: error: expected integer value\n{caret}<string>:1:17: error: {failed}\n{caret}"
    );
    assert_eq!(out, expected);
}

#[test]
fn every_prefix_of_a_parameter_list_is_an_error_not_a_panic() {
    let ctx = context();
    for text in [
        "#gpu.loop_dim_map<processor = block_x, map = (d0)[s0] -> (d0 + s0), bound = () -> (8)>",
        "#test.ap_int<-123456789012345678901234567890, 0x7F>",
        "#test.attr_params<-2147483648, 0x7FFFFFFF>",
    ] {
        assert!(parse_attribute(&ctx, text).is_ok(), "{text}");
        for end in (0..text.len()).filter(|&i| text.is_char_boundary(i)) {
            assert!(parse_attribute(&ctx, &text[..end]).is_err(), "{}", &text[..end]);
        }
    }
    let ty = "!test.ap_float<-1.5e300 : f64>";
    for end in 0..ty.len() {
        assert!(
            mlir_core::verify::one_call_api::parse_type(&ctx, &ty[..end]).is_err(),
            "{}",
            &ty[..end]
        );
    }
}
