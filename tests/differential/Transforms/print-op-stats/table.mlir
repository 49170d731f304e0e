// RUN: --allow-unregistered-dialect --print-op-stats
// RUN: --allow-unregistered-dialect --print-op-stats=json
// RUN: --allow-unregistered-dialect --print-op-stats=json=false
// Every op is counted, the module itself and ops nested in regions
// included; names sort byte by byte; the dialects align on their dot,
// an op name with several dots splits at the first.
module {
  func.func @f(%a: i32) -> i32 {
    %0 = arith.addi %a, %a : i32
    %1 = arith.muli %0, %a : i32
    %2 = arith.addi %1, %0 : i32
    "u.region"() ({
      "Zed.op"() : () -> ()
      "longdialectname.x"() : () -> ()
      "u.multi.part.name"() : () -> ()
    }) : () -> ()
    return %2 : i32
  }
  func.func private @decl()
}
