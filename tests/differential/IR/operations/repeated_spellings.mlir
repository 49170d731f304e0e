// RUN: --allow-unregistered-dialect --split-input-file
// RUN: --allow-unregistered-dialect --split-input-file --mlir-print-op-generic
// RUN: --allow-unregistered-dialect --split-input-file --mlir-print-debuginfo
// The same properties, signatures and dialect attributes written on many
// ops, in every place they can stand, with other text around them: each
// reads as where it was first written (the parser reads such spellings
// once).

#map = affine_map<(d0) -> (d0 + 1)>
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, index) -> (i32, i32), sym_name = "spellings"}> ({
  ^bb0(%a: i32, %b: i32, %n: index):
    %0 = "arith.addi"(%a, %b) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1 = "arith.addi"(%0, %b) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("a.mlir":3:4)
    %2 = "arith.addi"(%1, %0) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
    %3 = "arith.addi"(%2, %1) <{overflowFlags = #arith.overflow<nsw,nuw>}> : (i32,i32) -> i32
    %4 = "arith.muli"(%3, %2) <{overflowFlags = #arith.overflow<none>}>: (i32, i32) -> i32
    %5 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %6 = "arith.constant"() <{value = 7 : i64}> : () -> i64
    %7 = "arith.constant"() <{value = 7 : i32}> : () -> i32 loc(fused["b.mlir":1:1, "c.mlir":2:2])
    %8 = "arith.constant"() <{value = dense<[1, 2]> : vector<2xi32>}> : () -> vector<2xi32>
    %9 = "arith.constant"() <{value = dense<[1, 2]> : vector<2xi32>}> : () -> vector<2xi32>
    %10 = "arith.constant"() <{value = 1.500000e+00 : f32}> : () -> f32
    %11 = "arith.addf"(%10, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %12 = "arith.addf"(%11, %10) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
    %13 = "arith.addf"(%12, %11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "test.attrs"(%a) {a = #arith.overflow<none>, b = #arith.fastmath<fast>, m = #map, n = #map, u = #foo.bar<baz>, v = #foo.bar<baz>} : (i32) -> ()
    "test.attrs"(%a) <{p = #map, q = #foo.bar<baz>}> {a = #arith.overflow<none>} : (i32) -> ()
    "test.attrs"(%a) <{p = #map, q = #foo.bar<baz>}> {a = #arith.overflow<none>} : (i32) -> ()
    "test.region"() ({
      "test.inner"() : () -> ()
      "test.inner"() : () -> () loc("d.mlir":9:9)
      %14 = "test.inner"(%n) : (index) -> index
      %15 = "test.inner"(%14) : (index) -> index
    }) : () -> ()
    "test.inline"() ({ "test.inner"() : () -> () }) : () -> ()
    %16 = "test.types"() : () -> memref<4xf32, strided<[1], offset: ?>>
    %17 = "test.types"() : () -> memref<4xf32, strided<[1], offset: ?>>
    %18 = "test.types"() : () -> tensor<?x4xf32>
    %19 = "test.types"() : () -> tensor<?x4xf32>
    %20 = "test.types"() : () -> vector<[4]xf32>
    %21 = "test.types"() : () -> vector<[4]xf32>
    %22:2 = "test.types"() : () -> (complex<f32>, tuple<i32, f32>)
    %23:2 = "test.types"() : () -> (complex<f32>, tuple<i32, f32>)
    %24 = "test.types"() : () -> !foo.bar<baz>
    %25 = "test.types"() : () -> !foo.bar<baz>
    %26 = "test.types"() : () -> i3
    %27 = "test.types"() : () -> i32
    %28 = "test.types"() : () -> memref<2x?xf32, affine_map<(d0, d1) -> (d1, d0)>>
    %29 = "test.types"() : () -> memref<2x?xf32, affine_map<(d0, d1) -> (d1, d0)>>
    "func.return"(%4, %5) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// A signature read before, then one that does not match its operands.
"func.func"() <{function_type = (i32, i32) -> i32, sym_name = "mismatch"}> ({
^bb0(%a: i32, %b: i32):
  %0 = "arith.addi"(%a, %b) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
  %1 = "arith.addi"(%0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
  "func.return"(%1) : (i32) -> ()
}) : () -> ()

// -----

// Properties read before, then the same spelling on an op that rejects
// them.
"func.func"() <{function_type = (i32, i32) -> i32, sym_name = "bad_props"}> ({
^bb0(%a: i32, %b: i32):
  %0 = "arith.addi"(%a, %b) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
  %1 = "arith.addf"(%0, %b) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
  "func.return"(%1) : (i32) -> ()
}) : () -> ()

// -----

// A dialect attribute read before, then the same spelling with a type
// after it.
"test.attrs"() {a = #arith.overflow<none>} : () -> ()
"test.attrs"() {a = #arith.overflow<none> : i32} : () -> ()
