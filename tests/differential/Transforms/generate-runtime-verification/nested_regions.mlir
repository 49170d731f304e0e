// RUN: --generate-runtime-verification
// RUN: --generate-runtime-verification --mlir-print-op-generic
// Checks go right before their op, in whatever region it is: loop bodies,
// branches, nested functions. Values defined in enclosing regions keep
// their names in the messages.
func.func @loops(%m: memref<?x?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      memref.store %f, %m[%i, %j] : memref<?x?xf32>
    }
    %a = memref.load %m[%i, %i] : memref<?x?xf32>
  }
  return
}

func.func @branches(%m: memref<?xi32>, %c: i1, %i: index) -> i32 {
  %r = scf.if %c -> (i32) {
    %a = memref.load %m[%i] : memref<?xi32>
    scf.yield %a : i32
  } else {
    %z = arith.constant 0 : i32
    scf.yield %z : i32
  }
  return %r : i32
}

func.func @while(%m: memref<?xi32>, %start: index) -> index {
  %r = scf.while (%i = %start) : (index) -> index {
    %v = memref.load %m[%i] : memref<?xi32>
    %zero = arith.constant 0 : i32
    %go = arith.cmpi ne, %v, %zero : i32
    scf.condition(%go) %i : index
  } do {
  ^bb0(%i: index):
    %c1 = arith.constant 1 : index
    %next = arith.addi %i, %c1 : index
    scf.yield %next : index
  }
  return %r : index
}

func.func @blocks(%m: memref<?xf32>, %c: i1, %i: index, %j: index) -> f32 {
  cf.cond_br %c, ^left, ^right
^left:
  %a = memref.load %m[%i] : memref<?xf32>
  cf.br ^done(%a : f32)
^right:
  %b = memref.load %m[%j] : memref<?xf32>
  cf.br ^done(%b : f32)
^done(%r: f32):
  return %r : f32
}

module @inner {
  func.func @nested(%m: memref<2xf32>, %i: index) -> f32 {
    %a = memref.load %m[%i] : memref<2xf32>
    return %a : f32
  }
}
