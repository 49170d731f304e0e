// RUN: --canonicalize --split-input-file
// llvm.extractvalue of a constant: one index into a dense<...> array of
// the result's element type gives the element; a splat or dense of two
// dimensions with two indices, a whole row, and data of another element
// type stay. Of undef, poison or zero: the same kind of value of the
// member's type (llvm.mlir.zero, not a constant 0).
llvm.func @usei(i32)
llvm.func @usef(f32)
llvm.func @usea(!llvm.array<2 x i32>)
llvm.func @f() {
  %c = llvm.mlir.constant(dense<[1, 2]> : tensor<2xi32>) : !llvm.array<2 x i32>
  %0 = llvm.extractvalue %c[1] : !llvm.array<2 x i32>
  llvm.call @usei(%0) : (i32) -> ()
  %s = llvm.mlir.constant(dense<7> : tensor<2x2xi32>) : !llvm.array<2 x array<2 x i32>>
  %1 = llvm.extractvalue %s[1, 0] : !llvm.array<2 x array<2 x i32>>
  llvm.call @usei(%1) : (i32) -> ()
  %2 = llvm.extractvalue %s[1] : !llvm.array<2 x array<2 x i32>>
  llvm.call @usea(%2) : (!llvm.array<2 x i32>) -> ()
  %d = llvm.mlir.constant(dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>) : !llvm.array<2 x array<2 x i32>>
  %3 = llvm.extractvalue %d[1, 0] : !llvm.array<2 x array<2 x i32>>
  llvm.call @usei(%3) : (i32) -> ()
  %4 = llvm.extractvalue %d[1] : !llvm.array<2 x array<2 x i32>>
  llvm.call @usea(%4) : (!llvm.array<2 x i32>) -> ()
  %z = llvm.mlir.zero : !llvm.array<2 x i32>
  %5 = llvm.extractvalue %z[1] : !llvm.array<2 x i32>
  llvm.call @usei(%5) : (i32) -> ()
  %u = llvm.mlir.undef : !llvm.array<2 x i32>
  %6 = llvm.extractvalue %u[1] : !llvm.array<2 x i32>
  llvm.call @usei(%6) : (i32) -> ()
  %fl = llvm.mlir.constant(dense<[1.5, 2.5]> : tensor<2xf32>) : !llvm.array<2 x f32>
  %7 = llvm.extractvalue %fl[0] : !llvm.array<2 x f32>
  llvm.call @usef(%7) : (f32) -> ()
  %8 = llvm.extractvalue %d[0] : !llvm.array<2 x array<2 x i32>>
  %9 = llvm.extractvalue %8[1] : !llvm.array<2 x i32>
  llvm.call @usei(%9) : (i32) -> ()
  %w = llvm.mlir.constant(dense<[1, 2]> : tensor<2xi64>) : !llvm.array<2 x i32>
  %10 = llvm.extractvalue %w[1] : !llvm.array<2 x i32>
  llvm.call @usei(%10) : (i32) -> ()
  llvm.return
}
// -----
llvm.func @usei(i32)
llvm.func @usep(!llvm.ptr)
llvm.func @uses(!llvm.struct<(i32, ptr)>)
llvm.func @f() {
  %p = llvm.mlir.poison : !llvm.struct<(i32, ptr)>
  %0 = llvm.extractvalue %p[1] : !llvm.struct<(i32, ptr)>
  llvm.call @usep(%0) : (!llvm.ptr) -> ()
  %z = llvm.mlir.zero : !llvm.struct<(i32, struct<(i32, ptr)>)>
  %1 = llvm.extractvalue %z[1] : !llvm.struct<(i32, struct<(i32, ptr)>)>
  llvm.call @uses(%1) : (!llvm.struct<(i32, ptr)>) -> ()
  %2 = llvm.extractvalue %z[1, 1] : !llvm.struct<(i32, struct<(i32, ptr)>)>
  llvm.call @usep(%2) : (!llvm.ptr) -> ()
  %3 = llvm.extractvalue %z[0] : !llvm.struct<(i32, struct<(i32, ptr)>)>
  llvm.call @usei(%3) : (i32) -> ()
  llvm.return
}
