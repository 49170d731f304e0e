// RUN: '--pass-pipeline=builtin.module(func.func(canonicalize{max-iterations=1 test-convergence=true}))' --mlir-pass-pipeline-crash-reproducer=/dev/null
// RUN: --test-pass-failure --mlir-pass-pipeline-crash-reproducer=/dev/null
// RUN: --pass-pipeline=builtin.module(func.func(test-pass-failure)) --mlir-pass-pipeline-crash-reproducer=/dev/null --mlir-disable-threading
// RUN: --pass-pipeline=builtin.module(builtin.module(test-pass-failure)) --mlir-pass-pipeline-crash-reproducer=/dev/null --mlir-disable-threading
// RUN: --test-pass-crash --mlir-pass-pipeline-crash-reproducer=/dev/null
// RUN: '--pass-pipeline=builtin.module(func.func(canonicalize{max-iterations=1 test-convergence=true}))'

// A pass failing on functions, on a nested module with a name and on one
// without, and a pass that crashes: mlir-opt's error and note name the
// pass, the first failing op and its symbol, and the reproducer written.
// (Threaded, mlir-opt sometimes adds the failures that ran at the same
// time: the runs that fail on several ops are serial.)

module {
  func.func @twice(%arg0: i32) -> i32 {
    %c0 = arith.constant 0 : i32
    %0 = arith.addi %arg0, %c0 : i32
    %1 = arith.addi %0, %c0 : i32
    return %1 : i32
  }
  func.func private @other()
  module @named {
  }
  module {
  }
}
