// RUN: -e main --entry-point-result=void
// Dynamically sized memrefs: alloc with dynamic sizes, memref.dim on ranked
// and unranked memrefs, memref.rank, a function taking memref<?x?xf32>,
// casts between static and dynamic shapes, and a dynamic alloca.
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @fill(%m: memref<?x?xf32>, %scale: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %rows = memref.dim %m, %c0 : memref<?x?xf32>
  %cols = memref.dim %m, %c1 : memref<?x?xf32>
  scf.for %i = %c0 to %rows step %c1 {
    scf.for %j = %c0 to %cols step %c1 {
      %k = arith.muli %i, %cols : index
      %l = arith.addi %k, %j : index
      %li = arith.index_cast %l : index to i64
      %f = arith.uitofp %li : i64 to f32
      %v = arith.mulf %f, %scale : f32
      memref.store %v, %m[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

func.func @print_dims(%u: memref<*xf32>) {
  %r = memref.rank %u : memref<*xf32>
  %ri = arith.index_cast %r : index to i64
  call @printI64(%ri) : (i64) -> ()
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %r step %c1 {
    %d = memref.dim %u, %i : memref<*xf32>
    %di = arith.index_cast %d : index to i64
    func.call @printComma() : () -> ()
    func.call @printI64(%di) : (i64) -> ()
  }
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %a = memref.alloc(%c2, %c5) : memref<?x?xf32>
  %s = arith.constant 1.5 : f32
  call @fill(%a, %s) : (memref<?x?xf32>, f32) -> ()
  %ua = memref.cast %a : memref<?x?xf32> to memref<*xf32>
  call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
  call @print_dims(%ua) : (memref<*xf32>) -> ()
  %b = memref.alloc(%c7) : memref<3x?xf32>
  %bd = memref.cast %b : memref<3x?xf32> to memref<?x?xf32>
  %neg = arith.constant -0.5 : f32
  call @fill(%bd, %neg) : (memref<?x?xf32>, f32) -> ()
  %ub = memref.cast %b : memref<3x?xf32> to memref<*xf32>
  call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  call @print_dims(%ub) : (memref<*xf32>) -> ()
  %st = memref.alloca() : memref<4x1xf32>
  %sd = memref.cast %st : memref<4x1xf32> to memref<?x?xf32>
  call @fill(%sd, %s) : (memref<?x?xf32>, f32) -> ()
  %back = memref.cast %sd : memref<?x?xf32> to memref<4x1xf32>
  %ubk = memref.cast %back : memref<4x1xf32> to memref<*xf32>
  call @printMemrefF32(%ubk) : (memref<*xf32>) -> ()
  %dyn = memref.alloca(%c5) : memref<?xf32>
  %e = memref.expand_shape %dyn [[0, 1]] output_shape [%c5, 1] : memref<?xf32> into memref<?x1xf32>
  %ed = memref.cast %e : memref<?x1xf32> to memref<?x?xf32>
  call @fill(%ed, %neg) : (memref<?x?xf32>, f32) -> ()
  %ud = memref.cast %dyn : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%ud) : (memref<*xf32>) -> ()
  call @print_dims(%ud) : (memref<*xf32>) -> ()
  memref.dealloc %a : memref<?x?xf32>
  memref.dealloc %b : memref<3x?xf32>
  return
}
