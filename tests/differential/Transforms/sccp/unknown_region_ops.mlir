// RUN: --sccp --allow-unregistered-dialect
// RUN: --sccp --allow-unregistered-dialect --mlir-disable-threading
// Ops with regions of unknown semantics: their regions are visited as if
// they may run, their block arguments are unknown and their results too.
func.func @region_op() -> i32 {
  %c2 = arith.constant 2 : i32
  %r = "foreign.region"() ({
  ^bb0(%a: i32):
    %d = arith.addi %c2, %c2 : i32
    %e = arith.addi %a, %d : i32
    "foreign.yield"(%e) : (i32) -> ()
  }) : () -> i32
  return %r : i32
}

func.func @two_regions(%x: i32) -> (i32, i32) {
  %c3 = arith.constant 3 : i32
  %r:2 = "foreign.two"(%c3) ({
    %m = arith.muli %c3, %c3 : i32
    "foreign.yield"(%m) : (i32) -> ()
  }, {
  ^bb0(%b: i32):
    "foreign.yield"(%b) : (i32) -> ()
  }) : (i32) -> (i32, i32)
  return %r#0, %r#1 : i32, i32
}

func.func @multi_block_region() -> i64 {
  %c1 = arith.constant 1 : i64
  %r = "foreign.region"() ({
    %t = arith.constant true
    cf.cond_br %t, ^x, ^y
  ^x:
    %a = arith.addi %c1, %c1 : i64
    "foreign.yield"(%a) : (i64) -> ()
  ^y:
    "foreign.yield"(%c1) : (i64) -> ()
  }) : () -> i64
  return %r : i64
}

func.func @scf_inside_unknown(%c: i1) -> i32 {
  %r = "foreign.wrap"() ({
    %k = arith.constant 4 : i32
    %v = scf.if %c -> (i32) {
      scf.yield %k : i32
    } else {
      scf.yield %k : i32
    }
    "foreign.yield"(%v) : (i32) -> ()
  }) : () -> i32
  return %r : i32
}
