// RUN: --allow-unregistered-dialect --mlir-print-debuginfo
// RUN: --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope
// File locations with fewer or more components. Several spellings print the
// same text yet are different attributes (each gets its own alias): the
// number of stored components is part of the attribute.
"t.a"() : () -> () loc("f":1:2 to 1:2)
"t.b"() : () -> () loc("f":1:2 to :2)
"t.c"() : () -> () loc("f":1:2)
"t.d"() : () -> () loc("f":1:2 to :5)
"t.e"() : () -> () loc("f":1:2 to 1:5)
"t.f"() : () -> () loc("f":0)
"t.g"() : () -> () loc("f":0:0)
"t.h"() : () -> () loc("f":1)
"t.i"() : () -> () loc("f":1:0)
"t.j"() : () -> () loc("f")
"t.k"() : () -> () loc("f":1:2 to 0:5)
"t.l"() : () -> () loc("f":7:8 to 9:10)
"t.m"() : () -> () loc("f":1:2)
