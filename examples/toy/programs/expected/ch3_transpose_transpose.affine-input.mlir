#map = affine_map<(d0, d1) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x3xf64>
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3 = "arith.constant"() <{value = 2 : index}> : () -> index
    %4 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    "affine.store"(%4, %0, %1, %1) <{map = #map}> : (f64, memref<2x3xf64>, index, index) -> ()
    %5 = "arith.constant"() <{value = 2.000000e+00 : f64}> : () -> f64
    "affine.store"(%5, %0, %1, %2) <{map = #map}> : (f64, memref<2x3xf64>, index, index) -> ()
    %6 = "arith.constant"() <{value = 3.000000e+00 : f64}> : () -> f64
    "affine.store"(%6, %0, %1, %3) <{map = #map}> : (f64, memref<2x3xf64>, index, index) -> ()
    %7 = "arith.constant"() <{value = 4.000000e+00 : f64}> : () -> f64
    "affine.store"(%7, %0, %2, %1) <{map = #map}> : (f64, memref<2x3xf64>, index, index) -> ()
    %8 = "arith.constant"() <{value = 5.000000e+00 : f64}> : () -> f64
    "affine.store"(%8, %0, %2, %2) <{map = #map}> : (f64, memref<2x3xf64>, index, index) -> ()
    %9 = "arith.constant"() <{value = 6.000000e+00 : f64}> : () -> f64
    "affine.store"(%9, %0, %2, %3) <{map = #map}> : (f64, memref<2x3xf64>, index, index) -> ()
    "toy.print"(%0) : (memref<2x3xf64>) -> ()
    "memref.dealloc"(%0) : (memref<2x3xf64>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

