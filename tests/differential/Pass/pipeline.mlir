// RUN: --allow-unregistered-dialect --pass-pipeline=builtin.module(func.func(cse))
// RUN: --allow-unregistered-dialect --pass-pipeline=builtin.module(cse)
// RUN: --allow-unregistered-dialect --pass-pipeline=builtin.module(func.func(cse),cse)
// RUN: --allow-unregistered-dialect --pass-pipeline=any(cse)
// RUN: --allow-unregistered-dialect --pass-pipeline=builtin.module(func.func(cse,cse))
// RUN: --allow-unregistered-dialect --pass-pipeline=builtin.module()
// The top-level constants are only merged by a pass anchored on the module;
// the functions' by any pass that reaches them.
%t0 = arith.constant 3 : i8
%t1 = arith.constant 3 : i8
"u.use"(%t0, %t1) : (i8, i8) -> ()
func.func @f(%a: i8) -> (i8, i8) {
  %0 = arith.addi %a, %a : i8
  %1 = arith.addi %a, %a : i8
  return %0, %1 : i8, i8
}
"u.wrap"() ({
  %w0 = arith.constant 4 : i8
  %w1 = arith.constant 4 : i8
  "u.use"(%w0, %w1) : (i8, i8) -> ()
  "u.end"() : () -> ()
}) : () -> ()
