// RUN: --run-reproducer
#map = affine_map<(d0) -> (d0 + 1)>
module {
  func.func @twice(%arg0: i32) -> i32 attributes {map = #map} {
    return %arg0 : i32
  }
  func.func private @other() attributes {note = "a \22quoted\22 string"}
}

{-#
  external_resources: {
    mlir_reproducer: {
      pipeline: "builtin.module(canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true})",
      disable_threading: false,
      verify_each: false
    }
  }
#-}
