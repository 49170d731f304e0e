// RUN: --generate-runtime-verification=verbose-level=2
// RUN: --generate-runtime-verification=verbose-level=7 --mlir-print-debuginfo
// RUN: --generate-runtime-verification=verbose-level=-1
// RUN: --generate-runtime-verification=verbose-level=one
// RUN: '--generate-runtime-verification=verbose-level=0 level=1'
// Levels above 1 fail the pass with an error on the op it runs on; a value
// that is not an unsigned integer and an unknown option are rejected.
func.func @f(%m: memref<?xf32>, %i: index) -> f32 {
  %a = memref.load %m[%i] : memref<?xf32>
  return %a : f32
}
