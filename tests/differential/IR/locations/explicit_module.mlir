// RUN: --mlir-print-debuginfo
// RUN: --mlir-print-debuginfo --mlir-print-local-scope
// RUN: --mlir-print-debuginfo --mlir-print-op-generic
// An explicit top-level module takes the location of its `module` keyword;
// nested modules carry their own locations.
  module @outer attributes {a.b = 1 : i32} {
    module {
    }
    module @inner {
    } loc("inner.mlir":4:4)
  }
