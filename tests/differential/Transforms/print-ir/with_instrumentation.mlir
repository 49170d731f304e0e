// RUN: --print-ir=label=mine --mlir-print-ir-after-all --mlir-disable-threading
// The pass's own dump and the instrumentation's dump after it, which
// names the pass.
func.func @h() {
  return
}
