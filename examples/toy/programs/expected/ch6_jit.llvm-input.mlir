#map = affine_map<() -> (0, 0)>
#map1 = affine_map<() -> (0, 1)>
#map2 = affine_map<() -> (1, 0)>
#map3 = affine_map<() -> (1, 1)>
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (ptr, ...)>, linkage = #llvm.linkage<external>, sym_name = "printf", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.array<4 x i8>, linkage = #llvm.linkage<internal>, sym_name = "frmt_spec", value = "%f \00", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.array<2 x i8>, linkage = #llvm.linkage<internal>, sym_name = "nl", value = "\0A\00", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "arith.constant"() <{value = 4.000000e+00 : f64}> : () -> f64
    %1 = "arith.constant"() <{value = 3.000000e+00 : f64}> : () -> f64
    %2 = "arith.constant"() <{value = 2.000000e+00 : f64}> : () -> f64
    %3 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %4 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x2xf64>
    "affine.store"(%3, %4) <{map = #map}> : (f64, memref<2x2xf64>) -> ()
    "affine.store"(%2, %4) <{map = #map1}> : (f64, memref<2x2xf64>) -> ()
    "affine.store"(%1, %4) <{map = #map2}> : (f64, memref<2x2xf64>) -> ()
    "affine.store"(%0, %4) <{map = #map3}> : (f64, memref<2x2xf64>) -> ()
    %5 = "arith.constant"() <{value = 0 : index}> : () -> index
    %6 = "arith.constant"() <{value = 2 : index}> : () -> index
    %7 = "arith.constant"() <{value = 1 : index}> : () -> index
    "scf.for"(%5, %6, %7) ({
    ^bb0(%arg0: index):
      %8 = "arith.constant"() <{value = 0 : index}> : () -> index
      %9 = "arith.constant"() <{value = 2 : index}> : () -> index
      %10 = "arith.constant"() <{value = 1 : index}> : () -> index
      "scf.for"(%8, %9, %10) ({
      ^bb0(%arg1: index):
        %14 = "memref.load"(%4, %arg0, %arg1) : (memref<2x2xf64>, index, index) -> f64
        %15 = "llvm.mlir.addressof"() <{global_name = @frmt_spec}> : () -> !llvm.ptr
        %16 = "llvm.getelementptr"(%15) <{elem_type = !llvm.array<4 x i8>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0>}> : (!llvm.ptr) -> !llvm.ptr
        %17 = "llvm.call"(%16, %14) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>, var_callee_type = !llvm.func<i32 (ptr, ...)>}> : (!llvm.ptr, f64) -> i32
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      %11 = "llvm.mlir.addressof"() <{global_name = @nl}> : () -> !llvm.ptr
      %12 = "llvm.getelementptr"(%11) <{elem_type = !llvm.array<2 x i8>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0>}> : (!llvm.ptr) -> !llvm.ptr
      %13 = "llvm.call"(%12) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>, var_callee_type = !llvm.func<i32 (ptr, ...)>}> : (!llvm.ptr) -> i32
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "memref.dealloc"(%4) : (memref<2x2xf64>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

