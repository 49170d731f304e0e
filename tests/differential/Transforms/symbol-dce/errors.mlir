// RUN: --allow-unregistered-dialect --symbol-dce --split-input-file
// RUN: --allow-unregistered-dialect --pass-pipeline=builtin.module(func.func(symbol-dce)) --split-input-file
// An op of an unknown dialect with one region may be a symbol table, so
// uses cannot be known: the pass fails. Run on an op that is not a symbol
// table, the pass fails too.
module {
  func.func private @p()
  "u.maybe_table"() ({
  }) : () -> ()
}

// -----

module {
  func.func @f() {
    "u.maybe_table"() ({
      "u.end"() : () -> ()
    }) : () -> ()
    return
  }
  func.func private @g()
}

// -----

func.func @only() {
  return
}
