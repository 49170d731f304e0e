// RUN: --allow-unregistered-dialect --mlir-print-debuginfo
// RUN: --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope
// RUN: --allow-unregistered-dialect
// Location aliases defined in the input (usually at the end of the file, as
// the printer writes them) may be used before their definition; the output
// renumbers them.
"t.a"() : () -> () loc(#loc7)
"t.b"() : () -> () loc(#loc3)
"t.c"() : () -> () loc(#named)
"t.d"() : () -> () loc(#loc7)
#loc3 = loc("three.c":3:3)
#loc7 = loc("seven.c":7:7)
#named = loc(callsite(#loc3 at #loc7))
