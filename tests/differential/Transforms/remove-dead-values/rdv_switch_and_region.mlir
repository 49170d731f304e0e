// RUN: --remove-dead-values
// RUN: --remove-dead-values --mlir-disable-threading
// scf.index_switch with a load in one case, and an scf.execute_region of
// two blocks whose result nobody uses.
func.func @t(%a: index, %m: memref<4xi32>) -> i32 {
  %r = scf.index_switch %a -> i32
  case 0 {
    %c = arith.constant 0 : i32
    scf.yield %c : i32
  }
  default {
    %l = memref.load %m[%a] : memref<4xi32>
    scf.yield %l : i32
  }
  %u = scf.execute_region -> i32 {
    cf.br ^bb1
  ^bb1:
    scf.yield %r : i32
  }
  return %r : i32
}
