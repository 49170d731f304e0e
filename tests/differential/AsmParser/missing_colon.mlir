// RUN: --allow-unregistered-dialect
// Generic op without the `:` before its function type.
"t.a"() () -> ()
