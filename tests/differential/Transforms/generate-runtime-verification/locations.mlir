// RUN: --generate-runtime-verification
// RUN: --generate-runtime-verification --mlir-print-debuginfo
// RUN: --generate-runtime-verification --mlir-print-debuginfo --mlir-print-op-generic
// The message ends with the op's location written inline (never an
// alias); with --mlir-print-debuginfo the op's text carries it too. The
// ops built take the op's location.
#caller = loc("caller.py":3:4)
func.func @l(%m: memref<?xf32>, %i: index) -> f32 {
  %a = memref.load %m[%i] : memref<?xf32> loc(fused["a.c":1:2, "b.c":3:4])
  %b = memref.load %m[%i] : memref<?xf32> loc(callsite("callee"("f.c":1:1) at #caller))
  %c = memref.load %m[%i] : memref<?xf32> loc(unknown)
  %d = memref.load %m[%i] : memref<?xf32> loc("named")
  %e = memref.load %m[%i] : memref<?xf32> loc(fused<"meta">["x.c":9:9])
  %s1 = arith.addf %a, %b : f32
  %s2 = arith.addf %c, %d : f32
  %s3 = arith.addf %s1, %s2 : f32
  %s4 = arith.addf %s3, %e : f32
  return %s4 : f32
}
