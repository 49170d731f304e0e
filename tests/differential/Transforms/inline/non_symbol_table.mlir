// RUN: --pass-pipeline=builtin.module(func.func(inline))
// RUN: --split-input-file --pass-pipeline=builtin.module(func.func(inline))
// RUN: --mlir-disable-threading --pass-pipeline=builtin.module(func.func(inline))
// Scheduled on `func.func`, which is not a symbol table, the pass fails
// on every function, with an error for each (on one thread too). With
// `--split-input-file` each chunk fails alone and prints nothing but
// the separator.
func.func private @callee() {
  return
}
func.func @caller() {
  call @callee() : () -> ()
  return
}

// -----

func.func @other() {
  return
}
