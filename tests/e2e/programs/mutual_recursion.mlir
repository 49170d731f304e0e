// RUN: -e main --entry-point-result=void
// Mutual recursion: is_even/is_odd returning i1, and Hofstadter's female
// and male sequences F(n) = n - M(F(n-1)), M(n) = n - F(M(n-1)).
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @is_even(%n: i32) -> i1 {
  %c0 = arith.constant 0 : i32
  %z = arith.cmpi eq, %n, %c0 : i32
  %r = scf.if %z -> (i1) {
    %t = arith.constant true
    scf.yield %t : i1
  } else {
    %c1 = arith.constant 1 : i32
    %m = arith.subi %n, %c1 : i32
    %o = func.call @is_odd(%m) : (i32) -> i1
    scf.yield %o : i1
  }
  return %r : i1
}

func.func @is_odd(%n: i32) -> i1 {
  %c0 = arith.constant 0 : i32
  %z = arith.cmpi eq, %n, %c0 : i32
  cf.cond_br %z, ^no, ^go
^no:
  %f = arith.constant false
  return %f : i1
^go:
  %c1 = arith.constant 1 : i32
  %m = arith.subi %n, %c1 : i32
  %e = call @is_even(%m) : (i32) -> i1
  return %e : i1
}

func.func @female(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %z = arith.cmpi eq, %n, %c0 : i64
  %r = arith.select %z, %c1, %n : i64
  cf.cond_br %z, ^done(%c1 : i64), ^rec
^rec:
  %p = arith.subi %n, %c1 : i64
  %fp = call @female(%p) : (i64) -> i64
  %mf = call @male(%fp) : (i64) -> i64
  %v = arith.subi %n, %mf : i64
  cf.br ^done(%v : i64)
^done(%out: i64):
  return %out : i64
}

func.func @male(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %z = arith.cmpi eq, %n, %c0 : i64
  cf.cond_br %z, ^done(%c0 : i64), ^rec
^rec:
  %p = arith.subi %n, %c1 : i64
  %mp = call @male(%p) : (i64) -> i64
  %fm = call @female(%mp) : (i64) -> i64
  %v = arith.subi %n, %fm : i64
  cf.br ^done(%v : i64)
^done(%out: i64):
  return %out : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c12 = arith.constant 12 : index
  scf.for %i = %c0 to %c12 step %c1 {
    %n = arith.index_cast %i : index to i64
    %n32 = arith.index_cast %i : index to i32
    %e = func.call @is_even(%n32) : (i32) -> i1
    %o = func.call @is_odd(%n32) : (i32) -> i1
    %ee = arith.extui %e : i1 to i64
    %oe = arith.extsi %o : i1 to i64
    %f = func.call @female(%n) : (i64) -> i64
    %m = func.call @male(%n) : (i64) -> i64
    func.call @printI64(%ee) : (i64) -> ()
    func.call @printComma() : () -> ()
    func.call @printI64(%oe) : (i64) -> ()
    func.call @printComma() : () -> ()
    func.call @printI64(%f) : (i64) -> ()
    func.call @printComma() : () -> ()
    func.call @printI64(%m) : (i64) -> ()
    func.call @printNewline() : () -> ()
  }
  return
}
