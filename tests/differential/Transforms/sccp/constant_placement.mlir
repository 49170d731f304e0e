// RUN: --sccp
// RUN: --sccp --mlir-disable-threading
// Where the constants replacing known values go: values computed in later
// blocks, in `scf` regions and in loop bodies, next to constants already
// there, and the names they print with.
func.func @later_block(%c: i1) -> i32 {
  cf.cond_br %c, ^a, ^b
^a:
  %x = arith.constant 3 : i32
  %y = arith.muli %x, %x : i32
  return %y : i32
^b:
  %z = arith.constant 9 : i32
  return %z : i32
}

func.func @in_if(%c: i1, %x: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    %k = arith.constant 5 : i32
    %d = arith.addi %k, %k : i32
    %e = arith.addi %d, %x : i32
    scf.yield %e : i32
  } else {
    scf.yield %x : i32
  }
  return %r : i32
}

func.func @in_loop(%n: index, %m: memref<index>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %k = arith.constant 4 : index
    %d = arith.muli %k, %k : index
    %e = arith.addi %d, %i : index
    memref.store %e, %m[] : memref<index>
  }
  return
}

func.func @names() -> (i1, i8, index, f16, i64) {
  %a = arith.constant 1 : i8
  %t = arith.cmpi eq, %a, %a : i8
  %b = arith.addi %a, %a : i8
  %i = arith.index_cast %b : i8 to index
  %f = arith.sitofp %b : i8 to f16
  %w = arith.extsi %b : i8 to i64
  return %t, %b, %i, %f, %w : i1, i8, index, f16, i64
}

func.func @duplicates(%x: i32) -> (i32, i32, i32) {
  %a = arith.constant 2 : i32
  %b = arith.constant 2 : i32
  %c = arith.constant 1 : i32
  %d = arith.addi %c, %c : i32
  return %a, %b, %d : i32, i32, i32
}
