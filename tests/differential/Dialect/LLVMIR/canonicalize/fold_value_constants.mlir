// RUN: --canonicalize
// llvm.mlir.undef, poison, zero and addressof are constants: equal ones
// (same value, same type) become one, hoisted to the start of the entry
// block; insertvalue does not fold (a value inserted twice stays).
llvm.func @consts() -> !llvm.struct<(i32, i32, f32, ptr, ptr, i32)> {
  %u = llvm.mlir.undef : !llvm.struct<(i32, i32, f32, ptr, ptr, i32)>
  %p = llvm.mlir.poison : i32
  %z = llvm.mlir.zero : i32
  %zf = llvm.mlir.zero : f32
  %zp = llvm.mlir.zero : !llvm.ptr
  %zv = llvm.mlir.zero : vector<4xi32>
  %za = llvm.mlir.zero : !llvm.array<2 x i32>
  %u2 = llvm.mlir.undef : i32
  %u3 = llvm.mlir.undef : i32
  %a = llvm.mlir.addressof @consts : !llvm.ptr
  %a2 = llvm.mlir.addressof @consts : !llvm.ptr
  %1 = llvm.insertvalue %p, %u[0] : !llvm.struct<(i32, i32, f32, ptr, ptr, i32)>
  %2 = llvm.insertvalue %z, %1[1] : !llvm.struct<(i32, i32, f32, ptr, ptr, i32)>
  %3 = llvm.insertvalue %zf, %2[2] : !llvm.struct<(i32, i32, f32, ptr, ptr, i32)>
  %4 = llvm.insertvalue %a, %3[3] : !llvm.struct<(i32, i32, f32, ptr, ptr, i32)>
  %5 = llvm.insertvalue %a2, %4[4] : !llvm.struct<(i32, i32, f32, ptr, ptr, i32)>
  %6 = llvm.insertvalue %u2, %5[5] : !llvm.struct<(i32, i32, f32, ptr, ptr, i32)>
  %7 = llvm.insertvalue %u3, %6[5] : !llvm.struct<(i32, i32, f32, ptr, ptr, i32)>
  llvm.call @use(%zp, %zv, %za) : (!llvm.ptr, vector<4xi32>, !llvm.array<2 x i32>) -> ()
  llvm.return %7 : !llvm.struct<(i32, i32, f32, ptr, ptr, i32)>
}
llvm.func @use(!llvm.ptr, vector<4xi32>, !llvm.array<2 x i32>)
