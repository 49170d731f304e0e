// RUN:
// RUN: --mlir-print-op-generic
// Argument and result attributes of the LLVM dialect where they belong,
// on `llvm.func` and `func.func`; the type checks apply to LLVM types
// only, so an `index` or a `memref` takes any of them.

llvm.func @pointers(%a: !llvm.ptr {llvm.noalias, llvm.nonnull, llvm.readonly, llvm.nocapture, llvm.nofree}, %b: !llvm.ptr {llvm.byval = i32, llvm.align = 16 : i64}, %c: !llvm.ptr {llvm.sret = !llvm.struct<(i32, f64)>}, %d: !llvm.ptr {llvm.dereferenceable = 8 : i64, llvm.writeonly}) -> (!llvm.ptr {llvm.noalias, llvm.dereferenceable_or_null = 4 : i64})
llvm.func @integers(%a: i8 {llvm.signext, llvm.noundef}, %b: i16 {llvm.zeroext, llvm.inreg}, %c: i32 {llvm.alignstack = 4 : i64, llvm.returned}) -> (i32 {llvm.zeroext, llvm.noundef})
llvm.func @anything(%a: i32 {llvm.allocalign = "x", llvm.range = 3 : i64}, %b: f32 {llvm.allocptr})
func.func private @builtin(index {llvm.signext}, memref<2xf32> {llvm.noalias}, i32 {llvm.zeroext}) -> (index {llvm.nonnull})
