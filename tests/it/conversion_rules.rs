//! `#[pattern(conversion, …)]` rules lowering a user's dialect under a
//! type converter (`i32` becomes `i64`), through the facade: the ops a
//! rule creates take the converted values of what it matched and the
//! converted types of the root's results; a nested source, a nested
//! result inferring its type from converted operands, a guard, and a type
//! the converter refuses. The expected texts follow from the conversion's
//! rules by hand (mlir-opt has no such dialects).

use std::sync::Arc;

use mlir_rs::core::conversion::{
    ConversionFailure, TypeConversion, is_function_signature_legal,
    populate_function_signature_conversion,
};
use mlir_rs::dialects::func::{is_call_or_return_legal, populate_call_and_return_type_conversion};
use mlir_rs::prelude::*;

/// The dialect lowered: `calc`, all illegal.
mod calc {
    use mlir_rs::prelude::*;

    #[dialect(name = "calc", ops = [AddOp, NegOp, SubOp, ScaleOp, TruncOp])]
    pub struct Calc;

    /// `calc.add %a, %b : i32`
    #[op(dialect = Calc, name = "add", traits = [Pure, SameOperandsAndResultType],
         format = "$lhs `,` $rhs attr-dict `:` type($result)")]
    pub struct AddOp {
        #[operand]
        lhs: AnyInteger,
        #[operand]
        rhs: AnyInteger,
        #[result]
        result: AnyInteger,
    }

    /// `calc.neg %a : i32`
    #[op(dialect = Calc, name = "neg", traits = [Pure, SameOperandsAndResultType],
         format = "$input attr-dict `:` type($result)")]
    pub struct NegOp {
        #[operand]
        input: AnyInteger,
        #[result]
        result: AnyInteger,
    }

    /// `calc.sub %a, %b : i32`
    #[op(dialect = Calc, name = "sub", traits = [Pure, SameOperandsAndResultType],
         format = "$lhs `,` $rhs attr-dict `:` type($result)")]
    pub struct SubOp {
        #[operand]
        lhs: AnyInteger,
        #[operand]
        rhs: AnyInteger,
        #[result]
        result: AnyInteger,
    }

    /// `calc.scale %a by 2 : i32`
    #[op(dialect = Calc, name = "scale", traits = [Pure, SameOperandsAndResultType],
         format = "$input `by` $factor attr-dict `:` type($result)")]
    pub struct ScaleOp {
        #[operand]
        input: AnyInteger,
        #[attr]
        factor: I64Attr,
        #[result]
        result: AnyInteger,
    }

    /// `calc.trunc %a : i32 to i8`
    #[op(dialect = Calc, name = "trunc", traits = [Pure],
         format = "$input attr-dict `:` type($input) `to` type($result)")]
    pub struct TruncOp {
        #[operand]
        input: AnyInteger,
        #[result]
        result: AnyInteger,
    }
}

/// The dialect lowered to: `low`, legal where no type is `i32`.
mod low {
    use mlir_rs::prelude::*;

    #[dialect(name = "low", ops = [AddOp, SubOp, NegOp, ShlOp, TruncOp])]
    pub struct Low;

