// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// Generated aliases: one per distinct map/set, even when used once; numbered
// #map, #map1, #map2, ... in the order the printer first meets them (the op's
// attribute dictionary is visited in sorted key order, so `a` before `z`).
"t.a"() {z = affine_map<(d0) -> (d0 + 1)>, a = affine_map<(d0) -> (d0 + 2)>} : () -> ()
"t.b"() {m = affine_map<(d0) -> (d0 + 1)>, s = affine_set<(d0) : (d0 >= 0)>} : () -> ()
"t.c"() {s2 = affine_set<(d0) : (d0 - 1 >= 0)>, list = [affine_map<(d0) -> (d0 + 3)>, affine_map<(d0) -> (d0 + 2)>]} : () -> ()
%0 = "t.d"() : () -> memref<4xf32, affine_map<(d0) -> (d0 + 4)>>
"t.e"() {s3 = affine_set<(d0) : (d0 - 2 >= 0)>} : () -> ()
"t.f"() {a = affine_map<(d0) -> (d0 + 5)>, b = affine_map<(d0) -> (d0 + 6)>, c = affine_map<(d0) -> (d0 + 7)>, d = affine_map<(d0) -> (d0 + 8)>, e = affine_map<(d0) -> (d0 + 9)>, f = affine_map<(d0) -> (d0 + 10)>} : () -> ()
