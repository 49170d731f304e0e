//! The standard dialects' `DialectInlinerInterface` models, found through
//! the interface map from parsed IR: which calls, regions and ops may be
//! inlined (checked against `mlir-opt-22 --inline='default-pipeline='`,
//! which inlines the calls our answers allow and keeps the others), and
//! `func.return`'s two terminator hooks, driven through the steps
//! upstream's inliner takes, giving mlir-opt's output byte for byte.

use mlir_core::DialectRegistry;
use mlir_core::asm::printer::PrintOptions;
use mlir_core::definitions::interfaces::inliner::{
    DialectInlinerInterfaceRef, handle_terminator_with_branch, handle_terminator_with_values,
    is_legal_to_inline_call, is_legal_to_inline_op, is_legal_to_inline_region,
};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{InsertPoint, IrMapping, IrView, Op, OperationState, Value};
use mlir_dialects::func::{CallOp, Func, FuncOp};

use crate::common::{module, ops_named};

/// The `func.func` named `name`.
fn function(ir: &IrView, name: &str) -> Op {
    ops_named(ir, "func.func")
        .into_iter()
        .find(|&f| FuncOp::from_op_unchecked(f).sym_name(ir) == name)
        .expect("function")
}

const LEGALITY: &str = r#"
func.func @callee(%a: i32) -> i32 {
  %r = "x.op"(%a) : (i32) -> i32
  return %r : i32
}
func.func @pinned(%a: i32) -> i32 attributes {no_inline} {
  %p = ub.poison : i32
  return %p : i32
}
func.func @caller(%a: i32, %f: (i32) -> i32) -> (i32, i32, i32, i32) {
  %0 = call @callee(%a) : (i32) -> i32
  %1 = call @callee(%a) {no_inline} : (i32) -> i32
  %2 = call @pinned(%a) : (i32) -> i32
  %3 = call_indirect %f(%a) : (i32) -> i32
  %4 = "x.call"(%a) : (i32) -> i32
  %5 = arith.constant 1 : i32
  "x.region"() ({
    cf.br ^bb1
  ^bb1:
    "x.end"() : () -> ()
  }) : () -> ()
  return %0, %1, %2, %3 : i32, i32, i32, i32
}
"#;

#[test]
fn legality_is_asked_of_the_right_dialect() {
    let m = module(&mlir_dialects::all_dialects(), LEGALITY);
    let ir = m.ir();
    let (callee, pinned, caller) =
        (function(ir, "callee"), function(ir, "pinned"), function(ir, "caller"));
    let calls = ops_named(ir, "func.call");
    // mlir-opt-22 inlines the first call only: `no_inline` on the call or
    // on the function keeps the other two.
    assert!(is_legal_to_inline_call(ir, calls[0], callee, true));
    assert!(!is_legal_to_inline_call(ir, calls[1], callee, true));
    assert!(!is_legal_to_inline_call(ir, calls[2], pinned, true));
    // Other calls of `func` are legal; an unregistered call has no model.
    let indirect = ops_named(ir, "func.call_indirect")[0];
    assert!(is_legal_to_inline_call(ir, indirect, callee, false));
    assert!(!is_legal_to_inline_call(ir, ops_named(ir, "x.call")[0], callee, false));

    // A region is asked of its destination's parent op: `func.func` says
    // yes, an unregistered op and the root region (no parent) no.
    let (dest, src) = (caller.region(ir, 0), callee.region(ir, 0));
    assert!(is_legal_to_inline_region(ir, dest, src, true, &IrMapping::default()));
    let x_region = ops_named(ir, "x.region")[0].region(ir, 0);
    assert!(!is_legal_to_inline_region(ir, x_region, src, true, &IrMapping::default()));
    assert!(!is_legal_to_inline_region(ir, ir.root_region(), src, true, &IrMapping::default()));

    // Ops of func, arith, cf and ub may be inlined; unregistered ones not
    // (mlir-opt-22 keeps a call of a function using `x.op`).
    for name in ["func.return", "arith.constant", "ub.poison", "cf.br"] {
        assert!(is_legal_to_inline_op(ir, ops_named(ir, name)[0], dest, true), "{name}");
    }
    assert!(!is_legal_to_inline_op(ir, ops_named(ir, "x.op")[0], dest, true));
}