    /// `low.add %a, %b : i64`
    #[op(dialect = Low, name = "add", traits = [Pure, SameOperandsAndResultType],
         format = "$lhs `,` $rhs attr-dict `:` type($result)")]
    pub struct AddOp {
        #[operand]
        lhs: AnyInteger,
        #[operand]
        rhs: AnyInteger,
        #[result]
        result: AnyInteger,
    }

    /// `low.sub %a, %b : i64`
    #[op(dialect = Low, name = "sub", traits = [Pure, SameOperandsAndResultType],
         format = "$lhs `,` $rhs attr-dict `:` type($result)")]
    pub struct SubOp {
        #[operand]
        lhs: AnyInteger,
        #[operand]
        rhs: AnyInteger,
        #[result]
        result: AnyInteger,
    }

    /// `low.neg %a : i64`
    #[op(dialect = Low, name = "neg", traits = [Pure, SameOperandsAndResultType],
         format = "$input attr-dict `:` type($result)")]
    pub struct NegOp {
        #[operand]
        input: AnyInteger,
        #[result]
        result: AnyInteger,
    }

    /// `low.shl %a, 1 : i64`
    #[op(dialect = Low, name = "shl", traits = [Pure, SameOperandsAndResultType],
         format = "$input `,` $amount attr-dict `:` type($result)")]
    pub struct ShlOp {
        #[operand]
        input: AnyInteger,
        #[attr]
        amount: I64Attr,
        #[result]
        result: AnyInteger,
    }

    /// `low.trunc %a : i32 to i8`
    #[op(dialect = Low, name = "trunc", traits = [Pure],
         format = "$input attr-dict `:` type($input) `to` type($result)")]
    pub struct TruncOp {
        #[operand]
        input: AnyInteger,
        #[result]
        result: AnyInteger,
    }
}

/// `a + b`.
#[pattern(conversion, calc::AddOp(a, b) => low::AddOp(a, b))]
pub struct LowerAdd;

/// `a + -b` is `a - b` (a nested source: the `neg` as it was written).
#[pattern(conversion, calc::AddOp(a, calc::NegOp(b)) => low::SubOp(a, b))]
pub struct LowerAddNeg;

/// `-a`.
#[pattern(conversion, calc::NegOp(a) => low::NegOp(a))]
pub struct LowerNeg;

/// `a - b` is `a + -b` (a nested result: the `neg` infers its type from
/// the converted `b`).
#[pattern(conversion, calc::SubOp(a, b) => low::AddOp(a, low::NegOp(b)))]
pub struct LowerSub;

/// `a * 2^k` is `a << k`, for a factor that is a power of two (a guard).
#[pattern(conversion,
    calc::ScaleOp(a, f) if f > 0 && (f & (f - 1)) == 0
    => low::ShlOp(a, { i64::from(f.trailing_zeros()) }))]
pub struct LowerScalePow2;

/// A truncation (its result type is not its operand's).
#[pattern(conversion, calc::TruncOp(a) => low::TruncOp(a))]
pub struct LowerTrunc;

fn context() -> Arc<Context> {
    let mut registry = mlir_rs::opt::standard_registry();
    registry.insert::<calc::Calc>();
    registry.insert::<low::Low>();
    Arc::new(Context::with_dialects(&registry))
}

/// `i32` becomes `i64`; `i16` cannot be converted; `i4` becomes two
/// `i4`s; every other type stays.
fn widening() -> Arc<TypeConverter> {
    let mut converter = TypeConverter::new();
    converter.add_identity_conversion();
    converter.add_conversion(|ctx, ty| (ty == ctx.integer_type(32)).then(|| ctx.integer_type(64)));
    converter.add_conversion_with(|ctx, ty| {
        if ty == ctx.integer_type(16) { TypeConversion::Failed } else { TypeConversion::NotHandled }
    });
    converter.add_conversion_with(|ctx, ty| {
        if ty == ctx.integer_type(4) {
            TypeConversion::Converted([ty, ty].into_iter().collect())
        } else {
            TypeConversion::NotHandled
        }
    });
    Arc::new(converter)
}

