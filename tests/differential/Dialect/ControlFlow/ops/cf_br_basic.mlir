// RUN:
// RUN: --mlir-print-op-generic
// cf.br without operands, with one and several operands; block labels are
// renamed to ^bbN and get `// pred:` comments.
func.func @br(%a: i32, %b: f32) -> i32 {
  cf.br ^first
^first:
  cf.br ^second(%a : i32)
^second(%x: i32):
  cf.br ^third(%x, %b, %x : i32, f32, i32)
^third(%p: i32, %q: f32, %r: i32):
  %s = arith.addi %p, %r : i32
  return %s : i32
}
