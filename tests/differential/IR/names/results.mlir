// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// Ops naming several results (one group each), their uses, and numbered
// multi-result ops beside them. (arith.muli's `%c4_vscale` needs
// vector.vscale, which mlir-opt names `%vscale` and we do not define.)
"func.func"() <{sym_name = "f", function_type = (i32, index) -> ()}> ({
^bb0(%a: i32, %i: index):
  %0:2 = "arith.addui_extended"(%a, %a) : (i32, i32) -> (i32, i1)
  %1:2 = "arith.addui_extended"(%0#0, %a) : (i32, i32) -> (i32, i1)
  %2:2 = "arith.mulsi_extended"(%1#0, %a) : (i32, i32) -> (i32, i32)
  %3:2 = "arith.mului_extended"(%2#1, %2#0) : (i32, i32) -> (i32, i32)
  %4:3 = "t.three"(%0#1, %1#1, %3#0, %3#1) : (i1, i1, i32, i32) -> (i32, i32, i32)
  "t.use"(%4#0, %4#2) : (i32, i32) -> ()
  %5 = "arith.constant"() <{value = 4 : index}> : () -> index
  %6 = "arith.muli"(%5, %i) : (index, index) -> index
  "t.use"(%6) : (index) -> ()
  "t.region"() ({
    %20:2 = "arith.addui_extended"(%a, %a) : (i32, i32) -> (i32, i1)
    %21:2 = "t.two"() : () -> (i32, i32)
    "t.use"(%20#1, %21#1) : (i1, i32) -> ()
  }) : () -> ()
  "func.return"() : () -> ()
}) : () -> ()
