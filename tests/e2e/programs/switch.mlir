// RUN: -e main --entry-point-result=void
// cf.switch with cases carrying operands and a shared destination, and
// scf.index_switch with results, both over a range of values including
// ones that reach only the default.
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @cf_switch(%x: i32) -> i64 {
  %c10 = arith.constant 10 : i64
  %c20 = arith.constant 20 : i64
  cf.switch %x : i32, [
    default: ^def(%x : i32),
    0: ^a(%c10 : i64),
    1: ^a(%c20 : i64),
    5: ^b,
    -3: ^b,
    2147483647: ^a(%c10 : i64)
  ]
^a(%v: i64):
  %k = arith.constant 1 : i64
  %r = arith.addi %v, %k : i64
  return %r : i64
^b:
  %m = arith.constant -5 : i64
  return %m : i64
^def(%y: i32):
  %ye = arith.extsi %y : i32 to i64
  %h = arith.constant 1000 : i64
  %d = arith.muli %ye, %h : i64
  return %d : i64
}

func.func @index_switch(%i: index) -> i64 {
  %r = scf.index_switch %i -> i64
  case 0 {
    %a = arith.constant 100 : i64
    scf.yield %a : i64
  }
  case 2 {
    %ii = arith.index_cast %i : index to i64
    %b = arith.muli %ii, %ii : i64
    scf.yield %b : i64
  }
  case 7 {
    %c = arith.constant -7 : i64
    scf.yield %c : i64
  }
  default {
    %d = arith.constant 0 : i64
    scf.yield %d : i64
  }
  return %r : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c9 = arith.constant 9 : index
  %off = arith.constant -4 : i32
  scf.for %i = %c0 to %c9 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %x = arith.addi %ii, %off : i32
    %r = func.call @cf_switch(%x) : (i32) -> i64
    func.call @printI64(%r) : (i64) -> ()
    func.call @printComma() : () -> ()
  }
  %max = arith.constant 2147483647 : i32
  %rm = call @cf_switch(%max) : (i32) -> i64
  call @printI64(%rm) : (i64) -> ()
  call @printNewline() : () -> ()
  scf.for %i = %c0 to %c9 step %c1 {
    %r = func.call @index_switch(%i) : (index) -> i64
    func.call @printI64(%r) : (i64) -> ()
    func.call @printComma() : () -> ()
  }
  call @printNewline() : () -> ()
  return
}
