// RUN: --split-input-file --convert-cf-to-llvm
llvm.func @puts(i32)
func.func @f(%c: i1) {
  cf.assert %c, "a"
  return
}
// -----
llvm.func @puts(!llvm.ptr) -> i32
func.func @f(%c: i1) {
  cf.assert %c, "a"
  return
}
// -----
func.func @f(%c: i1) {
  cf.assert %c, "ok"
  return
}
