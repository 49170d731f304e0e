#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<() -> (0)>
#map2 = affine_map<() -> (2)>
#map3 = affine_map<() -> (3)>
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3x2xf64>
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3x2xf64>
    %2 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x3xf64>
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5 = "arith.constant"() <{value = 2 : index}> : () -> index
    %6 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    "affine.store"(%6, %2, %3, %3) <{map = #map}> : (f64, memref<2x3xf64>, index, index) -> ()
    %7 = "arith.constant"() <{value = 2.000000e+00 : f64}> : () -> f64
    "affine.store"(%7, %2, %3, %4) <{map = #map}> : (f64, memref<2x3xf64>, index, index) -> ()
    %8 = "arith.constant"() <{value = 3.000000e+00 : f64}> : () -> f64
    "affine.store"(%8, %2, %3, %5) <{map = #map}> : (f64, memref<2x3xf64>, index, index) -> ()
    %9 = "arith.constant"() <{value = 4.000000e+00 : f64}> : () -> f64
    "affine.store"(%9, %2, %4, %3) <{map = #map}> : (f64, memref<2x3xf64>, index, index) -> ()
    %10 = "arith.constant"() <{value = 5.000000e+00 : f64}> : () -> f64
    "affine.store"(%10, %2, %4, %4) <{map = #map}> : (f64, memref<2x3xf64>, index, index) -> ()
    %11 = "arith.constant"() <{value = 6.000000e+00 : f64}> : () -> f64
    "affine.store"(%11, %2, %4, %5) <{map = #map}> : (f64, memref<2x3xf64>, index, index) -> ()
    "affine.for"() <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map3}> ({
    ^bb0(%arg2: index):
      "affine.for"() <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map2}> ({
      ^bb0(%arg3: index):
        %15 = "affine.load"(%2, %arg3, %arg2) <{map = #map}> : (memref<2x3xf64>, index, index) -> f64
        "affine.store"(%15, %1, %arg2, %arg3) <{map = #map}> : (f64, memref<3x2xf64>, index, index) -> ()
        "affine.yield"() : () -> ()
      }) : () -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "affine.for"() <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map3}> ({
    ^bb0(%arg0: index):
      "affine.for"() <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map2}> ({
      ^bb0(%arg1: index):
        %12 = "affine.load"(%1, %arg0, %arg1) <{map = #map}> : (memref<3x2xf64>, index, index) -> f64
        %13 = "affine.load"(%1, %arg0, %arg1) <{map = #map}> : (memref<3x2xf64>, index, index) -> f64
        %14 = "arith.mulf"(%12, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
        "affine.store"(%14, %0, %arg0, %arg1) <{map = #map}> : (f64, memref<3x2xf64>, index, index) -> ()
        "affine.yield"() : () -> ()
      }) : () -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "toy.print"(%0) : (memref<3x2xf64>) -> ()
    "memref.dealloc"(%2) : (memref<2x3xf64>) -> ()
    "memref.dealloc"(%1) : (memref<3x2xf64>) -> ()
    "memref.dealloc"(%0) : (memref<3x2xf64>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

