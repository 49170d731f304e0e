llvm.func @agg(%s: !llvm.struct<(i32, array<2 x f32>)>, %v: vector<4xf32>, %f: f32, %i: i32) -> f32 {
  %0 = llvm.extractvalue %s[1, 0] : !llvm.struct<(i32, array<2 x f32>)>
  %1 = llvm.insertvalue %f, %s[1, 1] : !llvm.struct<(i32, array<2 x f32>)>
  %2 = llvm.extractvalue %1[0] : !llvm.struct<(i32, array<2 x f32>)>
  %3 = llvm.extractelement %v[%i : i32] : vector<4xf32>
  %4 = llvm.insertelement %f, %v[%i : i32] : vector<4xf32>
  %5 = llvm.shufflevector %4, %v [0, 5, -1, 3] : vector<4xf32>
  %6 = llvm.fadd %0, %3 : f32
  llvm.return %6 : f32
}
