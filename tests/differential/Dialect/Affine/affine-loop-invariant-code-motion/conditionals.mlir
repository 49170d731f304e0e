// RUN: --affine-loop-invariant-code-motion

#set = affine_set<(d0) : (d0 - 5 >= 0)>

// An affine.if on a value from outside, with invariant branches, moves.
func.func @if_invariant(%n: index, %a: f32, %m: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    affine.if #set(%n) {
      %x = arith.addf %a, %a : f32
    } else {
      %y = arith.mulf %a, %a : f32
    }
  }
  return
}

// An affine.if on the induction variable stays.
func.func @if_on_iv(%a: f32, %m: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    affine.if #set(%i) {
      affine.store %a, %m[0] : memref<10xf32>
    }
  }
  return
}

// An affine.if whose branch uses the induction variable stays.
func.func @if_body_uses_iv(%n: index, %m: memref<10xindex>) {
  affine.for %i = 0 to 10 {
    affine.if #set(%n) {
      affine.store %i, %m[0] : memref<10xindex>
    }
  }
  return
}

// An affine.if with results.
func.func @if_results(%n: index, %a: f32, %b: f32, %m: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    %r = affine.if #set(%n) -> f32 {
      affine.yield %a : f32
    } else {
      affine.yield %b : f32
    }
    affine.store %r, %m[%i] : memref<10xf32>
  }
  return
}

// An affine.parallel in the loop.
func.func @parallel(%a: f32, %m: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    affine.parallel (%p) = (0) to (10) {
      %x = arith.addf %a, %a : f32
      affine.store %x, %m[%p] : memref<10xf32>
    }
  }
  return
}

// scf ops free of effects move, others stay.
func.func @scf_ops(%c: i1, %a: i32, %m: memref<10xi32>) {
  affine.for %i = 0 to 10 {
    %r = scf.if %c -> i32 {
      %x = arith.addi %a, %a : i32
      scf.yield %x : i32
    } else {
      scf.yield %a : i32
    }
    scf.if %c {
      affine.store %r, %m[0] : memref<10xi32>
    }
  }
  return
}