#[test]
fn func_has_a_model_only_with_the_extension() {
    let text = "func.func private @f()\n";
    let plain = module(&DialectRegistry::new().with::<Func>(), text);
    assert!(DialectInlinerInterfaceRef::get(plain.ctx(), "func").is_none());
    assert!(plain.ctx().lookup_registered_op("cf.br").is_none());
    let mut registry = DialectRegistry::new().with::<Func>();
    mlir_dialects::func::register_inliner_extension(&mut registry);
    let extended = module(&registry, text);
    assert!(DialectInlinerInterfaceRef::get(extended.ctx(), "func").is_some());
    // The extension brings `cf`, whose branch the model creates.
    assert!(extended.ctx().lookup_registered_op("cf.br").is_some());
}

/// Inlines `call` with a copy of `callee`'s body the way upstream's
/// inliner does, asking the terminators' dialects through the hooks:
/// split the call's block after the call, copy the body before the rest,
/// handle the terminators (one block: its values replace the call's
/// results; several: each branches to the rest, whose arguments replace
/// them), merge the entry block into the call's block, erase the call.
fn inline_call(ir: &mut IrView, call: Op, callee: Op) {
    let block = call.block(ir).expect("attached call");
    let region = block.region(ir).expect("attached block");
    let after = ir.split_block(block, call.next(ir).expect("the call is not last"));
    let copy = ir.create_detached_region(block.body);
    ir.clone_region_into(callee.region(ir, 0), copy, &mut IrMapping::default());
    let blocks: Vec<_> = copy.blocks(ir).collect();
    let results: Vec<Value> = call.results(ir).collect();
    if let [single] = blocks[..] {
        let terminator = single.last_op(ir).expect("terminator");
        assert!(handle_terminator_with_values(ir, terminator, &results));
        ir.erase_op(terminator);
    } else {
        for &r in &results {
            let arg = ir.add_block_arg(after, r.ty(ir), call.loc(ir));
            ir.replace_all_uses_with(r, arg);
        }
        for &b in &blocks {
            let terminator = b.last_op(ir).expect("terminator");
            assert!(handle_terminator_with_branch(ir, terminator, after));
        }
    }
    for &b in &blocks {
        ir.remove_block(b);
        ir.insert_block(region, b, Some(after));
    }
    let operands: Vec<Value> = call.operands(ir).collect();
    ir.merge_blocks(blocks[0], block, &operands);
    if blocks.len() == 1 {
        ir.merge_blocks(after, block, &[]);
    }
    ir.erase_op(call);
}

#[test]
fn func_return_becomes_values_or_branches_as_mlir_opt_inlines() {
    let mut m = module(
        &mlir_dialects::all_dialects(),
        r#"
func.func @one(%a: i32) -> i32 {
  %c = arith.constant 1 : i32
  %r = arith.addi %a, %c : i32
  return %r : i32
}
func.func @two(%b: i1, %x: i32) -> i32 {
  cf.cond_br %b, ^bb1, ^bb2
^bb1:
  return %x : i32
^bb2:
  %p = ub.poison : i32
  return %p : i32
}
func.func @caller(%a: i32, %b: i1) -> i32 {
  %0 = call @one(%a) : (i32) -> i32
  %1 = call @two(%b, %0) : (i1, i32) -> i32
  %2 = arith.muli %1, %1 : i32
  return %2 : i32
}
"#,
    );
    let ir = m.ir_mut();
    for call in ops_named(ir, "func.call") {
        let name = CallOp::from_op_unchecked(call).callee(ir).to_owned();
        let callee = function(ir, &name);
        inline_call(ir, call, callee);
    }
    m.verify().unwrap_or_else(|d| panic!("{}", d.first_message()));
    // `mlir-opt-22 --inline='default-pipeline='` on the same input.
    let expected = r#"module {
  func.func @one(%arg0: i32) -> i32 {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.addi %arg0, %c1_i32 : i32
    return %0 : i32
  }
  func.func @two(%arg0: i1, %arg1: i32) -> i32 {
    cf.cond_br %arg0, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    return %arg1 : i32
  ^bb2:  // pred: ^bb0
    %0 = ub.poison : i32
    return %0 : i32
  }
  func.func @caller(%arg0: i32, %arg1: i1) -> i32 {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.addi %arg0, %c1_i32 : i32
    cf.cond_br %arg1, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    cf.br ^bb3(%0 : i32)
  ^bb2:  // pred: ^bb0
    %1 = ub.poison : i32
    cf.br ^bb3(%1 : i32)
  ^bb3(%2: i32):  // 2 preds: ^bb1, ^bb2
    %3 = arith.muli %2, %2 : i32
    return %3 : i32
  }
}
"#;
    assert_eq!(m.print(&PrintOptions::new()), expected);
}

