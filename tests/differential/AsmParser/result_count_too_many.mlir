// RUN: --allow-unregistered-dialect
// More result names bound than the function type provides.
%0:2 = "t.a"() : () -> i32
