// RUN: --canonicalize
// Inside each branch of an scf.if its condition is a known constant.

func.func private @sink(i1)
func.func private @sink_i32(i32)

func.func @direct_uses(%c: i1) {
  scf.if %c {
    func.call @sink(%c) : (i1) -> ()
  } else {
    func.call @sink(%c) : (i1) -> ()
    func.call @sink(%c) : (i1) -> ()
  }
  func.call @sink(%c) : (i1) -> ()
  return
}

func.func @nested_uses(%c: i1, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.if %c {
    scf.for %i = %c0 to %n step %c1 {
      func.call @sink(%c) : (i1) -> ()
    }
  } else {
    scf.for %i = %c0 to %n step %c1 {
      func.call @sink(%c) : (i1) -> ()
    }
  }
  return
}

func.func @computed_condition(%a: i32, %b: i32) -> i32 {
  %cmp = arith.cmpi ult, %a, %b : i32
  %r = scf.if %cmp -> (i32) {
    %e = arith.extui %cmp : i1 to i32
    %s = arith.addi %a, %e : i32
    func.call @sink_i32(%s) : (i32) -> ()
    scf.yield %s : i32
  } else {
    %e = arith.extui %cmp : i1 to i32
    %s = arith.addi %b, %e : i32
    func.call @sink_i32(%s) : (i32) -> ()
    scf.yield %s : i32
  }
  return %r : i32
}

func.func @condition_in_loop(%c: i1, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.if %c {
      func.call @sink(%c) : (i1) -> ()
    }
  }
  return
}
