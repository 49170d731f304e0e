// RUN: --allow-unregistered-dialect --split-input-file
// Dimension lists (blanks, hex-looking `0x…` sizes, zero sizes, misplaced
// `x`, `*` and `?`, scalable markers) and function, tuple and complex
// contents, against mlir-opt 22; valid and invalid chunks mixed.

"a.op"() : () -> vector< 4 x f32 >

// -----

"a.op"() : () -> vector<4 x f32>

// -----

"a.op"() : () -> memref<4 x f32>

// -----

"a.op"() : () -> tensor<4x 4xf32>

// -----

"a.op"() : () -> vector<4x4 xf32>

// -----

"a.op"() : () -> tensor<0x4xf32>

// -----

"a.op"() : () -> tensor<0xf32>

// -----

"a.op"() : () -> tensor<0x0x0xf32>

// -----

"a.op"() : () -> tensor<0xAxf32>

// -----

"a.op"() : () -> tensor<00x4xf32>

// -----

"a.op"() : () -> tensor<4x0x?xf32>

// -----

"a.op"() : () -> vector<0x4xf32>

// -----

"a.op"() : () -> memref<0x?xf32>

// -----

"a.op"() : () -> tensor<?x*xf32>

// -----

"a.op"() : () -> tensor<4x?>

// -----

"a.op"() : () -> tensor<4xx f32>

// -----

"a.op"() : () -> tensor<4x f32>

// -----

"a.op"() : () -> tensor<x4xf32>

// -----

"a.op"() : () -> tensor<4 xf32>

// -----

"a.op"() : () -> tensor<4xi32x>

// -----

"a.op"() : () -> tensor<4xf32 x>

// -----

"a.op"() : () -> tensor<4x4x>

// -----

"a.op"() : () -> vector<[4] x [4] x f32>

// -----

"a.op"() : () -> vector<[ 4 ]xf32>

// -----

"a.op"() : () -> vector<4x[4]xi32x>

// -----

"a.op"() : () -> vector<0x[4]x?xf32>

// -----

"a.op"() : () -> tensor<0x?xf32>

// -----

"a.op"() : () -> tensor<1x0x>

// -----

"a.op"() : () -> tensor<0x>

// -----

"a.op"() : () -> tensor<0x0x>

// -----

"a.op"() : () -> tensor<0x10xf32>

// -----

"a.op"() : () -> tensor<0x1F>

// -----

"a.op"() : () -> memref<*x?xf32>

// -----

"a.op"() : () -> memref<* x f32>

// -----

"a.op"() : () -> tensor<*x f32>

// -----

"a.op"() : () -> tensor<* xf32>

// -----

"a.op"() : () -> vector<4xf32>x

// -----

"a.op"() : () -> i32x

// -----

"a.op"() : () -> tensor<i32x4>

// -----

"a.op"() : () -> tuple<() -> () -> ()>

// -----

"a.op"() : () -> tuple<() -> (() -> ())>

// -----

"a.op"() : () -> tensor<4x(i32)>

// -----

"a.op"() : () -> tensor<4x(i32) -> i32>

// -----

"a.op"() : () -> complex<(i32)>

// -----

"a.op"() {x = (i32)} : () -> ()

// -----

"a.op"() {x = () -> } : () -> ()

// -----

"a.op"() {x = () -> ((i32))} : () -> ()

// -----

"a.op"() {x = (i32, i32 -> i32)} : () -> ()

// -----

"a.op"() {x = [(i32) -> i32, () -> ()]} : () -> ()

// -----

"a.op"() {x = () -> (i32, f32), y = (i32) -> i32 : i32} : () -> ()

// -----

"a.op"() : (() -> ()) -> ()

// -----

"a.op"() : ((i32) -> i32, tuple<>) -> (() -> (), none)

// -----

"a.op"() : () -> ((i32)) 

// -----

"a.op"() : () -> ((i32) -> (i32, (i32) -> ()))

// -----

"a.op"() : () -> (() -> ()

// -----

"a.op"() : () -> ( -> ())

// -----

"a.op"() : () -> (i32) ->

// -----

"a.op"() : () -> tuple<i32 i32>

// -----

"a.op"() : () -> tuple

// -----

"a.op"() : () -> tuple<>x

// -----

"a.op"() : () -> none<>

// -----

"a.op"() : () -> index<4>

// -----

"a.op"() : () -> f32<4>
