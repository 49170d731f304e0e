#map = affine_map<() -> (0, 0)>
#map1 = affine_map<() -> (0, 1)>
#map2 = affine_map<() -> (0, 2)>
#map3 = affine_map<() -> (1, 0)>
#map4 = affine_map<() -> (1, 1)>
#map5 = affine_map<() -> (1, 2)>
#map6 = affine_map<(d0, d1) -> (d0, d1)>
#map7 = affine_map<() -> (0)>
#map8 = affine_map<() -> (2)>
#map9 = affine_map<() -> (3)>
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
    %6 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3x2xf64>
    %7 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3x2xf64>
    %8 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x3xf64>
    "affine.store"(%5, %8) <{map = #map}> : (f64, memref<2x3xf64>) -> ()
    "affine.store"(%4, %8) <{map = #map1}> : (f64, memref<2x3xf64>) -> ()
    "affine.store"(%3, %8) <{map = #map2}> : (f64, memref<2x3xf64>) -> ()
    "affine.store"(%2, %8) <{map = #map3}> : (f64, memref<2x3xf64>) -> ()
    "affine.store"(%1, %8) <{map = #map4}> : (f64, memref<2x3xf64>) -> ()
    "affine.store"(%0, %8) <{map = #map5}> : (f64, memref<2x3xf64>) -> ()
    "affine.for"() <{lowerBoundMap = #map7, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map9}> ({
    ^bb0(%arg4: index):
      "affine.for"() <{lowerBoundMap = #map7, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map8}> ({
      ^bb0(%arg5: index):
        %24 = "affine.load"(%8, %arg5, %arg4) <{map = #map6}> : (memref<2x3xf64>, index, index) -> f64
        "affine.store"(%24, %7, %arg4, %arg5) <{map = #map6}> : (f64, memref<3x2xf64>, index, index) -> ()
        "affine.yield"() : () -> ()
      }) : () -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "affine.for"() <{lowerBoundMap = #map7, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map9}> ({
    ^bb0(%arg2: index):
      "affine.for"() <{lowerBoundMap = #map7, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map8}> ({
      ^bb0(%arg3: index):
        %22 = "affine.load"(%7, %arg2, %arg3) <{map = #map6}> : (memref<3x2xf64>, index, index) -> f64
        %23 = "arith.mulf"(%22, %22) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
        "affine.store"(%23, %6, %arg2, %arg3) <{map = #map6}> : (f64, memref<3x2xf64>, index, index) -> ()
        "affine.yield"() : () -> ()
      }) : () -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    %9 = "arith.constant"() <{value = 0 : index}> : () -> index
    %10 = "arith.constant"() <{value = 3 : index}> : () -> index
    %11 = "arith.constant"() <{value = 1 : index}> : () -> index
    "scf.for"(%9, %10, %11) ({
    ^bb0(%arg0: index):
      %12 = "arith.constant"() <{value = 0 : index}> : () -> index
      %13 = "arith.constant"() <{value = 2 : index}> : () -> index
      %14 = "arith.constant"() <{value = 1 : index}> : () -> index
      "scf.for"(%12, %13, %14) ({
      ^bb0(%arg1: index):
        %18 = "memref.load"(%6, %arg0, %arg1) : (memref<3x2xf64>, index, index) -> f64
        %19 = "llvm.mlir.addressof"() <{global_name = @frmt_spec}> : () -> !llvm.ptr
        %20 = "llvm.getelementptr"(%19) <{elem_type = !llvm.array<4 x i8>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0>}> : (!llvm.ptr) -> !llvm.ptr
        %21 = "llvm.call"(%20, %18) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>, var_callee_type = !llvm.func<i32 (ptr, ...)>}> : (!llvm.ptr, f64) -> i32
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      %15 = "llvm.mlir.addressof"() <{global_name = @nl}> : () -> !llvm.ptr
      %16 = "llvm.getelementptr"(%15) <{elem_type = !llvm.array<2 x i8>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0>}> : (!llvm.ptr) -> !llvm.ptr
      %17 = "llvm.call"(%16) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>, var_callee_type = !llvm.func<i32 (ptr, ...)>}> : (!llvm.ptr) -> i32
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "memref.dealloc"(%8) : (memref<2x3xf64>) -> ()
    "memref.dealloc"(%7) : (memref<3x2xf64>) -> ()
    "memref.dealloc"(%6) : (memref<3x2xf64>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

