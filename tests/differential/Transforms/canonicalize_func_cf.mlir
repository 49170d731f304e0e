// RUN: --allow-unregistered-dialect --canonicalize
// RUN: --allow-unregistered-dialect --canonicalize --mlir-print-debuginfo
// RUN: --allow-unregistered-dialect --pass-pipeline=builtin.module(func.func(canonicalize))
func.func @g(%a: i32) -> i32 { return %a : i32 }
func.func private @ext(i32, i32) -> (i32, f32)

func.func @asserts(%b: i1) {
  %t = arith.constant true
  cf.assert %t, "always"
  cf.assert %b, "maybe"
  %false = arith.constant false
  cf.assert %false, "never"
  %one = arith.constant 1 : i1
  cf.assert %one, "also always"
  "u.region"() ({
    %t2 = arith.constant true
    cf.assert %t2, "nested"
    "u.keep"() : () -> ()
  }) : () -> ()
  return
}

func.func @indirect_calls(%x: i32, %dyn: (i32) -> i32) -> (i32, i32, i32, f32) {
  %fn = func.constant @g : (i32) -> i32
  %0 = func.call_indirect %fn(%x) : (i32) -> i32
  %1 = func.call_indirect %fn(%0) {arg_attrs = [{u.a}], res_attrs = [{u.r}]} : (i32) -> i32
  %2 = func.call_indirect %dyn(%1) : (i32) -> i32
  %e = func.constant @ext : (i32, i32) -> (i32, f32)
  %3:2 = func.call_indirect %e(%2, %x) : (i32, i32) -> (i32, f32)
  return %1, %2, %3#0, %3#1 : i32, i32, i32, f32
}
