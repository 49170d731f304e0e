// RUN: --affine-loop-invariant-code-motion

// Ops invariant on both loops move out of both, innermost first.
func.func @two_levels(%a: f32, %m: memref<10x10xf32>) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %x = arith.addf %a, %a : f32
      %y = arith.index_cast %i : index to i32
      %z = arith.sitofp %y : i32 to f32
      %w = arith.addf %x, %z : f32
      affine.store %w, %m[%i, %j] : memref<10x10xf32>
    }
  }
  return
}

// An inner loop all of whose ops are invariant on the outer one moves.
func.func @inner_loop_moves(%a: f32, %m: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %x = arith.addf %a, %a : f32
      affine.store %x, %m[%j] : memref<10xf32>
    }
  }
  return
}

// An inner loop using the outer variable stays.
func.func @inner_loop_stays(%a: f32, %m: memref<10x10xf32>) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      affine.store %a, %m[%i, %j] : memref<10x10xf32>
    }
  }
  return
}

// Three levels, with a value of the middle loop.
func.func @three_levels(%n: index, %m: memref<100xindex>) {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 4 {
      affine.for %k = 0 to 4 {
        %a = arith.addi %n, %n : index
        %b = arith.addi %j, %a : index
        affine.store %b, %m[%k] : memref<100xindex>
      }
    }
  }
  return
}
