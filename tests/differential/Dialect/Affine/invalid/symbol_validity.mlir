// RUN: --split-input-file
// Which values affine.load accepts as dimensions and symbols (MLIR 22's rules).
func.func @addi_in_loop_dim(%m: memref<10xf32>, %n: index) {
  scf.for %i = %n to %n step %n {
    %j = arith.addi %n, %n : index
    %0 = affine.load %m[%j] : memref<10xf32>
  }
  return
}
// -----
func.func @addi_in_loop_sym(%m: memref<10xf32>, %n: index) {
  scf.for %i = %n to %n step %n {
    %j = arith.addi %n, %n : index
    %0 = affine.load %m[symbol(%j)] : memref<10xf32>
  }
  return
}
// -----
func.func @addi_of_iv(%m: memref<10xf32>, %n: index) {
  scf.for %i = %n to %n step %n {
    %j = arith.addi %i, %n : index
    %0 = affine.load %m[%j] : memref<10xf32>
  }
  return
}
// -----
func.func @load_in_loop(%m: memref<10xf32>, %idx: memref<index>, %n: index) {
  scf.for %i = %n to %n step %n {
    %j = memref.load %idx[] : memref<index>
    %0 = affine.load %m[%j] : memref<10xf32>
  }
  return
}
// -----
func.func @load_top(%m: memref<10xf32>, %idx: memref<index>, %n: index) {
  %j = memref.load %idx[] : memref<index>
  %0 = affine.load %m[%j] : memref<10xf32>
  return
}
// -----
func.func @iv_as_symbol(%m: memref<10xf32>, %n: index) {
  scf.for %i = %n to %n step %n {
    %0 = affine.load %m[symbol(%i)] : memref<10xf32>
  }
  return
}
// -----
func.func @apply_sym_of_iv(%n: index) {
  scf.for %i = %n to %n step %n {
    %0 = affine.apply affine_map<()[s0] -> (s0)>()[%i]
  }
  return
}
// -----
func.func @dim_in_loop(%m: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  scf.for %i = %n to %n step %n {
    %a = memref.alloc(%n) : memref<?xf32>
    %d = memref.dim %a, %c0 : memref<?xf32>
    %0 = affine.load %m[symbol(%d)] : memref<?xf32>
  }
  return
}
// -----
func.func @nested_region_value(%m: memref<10xf32>, %n: index, %c: i1) {
  scf.if %c {
    %j = arith.addi %n, %n : index
    scf.for %i = %n to %n step %n {
      %0 = affine.load %m[symbol(%j)] : memref<10xf32>
    }
  }
  return
}
