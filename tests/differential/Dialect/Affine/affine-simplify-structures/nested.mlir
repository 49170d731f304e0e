// RUN: --allow-unregistered-dialect --affine-simplify-structures

// Ops nested in loops and conditionals; the same map in several places.
func.func @nest(%n: index, %m: memref<100x100xf32>) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %a = affine.apply affine_map<(d0, d1) -> (d0 + d1 * 2 - d1)>(%i, %j)
      affine.if affine_set<(d0, d1) : (d0 * 2 - d1 * 2 >= 0)>(%i, %j) {
        %v = affine.load %m[%i, %a] : memref<100x100xf32>
        affine.store %v, %m[%a, %i] : memref<100x100xf32>
      }
      affine.if affine_set<(d0, d1) : (d0 - 20 >= 0)>(%i, %j) {
        "test.never"() : () -> ()
      }
    }
  }
  return
}

// A function without affine ops, and a declaration.
func.func @plain(%a: i32) -> i32 {
  return %a : i32
}

func.func private @decl()
