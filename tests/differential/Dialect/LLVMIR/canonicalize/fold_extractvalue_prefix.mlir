// RUN: --canonicalize
// An insertion at a prefix of the extracted position continues through the
// inserted value with the rest of the position: an insertvalue chain there
// gives the value; after that, disjoint insertions no longer change the
// container, and an earlier change of container stays.
llvm.func @usei(i32)
llvm.func @usef(f32)
llvm.func @usea(!llvm.array<2 x i32>)
llvm.func @f(%a: i32, %b: i32, %c: i32, %foo: !llvm.struct<(struct<(i32, i32, i32)>, i64)>, %arr: !llvm.array<4 x array<4 x f32>>, %f0: f32, %row: !llvm.array<4 x f32>) {
  %u = llvm.mlir.undef : !llvm.struct<(i32, i32, i32)>
  %0 = llvm.insertvalue %a, %u[0] : !llvm.struct<(i32, i32, i32)>
  %1 = llvm.insertvalue %b, %0[1] : !llvm.struct<(i32, i32, i32)>
  %2 = llvm.insertvalue %c, %1[2] : !llvm.struct<(i32, i32, i32)>
  %3 = llvm.insertvalue %2, %foo[0] : !llvm.struct<(struct<(i32, i32, i32)>, i64)>
  %4 = llvm.extractvalue %3[0, 0] : !llvm.struct<(struct<(i32, i32, i32)>, i64)>
  llvm.call @usei(%4) : (i32) -> ()
  %5 = llvm.extractvalue %3[0, 1] : !llvm.struct<(struct<(i32, i32, i32)>, i64)>
  llvm.call @usei(%5) : (i32) -> ()
  %6 = llvm.insertvalue %row, %arr[1] : !llvm.array<4 x array<4 x f32>>
  %7 = llvm.insertvalue %f0, %6[0, 0] : !llvm.array<4 x array<4 x f32>>
  %8 = llvm.insertvalue %row, %7[0] : !llvm.array<4 x array<4 x f32>>
  %9 = llvm.extractvalue %8[0, 0] : !llvm.array<4 x array<4 x f32>>
  llvm.call @usef(%9) : (f32) -> ()
  llvm.return
}
llvm.func @g(%foo: !llvm.struct<(struct<(i32, i32, i32)>, i64)>, %a: i32, %b: i32, %s: !llvm.struct<(i32, i32, i32)>, %l: i64) {
  %0 = llvm.insertvalue %a, %s[0] : !llvm.struct<(i32, i32, i32)>
  %x = llvm.insertvalue %b, %foo[0, 2] : !llvm.struct<(struct<(i32, i32, i32)>, i64)>
  %3 = llvm.insertvalue %0, %x[0] : !llvm.struct<(struct<(i32, i32, i32)>, i64)>
  %4 = llvm.extractvalue %3[0, 1] : !llvm.struct<(struct<(i32, i32, i32)>, i64)>
  llvm.call @usei(%4) : (i32) -> ()
  %y = llvm.insertvalue %l, %foo[1] : !llvm.struct<(struct<(i32, i32, i32)>, i64)>
  %z = llvm.insertvalue %0, %y[0] : !llvm.struct<(struct<(i32, i32, i32)>, i64)>
  %5 = llvm.insertvalue %l, %z[1] : !llvm.struct<(struct<(i32, i32, i32)>, i64)>
  %6 = llvm.extractvalue %5[0, 2] : !llvm.struct<(struct<(i32, i32, i32)>, i64)>
  llvm.call @usei(%6) : (i32) -> ()
  llvm.return
}
