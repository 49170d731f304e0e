// RUN: --allow-unregistered-dialect --pass-pipeline=builtin.module(u.wrap(cse))
// RUN: --allow-unregistered-dialect --pass-pipeline=builtin.module(any(cse))
// RUN: --allow-unregistered-dialect --pass-pipeline=builtin.module(func.func(arith.addi(cse)))
// A nested list anchored on an op name reports every op of that name it
// cannot run on; `any` skips them.
%t0 = arith.constant 1 : i32
"u.x"(%t0) : (i32) -> ()
"u.wrap"() ({
  "u.end"() : () -> ()
}) : () -> ()
func.func @f(%x: i32) -> (i32, i32) {
  %a = arith.addi %x, %x : i32
  %b = arith.addi %x, %x : i32
  return %a, %b : i32, i32
}
"u.wrap"() ({
  "u.end"() : () -> ()
}) : () -> ()
