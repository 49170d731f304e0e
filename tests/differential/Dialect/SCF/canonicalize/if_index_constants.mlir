// RUN: --canonicalize
// RUN: --mlir-print-op-generic --canonicalize
// scf.if on conditions and yields from constants of another dialect (index).
func.func private @sink(i32)
func.func @f(%a: i32, %c: i1) -> i1 {
  %t = index.bool.constant true
  scf.if %t {
    func.call @sink(%a) : (i32) -> ()
  }
  %r = scf.if %c -> (i1) {
    %x = index.bool.constant false
    func.call @sink(%a) : (i32) -> ()
    scf.yield %x : i1
  } else {
    %y = index.bool.constant true
    scf.yield %y : i1
  }
  scf.if %c {
    %e = arith.extui %c : i1 to i32
    func.call @sink(%e) : (i32) -> ()
  }
  return %r : i1
}
