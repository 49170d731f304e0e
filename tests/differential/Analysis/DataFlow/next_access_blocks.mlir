// RUN: --test-next-access
// RUN: --test-next-access --mlir-disable-threading
// RUN: --test-next-access --mlir-print-op-generic
// The next accesses of memory through straight-line code, branches that
// join, a branch on a known condition, loops in blocks, and memrefs
// forwarded through block arguments.

func.func @straight(%m: memref<i32>, %n: memref<i32>) -> i32 {
  %c1 = arith.constant 1 : i32
  memref.store %c1, %m[] {name = "m1"} : memref<i32>
  memref.store %c1, %n[] {name = "n1"} : memref<i32>
  %v = memref.load %m[] {name = "load_m"} : memref<i32>
  %w = memref.load %n[] {name = "load_n"} : memref<i32>
  return {name = "ret"} %v : i32
}

func.func @diamond(%m: memref<i32>, %c: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  memref.store %c1, %m[] {name = "entry"} : memref<i32>
  cf.cond_br %c, ^then, ^else
^then:
  memref.store %c1, %m[] {name = "then"} : memref<i32>
  cf.br ^join
^else:
  cf.br ^join
^join:
  %v = memref.load %m[] {name = "join"} : memref<i32>
  return %v : i32
}

func.func @known_branch(%m: memref<i32>) -> i32 {
  %c1 = arith.constant 1 : i32
  %t = arith.constant true
  memref.store %c1, %m[] {name = "first"} : memref<i32>
  cf.cond_br %t, ^live, ^dead
^dead:
  memref.store %c1, %m[] {name = "never"} : memref<i32>
  cf.br ^live
^live:
  %v = memref.load %m[] {name = "after_known"} : memref<i32>
  return %v : i32
}

func.func @loop(%m: memref<i32>, %n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  memref.store %c0, %m[] {name = "init"} : memref<i32>
  cf.br ^head(%c0 : i32)
^head(%i: i32):
  %v = memref.load %m[] {name = "head"} : memref<i32>
  %more = arith.cmpi slt, %i, %n : i32
  cf.cond_br %more, ^body, ^exit
^body:
  memref.store %i, %m[] {name = "body"} : memref<i32>
  %next = arith.addi %i, %c1 : i32
  cf.br ^head(%next : i32)
^exit:
  %r = memref.load %m[] {name = "exit"} : memref<i32>
  return %r : i32
}

func.func @forwarded(%a: memref<i32>, %b: memref<i32>, %c: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  memref.store %c1, %a[] {name = "a"} : memref<i32>
  cf.br ^one(%a : memref<i32>)
^one(%x: memref<i32>):
  %v = memref.load %x[] {name = "through_arg"} : memref<i32>
  cf.cond_br %c, ^two(%a : memref<i32>), ^two(%b : memref<i32>)
^two(%y: memref<i32>):
  %w = memref.load %y[] {name = "conflicting_arg"} : memref<i32>
  return %w : i32
}
