// RUN: --control-flow-sink
// Sinking only asks for ops free of memory effects: an `index.remu` moved
// into the `scf.if` is no longer a valid dimension for the `affine.load`
// there, and the IR after the pass does not verify.
func.func @remu(%m: memref<8xi32>, %i: index, %cond: i1) -> i32 {
  %eight = index.constant 8
  %rem = index.remu %i, %eight
  %r = scf.if %cond -> (i32) {
    %v = affine.load %m[%rem] : memref<8xi32>
    scf.yield %v : i32
  } else {
    %c = index.castu %i : index to i32
    scf.yield %c : i32
  }
  return %r : i32
}
