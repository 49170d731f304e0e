// RUN: --allow-unregistered-dialect
// A region that is never closed.
"t.a"() ({
  "t.b"() : () -> ()

