// RUN: -e main --entry-point-result=i32
// A main returning a negative i32 computed through branches and two
// returns, after printing a memref (printed and flushed at once).
func.func private @printMemrefI32(memref<*xi32>) attributes { llvm.emit_c_interface }

func.func @main() -> i32 {
  %m = memref.alloca() : memref<2x2xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = arith.constant -7 : i32
  %b = arith.constant 3 : i32
  memref.store %a, %m[%c0, %c0] : memref<2x2xi32>
  memref.store %b, %m[%c0, %c1] : memref<2x2xi32>
  memref.store %b, %m[%c1, %c0] : memref<2x2xi32>
  memref.store %a, %m[%c1, %c1] : memref<2x2xi32>
  %u = memref.cast %m : memref<2x2xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  %x = memref.load %m[%c0, %c0] : memref<2x2xi32>
  %y = memref.load %m[%c1, %c0] : memref<2x2xi32>
  %det = arith.muli %x, %x : i32
  %off = arith.muli %y, %y : i32
  %d = arith.subi %det, %off : i32
  %pos = arith.cmpi sgt, %d, %b : i32
  cf.cond_br %pos, ^neg, ^ret(%d : i32)
^neg:
  %z = arith.constant 0 : i32
  %nd = arith.subi %z, %d : i32
  return %nd : i32
^ret(%v: i32):
  return %v : i32
}
