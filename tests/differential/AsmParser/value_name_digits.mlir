// RUN: --allow-unregistered-dialect
// A value name that starts with digits is only the digits.
%0x = "t.a"() : () -> i32
