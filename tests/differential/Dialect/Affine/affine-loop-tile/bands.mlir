// RUN: --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(affine-loop-tile{tile-size=4}))'
// RUN: --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(affine-loop-tile{tile-sizes=2,3,5}))'

// Several bands in one function, each tiled on its own.
func.func @several(%a: memref<16x16xf32>, %t: memref<16x16xf32>, %b: memref<16xf32>) {
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 16 {
      %v = affine.load %a[%i, %j] : memref<16x16xf32>
      affine.store %v, %t[%j, %i] : memref<16x16xf32>
    }
  }
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.store %c, %b[%i] : memref<16xf32>
  }
  affine.for %i = 0 to 6 {
    affine.for %j = 0 to 6 {
      affine.for %k = 0 to 6 {
        "test.op"(%i, %j, %k) : (index, index, index) -> ()
      }
    }
  }
  return
}

// Imperfect nests: the band stops at a loop whose body holds more than
// one loop.
func.func @imperfect(%a: memref<16x16xf32>) {
  affine.for %i = 0 to 16 {
    %v = affine.load %a[%i, %i] : memref<16x16xf32>
    affine.for %j = 0 to 16 {
      affine.store %v, %a[%i, %j] : memref<16x16xf32>
    }
  }
  affine.for %i = 0 to 12 {
    affine.for %j = 0 to 16 {
      affine.for %k = 0 to 16 {
        "test.op"(%i, %j, %k) : (index, index, index) -> ()
      }
      affine.for %k = 0 to 8 {
        "test.op"(%k) : (index) -> ()
      }
    }
  }
  return
}

// Only loops directly in the function's body root bands: loops inside
// other ops stay.
func.func @nested(%a: memref<16xf32>, %cond: i1) {
  scf.if %cond {
    affine.for %i = 0 to 16 {
      %v = affine.load %a[%i] : memref<16xf32>
    }
  }
  affine.if affine_set<() : (0 == 0)>() {
    affine.for %i = 0 to 16 {
      %v = affine.load %a[%i] : memref<16xf32>
    }
  }
  return
}

// A function without loops, and a declaration.
func.func @no_loops() {
  return
}
func.func private @decl()
