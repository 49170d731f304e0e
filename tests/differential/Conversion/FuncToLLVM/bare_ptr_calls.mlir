// RUN: --convert-func-to-llvm=use-bare-ptr-memref-call-conv
func.func private @ext(memref<8xi32>) -> memref<8xi32>
func.func @caller(%m: memref<8xi32>) -> memref<8xi32> {
  %r = call @ext(%m) : (memref<8xi32>) -> memref<8xi32>
  %s = call @ext(%r) : (memref<8xi32>) -> memref<8xi32>
  return %s : memref<8xi32>
}
func.func @c_iface(%m: memref<8xi32>) attributes {llvm.emit_c_interface} {
  return
}
