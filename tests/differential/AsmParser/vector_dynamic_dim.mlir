// RUN: --allow-unregistered-dialect
// Vector dimensions must be static.
"t.a"() : () -> vector<?xf32>
