// RUN: --remove-dead-values
// RUN: --remove-dead-values --mlir-disable-threading
// RUN: --remove-dead-values=canonicalize=false
// An scf.if without effects and without live results goes whole, its
// condition with it.
func.func @gone(%a: i32, %b: i32) -> i32 {
  %c = arith.cmpi ult, %a, %b : i32
  %r = scf.if %c -> (i32) {
    %s = arith.addi %a, %b : i32
    scf.yield %s : i32
  } else {
    scf.yield %a : i32
  }
  scf.if %c {
    %x = arith.muli %a, %a : i32
  }
  return %b : i32
}
