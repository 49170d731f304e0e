// RUN: -e main --entry-point-result=void
// memref.atomic_rmw of each kind (addi, maxs, mins, maxu, minu, ori, andi,
// assign, addf, maximumf, minimumf) and memref.generic_atomic_rmw, printing
// the old values returned and the final contents.
func.func private @printMemrefI32(memref<*xi32>) attributes { llvm.emit_c_interface }
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @old(%v: i32) {
  %e = arith.extsi %v : i32 to i64
  call @printI64(%e) : (i64) -> ()
  call @printComma() : () -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %ints = memref.alloc() : memref<4xi32>
  %init = arith.constant -6 : i32
  scf.for %i = %c0 to %c3 step %c1 {
    memref.store %init, %ints[%i] : memref<4xi32>
  }
  %five = arith.constant 5 : i32
  %init3 = arith.constant 12 : i32
  memref.store %init3, %ints[%c3] : memref<4xi32>
  %o0 = memref.atomic_rmw addi %five, %ints[%c0] : (i32, memref<4xi32>) -> i32
  %o1 = memref.atomic_rmw maxs %five, %ints[%c1] : (i32, memref<4xi32>) -> i32
  %o2 = memref.atomic_rmw maxu %five, %ints[%c2] : (i32, memref<4xi32>) -> i32
  %o3 = memref.atomic_rmw mins %five, %ints[%c3] : (i32, memref<4xi32>) -> i32
  %o4 = memref.atomic_rmw minu %five, %ints[%c2] : (i32, memref<4xi32>) -> i32
  %o5 = memref.atomic_rmw ori %init3, %ints[%c0] : (i32, memref<4xi32>) -> i32
  %o6 = memref.atomic_rmw andi %init, %ints[%c3] : (i32, memref<4xi32>) -> i32
  %o7 = memref.atomic_rmw assign %init3, %ints[%c1] : (i32, memref<4xi32>) -> i32
  call @old(%o0) : (i32) -> ()
  call @old(%o1) : (i32) -> ()
  call @old(%o2) : (i32) -> ()
  call @old(%o3) : (i32) -> ()
  call @old(%o4) : (i32) -> ()
  call @old(%o5) : (i32) -> ()
  call @old(%o6) : (i32) -> ()
  call @old(%o7) : (i32) -> ()
  call @printNewline() : () -> ()
  // A read-modify-write of any body (on integers: it lowers to cmpxchg).
  %g = memref.generic_atomic_rmw %ints[%c3] : memref<4xi32> {
  ^bb0(%cur: i32):
    %sq = arith.muli %cur, %cur : i32
    %m = arith.subi %sq, %five : i32
    memref.atomic_yield %m : i32
  }
  call @old(%g) : (i32) -> ()
  call @printNewline() : () -> ()
  %ui = memref.cast %ints : memref<4xi32> to memref<*xi32>
  call @printMemrefI32(%ui) : (memref<*xi32>) -> ()
  %fl = memref.alloca() : memref<3xf32>
  %fz = arith.constant 1.5 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %nz = arith.constant -0.0 : f32
  %zz = arith.constant 0.0 : f32
  memref.store %fz, %fl[%c0] : memref<3xf32>
  memref.store %fz, %fl[%c1] : memref<3xf32>
  memref.store %zz, %fl[%c2] : memref<3xf32>
  %f0 = memref.atomic_rmw addf %fz, %fl[%c0] : (f32, memref<3xf32>) -> f32
  %f1 = memref.atomic_rmw maximumf %nan, %fl[%c1] : (f32, memref<3xf32>) -> f32
  %f2 = memref.atomic_rmw minimumf %nz, %fl[%c2] : (f32, memref<3xf32>) -> f32
  %uf = memref.cast %fl : memref<3xf32> to memref<*xf32>
  call @printMemrefF32(%uf) : (memref<*xf32>) -> ()
  memref.dealloc %ints : memref<4xi32>
  return
}
