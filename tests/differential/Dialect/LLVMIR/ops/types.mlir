// RUN:
// RUN: --mlir-print-op-generic
// Every LLVM type through llvm.mlir.undef/poison/zero: pointers in address
// spaces, arrays, literal and packed structs, identified structs (opaque,
// empty, packed, recursive through themselves and through another), target
// extension types, nested LLVM types written with and without their prefix,
// and builtin types LLVM uses as they are.
llvm.func @types() {
  %0 = llvm.mlir.undef : !llvm.ptr
  %1 = llvm.mlir.undef : !llvm.ptr<0>
  %2 = llvm.mlir.undef : !llvm.ptr<42>
  %3 = llvm.mlir.poison : !llvm.array<0 x i8>
  %4 = llvm.mlir.zero : !llvm.array<16 x array<4 x f32>>
  %5 = llvm.mlir.undef : !llvm.struct<()>
  %6 = llvm.mlir.undef : !llvm.struct<packed ()>
  %7 = llvm.mlir.undef : !llvm.struct<(i1, i8, i16, i32, i64, f16, bf16, f32, f64, f80, f128)>
  %8 = llvm.mlir.undef : !llvm.struct<packed (i8, !llvm.ptr<1>, array<2 x !llvm.struct<(i32)>>)>
  %9 = llvm.mlir.undef : !llvm.struct<"named", (i32, ptr)>
  %10 = llvm.mlir.undef : !llvm.struct<"named", (i32, ptr)>
  %11 = llvm.mlir.undef : !llvm.struct<"opaque_one", opaque>
  %12 = llvm.mlir.undef : !llvm.struct<"empty_one", ()>
  %13 = llvm.mlir.undef : !llvm.struct<"packed_one", packed (i8, i32)>
  %14 = llvm.mlir.undef : !llvm.struct<"list", (ptr, struct<"list">)>
  %15 = llvm.mlir.undef : !llvm.struct<"a", (struct<"b", (struct<"a">, i8)>)>
  %16 = llvm.mlir.undef : !llvm.struct<"b", (struct<"a", (struct<"b">)>, i8)>
  %17 = llvm.mlir.undef : !llvm.array<2 x struct<"with space and \22quote\22", (i32)>>
  %18 = llvm.mlir.undef : !llvm.target<"spirv.Image", i32, 0, 1, 2>
  %19 = llvm.mlir.undef : !llvm.target<"only.name">
  %20 = llvm.mlir.undef : !llvm.target<"types.only", i8, !llvm.ptr>
  %21 = llvm.mlir.undef : vector<4x!llvm.ptr>
  %22 = llvm.mlir.undef : vector<[2]x!llvm.ptr<3>>
  %23 = llvm.mlir.zero : vector<4xi32>
  %24 = llvm.mlir.undef : !llvm.x86_amx
  %25 = llvm.mlir.undef : i0
  %26 = llvm.mlir.undef : vector<4xindex>
  %27 = llvm.mlir.undef : !llvm.array<3 x vector<2xf64>>
  %28 = llvm.mlir.undef : !llvm.struct<(struct<(struct<(ptr)>)>)>
  llvm.return
}
llvm.func @function_types(!llvm.ptr) -> !llvm.struct<(ptr, i64, array<1 x i64>)>
llvm.func @takes_named(!llvm.struct<"named", (i32, ptr)>) -> !llvm.struct<"list", (ptr, struct<"list">)>
