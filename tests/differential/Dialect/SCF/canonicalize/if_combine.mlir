// RUN: --canonicalize
// RUN: --mlir-print-op-generic --canonicalize
// Consecutive scf.if ops on the same condition merge into one.

func.func private @sink(i32)

func.func @no_results(%c: i1, %a: i32, %b: i32) {
  scf.if %c {
    func.call @sink(%a) : (i32) -> ()
  } else {
    func.call @sink(%b) : (i32) -> ()
  }
  scf.if %c {
    func.call @sink(%b) : (i32) -> ()
  } else {
    func.call @sink(%a) : (i32) -> ()
  }
  return
}

func.func @with_results(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  %r = scf.if %c -> (i32) {
    %x = arith.addi %a, %b : i32
    func.call @sink(%x) : (i32) -> ()
    scf.yield %x : i32
  } else {
    %y = arith.subi %a, %b : i32
    func.call @sink(%y) : (i32) -> ()
    scf.yield %y : i32
  }
  %s = scf.if %c -> (i32) {
    %m = arith.muli %r, %a : i32
    func.call @sink(%m) : (i32) -> ()
    scf.yield %m : i32
  } else {
    %d = arith.muli %r, %b : i32
    func.call @sink(%d) : (i32) -> ()
    scf.yield %d : i32
  }
  return %r, %s : i32, i32
}

func.func @first_without_else(%c: i1, %a: i32, %b: i32) {
  scf.if %c {
    func.call @sink(%a) : (i32) -> ()
  }
  scf.if %c {
    func.call @sink(%b) : (i32) -> ()
  } else {
    func.call @sink(%a) : (i32) -> ()
  }
  return
}

func.func @three_in_a_row(%c: i1, %a: i32) {
  scf.if %c {
    func.call @sink(%a) : (i32) -> ()
  }
  scf.if %c {
    func.call @sink(%a) : (i32) -> ()
  }
  scf.if %c {
    func.call @sink(%a) : (i32) -> ()
  }
  return
}

func.func @different_conditions(%c: i1, %d: i1, %a: i32) {
  scf.if %c {
    func.call @sink(%a) : (i32) -> ()
  }
  scf.if %d {
    func.call @sink(%a) : (i32) -> ()
  }
  return
}

func.func @op_in_between(%c: i1, %a: i32) {
  scf.if %c {
    func.call @sink(%a) : (i32) -> ()
  }
  func.call @sink(%a) : (i32) -> ()
  scf.if %c {
    func.call @sink(%a) : (i32) -> ()
  }
  return
}
