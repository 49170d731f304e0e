// RUN: --allow-unregistered-dialect --split-input-file
// Invalid builtin attributes found by an audit against mlir-opt 22
// (distinct IDs and redefinitions, strided layouts, typed numbers, unary
// minus in affine expressions, strings in dialect attribute bodies, op and
// block-argument locations), one per chunk.

"a.op"() {x = distinct[99999999999999999999]<1>} : () -> ()

// -----

"a.op"() {x = distinct[0]<1>, y = distinct[0]<2>} : () -> ()

// -----

"a.op"() {x = distinct[7]<[1, "s"]>} : () -> ()
"a.op"() {y = distinct[7]<[1, "t"]>} : () -> ()

// -----

"a.op"() {x = distinct[-1]<unit>} : () -> ()

// -----

"a.op"() {x = distinct[1.5]<unit>} : () -> ()

// -----

"a.op"() {x = distinct[0]<1 : i8} : () -> ()

// -----

"a.op"() {x = distinct<1>} : () -> ()

// -----

"a.op"() {x = distinct[0]<1> : i32} : () -> ()

// -----

"a.op"() {x = strided<[1], offset:>} : () -> ()

// -----

"a.op"() {x = strided<[1] offset: 0>} : () -> ()

// -----

"a.op"() {x = strided<[1.5]>} : () -> ()

// -----

"a.op"() {x = strided<[1, ]>} : () -> ()

// -----

"a.op"() {x = strided<[9223372036854775808]>} : () -> ()

// -----

"a.op"() {x = strided<[-9223372036854775808]>} : () -> ()

// -----

"a.op"() {x = strided<[1], offset: -9223372036854775808>} : () -> ()

// -----

"a.op"() {x = strided<[-?]>} : () -> ()

// -----

"a.op"() {x = strided<[1], offset: 1.0>} : () -> ()

// -----

"a.op"() {x = strided<[1]} : () -> ()

// -----

"a.op"() {x = strided[1]} : () -> ()

// -----

"a.op"() {x = strided<[1] : i32>} : () -> ()

// -----

"a.op"() {x = strided<[?]x>} : () -> ()

// -----

"a.op"() {x = strided<[1], offset: 0 x>} : () -> ()

// -----

"a.op"() {x = strided<[1 2]>} : () -> ()

// -----

"a.op"() {x = strided<[1],>} : () -> ()

// -----

"a.op"() {x = strided<[1], offset 0>} : () -> ()

// -----

"a.op"() {x = 1.0 : complex<f32>} : () -> ()

// -----

"a.op"() {x = 1.0 : vector<2xf32>} : () -> ()

// -----

"a.op"() {x = -1.5 : tensor<f32>} : () -> ()

// -----

"a.op"() {x = 1 : vector<4xi32>} : () -> ()

// -----

"a.op"() {x = 0x10 : f4E2M1FN} : () -> ()

// -----

"a.op"() {x = 1 : ui0} : () -> ()

// -----

"a.op"() {x = 0xFFFFFFFFFFFFFFFF : index} : () -> ()

// -----

"a.op"() {x = affine_map<(d0) -> (-9223372036854775808)>} : () -> ()

// -----

"a.op"() {x = affine_map<(d0) -> (- - 99999999999999999999)>} : () -> ()

// -----

"a.op"() {x = affine_map<(d0) -> (-(d0 * d0))>} : () -> ()

// -----

"a.op"() {x = affine_map<(d0) -> (-(d0 +))>} : () -> ()

// -----

"a.op"() {x = affine_map<(d0) -> (-d1)>} : () -> ()

// -----

"a.op"() {x = affine_map<(d0) -> (-)>} : () -> ()

// -----

"a.op"() {x = affine_map<(d0) -> (-(d0 d0))>} : () -> ()

// -----

"a.op"() {x = affine_map<(d0) -> (- $)>} : () -> ()

// -----

"a.op"() {x = affine_map<(d0) -> (- * d0)>} : () -> ()

// -----

"a.op"() {x = affine_map<(d0) -> (-(-(d0 * d0)))>} : () -> ()

// -----

