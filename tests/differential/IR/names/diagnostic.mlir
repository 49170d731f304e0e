// RUN: --allow-unregistered-dialect
// A failing op's "see current operation" note is generic: its operands are
// numbered, not named, even though the constants would print as %c0, %cst.
"func.func"() <{sym_name = "f", function_type = () -> ()}> ({
  %0 = "arith.constant"() <{value = 0 : index}> : () -> index
  %1 = "arith.constant"() <{value = 1.0 : f32}> : () -> f32
  %2:2 = "arith.addui_extended"(%0, %0) : (index, index) -> (index, i1)
  %3 = "t.use"(%2#1, %1) : (i1, f32) -> i32
  %4 = "arith.addi"(%0, %3) : (index, i32) -> index
  "func.return"() : () -> ()
}) : () -> ()
