// RUN: --allow-unregistered-dialect
// A float is not a memory space (only integers, strings, dictionaries and registered dialects' attributes are).
"t.a"() : () -> memref<4xf32, 1.0>
