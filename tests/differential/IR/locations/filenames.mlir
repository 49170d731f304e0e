// RUN: --allow-unregistered-dialect --mlir-print-debuginfo
// RUN: --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope
// File names of locations are printed with string escapes; an empty file
// name prints as "-".
"t"() : () -> () loc("a\"b.c":1:1)
"t"() : () -> () loc("":1:1)
"t"() : () -> () loc("dir/sub\\x.c":2:3)
"t"() : () -> () loc("é.c":4:5)
"t"() : () -> () loc("\41.c":4:5)
"t.name"() : () -> () loc("\09tab"("":0:0))
