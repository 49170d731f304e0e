//! The one-call API: `Module::parse`/`parse_file`, `verify`, printing
//! through `Display` and options, `Diagnostics` rendered as mlir-opt
//! renders them, `parse_attribute`/`parse_type`, and building IR with
//! `Module::new`, `ModuleOp` and `add_entry_block`. The expected texts are
//! what mlir-opt 22 prints for the same inputs.

use std::sync::Arc;

use mlir_core::context::builtin::types::DYNAMIC;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::IrView;
use mlir_core::{Context, DialectRegistry, Module, parse_attribute, parse_type};
use mlir_dialects::func::{FuncOp, ReturnOp};

fn ctx() -> Arc<Context> {
    Arc::new(Context::with_dialects(&mlir_dialects::all_dialects()))
}

const DOUBLE: &str = "func.func @double(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  return %0 : i32
}
";

#[test]
fn parse_verify_and_print_in_one_call_each() {
    let ctx = ctx();
    let module = Module::parse(&ctx, "in.mlir", DOUBLE).expect("parses and verifies");
    assert_eq!(
        module.to_string(),
        "module {
  func.func @double(%arg0: i32) -> i32 {
    %0 = arith.addi %arg0, %arg0 : i32
    return %0 : i32
  }
}
"
    );
    assert_eq!(
        module.to_generic_string(),
        r#""builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "double"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
"#
    );
    assert!(module.verify().is_ok());
    let func = module.op().ops(module.ir()).next().unwrap();
    assert!(FuncOp::isa(module.ir(), func));
}

#[test]
fn errors_render_as_mlir_opt_renders_them() {
    let ctx = ctx();
    let bad = "func.func @f(%x: i32) -> i64 {\n  return %x : i32\n}\n";
    let err = Module::parse(&ctx, "api_bad.mlir", bad).unwrap_err();
    assert_eq!(
        err.to_string(),
        "api_bad.mlir:2:3: error: type of return operand 0 ('i32') doesn't match function result \
         type ('i64') in function @f\n  return %x : i32\n  ^\napi_bad.mlir:2:3: note: see current \
         operation: \"func.return\"(%arg0) : (i32) -> ()\n"
    );
    assert_eq!(err.list().len(), 1);
    // Without verification the same text parses.
    assert!(Module::parse_unverified(&ctx, "api_bad.mlir", bad).is_ok());

    let syntax = "func.func @f(%x: i32) {\n  %0 = arith.addi %x %x : i32\n  return\n}\n";
    let err = Module::parse(&ctx, "api_syntax.mlir", syntax).unwrap_err();
    assert_eq!(
        err.to_string(),
        "api_syntax.mlir:2:21: error: expected ','\n  %0 = arith.addi %x %x : i32\n                    ^\n"
    );
    assert_eq!(err.first_message(), "expected ','");
}