"a.op"() {x = affine_map<(d0) -> (d0 + -)>} : () -> ()

// -----

"a.op"() {x = affine_map<(d0) -> (-())>} : () -> ()

// -----

"a.op"() {x = affine_map<(d0) -> (-%x)>} : () -> ()

// -----

"a.op"() {x = affine_set<(d0) : (-d1 >= 0)>} : () -> ()

// -----

"a.op"() {x = affine_map<(d0) -> (-d0 floordiv d0)>} : () -> ()

// -----

"a.op"() {x = #a.b<"unterminated>} : () -> ()

// -----

"a.op"() : () -> !a.b<">

// -----

"a.op"() {x = #a.b<"\q">} : () -> ()

// -----

"a.op"() {x = #a<"x
">} : () -> ()

// -----

"a.op"() : () -> () loc(#a.b)

// -----

#x = 1
"a.op"() : () -> () loc(#x)

// -----

"a.op"() ({
^bb0(%a: i32 loc(#a.b)):
  "a.t"() : () -> ()
}) : () -> ()

// -----

#x = 1
"a.op"() ({
^bb0(%a: i32 loc(#x)):
  "a.t"() : () -> ()
}) : () -> ()

// -----

"a.op"() ({
^bb0(%a: i32 loc(#x)):
  "a.t"() : () -> ()
}) : () -> ()
#x = 2

// -----

"a.op"() : () -> () loc(#x)
#x = "s"

// -----

"a.op"() : () -> () loc(#x, #y)

// -----

"a.op"() : () -> () loc("a":-1:2)

// -----

"a.op"() : () -> () loc("a":1:2 to 3)

// -----

"a.op"() : () -> () loc("a":1:4294967296)

// -----

"a.op"() : () -> () loc(callsite("a" at))

// -----

"a.op"() : () -> () loc(fused<"m"["a"])

// -----

"a.op"() : () -> () loc(fused<>["a"])

// -----

"a.op"() : () -> () loc(unknown())

// -----

"a.op"() : () -> () loc("a":1:2:3)

// -----

"a.op"() {x = distinct[0]<[1, >} : () -> ()

// -----

"a.op"() {x = distinct[0]<#a.b<(]>>} : () -> ()

// -----

"a.op"() {x = distinct[0]<distinct[1]<#e>>} : () -> ()

// -----

"a.op"() {x = distinct[0]<#e   >} : () -> ()

// -----

"a.op"() {x = distinct[0]<!e>} : () -> ()

// -----

"a.op"() {x = distinct[0]<foo>} : () -> ()

// -----

"a.op"() {x = distinct[0]<affine_map<(d0) -> (-d1)>>} : () -> ()

// -----

"a.op"() {x = distinct[0]<affine_map<(d0) -> (- $)>>} : () -> ()

// -----

"a.op"() {x = distinct[0]<affine_map<(d0) : (d0 >= 0)>>} : () -> ()

// -----

"a.op"() {x = distinct[0]<affine_set<(d0) -> (d0)>>} : () -> ()

// -----

"a.op"() {x = distinct[0]<affine_map<(d0) -> (d0 + ...)>>} : () -> ()

// -----

"a.op"() {x = distinct[0]<affine_map<(d0) -> (d0) x>>} : () -> ()

// -----

"a.op"() {x = distinct[0]<dense<[1, 2]> : tensor<3xi32>>} : () -> ()

// -----

"a.op"() {x = distinct[0]<$>} : () -> ()

// -----

"a.op"() {x = distinct[0]<1 : i77777777777777>} : () -> ()

// -----

"a.op"() {x = distinct[0]<[1, 2 3]>} : () -> ()

// -----

"a.op"() {x = distinct[0]<tensor<4xf32, #e>>} : () -> ()

// -----

"a.op"() {x = distinct[0]<strided<[1], offset: x>>} : () -> ()

// -----

"a.op"() {x = distinct[0]<{a = }>} : () -> ()

// -----

#d = distinct[0]<#e>
#e = 5
"a.op"() {x = #d} : () -> ()

// -----

"a.op"() {x = distinct[0]<[1,

// trailing comment
