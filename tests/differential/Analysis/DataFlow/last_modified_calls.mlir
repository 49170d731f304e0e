// RUN: --test-last-modified
// RUN: --test-last-modified --mlir-disable-threading
// RUN: --test-last-modified=interprocedural=false
// RUN: --test-last-modified=assume-func-writes=true
// RUN: --test-last-modified=interprocedural=false,assume-func-writes=true
// RECORD-STDERR
// Calls: into private functions with bodies (followed, unless the
// analysis is not interprocedural), to declarations (external, written
// with assume-func-writes), and to public functions.

func.func private @writes(%m: memref<i32>) {
  %c1 = arith.constant 1 : i32
  memref.store %c1, %m[] {tag_name = "callee_store"} : memref<i32>
  return {tag = "callee_return"}
}

func.func private @reads(%m: memref<i32>) -> i32 {
  %v = memref.load %m[] {tag = "callee_load"} : memref<i32>
  return %v : i32
}

func.func private @external(%m: memref<i32>)

func.func @public_writer(%m: memref<i32>) {
  %c2 = arith.constant 2 : i32
  memref.store %c2, %m[] {tag_name = "public_store"} : memref<i32>
  return
}

func.func @caller(%m: memref<i32>, %n: memref<i32>) -> i32 {
  %c0 = arith.constant 0 : i32
  memref.store %c0, %m[] {tag_name = "caller_store"} : memref<i32>
  %v0 = memref.load %m[] {tag = "before_calls"} : memref<i32>
  func.call @writes(%m) : (memref<i32>) -> ()
  %v1 = memref.load %m[] {tag = "after_writes"} : memref<i32>
  %v2 = func.call @reads(%m) : (memref<i32>) -> i32
  %v3 = memref.load %m[] {tag = "after_reads"} : memref<i32>
  func.call @external(%m) : (memref<i32>) -> ()
  %v4 = memref.load %m[] {tag = "after_external"} : memref<i32>
  memref.store %c0, %n[] {tag_name = "n_store"} : memref<i32>
  func.call @public_writer(%n) : (memref<i32>) -> ()
  %v5 = memref.load %n[] {tag = "after_public"} : memref<i32>
  return %v5 : i32
}
