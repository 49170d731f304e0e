// RUN: --test-next-access
// RUN: --test-next-access --mlir-disable-threading
// RUN: --test-next-access=interprocedural=false
// RUN: --test-next-access=assume-func-reads=true
// RUN: --test-next-access=interprocedural=false,assume-func-reads=true
// Next accesses across calls: into private functions with bodies
// (followed unless the analysis is not interprocedural), to declarations
// (read with assume-func-reads), back out of a private callee to its
// callers, and out of a public function.

func.func private @writes(%m: memref<i32>) {
  %c1 = arith.constant 1 : i32
  memref.store %c1, %m[] {name = "callee_store"} : memref<i32>
  return {name = "callee_return"}
}

func.func private @reads(%m: memref<i32>) -> i32 {
  %v = memref.load %m[] {name = "callee_load"} : memref<i32>
  return %v : i32
}

func.func private @external(%m: memref<i32>)

func.func @public_writer(%m: memref<i32>) {
  %c2 = arith.constant 2 : i32
  memref.store %c2, %m[] {name = "public_store"} : memref<i32>
  return
}

func.func @caller(%m: memref<i32>, %n: memref<i32>) -> i32 {
  %c0 = arith.constant 0 : i32
  memref.store %c0, %m[] {name = "caller_store"} : memref<i32>
  func.call @writes(%m) {name = "call_writes"} : (memref<i32>) -> ()
  %v2 = func.call @reads(%m) {name = "call_reads"} : (memref<i32>) -> i32
  %v3 = memref.load %m[] {name = "after_reads"} : memref<i32>
  func.call @external(%m) {name = "call_external"} : (memref<i32>) -> ()
  %v4 = memref.load %m[] {name = "after_external"} : memref<i32>
  memref.store %c0, %n[] {name = "n_store"} : memref<i32>
  func.call @public_writer(%n) {name = "call_public"} : (memref<i32>) -> ()
  %v5 = memref.load %n[] {name = "after_public"} : memref<i32>
  return %v5 : i32
}
