// RUN: --remove-dead-values
// RUN: --remove-dead-values --mlir-disable-threading
// RUN: --remove-dead-values=canonicalize=false
// Branches in `cf`: block arguments nothing live uses and the operands
// passed to them, in public and private functions: some of them go, others
// (those of a `cf.cond_br` target, a `cf.switch` default) stay.
func.func @public_diamond(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^a(%x, %y : i32, i32), ^b(%y, %x : i32, i32)
^a(%p: i32, %q: i32):
  cf.br ^join(%p, %q : i32, i32)
^b(%r: i32, %s: i32):
  cf.br ^join(%r, %s : i32, i32)
^join(%u: i32, %v: i32):
  return %u : i32
}

func.func private @private_diamond(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^a(%x, %y : i32, i32), ^b(%y, %x : i32, i32)
^a(%p: i32, %q: i32):
  cf.br ^join(%p, %q : i32, i32)
^b(%r: i32, %s: i32):
  cf.br ^join(%r, %s : i32, i32)
^join(%u: i32, %v: i32):
  return %u : i32
}

func.func @calls_private(%c: i1, %x: i32, %y: i32) -> i32 {
  %r = call @private_diamond(%c, %x, %y) : (i1, i32, i32) -> i32
  return %r : i32
}

func.func @dead_computation_in_block(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^a, ^b
^a:
  %d = arith.muli %x, %x : i32
  cf.br ^b
^b:
  return %x : i32
}

func.func @switch(%s: i32, %x: i32, %y: i32) -> i32 {
  cf.switch %s : i32, [
    default: ^d(%x : i32),
    1: ^one(%y, %x : i32, i32)
  ]
^d(%a: i32):
  return %x : i32
^one(%b: i32, %c: i32):
  return %c : i32
}
