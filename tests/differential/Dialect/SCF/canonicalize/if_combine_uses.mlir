// RUN: --canonicalize
// RUN: --mlir-print-op-generic --canonicalize
// RUN: --mlir-print-debuginfo --canonicalize
// Merging consecutive scf.if ops rewires the first one's results inside the
// second one's branches, at any depth, to the values its branches yield.

func.func private @sink(i32)

func.func @nested_uses(%c: i1, %n: index, %a: i32, %b: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.if %c -> (i32) {
    %x = arith.addi %a, %b : i32
    func.call @sink(%x) : (i32) -> ()
    scf.yield %x : i32
  } else {
    %y = arith.subi %a, %b : i32
    func.call @sink(%y) : (i32) -> ()
    scf.yield %y : i32
  }
  scf.if %c {
    scf.for %i = %c0 to %n step %c1 {
      func.call @sink(%r) : (i32) -> ()
    }
  } else {
    func.call @sink(%r) : (i32) -> ()
  }
  return %r : i32
}

func.func @negated_uses(%c: i1, %a: i32, %b: i32) -> i32 {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  %r = scf.if %c -> (i32) {
    %x = arith.addi %a, %b : i32
    func.call @sink(%x) : (i32) -> ()
    scf.yield %x : i32
  } else {
    %y = arith.subi %a, %b : i32
    func.call @sink(%y) : (i32) -> ()
    scf.yield %y : i32
  }
  scf.if %n {
    func.call @sink(%r) : (i32) -> ()
  } else {
    %z = arith.muli %r, %r : i32
    func.call @sink(%z) : (i32) -> ()
  }
  return %r : i32
}

func.func @second_has_results(%c: i1, %a: i32, %b: i32) -> i32 {
  scf.if %c {
    func.call @sink(%a) : (i32) -> ()
  }
  %s = scf.if %c -> (i32) {
    %x = arith.addi %a, %b : i32
    func.call @sink(%x) : (i32) -> ()
    scf.yield %x : i32
  } else {
    func.call @sink(%b) : (i32) -> ()
    scf.yield %b : i32
  }
  return %s : i32
}

func.func @negation_without_else(%c: i1, %a: i32, %b: i32) {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  scf.if %c {
    func.call @sink(%a) : (i32) -> ()
  } else {
    func.call @sink(%b) : (i32) -> ()
  }
  scf.if %n {
    func.call @sink(%a) : (i32) -> ()
  }
  return
}
