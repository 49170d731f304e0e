// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// RUN: --allow-unregistered-dialect --mlir-print-debuginfo
// Signless, signed and unsigned integer types of assorted widths.
%0:4 = "t.signless"() : () -> (i1, i8, i32, i1000)
%1:3 = "t.signed"() : () -> (si1, si16, si64)
%2:3 = "t.unsigned"() : () -> (ui1, ui7, ui128)
%3 = "t.index"() : () -> index
%4 = "t.zero_width"() : () -> i0
%5 = "t.max_width"() : () -> i16777215
"t.use"(%0#0, %1#2, %2#1, %3) : (i1, si64, ui7, index) -> ()
