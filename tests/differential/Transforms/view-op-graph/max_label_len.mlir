// RUN: --view-op-graph=max-label-len=0
// RUN: --view-op-graph=max-label-len=1
// RUN: --view-op-graph=max-label-len=9
// RUN: --view-op-graph=max-label-len=4294967295
// Attribute values and types longer than `max-label-len` bytes are cut
// there and get `...`; the result types of a cluster's label are cut as
// one text; op names and value names never.
func.func @long_types(%t: tensor<4x8x16xf32>, %m: memref<2x3xi64>) -> (tensor<4x8x16xf32>, i1) {
  %c = arith.constant dense<1.5> : tensor<4x8x16xf32>
  %0 = arith.addf %t, %c : tensor<4x8x16xf32>
  %r:2 = scf.execute_region -> (tensor<4x8x16xf32>, i1) {
    %true = arith.constant true
    scf.yield %0, %true : tensor<4x8x16xf32>, i1
  }
  return %r#0, %r#1 : tensor<4x8x16xf32>, i1
}
