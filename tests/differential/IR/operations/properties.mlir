// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// RUN: --allow-unregistered-dialect --mlir-print-local-scope
// Properties `<{...}>` of unregistered ops are kept as one attribute (any
// attribute, not only a dictionary). They are printed but not visited by the
// alias pass: a map only in properties prints inline, while a map that also
// occurs elsewhere uses its alias.
"t.dict"() <{b = 1, a = 2}> : () -> ()
"t.empty"() <{}> : () -> ()
"t.int"() <1 : i32> : () -> ()
"t.array"() <[1, 2]> : () -> ()
"t.string"() <"str"> : () -> ()
"t.both"() <{p = 5 : i8}> {d = 6 : i8} : () -> ()
"t.maps"() <{p = affine_map<(d0) -> (d0 + 1)>, q = affine_map<(d0) -> (d0 + 2)>}> {a = affine_map<(d0) -> (d0 + 2)>} : () -> ()
"t.others"() <{d = distinct[4]<1 : i32>, l = loc("x":1:1), t = tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1>}> : () -> ()
"t.wrap"() ({
  %x = "t.def"() : () -> i32
  %0 = "t.full"(%x)[^bb1] <{k}> ({
  ^bb0:
    "t.inner"() : () -> ()
  }) {z} : (i32) -> i64
^bb1:
  "t.end"(%0) : (i64) -> ()
}) : () -> ()
