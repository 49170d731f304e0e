// RUN: --int-range-optimizations --allow-unregistered-dialect
// RUN: --int-range-optimizations --allow-unregistered-dialect --mlir-disable-threading
// Results of ops of unknown dialects have the full range of their type;
// their bounded operands still fold in the comparisons that use them, and
// the values inside their regions are analysed too.
func.func @unknown_result(%x: i32) -> (i1, i1) {
  %u = "foreign.value"() : () -> i32
  %m = arith.constant 3 : i32
  %a = arith.andi %u, %m : i32
  %c4 = arith.constant 4 : i32
  %lt = arith.cmpi ult, %a, %c4 : i32
  %lt2 = arith.cmpi ult, %u, %c4 : i32
  return %lt, %lt2 : i1, i1
}

func.func @unknown_region(%x: i32) -> i32 {
  %r = "foreign.region"(%x) ({
  ^bb0(%arg: i32):
    %m = arith.constant 1 : i32
    %a = arith.andi %arg, %m : i32
    %c2 = arith.constant 2 : i32
    %lt = arith.cmpi ult, %a, %c2 : i32
    %e = arith.extui %lt : i1 to i32
    "foreign.yield"(%e) : (i32) -> ()
  }) : (i32) -> i32
  return %r : i32
}

func.func @unknown_terminator(%x: i8) -> i1 {
  %c1 = arith.constant 1 : i8
  %c2 = arith.constant 2 : i8
  "foreign.branch"(%c1, %c2)[^a, ^b] : (i8, i8) -> ()
^a:
  cf.br ^join(%c1 : i8)
^b:
  cf.br ^join(%c2 : i8)
^join(%j: i8):
  %c3 = arith.constant 3 : i8
  %lt = arith.cmpi ult, %j, %c3 : i8
  return %lt : i1
}

func.func @constant_operands(%x: i32) {
  %m = arith.constant 0 : i32
  %a = arith.andi %x, %m : i32
  "foreign.consume"(%a) : (i32) -> ()
  return
}
