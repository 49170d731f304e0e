// RUN: --allow-unregistered-dialect --symbol-privatize
// RUN: --allow-unregistered-dialect --pass-pipeline=builtin.module(builtin.module(symbol-privatize))
// Only the symbols directly in the op's regions change: a named module
// does, the symbols inside it do not; a module without a name is not a
// symbol and stays as it is; unknown ops with a sym_name are not symbols.
module {
  module @named {
    func.func @inside() {
      return
    }
  }
  module {
    func.func @in_unnamed() {
      return
    }
  }
  "u.symbol_like"() {sym_name = "lookalike"} : () -> ()
}
