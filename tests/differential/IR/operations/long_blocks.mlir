// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// RUN: --allow-unregistered-dialect --mlir-print-debuginfo
// RUN: --allow-unregistered-dialect --mlir-print-local-scope
// A module block of 1,300 ops (over the 1,024 at which a block prints in
// runs of ops on several threads): values used across runs, aliases first
// seen in different runs, name conflicts, locations, resources.
#map = affine_map<(d0) -> (d0 + 1)>
#site = loc("site.mlir":1:1)
!wide = tuple<i1, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12, i13, i14, i15, i16, i17>
module {
  %v0 = "u.def"() {m = #map} : () -> i32
  %v1 = "u.op"(%v0) {k = 0 : i64, m = affine_map<(d0) -> (d0 * 2)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v1) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v2:2 = "u.pair"(%v1) : (i32) -> (i32, f32)
  "u.take"(%v2#1) : (f32) -> ()
  "u.attr"() {s = "s3", d = dense<[3, 2]> : tensor<2xi32>, f = 3.5 : f32, set = affine_set<(d0) : (d0 - 3 >= 0)>} : () -> ()
  "u.loc"(%v2#0) : (i32) -> () loc("f1.mlir":4:2)
  "u.wide"() : () -> !wide
  func.func @f6(%a: i32) -> i32 {
    %c = arith.constant 2 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c7 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":9:1, #site])
  %v3 = "u.op"(%v2#0) {k = 10 : i64, m = affine_map<(d0) -> (d0 * 5)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v3) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v4:2 = "u.pair"(%v3) : (i32) -> (i32, f32)
  "u.take"(%v4#1) : (f32) -> ()
  "u.attr"() {s = "s0", d = dense<[13, 2]> : tensor<2xi32>, f = 13.5 : f32, set = affine_set<(d0) : (d0 - 2 >= 0)>} : () -> ()
  "u.loc"(%v4#0) : (i32) -> () loc("f2.mlir":14:2)
  "u.wide"() : () -> !wide
  func.func @f16(%a: i32) -> i32 {
    %c = arith.constant 0 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c17 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":19:1, #site])
  %v5 = "u.op"(%v4#0) {k = 20 : i64, m = affine_map<(d0) -> (d0 * 8)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v5) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v6:2 = "u.pair"(%v5) : (i32) -> (i32, f32)
  "u.take"(%v6#1) : (f32) -> ()
  "u.attr"() {s = "s10", d = dense<[23, 2]> : tensor<2xi32>, f = 23.5 : f32, set = affine_set<(d0) : (d0 - 1 >= 0)>} : () -> ()
  "u.loc"(%v6#0) : (i32) -> () loc("f0.mlir":24:2)
  "u.wide"() : () -> !wide
  func.func @f26(%a: i32) -> i32 {
    %c = arith.constant 2 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c27 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":29:1, #site])
  %v7 = "u.op"(%v6#0) {k = 30 : i64, m = affine_map<(d0) -> (d0 * 4)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v7) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v8:2 = "u.pair"(%v7) : (i32) -> (i32, f32)
  "u.take"(%v8#1) : (f32) -> ()
  "u.attr"() {s = "s7", d = dense<[33, 2]> : tensor<2xi32>, f = 33.5 : f32, set = affine_set<(d0) : (d0 - 0 >= 0)>} : () -> ()
  "u.loc"(%v8#0) : (i32) -> () loc("f1.mlir":34:2)
  "u.wide"() : () -> !wide
  func.func @f36(%a: i32) -> i32 {
    %c = arith.constant 0 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c37 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":39:1, #site])
  %v9 = "u.op"(%v8#0) {k = 40 : i64, m = affine_map<(d0) -> (d0 * 7)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v9) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v10:2 = "u.pair"(%v9) : (i32) -> (i32, f32)
  "u.take"(%v10#1) : (f32) -> ()
  "u.attr"() {s = "s4", d = dense<[43, 2]> : tensor<2xi32>, f = 43.5 : f32, set = affine_set<(d0) : (d0 - 10 >= 0)>} : () -> ()
  "u.loc"(%v10#0) : (i32) -> () loc("f2.mlir":44:2)
  "u.wide"() : () -> !wide
  func.func @f46(%a: i32) -> i32 {
    %c = arith.constant 2 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c47 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":49:1, #site])
  %v11 = "u.op"(%v10#0) {k = 50 : i64, m = affine_map<(d0) -> (d0 * 3)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v11) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v12:2 = "u.pair"(%v11) : (i32) -> (i32, f32)
  "u.take"(%v12#1) : (f32) -> ()
  "u.attr"() {s = "s1", d = dense<[53, 2]> : tensor<2xi32>, f = 53.5 : f32, set = affine_set<(d0) : (d0 - 9 >= 0)>} : () -> ()
  "u.loc"(%v12#0) : (i32) -> () loc("f0.mlir":54:2)
  "u.wide"() : () -> !wide
  func.func @f56(%a: i32) -> i32 {
    %c = arith.constant 0 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c57 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":59:1, #site])
  %v13 = "u.op"(%v12#0) {k = 60 : i64, m = affine_map<(d0) -> (d0 * 6)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v13) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v14:2 = "u.pair"(%v13) : (i32) -> (i32, f32)
  "u.take"(%v14#1) : (f32) -> ()
  "u.attr"() {s = "s11", d = dense<[63, 2]> : tensor<2xi32>, f = 63.5 : f32, set = affine_set<(d0) : (d0 - 8 >= 0)>} : () -> ()
  "u.loc"(%v14#0) : (i32) -> () loc("f1.mlir":64:2)
  "u.wide"() : () -> !wide
  func.func @f66(%a: i32) -> i32 {
    %c = arith.constant 2 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c67 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":69:1, #site])
  %v15 = "u.op"(%v14#0) {k = 70 : i64, m = affine_map<(d0) -> (d0 * 2)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v15) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v16:2 = "u.pair"(%v15) : (i32) -> (i32, f32)
  "u.take"(%v16#1) : (f32) -> ()
  "u.attr"() {s = "s8", d = dense<[73, 2]> : tensor<2xi32>, f = 73.5 : f32, set = affine_set<(d0) : (d0 - 7 >= 0)>} : () -> ()
  "u.loc"(%v16#0) : (i32) -> () loc("f2.mlir":74:2)
  "u.wide"() : () -> !wide
  func.func @f76(%a: i32) -> i32 {
    %c = arith.constant 0 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c77 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":79:1, #site])
  %v17 = "u.op"(%v16#0) {k = 80 : i64, m = affine_map<(d0) -> (d0 * 5)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v17) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v18:2 = "u.pair"(%v17) : (i32) -> (i32, f32)
  "u.take"(%v18#1) : (f32) -> ()
  "u.attr"() {s = "s5", d = dense<[83, 2]> : tensor<2xi32>, f = 83.5 : f32, set = affine_set<(d0) : (d0 - 6 >= 0)>} : () -> ()
  "u.loc"(%v18#0) : (i32) -> () loc("f0.mlir":84:2)
  "u.wide"() : () -> !wide
  func.func @f86(%a: i32) -> i32 {
    %c = arith.constant 2 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c87 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":89:1, #site])
  %v19 = "u.op"(%v18#0) {k = 90 : i64, m = affine_map<(d0) -> (d0 * 8)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v19) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v20:2 = "u.pair"(%v19) : (i32) -> (i32, f32)
  "u.take"(%v20#1) : (f32) -> ()
  "u.attr"() {s = "s2", d = dense<[93, 2]> : tensor<2xi32>, f = 93.5 : f32, set = affine_set<(d0) : (d0 - 5 >= 0)>} : () -> ()
  "u.loc"(%v20#0) : (i32) -> () loc("f1.mlir":94:2)
  "u.wide"() : () -> !wide
  func.func @f96(%a: i32) -> i32 {
    %c = arith.constant 0 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c97 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":99:1, #site])
  %v21 = "u.op"(%v20#0) {k = 100 : i64, m = affine_map<(d0) -> (d0 * 4)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v21) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v22:2 = "u.pair"(%v21) : (i32) -> (i32, f32)
  "u.take"(%v22#1) : (f32) -> ()
  "u.attr"() {s = "s12", d = dense<[103, 2]> : tensor<2xi32>, f = 103.5 : f32, set = affine_set<(d0) : (d0 - 4 >= 0)>} : () -> ()
  "u.loc"(%v22#0) : (i32) -> () loc("f2.mlir":104:2)
  "u.wide"() : () -> !wide
  func.func @f106(%a: i32) -> i32 {
    %c = arith.constant 2 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c107 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":109:1, #site])
  %v23 = "u.op"(%v22#0) {k = 110 : i64, m = affine_map<(d0) -> (d0 * 7)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v23) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v24:2 = "u.pair"(%v23) : (i32) -> (i32, f32)
  "u.take"(%v24#1) : (f32) -> ()
  "u.attr"() {s = "s9", d = dense<[113, 2]> : tensor<2xi32>, f = 113.5 : f32, set = affine_set<(d0) : (d0 - 3 >= 0)>} : () -> ()
  "u.loc"(%v24#0) : (i32) -> () loc("f0.mlir":114:2)
  "u.wide"() : () -> !wide
  func.func @f116(%a: i32) -> i32 {
    %c = arith.constant 0 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c117 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":119:1, #site])
  %v25 = "u.op"(%v24#0) {k = 120 : i64, m = affine_map<(d0) -> (d0 * 3)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v25) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v26:2 = "u.pair"(%v25) : (i32) -> (i32, f32)
  "u.take"(%v26#1) : (f32) -> ()
  "u.attr"() {s = "s6", d = dense<[123, 2]> : tensor<2xi32>, f = 123.5 : f32, set = affine_set<(d0) : (d0 - 2 >= 0)>} : () -> ()
  "u.loc"(%v26#0) : (i32) -> () loc("f1.mlir":124:2)
  "u.wide"() : () -> !wide
  func.func @f126(%a: i32) -> i32 {
    %c = arith.constant 2 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c127 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":129:1, #site])
  %v27 = "u.op"(%v26#0) {k = 130 : i64, m = affine_map<(d0) -> (d0 * 6)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v27) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v28:2 = "u.pair"(%v27) : (i32) -> (i32, f32)
  "u.take"(%v28#1) : (f32) -> ()
  "u.attr"() {s = "s3", d = dense<[133, 2]> : tensor<2xi32>, f = 133.5 : f32, set = affine_set<(d0) : (d0 - 1 >= 0)>} : () -> ()
  "u.loc"(%v28#0) : (i32) -> () loc("f2.mlir":134:2)
  "u.wide"() : () -> !wide
  func.func @f136(%a: i32) -> i32 {
    %c = arith.constant 0 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c137 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":139:1, #site])
  %v29 = "u.op"(%v28#0) {k = 140 : i64, m = affine_map<(d0) -> (d0 * 2)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v29) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v30:2 = "u.pair"(%v29) : (i32) -> (i32, f32)
  "u.take"(%v30#1) : (f32) -> ()
  "u.attr"() {s = "s0", d = dense<[143, 2]> : tensor<2xi32>, f = 143.5 : f32, set = affine_set<(d0) : (d0 - 0 >= 0)>} : () -> ()
  "u.loc"(%v30#0) : (i32) -> () loc("f0.mlir":144:2)
  "u.wide"() : () -> !wide
  func.func @f146(%a: i32) -> i32 {
    %c = arith.constant 2 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c147 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":149:1, #site])
  %v31 = "u.op"(%v30#0) {k = 150 : i64, m = affine_map<(d0) -> (d0 * 5)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v31) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v32:2 = "u.pair"(%v31) : (i32) -> (i32, f32)
  "u.take"(%v32#1) : (f32) -> ()
  "u.attr"() {s = "s10", d = dense<[153, 2]> : tensor<2xi32>, f = 153.5 : f32, set = affine_set<(d0) : (d0 - 10 >= 0)>} : () -> ()
  "u.loc"(%v32#0) : (i32) -> () loc("f1.mlir":154:2)
  "u.wide"() : () -> !wide
  func.func @f156(%a: i32) -> i32 {
    %c = arith.constant 0 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c157 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":159:1, #site])
  %v33 = "u.op"(%v32#0) {k = 160 : i64, m = affine_map<(d0) -> (d0 * 8)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v33) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v34:2 = "u.pair"(%v33) : (i32) -> (i32, f32)
  "u.take"(%v34#1) : (f32) -> ()
  "u.attr"() {s = "s7", d = dense<[163, 2]> : tensor<2xi32>, f = 163.5 : f32, set = affine_set<(d0) : (d0 - 9 >= 0)>} : () -> ()
  "u.loc"(%v34#0) : (i32) -> () loc("f2.mlir":164:2)
  "u.wide"() : () -> !wide
  func.func @f166(%a: i32) -> i32 {
    %c = arith.constant 2 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c167 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":169:1, #site])
  %v35 = "u.op"(%v34#0) {k = 170 : i64, m = affine_map<(d0) -> (d0 * 4)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v35) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v36:2 = "u.pair"(%v35) : (i32) -> (i32, f32)
  "u.take"(%v36#1) : (f32) -> ()
  "u.attr"() {s = "s4", d = dense<[173, 2]> : tensor<2xi32>, f = 173.5 : f32, set = affine_set<(d0) : (d0 - 8 >= 0)>} : () -> ()
  "u.loc"(%v36#0) : (i32) -> () loc("f0.mlir":174:2)
  "u.wide"() : () -> !wide
  func.func @f176(%a: i32) -> i32 {
    %c = arith.constant 0 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c177 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":179:1, #site])
  %v37 = "u.op"(%v36#0) {k = 180 : i64, m = affine_map<(d0) -> (d0 * 7)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v37) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v38:2 = "u.pair"(%v37) : (i32) -> (i32, f32)
  "u.take"(%v38#1) : (f32) -> ()
  "u.attr"() {s = "s1", d = dense<[183, 2]> : tensor<2xi32>, f = 183.5 : f32, set = affine_set<(d0) : (d0 - 7 >= 0)>} : () -> ()
  "u.loc"(%v38#0) : (i32) -> () loc("f1.mlir":184:2)
  "u.wide"() : () -> !wide
  func.func @f186(%a: i32) -> i32 {
    %c = arith.constant 2 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c187 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":189:1, #site])
  %v39 = "u.op"(%v38#0) {k = 190 : i64, m = affine_map<(d0) -> (d0 * 3)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v39) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v40:2 = "u.pair"(%v39) : (i32) -> (i32, f32)
  "u.take"(%v40#1) : (f32) -> ()
  "u.attr"() {s = "s11", d = dense<[193, 2]> : tensor<2xi32>, f = 193.5 : f32, set = affine_set<(d0) : (d0 - 6 >= 0)>} : () -> ()
  "u.loc"(%v40#0) : (i32) -> () loc("f2.mlir":194:2)
  "u.wide"() : () -> !wide
  func.func @f196(%a: i32) -> i32 {
    %c = arith.constant 0 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c197 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":199:1, #site])
  %v41 = "u.op"(%v40#0) {k = 200 : i64, m = affine_map<(d0) -> (d0 * 6)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v41) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v42:2 = "u.pair"(%v41) : (i32) -> (i32, f32)
  "u.take"(%v42#1) : (f32) -> ()
  "u.attr"() {s = "s8", d = dense<[203, 2]> : tensor<2xi32>, f = 203.5 : f32, set = affine_set<(d0) : (d0 - 5 >= 0)>} : () -> ()
  "u.loc"(%v42#0) : (i32) -> () loc("f0.mlir":204:2)
  "u.wide"() : () -> !wide
  func.func @f206(%a: i32) -> i32 {
    %c = arith.constant 2 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c207 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":209:1, #site])
  %v43 = "u.op"(%v42#0) {k = 210 : i64, m = affine_map<(d0) -> (d0 * 2)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v43) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v44:2 = "u.pair"(%v43) : (i32) -> (i32, f32)
  "u.take"(%v44#1) : (f32) -> ()
  "u.attr"() {s = "s5", d = dense<[213, 2]> : tensor<2xi32>, f = 213.5 : f32, set = affine_set<(d0) : (d0 - 4 >= 0)>} : () -> ()
  "u.loc"(%v44#0) : (i32) -> () loc("f1.mlir":214:2)
  "u.wide"() : () -> !wide
  func.func @f216(%a: i32) -> i32 {
    %c = arith.constant 0 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c217 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":219:1, #site])
  %v45 = "u.op"(%v44#0) {k = 220 : i64, m = affine_map<(d0) -> (d0 * 5)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v45) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v46:2 = "u.pair"(%v45) : (i32) -> (i32, f32)
  "u.take"(%v46#1) : (f32) -> ()
  "u.attr"() {s = "s2", d = dense<[223, 2]> : tensor<2xi32>, f = 223.5 : f32, set = affine_set<(d0) : (d0 - 3 >= 0)>} : () -> ()
  "u.loc"(%v46#0) : (i32) -> () loc("f2.mlir":224:2)
  "u.wide"() : () -> !wide
  func.func @f226(%a: i32) -> i32 {
    %c = arith.constant 2 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c227 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":229:1, #site])
  %v47 = "u.op"(%v46#0) {k = 230 : i64, m = affine_map<(d0) -> (d0 * 8)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v47) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v48:2 = "u.pair"(%v47) : (i32) -> (i32, f32)
  "u.take"(%v48#1) : (f32) -> ()
  "u.attr"() {s = "s12", d = dense<[233, 2]> : tensor<2xi32>, f = 233.5 : f32, set = affine_set<(d0) : (d0 - 2 >= 0)>} : () -> ()
  "u.loc"(%v48#0) : (i32) -> () loc("f0.mlir":234:2)
  "u.wide"() : () -> !wide
  func.func @f236(%a: i32) -> i32 {
    %c = arith.constant 0 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c237 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":239:1, #site])
  %v49 = "u.op"(%v48#0) {k = 240 : i64, m = affine_map<(d0) -> (d0 * 4)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v49) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v50:2 = "u.pair"(%v49) : (i32) -> (i32, f32)
  "u.take"(%v50#1) : (f32) -> ()
  "u.attr"() {s = "s9", d = dense<[243, 2]> : tensor<2xi32>, f = 243.5 : f32, set = affine_set<(d0) : (d0 - 1 >= 0)>} : () -> ()
  "u.loc"(%v50#0) : (i32) -> () loc("f1.mlir":244:2)
  "u.wide"() : () -> !wide
  func.func @f246(%a: i32) -> i32 {
    %c = arith.constant 2 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c247 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":249:1, #site])
  %v51 = "u.op"(%v50#0) {k = 250 : i64, m = affine_map<(d0) -> (d0 * 7)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v51) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v52:2 = "u.pair"(%v51) : (i32) -> (i32, f32)
  "u.take"(%v52#1) : (f32) -> ()
  "u.attr"() {s = "s6", d = dense<[253, 2]> : tensor<2xi32>, f = 253.5 : f32, set = affine_set<(d0) : (d0 - 0 >= 0)>} : () -> ()
  "u.loc"(%v52#0) : (i32) -> () loc("f2.mlir":254:2)
  "u.wide"() : () -> !wide
  func.func @f256(%a: i32) -> i32 {
    %c = arith.constant 0 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c257 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":259:1, #site])
  %v53 = "u.op"(%v52#0) {k = 260 : i64, m = affine_map<(d0) -> (d0 * 3)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v53) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v54:2 = "u.pair"(%v53) : (i32) -> (i32, f32)
  "u.take"(%v54#1) : (f32) -> ()
  "u.attr"() {s = "s3", d = dense<[263, 2]> : tensor<2xi32>, f = 263.5 : f32, set = affine_set<(d0) : (d0 - 10 >= 0)>} : () -> ()
  "u.loc"(%v54#0) : (i32) -> () loc("f0.mlir":264:2)
  "u.wide"() : () -> !wide
  func.func @f266(%a: i32) -> i32 {
    %c = arith.constant 2 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c267 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":269:1, #site])
  %v55 = "u.op"(%v54#0) {k = 270 : i64, m = affine_map<(d0) -> (d0 * 6)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v55) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v56:2 = "u.pair"(%v55) : (i32) -> (i32, f32)
  "u.take"(%v56#1) : (f32) -> ()
  "u.attr"() {s = "s0", d = dense<[273, 2]> : tensor<2xi32>, f = 273.5 : f32, set = affine_set<(d0) : (d0 - 9 >= 0)>} : () -> ()
  "u.loc"(%v56#0) : (i32) -> () loc("f1.mlir":274:2)
  "u.wide"() : () -> !wide
  func.func @f276(%a: i32) -> i32 {
    %c = arith.constant 0 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c277 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":279:1, #site])
  %v57 = "u.op"(%v56#0) {k = 280 : i64, m = affine_map<(d0) -> (d0 * 2)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v57) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v58:2 = "u.pair"(%v57) : (i32) -> (i32, f32)
  "u.take"(%v58#1) : (f32) -> ()
  "u.attr"() {s = "s10", d = dense<[283, 2]> : tensor<2xi32>, f = 283.5 : f32, set = affine_set<(d0) : (d0 - 8 >= 0)>} : () -> ()
  "u.loc"(%v58#0) : (i32) -> () loc("f2.mlir":284:2)
  "u.wide"() : () -> !wide
  func.func @f286(%a: i32) -> i32 {
    %c = arith.constant 2 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c287 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":289:1, #site])
  %v59 = "u.op"(%v58#0) {k = 290 : i64, m = affine_map<(d0) -> (d0 * 5)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v59) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v60:2 = "u.pair"(%v59) : (i32) -> (i32, f32)
  "u.take"(%v60#1) : (f32) -> ()
  "u.attr"() {s = "s7", d = dense<[293, 2]> : tensor<2xi32>, f = 293.5 : f32, set = affine_set<(d0) : (d0 - 7 >= 0)>} : () -> ()
  "u.loc"(%v60#0) : (i32) -> () loc("f0.mlir":294:2)
  "u.wide"() : () -> !wide
  func.func @f296(%a: i32) -> i32 {
    %c = arith.constant 0 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c297 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":299:1, #site])
  %v61 = "u.op"(%v60#0) {k = 300 : i64, m = affine_map<(d0) -> (d0 * 8)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v61) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v62:2 = "u.pair"(%v61) : (i32) -> (i32, f32)
  "u.take"(%v62#1) : (f32) -> ()
  "u.attr"() {s = "s4", d = dense<[303, 2]> : tensor<2xi32>, f = 303.5 : f32, set = affine_set<(d0) : (d0 - 6 >= 0)>} : () -> ()
  "u.loc"(%v62#0) : (i32) -> () loc("f1.mlir":304:2)
  "u.wide"() : () -> !wide
  func.func @f306(%a: i32) -> i32 {
    %c = arith.constant 2 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c307 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":309:1, #site])
  %v63 = "u.op"(%v62#0) {k = 310 : i64, m = affine_map<(d0) -> (d0 * 4)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v63) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v64:2 = "u.pair"(%v63) : (i32) -> (i32, f32)
  "u.take"(%v64#1) : (f32) -> ()
  "u.attr"() {s = "s1", d = dense<[313, 2]> : tensor<2xi32>, f = 313.5 : f32, set = affine_set<(d0) : (d0 - 5 >= 0)>} : () -> ()
  "u.loc"(%v64#0) : (i32) -> () loc("f2.mlir":314:2)
  "u.wide"() : () -> !wide
  func.func @f316(%a: i32) -> i32 {
    %c = arith.constant 0 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c317 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":319:1, #site])
  %v65 = "u.op"(%v64#0) {k = 320 : i64, m = affine_map<(d0) -> (d0 * 7)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v65) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v66:2 = "u.pair"(%v65) : (i32) -> (i32, f32)
  "u.take"(%v66#1) : (f32) -> ()
  "u.attr"() {s = "s11", d = dense<[323, 2]> : tensor<2xi32>, f = 323.5 : f32, set = affine_set<(d0) : (d0 - 4 >= 0)>} : () -> ()
  "u.loc"(%v66#0) : (i32) -> () loc("f0.mlir":324:2)
  "u.wide"() : () -> !wide
  func.func @f326(%a: i32) -> i32 {
    %c = arith.constant 2 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c327 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":329:1, #site])
  %v67 = "u.op"(%v66#0) {k = 330 : i64, m = affine_map<(d0) -> (d0 * 3)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v67) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v68:2 = "u.pair"(%v67) : (i32) -> (i32, f32)
  "u.take"(%v68#1) : (f32) -> ()
  "u.attr"() {s = "s8", d = dense<[333, 2]> : tensor<2xi32>, f = 333.5 : f32, set = affine_set<(d0) : (d0 - 3 >= 0)>} : () -> ()
  "u.loc"(%v68#0) : (i32) -> () loc("f1.mlir":334:2)
  "u.wide"() : () -> !wide
  func.func @f336(%a: i32) -> i32 {
    %c = arith.constant 0 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c337 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":339:1, #site])
  %v69 = "u.op"(%v68#0) {k = 340 : i64, m = affine_map<(d0) -> (d0 * 6)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v69) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v70:2 = "u.pair"(%v69) : (i32) -> (i32, f32)
  "u.take"(%v70#1) : (f32) -> ()
  "u.attr"() {s = "s5", d = dense<[343, 2]> : tensor<2xi32>, f = 343.5 : f32, set = affine_set<(d0) : (d0 - 2 >= 0)>} : () -> ()
  "u.loc"(%v70#0) : (i32) -> () loc("f2.mlir":344:2)
  "u.wide"() : () -> !wide
  func.func @f346(%a: i32) -> i32 {
    %c = arith.constant 2 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c347 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":349:1, #site])
  %v71 = "u.op"(%v70#0) {k = 350 : i64, m = affine_map<(d0) -> (d0 * 2)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v71) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v72:2 = "u.pair"(%v71) : (i32) -> (i32, f32)
  "u.take"(%v72#1) : (f32) -> ()
  "u.attr"() {s = "s2", d = dense<[353, 2]> : tensor<2xi32>, f = 353.5 : f32, set = affine_set<(d0) : (d0 - 1 >= 0)>} : () -> ()
  "u.loc"(%v72#0) : (i32) -> () loc("f0.mlir":354:2)
  "u.wide"() : () -> !wide
  func.func @f356(%a: i32) -> i32 {
    %c = arith.constant 0 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c357 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":359:1, #site])
  %v73 = "u.op"(%v72#0) {k = 360 : i64, m = affine_map<(d0) -> (d0 * 5)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v73) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v74:2 = "u.pair"(%v73) : (i32) -> (i32, f32)
  "u.take"(%v74#1) : (f32) -> ()
  "u.attr"() {s = "s12", d = dense<[363, 2]> : tensor<2xi32>, f = 363.5 : f32, set = affine_set<(d0) : (d0 - 0 >= 0)>} : () -> ()
  "u.loc"(%v74#0) : (i32) -> () loc("f1.mlir":364:2)
  "u.wide"() : () -> !wide
  func.func @f366(%a: i32) -> i32 {
    %c = arith.constant 2 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c367 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":369:1, #site])
  %v75 = "u.op"(%v74#0) {k = 370 : i64, m = affine_map<(d0) -> (d0 * 8)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v75) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v76:2 = "u.pair"(%v75) : (i32) -> (i32, f32)
  "u.take"(%v76#1) : (f32) -> ()
  "u.attr"() {s = "s9", d = dense<[373, 2]> : tensor<2xi32>, f = 373.5 : f32, set = affine_set<(d0) : (d0 - 10 >= 0)>} : () -> ()
  "u.loc"(%v76#0) : (i32) -> () loc("f2.mlir":374:2)
  "u.wide"() : () -> !wide
  func.func @f376(%a: i32) -> i32 {
    %c = arith.constant 0 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c377 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":379:1, #site])
  %v77 = "u.op"(%v76#0) {k = 380 : i64, m = affine_map<(d0) -> (d0 * 4)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v77) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v78:2 = "u.pair"(%v77) : (i32) -> (i32, f32)
  "u.take"(%v78#1) : (f32) -> ()
  "u.attr"() {s = "s6", d = dense<[383, 2]> : tensor<2xi32>, f = 383.5 : f32, set = affine_set<(d0) : (d0 - 9 >= 0)>} : () -> ()
  "u.loc"(%v78#0) : (i32) -> () loc("f0.mlir":384:2)
  "u.wide"() : () -> !wide
  func.func @f386(%a: i32) -> i32 {
    %c = arith.constant 2 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c387 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":389:1, #site])
  %v79 = "u.op"(%v78#0) {k = 390 : i64, m = affine_map<(d0) -> (d0 * 7)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v79) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v80:2 = "u.pair"(%v79) : (i32) -> (i32, f32)
  "u.take"(%v80#1) : (f32) -> ()
  "u.attr"() {s = "s3", d = dense<[393, 2]> : tensor<2xi32>, f = 393.5 : f32, set = affine_set<(d0) : (d0 - 8 >= 0)>} : () -> ()
  "u.loc"(%v80#0) : (i32) -> () loc("f1.mlir":394:2)
  "u.wide"() : () -> !wide
  func.func @f396(%a: i32) -> i32 {
    %c = arith.constant 0 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c397 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":399:1, #site])
  %v81 = "u.op"(%v80#0) {k = 400 : i64, m = affine_map<(d0) -> (d0 * 3)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v81) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v82:2 = "u.pair"(%v81) : (i32) -> (i32, f32)
  "u.take"(%v82#1) : (f32) -> ()
  "u.attr"() {s = "s0", d = dense<[403, 2]> : tensor<2xi32>, f = 403.5 : f32, set = affine_set<(d0) : (d0 - 7 >= 0)>} : () -> ()
  "u.loc"(%v82#0) : (i32) -> () loc("f2.mlir":404:2)
  "u.wide"() : () -> !wide
  func.func @f406(%a: i32) -> i32 {
    %c = arith.constant 2 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c407 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":409:1, #site])
  %v83 = "u.op"(%v82#0) {k = 410 : i64, m = affine_map<(d0) -> (d0 * 6)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v83) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v84:2 = "u.pair"(%v83) : (i32) -> (i32, f32)
  "u.take"(%v84#1) : (f32) -> ()
  "u.attr"() {s = "s10", d = dense<[413, 2]> : tensor<2xi32>, f = 413.5 : f32, set = affine_set<(d0) : (d0 - 6 >= 0)>} : () -> ()
  "u.loc"(%v84#0) : (i32) -> () loc("f0.mlir":414:2)
  "u.wide"() : () -> !wide
  func.func @f416(%a: i32) -> i32 {
    %c = arith.constant 0 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c417 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":419:1, #site])
  %v85 = "u.op"(%v84#0) {k = 420 : i64, m = affine_map<(d0) -> (d0 * 2)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v85) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v86:2 = "u.pair"(%v85) : (i32) -> (i32, f32)
  "u.take"(%v86#1) : (f32) -> ()
  "u.attr"() {s = "s7", d = dense<[423, 2]> : tensor<2xi32>, f = 423.5 : f32, set = affine_set<(d0) : (d0 - 5 >= 0)>} : () -> ()
  "u.loc"(%v86#0) : (i32) -> () loc("f1.mlir":424:2)
  "u.wide"() : () -> !wide
  func.func @f426(%a: i32) -> i32 {
    %c = arith.constant 2 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c427 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":429:1, #site])
  %v87 = "u.op"(%v86#0) {k = 430 : i64, m = affine_map<(d0) -> (d0 * 5)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v87) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v88:2 = "u.pair"(%v87) : (i32) -> (i32, f32)
  "u.take"(%v88#1) : (f32) -> ()
  "u.attr"() {s = "s4", d = dense<[433, 2]> : tensor<2xi32>, f = 433.5 : f32, set = affine_set<(d0) : (d0 - 4 >= 0)>} : () -> ()
  "u.loc"(%v88#0) : (i32) -> () loc("f2.mlir":434:2)
  "u.wide"() : () -> !wide
  func.func @f436(%a: i32) -> i32 {
    %c = arith.constant 0 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c437 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":439:1, #site])
  %v89 = "u.op"(%v88#0) {k = 440 : i64, m = affine_map<(d0) -> (d0 * 8)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v89) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v90:2 = "u.pair"(%v89) : (i32) -> (i32, f32)
  "u.take"(%v90#1) : (f32) -> ()
  "u.attr"() {s = "s1", d = dense<[443, 2]> : tensor<2xi32>, f = 443.5 : f32, set = affine_set<(d0) : (d0 - 3 >= 0)>} : () -> ()
  "u.loc"(%v90#0) : (i32) -> () loc("f0.mlir":444:2)
  "u.wide"() : () -> !wide
  func.func @f446(%a: i32) -> i32 {
    %c = arith.constant 2 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c447 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":449:1, #site])
  %v91 = "u.op"(%v90#0) {k = 450 : i64, m = affine_map<(d0) -> (d0 * 4)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v91) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v92:2 = "u.pair"(%v91) : (i32) -> (i32, f32)
  "u.take"(%v92#1) : (f32) -> ()
  "u.attr"() {s = "s11", d = dense<[453, 2]> : tensor<2xi32>, f = 453.5 : f32, set = affine_set<(d0) : (d0 - 2 >= 0)>} : () -> ()
  "u.loc"(%v92#0) : (i32) -> () loc("f1.mlir":454:2)
  "u.wide"() : () -> !wide
  func.func @f456(%a: i32) -> i32 {
    %c = arith.constant 0 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c457 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":459:1, #site])
  %v93 = "u.op"(%v92#0) {k = 460 : i64, m = affine_map<(d0) -> (d0 * 7)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v93) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v94:2 = "u.pair"(%v93) : (i32) -> (i32, f32)
  "u.take"(%v94#1) : (f32) -> ()
  "u.attr"() {s = "s8", d = dense<[463, 2]> : tensor<2xi32>, f = 463.5 : f32, set = affine_set<(d0) : (d0 - 1 >= 0)>} : () -> ()
  "u.loc"(%v94#0) : (i32) -> () loc("f2.mlir":464:2)
  "u.wide"() : () -> !wide
  func.func @f466(%a: i32) -> i32 {
    %c = arith.constant 2 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c467 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":469:1, #site])
  %v95 = "u.op"(%v94#0) {k = 470 : i64, m = affine_map<(d0) -> (d0 * 3)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v95) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v96:2 = "u.pair"(%v95) : (i32) -> (i32, f32)
  "u.take"(%v96#1) : (f32) -> ()
  "u.attr"() {s = "s5", d = dense<[473, 2]> : tensor<2xi32>, f = 473.5 : f32, set = affine_set<(d0) : (d0 - 0 >= 0)>} : () -> ()
  "u.loc"(%v96#0) : (i32) -> () loc("f0.mlir":474:2)
  "u.wide"() : () -> !wide
  func.func @f476(%a: i32) -> i32 {
    %c = arith.constant 0 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c477 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":479:1, #site])
  %v97 = "u.op"(%v96#0) {k = 480 : i64, m = affine_map<(d0) -> (d0 * 6)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v97) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v98:2 = "u.pair"(%v97) : (i32) -> (i32, f32)
  "u.take"(%v98#1) : (f32) -> ()
  "u.attr"() {s = "s2", d = dense<[483, 2]> : tensor<2xi32>, f = 483.5 : f32, set = affine_set<(d0) : (d0 - 10 >= 0)>} : () -> ()
  "u.loc"(%v98#0) : (i32) -> () loc("f1.mlir":484:2)
  "u.wide"() : () -> !wide
  func.func @f486(%a: i32) -> i32 {
    %c = arith.constant 2 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c487 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":489:1, #site])
  %v99 = "u.op"(%v98#0) {k = 490 : i64, m = affine_map<(d0) -> (d0 * 2)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v99) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v100:2 = "u.pair"(%v99) : (i32) -> (i32, f32)
  "u.take"(%v100#1) : (f32) -> ()
  "u.attr"() {s = "s12", d = dense<[493, 2]> : tensor<2xi32>, f = 493.5 : f32, set = affine_set<(d0) : (d0 - 9 >= 0)>} : () -> ()
  "u.loc"(%v100#0) : (i32) -> () loc("f2.mlir":494:2)
  "u.wide"() : () -> !wide
  func.func @f496(%a: i32) -> i32 {
    %c = arith.constant 0 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c497 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":499:1, #site])
  %v101 = "u.op"(%v100#0) {k = 500 : i64, m = affine_map<(d0) -> (d0 * 5)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v101) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v102:2 = "u.pair"(%v101) : (i32) -> (i32, f32)
  "u.take"(%v102#1) : (f32) -> ()
  "u.attr"() {s = "s9", d = dense<[503, 2]> : tensor<2xi32>, f = 503.5 : f32, set = affine_set<(d0) : (d0 - 8 >= 0)>} : () -> ()
  "u.loc"(%v102#0) : (i32) -> () loc("f0.mlir":504:2)
  "u.wide"() : () -> !wide
  func.func @f506(%a: i32) -> i32 {
    %c = arith.constant 2 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c507 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":509:1, #site])
  %v103 = "u.op"(%v102#0) {k = 510 : i64, m = affine_map<(d0) -> (d0 * 8)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v103) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v104:2 = "u.pair"(%v103) : (i32) -> (i32, f32)
  "u.take"(%v104#1) : (f32) -> ()
  "u.attr"() {s = "s6", d = dense<[513, 2]> : tensor<2xi32>, f = 513.5 : f32, set = affine_set<(d0) : (d0 - 7 >= 0)>} : () -> ()
  "u.loc"(%v104#0) : (i32) -> () loc("f1.mlir":514:2)
  "u.wide"() : () -> !wide
  func.func @f516(%a: i32) -> i32 {
    %c = arith.constant 0 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c517 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":519:1, #site])
  %v105 = "u.op"(%v104#0) {k = 520 : i64, m = affine_map<(d0) -> (d0 * 4)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v105) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v106:2 = "u.pair"(%v105) : (i32) -> (i32, f32)
  "u.take"(%v106#1) : (f32) -> ()
  "u.attr"() {s = "s3", d = dense<[523, 2]> : tensor<2xi32>, f = 523.5 : f32, set = affine_set<(d0) : (d0 - 6 >= 0)>} : () -> ()
  "u.loc"(%v106#0) : (i32) -> () loc("f2.mlir":524:2)
  "u.wide"() : () -> !wide
  func.func @f526(%a: i32) -> i32 {
    %c = arith.constant 2 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c527 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":529:1, #site])
  %v107 = "u.op"(%v106#0) {k = 530 : i64, m = affine_map<(d0) -> (d0 * 7)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v107) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v108:2 = "u.pair"(%v107) : (i32) -> (i32, f32)
  "u.take"(%v108#1) : (f32) -> ()
  "u.attr"() {s = "s0", d = dense<[533, 2]> : tensor<2xi32>, f = 533.5 : f32, set = affine_set<(d0) : (d0 - 5 >= 0)>} : () -> ()
  "u.loc"(%v108#0) : (i32) -> () loc("f0.mlir":534:2)
  "u.wide"() : () -> !wide
  func.func @f536(%a: i32) -> i32 {
    %c = arith.constant 0 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c537 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":539:1, #site])
  %v109 = "u.op"(%v108#0) {k = 540 : i64, m = affine_map<(d0) -> (d0 * 3)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v109) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v110:2 = "u.pair"(%v109) : (i32) -> (i32, f32)
  "u.take"(%v110#1) : (f32) -> ()
  "u.attr"() {s = "s10", d = dense<[543, 2]> : tensor<2xi32>, f = 543.5 : f32, set = affine_set<(d0) : (d0 - 4 >= 0)>} : () -> ()
  "u.loc"(%v110#0) : (i32) -> () loc("f1.mlir":544:2)
  "u.wide"() : () -> !wide
  func.func @f546(%a: i32) -> i32 {
    %c = arith.constant 2 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c547 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":549:1, #site])
  %v111 = "u.op"(%v110#0) {k = 550 : i64, m = affine_map<(d0) -> (d0 * 6)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v111) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v112:2 = "u.pair"(%v111) : (i32) -> (i32, f32)
  "u.take"(%v112#1) : (f32) -> ()
  "u.attr"() {s = "s7", d = dense<[553, 2]> : tensor<2xi32>, f = 553.5 : f32, set = affine_set<(d0) : (d0 - 3 >= 0)>} : () -> ()
  "u.loc"(%v112#0) : (i32) -> () loc("f2.mlir":554:2)
  "u.wide"() : () -> !wide
  func.func @f556(%a: i32) -> i32 {
    %c = arith.constant 0 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c557 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":559:1, #site])
  %v113 = "u.op"(%v112#0) {k = 560 : i64, m = affine_map<(d0) -> (d0 * 2)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v113) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v114:2 = "u.pair"(%v113) : (i32) -> (i32, f32)
  "u.take"(%v114#1) : (f32) -> ()
  "u.attr"() {s = "s4", d = dense<[563, 2]> : tensor<2xi32>, f = 563.5 : f32, set = affine_set<(d0) : (d0 - 2 >= 0)>} : () -> ()
  "u.loc"(%v114#0) : (i32) -> () loc("f0.mlir":564:2)
  "u.wide"() : () -> !wide
  func.func @f566(%a: i32) -> i32 {
    %c = arith.constant 2 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c567 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":569:1, #site])
  %v115 = "u.op"(%v114#0) {k = 570 : i64, m = affine_map<(d0) -> (d0 * 5)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v115) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v116:2 = "u.pair"(%v115) : (i32) -> (i32, f32)
  "u.take"(%v116#1) : (f32) -> ()
  "u.attr"() {s = "s1", d = dense<[573, 2]> : tensor<2xi32>, f = 573.5 : f32, set = affine_set<(d0) : (d0 - 1 >= 0)>} : () -> ()
  "u.loc"(%v116#0) : (i32) -> () loc("f1.mlir":574:2)
  "u.wide"() : () -> !wide
  func.func @f576(%a: i32) -> i32 {
    %c = arith.constant 0 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c577 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":579:1, #site])
  %v117 = "u.op"(%v116#0) {k = 580 : i64, m = affine_map<(d0) -> (d0 * 8)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v117) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v118:2 = "u.pair"(%v117) : (i32) -> (i32, f32)
  "u.take"(%v118#1) : (f32) -> ()
  "u.attr"() {s = "s11", d = dense<[583, 2]> : tensor<2xi32>, f = 583.5 : f32, set = affine_set<(d0) : (d0 - 0 >= 0)>} : () -> ()
  "u.loc"(%v118#0) : (i32) -> () loc("f2.mlir":584:2)
  "u.wide"() : () -> !wide
  func.func @f586(%a: i32) -> i32 {
    %c = arith.constant 2 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c587 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":589:1, #site])
  %v119 = "u.op"(%v118#0) {k = 590 : i64, m = affine_map<(d0) -> (d0 * 4)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v119) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v120:2 = "u.pair"(%v119) : (i32) -> (i32, f32)
  "u.take"(%v120#1) : (f32) -> ()
  "u.attr"() {s = "s8", d = dense<[593, 2]> : tensor<2xi32>, f = 593.5 : f32, set = affine_set<(d0) : (d0 - 10 >= 0)>} : () -> ()
  "u.loc"(%v120#0) : (i32) -> () loc("f0.mlir":594:2)
  "u.wide"() : () -> !wide
  func.func @f596(%a: i32) -> i32 {
    %c = arith.constant 0 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c597 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":599:1, #site])
  %v121 = "u.op"(%v120#0) {k = 600 : i64, m = affine_map<(d0) -> (d0 * 7)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v121) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v122:2 = "u.pair"(%v121) : (i32) -> (i32, f32)
  "u.take"(%v122#1) : (f32) -> ()
  "u.attr"() {s = "s5", d = dense<[603, 2]> : tensor<2xi32>, f = 603.5 : f32, set = affine_set<(d0) : (d0 - 9 >= 0)>} : () -> ()
  "u.loc"(%v122#0) : (i32) -> () loc("f1.mlir":604:2)
  "u.wide"() : () -> !wide
  func.func @f606(%a: i32) -> i32 {
    %c = arith.constant 2 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c607 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":609:1, #site])
  %v123 = "u.op"(%v122#0) {k = 610 : i64, m = affine_map<(d0) -> (d0 * 3)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v123) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v124:2 = "u.pair"(%v123) : (i32) -> (i32, f32)
  "u.take"(%v124#1) : (f32) -> ()
  "u.attr"() {s = "s2", d = dense<[613, 2]> : tensor<2xi32>, f = 613.5 : f32, set = affine_set<(d0) : (d0 - 8 >= 0)>} : () -> ()
  "u.loc"(%v124#0) : (i32) -> () loc("f2.mlir":614:2)
  "u.wide"() : () -> !wide
  func.func @f616(%a: i32) -> i32 {
    %c = arith.constant 0 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c617 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":619:1, #site])
  %v125 = "u.op"(%v124#0) {k = 620 : i64, m = affine_map<(d0) -> (d0 * 6)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v125) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v126:2 = "u.pair"(%v125) : (i32) -> (i32, f32)
  "u.take"(%v126#1) : (f32) -> ()
  "u.attr"() {s = "s12", d = dense<[623, 2]> : tensor<2xi32>, f = 623.5 : f32, set = affine_set<(d0) : (d0 - 7 >= 0)>} : () -> ()
  "u.loc"(%v126#0) : (i32) -> () loc("f0.mlir":624:2)
  "u.wide"() : () -> !wide
  func.func @f626(%a: i32) -> i32 {
    %c = arith.constant 2 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c627 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":629:1, #site])
  %v127 = "u.op"(%v126#0) {k = 630 : i64, m = affine_map<(d0) -> (d0 * 2)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v127) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v128:2 = "u.pair"(%v127) : (i32) -> (i32, f32)
  "u.take"(%v128#1) : (f32) -> ()
  "u.attr"() {s = "s9", d = dense<[633, 2]> : tensor<2xi32>, f = 633.5 : f32, set = affine_set<(d0) : (d0 - 6 >= 0)>} : () -> ()
  "u.loc"(%v128#0) : (i32) -> () loc("f1.mlir":634:2)
  "u.wide"() : () -> !wide
  func.func @f636(%a: i32) -> i32 {
    %c = arith.constant 0 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c637 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":639:1, #site])
  %v129 = "u.op"(%v128#0) {k = 640 : i64, m = affine_map<(d0) -> (d0 * 5)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v129) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v130:2 = "u.pair"(%v129) : (i32) -> (i32, f32)
  "u.take"(%v130#1) : (f32) -> ()
  "u.attr"() {s = "s6", d = dense<[643, 2]> : tensor<2xi32>, f = 643.5 : f32, set = affine_set<(d0) : (d0 - 5 >= 0)>} : () -> ()
  "u.loc"(%v130#0) : (i32) -> () loc("f2.mlir":644:2)
  "u.wide"() : () -> !wide
  func.func @f646(%a: i32) -> i32 {
    %c = arith.constant 2 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c647 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":649:1, #site])
  %v131 = "u.op"(%v130#0) {k = 650 : i64, m = affine_map<(d0) -> (d0 * 8)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v131) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v132:2 = "u.pair"(%v131) : (i32) -> (i32, f32)
  "u.take"(%v132#1) : (f32) -> ()
  "u.attr"() {s = "s3", d = dense<[653, 2]> : tensor<2xi32>, f = 653.5 : f32, set = affine_set<(d0) : (d0 - 4 >= 0)>} : () -> ()
  "u.loc"(%v132#0) : (i32) -> () loc("f0.mlir":654:2)
  "u.wide"() : () -> !wide
  func.func @f656(%a: i32) -> i32 {
    %c = arith.constant 0 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c657 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":659:1, #site])
  %v133 = "u.op"(%v132#0) {k = 660 : i64, m = affine_map<(d0) -> (d0 * 4)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v133) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v134:2 = "u.pair"(%v133) : (i32) -> (i32, f32)
  "u.take"(%v134#1) : (f32) -> ()
  "u.attr"() {s = "s0", d = dense<[663, 2]> : tensor<2xi32>, f = 663.5 : f32, set = affine_set<(d0) : (d0 - 3 >= 0)>} : () -> ()
  "u.loc"(%v134#0) : (i32) -> () loc("f1.mlir":664:2)
  "u.wide"() : () -> !wide
  func.func @f666(%a: i32) -> i32 {
    %c = arith.constant 2 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c667 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":669:1, #site])
  %v135 = "u.op"(%v134#0) {k = 670 : i64, m = affine_map<(d0) -> (d0 * 7)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v135) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v136:2 = "u.pair"(%v135) : (i32) -> (i32, f32)
  "u.take"(%v136#1) : (f32) -> ()
  "u.attr"() {s = "s10", d = dense<[673, 2]> : tensor<2xi32>, f = 673.5 : f32, set = affine_set<(d0) : (d0 - 2 >= 0)>} : () -> ()
  "u.loc"(%v136#0) : (i32) -> () loc("f2.mlir":674:2)
  "u.wide"() : () -> !wide
  func.func @f676(%a: i32) -> i32 {
    %c = arith.constant 0 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c677 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":679:1, #site])
  %v137 = "u.op"(%v136#0) {k = 680 : i64, m = affine_map<(d0) -> (d0 * 3)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v137) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v138:2 = "u.pair"(%v137) : (i32) -> (i32, f32)
  "u.take"(%v138#1) : (f32) -> ()
  "u.attr"() {s = "s7", d = dense<[683, 2]> : tensor<2xi32>, f = 683.5 : f32, set = affine_set<(d0) : (d0 - 1 >= 0)>} : () -> ()
  "u.loc"(%v138#0) : (i32) -> () loc("f0.mlir":684:2)
  "u.wide"() : () -> !wide
  func.func @f686(%a: i32) -> i32 {
    %c = arith.constant 2 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c687 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":689:1, #site])
  %v139 = "u.op"(%v138#0) {k = 690 : i64, m = affine_map<(d0) -> (d0 * 6)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v139) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v140:2 = "u.pair"(%v139) : (i32) -> (i32, f32)
  "u.take"(%v140#1) : (f32) -> ()
  "u.attr"() {s = "s4", d = dense<[693, 2]> : tensor<2xi32>, f = 693.5 : f32, set = affine_set<(d0) : (d0 - 0 >= 0)>} : () -> ()
  "u.loc"(%v140#0) : (i32) -> () loc("f1.mlir":694:2)
  "u.wide"() : () -> !wide
  func.func @f696(%a: i32) -> i32 {
    %c = arith.constant 0 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c697 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":699:1, #site])
  %v141 = "u.op"(%v140#0) {k = 700 : i64, m = affine_map<(d0) -> (d0 * 2)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v141) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v142:2 = "u.pair"(%v141) : (i32) -> (i32, f32)
  "u.take"(%v142#1) : (f32) -> ()
  "u.attr"() {s = "s1", d = dense<[703, 2]> : tensor<2xi32>, f = 703.5 : f32, set = affine_set<(d0) : (d0 - 10 >= 0)>} : () -> ()
  "u.loc"(%v142#0) : (i32) -> () loc("f2.mlir":704:2)
  "u.wide"() : () -> !wide
  func.func @f706(%a: i32) -> i32 {
    %c = arith.constant 2 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c707 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":709:1, #site])
  %v143 = "u.op"(%v142#0) {k = 710 : i64, m = affine_map<(d0) -> (d0 * 5)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v143) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v144:2 = "u.pair"(%v143) : (i32) -> (i32, f32)
  "u.take"(%v144#1) : (f32) -> ()
  "u.attr"() {s = "s11", d = dense<[713, 2]> : tensor<2xi32>, f = 713.5 : f32, set = affine_set<(d0) : (d0 - 9 >= 0)>} : () -> ()
  "u.loc"(%v144#0) : (i32) -> () loc("f0.mlir":714:2)
  "u.wide"() : () -> !wide
  func.func @f716(%a: i32) -> i32 {
    %c = arith.constant 0 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c717 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":719:1, #site])
  %v145 = "u.op"(%v144#0) {k = 720 : i64, m = affine_map<(d0) -> (d0 * 8)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v145) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v146:2 = "u.pair"(%v145) : (i32) -> (i32, f32)
  "u.take"(%v146#1) : (f32) -> ()
  "u.attr"() {s = "s8", d = dense<[723, 2]> : tensor<2xi32>, f = 723.5 : f32, set = affine_set<(d0) : (d0 - 8 >= 0)>} : () -> ()
  "u.loc"(%v146#0) : (i32) -> () loc("f1.mlir":724:2)
  "u.wide"() : () -> !wide
  func.func @f726(%a: i32) -> i32 {
    %c = arith.constant 2 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c727 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":729:1, #site])
  %v147 = "u.op"(%v146#0) {k = 730 : i64, m = affine_map<(d0) -> (d0 * 4)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v147) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v148:2 = "u.pair"(%v147) : (i32) -> (i32, f32)
  "u.take"(%v148#1) : (f32) -> ()
  "u.attr"() {s = "s5", d = dense<[733, 2]> : tensor<2xi32>, f = 733.5 : f32, set = affine_set<(d0) : (d0 - 7 >= 0)>} : () -> ()
  "u.loc"(%v148#0) : (i32) -> () loc("f2.mlir":734:2)
  "u.wide"() : () -> !wide
  func.func @f736(%a: i32) -> i32 {
    %c = arith.constant 0 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c737 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":739:1, #site])
  %v149 = "u.op"(%v148#0) {k = 740 : i64, m = affine_map<(d0) -> (d0 * 7)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v149) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v150:2 = "u.pair"(%v149) : (i32) -> (i32, f32)
  "u.take"(%v150#1) : (f32) -> ()
  "u.attr"() {s = "s2", d = dense<[743, 2]> : tensor<2xi32>, f = 743.5 : f32, set = affine_set<(d0) : (d0 - 6 >= 0)>} : () -> ()
  "u.loc"(%v150#0) : (i32) -> () loc("f0.mlir":744:2)
  "u.wide"() : () -> !wide
  func.func @f746(%a: i32) -> i32 {
    %c = arith.constant 2 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c747 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":749:1, #site])
  %v151 = "u.op"(%v150#0) {k = 750 : i64, m = affine_map<(d0) -> (d0 * 3)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v151) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v152:2 = "u.pair"(%v151) : (i32) -> (i32, f32)
  "u.take"(%v152#1) : (f32) -> ()
  "u.attr"() {s = "s12", d = dense<[753, 2]> : tensor<2xi32>, f = 753.5 : f32, set = affine_set<(d0) : (d0 - 5 >= 0)>} : () -> ()
  "u.loc"(%v152#0) : (i32) -> () loc("f1.mlir":754:2)
  "u.wide"() : () -> !wide
  func.func @f756(%a: i32) -> i32 {
    %c = arith.constant 0 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c757 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":759:1, #site])
  %v153 = "u.op"(%v152#0) {k = 760 : i64, m = affine_map<(d0) -> (d0 * 6)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v153) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v154:2 = "u.pair"(%v153) : (i32) -> (i32, f32)
  "u.take"(%v154#1) : (f32) -> ()
  "u.attr"() {s = "s9", d = dense<[763, 2]> : tensor<2xi32>, f = 763.5 : f32, set = affine_set<(d0) : (d0 - 4 >= 0)>} : () -> ()
  "u.loc"(%v154#0) : (i32) -> () loc("f2.mlir":764:2)
  "u.wide"() : () -> !wide
  func.func @f766(%a: i32) -> i32 {
    %c = arith.constant 2 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c767 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":769:1, #site])
  %v155 = "u.op"(%v154#0) {k = 770 : i64, m = affine_map<(d0) -> (d0 * 2)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v155) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v156:2 = "u.pair"(%v155) : (i32) -> (i32, f32)
  "u.take"(%v156#1) : (f32) -> ()
  "u.attr"() {s = "s6", d = dense<[773, 2]> : tensor<2xi32>, f = 773.5 : f32, set = affine_set<(d0) : (d0 - 3 >= 0)>} : () -> ()
  "u.loc"(%v156#0) : (i32) -> () loc("f0.mlir":774:2)
  "u.wide"() : () -> !wide
  func.func @f776(%a: i32) -> i32 {
    %c = arith.constant 0 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c777 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":779:1, #site])
  %v157 = "u.op"(%v156#0) {k = 780 : i64, m = affine_map<(d0) -> (d0 * 5)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v157) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v158:2 = "u.pair"(%v157) : (i32) -> (i32, f32)
  "u.take"(%v158#1) : (f32) -> ()
  "u.attr"() {s = "s3", d = dense<[783, 2]> : tensor<2xi32>, f = 783.5 : f32, set = affine_set<(d0) : (d0 - 2 >= 0)>} : () -> ()
  "u.loc"(%v158#0) : (i32) -> () loc("f1.mlir":784:2)
  "u.wide"() : () -> !wide
  func.func @f786(%a: i32) -> i32 {
    %c = arith.constant 2 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c787 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":789:1, #site])
  %v159 = "u.op"(%v158#0) {k = 790 : i64, m = affine_map<(d0) -> (d0 * 8)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v159) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v160:2 = "u.pair"(%v159) : (i32) -> (i32, f32)
  "u.take"(%v160#1) : (f32) -> ()
  "u.attr"() {s = "s0", d = dense<[793, 2]> : tensor<2xi32>, f = 793.5 : f32, set = affine_set<(d0) : (d0 - 1 >= 0)>} : () -> ()
  "u.loc"(%v160#0) : (i32) -> () loc("f2.mlir":794:2)
  "u.wide"() : () -> !wide
  func.func @f796(%a: i32) -> i32 {
    %c = arith.constant 0 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c797 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":799:1, #site])
  %v161 = "u.op"(%v160#0) {k = 800 : i64, m = affine_map<(d0) -> (d0 * 4)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v161) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v162:2 = "u.pair"(%v161) : (i32) -> (i32, f32)
  "u.take"(%v162#1) : (f32) -> ()
  "u.attr"() {s = "s10", d = dense<[803, 2]> : tensor<2xi32>, f = 803.5 : f32, set = affine_set<(d0) : (d0 - 0 >= 0)>} : () -> ()
  "u.loc"(%v162#0) : (i32) -> () loc("f0.mlir":804:2)
  "u.wide"() : () -> !wide
  func.func @f806(%a: i32) -> i32 {
    %c = arith.constant 2 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c807 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":809:1, #site])
  %v163 = "u.op"(%v162#0) {k = 810 : i64, m = affine_map<(d0) -> (d0 * 7)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v163) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v164:2 = "u.pair"(%v163) : (i32) -> (i32, f32)
  "u.take"(%v164#1) : (f32) -> ()
  "u.attr"() {s = "s7", d = dense<[813, 2]> : tensor<2xi32>, f = 813.5 : f32, set = affine_set<(d0) : (d0 - 10 >= 0)>} : () -> ()
  "u.loc"(%v164#0) : (i32) -> () loc("f1.mlir":814:2)
  "u.wide"() : () -> !wide
  func.func @f816(%a: i32) -> i32 {
    %c = arith.constant 0 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c817 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":819:1, #site])
  %v165 = "u.op"(%v164#0) {k = 820 : i64, m = affine_map<(d0) -> (d0 * 3)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v165) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v166:2 = "u.pair"(%v165) : (i32) -> (i32, f32)
  "u.take"(%v166#1) : (f32) -> ()
  "u.attr"() {s = "s4", d = dense<[823, 2]> : tensor<2xi32>, f = 823.5 : f32, set = affine_set<(d0) : (d0 - 9 >= 0)>} : () -> ()
  "u.loc"(%v166#0) : (i32) -> () loc("f2.mlir":824:2)
  "u.wide"() : () -> !wide
  func.func @f826(%a: i32) -> i32 {
    %c = arith.constant 2 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c827 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":829:1, #site])
  %v167 = "u.op"(%v166#0) {k = 830 : i64, m = affine_map<(d0) -> (d0 * 6)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v167) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v168:2 = "u.pair"(%v167) : (i32) -> (i32, f32)
  "u.take"(%v168#1) : (f32) -> ()
  "u.attr"() {s = "s1", d = dense<[833, 2]> : tensor<2xi32>, f = 833.5 : f32, set = affine_set<(d0) : (d0 - 8 >= 0)>} : () -> ()
  "u.loc"(%v168#0) : (i32) -> () loc("f0.mlir":834:2)
  "u.wide"() : () -> !wide
  func.func @f836(%a: i32) -> i32 {
    %c = arith.constant 0 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c837 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":839:1, #site])
  %v169 = "u.op"(%v168#0) {k = 840 : i64, m = affine_map<(d0) -> (d0 * 2)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v169) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v170:2 = "u.pair"(%v169) : (i32) -> (i32, f32)
  "u.take"(%v170#1) : (f32) -> ()
  "u.attr"() {s = "s11", d = dense<[843, 2]> : tensor<2xi32>, f = 843.5 : f32, set = affine_set<(d0) : (d0 - 7 >= 0)>} : () -> ()
  "u.loc"(%v170#0) : (i32) -> () loc("f1.mlir":844:2)
  "u.wide"() : () -> !wide
  func.func @f846(%a: i32) -> i32 {
    %c = arith.constant 2 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c847 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":849:1, #site])
  %v171 = "u.op"(%v170#0) {k = 850 : i64, m = affine_map<(d0) -> (d0 * 5)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v171) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v172:2 = "u.pair"(%v171) : (i32) -> (i32, f32)
  "u.take"(%v172#1) : (f32) -> ()
  "u.attr"() {s = "s8", d = dense<[853, 2]> : tensor<2xi32>, f = 853.5 : f32, set = affine_set<(d0) : (d0 - 6 >= 0)>} : () -> ()
  "u.loc"(%v172#0) : (i32) -> () loc("f2.mlir":854:2)
  "u.wide"() : () -> !wide
  func.func @f856(%a: i32) -> i32 {
    %c = arith.constant 0 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c857 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":859:1, #site])
  %v173 = "u.op"(%v172#0) {k = 860 : i64, m = affine_map<(d0) -> (d0 * 8)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v173) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v174:2 = "u.pair"(%v173) : (i32) -> (i32, f32)
  "u.take"(%v174#1) : (f32) -> ()
  "u.attr"() {s = "s5", d = dense<[863, 2]> : tensor<2xi32>, f = 863.5 : f32, set = affine_set<(d0) : (d0 - 5 >= 0)>} : () -> ()
  "u.loc"(%v174#0) : (i32) -> () loc("f0.mlir":864:2)
  "u.wide"() : () -> !wide
  func.func @f866(%a: i32) -> i32 {
    %c = arith.constant 2 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c867 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":869:1, #site])
  %v175 = "u.op"(%v174#0) {k = 870 : i64, m = affine_map<(d0) -> (d0 * 4)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v175) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v176:2 = "u.pair"(%v175) : (i32) -> (i32, f32)
  "u.take"(%v176#1) : (f32) -> ()
  "u.attr"() {s = "s2", d = dense<[873, 2]> : tensor<2xi32>, f = 873.5 : f32, set = affine_set<(d0) : (d0 - 4 >= 0)>} : () -> ()
  "u.loc"(%v176#0) : (i32) -> () loc("f1.mlir":874:2)
  "u.wide"() : () -> !wide
  func.func @f876(%a: i32) -> i32 {
    %c = arith.constant 0 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c877 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":879:1, #site])
  %v177 = "u.op"(%v176#0) {k = 880 : i64, m = affine_map<(d0) -> (d0 * 7)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v177) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v178:2 = "u.pair"(%v177) : (i32) -> (i32, f32)
  "u.take"(%v178#1) : (f32) -> ()
  "u.attr"() {s = "s12", d = dense<[883, 2]> : tensor<2xi32>, f = 883.5 : f32, set = affine_set<(d0) : (d0 - 3 >= 0)>} : () -> ()
  "u.loc"(%v178#0) : (i32) -> () loc("f2.mlir":884:2)
  "u.wide"() : () -> !wide
  func.func @f886(%a: i32) -> i32 {
    %c = arith.constant 2 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c887 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":889:1, #site])
  %v179 = "u.op"(%v178#0) {k = 890 : i64, m = affine_map<(d0) -> (d0 * 3)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v179) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v180:2 = "u.pair"(%v179) : (i32) -> (i32, f32)
  "u.take"(%v180#1) : (f32) -> ()
  "u.attr"() {s = "s9", d = dense<[893, 2]> : tensor<2xi32>, f = 893.5 : f32, set = affine_set<(d0) : (d0 - 2 >= 0)>} : () -> ()
  "u.loc"(%v180#0) : (i32) -> () loc("f0.mlir":894:2)
  "u.wide"() : () -> !wide
  func.func @f896(%a: i32) -> i32 {
    %c = arith.constant 0 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c897 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":899:1, #site])
  %v181 = "u.op"(%v180#0) {k = 900 : i64, m = affine_map<(d0) -> (d0 * 6)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v181) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v182:2 = "u.pair"(%v181) : (i32) -> (i32, f32)
  "u.take"(%v182#1) : (f32) -> ()
  "u.attr"() {s = "s6", d = dense<[903, 2]> : tensor<2xi32>, f = 903.5 : f32, set = affine_set<(d0) : (d0 - 1 >= 0)>} : () -> ()
  "u.loc"(%v182#0) : (i32) -> () loc("f1.mlir":904:2)
  "u.wide"() : () -> !wide
  func.func @f906(%a: i32) -> i32 {
    %c = arith.constant 2 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c907 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":909:1, #site])
  %v183 = "u.op"(%v182#0) {k = 910 : i64, m = affine_map<(d0) -> (d0 * 2)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v183) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v184:2 = "u.pair"(%v183) : (i32) -> (i32, f32)
  "u.take"(%v184#1) : (f32) -> ()
  "u.attr"() {s = "s3", d = dense<[913, 2]> : tensor<2xi32>, f = 913.5 : f32, set = affine_set<(d0) : (d0 - 0 >= 0)>} : () -> ()
  "u.loc"(%v184#0) : (i32) -> () loc("f2.mlir":914:2)
  "u.wide"() : () -> !wide
  func.func @f916(%a: i32) -> i32 {
    %c = arith.constant 0 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c917 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":919:1, #site])
  %v185 = "u.op"(%v184#0) {k = 920 : i64, m = affine_map<(d0) -> (d0 * 5)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v185) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v186:2 = "u.pair"(%v185) : (i32) -> (i32, f32)
  "u.take"(%v186#1) : (f32) -> ()
  "u.attr"() {s = "s0", d = dense<[923, 2]> : tensor<2xi32>, f = 923.5 : f32, set = affine_set<(d0) : (d0 - 10 >= 0)>} : () -> ()
  "u.loc"(%v186#0) : (i32) -> () loc("f0.mlir":924:2)
  "u.wide"() : () -> !wide
  func.func @f926(%a: i32) -> i32 {
    %c = arith.constant 2 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c927 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":929:1, #site])
  %v187 = "u.op"(%v186#0) {k = 930 : i64, m = affine_map<(d0) -> (d0 * 8)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v187) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v188:2 = "u.pair"(%v187) : (i32) -> (i32, f32)
  "u.take"(%v188#1) : (f32) -> ()
  "u.attr"() {s = "s10", d = dense<[933, 2]> : tensor<2xi32>, f = 933.5 : f32, set = affine_set<(d0) : (d0 - 9 >= 0)>} : () -> ()
  "u.loc"(%v188#0) : (i32) -> () loc("f1.mlir":934:2)
  "u.wide"() : () -> !wide
  func.func @f936(%a: i32) -> i32 {
    %c = arith.constant 0 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c937 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":939:1, #site])
  %v189 = "u.op"(%v188#0) {k = 940 : i64, m = affine_map<(d0) -> (d0 * 4)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v189) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v190:2 = "u.pair"(%v189) : (i32) -> (i32, f32)
  "u.take"(%v190#1) : (f32) -> ()
  "u.attr"() {s = "s7", d = dense<[943, 2]> : tensor<2xi32>, f = 943.5 : f32, set = affine_set<(d0) : (d0 - 8 >= 0)>} : () -> ()
  "u.loc"(%v190#0) : (i32) -> () loc("f2.mlir":944:2)
  "u.wide"() : () -> !wide
  func.func @f946(%a: i32) -> i32 {
    %c = arith.constant 2 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c947 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":949:1, #site])
  %v191 = "u.op"(%v190#0) {k = 950 : i64, m = affine_map<(d0) -> (d0 * 7)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v191) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v192:2 = "u.pair"(%v191) : (i32) -> (i32, f32)
  "u.take"(%v192#1) : (f32) -> ()
  "u.attr"() {s = "s4", d = dense<[953, 2]> : tensor<2xi32>, f = 953.5 : f32, set = affine_set<(d0) : (d0 - 7 >= 0)>} : () -> ()
  "u.loc"(%v192#0) : (i32) -> () loc("f0.mlir":954:2)
  "u.wide"() : () -> !wide
  func.func @f956(%a: i32) -> i32 {
    %c = arith.constant 0 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c957 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":959:1, #site])
  %v193 = "u.op"(%v192#0) {k = 960 : i64, m = affine_map<(d0) -> (d0 * 3)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v193) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v194:2 = "u.pair"(%v193) : (i32) -> (i32, f32)
  "u.take"(%v194#1) : (f32) -> ()
  "u.attr"() {s = "s1", d = dense<[963, 2]> : tensor<2xi32>, f = 963.5 : f32, set = affine_set<(d0) : (d0 - 6 >= 0)>} : () -> ()
  "u.loc"(%v194#0) : (i32) -> () loc("f1.mlir":964:2)
  "u.wide"() : () -> !wide
  func.func @f966(%a: i32) -> i32 {
    %c = arith.constant 2 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c967 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":969:1, #site])
  %v195 = "u.op"(%v194#0) {k = 970 : i64, m = affine_map<(d0) -> (d0 * 6)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v195) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v196:2 = "u.pair"(%v195) : (i32) -> (i32, f32)
  "u.take"(%v196#1) : (f32) -> ()
  "u.attr"() {s = "s11", d = dense<[973, 2]> : tensor<2xi32>, f = 973.5 : f32, set = affine_set<(d0) : (d0 - 5 >= 0)>} : () -> ()
  "u.loc"(%v196#0) : (i32) -> () loc("f2.mlir":974:2)
  "u.wide"() : () -> !wide
  func.func @f976(%a: i32) -> i32 {
    %c = arith.constant 0 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c977 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":979:1, #site])
  %v197 = "u.op"(%v196#0) {k = 980 : i64, m = affine_map<(d0) -> (d0 * 2)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v197) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v198:2 = "u.pair"(%v197) : (i32) -> (i32, f32)
  "u.take"(%v198#1) : (f32) -> ()
  "u.attr"() {s = "s8", d = dense<[983, 2]> : tensor<2xi32>, f = 983.5 : f32, set = affine_set<(d0) : (d0 - 4 >= 0)>} : () -> ()
  "u.loc"(%v198#0) : (i32) -> () loc("f0.mlir":984:2)
  "u.wide"() : () -> !wide
  func.func @f986(%a: i32) -> i32 {
    %c = arith.constant 2 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c987 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":989:1, #site])
  %v199 = "u.op"(%v198#0) {k = 990 : i64, m = affine_map<(d0) -> (d0 * 5)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v199) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v200:2 = "u.pair"(%v199) : (i32) -> (i32, f32)
  "u.take"(%v200#1) : (f32) -> ()
  "u.attr"() {s = "s5", d = dense<[993, 2]> : tensor<2xi32>, f = 993.5 : f32, set = affine_set<(d0) : (d0 - 3 >= 0)>} : () -> ()
  "u.loc"(%v200#0) : (i32) -> () loc("f1.mlir":994:2)
  "u.wide"() : () -> !wide
  func.func @f996(%a: i32) -> i32 {
    %c = arith.constant 0 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c997 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":999:1, #site])
  %v201 = "u.op"(%v200#0) {k = 1000 : i64, m = affine_map<(d0) -> (d0 * 8)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v201) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v202:2 = "u.pair"(%v201) : (i32) -> (i32, f32)
  "u.take"(%v202#1) : (f32) -> ()
  "u.attr"() {s = "s2", d = dense<[1003, 2]> : tensor<2xi32>, f = 1003.5 : f32, set = affine_set<(d0) : (d0 - 2 >= 0)>} : () -> ()
  "u.loc"(%v202#0) : (i32) -> () loc("f2.mlir":1004:2)
  "u.wide"() : () -> !wide
  func.func @f1006(%a: i32) -> i32 {
    %c = arith.constant 2 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c1007 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":1009:1, #site])
  %v203 = "u.op"(%v202#0) {k = 1010 : i64, m = affine_map<(d0) -> (d0 * 4)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v203) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v204:2 = "u.pair"(%v203) : (i32) -> (i32, f32)
  "u.take"(%v204#1) : (f32) -> ()
  "u.attr"() {s = "s12", d = dense<[1013, 2]> : tensor<2xi32>, f = 1013.5 : f32, set = affine_set<(d0) : (d0 - 1 >= 0)>} : () -> ()
  "u.loc"(%v204#0) : (i32) -> () loc("f0.mlir":1014:2)
  "u.wide"() : () -> !wide
  func.func @f1016(%a: i32) -> i32 {
    %c = arith.constant 0 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c1017 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":1019:1, #site])
  %v205 = "u.op"(%v204#0) {k = 1020 : i64, m = affine_map<(d0) -> (d0 * 7)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v205) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v206:2 = "u.pair"(%v205) : (i32) -> (i32, f32)
  "u.take"(%v206#1) : (f32) -> ()
  "u.attr"() {s = "s9", d = dense<[1023, 2]> : tensor<2xi32>, f = 1023.5 : f32, set = affine_set<(d0) : (d0 - 0 >= 0)>} : () -> ()
  "u.loc"(%v206#0) : (i32) -> () loc("f1.mlir":1024:2)
  "u.wide"() : () -> !wide
  func.func @f1026(%a: i32) -> i32 {
    %c = arith.constant 2 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c1027 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":1029:1, #site])
  %v207 = "u.op"(%v206#0) {k = 1030 : i64, m = affine_map<(d0) -> (d0 * 3)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v207) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v208:2 = "u.pair"(%v207) : (i32) -> (i32, f32)
  "u.take"(%v208#1) : (f32) -> ()
  "u.attr"() {s = "s6", d = dense<[1033, 2]> : tensor<2xi32>, f = 1033.5 : f32, set = affine_set<(d0) : (d0 - 10 >= 0)>} : () -> ()
  "u.loc"(%v208#0) : (i32) -> () loc("f2.mlir":1034:2)
  "u.wide"() : () -> !wide
  func.func @f1036(%a: i32) -> i32 {
    %c = arith.constant 0 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c1037 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":1039:1, #site])
  %v209 = "u.op"(%v208#0) {k = 1040 : i64, m = affine_map<(d0) -> (d0 * 6)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v209) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v210:2 = "u.pair"(%v209) : (i32) -> (i32, f32)
  "u.take"(%v210#1) : (f32) -> ()
  "u.attr"() {s = "s3", d = dense<[1043, 2]> : tensor<2xi32>, f = 1043.5 : f32, set = affine_set<(d0) : (d0 - 9 >= 0)>} : () -> ()
  "u.loc"(%v210#0) : (i32) -> () loc("f0.mlir":1044:2)
  "u.wide"() : () -> !wide
  func.func @f1046(%a: i32) -> i32 {
    %c = arith.constant 2 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c1047 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":1049:1, #site])
  %v211 = "u.op"(%v210#0) {k = 1050 : i64, m = affine_map<(d0) -> (d0 * 2)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v211) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v212:2 = "u.pair"(%v211) : (i32) -> (i32, f32)
  "u.take"(%v212#1) : (f32) -> ()
  "u.attr"() {s = "s0", d = dense<[1053, 2]> : tensor<2xi32>, f = 1053.5 : f32, set = affine_set<(d0) : (d0 - 8 >= 0)>} : () -> ()
  "u.loc"(%v212#0) : (i32) -> () loc("f1.mlir":1054:2)
  "u.wide"() : () -> !wide
  func.func @f1056(%a: i32) -> i32 {
    %c = arith.constant 0 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c1057 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":1059:1, #site])
  %v213 = "u.op"(%v212#0) {k = 1060 : i64, m = affine_map<(d0) -> (d0 * 5)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v213) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v214:2 = "u.pair"(%v213) : (i32) -> (i32, f32)
  "u.take"(%v214#1) : (f32) -> ()
  "u.attr"() {s = "s10", d = dense<[1063, 2]> : tensor<2xi32>, f = 1063.5 : f32, set = affine_set<(d0) : (d0 - 7 >= 0)>} : () -> ()
  "u.loc"(%v214#0) : (i32) -> () loc("f2.mlir":1064:2)
  "u.wide"() : () -> !wide
  func.func @f1066(%a: i32) -> i32 {
    %c = arith.constant 2 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c1067 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":1069:1, #site])
  %v215 = "u.op"(%v214#0) {k = 1070 : i64, m = affine_map<(d0) -> (d0 * 8)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v215) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v216:2 = "u.pair"(%v215) : (i32) -> (i32, f32)
  "u.take"(%v216#1) : (f32) -> ()
  "u.attr"() {s = "s7", d = dense<[1073, 2]> : tensor<2xi32>, f = 1073.5 : f32, set = affine_set<(d0) : (d0 - 6 >= 0)>} : () -> ()
  "u.loc"(%v216#0) : (i32) -> () loc("f0.mlir":1074:2)
  "u.wide"() : () -> !wide
  func.func @f1076(%a: i32) -> i32 {
    %c = arith.constant 0 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c1077 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":1079:1, #site])
  %v217 = "u.op"(%v216#0) {k = 1080 : i64, m = affine_map<(d0) -> (d0 * 4)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v217) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v218:2 = "u.pair"(%v217) : (i32) -> (i32, f32)
  "u.take"(%v218#1) : (f32) -> ()
  "u.attr"() {s = "s4", d = dense<[1083, 2]> : tensor<2xi32>, f = 1083.5 : f32, set = affine_set<(d0) : (d0 - 5 >= 0)>} : () -> ()
  "u.loc"(%v218#0) : (i32) -> () loc("f1.mlir":1084:2)
  "u.wide"() : () -> !wide
  func.func @f1086(%a: i32) -> i32 {
    %c = arith.constant 2 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c1087 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":1089:1, #site])
  %v219 = "u.op"(%v218#0) {k = 1090 : i64, m = affine_map<(d0) -> (d0 * 7)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v219) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v220:2 = "u.pair"(%v219) : (i32) -> (i32, f32)
  "u.take"(%v220#1) : (f32) -> ()
  "u.attr"() {s = "s1", d = dense<[1093, 2]> : tensor<2xi32>, f = 1093.5 : f32, set = affine_set<(d0) : (d0 - 4 >= 0)>} : () -> ()
  "u.loc"(%v220#0) : (i32) -> () loc("f2.mlir":1094:2)
  "u.wide"() : () -> !wide
  func.func @f1096(%a: i32) -> i32 {
    %c = arith.constant 0 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c1097 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":1099:1, #site])
  %v221 = "u.op"(%v220#0) {k = 1100 : i64, m = affine_map<(d0) -> (d0 * 3)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v221) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v222:2 = "u.pair"(%v221) : (i32) -> (i32, f32)
  "u.take"(%v222#1) : (f32) -> ()
  "u.attr"() {s = "s11", d = dense<[1103, 2]> : tensor<2xi32>, f = 1103.5 : f32, set = affine_set<(d0) : (d0 - 3 >= 0)>} : () -> ()
  "u.loc"(%v222#0) : (i32) -> () loc("f0.mlir":1104:2)
  "u.wide"() : () -> !wide
  func.func @f1106(%a: i32) -> i32 {
    %c = arith.constant 2 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c1107 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":1109:1, #site])
  %v223 = "u.op"(%v222#0) {k = 1110 : i64, m = affine_map<(d0) -> (d0 * 6)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v223) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v224:2 = "u.pair"(%v223) : (i32) -> (i32, f32)
  "u.take"(%v224#1) : (f32) -> ()
  "u.attr"() {s = "s8", d = dense<[1113, 2]> : tensor<2xi32>, f = 1113.5 : f32, set = affine_set<(d0) : (d0 - 2 >= 0)>} : () -> ()
  "u.loc"(%v224#0) : (i32) -> () loc("f1.mlir":1114:2)
  "u.wide"() : () -> !wide
  func.func @f1116(%a: i32) -> i32 {
    %c = arith.constant 0 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c1117 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":1119:1, #site])
  %v225 = "u.op"(%v224#0) {k = 1120 : i64, m = affine_map<(d0) -> (d0 * 2)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v225) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v226:2 = "u.pair"(%v225) : (i32) -> (i32, f32)
  "u.take"(%v226#1) : (f32) -> ()
  "u.attr"() {s = "s5", d = dense<[1123, 2]> : tensor<2xi32>, f = 1123.5 : f32, set = affine_set<(d0) : (d0 - 1 >= 0)>} : () -> ()
  "u.loc"(%v226#0) : (i32) -> () loc("f2.mlir":1124:2)
  "u.wide"() : () -> !wide
  func.func @f1126(%a: i32) -> i32 {
    %c = arith.constant 2 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c1127 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":1129:1, #site])
  %v227 = "u.op"(%v226#0) {k = 1130 : i64, m = affine_map<(d0) -> (d0 * 5)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v227) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v228:2 = "u.pair"(%v227) : (i32) -> (i32, f32)
  "u.take"(%v228#1) : (f32) -> ()
  "u.attr"() {s = "s2", d = dense<[1133, 2]> : tensor<2xi32>, f = 1133.5 : f32, set = affine_set<(d0) : (d0 - 0 >= 0)>} : () -> ()
  "u.loc"(%v228#0) : (i32) -> () loc("f0.mlir":1134:2)
  "u.wide"() : () -> !wide
  func.func @f1136(%a: i32) -> i32 {
    %c = arith.constant 0 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c1137 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":1139:1, #site])
  %v229 = "u.op"(%v228#0) {k = 1140 : i64, m = affine_map<(d0) -> (d0 * 8)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v229) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v230:2 = "u.pair"(%v229) : (i32) -> (i32, f32)
  "u.take"(%v230#1) : (f32) -> ()
  "u.attr"() {s = "s12", d = dense<[1143, 2]> : tensor<2xi32>, f = 1143.5 : f32, set = affine_set<(d0) : (d0 - 10 >= 0)>} : () -> ()
  "u.loc"(%v230#0) : (i32) -> () loc("f1.mlir":1144:2)
  "u.wide"() : () -> !wide
  func.func @f1146(%a: i32) -> i32 {
    %c = arith.constant 2 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c1147 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":1149:1, #site])
  %v231 = "u.op"(%v230#0) {k = 1150 : i64, m = affine_map<(d0) -> (d0 * 4)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v231) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v232:2 = "u.pair"(%v231) : (i32) -> (i32, f32)
  "u.take"(%v232#1) : (f32) -> ()
  "u.attr"() {s = "s9", d = dense<[1153, 2]> : tensor<2xi32>, f = 1153.5 : f32, set = affine_set<(d0) : (d0 - 9 >= 0)>} : () -> ()
  "u.loc"(%v232#0) : (i32) -> () loc("f2.mlir":1154:2)
  "u.wide"() : () -> !wide
  func.func @f1156(%a: i32) -> i32 {
    %c = arith.constant 0 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c1157 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":1159:1, #site])
  %v233 = "u.op"(%v232#0) {k = 1160 : i64, m = affine_map<(d0) -> (d0 * 7)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v233) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v234:2 = "u.pair"(%v233) : (i32) -> (i32, f32)
  "u.take"(%v234#1) : (f32) -> ()
  "u.attr"() {s = "s6", d = dense<[1163, 2]> : tensor<2xi32>, f = 1163.5 : f32, set = affine_set<(d0) : (d0 - 8 >= 0)>} : () -> ()
  "u.loc"(%v234#0) : (i32) -> () loc("f0.mlir":1164:2)
  "u.wide"() : () -> !wide
  func.func @f1166(%a: i32) -> i32 {
    %c = arith.constant 2 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c1167 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":1169:1, #site])
  %v235 = "u.op"(%v234#0) {k = 1170 : i64, m = affine_map<(d0) -> (d0 * 3)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v235) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v236:2 = "u.pair"(%v235) : (i32) -> (i32, f32)
  "u.take"(%v236#1) : (f32) -> ()
  "u.attr"() {s = "s3", d = dense<[1173, 2]> : tensor<2xi32>, f = 1173.5 : f32, set = affine_set<(d0) : (d0 - 7 >= 0)>} : () -> ()
  "u.loc"(%v236#0) : (i32) -> () loc("f1.mlir":1174:2)
  "u.wide"() : () -> !wide
  func.func @f1176(%a: i32) -> i32 {
    %c = arith.constant 0 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c1177 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":1179:1, #site])
  %v237 = "u.op"(%v236#0) {k = 1180 : i64, m = affine_map<(d0) -> (d0 * 6)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v237) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v238:2 = "u.pair"(%v237) : (i32) -> (i32, f32)
  "u.take"(%v238#1) : (f32) -> ()
  "u.attr"() {s = "s0", d = dense<[1183, 2]> : tensor<2xi32>, f = 1183.5 : f32, set = affine_set<(d0) : (d0 - 6 >= 0)>} : () -> ()
  "u.loc"(%v238#0) : (i32) -> () loc("f2.mlir":1184:2)
  "u.wide"() : () -> !wide
  func.func @f1186(%a: i32) -> i32 {
    %c = arith.constant 2 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c1187 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":1189:1, #site])
  %v239 = "u.op"(%v238#0) {k = 1190 : i64, m = affine_map<(d0) -> (d0 * 2)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v239) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v240:2 = "u.pair"(%v239) : (i32) -> (i32, f32)
  "u.take"(%v240#1) : (f32) -> ()
  "u.attr"() {s = "s10", d = dense<[1193, 2]> : tensor<2xi32>, f = 1193.5 : f32, set = affine_set<(d0) : (d0 - 5 >= 0)>} : () -> ()
  "u.loc"(%v240#0) : (i32) -> () loc("f0.mlir":1194:2)
  "u.wide"() : () -> !wide
  func.func @f1196(%a: i32) -> i32 {
    %c = arith.constant 0 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c1197 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":1199:1, #site])
  %v241 = "u.op"(%v240#0) {k = 1200 : i64, m = affine_map<(d0) -> (d0 * 5)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v241) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v242:2 = "u.pair"(%v241) : (i32) -> (i32, f32)
  "u.take"(%v242#1) : (f32) -> ()
  "u.attr"() {s = "s7", d = dense<[1203, 2]> : tensor<2xi32>, f = 1203.5 : f32, set = affine_set<(d0) : (d0 - 4 >= 0)>} : () -> ()
  "u.loc"(%v242#0) : (i32) -> () loc("f1.mlir":1204:2)
  "u.wide"() : () -> !wide
  func.func @f1206(%a: i32) -> i32 {
    %c = arith.constant 2 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c1207 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":1209:1, #site])
  %v243 = "u.op"(%v242#0) {k = 1210 : i64, m = affine_map<(d0) -> (d0 * 8)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v243) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v244:2 = "u.pair"(%v243) : (i32) -> (i32, f32)
  "u.take"(%v244#1) : (f32) -> ()
  "u.attr"() {s = "s4", d = dense<[1213, 2]> : tensor<2xi32>, f = 1213.5 : f32, set = affine_set<(d0) : (d0 - 3 >= 0)>} : () -> ()
  "u.loc"(%v244#0) : (i32) -> () loc("f2.mlir":1214:2)
  "u.wide"() : () -> !wide
  func.func @f1216(%a: i32) -> i32 {
    %c = arith.constant 0 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c1217 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":1219:1, #site])
  %v245 = "u.op"(%v244#0) {k = 1220 : i64, m = affine_map<(d0) -> (d0 * 4)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v245) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v246:2 = "u.pair"(%v245) : (i32) -> (i32, f32)
  "u.take"(%v246#1) : (f32) -> ()
  "u.attr"() {s = "s1", d = dense<[1223, 2]> : tensor<2xi32>, f = 1223.5 : f32, set = affine_set<(d0) : (d0 - 2 >= 0)>} : () -> ()
  "u.loc"(%v246#0) : (i32) -> () loc("f0.mlir":1224:2)
  "u.wide"() : () -> !wide
  func.func @f1226(%a: i32) -> i32 {
    %c = arith.constant 2 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c1227 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":1229:1, #site])
  %v247 = "u.op"(%v246#0) {k = 1230 : i64, m = affine_map<(d0) -> (d0 * 7)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v247) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v248:2 = "u.pair"(%v247) : (i32) -> (i32, f32)
  "u.take"(%v248#1) : (f32) -> ()
  "u.attr"() {s = "s11", d = dense<[1233, 2]> : tensor<2xi32>, f = 1233.5 : f32, set = affine_set<(d0) : (d0 - 1 >= 0)>} : () -> ()
  "u.loc"(%v248#0) : (i32) -> () loc("f1.mlir":1234:2)
  "u.wide"() : () -> !wide
  func.func @f1236(%a: i32) -> i32 {
    %c = arith.constant 0 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c1237 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":1239:1, #site])
  %v249 = "u.op"(%v248#0) {k = 1240 : i64, m = affine_map<(d0) -> (d0 * 3)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v249) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v250:2 = "u.pair"(%v249) : (i32) -> (i32, f32)
  "u.take"(%v250#1) : (f32) -> ()
  "u.attr"() {s = "s8", d = dense<[1243, 2]> : tensor<2xi32>, f = 1243.5 : f32, set = affine_set<(d0) : (d0 - 0 >= 0)>} : () -> ()
  "u.loc"(%v250#0) : (i32) -> () loc("f2.mlir":1244:2)
  "u.wide"() : () -> !wide
  func.func @f1246(%a: i32) -> i32 {
    %c = arith.constant 2 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c1247 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":1249:1, #site])
  %v251 = "u.op"(%v250#0) {k = 1250 : i64, m = affine_map<(d0) -> (d0 * 6)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v251) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v252:2 = "u.pair"(%v251) : (i32) -> (i32, f32)
  "u.take"(%v252#1) : (f32) -> ()
  "u.attr"() {s = "s5", d = dense<[1253, 2]> : tensor<2xi32>, f = 1253.5 : f32, set = affine_set<(d0) : (d0 - 10 >= 0)>} : () -> ()
  "u.loc"(%v252#0) : (i32) -> () loc("f0.mlir":1254:2)
  "u.wide"() : () -> !wide
  func.func @f1256(%a: i32) -> i32 {
    %c = arith.constant 0 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c1257 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":1259:1, #site])
  %v253 = "u.op"(%v252#0) {k = 1260 : i64, m = affine_map<(d0) -> (d0 * 2)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v253) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v254:2 = "u.pair"(%v253) : (i32) -> (i32, f32)
  "u.take"(%v254#1) : (f32) -> ()
  "u.attr"() {s = "s2", d = dense<[1263, 2]> : tensor<2xi32>, f = 1263.5 : f32, set = affine_set<(d0) : (d0 - 9 >= 0)>} : () -> ()
  "u.loc"(%v254#0) : (i32) -> () loc("f1.mlir":1264:2)
  "u.wide"() : () -> !wide
  func.func @f1266(%a: i32) -> i32 {
    %c = arith.constant 2 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c1267 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":1269:1, #site])
  %v255 = "u.op"(%v254#0) {k = 1270 : i64, m = affine_map<(d0) -> (d0 * 5)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v255) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v256:2 = "u.pair"(%v255) : (i32) -> (i32, f32)
  "u.take"(%v256#1) : (f32) -> ()
  "u.attr"() {s = "s12", d = dense<[1273, 2]> : tensor<2xi32>, f = 1273.5 : f32, set = affine_set<(d0) : (d0 - 8 >= 0)>} : () -> ()
  "u.loc"(%v256#0) : (i32) -> () loc("f2.mlir":1274:2)
  "u.wide"() : () -> !wide
  func.func @f1276(%a: i32) -> i32 {
    %c = arith.constant 0 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c1277 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":1279:1, #site])
  %v257 = "u.op"(%v256#0) {k = 1280 : i64, m = affine_map<(d0) -> (d0 * 8)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v257) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v258:2 = "u.pair"(%v257) : (i32) -> (i32, f32)
  "u.take"(%v258#1) : (f32) -> ()
  "u.attr"() {s = "s9", d = dense<[1283, 2]> : tensor<2xi32>, f = 1283.5 : f32, set = affine_set<(d0) : (d0 - 7 >= 0)>} : () -> ()
  "u.loc"(%v258#0) : (i32) -> () loc("f0.mlir":1284:2)
  "u.wide"() : () -> !wide
  func.func @f1286(%a: i32) -> i32 {
    %c = arith.constant 2 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c1287 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":1289:1, #site])
  %v259 = "u.op"(%v258#0) {k = 1290 : i64, m = affine_map<(d0) -> (d0 * 4)>} : (i32) -> i32 loc(#site)
  "u.region"() ({
  ^bb0(%x: i32):
    "u.use"(%x, %v259) : (i32, i32) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    "u.end"() : () -> ()
  }) : () -> ()
  %v260:2 = "u.pair"(%v259) : (i32) -> (i32, f32)
  "u.take"(%v260#1) : (f32) -> ()
  "u.attr"() {s = "s6", d = dense<[1293, 2]> : tensor<2xi32>, f = 1293.5 : f32, set = affine_set<(d0) : (d0 - 6 >= 0)>} : () -> ()
  "u.loc"(%v260#0) : (i32) -> () loc("f1.mlir":1294:2)
  "u.wide"() : () -> !wide
  func.func @f1296(%a: i32) -> i32 {
    %c = arith.constant 0 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
  %c1297 = arith.constant 2 : i32
  "u.res"() {r = dense_resource<blob0> : tensor<2xi32>} : () -> ()
  "u.fused"() : () -> () loc(fused["a.mlir":1299:1, #site])
  "u.last"(%v260#0) : (i32) -> ()
}
{-#
  dialect_resources: {
    builtin: {
      blob0: "0x040000000100000002000000",
      blob1: "0x040000000300000004000000"
    }
  }
#-}
