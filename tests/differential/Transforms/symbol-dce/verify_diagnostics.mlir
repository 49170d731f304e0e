// RUN: --allow-unregistered-dialect --symbol-dce --split-input-file --verify-diagnostics
// NO-ROUNDTRIP: the first chunk prints nothing (its error is expected), so mlir-opt's output starts with the split marker, which it cannot read back either.
// The error is the one expected: nothing is reported, and the chunks that
// succeed are printed.
module {
  func.func private @unused()
  // expected-error@+1 {{potentially unknown symbol table}}
  "u.maybe_table"() ({
  }) : () -> ()
}

// -----

module {
  func.func private @unused()
  func.func private @used()
  "u.user"() {callee = @used} : () -> ()
}
