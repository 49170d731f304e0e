// RUN: --allow-unregistered-dialect --strip-debuginfo --mlir-print-debuginfo
// RUN: --allow-unregistered-dialect --mlir-print-debuginfo
// Every kind of location goes: named, call site, fused (with and without
// metadata), file ranges, unknown ones, and aliases of them.
#named = loc("named")
module {
  "u.a"() : () -> () loc(#named)
  "u.b"() : () -> () loc(callsite("lib.c":1:2 at "main.c":3:4))
  "u.c"() : () -> () loc(fused["a.c":1:1, "b.c":2:2])
  "u.d"() : () -> () loc(fused<"meta">["a.c":1:1, "b.c":2:2])
  "u.e"() : () -> () loc("range.c":1:2 to 3:4)
  "u.f"() : () -> () loc(unknown)
  "u.g"() : () -> () loc("name"("inner.c":5:6))
} loc("whole")
