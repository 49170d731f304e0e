// RUN: --remove-dead-values
// RUN: --remove-dead-values --mlir-disable-threading
// RUN: --remove-dead-values=canonicalize=false
// `scf.while`: values passed between its two regions, its results, and
// those that only feed themselves around the loop.
func.func @dead_carried(%x: i32, %n: i32) -> i32 {
  %r:2 = scf.while (%a = %x, %b = %x) : (i32, i32) -> (i32, i32) {
    %c = arith.cmpi slt, %a, %n : i32
    scf.condition(%c) %a, %b : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %s = arith.addi %p, %p : i32
    %t = arith.addi %q, %q : i32
    scf.yield %s, %t : i32, i32
  }
  return %r#0 : i32
}

func.func @result_dead_argument_live(%x: i32, %n: i32) -> i32 {
  %r:2 = scf.while (%a = %x, %b = %n) : (i32, i32) -> (i32, i32) {
    %c = arith.cmpi slt, %a, %b : i32
    scf.condition(%c) %a, %b : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %s = arith.addi %p, %q : i32
    scf.yield %s, %q : i32, i32
  }
  return %r#0 : i32
}

func.func @all_dead(%x: i32, %n: i32) {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %c = arith.cmpi slt, %a, %n : i32
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%p: i32):
    scf.yield %p : i32
  }
  return
}

func.func @different_shapes(%x: i32, %f: f32, %n: i32) -> f32 {
  %r:2 = scf.while (%a = %x) : (i32) -> (i32, f32) {
    %c = arith.cmpi slt, %a, %n : i32
    scf.condition(%c) %a, %f : i32, f32
  } do {
  ^bb0(%p: i32, %g: f32):
    %s = arith.addi %p, %p : i32
    scf.yield %s : i32
  }
  return %r#1 : f32
}
