#map = affine_map<() -> ()>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<() -> (0)>
#map3 = affine_map<() -> (2)>
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x2xf64>
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x2xf64>
    %2 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<f64>
    %3 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<f64>
    %4 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5 = "arith.constant"() <{value = 5.500000e+00 : f64}> : () -> f64
    "affine.store"(%5, %3) <{map = #map}> : (f64, memref<f64>) -> ()
    %6 = "affine.load"(%3) <{map = #map}> : (memref<f64>) -> f64
    %7 = "affine.load"(%3) <{map = #map}> : (memref<f64>) -> f64
    %8 = "arith.mulf"(%6, %7) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    "affine.store"(%8, %2) <{map = #map}> : (f64, memref<f64>) -> ()
    "toy.print"(%2) : (memref<f64>) -> ()
    %9 = "arith.constant"() <{value = 0 : index}> : () -> index
    %10 = "arith.constant"() <{value = 1 : index}> : () -> index
    %11 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    "affine.store"(%11, %1, %9, %9) <{map = #map1}> : (f64, memref<2x2xf64>, index, index) -> ()
    %12 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    "affine.store"(%12, %1, %9, %10) <{map = #map1}> : (f64, memref<2x2xf64>, index, index) -> ()
    %13 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    "affine.store"(%13, %1, %10, %9) <{map = #map1}> : (f64, memref<2x2xf64>, index, index) -> ()
    %14 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    "affine.store"(%14, %1, %10, %10) <{map = #map1}> : (f64, memref<2x2xf64>, index, index) -> ()
    "affine.for"() <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map3}> ({
    ^bb0(%arg0: index):
      "affine.for"() <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map3}> ({
      ^bb0(%arg1: index):
        %15 = "affine.load"(%1, %arg0, %arg1) <{map = #map1}> : (memref<2x2xf64>, index, index) -> f64
        %16 = "affine.load"(%1, %arg0, %arg1) <{map = #map1}> : (memref<2x2xf64>, index, index) -> f64
        %17 = "arith.addf"(%15, %16) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
        "affine.store"(%17, %0, %arg0, %arg1) <{map = #map1}> : (f64, memref<2x2xf64>, index, index) -> ()
        "affine.yield"() : () -> ()
      }) : () -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "toy.print"(%0) : (memref<2x2xf64>) -> ()
    "memref.dealloc"(%3) : (memref<f64>) -> ()
    "memref.dealloc"(%2) : (memref<f64>) -> ()
    "memref.dealloc"(%1) : (memref<2x2xf64>) -> ()
    "memref.dealloc"(%0) : (memref<2x2xf64>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

