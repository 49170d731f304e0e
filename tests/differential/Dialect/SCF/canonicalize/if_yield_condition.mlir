// RUN: --canonicalize
// RUN: --mlir-print-debuginfo --canonicalize
// scf.if results yielding the condition, its negation, or the same value.

func.func private @sink(i32)
func.func private @sink_i1(i1)

func.func @yields_condition(%c: i1, %a: i32) -> i1 {
  %r = scf.if %c -> (i1) {
    %t = arith.constant true
    func.call @sink(%a) : (i32) -> ()
    scf.yield %t : i1
  } else {
    %f = arith.constant false
    scf.yield %f : i1
  }
  return %r : i1
}

func.func @yields_negation(%c: i1, %a: i32) -> i1 {
  %r = scf.if %c -> (i1) {
    %f = arith.constant false
    func.call @sink(%a) : (i32) -> ()
    scf.yield %f : i1
  } else {
    %t = arith.constant true
    scf.yield %t : i1
  }
  return %r : i1
}

func.func @same_value(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    func.call @sink(%b) : (i32) -> ()
    scf.yield %a : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}

func.func @outside_bools(%c: i1) -> (i1, i1) {
  %t = arith.constant true
  %f = arith.constant false
  %r:2 = scf.if %c -> (i1, i1) {
    scf.yield %t, %f : i1, i1
  } else {
    scf.yield %f, %t : i1, i1
  }
  return %r#0, %r#1 : i1, i1
}

func.func @same_constant(%c: i1, %a: i32) -> i1 {
  %r = scf.if %c -> (i1) {
    %t = arith.constant true
    func.call @sink(%a) : (i32) -> ()
    scf.yield %t : i1
  } else {
    %t = arith.constant true
    scf.yield %t : i1
  }
  return %r : i1
}