#[test]
fn terminators_of_other_dialects_are_not_handled() {
    let mut m = module(
        &mlir_dialects::all_dialects(),
        "func.func @f(%a: i32) -> i32 {\n  %p = ub.poison : i32\n  \"x.ret\"(%a) : (i32) -> ()\n}\n",
    );
    let ir = m.ir_mut();
    let (poison, x_ret) = (ops_named(ir, "ub.poison")[0], ops_named(ir, "x.ret")[0]);
    let block = poison.block(ir).expect("attached");
    let result = poison.result(ir, 0);
    // `x` has no model; `ub` has one that does not handle terminators.
    assert!(!handle_terminator_with_values(ir, x_ret, &[result]));
    assert!(!handle_terminator_with_branch(ir, x_ret, block));
    assert!(!handle_terminator_with_values(ir, poison, &[]));
    assert!(!handle_terminator_with_branch(ir, poison, block));
    // A `func.return` whose value count differs from the results' is refused.
    let mut state = OperationState::new(ir.ctx().op_name("func.return"), ir.ctx().unknown_loc());
    state.operands = vec![result];
    let ret = ir.create_op(block.body, state);
    ir.insert_op(ret, InsertPoint::BlockEnd(block));
    assert!(!handle_terminator_with_values(ir, ret, &[]));
    assert!(handle_terminator_with_values(ir, ret, &[result]));
}

/// A call of an `llvm.func` with a `byval` argument is inlined when the
/// data layout sizes the argument's type (the body gets a copy); a type
/// without a layout, or a module whose layout specification is not read,
/// keeps the call rather than inline without the copy.
#[test]
fn an_llvm_function_with_an_unsized_byval_argument_is_kept() {
    let text = r#"
llvm.func internal @sized(%p: !llvm.ptr {llvm.byval = !llvm.struct<(i32, ptr)>}) {
  llvm.return
}
llvm.func internal @amx(%p: !llvm.ptr {llvm.byval = !llvm.x86_amx}) {
  llvm.return
}
llvm.func internal @target(%p: !llvm.ptr {llvm.byval = !llvm.target<"spirv.Event">}) {
  llvm.return
}
llvm.func internal @scalable(%p: !llvm.ptr {llvm.byval = vector<[4]xi32>}) {
  llvm.return
}
llvm.func @caller(%p: !llvm.ptr) {
  llvm.call @sized(%p) : (!llvm.ptr) -> ()
  llvm.call @amx(%p) : (!llvm.ptr) -> ()
  llvm.call @target(%p) : (!llvm.ptr) -> ()
  llvm.call @scalable(%p) : (!llvm.ptr) -> ()
  llvm.return
}
"#;
    let m = module(&mlir_dialects::all_dialects(), text);
    let ir = m.ir();
    let funcs = ops_named(ir, "llvm.func");
    let calls = ops_named(ir, "llvm.call");
    assert!(is_legal_to_inline_call(ir, calls[0], funcs[0], true));
    for index in 1..4 {
        assert!(!is_legal_to_inline_call(ir, calls[index], funcs[index], true), "call {index}");
    }
    // Under a data layout specification the sized type is still sized
    // (by the specification's entries) and the others still are not.
    let spec = "#dlti.dl_spec<i32 = dense<64> : vector<1xi64>, !llvm.ptr = dense<[32, 32, 32]> : vector<3xi64>>";
    let with_spec = format!("module attributes {{dlti.dl_spec = {spec}}} {{{text}}}");
    let m = module(&mlir_dialects::all_dialects(), &with_spec);
    let ir = m.ir();
    let (funcs, calls) = (ops_named(ir, "llvm.func"), ops_named(ir, "llvm.call"));
    assert!(is_legal_to_inline_call(ir, calls[0], funcs[0], true));
    for index in 1..4 {
        assert!(!is_legal_to_inline_call(ir, calls[index], funcs[index], true), "call {index}");
    }
}
