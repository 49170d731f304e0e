// RUN: --split-input-file
// The LLVM types' parse and verifier errors: invalid elements of arrays,
// structs and function types, unknown keywords, identified structs without
// a body outside their own definition or redefined with another body.

%0 = llvm.mlir.undef : !llvm.array<4 x void>

// -----

%0 = llvm.mlir.undef : !llvm.array<4 x foo>

// -----

%0 = llvm.mlir.undef : !llvm.array<2xi32>

// -----

%0 = llvm.mlir.undef : !llvm.struct<(void)>

// -----

%0 = llvm.mlir.undef : !llvm.struct<(i32, label)>

// -----

%0 = llvm.mlir.undef : !llvm.struct<(func<void ()>)>

// -----

%0 = llvm.mlir.undef : !llvm.struct<"a">

// -----

%0 = llvm.mlir.undef : !llvm.struct<"x", packed opaque>

// -----

%0 = llvm.mlir.undef : !llvm.struct<"same", (i32)>
%1 = llvm.mlir.undef : !llvm.struct<"same", (i64)>

// -----

%0 = llvm.mlir.undef : !llvm.struct<"op", opaque>
%1 = llvm.mlir.undef : !llvm.struct<"op", (i8)>

// -----

%0 = llvm.mlir.undef : !llvm.func<void (void)>

// -----

%0 = llvm.mlir.undef : !llvm.func<metadata ()>

// -----

%0 = llvm.mlir.undef : !llvm.vec<4 x ptr>

// -----

%0 = llvm.mlir.undef : !llvm.ptr<x>

// -----

%0 = llvm.mlir.undef : !llvm.array<-1 x i8>

// -----

%0 = llvm.mlir.undef : vector<4x!llvm.struct<()>>

// -----

%0 = llvm.mlir.undef : vector<2x2xf32>

// -----

%0 = llvm.mlir.undef : index

// -----

%0 = llvm.mlir.undef : si32

// -----

%0 = llvm.mlir.poison : tensor<2xf32>

// -----

%0 = llvm.mlir.zero : f8E4M3FN

// -----

%0 = llvm.mlir.undef : !llvm.struct<(i32>

// -----

%0 = llvm.mlir.undef : !llvm.target<3>
