// RUN: --allow-unregistered-dialect
// A tuple is not a valid tensor element type.
"t.a"() : () -> tensor<2xtuple<i1, i2>>