/// `calc` illegal; `low`, functions and returns legal once no type is
/// `i32`. The functions' signatures convert with the core's patterns.
fn conversion(converter: &Arc<TypeConverter>) -> (ConversionTarget, ConversionPatternSet) {
    let mut target = ConversionTarget::new();
    target.add_illegal_dialect("calc");
    let c = converter.clone();
    target.add_dynamically_legal_dialect("low", move |ir, op| {
        Some(op.operands(ir).chain(op.results(ir)).all(|v| c.is_legal_type(ir.ctx(), v.ty(ir))))
    });
    let c = converter.clone();
    target.add_dynamically_legal_op_named("func.func", move |ir, op| {
        Some(is_function_signature_legal(ir, op, &c))
    });
    let c = converter.clone();
    target.add_dynamically_legal_op_named("func.return", move |ir, op| {
        Some(is_call_or_return_legal(ir, op, &c))
    });
    target.add_legal_op_named("builtin.module");
    let mut patterns = ConversionPatternSet::new();
    populate_function_signature_conversion(&mut patterns, converter);
    populate_call_and_return_type_conversion(&mut patterns, converter);
    patterns
        .add_with_converter(LowerAdd, converter)
        .add_with_converter(LowerAddNeg, converter)
        .add_with_converter(LowerNeg, converter)
        .add_with_converter(LowerSub, converter)
        .add_with_converter(LowerScalePow2, converter)
        .add_with_converter(LowerTrunc, converter);
    (target, patterns)
}

/// Converts `text` fully; the printed module, or the messages.
fn convert(text: &str) -> Result<String, (Vec<String>, String)> {
    run(text, apply_full_conversion)
}

/// Converts `text` with `driver`; the printed module, or the messages with
/// the printed module.
fn run<T>(
    text: &str,
    driver: impl FnOnce(
        &mut IrView,
        &[Op],
        &ConversionTarget,
        RewritePatternSet,
        &ConversionConfig,
    ) -> Result<T, ConversionFailure>,
) -> Result<String, (Vec<String>, String)> {
    let ctx = context();
    let mut module = Module::parse(&ctx, "input.mlir", text).expect("the input parses");
    let (target, patterns) = conversion(&widening());
    let root = module.op().as_op();
    let config = ConversionConfig::default();
    let result = driver(module.ir_mut(), &[root], &target, patterns.into_rewrite_set(), &config);
    let printed = module.print(&PrintOptions::default()).trim_end().to_owned();
    match result {
        Ok(_) => Ok(printed),
        Err(failure) => {
            Err((failure.diagnostics.iter().map(|d| d.message.clone()).collect(), printed))
        }
    }
}

#[test]
fn a_rule_gives_created_ops_converted_operands_and_result_types() {
    let out = convert(
        "func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = calc.add %a, %b : i32
  %1 = calc.add %0, %a : i32
  return %1 : i32
}",
    );
    assert_eq!(
        out.unwrap(),
        "module {
  func.func @f(%arg0: i64, %arg1: i64) -> i64 {
    %0 = low.add %arg0, %arg1 : i64
    %1 = low.add %0, %arg0 : i64
    return %1 : i64
  }
}"
    );
}

#[test]
fn a_nested_source_matches_the_op_as_written_and_binds_converted_values() {
    // The `neg` is converted first (it comes first); the `add`'s rule still
    // sees it as the producer of its operand and takes the converted `b`.
    // The lowered `neg` stays, unused (a conversion erases only what
    // patterns replace).
    let out = convert(
        "func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = calc.neg %b : i32
  %1 = calc.add %a, %0 : i32
  return %1 : i32
}",
    );
    assert_eq!(
        out.unwrap(),
        "module {
  func.func @f(%arg0: i64, %arg1: i64) -> i64 {
    %0 = low.neg %arg1 : i64
    %1 = low.sub %arg0, %arg1 : i64
    return %1 : i64
  }
}"
    );
}

#[test]
fn a_nested_result_infers_its_type_from_converted_operands() {
    let out = convert(
        "func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = calc.sub %a, %b : i32
  return %0 : i32
}",
    );
    assert_eq!(
        out.unwrap(),
        "module {
  func.func @f(%arg0: i64, %arg1: i64) -> i64 {
    %0 = low.neg %arg1 : i64
    %1 = low.add %arg0, %0 : i64
    return %1 : i64
  }
}"
    );
}

