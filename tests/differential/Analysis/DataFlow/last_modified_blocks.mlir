// RUN: --test-last-modified
// RUN: --test-last-modified --mlir-disable-threading
// RECORD-STDERR
// The last writes to a memref through straight-line code, branches that
// join, a branch on a known condition, and a loop in blocks.

func.func @straight(%m: memref<i32>, %n: memref<i32>) -> i32 {
  %c1 = arith.constant 1 : i32
  memref.store %c1, %m[] {tag_name = "m1"} : memref<i32>
  memref.store %c1, %n[] {tag_name = "n1"} : memref<i32>
  memref.store %c1, %m[] {tag_name = "m2"} : memref<i32>
  %v = memref.load %m[] {tag = "load_m"} : memref<i32>
  %w = memref.load %n[] {tag = "load_n"} : memref<i32>
  return {tag = "ret"} %v : i32
}

func.func @diamond(%m: memref<i32>, %c: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  memref.store %c1, %m[] {tag_name = "entry"} : memref<i32>
  cf.cond_br %c, ^then, ^else
^then:
  memref.store %c1, %m[] {tag_name = "then"} : memref<i32>
  cf.br ^join
^else:
  cf.br ^join
^join:
  %v = memref.load %m[] {tag = "join"} : memref<i32>
  return %v : i32
}

func.func @known_branch(%m: memref<i32>) -> i32 {
  %c1 = arith.constant 1 : i32
  %f = arith.constant false
  memref.store %c1, %m[] {tag_name = "first"} : memref<i32>
  cf.cond_br %f, ^dead, ^live
^dead:
  memref.store %c1, %m[] {tag_name = "never"} : memref<i32>
  cf.br ^live
^live:
  %v = memref.load %m[] {tag = "after_known"} : memref<i32>
  return %v : i32
}

func.func @loop(%m: memref<i32>, %n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  memref.store %c0, %m[] {tag_name = "init"} : memref<i32>
  cf.br ^head(%c0 : i32)
^head(%i: i32):
  %v = memref.load %m[] {tag = "head"} : memref<i32>
  %more = arith.cmpi slt, %i, %n : i32
  cf.cond_br %more, ^body, ^exit
^body:
  memref.store %i, %m[] {tag_name = "body"} : memref<i32>
  %next = arith.addi %i, %c1 : i32
  cf.br ^head(%next : i32)
^exit:
  %r = memref.load %m[] {tag = "exit"} : memref<i32>
  return %r : i32
}

func.func @forwarded(%a: memref<i32>, %b: memref<i32>, %c: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  memref.store %c1, %a[] {tag_name = "a"} : memref<i32>
  cf.br ^one(%a : memref<i32>)
^one(%x: memref<i32>):
  %v = memref.load %x[] {tag = "through_arg"} : memref<i32>
  cf.cond_br %c, ^two(%a : memref<i32>), ^two(%b : memref<i32>)
^two(%y: memref<i32>):
  %w = memref.load %y[] {tag = "conflicting_arg"} : memref<i32>
  return %w : i32
}
