// RUN: --allow-unregistered-dialect --generate-runtime-verification
// RUN: --allow-unregistered-dialect --generate-runtime-verification --mlir-print-op-generic
// Ops in the regions of unknown ops (graph regions among them) are checked
// too; an unknown op itself has nothing to check.
func.func @unknown(%m: memref<?xf32>, %i: index) {
  "u.scope"() ({
    %a = memref.load %m[%i] : memref<?xf32>
    "u.use"(%a) : (f32) -> ()
    "u.end"() : () -> ()
  }) : () -> ()
  %r = "u.wrap"(%m) ({
  ^bb0(%x: memref<?xf32>):
    %d = memref.dim %x, %i : memref<?xf32>
    "u.yield"(%d) : (index) -> ()
  }) : (memref<?xf32>) -> index
  "u.sink"(%r) : (index) -> ()
  return
}

"u.graph"() ({
  %v = "u.value"() : () -> index
  %m = "u.buffer"() : () -> memref<4xf32>
  %x = memref.load %m[%v] : memref<4xf32>
}) : () -> ()
