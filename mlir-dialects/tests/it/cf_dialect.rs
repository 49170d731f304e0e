//! The `cf` dialect through its Rust API: registration (names, traits,
//! the dependent `arith`), the typed accessors and interface models over
//! generic IR parsed from text (which operands each branch forwards, the
//! case values and weights), the typed builders, and the two checks where
//! mlir-opt 22 crashes instead of reporting an error. Printed forms and
//! messages were checked against mlir-opt-22 unless said otherwise.

use std::sync::Arc;

use mlir_core::asm::parser::{ParseConfig, ParsedFile, parse_source};
use mlir_core::asm::printer::{PrintOptions, print_ir};
use mlir_core::definitions::interfaces::branch::{
    BranchOpInterfaceRef, SuccessorOperands, WeightedBranchOpInterfaceRef,
};
use mlir_core::definitions::interfaces::memory_effects::{
    EffectKind, is_memory_effect_free, op_effects,
};
use mlir_core::definitions::op_type::{Dialect, OpType};
use mlir_core::ir::{Builder, InsertPoint, IrView, Op, WalkControl, WalkOrder};
use mlir_core::semantics::traits::{OpNameConst, OpTraits};
use mlir_core::support::apint::APInt;
use mlir_core::verify::{verify, verify_all};
use mlir_core::{AttrData, Context};
use mlir_dialects::cf::{AssertOp, BranchOp, CondBranchOp, ControlFlow, SwitchOp};

fn context() -> Arc<Context> {
    let ctx = Arc::new(Context::new());
    mlir_dialects::cf::register(&ctx);
    mlir_dialects::func::register(&ctx);
    ctx
}

fn parse(src: &str) -> ParsedFile {
    match parse_source(context(), src, &ParseConfig::new("t.mlir")) {
        Ok(file) => file,
        Err(d) => panic!("parse failed: {:?}", d.first().map(|d| &d.message)),
    }
}

/// The first op of type `T` in the file.
fn first<T: OpType>(ir: &IrView) -> T {
    let mut found = None;
    ir.walk_all(WalkOrder::PreOrder, |ir, op| match T::try_from_op(ir, op) {
        Some(t) => {
            found = Some(t);
            WalkControl::Interrupt
        }
        None => WalkControl::Advance,
    });
    found.expect("op present")
}

/// The error messages of verifying `src` with collect-all.
fn errors(src: &str) -> Vec<String> {
    let file = parse(src);
    verify_all(&file.ir, file.module()).into_iter().map(|d| d.message).collect()
}

#[test]
fn registration_names_traits_and_dependent_dialect() {
    let ctx = context();
    assert_eq!(ControlFlow::NAMESPACE, "cf");
    assert!(ctx.is_dialect_registered("cf"));
    // `cf` depends on `arith`, which it registers too.
    assert!(ctx.is_dialect_registered("arith"));
    let names = [AssertOp::NAME, BranchOp::NAME, CondBranchOp::NAME, SwitchOp::NAME];
    assert_eq!(names, ["cf.assert", "cf.br", "cf.cond_br", "cf.switch"]);
    let traits = |name: &str| ctx.lookup_registered_op(name).expect(name).traits(&ctx);
    let pure_terminator =
        OpTraits::TERMINATOR.union(OpTraits::NO_MEMORY_EFFECT).union(OpTraits::ALWAYS_SPECULATABLE);
    for name in ["cf.br", "cf.cond_br", "cf.switch"] {
        assert!(traits(name).contains(pure_terminator), "{name}");
    }
    let assert = traits("cf.assert");
    assert!(!assert.contains(OpTraits::TERMINATOR));
    assert!(!assert.contains(OpTraits::NO_MEMORY_EFFECT));
}

const CFG: &str = r#"
"func.func"() <{function_type = (i1, i32, f32) -> (), sym_name = "f"}> ({
^bb0(%c: i1, %x: i32, %f: f32):
  "cf.assert"(%c) <{msg = "ok"}> : (i1) -> ()
  "cf.cond_br"(%c, %x, %f, %x)[^bb1, ^bb2] <{branch_weights = array<i32: 1, 9>, operandSegmentSizes = array<i32: 1, 1, 2>}> : (i1, i32, f32, i32) -> ()
^bb1(%a: i32):
  "cf.switch"(%x, %a, %f, %a, %f, %x)[^bb1, ^bb2, ^bb3, ^bb2] <{case_values = dense<[4, -1, 4]> : vector<3xi32>, case_operand_segments = array<i32: 2, 0, 2>, operandSegmentSizes = array<i32: 1, 1, 4>}> : (i32, i32, f32, i32, f32, i32) -> ()
^bb2(%g: f32, %y: i32):
  "cf.br"(%y)[^bb1] : (i32) -> ()
^bb3:
  "func.return"() : () -> ()
}) : () -> ()
"#;

