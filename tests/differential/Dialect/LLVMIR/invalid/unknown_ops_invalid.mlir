// RUN: --split-input-file
// An unknown llvm op in the custom form does not parse; an unknown op of
// a dialect that does not accept them does not verify.
llvm.func @f() {
  llvm.intr.donothing
  llvm.return
}
// -----
func.func @g() {
  "func.not.an.op"() : () -> ()
  return
}
