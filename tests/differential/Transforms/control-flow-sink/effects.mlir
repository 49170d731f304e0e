// RUN: --allow-unregistered-dialect --control-flow-sink
// Only ops free of memory effects move: loads, stores, calls and ops of
// unknown dialects stay where they are, while the pure ops between them
// and the `scf.if` move.
func.func private @callee(i32) -> i32
func.func @effects(%cond: i1, %m: memref<4xi32>, %i: index) -> i32 {
  %loaded = memref.load %m[%i] : memref<4xi32>
  %doubled = arith.addi %loaded, %loaded : i32
  %called = func.call @callee(%doubled) : (i32) -> i32
  %unknown = "u.value"() : () -> i32
  %mixed = arith.addi %unknown, %doubled : i32
  %alloc = memref.alloc() : memref<i32>
  %r = scf.if %cond -> (i32) {
    %s = arith.addi %mixed, %called : i32
    memref.store %s, %alloc[] : memref<i32>
    scf.yield %s : i32
  } else {
    %zero = arith.constant 0 : i32
    scf.yield %zero : i32
  }
  return %r : i32
}
