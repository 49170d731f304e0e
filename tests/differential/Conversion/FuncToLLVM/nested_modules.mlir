// RUN: --convert-func-to-llvm
module {
  func.func @outer(%x: i32) -> i32 {
    return %x : i32
  }
  module @inner {
    func.func @in_inner(%i: index) -> index {
      return %i : index
    }
  }
}
