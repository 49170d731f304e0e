// RUN: --allow-unregistered-dialect --split-input-file
// Top-level `#name`/`!name` lines are alias definitions whatever follows,
// undefined aliases followed by a lexical error, `expected location
// instance` placed after the previous token, and a typed negative integer
// reported at its digits; one case per chunk, against mlir-opt 22.

#foo 1

// -----

!foo i32

// -----

#foo

// -----

#a.b

// -----

!a.b

// -----

#a.b = 1

// -----

"a.op"() : () -> ()
#a.b

// -----

#m = 1
#m

// -----

#m = 1
#m = 2

// -----

!t = i32
!t i32

// -----

#x = #y

// -----

#x = 1 2

// -----

#x =

// -----

"a.op"() {x = -1 : none} : () -> ()

// -----

"a.op"() {x = - 1 : none} : () -> ()

// -----

"a.op"() {x = -1 : tensor<i32>} : () -> ()

// -----

"a.op"() : () -> () loc( 1)

// -----

"a.op"() : () -> () loc(
  1)

// -----

"a.op"() {x = loc(
  foo)} : () -> ()

// -----

"a.op"() : () -> () loc(callsite("a" at
 foo))

// -----

"a.op"() : () -> () loc(fused["a",
 foo])

// -----

"a.op"() : () -> () loc("a"(
 foo))

// -----

"a.op"() {x = #a
.ba
.b<"x", [1]>} : () -> ()

// -----

"a.op"() ({
^bb0(%a: tensor<4x?x!a
.bf32, "enc">):
  "a.t"() : () -> ()
}) : () -> ()

// -----

"a.op"() {x = loc(
fussed<"m">["a":1:2, "])} : () -> ()

// -----

"a.op"() : () -> memref<*xf32, #magpu">

// -----

"a.op"() : () -> tensor<4x?xf32, "enc">#a.b

// -----

"a.op"() <{p = -7 :!a. s{8}> : () -> ()

// -----

#map = affine_map<(d0, d1) -> (d1, d0)>
"a.op"() : () -> !a.#map<"q",  [1]>
