// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo
// Strings hold bytes: ones that are not UTF-8 are kept and print as
// escapes like every byte outside printable ASCII, in attributes and dense
// strings; columns count bytes (`t.c` is at column 31, after 2 bad bytes).
"t.a"() {s = "tìa", u = "Ã©ÿş", e = "\ECì", k = "ì" : i32} : () -> ()
"t.b"() {d = dense<["ì", "ok€"]> : tensor<2x!t.s>} : () -> ()
"t.x"() {s = "ìí"} : () -> () "t.c"() : () -> () // ì
