// RUN:
// RUN: --mlir-print-op-generic
// Arith ops written in the generic form (with and without the default-valued
// properties); mlir-opt prints them back in custom form with asm names.
"func.func"() <{function_type = (i32, i32, f32) -> (), sym_name = "generic_arith"}> ({
^bb0(%a: i32, %b: i32, %f: f32):
  %0 = "arith.constant"() <{value = 7 : i32}> : () -> i32
  %1 = "arith.addi"(%a, %0) : (i32, i32) -> i32
  %2 = "arith.addi"(%1, %b) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
  %3 = "arith.subi"(%2, %b) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
  %4 = "arith.divui"(%3, %b) <{isExact}> : (i32, i32) -> i32
  %5 = "arith.cmpi"(%4, %a) <{predicate = 9 : i64}> : (i32, i32) -> i1
  %6 = "arith.cmpf"(%f, %f) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
  %7 = "arith.mulf"(%f, %f) <{fastmath = #arith.fastmath<nnan,contract>}> : (f32, f32) -> f32
  %8 = "arith.negf"(%7) : (f32) -> f32
  %9 = "arith.select"(%5, %a, %b) : (i1, i32, i32) -> i32
  %10 = "arith.constant"() <{value = dense<[1.0, 2.0]> : vector<2xf32>}> : () -> vector<2xf32>
  %11 = "arith.constant"() <{value = true}> : () -> i1
  %12 = "arith.constant"() <{value = 3 : index}> : () -> index
  %13:2 = "arith.addui_extended"(%a, %b) : (i32, i32) -> (i32, i1)
  %14:2 = "arith.mulsi_extended"(%a, %b) : (i32, i32) -> (i32, i32)
  %15 = "arith.truncf"(%f) <{roundingmode = 3 : i32}> : (f32) -> bf16
  %16 = "arith.extui"(%5) : (i1) -> i64
  %17 = "arith.trunci"(%16) <{overflowFlags = #arith.overflow<nuw>}> : (i64) -> i8
  "func.return"() : () -> ()
}) : () -> ()
