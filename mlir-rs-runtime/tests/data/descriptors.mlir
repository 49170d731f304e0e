// Descriptors built by hand in the llvm dialect: a negative stride (the
// elements read backwards from the offset) and a null aligned pointer
// (`base@ = 0`), which only the shape entry point may print.
module {
  llvm.func @_mlir_ciface_printMemrefShapeF32(!llvm.ptr)
  llvm.func @printMemrefF32(i64, !llvm.ptr)
  llvm.func @main() -> i32 {
    %one = llvm.mlir.constant(1 : i64) : i64
    %three = llvm.mlir.constant(3 : i64) : i64
    %two = llvm.mlir.constant(2 : i64) : i64
    %neg = llvm.mlir.constant(-1 : i64) : i64
    %null = llvm.mlir.zero : !llvm.ptr
    %buf = llvm.alloca %three x f32 : (i64) -> !llvm.ptr
    %f1 = llvm.mlir.constant(1.0 : f32) : f32
    %f2 = llvm.mlir.constant(2.0 : f32) : f32
    %f3 = llvm.mlir.constant(-3.5 : f32) : f32
    llvm.store %f1, %buf : f32, !llvm.ptr
    %p1 = llvm.getelementptr %buf[1] : (!llvm.ptr) -> !llvm.ptr, f32
    llvm.store %f2, %p1 : f32, !llvm.ptr
    %p2 = llvm.getelementptr %buf[2] : (!llvm.ptr) -> !llvm.ptr, f32
    llvm.store %f3, %p2 : f32, !llvm.ptr
    %d = llvm.alloca %one x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    %u0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %u1 = llvm.insertvalue %null, %u0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %u2 = llvm.insertvalue %buf, %u1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %u3 = llvm.insertvalue %two, %u2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %u4 = llvm.insertvalue %three, %u3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %u5 = llvm.insertvalue %neg, %u4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    llvm.store %u5, %d : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    llvm.call @printMemrefF32(%one, %d) : (i64, !llvm.ptr) -> ()
    %un = llvm.alloca %one x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    %w0 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %w1 = llvm.insertvalue %one, %w0[0] : !llvm.struct<(i64, ptr)>
    %w2 = llvm.insertvalue %d, %w1[1] : !llvm.struct<(i64, ptr)>
    llvm.store %w2, %un : !llvm.struct<(i64, ptr)>, !llvm.ptr
    llvm.call @_mlir_ciface_printMemrefShapeF32(%un) : (!llvm.ptr) -> ()
    %u6 = llvm.insertvalue %null, %u5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    llvm.store %u6, %d : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    llvm.call @_mlir_ciface_printMemrefShapeF32(%un) : (!llvm.ptr) -> ()
    %zero = llvm.mlir.constant(0 : i32) : i32
    llvm.return %zero : i32
  }
}
