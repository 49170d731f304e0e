// RUN: --remove-dead-values
// RUN: --remove-dead-values --mlir-disable-threading
// The condition of an scf.if stays live when the op is needed: through a
// live result, or through effects in its regions with no result.
func.func @kept(%a: i32, %b: i32, %m: memref<i32>) -> i32 {
  %c = arith.cmpi slt, %a, %b : i32
  %r = scf.if %c -> (i32) {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  %d = arith.cmpi eq, %a, %b : i32
  scf.if %d {
    memref.store %a, %m[] : memref<i32>
  }
  return %r : i32
}
