// RUN: --pass-pipeline=builtin.module(func.func(strip-debuginfo)) --mlir-print-debuginfo
// RUN: --pass-pipeline=builtin.module(builtin.module(strip-debuginfo)) --mlir-print-debuginfo
// Nested on functions, only the functions (their own location included)
// lose their locations; the module keeps its own. Nested on a module,
// the module inside loses all of its locations, the outer module keeps its.
module {
  func.func @f() {
    return loc("ret_f")
  } loc("f")
  module @m {
    func.func @h() {
      return loc("ret_h")
    } loc("h")
  } loc("m")
} loc("top")
