// RUN: --allow-unregistered-dialect
// Two definitions of the same SSA name.
%x = "t.a"() : () -> i32
%x = "t.b"() : () -> i32
