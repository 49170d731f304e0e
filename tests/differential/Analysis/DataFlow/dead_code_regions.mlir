// RUN: --allow-unregistered-dialect --test-dead-code-analysis
// RUN: --allow-unregistered-dialect --test-dead-code-analysis --mlir-disable-threading
// RECORD-STDERR
// The regions of region-branching ops: which regions may run, the
// predecessors of their entries and of the points after the ops (`scf.if`
// on constant and unknown conditions, `scf.for`, `scf.while`,
// `scf.index_switch`, `scf.execute_region` of several blocks, `scf.forall`,
// nests, regions inside dead regions), and ops of unknown dialects.

func.func @ifs(%c: i1, %a: i64, %b: i64) -> i64 {
  %r = scf.if %c -> (i64) {
    scf.yield %a : i64
  } else {
    scf.yield %b : i64
  } {tag = "unknown_if"}
  %false = arith.constant false
  scf.if %false {
    scf.if %c {
      "test.inner"() : () -> ()
    } {tag = "inside_dead"}
  } else {
    "test.else"() : () -> ()
  } {tag = "false_if"}
  scf.if %c {
  } {tag = "no_else"}
  return %r : i64
}

func.func @loops(%lb: index, %ub: index, %s: index, %init: f32) -> f32 {
  %r = scf.for %i = %lb to %ub step %s iter_args(%acc = %init) -> (f32) {
    %d = arith.addf %acc, %acc : f32
    scf.yield %d : f32
  } {tag = "for"}
  %w:2 = scf.while (%x = %lb, %y = %r) : (index, f32) -> (index, f32) {
    %go = arith.cmpi slt, %x, %ub : index
    scf.condition(%go) {tag = "condition"} %x, %y : index, f32
  } do {
  ^bb0(%x2: index, %y2: f32):
    %n = arith.addi %x2, %s : index
    scf.yield %n, %y2 : index, f32
  } attributes {tag = "while"}
  %false = arith.constant false
  %never = scf.while (%x = %lb) : (index) -> index {
    scf.condition(%false) %x : index
  } do {
  ^bb0(%x2: index):
    scf.yield %x2 : index
  } attributes {tag = "while_false"}
  return %w#1 : f32
}

func.func @switch_and_execute(%i: index, %c: i1) -> i32 {
  %r = scf.index_switch %i -> i32
  case 1 {
    %c1 = arith.constant 1 : i32
    scf.yield %c1 : i32
  }
  case 5 {
    %c5 = arith.constant 5 : i32
    scf.yield %c5 : i32
  }
  default {
    %c0 = arith.constant 0 : i32
    scf.yield %c0 : i32
  } {tag = "switch"}
  %c5i = arith.constant 5 : index
  %k = scf.index_switch %c5i -> i32
  case 1 {
    scf.yield %r : i32
  }
  case 5 {
    scf.yield %r : i32
  }
  default {
    scf.yield %r : i32
  } {tag = "constant_switch"}
  %e = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %k : i32
  ^bb2:
    scf.yield %r : i32
  } {tag = "execute"}
  return %e : i32
}

func.func @parallel_ops(%t: tensor<8xf32>, %n: index) -> tensor<8xf32> {
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<8xf32>) {
    "test.visit"(%i, %o) : (index, tensor<8xf32>) -> ()
    scf.forall.in_parallel {
    }
  } {tag = "forall"}
  "test.region"() ({
    "test.x"() : () -> ()
  ^bb1:
    "test.y"() : () -> ()
  }) {tag = "unknown_op"} : () -> ()
  return %r : tensor<8xf32>
}
