// RUN: --print-ir
// RUN: --print-ir=label=start
// RUN: --pass-pipeline='builtin.module(print-ir{label="two words"})'
// The whole module under the header, the label after `IR Dump` when there
// is one; aliases are written inline; the output on stdout is unchanged.
#map = affine_map<(d0)[s0] -> (d0 + s0)>
!pair = tuple<i32, i32>
module attributes {u.m = #map} {
  func.func @f(%a: i32, %t: !pair) -> i32 {
    %0 = arith.addi %a, %a : i32
    return %0 : i32
  }
}
