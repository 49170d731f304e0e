// RUN: --allow-unregistered-dialect
// Vector dimensions must be positive.
"t.a"() : () -> vector<0xf32>
