// RUN: --allow-unregistered-dialect --mlir-print-debuginfo
// RUN: --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope
// Name and call-site locations, nested. `loc("n")` is a name location with
// an unknown child, so it is the same attribute as `loc("n"(unknown))`.
"t.a"() : () -> () loc("n"(unknown))
"t.b"() : () -> () loc("n")
"t.c"() : () -> () loc("x"("y"("z")))
"t.d"() : () -> () loc(callsite(unknown at unknown))
"t.e"() : () -> () loc(callsite("f"("x.c":1:1) at callsite("g"("y.c":2:2) at "z.c":3:3)))
"t.f"() : () -> () loc("quoted \"name\""("file with space.c":1:1))
"t.g"() : () -> () loc(callsite("a.c":1:1 at "a.c":1:1))
"t.h"() : () -> () loc("n"(fused["p":1:1, "q":2:2]))
