// RUN: --canonicalize
// RUN: --mlir-print-debuginfo --canonicalize
// Results of scf.if yielding values defined outside become arith.select.

func.func private @sink(i32)

func.func @all_outside(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}

func.func @mixed(%c: i1, %a: i32, %b: i32) -> (i32, i32, i32) {
  %r:3 = scf.if %c -> (i32, i32, i32) {
    %x = arith.addi %a, %b : i32
    func.call @sink(%x) : (i32) -> ()
    scf.yield %a, %x, %b : i32, i32, i32
  } else {
    func.call @sink(%a) : (i32) -> ()
    scf.yield %b, %a, %b : i32, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}

func.func @constants(%c: i1) -> (i32, f32) {
  %r:2 = scf.if %c -> (i32, f32) {
    %c1 = arith.constant 1 : i32
    %f1 = arith.constant 1.5 : f32
    scf.yield %c1, %f1 : i32, f32
  } else {
    %c9 = arith.constant 9 : i32
    %f2 = arith.constant 2.5 : f32
    scf.yield %c9, %f2 : i32, f32
  }
  return %r#0, %r#1 : i32, f32
}

func.func @else_computed(%c: i1, %a: index, %b: index) -> (index, index) {
  %r:2 = scf.if %c -> (index, index) {
    func.call @sink_index(%a) : (index) -> ()
    scf.yield %a, %b : index, index
  } else {
    %d = arith.divui %a, %b : index
    scf.yield %d, %a : index, index
  }
  return %r#0, %r#1 : index, index
}

func.func private @sink_index(index)

func.func @side_effects_stay(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    func.call @sink(%a) : (i32) -> ()
    scf.yield %a : i32
  } else {
    func.call @sink(%b) : (i32) -> ()
    scf.yield %b : i32
  }
  return %r : i32
}
