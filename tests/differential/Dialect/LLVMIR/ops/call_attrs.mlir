// RUN:
// RUN: --mlir-print-op-generic
// llvm.call's keywords and attributes: calling conventions, tail-call
// kinds (none written explicitly too), fast-math flags, the unit
// attributes, argument and result attributes (empty dictionaries are
// dropped), and attributes of other dialects.

llvm.func @f(i32) -> i32
llvm.func @h(f32, f32) -> f32

llvm.func @cconvs(%a: i32) {
  %0 = llvm.call fastcc @f(%a) : (i32) -> i32
  %1 = llvm.call ccc @f(%a) : (i32) -> i32
  %2 = llvm.call coldcc @f(%a) : (i32) -> i32
  %3 = llvm.call x86_stdcallcc @f(%a) : (i32) -> i32
  %4 = llvm.call spir_kernelcc @f(%a) : (i32) -> i32
  llvm.return
}

llvm.func @tail_kinds(%a: i32) {
  %0 = llvm.call tail @f(%a) : (i32) -> i32
  %1 = llvm.call musttail @f(%a) : (i32) -> i32
  %2 = llvm.call notail @f(%a) : (i32) -> i32
  %3 = llvm.call none @f(%a) : (i32) -> i32
  %4 = llvm.call tailcc musttail @f(%a) : (i32) -> i32
  llvm.return
}

llvm.func @fastmath(%x: f32) -> f32 {
  %0 = llvm.call @h(%x, %x) {fastmathFlags = #llvm.fastmath<fast>} : (f32, f32) -> f32
  %1 = llvm.call @h(%x, %0) {fastmathFlags = #llvm.fastmath<nnan, ninf>} : (f32, f32) -> f32
  %2 = llvm.call @h(%x, %1) {fastmathFlags = #llvm.fastmath<none>} : (f32, f32) -> f32
  llvm.return %2 : f32
}

llvm.func @unit_attrs(%a: i32) {
  %0 = llvm.call @f(%a) {no_inline} : (i32) -> i32
  %1 = llvm.call @f(%a) {always_inline, inline_hint} : (i32) -> i32
  %2 = llvm.call @f(%a) {convergent, no_unwind, will_return} : (i32) -> i32
  llvm.return
}

llvm.func @arg_res_attrs(%a: i32, %x: f32) {
  %0 = llvm.call @f(%a) : (i32 {llvm.noundef}) -> (i32 {llvm.zeroext})
  %1 = llvm.call @f(%a) : (i32 {llvm.signext, llvm.noundef}) -> i32
  %2 = llvm.call @f(%a) : (i32) -> (i32 {llvm.noundef})
  %3 = llvm.call @h(%x, %x) : (f32, f32 {llvm.inreg}) -> f32
  %4 = llvm.call @f(%a) : (i32 {}) -> (i32 {})
  llvm.return
}

llvm.func @other_attrs(%a: i32) {
  %0 = llvm.call @f(%a) {my.tag = 3 : i64, other} : (i32) -> i32
  llvm.return
}
