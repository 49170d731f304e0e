// RUN: --allow-unregistered-dialect
// An empty string is not a valid attribute name.
"t.a"() {"" = 2} : () -> ()