/// `op` through its branch interface.
fn branch_of(ir: &IrView, op: Op) -> BranchOpInterfaceRef {
    BranchOpInterfaceRef::get(ir, op).expect("branch model")
}

#[test]
fn accessors_and_models_divide_the_operands_among_successors() {
    let file = parse(CFG);
    let ir = &file.ir;
    assert_eq!(verify(ir, file.module()).map_err(|d| d[0].message.clone()), Ok(()));

    let cond = first::<CondBranchOp>(ir);
    assert_eq!(cond.true_operand_range(ir), 1..2);
    assert_eq!(cond.false_operand_range(ir), 2..4);
    assert_eq!(cond.branch_weights(ir), Some(vec![1, 9]));
    let op: Op = cond.as_op();
    let weights = WeightedBranchOpInterfaceRef::get(ir, op).expect("weights model");
    assert_eq!(weights.weights(ir), [1, 9]);
    let branch = branch_of(ir, op);
    assert_eq!(branch.successor_operands(ir, 1), SuccessorOperands::forwarded(2..4));

    let switch = first::<SwitchOp>(ir);
    assert_eq!(switch.num_cases(ir), 3);
    assert_eq!(switch.default_operands(ir).count(), 1);
    assert_eq!(switch.case_operand_range(ir, 0), 2..4);
    assert_eq!(switch.case_operand_range(ir, 1), 4..4);
    assert_eq!(switch.case_operand_range(ir, 2), 4..6);
    let sop = switch.as_op();
    assert_eq!(switch.case_operands_at(ir, 2), [sop.operand(ir, 4), sop.operand(ir, 5)]);
    let values = switch.case_value_list(ir).expect("case values");
    let shown: Vec<String> = values.iter().map(APInt::to_signed_string).collect();
    assert_eq!(shown, ["4", "-1", "4"]);
    let branch = branch_of(ir, sop);
    assert_eq!(branch.successor_operands(ir, 0), SuccessorOperands::forwarded(1..2));
    assert_eq!(branch.successor_operands(ir, 3), SuccessorOperands::forwarded(4..6));
    // The one-pass answers agree with the per-successor ones.
    assert_eq!(switch.case_operand_ranges(ir), [2..4, 4..4, 4..6]);
    let each: Vec<_> = (0..4).map(|i| branch.successor_operands(ir, i)).collect();
    assert_eq!(branch.all_successor_operands(ir), each);
    let cond_all = branch_of(ir, op).all_successor_operands(ir);
    assert_eq!(cond_all, [SuccessorOperands::forwarded(1..2), SuccessorOperands::forwarded(2..4)]);
    assert!(WeightedBranchOpInterfaceRef::get(ir, sop).is_none());

    let br = first::<BranchOp>(ir);
    assert_eq!(br.dest_operands(ir).count(), 1);
    assert_eq!(br.dest(ir), switch.default_destination(ir));
    let assert = first::<AssertOp>(ir);
    assert_eq!(assert.msg(ir), "ok");
}

#[test]
fn assert_writes_and_branches_have_no_effect() {
    let file = parse(CFG);
    let ir = &file.ir;
    let assert = first::<AssertOp>(ir).as_op();
    let effects = op_effects(ir, assert).expect("assert lists its effects");
    assert_eq!(effects.len(), 1);
    assert_eq!(effects[0].kind, EffectKind::Write);
    assert!(!is_memory_effect_free(ir, assert));
    for op in [first::<BranchOp>(ir).as_op(), first::<SwitchOp>(ir).as_op()] {
        assert!(is_memory_effect_free(ir, op));
    }
}

