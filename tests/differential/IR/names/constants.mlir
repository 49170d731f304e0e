// RUN:
// RUN: --mlir-print-op-generic
// Result names of arith.constant and func.constant: every kind of value,
// and repeated names made unique with one shared conflict counter.
"func.func"() <{sym_name = "kinds", function_type = () -> ()}> ({
  %0 = "arith.constant"() <{value = 0 : index}> : () -> index
  %1 = "arith.constant"() <{value = -1 : index}> : () -> index
  %2 = "arith.constant"() <{value = 42 : i32}> : () -> i32
  %3 = "arith.constant"() <{value = -1 : i64}> : () -> i64
  %4 = "arith.constant"() <{value = 255 : i8}> : () -> i8
  %5 = "arith.constant"() <{value = 5 : i128}> : () -> i128
  %6 = "arith.constant"() <{value = true}> : () -> i1
  %7 = "arith.constant"() <{value = false}> : () -> i1
  %8 = "arith.constant"() <{value = 1.5 : f32}> : () -> f32
  %9 = "arith.constant"() <{value = dense<1> : vector<2xi32>}> : () -> vector<2xi32>
  %10 = "arith.constant"() <{value = dense<true> : vector<3xi1>}> : () -> vector<3xi1>
  %11 = "arith.constant"() <{value = 9223372036854775807 : i64}> : () -> i64
  %12 = "arith.constant"() <{value = -9223372036854775808 : i64}> : () -> i64
  %13 = "arith.constant"() <{value = 1 : i2}> : () -> i2
  %14 = "arith.constant"() <{value = 3 : i2}> : () -> i2
  "func.return"() : () -> ()
}) : () -> ()
"func.func"() <{sym_name = "repeats", function_type = (i32) -> i32}> ({
^bb0(%a: i32):
  %0 = "arith.constant"() <{value = 0 : index}> : () -> index
  %1 = "arith.constant"() <{value = 0 : index}> : () -> index
  %2 = "arith.constant"() <{value = 0 : index}> : () -> index
  %3 = "arith.constant"() <{value = 1.0 : f32}> : () -> f32
  %4 = "arith.constant"() <{value = 2.0 : f64}> : () -> f64
  %5 = "arith.constant"() <{value = 0 : i32}> : () -> i32
  %6 = "arith.constant"() <{value = 0 : i32}> : () -> i32
  %7 = "arith.constant"() <{value = true}> : () -> i1
  %8 = "arith.constant"() <{value = true}> : () -> i1
  %9 = "arith.addi"(%5, %6) : (i32, i32) -> i32
  %10 = "arith.constant"() <{value = 0 : index}> : () -> index
  %11 = "arith.addi"(%9, %a) : (i32, i32) -> i32
  %12 = "func.constant"() <{value = @kinds}> : () -> (() -> ())
  %13 = "func.constant"() <{value = @kinds}> : () -> (() -> ())
  "func.return"(%11) : (i32) -> ()
}) : () -> ()
"func.func"() <{sym_name = "again", function_type = () -> ()}> ({
  %0 = "arith.constant"() <{value = 0 : index}> : () -> index
  %1 = "arith.constant"() <{value = 0 : index}> : () -> index
  %2 = "arith.constant"() <{value = 1.0 : f32}> : () -> f32
  "func.return"() : () -> ()
}) : () -> ()
