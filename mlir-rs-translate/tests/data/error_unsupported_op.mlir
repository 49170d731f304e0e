llvm.func @f(%a: i32) -> i32 {
  %0 = llvm.intr.bitreverse(%a) : (i32) -> i32
  llvm.return %0 : i32
}
llvm.func @g() {
  llvm.return
}
func.func @h() {
  return
}
