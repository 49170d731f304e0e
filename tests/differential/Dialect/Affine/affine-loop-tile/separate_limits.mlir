// RUN: --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(affine-loop-tile{tile-size=1 separate}))'
// RUN: --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(affine-loop-tile{tile-size=4 separate}))'

// When separation gives up: a tile-space loop with a semi-affine bound
// (never separated), a condition that needs a modulo (separated only
// when no condition is needed); beside bounds it handles.

func.func @a(%u: index) {
  affine.for %i = 0 to affine_map<()[s1] -> (2048 floordiv s1)>()[%u] {
    "test.op"(%i) : (index) -> ()
  }
  return
}
func.func @b(%l: index, %u: index) {
  affine.for %i = max affine_map<()[s0] -> (0, s0)>()[%l] to %u {
    "test.op"(%i) : (index) -> ()
  }
  return
}
func.func @c(%u: index) {
  affine.for %i = 0 to %u {
    "test.op"(%i) : (index) -> ()
  }
  return
}
func.func @d(%u: index) {
  affine.for %i = 0 to affine_map<()[s1] -> (s1 mod 7)>()[%u] {
    "test.op"(%i) : (index) -> ()
  }
  return
}
