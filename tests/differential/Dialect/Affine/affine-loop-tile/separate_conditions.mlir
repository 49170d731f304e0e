// RUN: --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(affine-loop-tile{tile-size=4 separate}))'
// RUN: --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(affine-loop-tile{tile-sizes=3,4,5 separate}))'
// RUN: --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(affine-loop-tile{separate}))'

// The conditions of full tiles: a constant operand stays an operand, a
// bound composed from an affine.apply, bounds scaled by symbols, loops
// whose tiles are all full beside others that are not.

func.func @c(%a: memref<?x?xf32>, %n: index) {
  %c10 = arith.constant 10 : index
  affine.for %i = 0 to %c10 {
    affine.for %j = 0 to %n {
      affine.for %k = 0 to %n {
        %v = affine.load %a[%i, %j] : memref<?x?xf32>
        "test.use"(%v, %k) : (f32, index) -> ()
      }
    }
  }
  return
}
func.func @d(%a: memref<?xf32>, %n: index) {
  affine.for %i = 0 to affine_map<()[s0] -> (s0 * 2)>()[%n] {
    affine.for %j = 0 to affine_map<()[s0] -> (s0 * 4 + 1)>()[%n] {
      %v = affine.load %a[%i] : memref<?xf32>
      "test.use"(%v, %j) : (f32, index) -> ()
    }
  }
  return
}
func.func @e(%a: memref<?xf32>, %n: index, %m: index) {
  %x = affine.apply affine_map<()[s0] -> (s0 + 3)>()[%n]
  affine.for %i = %m to %x {
    affine.for %j = 0 to min affine_map<()[s0, s1] -> (s0, s1)>()[%x, %m] {
      %v = affine.load %a[%i] : memref<?xf32>
      "test.use"(%v, %j) : (f32, index) -> ()
    }
  }
  return
}
func.func @f(%a: memref<?xf32>, %n: index) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to %n {
      %v = affine.load %a[%i] : memref<?xf32>
      "test.use"(%v, %j) : (f32, index) -> ()
    }
  }
  return
}
