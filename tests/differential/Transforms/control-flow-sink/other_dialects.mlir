// RUN: --control-flow-sink
// Pure ops of any dialect move: `math`, `index`, `llvm` arithmetic, a
// `ub.poison`; `llvm.load` reads memory and stays.
func.func @mixed(%cond: i1, %f: f32, %i: index, %p: !llvm.ptr, %a: i32) -> (f32, index, i32) {
  %sq = math.sqrt %f : f32
  %e = math.exp %sq : f32
  %k = index.constant 4
  %sum = index.add %i, %k
  %l = llvm.add %a, %a : i32
  %ld = llvm.load %p : !llvm.ptr -> i32
  %poison = ub.poison : i32
  %r:3 = scf.if %cond -> (f32, index, i32) {
    %m = llvm.mul %l, %ld : i32
    scf.yield %e, %sum, %m : f32, index, i32
  } else {
    scf.yield %f, %i, %poison : f32, index, i32
  }
  return %r#0, %r#1, %r#2 : f32, index, i32
}