#[test]
fn builders_create_branches_that_verify_and_print_as_mlir_opt_does() {
    let mut file = parse(
        r#""func.func"() <{function_type = (i1, i32) -> (), sym_name = "f"}> ({
^bb0(%c: i1, %x: i32):
  "func.return"() : () -> ()
}) : () -> ()"#,
    );
    let ctx = file.ir.ctx_arc().clone();
    let func = first::<mlir_dialects::func::FuncOp>(&file.ir);
    let entry = func.entry_block(&file.ir).expect("entry block");
    let region = func.body(&file.ir);
    let (i32t, loc) = (ctx.integer_type(32), ctx.unknown_loc());
    let (c, x) = (entry.arg(&file.ir, 0), entry.arg(&file.ir, 1));
    let ret = entry.first_op(&file.ir).expect("return");
    file.ir.erase_op(ret);
    let ir = &mut file.ir;
    let body = region.body;
    let (bb1, bb2, bb3) = (ir.create_block(body), ir.create_block(body), ir.create_block(body));
    for block in [bb1, bb2, bb3] {
        ir.append_block(region, block);
    }
    let y = ir.add_block_arg(bb1, i32t, loc);
    let mut b = Builder::new(ir, InsertPoint::BlockEnd(entry));
    AssertOp::build(&mut b, loc, c, "checked");
    CondBranchOp::build(&mut b, loc, c, &[x], &[], Some(vec![3, 1]), bb1, bb2);
    b.set_insertion_point(InsertPoint::BlockEnd(bb1));
    let values = ctx.get_attr(AttrData::DenseElements {
        ty: ctx.vector_type(&[2], i32t),
        splat: false,
        data: vec![7, 0, 0, 0, 0xff, 0xff, 0xff, 0xff].into(),
    });
    SwitchOp::build(&mut b, loc, y, &[y], &[], Some(values), vec![0, 0], bb1, &[bb2, bb3]);
    b.set_insertion_point(InsertPoint::BlockEnd(bb2));
    BranchOp::build(&mut b, loc, &[x], bb1);
    b.set_insertion_point(InsertPoint::BlockEnd(bb3));
    mlir_dialects::func::ReturnOp::build(&mut b, loc, &[]);
    assert_eq!(verify(&file.ir, file.module()).map_err(|d| d[0].message.clone()), Ok(()));
    // mlir-opt-22 prints this text back unchanged.
    assert_eq!(
        print_ir(&file.ir, &PrintOptions { generic: true, ..PrintOptions::new() }),
        r#""builtin.module"() ({
  "func.func"() <{function_type = (i1, i32) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: i1, %arg1: i32):
    "cf.assert"(%arg0) <{msg = "checked"}> : (i1) -> ()
    "cf.cond_br"(%arg0, %arg1)[^bb1, ^bb2] <{branch_weights = array<i32: 3, 1>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
  ^bb1(%0: i32):  // 3 preds: ^bb0, ^bb1, ^bb2
    "cf.switch"(%0, %0)[^bb1, ^bb2, ^bb3] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[7, -1]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
  ^bb2:  // 2 preds: ^bb0, ^bb1
    "cf.br"(%arg1)[^bb1] : (i32) -> ()
  ^bb3:  // pred: ^bb1
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

"#
    );
}

/// A switch of one case destination with the given extra properties.
fn switch_with(props: &str) -> String {
    format!(
        r#""func.func"() <{{function_type = (i32) -> (), sym_name = "f"}}> ({{
^bb0(%x: i32):
  "cf.switch"(%x)[^bb1, ^bb1] <{{{props}operandSegmentSizes = array<i32: 1, 0, 0>}}> : (i32) -> ()
^bb1:
  "func.return"() : () -> ()
}}) : () -> ()"#
    )
}

#[test]
fn switch_shapes_that_crash_mlir_opt_are_errors() {
    // mlir-opt 22 crashes on both (it reads case values that are not there,
    // and a case operand segment past the end); these messages are ours.
    assert_eq!(
        errors(&switch_with("case_operand_segments = array<i32: 0>, ")),
        ["'cf.switch' op number of case values (0) should match number of case destinations (1)"]
    );
    assert_eq!(
        errors(&switch_with(
            "case_operand_segments = array<i32>, case_values = dense<1> : vector<1xi32>, "
        )),
        [
            "'cf.switch' op 'case_operand_segments' has 0 segments, fewer than the 1 case destinations"
        ]
    );
    // Without case values or case destinations, a switch is fine.
    let default_only =
        switch_with("case_operand_segments = array<i32>, ").replace("[^bb1, ^bb1]", "[^bb1]");
    assert!(errors(&default_only).is_empty());
}
