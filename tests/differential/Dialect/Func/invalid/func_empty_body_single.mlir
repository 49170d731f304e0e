// RUN:
// A single (non-split) input whose function has arguments and an empty `{}`
// body: unlike `@f() {}` (a parse error "expected non-empty function body"),
// the parser has already created the entry block for the arguments, so the
// verifier reports "empty block: expect at least a terminator" at the func
// (and nothing is printed on stdout, not even the valid first function).
func.func @ok() {
  return
}
func.func @empty(%a: i32) -> i32 {}
