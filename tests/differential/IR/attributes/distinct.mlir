// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-local-scope
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// Distinct attributes: the same input id denotes the same attribute; ids are
// renumbered from 0 in the order the printer first writes each one (alias
// definitions are written before the module). A distinct attribute wrapping
// unit prints `distinct[N]<>` inline and gets no alias.
"t.a"() {x = distinct[5]<42 : i32>, y = distinct[5]<42 : i32>, z = distinct[3]<42 : i32>} : () -> ()
"t.b"() {w = distinct[7]<unit>, v = distinct[9]<>, u = distinct[0]<"s">, t = [distinct[3]<42 : i32>], s = distinct[11]<affine_map<(d0) -> (d0)>>} : () -> ()
"t.c"() {r = distinct[100]<{k = distinct[101]<1 : i8>}>} : () -> ()
