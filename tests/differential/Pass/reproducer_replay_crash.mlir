// RUN: --run-reproducer --mlir-pass-pipeline-crash-reproducer=/dev/null
// RUN: --run-reproducer
#map = affine_map<(d0) -> (d0 + 1)>
module {
  func.func @twice(%arg0: i32) -> i32 attributes {map = #map} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %arg0, %c0_i32 : i32
    %1 = arith.addi %0, %c0_i32 : i32
    return %1 : i32
  }
  func.func private @other() attributes {note = "a \22quoted\22 string"}
}

{-#
  external_resources: {
    mlir_reproducer: {
      pipeline: "builtin.module(func.func(canonicalize{  max-iterations=1 max-num-rewrites=-1 region-simplify=normal test-convergence=true top-down=true}))",
      disable_threading: true,
      verify_each: false
    }
  }
#-}
