// RUN: --allow-unregistered-dialect --topological-sort --split-input-file
// RUN: --allow-unregistered-dialect --topological-sort --split-input-file --mlir-disable-threading
// Each chunk is a module sorted on its own; a chunk that does not verify
// reports its error and the others are still printed.
"q.use"(%v) : (i32) -> ()
%v = "q.def"() : () -> i32

// -----

func.func @bad() -> i32 {
  %x = arith.addi %y, %y : i32
  %y = arith.constant 1 : i32
  return %x : i32
}

// -----

module @named {
  "q.use"(%w) : (i32) -> ()
  %w = "q.def"() : () -> i32
}
