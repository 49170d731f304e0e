// RUN: --split-input-file --print-ir=label=x --print-op-stats --symbol-dce
// RUN: --split-input-file --symbol-dce --print-ir
// Each chunk of the input runs the pipeline on its own: its dumps and
// counts come before the next chunk's.
module {
  func.func private @p()
}

// -----

module {
  func.func @q() {
    return
  }
}
