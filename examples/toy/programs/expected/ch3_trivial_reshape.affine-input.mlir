#map = affine_map<(d0, d1) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x1xf64>
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    "affine.store"(%3, %0, %1, %1) <{map = #map}> : (f64, memref<2x1xf64>, index, index) -> ()
    %4 = "arith.constant"() <{value = 2.000000e+00 : f64}> : () -> f64
    "affine.store"(%4, %0, %2, %1) <{map = #map}> : (f64, memref<2x1xf64>, index, index) -> ()
    "toy.print"(%0) : (memref<2x1xf64>) -> ()
    "memref.dealloc"(%0) : (memref<2x1xf64>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

