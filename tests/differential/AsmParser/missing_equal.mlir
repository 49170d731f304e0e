// RUN: --allow-unregistered-dialect
// A result name not followed by `=`.
%0 "t.a"() : () -> i32
