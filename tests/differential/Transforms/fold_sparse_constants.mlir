// RUN: --test-single-fold
// RUN: --canonicalize
// Sparse constants fold element by element as dense ones do (the result is
// dense); dense_resource constants, whose data is opaque, do not fold.
func.func @ints() -> (tensor<4xi32>, tensor<2x3xi16>, tensor<4xi1>, tensor<4xi64>, tensor<4xi32>, tensor<2x3xi16>) {
  %s = arith.constant sparse<[[1], [3]], [5, 7]> : tensor<4xi32>
  %d = arith.constant dense<1> : tensor<4xi32>
  %t = arith.constant sparse<[[0, 2], [1, 1]], [-3, 9]> : tensor<2x3xi16>
  %u = arith.constant sparse<[[1, 0], [0, 2]], [4, 4]> : tensor<2x3xi16>
  %a = arith.addi %s, %d : tensor<4xi32>
  %b = arith.muli %t, %u : tensor<2x3xi16>
  %c = arith.cmpi sgt, %s, %d : tensor<4xi32>
  %e = arith.extsi %s : tensor<4xi32> to tensor<4xi64>
  %g = arith.maxsi %s, %d : tensor<4xi32>
  %h = arith.xori %t, %u : tensor<2x3xi16>
  return %a, %b, %c, %e, %g, %h : tensor<4xi32>, tensor<2x3xi16>, tensor<4xi1>, tensor<4xi64>, tensor<4xi32>, tensor<2x3xi16>
}

func.func @floats() -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf64>, tensor<4xi32>, tensor<4xi1>) {
  %s = arith.constant sparse<[[0], [2]], [1.5, -2.0]> : tensor<4xf32>
  %d = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %a = arith.mulf %s, %d : tensor<4xf32>
  %b = arith.negf %s : tensor<4xf32>
  %c = arith.extf %s : tensor<4xf32> to tensor<4xf64>
  %e = arith.fptosi %s : tensor<4xf32> to tensor<4xi32>
  %g = arith.cmpf olt, %s, %d : tensor<4xf32>
  return %a, %b, %c, %e, %g : tensor<4xf32>, tensor<4xf32>, tensor<4xf64>, tensor<4xi32>, tensor<4xi1>
}

func.func @resources() -> (tensor<2xf32>, tensor<2xi32>) {
  %r = arith.constant dense_resource<blob1> : tensor<2xf32>
  %i = arith.constant dense_resource<blob2> : tensor<2xi32>
  %one = arith.constant dense<1> : tensor<2xi32>
  %a = arith.addf %r, %r : tensor<2xf32>
  %b = arith.addi %i, %one : tensor<2xi32>
  return %a, %b : tensor<2xf32>, tensor<2xi32>
}

{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000000803F00000040",
      blob2: "0x040000000100000002000000"
    }
  }
#-}
