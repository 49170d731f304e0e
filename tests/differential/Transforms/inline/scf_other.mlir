// RUN: --inline=default-pipeline=
// RUN: --inline
// The other regions of one block: `scf.index_switch` cases,
// `scf.parallel` and `memref.alloca_scope` bodies take a single-block
// callee and not one of several blocks (canonicalized into one block by
// the default pipeline, that one is inlined too).
func.func private @one(%x: index) -> index {
  %r = arith.addi %x, %x : index
  return %r : index
}
func.func private @two(%x: index) -> index {
  cf.br ^b
^b:
  return %x : index
}
func.func @caller(%s: index, %n: index, %m: memref<?xindex>) -> index {
  %r = scf.index_switch %s -> index
  case 1 {
    %0 = func.call @one(%s) : (index) -> index
    scf.yield %0 : index
  }
  default {
    %1 = func.call @two(%s) : (index) -> index
    scf.yield %1 : index
  }
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %2 = func.call @one(%i) : (index) -> index
    %3 = func.call @two(%2) : (index) -> index
    memref.store %3, %m[%i] : memref<?xindex>
  }
  memref.alloca_scope {
    %4 = func.call @two(%r) : (index) -> index
    memref.store %4, %m[%c0] : memref<?xindex>
  }
  return %r : index
}
