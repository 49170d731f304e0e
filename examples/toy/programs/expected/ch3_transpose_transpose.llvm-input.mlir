#map = affine_map<() -> (0, 0)>
#map1 = affine_map<() -> (0, 1)>
#map2 = affine_map<() -> (0, 2)>
#map3 = affine_map<() -> (1, 0)>
#map4 = affine_map<() -> (1, 1)>
#map5 = affine_map<() -> (1, 2)>
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (ptr, ...)>, linkage = #llvm.linkage<external>, sym_name = "printf", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.array<4 x i8>, linkage = #llvm.linkage<internal>, sym_name = "frmt_spec", value = "%f \00", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.array<2 x i8>, linkage = #llvm.linkage<internal>, sym_name = "nl", value = "\0A\00", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "arith.constant"() <{value = 6.000000e+00 : f64}> : () -> f64
    %1 = "arith.constant"() <{value = 5.000000e+00 : f64}> : () -> f64
    %2 = "arith.constant"() <{value = 4.000000e+00 : f64}> : () -> f64
    %3 = "arith.constant"() <{value = 3.000000e+00 : f64}> : () -> f64
    %4 = "arith.constant"() <{value = 2.000000e+00 : f64}> : () -> f64
    %5 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %6 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x3xf64>
    "affine.store"(%5, %6) <{map = #map}> : (f64, memref<2x3xf64>) -> ()
    "affine.store"(%4, %6) <{map = #map1}> : (f64, memref<2x3xf64>) -> ()
    "affine.store"(%3, %6) <{map = #map2}> : (f64, memref<2x3xf64>) -> ()
    "affine.store"(%2, %6) <{map = #map3}> : (f64, memref<2x3xf64>) -> ()
    "affine.store"(%1, %6) <{map = #map4}> : (f64, memref<2x3xf64>) -> ()
    "affine.store"(%0, %6) <{map = #map5}> : (f64, memref<2x3xf64>) -> ()
    %7 = "arith.constant"() <{value = 0 : index}> : () -> index
    %8 = "arith.constant"() <{value = 2 : index}> : () -> index
    %9 = "arith.constant"() <{value = 1 : index}> : () -> index
    "scf.for"(%7, %8, %9) ({
    ^bb0(%arg0: index):
      %10 = "arith.constant"() <{value = 0 : index}> : () -> index
      %11 = "arith.constant"() <{value = 3 : index}> : () -> index
      %12 = "arith.constant"() <{value = 1 : index}> : () -> index
      "scf.for"(%10, %11, %12) ({
      ^bb0(%arg1: index):
        %16 = "memref.load"(%6, %arg0, %arg1) : (memref<2x3xf64>, index, index) -> f64
        %17 = "llvm.mlir.addressof"() <{global_name = @frmt_spec}> : () -> !llvm.ptr
        %18 = "llvm.getelementptr"(%17) <{elem_type = !llvm.array<4 x i8>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0>}> : (!llvm.ptr) -> !llvm.ptr
        %19 = "llvm.call"(%18, %16) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>, var_callee_type = !llvm.func<i32 (ptr, ...)>}> : (!llvm.ptr, f64) -> i32
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      %13 = "llvm.mlir.addressof"() <{global_name = @nl}> : () -> !llvm.ptr
      %14 = "llvm.getelementptr"(%13) <{elem_type = !llvm.array<2 x i8>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0>}> : (!llvm.ptr) -> !llvm.ptr
      %15 = "llvm.call"(%14) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>, var_callee_type = !llvm.func<i32 (ptr, ...)>}> : (!llvm.ptr) -> i32
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "memref.dealloc"(%6) : (memref<2x3xf64>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

