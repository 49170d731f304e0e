//! `scf.if`'s result types inferred from what its `then` region yields
//! (its `InferTypeOpInterface`): a builder fills the regions, asks for the
//! types and creates the op, which verifies and prints as mlir-opt 22
//! prints it.

use mlir_core::asm::printer::PrintOptions;
use mlir_core::definitions::interfaces::infer_type::infer_state_result_types;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{Builder, InsertPoint, IrView, OperationState, Region, Value};
use mlir_core::{DialectRegistry, Location};
use mlir_dialects::func;
use mlir_dialects::scf::{IfOp, Scf, YieldOp};

use crate::common::{module, ops_named};

/// A detached region of `region`'s body holding one block that yields
/// `values`.
fn yielding_region(ir: &mut IrView, like: Region, loc: Location, values: &[Value]) -> Region {
    let region = ir.create_detached_region(like.body);
    let block = ir.create_block(like.body);
    ir.insert_block(region, block, None);
    let mut b = Builder::new(ir, InsertPoint::BlockEnd(block));
    YieldOp::build(&mut b, loc, values);
    region
}

#[test]
fn result_types_come_from_the_then_yield() {
    let mut registry = DialectRegistry::new();
    registry.insert::<Scf>();
    registry.insert::<func::Func>();
    let text = "func.func @f(%c: i1, %a: i32, %b: f32) -> (i32, f32) {\n  \
                func.return %a, %b : i32, f32\n}\n";
    let mut m = module(&registry, text);
    let ctx = m.ctx().clone();
    let ir: &mut IrView = m.ir_mut();
    let ret = ops_named(ir, "func.return")[0];
    let body = ret.block(ir).unwrap().region(ir).unwrap();
    let args: Vec<Value> = ret.block(ir).unwrap().args(ir).collect();
    let loc = ctx.unknown_loc();

    let mut state = OperationState::new(ctx.op_name("scf.if"), loc);
    state.operands = vec![args[0]];
    state.regions = vec![
        yielding_region(ir, body, loc, &[args[1], args[2]]),
        yielding_region(ir, body, loc, &[args[1], args[2]]),
    ];
    let types = infer_state_result_types(ir, &mut state, None).unwrap();
    assert_eq!(types, vec![ctx.integer_type(32), ctx.f32_type()]);
    state.result_types = types;
    let op = Builder::new(ir, InsertPoint::Before(ret)).build(state);
    let results: Vec<Value> = op.results(ir).collect();
    ir.set_operands(ret, &results);
    assert!(IfOp::isa(ir, op));

    m.verify().unwrap_or_else(|d| panic!("{}", d.first_message()));
    let printed = m.print(&PrintOptions::default());
    assert!(
        printed.contains(
            "    %0:2 = scf.if %arg0 -> (i32, f32) {\n      scf.yield %arg1, %arg2 : i32, f32\n    } \
             else {\n      scf.yield %arg1, %arg2 : i32, f32\n    }\n    return %0#0, %0#1 : i32, f32\n"
        ),
        "{printed}"
    );
}

#[test]
fn inference_needs_a_then_yield() {
    let mut registry = DialectRegistry::new();
    registry.insert::<Scf>();
    registry.insert::<func::Func>();
    let mut m = module(&registry, "func.func @f(%c: i1) {\n  func.return\n}\n");
    let ctx = m.ctx().clone();
    let ir: &mut IrView = m.ir_mut();
    let ret = ops_named(ir, "func.return")[0];
    let body = ret.block(ir).unwrap().region(ir).unwrap();
    let condition = ret.block(ir).unwrap().arg(ir, 0);
    let loc = ctx.unknown_loc();
    let mut state = OperationState::new(ctx.op_name("scf.if"), loc);
    state.operands = vec![condition];
    state.regions =
        vec![ir.create_detached_region(body.body), ir.create_detached_region(body.body)];
    let error = infer_state_result_types(ir, &mut state, None).unwrap_err();
    assert_eq!(error.message, "failed to infer returned types");
}

/// mlir-opt 22 reports results that disagree with the yields through the
/// region-branch verifier only, not as an inferred-type mismatch.
#[test]
fn a_mismatch_is_the_region_branch_error() {
    let mut registry = DialectRegistry::new();
    registry.insert::<Scf>();
    registry.insert::<func::Func>();
    let text = "func.func @f(%c: i1, %a: i32, %b: i64) -> i64 {\n  \
                %0 = scf.if %c -> (i64) {\n    scf.yield %a : i32\n  } else {\n    \
                scf.yield %b : i64\n  }\n  func.return %0 : i64\n}\n";
    let ctx = std::sync::Arc::new(mlir_core::Context::with_dialects(&registry));
    let errors = mlir_core::Module::parse(&ctx, "in.mlir", text).unwrap_err();
    let messages: Vec<String> = errors.list().iter().map(|d| d.message.clone()).collect();
    assert_eq!(
        messages,
        vec![
            "'scf.if' op along control flow edge from Operation scf.yield to parent: successor \
             operand type #0 'i32' should match successor input type #0 'i64'"
                .to_string()
        ]
    );
}
