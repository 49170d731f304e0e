// RUN: --canonicalize
// RUN: --mlir-print-op-generic --canonicalize
// scf.if on a constant condition: the branch taken replaces the op.

func.func private @sink(i32)

func.func @true_with_results(%a: i32, %b: i32) -> i32 {
  %t = arith.constant true
  %r = scf.if %t -> (i32) {
    %s = arith.addi %a, %b : i32
    func.call @sink(%s) : (i32) -> ()
    scf.yield %s : i32
  } else {
    func.call @sink(%b) : (i32) -> ()
    scf.yield %b : i32
  }
  return %r : i32
}

func.func @false_with_results(%a: i32, %b: i32) -> (i32, i32) {
  %f = arith.constant false
  %r:2 = scf.if %f -> (i32, i32) {
    scf.yield %a, %b : i32, i32
  } else {
    %m = arith.muli %a, %b : i32
    func.call @sink(%m) : (i32) -> ()
    scf.yield %m, %a : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

func.func @false_without_else(%a: i32) {
  %f = arith.constant false
  scf.if %f {
    func.call @sink(%a) : (i32) -> ()
  }
  func.call @sink(%a) : (i32) -> ()
  return
}

func.func @true_without_else(%a: i32) {
  %t = arith.constant true
  scf.if %t {
    %c7 = arith.constant 7 : i32
    %x = arith.addi %a, %c7 : i32
    func.call @sink(%x) : (i32) -> ()
  }
  return
}

func.func @computed_constant(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %cmp = arith.cmpi slt, %c1, %c2 : i32
  %r = scf.if %cmp -> (i32) {
    func.call @sink(%a) : (i32) -> ()
    scf.yield %c1 : i32
  } else {
    scf.yield %c2 : i32
  }
  return %r : i32
}

func.func @nested_static(%a: i32) {
  %t = arith.constant true
  %f = arith.constant false
  scf.if %t {
    scf.if %f {
      func.call @sink(%a) : (i32) -> ()
    } else {
      %c3 = arith.constant 3 : i32
      func.call @sink(%c3) : (i32) -> ()
    }
  }
  return
}
