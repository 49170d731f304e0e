// RUN: -e main --entry-point-result=void
// memref.view of typed buffers inside one i8 allocation (static and dynamic
// shifts and sizes), extract_strided_metadata of a subview, and the aligned
// pointer of an aligned alloc taken modulo its alignment.
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }
func.func private @printMemrefI64(memref<*xi64>) attributes { llvm.emit_c_interface }
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c32 = arith.constant 32 : index
  %raw = memref.alloc() {alignment = 64} : memref<80xi8>
  %f = memref.view %raw[%c0][] : memref<80xi8> to memref<2x4xf32>
  %i = memref.view %raw[%c32][%c3] : memref<80xi8> to memref<?x2xi64>
  scf.for %k = %c0 to %c3 step %c1 {
    %ki = arith.index_cast %k : index to i64
    %sq = arith.muli %ki, %ki : i64
    %m = arith.constant -1 : i64
    %neg = arith.muli %sq, %m : i64
    memref.store %sq, %i[%k, %c0] : memref<?x2xi64>
    memref.store %neg, %i[%k, %c1] : memref<?x2xi64>
  }
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  scf.for %a = %c0 to %c2 step %c1 {
    scf.for %b = %c0 to %c4 step %c1 {
      %ab = arith.addi %a, %b : index
      %abi = arith.index_cast %ab : index to i32
      %abf = arith.sitofp %abi : i32 to f32
      memref.store %abf, %f[%a, %b] : memref<2x4xf32>
    }
  }
  %uf = memref.cast %f : memref<2x4xf32> to memref<*xf32>
  call @printMemrefF32(%uf) : (memref<*xf32>) -> ()
  %ui = memref.cast %i : memref<?x2xi64> to memref<*xi64>
  call @printMemrefI64(%ui) : (memref<*xi64>) -> ()
  %sv = memref.subview %f[1, 1] [1, 3] [1, 1] : memref<2x4xf32> to memref<1x3xf32, strided<[4, 1], offset: 5>>
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %sv : memref<1x3xf32, strided<[4, 1], offset: 5>> -> memref<f32>, index, index, index, index, index
  %vals = memref.alloca() : memref<5xindex>
  memref.store %off, %vals[%c0] : memref<5xindex>
  memref.store %sizes#0, %vals[%c1] : memref<5xindex>
  memref.store %sizes#1, %vals[%c2] : memref<5xindex>
  memref.store %strides#0, %vals[%c3] : memref<5xindex>
  memref.store %strides#1, %vals[%c4] : memref<5xindex>
  %c5 = arith.constant 5 : index
  scf.for %k = %c0 to %c5 step %c1 {
    %v = memref.load %vals[%k] : memref<5xindex>
    %vi = arith.index_cast %v : index to i64
    func.call @printI64(%vi) : (i64) -> ()
    func.call @printComma() : () -> ()
  }
  %p = memref.extract_aligned_pointer_as_index %raw : memref<80xi8> -> index
  %c64 = arith.constant 64 : index
  %rem = arith.remui %p, %c64 : index
  %remi = arith.index_cast %rem : index to i64
  call @printI64(%remi) : (i64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %raw : memref<80xi8>
  return
}
