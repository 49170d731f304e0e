// RUN: --allow-unregistered-dialect --view-op-graph
// RUN: --allow-unregistered-dialect --view-op-graph --mlir-elide-elementsattrs-if-larger=4
// RUN: --allow-unregistered-dialect --view-op-graph=max-label-len=200 --mlir-print-elementsattrs-with-hex-if-larger=4
// Elements attributes of more than 16 elements (or the elision flag's
// limit) are `[...]` nested as deep as their rank, then their type; a
// splat is written whole whatever its size and `max-label-len`; an array
// of more entries than the limit is `[...]`, not arrays inside others.
"u.elements"() {
  small = dense<[1, 2, 3]> : tensor<3xi32>,
  sixteen = dense<[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]> : tensor<16xi8>,
  seventeen = dense<[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]> : tensor<17xi8>,
  matrix = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0], [1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0]]> : tensor<6x3xf32>,
  cube = dense<1> : tensor<3x3x3xi32>,
  same_values = dense<[3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3]> : tensor<18xi8>,
  one = dense<7> : vector<1xi64>,
  empty = dense<> : tensor<0xi32>,
  strings = dense<["a", "b", "c", "d", "e"]> : tensor<5x!u.str>,
  splat_strings = dense<"<x>"> : tensor<40x!u.str>,
  sparse_small = sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>,
  sparse_big = sparse<[[0], [1]], [1, 5]> : tensor<32xi32>,
  arr16 = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16],
  arr17 = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17],
  nested = [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]],
  inside = {big = dense<[1, 2, 3, 4, 5, 6]> : tensor<6xi32>}
} : () -> ()
