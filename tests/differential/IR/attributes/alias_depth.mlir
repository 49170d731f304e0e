// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// RUN: --allow-unregistered-dialect --mlir-print-local-scope
// Alias ordering: by nesting depth first (a non-aliased container such as a
// memref type or an array adds a level too), then types before attributes,
// then by name; ties keep the order of first visit.
"t.c"() {d = distinct[0]<[affine_map<(d0) -> (d0 + 1)>]>, e = distinct[1]<affine_map<(d0) -> (d0 + 2)>>} : () -> ()
%0 = "t.b"() : () -> tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, memref<4xf32, affine_map<(d0) -> (d0 + 3)>>>
%1 = "t.b"() : () -> tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, memref<4xf32, affine_map<(d0) -> (d0 + 3)>>, i1>
"t.d"() {s = affine_set<(d0) : (d0 >= 0)>, l = loc("x.c":1:2)} : () -> ()
%2 = "t.e"() : () -> tuple<i2, i2, i2, i2, i2, i2, i2, i2, i2, i2, i2, i2, i2, i2, i2, i2, i2>
