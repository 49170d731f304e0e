// RUN: --convert-func-to-llvm
func.func private @ext_scalar(i32) -> i32 attributes {llvm.emit_c_interface}
func.func private @ext_memref(memref<?xf32>, f32) attributes {llvm.emit_c_interface}
func.func private @ext_unranked(memref<*xi64>) -> i64 attributes {llvm.emit_c_interface}
func.func private @ext_rank0(memref<f32>) attributes {llvm.emit_c_interface}
func.func @caller(%m: memref<?xf32>, %x: f32) attributes {llvm.emit_c_interface} {
  call @ext_memref(%m, %x) : (memref<?xf32>, f32) -> ()
  return
}
