// RUN: -e main --entry-point-result=void
// Doubly recursive Fibonacci on i32 through scf.if, and a tail-recursive
// one on i64 with accumulators through cf branches.
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @fib(%n: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %small = arith.cmpi slt, %n, %c2 : i32
  %r = scf.if %small -> (i32) {
    scf.yield %n : i32
  } else {
    %c1 = arith.constant 1 : i32
    %a = arith.subi %n, %c1 : i32
    %b = arith.subi %n, %c2 : i32
    %fa = func.call @fib(%a) : (i32) -> i32
    %fb = func.call @fib(%b) : (i32) -> i32
    %s = arith.addi %fa, %fb : i32
    scf.yield %s : i32
  }
  return %r : i32
}

func.func @fib_acc(%n: i64, %a: i64, %b: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %done = arith.cmpi eq, %n, %c0 : i64
  cf.cond_br %done, ^ret, ^rec
^ret:
  return %a : i64
^rec:
  %c1 = arith.constant 1 : i64
  %n1 = arith.subi %n, %c1 : i64
  %ab = arith.addi %a, %b : i64
  %r = call @fib_acc(%n1, %b, %ab) : (i64, i64, i64) -> i64
  return %r : i64
}

func.func @main() {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %ns = arith.constant 0 : i32
  %step = arith.constant 5 : i32
  %n25 = arith.constant 25 : i32
  %last = scf.while (%n = %ns) : (i32) -> i32 {
    %go = arith.cmpi sle, %n, %n25 : i32
    scf.condition(%go) %n : i32
  } do {
  ^bb0(%n: i32):
    %f = func.call @fib(%n) : (i32) -> i32
    %fe = arith.extsi %f : i32 to i64
    func.call @printI64(%fe) : (i64) -> ()
    func.call @printComma() : () -> ()
    %n2 = arith.addi %n, %step : i32
    scf.yield %n2 : i32
  }
  call @printNewline() : () -> ()
  %k = arith.constant 92 : i64
  %f92 = call @fib_acc(%k, %c0, %c1) : (i64, i64, i64) -> i64
  call @printI64(%f92) : (i64) -> ()
  call @printNewline() : () -> ()
  %k93 = arith.constant 93 : i64
  %f93 = call @fib_acc(%k93, %c0, %c1) : (i64, i64, i64) -> i64
  call @printI64(%f93) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
