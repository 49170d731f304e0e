// RUN: --allow-unregistered-dialect --cse
// RUN: --allow-unregistered-dialect --cse --mlir-print-debuginfo
// Top level: the module's body is a graph region; only uses not yet
// visited are replaced.
%t0 = arith.constant 7 : i64 loc("top":1:1)
%t1 = arith.constant 7 : i64 loc("top":2:1)
"u.use"(%t0, %t1) : (i64, i64) -> ()
func.func @values_used_in_regions(%a: i64) -> i64 {
  %c = arith.constant 2 : i64
  %x = arith.muli %a, %c : i64
  "u.region"(%x) ({
  ^bb0(%arg: i64):
    %c2 = arith.constant 2 : i64
    %y = arith.muli %a, %c2 : i64
    %z = arith.muli %a, %c2 : i64
    "u.use"(%y, %z) : (i64, i64) -> ()
  }) : (i64) -> ()
  %w = arith.muli %a, %c : i64
  return %w : i64
}
func.func @select_and_compare(%c: i1, %a: i32, %b: i32) -> (i32, i32, i1, i1, i1) {
  %0 = arith.select %c, %a, %b : i32
  %1 = arith.select %c, %a, %b : i32
  %2 = arith.cmpi slt, %a, %b : i32
  %3 = arith.cmpi slt, %a, %b : i32
  %4 = arith.cmpi sgt, %a, %b : i32
  return %0, %1, %2, %3, %4 : i32, i32, i1, i1, i1
}
func.func @calls(%a: i32) -> (i32, i32) {
  %0 = func.call @callee(%a) : (i32) -> i32
  %1 = func.call @callee(%a) : (i32) -> i32
  return %0, %1 : i32, i32
}
func.func private @callee(i32) -> i32
func.func @poison_and_casts(%a: i32) -> (i64, i64, i32, i32) {
  %0 = arith.extsi %a : i32 to i64
  %1 = arith.extsi %a : i32 to i64
  %2 = ub.poison : i32
  %3 = ub.poison : i32
  return %0, %1, %2, %3 : i64, i64, i32, i32
}
func.func @loop(%n: index) {
  %c0 = arith.constant 0 : index
  cf.br ^header(%c0 : index)
^header(%i: index):
  %c1 = arith.constant 1 : index
  %cond = arith.cmpi slt, %i, %n : index
  cf.cond_br %cond, ^body, ^exit
^body:
  %c1_again = arith.constant 1 : index
  %next = arith.addi %i, %c1_again : index
  cf.br ^header(%next : index)
^exit:
  return
}
