// RUN: --allow-unregistered-dialect --convert-arith-to-llvm
// The pass converts every op under the root: nested modules, several
// functions, ops at module level inside unregistered ops' regions.
module {
  func.func @outer(%a: i16) -> i16 {
    %0 = arith.xori %a, %a : i16
    return %0 : i16
  }
  module @inner {
    func.func @inside(%x: f64) -> f64 {
      %0 = arith.divf %x, %x fastmath<arcp> : f64
      return %0 : f64
    }
  }
  "test.region"() ({
    %c = arith.constant 4 : i8
    %0 = arith.shli %c, %c : i8
    "test.use"(%0) : (i8) -> ()
  }) : () -> ()
}
