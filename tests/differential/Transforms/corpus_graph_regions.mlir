// RUN: --allow-unregistered-dialect --cse
// RUN: --allow-unregistered-dialect --canonicalize
// RUN: --allow-unregistered-dialect --canonicalize --cse --mlir-print-debuginfo
// The module's body is a graph region: values may be used before they
// are defined there.
%0 = arith.addi %1, %2 : i32 loc("sum_before")
%1 = "u.make"() : () -> i32
%2 = "u.make"() : () -> i32
%3 = arith.addi %1, %2 : i32 loc("sum_after")
%4 = arith.addi %2, %1 : i32 loc("sum_swapped")
"u.use"(%0, %3, %4) : (i32, i32, i32) -> ()
%5 = arith.muli %1, %1 : i32
%c = arith.constant 8 : i32 loc("c1")
"u.use"(%c) : (i32) -> ()
%d = arith.constant 8 : i32 loc("c2")
"u.use"(%d) : (i32) -> ()
%6 = arith.muli %1, %2 : i32
%7 = arith.muli %1, %2 : i32
"u.use"(%7) : (i32) -> ()
