// RUN: --test-single-fold
// RUN: --canonicalize='max-iterations=1'
// The negated condition folded on its own, without the patterns after it.

func.func private @sink(i32)

func.func @swap(%c: i1, %a: i32, %b: i32) {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  scf.if %n {
    func.call @sink(%a) : (i32) -> ()
  } else {
    func.call @sink(%b) : (i32) -> ()
  }
  return
}

func.func @swap_results(%c: i1, %a: i32, %b: i32) -> i32 {
  %t = arith.constant true
  %n = arith.xori %t, %c : i1
  %r = scf.if %n -> (i32) {
    %x = arith.addi %a, %b : i32
    func.call @sink(%x) : (i32) -> ()
    scf.yield %x : i32
  } else {
    func.call @sink(%b) : (i32) -> ()
    scf.yield %b : i32
  }
  return %r : i32
}
