#map = affine_map<() -> (0, 0)>
#map1 = affine_map<() -> (1, 0)>
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (ptr, ...)>, linkage = #llvm.linkage<external>, sym_name = "printf", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.array<4 x i8>, linkage = #llvm.linkage<internal>, sym_name = "frmt_spec", value = "%f \00", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.array<2 x i8>, linkage = #llvm.linkage<internal>, sym_name = "nl", value = "\0A\00", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "arith.constant"() <{value = 2.000000e+00 : f64}> : () -> f64
    %1 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %2 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x1xf64>
    "affine.store"(%1, %2) <{map = #map}> : (f64, memref<2x1xf64>) -> ()
    "affine.store"(%0, %2) <{map = #map1}> : (f64, memref<2x1xf64>) -> ()
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4 = "arith.constant"() <{value = 2 : index}> : () -> index
    %5 = "arith.constant"() <{value = 1 : index}> : () -> index
    "scf.for"(%3, %4, %5) ({
    ^bb0(%arg0: index):
      %6 = "arith.constant"() <{value = 0 : index}> : () -> index
      %7 = "arith.constant"() <{value = 1 : index}> : () -> index
      %8 = "arith.constant"() <{value = 1 : index}> : () -> index
      "scf.for"(%6, %7, %8) ({
      ^bb0(%arg1: index):
        %12 = "memref.load"(%2, %arg0, %arg1) : (memref<2x1xf64>, index, index) -> f64
        %13 = "llvm.mlir.addressof"() <{global_name = @frmt_spec}> : () -> !llvm.ptr
        %14 = "llvm.getelementptr"(%13) <{elem_type = !llvm.array<4 x i8>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0>}> : (!llvm.ptr) -> !llvm.ptr
        %15 = "llvm.call"(%14, %12) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>, var_callee_type = !llvm.func<i32 (ptr, ...)>}> : (!llvm.ptr, f64) -> i32
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      %9 = "llvm.mlir.addressof"() <{global_name = @nl}> : () -> !llvm.ptr
      %10 = "llvm.getelementptr"(%9) <{elem_type = !llvm.array<2 x i8>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0>}> : (!llvm.ptr) -> !llvm.ptr
      %11 = "llvm.call"(%10) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>, var_callee_type = !llvm.func<i32 (ptr, ...)>}> : (!llvm.ptr) -> i32
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "memref.dealloc"(%2) : (memref<2x1xf64>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

