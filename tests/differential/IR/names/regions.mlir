// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// Names in nested regions: enclosing regions' names are visible, siblings'
// are not; each nested region continues from its parent's final counters
// (values, arguments, conflicts), so a name defined after the nested op in
// the parent is already taken inside it.
%top = "arith.constant"() <{value = 0 : index}> : () -> index
"func.func"() <{sym_name = "f", function_type = (index, i32) -> ()}> ({
^bb0(%a: index, %b: i32):
  %0 = "arith.constant"() <{value = 0 : index}> : () -> index
  %1 = "arith.constant"() <{value = 0 : index}> : () -> index
  %2 = "arith.constant"() <{value = 1.0 : f32}> : () -> f32
  %3 = "t.num"(%0) : (index) -> i32
  "t.two"(%3) ({
  ^bb0(%x: index):
    %10 = "arith.constant"() <{value = 0 : index}> : () -> index
    %11 = "arith.constant"() <{value = 1.0 : f32}> : () -> f32
    %12 = "t.num"() : () -> index
    "t.one"() ({
    ^bb0(%y: index):
      %20 = "arith.constant"() <{value = 0 : index}> : () -> index
      %21 = "arith.constant"() <{value = 7 : index}> : () -> index
      %22 = "t.num"(%20, %10, %x, %y, %a, %21, %12) : (index, index, index, index, index, index, index) -> i32
      "t.end"() : () -> ()
    }) : () -> ()
    "t.end"() : () -> ()
  }, {
  ^bb0(%z: index, %w: index):
    %30 = "arith.constant"() <{value = 0 : index}> : () -> index
    %31 = "arith.constant"() <{value = 7 : index}> : () -> index
    %32 = "arith.constant"() <{value = 8 : index}> : () -> index
    %33:2 = "t.pair"(%30, %31, %32, %z, %w) : (index, index, index, index, index) -> (i32, i32)
    "t.end"(%33#1) : (i32) -> ()
  ^bb1(%v: i32):
    %34 = "arith.constant"() <{value = 0 : index}> : () -> index
    "t.end"(%v, %34) : (i32, index) -> ()
  }) : (i32) -> ()
  %4 = "arith.constant"() <{value = 7 : index}> : () -> index
  %5 = "arith.constant"() <{value = 8 : index}> : () -> index
  "func.return"() : () -> ()
}) : () -> ()
"func.func"() <{sym_name = "g", function_type = () -> ()}> ({
  %0 = "arith.constant"() <{value = 0 : index}> : () -> index
  %1 = "arith.constant"() <{value = 0 : index}> : () -> index
  "t.one"() ({
    %2 = "arith.constant"() <{value = 0 : index}> : () -> index
    "t.one"() ({
      %3 = "arith.constant"() <{value = 0 : index}> : () -> index
      "t.end"() : () -> ()
    }) : () -> ()
    "t.end"() : () -> ()
  }) : () -> ()
  "func.return"() : () -> ()
}) : () -> ()
