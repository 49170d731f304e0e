// RUN: --remove-dead-values=canonicalize=maybe
// RUN: --remove-dead-values=canonicalize=0
// The option takes a boolean; a word that is none is refused before the
// pass runs.
func.func @f(%a: i32, %b: i32, %c: i1) -> i32 {
  %r = scf.if %c -> i32 {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  return %a : i32
}
