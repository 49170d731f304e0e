// RUN: --pass-pipeline='builtin.module(remove-dead-values)'
// RUN: --pass-pipeline='builtin.module(remove-dead-values{canonicalize=false})'
// RUN: --pass-pipeline='builtin.module(remove-dead-values,canonicalize)'
// RUN: --pass-pipeline='builtin.module(canonicalize,remove-dead-values)' --mlir-disable-threading
// The pass in pipelines, with its option in braces, before and after the
// canonicalizer.
func.func private @callee(%a: i32, %b: i32) -> (i32, i32) {
  %s = arith.addi %a, %b : i32
  return %a, %s : i32, i32
}

func.func @caller(%c: i1, %x: i32, %n: index) -> i32 {
  %r:2 = call @callee(%x, %x) : (i32, i32) -> (i32, i32)
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %l:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %x) -> (i32, i32) {
    %t = arith.addi %a, %a : i32
    scf.yield %t, %b : i32, i32
  }
  %v:2 = scf.if %c -> (i32, i32) {
    scf.yield %r#0, %l#0 : i32, i32
  } else {
    scf.yield %l#0, %r#0 : i32, i32
  }
  return %v#1 : i32
}
