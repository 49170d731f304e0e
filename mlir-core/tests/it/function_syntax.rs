//! The shared syntax of function-like ops (`mlir_core::asm::function_syntax`)
//! on an op other than `func.func`: `fs.fn`, registered by hand, keeps its
//! signature in properties of other names (`signature`, `in_attrs`,
//! `out_attrs`) and accepts variadic argument lists. (`func.func` itself is
//! compared with mlir-opt in `tests/differential/Dialect/Func/syntax/`.)

use std::sync::Arc;

use mlir_core::asm::function_syntax::{FunctionSyntax, parse_function_op, print_function_op};
use mlir_core::asm::parser::{PResult, ParseConfig, Parser, parse_source};
use mlir_core::asm::printer::{AsmPrinter, PrintOptions, location_to_string, print_ir};
use mlir_core::definitions::op_def::OpDef;
use mlir_core::ir::{Op, OperationState};
use mlir_core::semantics::traits::{IsIsolatedFromAbove, OpTrait, TraitList};
use mlir_core::{Context, Type};

/// `fs.fn`: the properties hold the signature under their own names.
static FN_OP: OpDef = OpDef {
    property_names: &["sym_name", "sym_visibility", "signature", "in_attrs", "out_attrs"],
    parse: Some(parse_fn),
    print: Some(print_fn),
    ..OpDef::new("fs.fn", TraitList::new(&[IsIsolatedFromAbove::DEF]))
};

/// Variadic functions end their inputs with `none` (this test's encoding;
/// a real op would have a function type of its own).
const SYNTAX: FunctionSyntax = FunctionSyntax {
    allow_variadic: true,
    build_type,
    split_type,
    ..FunctionSyntax::new("signature", "in_attrs", "out_attrs")
};

fn build_type(
    ctx: &Context,
    inputs: &[Type],
    results: &[Type],
    variadic: bool,
) -> Result<Type, String> {
    if !variadic {
        return Ok(ctx.function_type(inputs, results));
    }
    if inputs.is_empty() {
        return Err("a variadic function needs an argument".to_owned());
    }
    let mut inputs = inputs.to_vec();
    inputs.push(ctx.none_type());
    Ok(ctx.function_type(&inputs, results))
}

fn split_type(ctx: &Context, ty: Type) -> Option<(Vec<Type>, Vec<Type>)> {
    let (inputs, results) = ty.as_function(ctx)?;
    let variadic = inputs.last() == Some(&ctx.none_type());
    let inputs = &inputs[..inputs.len() - usize::from(variadic)];
    Some((inputs.to_vec(), results.to_vec()))
}

fn parse_fn(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    parse_function_op(p, state, &SYNTAX)
}

fn print_fn(pr: &mut AsmPrinter<'_>, op: Op) {
    let ir = pr.ir();
    let ctx = pr.ctx();
    let ty = op.get_attr(ir, "signature").and_then(|a| a.as_type(ctx));
    let inputs = ty.and_then(|t| t.as_function(ctx)).map(|(i, _)| i.to_vec()).unwrap_or_default();
    let variadic = inputs.last() == Some(&ctx.none_type());
    print_function_op(pr, op, &SYNTAX, variadic);
}

fn context() -> Arc<Context> {
    let ctx = Arc::new(Context::new());
    ctx.set_allow_unregistered_dialects(true);
    ctx.register_dialect("fs");
    ctx.register_op(&FN_OP, &[]);
    ctx
}

/// The printed IR (custom or generic form) of `src`, which must parse.
fn print(src: &str, generic: bool) -> String {
    let file = match parse_source(context(), src, &ParseConfig::new("fs.mlir")) {
        Ok(file) => file,
        Err(diags) => {
            panic!("does not parse: {:?}", diags.iter().map(|d| &d.message).collect::<Vec<_>>())
        }
    };
    print_ir(&file.ir, &PrintOptions { generic, ..PrintOptions::new() })
}

/// The first error of parsing `src`, with its location.
fn error(src: &str) -> String {
    let ctx = context();
    let Err(diags) = parse_source(ctx.clone(), src, &ParseConfig::new("fs.mlir")) else {
        panic!("parses: {src}");
    };
    format!("{}: {}", location_to_string(&ctx, diags[0].loc), diags[0].message)
}

#[test]
fn other_property_names_round_trip() {
    let src = r#"
fs.fn private @decl(i32 {t.a}, f32) -> (i32 {t.r}, f32) attributes {t.z}
fs.fn @def(%x: i32, %y: f32 {t.b}) -> f32 {
  "t.term"(%y) : (f32) -> ()
}
"#;
    let custom = "module {
  fs.fn private @decl(i32 {t.a}, f32) -> (i32 {t.r}, f32) attributes {t.z}
  fs.fn @def(%arg0: i32, %arg1: f32 {t.b}) -> f32 {
    \"t.term\"(%arg1) : (f32) -> ()
  }
}

";
    assert_eq!(print(src, false), custom);
    assert_eq!(print(custom, false), custom);
    let generic = print(src, true);
    assert!(generic.contains(
        r#"<{in_attrs = [{t.a}, {}], out_attrs = [{t.r}, {}], signature = (i32, f32) -> (i32, f32), sym_name = "decl", sym_visibility = "private"}>"#
    ), "{generic}");
    assert!(
        generic.contains(
            r#"<{in_attrs = [{}, {t.b}], signature = (i32, f32) -> f32, sym_name = "def"}>"#
        ),
        "{generic}"
    );
}

#[test]
fn variadic_arguments() {
    let src = "fs.fn private @v(i32, ...) -> i32\nfs.fn @w(%a: i64, ...) {\n  \"t.term\"(%a) : (i64) -> ()\n}\n";
    let custom = "module {
  fs.fn private @v(i32, ...) -> i32
  fs.fn @w(%arg0: i64, ...) {
    \"t.term\"(%arg0) : (i64) -> ()
  }
}

";
    assert_eq!(print(src, false), custom);
    assert!(print(src, true).contains("signature = (i32, none) -> i32"));
    assert_eq!(
        error("fs.fn private @v(i32, ..., f32)"),
        r#"loc("fs.mlir":1:28): custom op 'fs.fn' variadic arguments must be in the end of the argument list"#
    );
    assert_eq!(
        error("fs.fn private @v(...)"),
        r#"loc("fs.mlir":1:17): custom op 'fs.fn' failed to construct function type: a variadic function needs an argument"#
    );
}

#[test]
fn the_function_type_property_is_inferred() {
    assert_eq!(
        error("fs.fn private @f() attributes {signature = () -> ()}"),
        r#"loc("fs.mlir":1:20): custom op 'fs.fn' 'signature' is an inferred attribute and should not be specified in the explicit attribute dictionary"#
    );
    // `function_type` is an ordinary attribute of this op.
    assert!(
        print("fs.fn private @f() attributes {function_type = 1}", false)
            .contains("fs.fn private @f() attributes {function_type = 1 : i64}")
    );
}
