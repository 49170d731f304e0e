//! `lower-affine` as a user's crate reaches it through the facade: the
//! pass in a pipeline of the user's registry, the expression expander on
//! the user's own IR, and the errors on a division by a non-positive
//! constant. Every expected text is mlir-opt 22's output on the same input
//! (the differential data, or copied from a run of `mlir-opt-22
//! --lower-affine`).

use std::sync::Arc;

use mlir_rs::core::context::builtin::affine::AffineExpr;
use mlir_rs::core::ir::{InsertPoint, WalkControl, WalkOrder};
use mlir_rs::dialects::conversion::affine_to_standard::{LowerAffine, expand_affine_expr};
use mlir_rs::prelude::*;

fn context() -> Arc<Context> {
    Arc::new(Context::with_dialects(&mlir_rs::opt::standard_registry()))
}

/// A differential input and mlir-opt's output for its first RUN line.
fn differential(name: &str) -> (String, String) {
    let dir =
        concat!(env!("CARGO_MANIFEST_DIR"), "/tests/differential/Conversion/AffineToStandard");
    let read = |file: String| std::fs::read_to_string(format!("{dir}/{file}")).expect("data");
    (read(name.to_owned()), read(format!("{name}.0.out")))
}

#[test]
fn the_pass_runs_from_a_users_registry() {
    let ctx = context();
    let (input, expected) = differential("for_nested_iter_args.mlir");
    let mut module = Module::parse(&ctx, "input.mlir", &input).expect("the input parses");
    let mut registry = PassRegistry::with_core_passes();
    registry.register::<LowerAffine>();
    let mut pm =
        registry.parse_pipeline("builtin.module(lower-affine)").expect("the pipeline parses");
    let root = module.op().as_op();
    pm.run(module.ir_mut(), root).expect("the pass succeeds");
    // The tool ends its output with a blank line; the module's text does not.
    assert_eq!(format!("{}\n", module.print(&PrintOptions::default())), expected);
}

#[test]
fn the_expander_builds_on_a_users_ir() {
    let ctx = context();
    let text = "func.func @f(%i: index, %n: index) -> index {\n  return %i : index\n}\n";
    let mut module = Module::parse(&ctx, "input.mlir", text).expect("the input parses");
    let mut ret = None;
    module.ir().walk_all(WalkOrder::PreOrder, |ir, op| {
        if op.name(ir).as_str(ir.ctx()) == "func.return" {
            ret = Some(op);
        }
        WalkControl::Advance
    });
    let ret = ret.expect("a return");
    let block = ret.block(module.ir()).expect("in a block");
    let args: Vec<Value> = block.args(module.ir()).collect();
    // d0 mod 4 + s0 floordiv 2
    let expr = AffineExpr::dim(0).modulo(4) + AffineExpr::symbol(0).floor_div(2);
    let loc = ctx.unknown_loc();
    let mut b = Builder::new(module.ir_mut(), InsertPoint::Before(ret));
    let value = expand_affine_expr(&mut b, loc, &expr, &args[..1], &args[1..]).expect("expands");
    module.ir_mut().set_operands(ret, &[value]);
    // mlir-opt 22 on `affine.apply affine_map<(d0)[s0] -> (d0 mod 4 + s0
    // floordiv 2)>(%i)[%n]` returned.
    let expected = "module {
  func.func @f(%arg0: index, %arg1: index) -> index {
    %c4 = arith.constant 4 : index
    %0 = arith.remsi %arg0, %c4 : index
    %c0 = arith.constant 0 : index
    %1 = arith.cmpi slt, %0, %c0 : index
    %2 = arith.addi %0, %c4 : index
    %3 = arith.select %1, %2, %0 : index
    %c2 = arith.constant 2 : index
    %c0_0 = arith.constant 0 : index
    %c-1 = arith.constant -1 : index
    %4 = arith.cmpi slt, %arg1, %c0_0 : index
    %5 = arith.subi %c-1, %arg1 : index
    %6 = arith.select %4, %5, %arg1 : index
    %7 = arith.divsi %6, %c2 : index
    %8 = arith.subi %c-1, %7 : index
    %9 = arith.select %4, %8, %7 : index
    %10 = arith.addi %3, %9 : index
    return %10 : index
  }
}
";
    assert_eq!(module.print(&PrintOptions::default()), expected);
}

#[test]
fn a_non_positive_divisor_is_an_error_and_the_op_stays() {
    let input = "func.func @f(%a: index) -> index {
  %0 = affine.apply affine_map<(d0) -> (d0 * 3 + d0 mod -2)>(%a)
  %1 = affine.apply affine_map<(d0) -> (d0 floordiv -2)>(%a)
  return %0 : index
}
";
    let run = OptTool::standard().run_in_memory(&["--lower-affine"], "h.mlir", input);
    // mlir-opt 22: the errors, exit code 0, the ops unchanged (the product
    // built before the failing `mod` is rolled back); the tool ends its
    // output with a blank line.
    let stderr = "h.mlir:2:8: error: modulo by non-positive value is not supported
  %0 = affine.apply affine_map<(d0) -> (d0 * 3 + d0 mod -2)>(%a)
       ^
h.mlir:3:8: error: division by non-positive value is not supported
  %1 = affine.apply affine_map<(d0) -> (d0 floordiv -2)>(%a)
       ^
";
    let stdout = "#map = affine_map<(d0) -> (d0 * 3 + d0 mod -2)>
#map1 = affine_map<(d0) -> (d0 floordiv -2)>
module {
  func.func @f(%arg0: index) -> index {
    %0 = affine.apply #map(%arg0)
    %1 = affine.apply #map1(%arg0)
    return %0 : index
  }
}

";
    assert_eq!(String::from_utf8_lossy(&run.stderr), stderr);
    assert_eq!(String::from_utf8_lossy(&run.stdout), stdout);
    assert_eq!(run.code, 0);
}
