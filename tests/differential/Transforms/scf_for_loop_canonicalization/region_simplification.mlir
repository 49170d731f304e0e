// RUN: --scf-for-loop-canonicalization
// The driver's region simplification runs too, aggressive as MLIR's
// driver defaults to: unreachable blocks go, identical blocks merge,
// block arguments every predecessor passes the same value for are
// replaced; branches stay (no canonicalization patterns).
func.func private @use(i32)

func.func @blocks(%a: i32, %c: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  cf.cond_br %c, ^bb1(%c1 : i32), ^bb2(%c1 : i32)
^bb1(%x: i32):
  %s = arith.addi %x, %c1 : i32
  cf.br ^bb3(%s, %a : i32, i32)
^bb2(%y: i32):
  %t = arith.muli %y, %c1 : i32
  cf.br ^bb3(%t, %a : i32, i32)
^bb3(%r: i32, %p: i32):
  func.call @use(%p) : (i32) -> ()
  return %r : i32
^bb4:
  %dead = arith.addi %a, %a : i32
  cf.br ^bb3(%dead, %dead : i32, i32)
}

func.func @in_loop(%n: index, %a: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %e = scf.execute_region -> i32 {
      %two = arith.constant 2 : i32
      cf.br ^bb1(%two : i32)
    ^bb1(%v: i32):
      %w = arith.addi %v, %two : i32
      scf.yield %w : i32
    }
    func.call @use(%e) : (i32) -> ()
  }
  return
}
