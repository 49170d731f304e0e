// RUN: --allow-unregistered-dialect --split-input-file
// What mlir-opt 22 reports first when a builtin type or attribute is wrong
// in two ways (a type's own checks run after its closing `>`), where it
// points inside a dialect attribute body (the last string it lexed),
// `loc(…)` where an attribute stands, and a lexical error right after an
// unknown op name; one case per chunk.

"a.op"() : () -> tensor<4xtuple<> 1>

// -----

"a.op"() : () -> tensor<*xtuple<> 1>

// -----

"a.op"() : () -> memref<4xtuple<> 1>

// -----

"a.op"() : () -> memref<*xtuple<> 1>

// -----

"a.op"() : () -> vector<4xtuple<> 1>

// -----

"a.op"() : () -> complex<tuple<> 1>

// -----

"a.op"() : () -> vector<0xtuple<> 1>

// -----

"a.op"() : () -> vector<0xtuple<>>

// -----

"a.op"() : () -> tensor<4xtuple<>, 1>

// -----

"a.op"() : () -> memref<4xtuple<>, 1>

// -----

"a.op"() : () -> memref<4xtuple<>, strided<[1, 2]>>

// -----

"a.op"() : () -> memref<4xf32, strided<[1, 2]>, [1]>

// -----

"a.op"() : () -> tensor<*xtuple<>, 1>

// -----

"a.op"() : () -> memref<4xtuple<>, #a.b, 1>

// -----

"a.op"() {x = #a.b<"x", <"x", [1]>} : () -> ()

// -----

"a.op"() {x = #a.b<"x", [1>} : () -> ()

// -----

"a.op"() {x = #a.b<"x", [1]}f32>} : () -> ()

// -----

"a.op"() {x = #a.b<"x", "y", (]>} : () -> ()

// -----

"a.op"() {x = #a.b<(]>} : () -> ()

// -----

"a.op"() : () -> !a.b<"q", [>

// -----

"a.op"() {x = #a.b<"x"

// -----

"a.op"() {x = #a<"x", (>} : () -> ()

// -----

"a.op"() : () -> !a<"x", {]>

// -----

"a.op"() {x = loc("a"} : () -> ()

// -----

"a.op"() {x = loc(} : () -> ()

// -----

"a.op"() {x = loc "a")} : () -> ()

// -----

"a.op"() {x = [loc("a" 1)]} : () -> ()

// -----

#l = loc("a" 1)

// -----

"a.op"() : () -> () loc(fused<loc("a" 1)>["b"])

// -----

"a.op"() : () -> () loc("a" 1)

// -----

"a.op"() ({
^bb0(%a: i32 loc("a" 1)):
  "a.t"() : () -> ()
}) : () -> ()

// -----

"a.op"() : () -> ()
u "

// -----

"a.op"() : () -> ()
u $

// -----

"a.op"() : () -> ()
u

// -----

"a.op"() : () -> ()
foo.bar $

// -----

"a.op"() : () -> ()
builtin.foo $

// -----

"a.op"() : () -> ()
"b.c"() : () -> () $

// -----

"a.op"() : () -> i32 $

// -----

"a.op"() : () -> !a.x<(

// -----

"a.op"() : () -> !a.x<{"s"

// -----

"a.op"() : () -> !a.x<"q", [11x

// -----

"a.op"() : () -> memref<*xf32, "gpu">u">

// -----

"a.op"() : () -> complex<!a.!a{bf32>

// -----

"a.op"() : () -> vector<!a.4]x4xi1
