// RUN:
// RUN: --mlir-print-op-generic
// ub.poison of many types; results are numbered (no asm name). The explicit
// default value `<#ub.poison>` and `{value = #ub.poison}` both print as the
// short form.
func.func @poison() -> (i32, f64) {
  %0 = ub.poison : i32
  %1 = ub.poison : f64
  %2 = ub.poison : index
  %3 = ub.poison : i1
  %4 = ub.poison : vector<4xf32>
  %5 = ub.poison : tensor<?x2xi8>
  %6 = ub.poison : memref<4xf16>
  %7 = ub.poison : (i32) -> i32
  %8 = ub.poison : tuple<i32, f32>
  %9 = ub.poison : complex<f32>
  %10 = ub.poison <#ub.poison> : i32
  %11 = ub.poison {value = #ub.poison} : i64
  %12 = ub.poison {my.tag = 1 : i32} : i8
  %13 = ub.poison : none
  return %0, %1 : i32, f64
}
