// RUN: --int-range-optimizations
// RUN: --int-range-optimizations --mlir-disable-threading
// Nested loops with bounds from the outer induction variable, an scf.if
// on a constant, scf.while deciding its own exit, a dead block.
func.func @nested(%n: index, %m: memref<?x?xi1>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %c20 = arith.constant 20 : index
  scf.for %i = %c0 to %c10 step %c1 {
    %ub = arith.addi %i, %c10 : index
    scf.for %j = %i to %ub step %c1 {
      %lt = arith.cmpi ult, %j, %c20 : index
      %ge = arith.cmpi uge, %j, %c0 : index
      %b = arith.andi %lt, %ge : i1
      memref.store %b, %m[%i, %j] : memref<?x?xi1>
    }
  }
  return
}

func.func @dead_if(%a: i32) -> i32 {
  %false = arith.constant false
  %c1 = arith.constant 1 : i32
  %r = scf.if %false -> i32 {
    %x = arith.addi %a, %c1 : i32
    scf.yield %x : i32
  } else {
    scf.yield %c1 : i32
  }
  return %r : i32
}

func.func @while_cmp(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c10 = arith.constant 10 : i32
  %r:2 = scf.while (%i = %c0, %k = %c1) : (i32, i32) -> (i32, i32) {
    %lt = arith.cmpi slt, %i, %c10 : i32
    scf.condition(%lt) %i, %k : i32, i32
  } do {
  ^bb0(%j: i32, %kk: i32):
    %next = arith.addi %j, %c1 : i32
    %k2 = arith.muli %kk, %c1 : i32
    scf.yield %next, %k2 : i32, i32
  }
  %s = arith.addi %r#0, %r#1 : i32
  return %s : i32
}

func.func @multi(%a: i8, %c: i1) -> i8 {
  %c3 = arith.constant 3 : i8
  %c4 = arith.constant 4 : i8
  %x = arith.andi %a, %c3 : i8
  cf.cond_br %c, ^b1(%x : i8), ^b2
^b1(%v: i8):
  %w = arith.addi %v, %c4 : i8
  cf.br ^b3(%w : i8)
^b2:
  cf.br ^b3(%c4 : i8)
^b3(%z: i8):
  %q = arith.cmpi uge, %z, %c4 : i8
  %s = arith.select %q, %z, %c3 : i8
  return %s : i8
^dead(%u: i8):
  %k = arith.addi %u, %c3 : i8
  cf.br ^b3(%k : i8)
}

