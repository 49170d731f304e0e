// RUN: --convert-math-to-libm --split-input-file
// Inside llvm.func: the casts' chains fold to their source and a
// shufflevector of a one-element vector by [0] to that vector, around the
// converted ops; folds to a new constant (shl and or of constants, zext of
// one, icmp of a value with itself) do not happen in the conversion.
llvm.func @body(%p: !llvm.ptr, %x: f64, %v: vector<1xf64>) -> f64 {
  %0 = llvm.addrspacecast %p : !llvm.ptr to !llvm.ptr<1>
  %1 = llvm.addrspacecast %0 : !llvm.ptr<1> to !llvm.ptr
  %a = llvm.mlir.constant(1 : i32) : i32
  %b = llvm.mlir.constant(4 : i32) : i32
  %2 = llvm.shl %a, %b : i32
  %3 = llvm.or %2, %a : i32
  %4 = llvm.zext %3 : i32 to i64
  %5 = llvm.getelementptr inbounds %1[%4] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %6 = llvm.load %5 : !llvm.ptr -> f64
  %7 = math.cbrt %6 : f64
  %8 = llvm.shufflevector %v, %v [0] : vector<1xf64>
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %9 = llvm.extractelement %8[%c0 : i64] : vector<1xf64>
  %10 = llvm.icmp "eq" %4, %4 : i64
  %11 = llvm.select %10, %7, %9 : i1, f64
  %12 = llvm.bitcast %11 : f64 to i64
  %13 = llvm.bitcast %12 : i64 to f64
  %14 = math.erf %13 : f64
  llvm.return %14 : f64
}

// -----

// Constant ops are left as they are: two null pointers stay two, a zero of
// i32 beside a constant 0 stays a zero.
llvm.func @consts(%x: f32) -> !llvm.struct<(f32, i32, i32, ptr, ptr)> {
  %u = llvm.mlir.undef : !llvm.struct<(f32, i32, i32, ptr, ptr)>
  %y = math.exp2 %x : f32
  %0 = llvm.insertvalue %y, %u[0] : !llvm.struct<(f32, i32, i32, ptr, ptr)>
  %z = llvm.mlir.zero : i32
  %1 = llvm.insertvalue %z, %0[1] : !llvm.struct<(f32, i32, i32, ptr, ptr)>
  %c = llvm.mlir.constant(0 : i32) : i32
  %2 = llvm.insertvalue %c, %1[2] : !llvm.struct<(f32, i32, i32, ptr, ptr)>
  %n = llvm.mlir.zero : !llvm.ptr
  %3 = llvm.insertvalue %n, %2[3] : !llvm.struct<(f32, i32, i32, ptr, ptr)>
  %n2 = llvm.mlir.zero : !llvm.ptr
  %4 = llvm.insertvalue %n2, %3[4] : !llvm.struct<(f32, i32, i32, ptr, ptr)>
  llvm.return %4 : !llvm.struct<(f32, i32, i32, ptr, ptr)>
}
