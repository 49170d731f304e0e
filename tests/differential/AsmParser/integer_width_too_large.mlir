// RUN: --allow-unregistered-dialect
// Integer widths are limited to 2^24 - 1 bits.
"t.a"() : () -> i16777216
