// RUN:
// RUN: --mlir-print-op-generic
// Functions inside named and unnamed nested modules; module attributes.
module @outer attributes {my.version = 3 : i32} {
  func.func @top() {
    return
  }
  module @inner {
    func.func nested @deep(%a: i1) -> i1 {
      return %a : i1
    }
  }
  module {
    func.func private @anon_decl(f32)
  }
}