#[test]
fn parse_file_reads_a_file_or_says_why_not() {
    let ctx = ctx();
    let dir = std::env::temp_dir().join(format!("mlir-rs-one-call-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("double.mlir");
    std::fs::write(&path, DOUBLE).unwrap();
    let module = Module::parse_file(&ctx, &path).expect("parses");
    assert!(module.to_string().contains("func.func @double(%arg0: i32) -> i32 {"));
    let missing = dir.join("missing.mlir");
    let err = Module::parse_file(&ctx, &missing).unwrap_err();
    assert_eq!(
        err.first_message(),
        format!("cannot open input file '{}': No such file or directory", missing.display())
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_module_built_in_code_prints_as_its_text_parses() {
    let ctx = ctx();
    let mut module = Module::new(&ctx);
    let i32t = ctx.integer_type(32);
    let loc = ctx.unknown_loc();
    let fn_type = ctx.function_type(&[i32t], &[i32t]);
    let func = FuncOp::create(&mut module.builder(), loc, "id", fn_type);
    let ir: &mut IrView = module.ir_mut();
    let region = func.body(ir);
    let entry = ir.add_entry_block(region, &[i32t], loc);
    let arg = entry.arg(ir, 0);
    let mut b = mlir_core::ir::Builder::new(ir, mlir_core::ir::InsertPoint::BlockEnd(entry));
    ReturnOp::build(&mut b, loc, &[arg]);
    assert!(module.verify().is_ok(), "{:?}", module.verify().err());
    let text = "module {\n  func.func @id(%arg0: i32) -> i32 {\n    return %arg0 : i32\n  }\n}\n";
    assert_eq!(module.to_string(), text);
    // The printed text reads back into the same module.
    assert_eq!(Module::parse(&ctx, "in.mlir", text).unwrap().to_string(), text);
    assert_eq!(module.op().sym_name(module.ir()), None);
}

#[test]
fn a_named_module_from_the_builder() {
    let ctx = Arc::new(Context::with_dialects(&DialectRegistry::new()));
    let mut outer = Module::new(&ctx);
    let loc = ctx.unknown_loc();
    let inner =
        mlir_core::builtin_ops::module_op::ModuleOp::create(&mut outer.builder(), loc, Some("m"));
    assert_eq!(inner.sym_name(outer.ir()), Some("m"));
    assert_eq!(outer.to_string(), "module {\n  module @m {\n  }\n}\n");
}

#[test]
fn type_constructors_give_the_parsed_types() {
    let ctx = ctx();
    let (f32t, i8t) = (ctx.f32_type(), ctx.integer_type(8));
    let cases = [
        (ctx.memref_type(&[4, DYNAMIC], f32t), "memref<4x?xf32>"),
        (ctx.unranked_memref_type(f32t), "memref<*xf32>"),
        (ctx.unranked_tensor_type(i8t), "tensor<*xi8>"),
        (ctx.ranked_tensor_type(&[2, 3], ctx.f64_type()), "tensor<2x3xf64>"),
        (ctx.vector_type(&[4], i8t), "vector<4xi8>"),
        (ctx.complex_type(f32t), "complex<f32>"),
    ];
    for (built, text) in cases {
        assert_eq!(built, parse_type(&ctx, text).unwrap(), "{text}");
    }
    assert!(parse_type(&ctx, "tensor<4xf32> x").is_err());
}

#[test]
fn dense_constructors_give_the_parsed_attributes() {
    let ctx = ctx();
    let t = |s: &str| parse_type(&ctx, s).unwrap();
    let a = |s: &str| parse_attribute(&ctx, s).unwrap();
    let f64x2 = t("tensor<2xf64>");
    assert_eq!(
        ctx.dense_float_elements(f64x2, &[1.5, -2.0]),
        Some(a("dense<[1.5, -2.0]> : tensor<2xf64>"))
    );
    // One value for all: a splat.
    assert_eq!(
        ctx.dense_float_elements(t("tensor<3x2xf32>"), &[0.25]),
        Some(a("dense<0.25> : tensor<3x2xf32>"))
    );
    // Rounded to the element type.
    assert_eq!(
        ctx.dense_float_elements(t("vector<2xf16>"), &[0.1, 65504.0]),
        Some(a("dense<[0.1, 65504.0]> : vector<2xf16>"))
    );
    assert_eq!(
        ctx.dense_int_elements(t("tensor<2x2xi64>"), &[1, 2, 3, -4]),
        Some(a("dense<[[1, 2], [3, -4]]> : tensor<2x2xi64>"))
    );
    // Truncated to the element width.
    assert_eq!(
        ctx.dense_int_elements(t("tensor<2xi8>"), &[300, -1]),
        Some(a("dense<[44, -1]> : tensor<2xi8>"))
    );
    assert_eq!(
        ctx.dense_int_elements(t("vector<3xindex>"), &[7]),
        Some(a("dense<7> : vector<3xindex>"))
    );
    assert_eq!(
        ctx.dense_bool_elements(t("tensor<3xi1>"), &[true, false, true]),
        Some(a("dense<[true, false, true]> : tensor<3xi1>"))
    );
    let one = a("7 : i32");
    assert_eq!(ctx.dense_splat(t("tensor<4xi32>"), one), Some(a("dense<7> : tensor<4xi32>")));
    let half = a("0.5 : f32");
    assert_eq!(ctx.dense_splat(t("vector<2xf32>"), half), Some(a("dense<0.5> : vector<2xf32>")));
    // Wrong counts, kinds and types give nothing.
    assert_eq!(ctx.dense_int_elements(t("tensor<3xi32>"), &[1, 2]), None);
    assert_eq!(ctx.dense_int_elements(f64x2, &[1, 2]), None);
    assert_eq!(ctx.dense_float_elements(t("tensor<?xf32>"), &[1.0]), None);
    assert_eq!(ctx.dense_float_elements(t("memref<2xf32>"), &[1.0, 2.0]), None);
    assert_eq!(ctx.dense_splat(t("tensor<4xi64>"), one), None);
}

/// A module may own its context: no `Arc` written by hand.
#[test]
fn a_module_takes_an_owned_context_too() {
    let module =
        Module::parse(Context::with_dialects(&mlir_dialects::all_dialects()), "in.mlir", DOUBLE)
            .expect("parses and verifies");
    assert!(module.to_string().contains("arith.addi %arg0, %arg0 : i32"));
    assert_eq!(Module::new(Context::new()).to_string(), "module {\n}\n");
    // A shared context stays usable by its other owners.
    let shared = ctx();
    let module = Module::new(shared.clone());
    assert!(Arc::ptr_eq(module.ctx(), &shared));
}
