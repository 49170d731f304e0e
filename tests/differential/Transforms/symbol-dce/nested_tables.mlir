// RUN: --allow-unregistered-dialect --symbol-dce
// RUN: --allow-unregistered-dialect --pass-pipeline=builtin.module(builtin.module(symbol-dce))
// Symbols in nested symbol tables: a public module keeps its public
// symbols; what it holds that nothing uses goes when the top-level table
// is hidden (the first run), and stays when the nested module is the
// pass's op and has a parent that can see it (the second run), except in
// a private module.
module attributes {t.outer} {
  module @lib attributes {t.lib} {
    module @visible {
      func.func nested @nested_in_visible()
      func.func private @private_in_visible()
      func.func @public_in_visible() {
        return
      }
    }
    module @nested_mod attributes {sym_visibility = "nested"} {
      func.func nested @nested_in_nested_mod()
    }
    module @private_mod attributes {sym_visibility = "private"} {
      func.func nested @nested_in_private_mod()
      func.func @public_in_private_mod() {
        return
      }
    }
    module @unused_private_mod attributes {sym_visibility = "private"} {
      func.func @public_in_unused() {
        return
      }
    }
    "u.user"() {uses = [@nested_mod, @private_mod]} : () -> ()
  }
}
