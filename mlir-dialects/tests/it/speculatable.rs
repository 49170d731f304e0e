//! `ConditionallySpeculatable` and MLIR's `isSpeculatable` over parsed IR:
//! `arith`'s divisions through their models (speculatable only by a
//! constant divisor known safe), the `Pure` ops through their marker, ops
//! with neither, and `RecursivelySpeculatable` ops (a test dialect's)
//! whose answer is their nested ops', however deep. The divisions'
//! answers are mlir-opt-22's: `--loop-invariant-code-motion` hoists out
//! of an `scf.for` exactly the divisions answered speculatable here.

use mlir_core::Module;
use mlir_core::definitions::interfaces::speculatable::{
    ConditionallySpeculatableRef, Speculatability, is_speculatable, speculatability,
};
use mlir_core::ir::Op;
use mlir_core::semantics::constraints::{AnyRegion, AnyType, Variadic};
use mlir_core::semantics::traits::{NoTerminator, RecursivelySpeculatable};
use mlir_derive::{dialect, op};

use crate::common::ops_named;

/// Holds ops that are speculatable when its nested ops are.
#[dialect(name = "spec", ops = [NestOp])]
pub struct Spec;

/// A region whose ops decide whether it may be speculated.
#[op(dialect = Spec, name = "nest", traits = [NoTerminator, RecursivelySpeculatable])]
pub struct NestOp {
    #[result]
    results: Variadic<AnyType>,
    #[region]
    body: AnyRegion,
}

fn module(text: &str) -> Module {
    let mut registry = mlir_dialects::all_dialects();
    registry.insert::<Spec>();
    crate::common::module(&registry, text)
}

/// The divisors' definitions: constants, and values computed by ops.
const DIVISORS: &str = r#"
  %zero = arith.constant 0 : i32
  %two = arith.constant 2 : i32
  %minus_one = arith.constant -1 : i32
  %splat_three = arith.constant dense<3> : vector<2xi32>
  %splat_zero = arith.constant dense<0> : vector<2xi32>
  %splat_minus_one = arith.constant dense<-1> : vector<2xi32>
  %mixed = arith.constant dense<[1, 2]> : vector<2xi32>
  %with_zero = arith.constant dense<[1, 0]> : vector<2xi32>
  %negatives = arith.constant dense<[-2, -7]> : vector<2xi32>
  %straddling = arith.constant dense<[-2, 3]> : vector<2xi32>
  %true = arith.constant true
  %wide_minus_one = arith.constant -1 : i128
  %y = "x.computed"() : () -> i32
"#;

/// Each division, its divisor and type, and whether it is speculatable.
/// Unsigned ones: any constant but zero (-1 is a large unsigned divisor),
/// in every element of a dense one; never a computed value. Signed ones: a
/// range without zero and -1 (of any width; `true : i1` is -1), so all
/// elements positive or all below -1, not some of each.
const DIVISIONS: &[(&str, &str, &str, bool)] = &[
    ("divui", "%two", "i32", true),
    ("divui", "%zero", "i32", false),
    ("divui", "%y", "i32", false),
    ("divui", "%minus_one", "i32", true),
    ("divui", "%splat_three", "vector<2xi32>", true),
    ("divui", "%splat_zero", "vector<2xi32>", false),
    ("divui", "%mixed", "vector<2xi32>", true),
    ("divui", "%with_zero", "vector<2xi32>", false),
    ("divui", "%straddling", "vector<2xi32>", true),
    ("ceildivui", "%two", "i32", true),
    ("ceildivui", "%zero", "i32", false),
    ("divsi", "%two", "i32", true),
    ("divsi", "%zero", "i32", false),
    ("divsi", "%minus_one", "i32", false),
    ("divsi", "%y", "i32", false),
    ("divsi", "%splat_three", "vector<2xi32>", true),
    ("divsi", "%splat_minus_one", "vector<2xi32>", false),
    ("divsi", "%mixed", "vector<2xi32>", true),
    ("divsi", "%negatives", "vector<2xi32>", true),
    ("divsi", "%straddling", "vector<2xi32>", false),
    ("divsi", "%true", "i1", false),
    ("divsi", "%wide_minus_one", "i128", false),
    ("ceildivsi", "%two", "i32", true),
    ("ceildivsi", "%minus_one", "i32", false),
];

