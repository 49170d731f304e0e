// RUN: --convert-func-to-llvm
func.func private @private_body(%x: i32) -> i32 {
  return %x : i32
}
func.func nested @nested_body(%x: i32) -> i32 {
  return %x : i32
}
func.func @internal(%x: i32) -> i32 attributes {llvm.linkage = #llvm.linkage<internal>} {
  return %x : i32
}
func.func @weak() attributes {llvm.linkage = #llvm.linkage<weak>} {
  return
}
func.func private @decl_linkage() attributes {llvm.linkage = #llvm.linkage<extern_weak>}
func.func private @decl()
