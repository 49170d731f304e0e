// RUN: -e main --entry-point-result=void
// Function values: func.constant and func.call_indirect, a function table
// chosen by index through scf.index_switch, and a higher-order fold.
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @add(%a: i64, %b: i64) -> i64 {
  %r = arith.addi %a, %b : i64
  return %r : i64
}
func.func @mul(%a: i64, %b: i64) -> i64 {
  %r = arith.muli %a, %b : i64
  return %r : i64
}
func.func @maxs(%a: i64, %b: i64) -> i64 {
  %r = arith.maxsi %a, %b : i64
  return %r : i64
}

func.func @fold(%f: (i64, i64) -> i64, %init: i64, %n: index) -> i64 {
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c1 to %n step %c1 iter_args(%acc = %init) -> (i64) {
    %x = arith.index_cast %i : index to i64
    %y = func.call_indirect %f(%acc, %x) : (i64, i64) -> i64
    scf.yield %y : i64
  }
  return %r : i64
}

func.func @pick(%k: index) -> ((i64, i64) -> i64) {
  %f = scf.index_switch %k -> (i64, i64) -> i64
  case 0 {
    %a = func.constant @add : (i64, i64) -> i64
    scf.yield %a : (i64, i64) -> i64
  }
  case 1 {
    %m = func.constant @mul : (i64, i64) -> i64
    scf.yield %m : (i64, i64) -> i64
  }
  default {
    %x = func.constant @maxs : (i64, i64) -> i64
    scf.yield %x : (i64, i64) -> i64
  }
  return %f : (i64, i64) -> i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c11 = arith.constant 11 : index
  %c21 = arith.constant 21 : index
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %neg = arith.constant -50 : i64
  scf.for %k = %c0 to %c3 step %c1 {
    %f = func.call @pick(%k) : (index) -> ((i64, i64) -> i64)
    %r1 = func.call @fold(%f, %one, %c11) : ((i64, i64) -> i64, i64, index) -> i64
    %r2 = func.call @fold(%f, %neg, %c21) : ((i64, i64) -> i64, i64, index) -> i64
    func.call @printI64(%r1) : (i64) -> ()
    func.call @printComma() : () -> ()
    func.call @printI64(%r2) : (i64) -> ()
    func.call @printNewline() : () -> ()
  }
  %direct = func.constant @mul : (i64, i64) -> i64
  %seven = arith.constant 7 : i64
  %p = call_indirect %direct(%seven, %neg) : (i64, i64) -> i64
  call @printI64(%p) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
