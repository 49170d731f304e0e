//! `scf.forall`'s canonicalization patterns where they need what no
//! registered dialect offers: a device `mapping` (which keeps the
//! dimensions, so an induction variable running once is replaced instead,
//! `ForallOpReplaceConstantInductionVar`) and a combining op (which keeps
//! its shared output, `ForallOpIterArgsFolder`). The dialect is that of
//! `forall_interfaces`. Expected outputs are mlir-opt 22's on the same
//! input with `#gpu.thread<x>`/`<y>` for `#pmap.unit<0>`/`<1>`, and
//! `tensor.parallel_insert_slice` for `pmap.insert`.

use std::sync::Arc;

use mlir_core::asm::printer::PrintOptions;
use mlir_core::definitions::op_type::OpType;
use mlir_core::transforms::canonicalize::canonicalize;
use mlir_core::{Context, Module};

use crate::forall_interfaces::PMap;

/// `input` canonicalized and printed.
fn canonicalized(input: &str) -> String {
    let mut registry = mlir_dialects::all_dialects();
    registry.insert::<PMap>();
    let ctx = Arc::new(Context::with_dialects(&registry));
    let mut module = Module::parse(&ctx, "in.mlir", input).unwrap_or_else(|e| panic!("{e}"));
    let root = module.op().as_op();
    canonicalize(module.ir_mut(), root);
    module.print(&PrintOptions::new())
}

#[test]
fn a_mapped_induction_variable_running_once_becomes_its_lower_bound() {
    let input = r#"
func.func private @use(index, index)
func.func @mapped(%n: index) {
  scf.forall (%i, %j) in (1, %n) {
    func.call @use(%i, %j) : (index, index) -> ()
  } {mapping = [#pmap.unit<0>, #pmap.unit<1>]}
  return
}
func.func @mapped_static(%n: index) {
  scf.forall (%i, %j) = (3, 0) to (4, %n) step (1, 1) {
    func.call @use(%i, %j) : (index, index) -> ()
  } {mapping = [#pmap.unit<0>, #pmap.unit<1>]}
  return
}
"#;
    let expected = r#"module {
  func.func private @use(index, index)
  func.func @mapped(%arg0: index) {
    %c0 = arith.constant 0 : index
    scf.forall (%arg1, %arg2) in (1, %arg0) {
      func.call @use(%c0, %arg2) : (index, index) -> ()
    } {mapping = [#pmap.unit<0>, #pmap.unit<1>]}
    return
  }
  func.func @mapped_static(%arg0: index) {
    %c3 = arith.constant 3 : index
    scf.forall (%arg1, %arg2) = (3, 0) to (4, %arg0) step (1, 1) {
      func.call @use(%c3, %arg2) : (index, index) -> ()
    } {mapping = [#pmap.unit<0>, #pmap.unit<1>]}
    return
  }
}
"#;
    assert_eq!(canonicalized(input), expected);
}

#[test]
fn a_shared_output_combined_into_and_used_stays() {
    let input = r#"
func.func @combined(%a: tensor<8xf32>, %b: tensor<8xf32>, %n: index) -> (tensor<8xf32>, tensor<8xf32>) {
  %r:2 = scf.forall (%i) in (%n) shared_outs(%o1 = %a, %o2 = %b) -> (tensor<8xf32>, tensor<8xf32>) {
    scf.forall.in_parallel {
      pmap.insert %b into %o1 : tensor<8xf32>, tensor<8xf32>
    }
  }
  return %r#0, %r#1 : tensor<8xf32>, tensor<8xf32>
}
"#;
    let expected = r#"module {
  func.func @combined(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>, %arg2: index) -> (tensor<8xf32>, tensor<8xf32>) {
    %0 = scf.forall (%arg3) in (%arg2) shared_outs(%arg4 = %arg0) -> (tensor<8xf32>) {
      scf.forall.in_parallel {
        pmap.insert %arg1 into %arg4 : tensor<8xf32>, tensor<8xf32>
      }
    }
    return %0, %arg1 : tensor<8xf32>, tensor<8xf32>
  }
}
"#;
    assert_eq!(canonicalized(input), expected);
}

#[test]
fn an_unused_result_drops_its_combining_op_and_the_empty_loop_goes() {
    let input = r#"
func.func @unused(%a: tensor<8xf32>, %b: tensor<8xf32>, %n: index) {
  %r = scf.forall (%i) in (%n) shared_outs(%o = %a) -> (tensor<8xf32>) {
    scf.forall.in_parallel {
      pmap.insert %b into %o : tensor<8xf32>, tensor<8xf32>
    }
  }
  return
}
"#;
    let expected = r#"module {
  func.func @unused(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>, %arg2: index) {
    return
  }
}
"#;
    assert_eq!(canonicalized(input), expected);
}
