// RUN: --remove-dead-values --allow-unregistered-dialect
// RUN: --remove-dead-values --allow-unregistered-dialect --mlir-disable-threading
// Ops of unknown dialects with regions, in public functions: the regions
// are analysed, values used only by dead ops inside them go, and the ops
// themselves stay.
func.func @unknown_region(%x: i32) -> i32 {
  "foreign.region"() ({
    %d = arith.addi %x, %x : i32
    "foreign.yield"() : () -> ()
  }) : () -> ()
  return %x : i32
}

func.func @region_with_result(%x: i32) -> i32 {
  %r = "foreign.region"(%x) ({
  ^bb0(%a: i32):
    %d = arith.muli %a, %a : i32
    %e = arith.addi %a, %a : i32
    "foreign.yield"(%e) : (i32) -> ()
  }) : (i32) -> i32
  return %x : i32
}

func.func @scf_inside(%c: i1, %x: i32) -> i32 {
  "foreign.wrap"() ({
    %v:2 = scf.if %c -> (i32, i32) {
      scf.yield %x, %x : i32, i32
    } else {
      scf.yield %x, %x : i32, i32
    }
    "foreign.use"(%v#0) : (i32) -> ()
    "foreign.yield"() : () -> ()
  }) : () -> ()
  return %x : i32
}
