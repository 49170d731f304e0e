// RUN: --allow-unregistered-dialect
// An unranked tensor has no encoding; the error comes after the closing bracket.
"t.a"() : () -> (tensor<*xf32, "e">,   i32)
