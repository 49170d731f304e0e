// RUN: --arith-int-range-narrowing=int-bitwidths-supported=1,8,16,24,32
// RUN: --arith-int-range-narrowing=int-bitwidths-supported=32 --mlir-disable-threading
// Vectors narrow element by element; loops narrow their bodies' ops.
func.func @vec(%a: vector<4xindex>) -> vector<4xindex> {
  %c15 = arith.constant dense<15> : vector<4xindex>
  %x = arith.andi %a, %c15 : vector<4xindex>
  %s = arith.addi %x, %x : vector<4xindex>
  return %s : vector<4xindex>
}

func.func @loop(%m: memref<?xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c100 = arith.constant 100 : index
  %c3 = arith.constant 3 : index
  scf.for %i = %c0 to %c100 step %c1 {
    %j = arith.muli %i, %c3 : index
    memref.store %j, %m[%i] : memref<?xindex>
  }
  return
}
