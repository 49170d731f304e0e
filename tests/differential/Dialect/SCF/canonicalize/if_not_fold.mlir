// RUN: --canonicalize
// RUN: --mlir-print-op-generic --canonicalize
// An scf.if on `arith.xori %c, true` branches on %c with its regions swapped.

func.func private @sink(i32)

func.func @swap_with_results(%c: i1, %a: i32, %b: i32) -> i32 {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  %r = scf.if %n -> (i32) {
    %x = arith.addi %a, %b : i32
    scf.yield %x : i32
  } else {
    %y = arith.subi %a, %b : i32
    scf.yield %y : i32
  }
  return %r : i32
}

func.func @swap_without_results(%c: i1, %a: i32, %b: i32) {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  scf.if %n {
    func.call @sink(%a) : (i32) -> ()
  } else {
    func.call @sink(%b) : (i32) -> ()
  }
  return
}

func.func @no_else_keeps_negation(%c: i1, %a: i32) {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  scf.if %n {
    func.call @sink(%a) : (i32) -> ()
  }
  return
}

func.func @xor_with_other_value(%c: i1, %d: i1, %a: i32, %b: i32) {
  %n = arith.xori %c, %d : i1
  scf.if %n {
    func.call @sink(%a) : (i32) -> ()
  } else {
    func.call @sink(%b) : (i32) -> ()
  }
  return
}

func.func @double_negation(%c: i1, %a: i32, %b: i32) -> i32 {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  %nn = arith.xori %n, %t : i1
  %r = scf.if %nn -> (i32) {
    %x = arith.muli %a, %b : i32
    func.call @sink(%x) : (i32) -> ()
    scf.yield %x : i32
  } else {
    func.call @sink(%b) : (i32) -> ()
    scf.yield %a : i32
  }
  return %r : i32
}
