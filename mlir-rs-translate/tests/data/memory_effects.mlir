// `#llvm.memory_effects` becomes LLVM's `memory(...)` function attribute.
llvm.func @none(f32) -> f32 attributes {memory_effects = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>}
llvm.func @reads_args(!llvm.ptr) -> i32 attributes {memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>}
llvm.func @writes_errno(f64) -> f64 attributes {memory_effects = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none, errnoMem = write, targetMem0 = none, targetMem1 = none>}
llvm.func @mixed(!llvm.ptr) attributes {memory_effects = #llvm.memory_effects<other = read, argMem = readwrite, inaccessibleMem = write, errnoMem = none, targetMem0 = read, targetMem1 = none>}
llvm.func @all(!llvm.ptr) attributes {memory_effects = #llvm.memory_effects<other = readwrite, argMem = readwrite, inaccessibleMem = readwrite, errnoMem = readwrite, targetMem0 = readwrite, targetMem1 = readwrite>}
llvm.func @defined(%x: f32) -> f32 attributes {memory_effects = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>} {
  %0 = llvm.call @none(%x) : (f32) -> f32
  llvm.return %0 : f32
}
