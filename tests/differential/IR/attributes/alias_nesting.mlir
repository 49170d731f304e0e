// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// RUN: --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo
// RUN: --allow-unregistered-dialect --mlir-print-debuginfo --split-input-file

// Aliases reached through every nesting: types inside attributes inside a
// registered op's properties (generic form), an unregistered op's
// properties (never aliased), locations, dense elements' types and block
// argument types.

func.func private @h(memref<4xf32, affine_map<(d0) -> (d0 + 6)>>)

// -----

func.func @g(%x: memref<4xf32, affine_map<(d0) -> (d0 + 2)>>) {
  %r = "func.call"(%x) <{callee = @f, arg_attrs = [{a = affine_map<(d0) -> (d0 + 1)>}], res_attrs = [{b = affine_map<(d0) -> (d0 + 9)>}]}> {z = affine_map<(d0) -> (d0 + 4)>} : (memref<4xf32, affine_map<(d0) -> (d0 + 2)>>) -> memref<4xf32, affine_map<(d0) -> (d0 + 3)>>
  return
}
func.func private @f(memref<4xf32, affine_map<(d0) -> (d0 + 2)>>) -> memref<4xf32, affine_map<(d0) -> (d0 + 3)>>

// -----

"a.op"() <{p = affine_map<(d0) -> (d0 + 5)>, q = [memref<2xi8, affine_map<(d0) -> (d0 + 7)>>]}> ({}) {x = affine_map<(d0) -> (d0 + 6)>} : () -> ()
func.func private @p(i32) attributes {t = [affine_map<(d0) -> (d0 + 5)>]}

// -----

"a.dense"() {d = dense<1> : tensor<2xi32, affine_map<(d0) -> (d0 + 8)>>, e = dense_resource<blob> : tensor<2xi8, affine_map<(d0, d1) -> (d1, d0)>>} : () -> ()
"a.sparse"() {s = sparse<[[0]], [1]> : tensor<4xi32, affine_map<(d0) -> (d0 * 2)>>} : () -> ()

// -----

"a.region"() ({
^bb0(%a: memref<4xf32, affine_map<(d0) -> (d0 + 11)>> loc(fused<affine_map<(d0) -> (d0 + 12)>>["a.mlir":1:1]), %b: tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1>):
  "a.use"(%a) : (memref<4xf32, affine_map<(d0) -> (d0 + 11)>>) -> () loc(callsite("callee.mlir":2:3 at fused<affine_map<(d0) -> (d0 + 13)>>["caller.mlir":4:5]))
}) : () -> () loc(fused<#a.attr<"x">>["b.mlir":1:1])
