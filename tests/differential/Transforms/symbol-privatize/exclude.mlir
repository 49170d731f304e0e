// RUN: --symbol-privatize=exclude=keep_a,keep_b
// RUN: --pass-pipeline=builtin.module(symbol-privatize{exclude=keep_b})
// RUN: --symbol-privatize=exclude=missing
// The symbols named in `exclude` keep their visibility; names that match
// nothing change nothing.
func.func @keep_a() {
  return
}
func.func nested @keep_b() {
  return
}
func.func @other() {
  return
}
