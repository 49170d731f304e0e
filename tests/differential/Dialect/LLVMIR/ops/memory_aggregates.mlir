// RUN:
// RUN: --mlir-print-op-generic

func.func @extract_struct_fields() -> (i32, f64) {
  %s = llvm.mlir.undef : !llvm.struct<(i32, f64)>
  %0 = llvm.extractvalue %s[0] : !llvm.struct<(i32, f64)>
  %1 = llvm.extractvalue %s[1] : !llvm.struct<(i32, f64)>
  return %0, %1 : i32, f64
}

func.func @extract_nested(%a: !llvm.array<4 x struct<(i8, array<2 x ptr>)>>) -> (!llvm.ptr, !llvm.array<2 x ptr>, !llvm.struct<(i8, array<2 x ptr>)>) {
  %0 = llvm.extractvalue %a[3, 1, 0] : !llvm.array<4 x struct<(i8, array<2 x ptr>)>>
  %1 = llvm.extractvalue %a[0, 1] : !llvm.array<4 x struct<(i8, array<2 x ptr>)>>
  %2 = llvm.extractvalue %a[2] : !llvm.array<4 x struct<(i8, array<2 x ptr>)>>
  return %0, %1, %2 : !llvm.ptr, !llvm.array<2 x ptr>, !llvm.struct<(i8, array<2 x ptr>)>
}

func.func @extract_packed_and_identified(%p: !llvm.struct<packed (i8, i32)>, %n: !llvm.struct<"rec", (f32, vector<2xi64>)>) -> (i32, vector<2xi64>) {
  %0 = llvm.extractvalue %p[1] : !llvm.struct<packed (i8, i32)>
  %1 = llvm.extractvalue %n[1] {tag} : !llvm.struct<"rec", (f32, vector<2xi64>)>
  return %0, %1 : i32, vector<2xi64>
}

func.func @insert_struct_fields(%i: i32, %d: f64) -> !llvm.struct<(i32, f64)> {
  %s = llvm.mlir.poison : !llvm.struct<(i32, f64)>
  %0 = llvm.insertvalue %i, %s[0] : !llvm.struct<(i32, f64)>
  %1 = llvm.insertvalue %d, %0[1] : !llvm.struct<(i32, f64)>
  return %1 : !llvm.struct<(i32, f64)>
}

func.func @insert_nested(%x: f32, %row: !llvm.array<3 x f32>) -> !llvm.array<2 x array<3 x f32>> {
  %z = llvm.mlir.zero : !llvm.array<2 x array<3 x f32>>
  %0 = llvm.insertvalue %x, %z[1, 2] : !llvm.array<2 x array<3 x f32>>
  %1 = llvm.insertvalue %row, %0[0] {note = 1 : i32} : !llvm.array<2 x array<3 x f32>>
  return %1 : !llvm.array<2 x array<3 x f32>>
}

func.func @insert_pointer_member(%p: !llvm.ptr<1>) -> !llvm.struct<(ptr<1>, i64, array<1 x i64>)> {
  %s = llvm.mlir.undef : !llvm.struct<(ptr<1>, i64, array<1 x i64>)>
  %0 = llvm.insertvalue %p, %s[0] : !llvm.struct<(ptr<1>, i64, array<1 x i64>)>
  return %0 : !llvm.struct<(ptr<1>, i64, array<1 x i64>)>
}

func.func @extract_insert_chain(%a: !llvm.struct<(struct<(i1, i16)>, i64)>) -> !llvm.struct<(struct<(i1, i16)>, i64)> {
  %0 = llvm.extractvalue %a[0, 1] : !llvm.struct<(struct<(i1, i16)>, i64)>
  %1 = llvm.extractvalue %a[0] : !llvm.struct<(struct<(i1, i16)>, i64)>
  %2 = llvm.insertvalue %0, %a[0, 1] : !llvm.struct<(struct<(i1, i16)>, i64)>
  %3 = llvm.insertvalue %1, %2[0] : !llvm.struct<(struct<(i1, i16)>, i64)>
  return %3 : !llvm.struct<(struct<(i1, i16)>, i64)>
}

func.func @aggregates_generic(%s: !llvm.struct<(i32, f64)>, %i: i32) -> (f64, !llvm.struct<(i32, f64)>) {
  %0 = "llvm.extractvalue"(%s) <{position = array<i64: 1>}> : (!llvm.struct<(i32, f64)>) -> f64
  %1 = "llvm.insertvalue"(%s, %i) <{position = array<i64: 0>}> {x = "y"} : (!llvm.struct<(i32, f64)>, i32) -> !llvm.struct<(i32, f64)>
  return %0, %1 : f64, !llvm.struct<(i32, f64)>
}
