// RUN: --convert-scf-to-cf=allow-pattern-rollback=0
// RUN: --convert-scf-to-cf=allow-pattern-rollback=maybe
// RUN: --convert-scf-to-cf=rollback=false
// The pass's option: LLVM's boolean spellings, a bad value, an unknown
// option.

func.func @f(%c: i1) -> i1 {
  %r = scf.if %c -> (i1) {
    scf.yield %c : i1
  } else {
    %t = arith.constant true
    scf.yield %t : i1
  }
  return %r : i1
}