#[test]
fn a_guarded_rule_lowers_only_what_its_guard_accepts() {
    let out = convert(
        "func.func @f(%a: i32) -> i32 {
  %0 = calc.scale %a by 8 : i32
  return %0 : i32
}",
    );
    assert_eq!(
        out.unwrap(),
        "module {
  func.func @f(%arg0: i64) -> i64 {
    %0 = low.shl %arg0, 3 : i64
    return %0 : i64
  }
}"
    );
    let (messages, printed) = convert(
        "func.func @f(%a: i32) -> i32 {
  %0 = calc.scale %a by 6 : i32
  return %0 : i32
}",
    )
    .unwrap_err();
    assert_eq!(messages, ["failed to legalize operation 'calc.scale'"]);
    // Rolled back: the input as it was.
    assert!(printed.contains("%0 = calc.scale %arg0 by 6 : i32"), "{printed}");
}

#[test]
fn a_type_the_converter_refuses_leaves_the_op_illegal() {
    let text = "func.func @f() {
  %c = arith.constant 1 : i16
  %0 = calc.add %c, %c : i16
  return
}";
    let (messages, printed) = run(text, apply_partial_conversion).unwrap_err();
    assert_eq!(
        messages,
        ["failed to legalize operation 'calc.add' that was explicitly marked illegal"]
    );
    assert!(printed.contains("%0 = calc.add %c1_i16, %c1_i16 : i16"), "{printed}");
}

#[test]
fn each_result_type_goes_through_the_converter() {
    let out = convert(
        "func.func @f(%a: i32) -> i8 {
  %0 = calc.trunc %a : i32 to i8
  return %0 : i8
}",
    );
    assert_eq!(
        out.unwrap(),
        "module {
  func.func @f(%arg0: i64) -> i8 {
    %0 = low.trunc %arg0 : i64 to i8
    return %0 : i8
  }
}"
    );
    // The operand converts, the result type does not: the rule fails to
    // match before it creates anything.
    let (messages, printed) = convert(
        "func.func @f(%a: i32) -> i32 {
  %0 = calc.trunc %a : i32 to i16
  %1 = calc.add %a, %a : i32
  return %1 : i32
}",
    )
    .unwrap_err();
    assert_eq!(messages, ["failed to legalize operation 'calc.trunc'"]);
    assert!(printed.contains("%0 = calc.trunc %arg0 : i32 to i16"), "{printed}");
    // A result type converting to two types: a rule gives one.
    let (messages, _) = convert(
        "func.func @f(%a: i32) {
  %0 = calc.trunc %a : i32 to i4
  return
}",
    )
    .unwrap_err();
    assert_eq!(messages, ["failed to legalize operation 'calc.trunc'"]);
}

#[test]
fn a_rule_without_the_converter_does_not_mix_types() {
    // The signature converts (`i32` to `i64`), the rule has no converter:
    // `%a` now stands for an `i64`, and the `add`'s type would stay `i32`.
    // The rule fails to match rather than build `low.add` on `i64`
    // operands with an `i32` result.
    let converter = widening();
    let mut target = ConversionTarget::new();
    target.add_illegal_dialect("calc").add_legal_dialect("low");
    let c = converter.clone();
    target.add_dynamically_legal_op_named("func.func", move |ir, op| {
        Some(is_function_signature_legal(ir, op, &c))
    });
    let mut patterns = ConversionPatternSet::new();
    populate_function_signature_conversion(&mut patterns, &converter);
    patterns.add(LowerAdd);
    let ctx = context();
    let text = "func.func @f(%a: i32) {
  %0 = calc.add %a, %a : i32
  return
}";
    let mut module = Module::parse(&ctx, "input.mlir", text).expect("the input parses");
    let root = module.op().as_op();
    let failure = apply_partial_conversion(
        module.ir_mut(),
        &[root],
        &target,
        patterns.into_rewrite_set(),
        &ConversionConfig::default(),
    )
    .unwrap_err();
    let messages: Vec<&str> = failure.diagnostics.iter().map(|d| d.message.as_str()).collect();
    assert_eq!(
        messages,
        ["failed to legalize operation 'calc.add' that was explicitly marked illegal"]
    );
}
