// RUN:
// RUN: --mlir-print-op-generic
// llvm.intr.sincos returns the sine and the cosine as a struct of two
// members of its operand's type; its fast-math flags are a property.
llvm.func @sincos(%a: f32, %b: f64, %v: vector<4xf16>, %s: vector<[2]xbf16>) {
  %0 = llvm.intr.sincos(%a) : (f32) -> !llvm.struct<(f32, f32)>
  %1 = llvm.intr.sincos(%b) {fastmathFlags = #llvm.fastmath<fast>} : (f64) -> !llvm.struct<(f64, f64)>
  %2 = llvm.intr.sincos(%v) {fastmathFlags = #llvm.fastmath<nnan, afn>} : (vector<4xf16>) -> !llvm.struct<(vector<4xf16>, vector<4xf16>)>
  %3 = llvm.intr.sincos(%s) : (vector<[2]xbf16>) -> !llvm.struct<(vector<[2]xbf16>, vector<[2]xbf16>)>
  %4 = llvm.extractvalue %2[1] : !llvm.struct<(vector<4xf16>, vector<4xf16>)>
  llvm.return
}
