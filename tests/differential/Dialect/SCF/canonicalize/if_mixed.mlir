// RUN: --canonicalize
// RUN: --canonicalize='top-down=false'
// Several scf.if patterns interacting in one function.

func.func private @sink(i32)

func.func @negated_nested(%c: i1, %d: i1, %a: i32, %b: i32) -> i32 {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  %r = scf.if %n -> (i32) {
    scf.yield %a : i32
  } else {
    %s = scf.if %d -> (i32) {
      %x = arith.addi %a, %b : i32
      func.call @sink(%x) : (i32) -> ()
      scf.yield %x : i32
    } else {
      scf.yield %a : i32
    }
    scf.yield %s : i32
  }
  return %r : i32
}

func.func @bool_results_then_combine(%c: i1, %a: i32) -> i1 {
  %r = scf.if %c -> (i1) {
    %t = arith.constant true
    func.call @sink(%a) : (i32) -> ()
    scf.yield %t : i1
  } else {
    %f = arith.constant false
    func.call @sink(%a) : (i32) -> ()
    scf.yield %f : i1
  }
  scf.if %r {
    func.call @sink(%a) : (i32) -> ()
  }
  return %r : i1
}

func.func @propagate_into_nested_if(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    %s = scf.if %c -> (i32) {
      func.call @sink(%a) : (i32) -> ()
      scf.yield %a : i32
    } else {
      func.call @sink(%b) : (i32) -> ()
      scf.yield %b : i32
    }
    scf.yield %s : i32
  } else {
    func.call @sink(%b) : (i32) -> ()
    scf.yield %b : i32
  }
  return %r : i32
}
