// RUN: --test-next-access --allow-unregistered-dialect
// RUN: --test-next-access --allow-unregistered-dialect --mlir-disable-threading
// Next accesses into and out of the regions of scf ops (with the
// accesses at each region's entry), loops, ops with unknown effects or
// unknown regions, allocations and copies.

func.func @if_region(%m: memref<i32>, %c: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  memref.store %c1, %m[] {name = "before"} : memref<i32>
  scf.if %c {
    memref.store %c1, %m[] {name = "in_then"} : memref<i32>
  } {name = "if1"}
  %v = memref.load %m[] {name = "after_if"} : memref<i32>
  %r = scf.if %c -> i32 {
    %x = memref.load %m[] {name = "then2"} : memref<i32>
    scf.yield %x : i32
  } else {
    memref.store %c1, %m[] {name = "else2"} : memref<i32>
    scf.yield %c1 : i32
  } {name = "if2"}
  %w = memref.load %m[] {name = "after_if_else"} : memref<i32>
  return %w : i32
}

func.func @for_region(%m: memref<i32>, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v0 = arith.constant 7 : i32
  memref.store %v0, %m[] {name = "pre"} : memref<i32>
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %m[] {name = "in_loop"} : memref<i32>
    memref.store %x, %m[] {name = "loop_store"} : memref<i32>
  } {name = "for"}
  %v = memref.load %m[] {name = "after_loop"} : memref<i32>
  return %v : i32
}

func.func @while_region(%m: memref<i32>) -> i32 {
  %c0 = arith.constant 0 : i32
  memref.store %c0, %m[] {name = "w_init"} : memref<i32>
  %r = scf.while (%x = %c0) : (i32) -> i32 {
    %v = memref.load %m[] {name = "w_before"} : memref<i32>
    %go = arith.cmpi slt, %v, %x : i32
    scf.condition(%go) %x : i32
  } do {
  ^bb0(%y: i32):
    memref.store %y, %m[] {name = "w_body"} : memref<i32>
    scf.yield %y : i32
  } attributes {name = "while"}
  %after = memref.load %m[] {name = "w_after"} : memref<i32>
  return %after : i32
}

func.func @unknown_effects(%m: memref<i32>) -> i32 {
  %c1 = arith.constant 1 : i32
  memref.store %c1, %m[] {name = "s1"} : memref<i32>
  "test.unknown"(%m) : (memref<i32>) -> ()
  %v = memref.load %m[] {name = "l1"} : memref<i32>
  "test.region"() ({
    memref.store %c1, %m[] {name = "in_unknown_region"} : memref<i32>
    "test.end"() : () -> ()
  }) : () -> ()
  %w = memref.load %m[] {name = "l2"} : memref<i32>
  return %w : i32
}

func.func @alloc_copy(%src: memref<4xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() {name = "alloc"} : memref<4xi32>
  memref.copy %src, %a {name = "copy"} : memref<4xi32> to memref<4xi32>
  %w = memref.load %a[%c0] {name = "load_a"} : memref<4xi32>
  memref.dealloc %a {name = "dealloc"} : memref<4xi32>
  return %w : i32
}
