// RUN: --split-input-file
// llvm.intr.sincos takes a float or a vector of floats and returns a
// literal struct of exactly two members of that type.
llvm.func @members_differ(%a: f32) {
  %0 = llvm.intr.sincos(%a) : (f32) -> !llvm.struct<(f64, f32)>
  llvm.return
}

// -----

llvm.func @not_a_struct(%a: f32) {
  %0 = llvm.intr.sincos(%a) : (f32) -> f32
  llvm.return
}

// -----

llvm.func @one_member(%a: f64) {
  %0 = llvm.intr.sincos(%a) : (f64) -> !llvm.struct<(f64)>
  llvm.return
}

// -----

llvm.func @three_members(%a: f64) {
  %0 = llvm.intr.sincos(%a) : (f64) -> !llvm.struct<(f64, f64, f64)>
  llvm.return
}

// -----

llvm.func @array(%a: f32) {
  %0 = llvm.intr.sincos(%a) : (f32) -> !llvm.array<2 x f32>
  llvm.return
}

// -----

llvm.func @integer_operand(%a: i32) {
  %0 = llvm.intr.sincos(%a) : (i32) -> !llvm.struct<(i32, i32)>
  llvm.return
}

// -----

llvm.func @packed(%a: f32) {
  %0 = llvm.intr.sincos(%a) : (f32) -> !llvm.struct<packed (f32, f32)>
  llvm.return
}

// -----

llvm.func @vector_members_differ(%v: vector<2xf32>) {
  %0 = llvm.intr.sincos(%v) : (vector<2xf32>) -> !llvm.struct<(vector<2xf32>, vector<4xf32>)>
  llvm.return
}
