// RUN: --pass-pipeline=builtin.module(builtin.module(symbol-dce))
// Run on nested modules: in a private module (hidden from its parent)
// unused nested symbols go; in a public one they stay; private ones go in
// both. The outer module's own symbols are not looked at.
module {
  func.func private @outer_unused()
  module @priv attributes {sym_visibility = "private"} {
    func.func nested @n()
    func.func private @p()
    func.func @pub() {
      return
    }
  }
  module @publ {
    func.func nested @n()
    func.func private @p()
    func.func @pub() {
      return
    }
  }
}
