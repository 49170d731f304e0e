// RUN: -e main --entry-point-result=void
// scf.execute_region with several blocks and an early exit to its end,
// cf.assert on conditions that hold, and arith.select chains choosing a
// region's result.
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @digits(%x: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %pos = arith.cmpi sge, %x, %c0 : i64
  cf.assert %pos, "digits of a negative number"
  %r = scf.execute_region -> i64 {
    %c10 = arith.constant 10 : i64
    %small = arith.cmpi slt, %x, %c10 : i64
    %one = arith.constant 1 : i64
    cf.cond_br %small, ^done(%one : i64), ^loop(%x, %c0 : i64, i64)
  ^loop(%n: i64, %k: i64):
    %k1 = arith.addi %k, %one : i64
    %q = arith.divui %n, %c10 : i64
    %more = arith.cmpi ne, %q, %c0 : i64
    cf.cond_br %more, ^loop(%q, %k1 : i64, i64), ^done(%k1 : i64)
  ^done(%d: i64):
    scf.yield %d : i64
  }
  %lim = arith.constant 20 : i64
  %ok = arith.cmpi sle, %r, %lim : i64
  cf.assert %ok, "too many digits"
  return %r : i64
}

func.func @main() {
  %vals = memref.alloca() : memref<5xi64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %a = arith.constant 0 : i64
  %b = arith.constant 9 : i64
  %c = arith.constant 10 : i64
  %d = arith.constant 123456789 : i64
  %e = arith.constant 9223372036854775807 : i64
  memref.store %a, %vals[%c0] : memref<5xi64>
  memref.store %b, %vals[%c1] : memref<5xi64>
  memref.store %c, %vals[%c2] : memref<5xi64>
  memref.store %d, %vals[%c3] : memref<5xi64>
  memref.store %e, %vals[%c4] : memref<5xi64>
  scf.for %i = %c0 to %c5 step %c1 {
    %x = memref.load %vals[%i] : memref<5xi64>
    %n = func.call @digits(%x) : (i64) -> i64
    func.call @printI64(%n) : (i64) -> ()
    func.call @printComma() : () -> ()
  }
  call @printNewline() : () -> ()
  return
}