#[test]
fn divisions_are_speculatable_by_a_known_safe_constant() {
    let mut text = String::from("func.func @f() {\n");
    text.push_str(DIVISORS);
    for (i, (op, divisor, ty, _)) in DIVISIONS.iter().enumerate() {
        // The divisor stands for the dividend too: only the divisor matters.
        text.push_str(&format!("  %d{i} = arith.{op} {divisor}, {divisor} : {ty}\n"));
    }
    text.push_str("  return\n}\n");
    let m = module(&text);
    let ir = m.ir();
    let body = ops_named(ir, "func.func")[0].region(ir, 0).first_block(ir).expect("body");
    let divisions: Vec<Op> =
        body.ops(ir).filter(|op| op.name(ir).as_str(ir.ctx()).contains("div")).collect();
    let answers: Vec<(&str, &str, &str, bool)> = divisions
        .iter()
        .zip(DIVISIONS)
        .map(|(&op, &(name, divisor, ty, _))| (name, divisor, ty, is_speculatable(ir, op)))
        .collect();
    assert_eq!(answers, DIVISIONS);
    // The answer comes from the model the interface map holds.
    let model = ConditionallySpeculatableRef::get(ir, divisions[0]).expect("a division's model");
    assert_eq!(model.speculatability(ir), Speculatability::Speculatable);
}

#[test]
fn pure_ops_need_no_model_and_other_ops_are_not_speculatable() {
    let m = module(
        r#"
func.func @f(%x: i32, %y: i32) -> i32 {
  %0 = arith.remui %x, %y : i32
  %1 = arith.remsi %x, %y : i32
  %2 = arith.floordivsi %x, %y : i32
  %3 = arith.addi %0, %1 : i32
  %4 = "x.op"(%3) : (i32) -> i32
  %5 = func.call @f(%4, %2) : (i32, i32) -> i32
  return %5 : i32
}
"#,
    );
    let ir = m.ir();
    // `remui`, `remsi` and `floordivsi` are `Pure` in MLIR 22, whatever
    // their divisor.
    for name in ["arith.remui", "arith.remsi", "arith.floordivsi", "arith.addi", "func.return"] {
        let op = ops_named(ir, name)[0];
        assert!(ConditionallySpeculatableRef::get(ir, op).is_none(), "{name} has no model");
        assert_eq!(speculatability(ir, op), Speculatability::Speculatable, "{name}");
    }
    for name in ["x.op", "func.call", "func.func"] {
        let op = ops_named(ir, name)[0];
        assert_eq!(speculatability(ir, op), Speculatability::NotSpeculatable, "{name}");
        assert!(!is_speculatable(ir, op), "{name}");
    }
}

#[test]
fn recursively_speculatable_ops_answer_with_their_nested_ops() {
    let m = module(
        r#"
func.func @f(%x: i32) {
  %two = arith.constant 2 : i32
  "spec.nest"() ({
    %0 = arith.divui %x, %two : i32
    "spec.nest"() ({
      %1 = arith.addi %x, %x : i32
    }) : () -> ()
  }) : () -> ()
  "spec.nest"() ({
    %2 = arith.addi %x, %x : i32
    "spec.nest"() ({
      %3 = arith.divsi %x, %x : i32
    }) : () -> ()
  }) : () -> ()
  return
}
"#,
    );
    let ir = m.ir();
    let nests = ops_named(ir, "spec.nest");
    assert_eq!(speculatability(ir, nests[0]), Speculatability::RecursivelySpeculatable);
    // Every nested op is speculatable.
    assert!(is_speculatable(ir, nests[0]));
    // A division by an argument, one level down.
    assert!(!is_speculatable(ir, nests[2]));
    assert!(!is_speculatable(ir, nests[3]));
}

#[test]
fn deep_nesting_is_answered_without_recursion() {
    let nested = |innermost: &str| {
        let depth = 100_000;
        let mut text = "\"spec.nest\"() ({\n".repeat(depth);
        text.push_str(innermost);
        text.push_str(&"}) : () -> ()\n".repeat(depth));
        module(&text)
    };
    for (innermost, expected) in
        [("%0 = \"x.op\"() : () -> i32\n", false), ("%0 = arith.constant 1 : i32\n", true)]
    {
        let m = nested(innermost);
        let outer = ops_named(m.ir(), "spec.nest")[0];
        assert_eq!(is_speculatable(m.ir(), outer), expected, "{innermost}");
    }
}
