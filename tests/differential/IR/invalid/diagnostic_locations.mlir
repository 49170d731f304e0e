// RUN: --allow-unregistered-dialect --split-input-file
// RUN: --allow-unregistered-dialect --split-input-file --mlir-print-debuginfo
// Where diagnostics are shown: a location without a file position prints
// `<unknown>:0:` and the location; a call site shows its callee's position
// (else its caller's) and each caller (at most ten) as a `called from`
// note; a note quotes its source line unless it is where the message just
// before it was.
module {
  "t.f"() {sym_name = "a"} : () -> ()
  "t.f"() {sym_name = "a"} : () -> () loc(unknown)
}
// -----
module {
  "t.f"() {sym_name = "a"} : () -> ()
  "t.f"() {sym_name = "a"} : () -> () loc("q")
}
// -----
module {
  "t.f"() {sym_name = "a"} : () -> ()
  "t.f"() {sym_name = "a"} : () -> () loc(fused["a", "b"])
}
// -----
module {
  "t.f"() {sym_name = "a"} : () -> ()
  "t.f"() {sym_name = "a"} : () -> () loc(callsite("a" at "b"))
}
// -----
module {
  "t.f"() {sym_name = "a"} : () -> ()
  "t.f"() {sym_name = "a"} : () -> () loc(callsite("a" at "b":3:4))
}
// -----
module {
  "t.f"() {sym_name = "a"} : () -> ()
  "t.f"() {sym_name = "a"} : () -> () loc(callsite("a" at callsite("c":5:6 at "b":3:4)))
}
// -----
module {
  "t.f"() {sym_name = "a"} : () -> ()
  "t.f"() {sym_name = "a"} : () -> () loc("n"(callsite("a":1:1 at "b":3:4)))
}
// -----
module {
  "t.f"() {sym_name = "a"} : () -> ()
  "t.f"() {sym_name = "a"} : () -> () loc(fused["x", callsite("a":1:1 at "b":3:4)])
}
// -----
module {
  "t.f"() {sym_name = "a"} : () -> ()
  "t.f"() {sym_name = "a"} : () -> () loc(callsite("diagnostic_locations.mlir":49:3 at "diagnostic_locations.mlir":48:1))
}
// -----
module {
  "t.f"() {sym_name = "a"} : () -> ()
  "t.f"() {sym_name = "a"} : () -> () loc(callsite("c12":12:1 at callsite("c11":11:1 at callsite("c10":10:1 at callsite("c9":9:1 at callsite("c8":8:1 at callsite("c7":7:1 at callsite("c6":6:1 at callsite("c5":5:1 at callsite("c4":4:1 at callsite("c3":3:1 at callsite("c2":2:1 at callsite("c1":1:1 at "c0":1:1)))))))))))))
}
// -----
module {
  "t.f"() {sym_name = "a"} : () -> () loc("b":2:2)
  "t.f"() {sym_name = "a"} : () -> () loc(callsite("a":1:1 at "b":2:2))
}
