// RUN: --canonicalize
// Consecutive scf.if ops where one condition negates the other merge too.

func.func private @sink(i32)

func.func @second_negated(%c: i1, %a: i32, %b: i32) {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  scf.if %c {
    func.call @sink(%a) : (i32) -> ()
  }
  scf.if %n {
    func.call @sink(%b) : (i32) -> ()
  }
  return
}

func.func @first_negated(%c: i1, %a: i32, %b: i32) {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  scf.if %n {
    func.call @sink(%a) : (i32) -> ()
  }
  scf.if %c {
    func.call @sink(%b) : (i32) -> ()
  }
  return
}

func.func @negated_with_results(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  %r = scf.if %c -> (i32) {
    %x = arith.addi %a, %b : i32
    func.call @sink(%x) : (i32) -> ()
    scf.yield %x : i32
  } else {
    func.call @sink(%b) : (i32) -> ()
    scf.yield %b : i32
  }
  %s = scf.if %n -> (i32) {
    %y = arith.muli %r, %r : i32
    func.call @sink(%y) : (i32) -> ()
    scf.yield %y : i32
  } else {
    %z = arith.subi %r, %a : i32
    func.call @sink(%z) : (i32) -> ()
    scf.yield %z : i32
  }
  return %r, %s : i32, i32
}
