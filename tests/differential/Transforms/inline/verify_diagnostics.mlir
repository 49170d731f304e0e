// RUN: --verify-diagnostics --split-input-file --pass-pipeline=builtin.module(func.func(inline))
// NO-ROUNDTRIP: every chunk fails as expected, so mlir-opt's output is the split marker alone, which it cannot read back either.
// The error of the pass scheduled on a function, expected with
// `--verify-diagnostics`: the note that comes with it needs no
// expectation of its own.
// expected-error @below {{was scheduled to run under the inliner, but does not define a symbol table}}
func.func private @callee() {
  return
}

// -----

// expected-error @below {{does not define a symbol table}}
func.func @caller() {
  return
}
