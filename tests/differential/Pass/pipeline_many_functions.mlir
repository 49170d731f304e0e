// RUN: --pass-pipeline='builtin.module(func.func(canonicalize,cse))'
// RUN: --pass-pipeline='builtin.module(func.func(canonicalize,cse))' --mlir-disable-threading
// RUN: --pass-pipeline='builtin.module(func.func(cse),canonicalize,func.func(canonicalize{top-down=false}))'
// Many functions, so the nested pass managers run on several threads: the
// output must not depend on which thread ran which function.
module {
  func.func @f0(%a: i32, %b: i32) -> i32 {
    %c = arith.constant 0 : i32
    %d = arith.constant 3 : i32
    %x = arith.addi %a, %b : i32
    %y = arith.addi %a, %b : i32
    %s = arith.muli %c, %d : i32
    %z = arith.addi %x, %y : i32
    %w = arith.addi %z, %s : i32
    return %w : i32
  }
  func.func @f1(%c: i1, %a: index) -> index {
    %0 = arith.constant 1 : index
    %1 = arith.addi %a, %0 : index
    cf.cond_br %c, ^bb1(%1 : index), ^bb2
  ^bb1(%v: index):
    %2 = arith.addi %a, %0 : index
    cf.br ^bb2
  ^bb2:
    %3 = arith.addi %a, %0 : index
    return %3 : index
  }
  func.func private @f2(%a: f32) -> f32 {
    %cst = arith.constant 1.0 : f32
    %cst2 = arith.constant 2.0 : f32
    %0 = arith.addf %cst, %cst2 : f32
    %1 = arith.mulf %a, %0 : f32
    %2 = arith.mulf %a, %0 : f32
    %3 = arith.subf %1, %2 : f32
    return %3 : f32
  }
  func.func @f3(%a: i64) -> (i64, i1) {
    %t = arith.constant true
    %z = arith.constant 0 : i64
    %0 = arith.addi %a, %z : i64
    %1 = arith.xori %t, %t : i1
    %2 = arith.cmpi eq, %0, %a : i64
    %3 = arith.select %2, %0, %a : i64
    return %3, %1 : i64, i1
  }
  func.func @f4(%a: i32, %b: i32) -> i32 {
    %c = arith.constant 4 : i32
    %d = arith.constant 3 : i32
    %x = arith.addi %a, %b : i32
    %y = arith.addi %a, %b : i32
    %s = arith.muli %c, %d : i32
    %z = arith.addi %x, %y : i32
    %w = arith.addi %z, %s : i32
    return %w : i32
  }
  func.func @f5(%c: i1, %a: index) -> index {
    %0 = arith.constant 5 : index
    %1 = arith.addi %a, %0 : index
    cf.cond_br %c, ^bb1(%1 : index), ^bb2
  ^bb1(%v: index):
    %2 = arith.addi %a, %0 : index
    cf.br ^bb2
  ^bb2:
    %3 = arith.addi %a, %0 : index
    return %3 : index
  }
  func.func private @f6(%a: f32) -> f32 {
    %cst = arith.constant 1.0 : f32
    %cst2 = arith.constant 2.0 : f32
    %0 = arith.addf %cst, %cst2 : f32
    %1 = arith.mulf %a, %0 : f32
    %2 = arith.mulf %a, %0 : f32
    %3 = arith.subf %1, %2 : f32
    return %3 : f32
  }
  func.func @f7(%a: i64) -> (i64, i1) {
    %t = arith.constant true
    %z = arith.constant 0 : i64
    %0 = arith.addi %a, %z : i64
    %1 = arith.xori %t, %t : i1
    %2 = arith.cmpi eq, %0, %a : i64
    %3 = arith.select %2, %0, %a : i64
    return %3, %1 : i64, i1
  }
  func.func @f8(%a: i32, %b: i32) -> i32 {
    %c = arith.constant 8 : i32
    %d = arith.constant 3 : i32
    %x = arith.addi %a, %b : i32
    %y = arith.addi %a, %b : i32
    %s = arith.muli %c, %d : i32
    %z = arith.addi %x, %y : i32
    %w = arith.addi %z, %s : i32
    return %w : i32
  }
  func.func @f9(%c: i1, %a: index) -> index {
    %0 = arith.constant 9 : index
    %1 = arith.addi %a, %0 : index
    cf.cond_br %c, ^bb1(%1 : index), ^bb2
  ^bb1(%v: index):
    %2 = arith.addi %a, %0 : index
    cf.br ^bb2
  ^bb2:
    %3 = arith.addi %a, %0 : index
    return %3 : index
  }
  func.func private @f10(%a: f32) -> f32 {
    %cst = arith.constant 1.0 : f32
    %cst2 = arith.constant 2.0 : f32
    %0 = arith.addf %cst, %cst2 : f32
    %1 = arith.mulf %a, %0 : f32
    %2 = arith.mulf %a, %0 : f32
    %3 = arith.subf %1, %2 : f32
    return %3 : f32
  }
  func.func @f11(%a: i64) -> (i64, i1) {
    %t = arith.constant true
    %z = arith.constant 0 : i64
    %0 = arith.addi %a, %z : i64
    %1 = arith.xori %t, %t : i1
    %2 = arith.cmpi eq, %0, %a : i64
    %3 = arith.select %2, %0, %a : i64
    return %3, %1 : i64, i1
  }
  func.func @f12(%a: i32, %b: i32) -> i32 {
    %c = arith.constant 12 : i32
    %d = arith.constant 3 : i32
    %x = arith.addi %a, %b : i32
    %y = arith.addi %a, %b : i32
    %s = arith.muli %c, %d : i32
    %z = arith.addi %x, %y : i32
    %w = arith.addi %z, %s : i32
    return %w : i32
  }
  func.func @f13(%c: i1, %a: index) -> index {
    %0 = arith.constant 13 : index
    %1 = arith.addi %a, %0 : index
    cf.cond_br %c, ^bb1(%1 : index), ^bb2
  ^bb1(%v: index):
    %2 = arith.addi %a, %0 : index
    cf.br ^bb2
  ^bb2:
    %3 = arith.addi %a, %0 : index
    return %3 : index
  }
  func.func private @f14(%a: f32) -> f32 {
    %cst = arith.constant 1.0 : f32
    %cst2 = arith.constant 2.0 : f32
    %0 = arith.addf %cst, %cst2 : f32
    %1 = arith.mulf %a, %0 : f32
    %2 = arith.mulf %a, %0 : f32
    %3 = arith.subf %1, %2 : f32
    return %3 : f32
  }
  func.func @f15(%a: i64) -> (i64, i1) {
    %t = arith.constant true
    %z = arith.constant 0 : i64
    %0 = arith.addi %a, %z : i64
    %1 = arith.xori %t, %t : i1
    %2 = arith.cmpi eq, %0, %a : i64
    %3 = arith.select %2, %0, %a : i64
    return %3, %1 : i64, i1
  }
  func.func @f16(%a: i32, %b: i32) -> i32 {
    %c = arith.constant 16 : i32
    %d = arith.constant 3 : i32
    %x = arith.addi %a, %b : i32
    %y = arith.addi %a, %b : i32
    %s = arith.muli %c, %d : i32
    %z = arith.addi %x, %y : i32
    %w = arith.addi %z, %s : i32
    return %w : i32
  }
  func.func @f17(%c: i1, %a: index) -> index {
    %0 = arith.constant 17 : index
    %1 = arith.addi %a, %0 : index
    cf.cond_br %c, ^bb1(%1 : index), ^bb2
  ^bb1(%v: index):
    %2 = arith.addi %a, %0 : index
    cf.br ^bb2
  ^bb2:
    %3 = arith.addi %a, %0 : index
    return %3 : index
  }
  func.func private @f18(%a: f32) -> f32 {
    %cst = arith.constant 1.0 : f32
    %cst2 = arith.constant 2.0 : f32
    %0 = arith.addf %cst, %cst2 : f32
    %1 = arith.mulf %a, %0 : f32
    %2 = arith.mulf %a, %0 : f32
    %3 = arith.subf %1, %2 : f32
    return %3 : f32
  }
  func.func @f19(%a: i64) -> (i64, i1) {
    %t = arith.constant true
    %z = arith.constant 0 : i64
    %0 = arith.addi %a, %z : i64
    %1 = arith.xori %t, %t : i1
    %2 = arith.cmpi eq, %0, %a : i64
    %3 = arith.select %2, %0, %a : i64
    return %3, %1 : i64, i1
  }
  func.func @f20(%a: i32, %b: i32) -> i32 {
    %c = arith.constant 20 : i32
    %d = arith.constant 3 : i32
    %x = arith.addi %a, %b : i32
    %y = arith.addi %a, %b : i32
    %s = arith.muli %c, %d : i32
    %z = arith.addi %x, %y : i32
    %w = arith.addi %z, %s : i32
    return %w : i32
  }
  func.func @f21(%c: i1, %a: index) -> index {
    %0 = arith.constant 21 : index
    %1 = arith.addi %a, %0 : index
    cf.cond_br %c, ^bb1(%1 : index), ^bb2
  ^bb1(%v: index):
    %2 = arith.addi %a, %0 : index
    cf.br ^bb2
  ^bb2:
    %3 = arith.addi %a, %0 : index
    return %3 : index
  }
  func.func private @f22(%a: f32) -> f32 {
    %cst = arith.constant 1.0 : f32
    %cst2 = arith.constant 2.0 : f32
    %0 = arith.addf %cst, %cst2 : f32
    %1 = arith.mulf %a, %0 : f32
    %2 = arith.mulf %a, %0 : f32
    %3 = arith.subf %1, %2 : f32
    return %3 : f32
  }
  func.func @f23(%a: i64) -> (i64, i1) {
    %t = arith.constant true
    %z = arith.constant 0 : i64
    %0 = arith.addi %a, %z : i64
    %1 = arith.xori %t, %t : i1
    %2 = arith.cmpi eq, %0, %a : i64
    %3 = arith.select %2, %0, %a : i64
    return %3, %1 : i64, i1
  }
  func.func @f24(%a: i32, %b: i32) -> i32 {
    %c = arith.constant 24 : i32
    %d = arith.constant 3 : i32
    %x = arith.addi %a, %b : i32
    %y = arith.addi %a, %b : i32
    %s = arith.muli %c, %d : i32
    %z = arith.addi %x, %y : i32
    %w = arith.addi %z, %s : i32
    return %w : i32
  }
  func.func @f25(%c: i1, %a: index) -> index {
    %0 = arith.constant 25 : index
    %1 = arith.addi %a, %0 : index
    cf.cond_br %c, ^bb1(%1 : index), ^bb2
  ^bb1(%v: index):
    %2 = arith.addi %a, %0 : index
    cf.br ^bb2
  ^bb2:
    %3 = arith.addi %a, %0 : index
    return %3 : index
  }
  func.func private @f26(%a: f32) -> f32 {
    %cst = arith.constant 1.0 : f32
    %cst2 = arith.constant 2.0 : f32
    %0 = arith.addf %cst, %cst2 : f32
    %1 = arith.mulf %a, %0 : f32
    %2 = arith.mulf %a, %0 : f32
    %3 = arith.subf %1, %2 : f32
    return %3 : f32
  }
  func.func @f27(%a: i64) -> (i64, i1) {
    %t = arith.constant true
    %z = arith.constant 0 : i64
    %0 = arith.addi %a, %z : i64
    %1 = arith.xori %t, %t : i1
    %2 = arith.cmpi eq, %0, %a : i64
    %3 = arith.select %2, %0, %a : i64
    return %3, %1 : i64, i1
  }
  func.func @f28(%a: i32, %b: i32) -> i32 {
    %c = arith.constant 28 : i32
    %d = arith.constant 3 : i32
    %x = arith.addi %a, %b : i32
    %y = arith.addi %a, %b : i32
    %s = arith.muli %c, %d : i32
    %z = arith.addi %x, %y : i32
    %w = arith.addi %z, %s : i32
    return %w : i32
  }
  func.func @f29(%c: i1, %a: index) -> index {
    %0 = arith.constant 29 : index
    %1 = arith.addi %a, %0 : index
    cf.cond_br %c, ^bb1(%1 : index), ^bb2
  ^bb1(%v: index):
    %2 = arith.addi %a, %0 : index
    cf.br ^bb2
  ^bb2:
    %3 = arith.addi %a, %0 : index
    return %3 : index
  }
  func.func private @f30(%a: f32) -> f32 {
    %cst = arith.constant 1.0 : f32
    %cst2 = arith.constant 2.0 : f32
    %0 = arith.addf %cst, %cst2 : f32
    %1 = arith.mulf %a, %0 : f32
    %2 = arith.mulf %a, %0 : f32
    %3 = arith.subf %1, %2 : f32
    return %3 : f32
  }
  func.func @f31(%a: i64) -> (i64, i1) {
    %t = arith.constant true
    %z = arith.constant 0 : i64
    %0 = arith.addi %a, %z : i64
    %1 = arith.xori %t, %t : i1
    %2 = arith.cmpi eq, %0, %a : i64
    %3 = arith.select %2, %0, %a : i64
    return %3, %1 : i64, i1
  }
  func.func @f32(%a: i32, %b: i32) -> i32 {
    %c = arith.constant 32 : i32
    %d = arith.constant 3 : i32
    %x = arith.addi %a, %b : i32
    %y = arith.addi %a, %b : i32
    %s = arith.muli %c, %d : i32
    %z = arith.addi %x, %y : i32
    %w = arith.addi %z, %s : i32
    return %w : i32
  }
  func.func @f33(%c: i1, %a: index) -> index {
    %0 = arith.constant 33 : index
    %1 = arith.addi %a, %0 : index
    cf.cond_br %c, ^bb1(%1 : index), ^bb2
  ^bb1(%v: index):
    %2 = arith.addi %a, %0 : index
    cf.br ^bb2
  ^bb2:
    %3 = arith.addi %a, %0 : index
    return %3 : index
  }
  func.func private @f34(%a: f32) -> f32 {
    %cst = arith.constant 1.0 : f32
    %cst2 = arith.constant 2.0 : f32
    %0 = arith.addf %cst, %cst2 : f32
    %1 = arith.mulf %a, %0 : f32
    %2 = arith.mulf %a, %0 : f32
    %3 = arith.subf %1, %2 : f32
    return %3 : f32
  }
  func.func @f35(%a: i64) -> (i64, i1) {
    %t = arith.constant true
    %z = arith.constant 0 : i64
    %0 = arith.addi %a, %z : i64
    %1 = arith.xori %t, %t : i1
    %2 = arith.cmpi eq, %0, %a : i64
    %3 = arith.select %2, %0, %a : i64
    return %3, %1 : i64, i1
  }
  func.func @f36(%a: i32, %b: i32) -> i32 {
    %c = arith.constant 36 : i32
    %d = arith.constant 3 : i32
    %x = arith.addi %a, %b : i32
    %y = arith.addi %a, %b : i32
    %s = arith.muli %c, %d : i32
    %z = arith.addi %x, %y : i32
    %w = arith.addi %z, %s : i32
    return %w : i32
  }
  func.func @f37(%c: i1, %a: index) -> index {
    %0 = arith.constant 37 : index
    %1 = arith.addi %a, %0 : index
    cf.cond_br %c, ^bb1(%1 : index), ^bb2
  ^bb1(%v: index):
    %2 = arith.addi %a, %0 : index
    cf.br ^bb2
  ^bb2:
    %3 = arith.addi %a, %0 : index
    return %3 : index
  }
  func.func private @f38(%a: f32) -> f32 {
    %cst = arith.constant 1.0 : f32
    %cst2 = arith.constant 2.0 : f32
    %0 = arith.addf %cst, %cst2 : f32
    %1 = arith.mulf %a, %0 : f32
    %2 = arith.mulf %a, %0 : f32
    %3 = arith.subf %1, %2 : f32
    return %3 : f32
  }
  func.func @f39(%a: i64) -> (i64, i1) {
    %t = arith.constant true
    %z = arith.constant 0 : i64
    %0 = arith.addi %a, %z : i64
    %1 = arith.xori %t, %t : i1
    %2 = arith.cmpi eq, %0, %a : i64
    %3 = arith.select %2, %0, %a : i64
    return %3, %1 : i64, i1
  }
  func.func @f40(%a: i32, %b: i32) -> i32 {
    %c = arith.constant 40 : i32
    %d = arith.constant 3 : i32
    %x = arith.addi %a, %b : i32
    %y = arith.addi %a, %b : i32
    %s = arith.muli %c, %d : i32
    %z = arith.addi %x, %y : i32
    %w = arith.addi %z, %s : i32
    return %w : i32
  }
  func.func @f41(%c: i1, %a: index) -> index {
    %0 = arith.constant 41 : index
    %1 = arith.addi %a, %0 : index
    cf.cond_br %c, ^bb1(%1 : index), ^bb2
  ^bb1(%v: index):
    %2 = arith.addi %a, %0 : index
    cf.br ^bb2
  ^bb2:
    %3 = arith.addi %a, %0 : index
    return %3 : index
  }
  func.func private @f42(%a: f32) -> f32 {
    %cst = arith.constant 1.0 : f32
    %cst2 = arith.constant 2.0 : f32
    %0 = arith.addf %cst, %cst2 : f32
    %1 = arith.mulf %a, %0 : f32
    %2 = arith.mulf %a, %0 : f32
    %3 = arith.subf %1, %2 : f32
    return %3 : f32
  }
  func.func @f43(%a: i64) -> (i64, i1) {
    %t = arith.constant true
    %z = arith.constant 0 : i64
    %0 = arith.addi %a, %z : i64
    %1 = arith.xori %t, %t : i1
    %2 = arith.cmpi eq, %0, %a : i64
    %3 = arith.select %2, %0, %a : i64
    return %3, %1 : i64, i1
  }
  func.func @f44(%a: i32, %b: i32) -> i32 {
    %c = arith.constant 44 : i32
    %d = arith.constant 3 : i32
    %x = arith.addi %a, %b : i32
    %y = arith.addi %a, %b : i32
    %s = arith.muli %c, %d : i32
    %z = arith.addi %x, %y : i32
    %w = arith.addi %z, %s : i32
    return %w : i32
  }
  func.func @f45(%c: i1, %a: index) -> index {
    %0 = arith.constant 45 : index
    %1 = arith.addi %a, %0 : index
    cf.cond_br %c, ^bb1(%1 : index), ^bb2
  ^bb1(%v: index):
    %2 = arith.addi %a, %0 : index
    cf.br ^bb2
  ^bb2:
    %3 = arith.addi %a, %0 : index
    return %3 : index
  }
  func.func private @f46(%a: f32) -> f32 {
    %cst = arith.constant 1.0 : f32
    %cst2 = arith.constant 2.0 : f32
    %0 = arith.addf %cst, %cst2 : f32
    %1 = arith.mulf %a, %0 : f32
    %2 = arith.mulf %a, %0 : f32
    %3 = arith.subf %1, %2 : f32
    return %3 : f32
  }
  func.func @f47(%a: i64) -> (i64, i1) {
    %t = arith.constant true
    %z = arith.constant 0 : i64
    %0 = arith.addi %a, %z : i64
    %1 = arith.xori %t, %t : i1
    %2 = arith.cmpi eq, %0, %a : i64
    %3 = arith.select %2, %0, %a : i64
    return %3, %1 : i64, i1
  }
  func.func @f48(%a: i32, %b: i32) -> i32 {
    %c = arith.constant 48 : i32
    %d = arith.constant 3 : i32
    %x = arith.addi %a, %b : i32
    %y = arith.addi %a, %b : i32
    %s = arith.muli %c, %d : i32
    %z = arith.addi %x, %y : i32
    %w = arith.addi %z, %s : i32
    return %w : i32
  }
  func.func @f49(%c: i1, %a: index) -> index {
    %0 = arith.constant 49 : index
    %1 = arith.addi %a, %0 : index
    cf.cond_br %c, ^bb1(%1 : index), ^bb2
  ^bb1(%v: index):
    %2 = arith.addi %a, %0 : index
    cf.br ^bb2
  ^bb2:
    %3 = arith.addi %a, %0 : index
    return %3 : index
  }
  func.func private @f50(%a: f32) -> f32 {
    %cst = arith.constant 1.0 : f32
    %cst2 = arith.constant 2.0 : f32
    %0 = arith.addf %cst, %cst2 : f32
    %1 = arith.mulf %a, %0 : f32
    %2 = arith.mulf %a, %0 : f32
    %3 = arith.subf %1, %2 : f32
    return %3 : f32
  }
  func.func @f51(%a: i64) -> (i64, i1) {
    %t = arith.constant true
    %z = arith.constant 0 : i64
    %0 = arith.addi %a, %z : i64
    %1 = arith.xori %t, %t : i1
    %2 = arith.cmpi eq, %0, %a : i64
    %3 = arith.select %2, %0, %a : i64
    return %3, %1 : i64, i1
  }
  func.func @f52(%a: i32, %b: i32) -> i32 {
    %c = arith.constant 52 : i32
    %d = arith.constant 3 : i32
    %x = arith.addi %a, %b : i32
    %y = arith.addi %a, %b : i32
    %s = arith.muli %c, %d : i32
    %z = arith.addi %x, %y : i32
    %w = arith.addi %z, %s : i32
    return %w : i32
  }
  func.func @f53(%c: i1, %a: index) -> index {
    %0 = arith.constant 53 : index
    %1 = arith.addi %a, %0 : index
    cf.cond_br %c, ^bb1(%1 : index), ^bb2
  ^bb1(%v: index):
    %2 = arith.addi %a, %0 : index
    cf.br ^bb2
  ^bb2:
    %3 = arith.addi %a, %0 : index
    return %3 : index
  }
  func.func private @f54(%a: f32) -> f32 {
    %cst = arith.constant 1.0 : f32
    %cst2 = arith.constant 2.0 : f32
    %0 = arith.addf %cst, %cst2 : f32
    %1 = arith.mulf %a, %0 : f32
    %2 = arith.mulf %a, %0 : f32
    %3 = arith.subf %1, %2 : f32
    return %3 : f32
  }
  func.func @f55(%a: i64) -> (i64, i1) {
    %t = arith.constant true
    %z = arith.constant 0 : i64
    %0 = arith.addi %a, %z : i64
    %1 = arith.xori %t, %t : i1
    %2 = arith.cmpi eq, %0, %a : i64
    %3 = arith.select %2, %0, %a : i64
    return %3, %1 : i64, i1
  }
  func.func @f56(%a: i32, %b: i32) -> i32 {
    %c = arith.constant 56 : i32
    %d = arith.constant 3 : i32
    %x = arith.addi %a, %b : i32
    %y = arith.addi %a, %b : i32
    %s = arith.muli %c, %d : i32
    %z = arith.addi %x, %y : i32
    %w = arith.addi %z, %s : i32
    return %w : i32
  }
  func.func @f57(%c: i1, %a: index) -> index {
    %0 = arith.constant 57 : index
    %1 = arith.addi %a, %0 : index
    cf.cond_br %c, ^bb1(%1 : index), ^bb2
  ^bb1(%v: index):
    %2 = arith.addi %a, %0 : index
    cf.br ^bb2
  ^bb2:
    %3 = arith.addi %a, %0 : index
    return %3 : index
  }
  func.func private @f58(%a: f32) -> f32 {
    %cst = arith.constant 1.0 : f32
    %cst2 = arith.constant 2.0 : f32
    %0 = arith.addf %cst, %cst2 : f32
    %1 = arith.mulf %a, %0 : f32
    %2 = arith.mulf %a, %0 : f32
    %3 = arith.subf %1, %2 : f32
    return %3 : f32
  }
  func.func @f59(%a: i64) -> (i64, i1) {
    %t = arith.constant true
    %z = arith.constant 0 : i64
    %0 = arith.addi %a, %z : i64
    %1 = arith.xori %t, %t : i1
    %2 = arith.cmpi eq, %0, %a : i64
    %3 = arith.select %2, %0, %a : i64
    return %3, %1 : i64, i1
  }
  func.func @f60(%a: i32, %b: i32) -> i32 {
    %c = arith.constant 60 : i32
    %d = arith.constant 3 : i32
    %x = arith.addi %a, %b : i32
    %y = arith.addi %a, %b : i32
    %s = arith.muli %c, %d : i32
    %z = arith.addi %x, %y : i32
    %w = arith.addi %z, %s : i32
    return %w : i32
  }
  func.func @f61(%c: i1, %a: index) -> index {
    %0 = arith.constant 61 : index
    %1 = arith.addi %a, %0 : index
    cf.cond_br %c, ^bb1(%1 : index), ^bb2
  ^bb1(%v: index):
    %2 = arith.addi %a, %0 : index
    cf.br ^bb2
  ^bb2:
    %3 = arith.addi %a, %0 : index
    return %3 : index
  }
  func.func private @f62(%a: f32) -> f32 {
    %cst = arith.constant 1.0 : f32
    %cst2 = arith.constant 2.0 : f32
    %0 = arith.addf %cst, %cst2 : f32
    %1 = arith.mulf %a, %0 : f32
    %2 = arith.mulf %a, %0 : f32
    %3 = arith.subf %1, %2 : f32
    return %3 : f32
  }
  func.func @f63(%a: i64) -> (i64, i1) {
    %t = arith.constant true
    %z = arith.constant 0 : i64
    %0 = arith.addi %a, %z : i64
    %1 = arith.xori %t, %t : i1
    %2 = arith.cmpi eq, %0, %a : i64
    %3 = arith.select %2, %0, %a : i64
    return %3, %1 : i64, i1
  }
}
