// RUN: --allow-unregistered-dialect --cse
// CSE of ops with regions, as mlir-opt 22: equal scf.if, scf.for, scf.while,
// scf.parallel and scf.index_switch merge when free of memory effects;
// commutative operands nested in regions compare in order; ops with a
// region of several blocks or with effects stay; an inner duplicate of an
// enclosing value is replaced, while a dead outer value is erased first.
func.func @merge_ifs(%c: i1, %x: i32, %y: i32) -> (i32, i32) {
  %a = scf.if %c -> i32 {
    %s = arith.addi %x, %y : i32
    scf.yield %s : i32
  } else {
    scf.yield %x : i32
  }
  %b = scf.if %c -> i32 {
    %s = arith.addi %x, %y : i32
    scf.yield %s : i32
  } else {
    scf.yield %x : i32
  }
  return %a, %b : i32, i32
}
func.func @different_ifs(%c: i1, %x: i32, %y: i32) -> (i32, i32) {
  %a = scf.if %c -> i32 {
    %s = arith.addi %x, %y : i32
    scf.yield %s : i32
  } else {
    scf.yield %x : i32
  }
  %b = scf.if %c -> i32 {
    %s = arith.addi %y, %x : i32
    scf.yield %s : i32
  } else {
    scf.yield %x : i32
  }
  return %a, %b : i32, i32
}
func.func @merge_fors(%lb: index, %ub: index, %x: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : index
  %a = scf.for %i = %lb to %ub step %c1 iter_args(%acc = %x) -> (i32) {
    %s = arith.addi %acc, %acc : i32
    scf.yield %s : i32
  }
  %b = scf.for %i = %lb to %ub step %c1 iter_args(%acc = %x) -> (i32) {
    %s = arith.addi %acc, %acc : i32
    scf.yield %s : i32
  }
  return %a, %b : i32, i32
}
func.func @effects(%c: i1, %x: i32, %p: !llvm.ptr) {
  scf.if %c {
    "test.write"(%x) : (i32) -> ()
  }
  scf.if %c {
    "test.write"(%x) : (i32) -> ()
  }
  return
}
func.func @multi_block(%x: i32) -> (i32, i32) {
  %a = scf.execute_region -> i32 {
    cf.br ^bb1
  ^bb1:
    scf.yield %x : i32
  }
  %b = scf.execute_region -> i32 {
    cf.br ^bb1
  ^bb1:
    scf.yield %x : i32
  }
  %a2 = scf.execute_region -> i32 {
    scf.yield %x : i32
  }
  %b2 = scf.execute_region -> i32 {
    scf.yield %x : i32
  }
  return %a, %b : i32, i32
}
func.func @inner_duplicate(%c: i1, %x: i32, %y: i32) -> i32 {
  %s = arith.addi %x, %y : i32
  %a = scf.if %c -> i32 {
    %t = arith.addi %x, %y : i32
    %u = arith.muli %t, %t : i32
    scf.yield %u : i32
  } else {
    %k = arith.constant 3 : i32
    scf.yield %k : i32
  }
  %k2 = arith.constant 3 : i32
  return %a : i32
}
func.func @nested_loops(%lb: index, %ub: index, %x: i32) {
  %c1 = arith.constant 1 : index
  scf.for %i = %lb to %ub step %c1 {
    %a = arith.addi %x, %x : i32
    scf.for %j = %lb to %ub step %c1 {
      %b = arith.addi %x, %x : i32
      "test.use"(%b) : (i32) -> ()
    }
  }
  return
}
func.func @inner_duplicate_used(%c: i1, %x: i32, %y: i32) -> (i32, i32) {
  %s = arith.addi %x, %y : i32
  %a = scf.if %c -> i32 {
    %t = arith.addi %x, %y : i32
    %u = arith.muli %t, %t : i32
    scf.yield %u : i32
  } else {
    %k = arith.constant 3 : i32
    scf.yield %k : i32
  }
  %k2 = arith.constant 3 : i32
  %z = arith.addi %k2, %s : i32
  return %a, %z : i32, i32
}
func.func @loop_body_duplicates(%lb: index, %ub: index, %x: i32) -> i32 {
  %c1 = arith.constant 1 : index
  %o = arith.addi %x, %x : i32
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%acc = %o) -> (i32) {
    %a = arith.addi %x, %x : i32
    %b = arith.addi %acc, %a : i32
    %c = arith.addi %acc, %a : i32
    %d = arith.muli %b, %c : i32
    scf.yield %d : i32
  }
  return %r : i32
}
func.func @while_regions(%x: i32, %c: i1) -> (i32, i32) {
  %a = scf.while (%v = %x) : (i32) -> i32 {
    scf.condition(%c) %v : i32
  } do {
  ^bb0(%w: i32):
    scf.yield %w : i32
  }
  %b = scf.while (%v = %x) : (i32) -> i32 {
    scf.condition(%c) %v : i32
  } do {
  ^bb0(%w: i32):
    scf.yield %w : i32
  }
  return %a, %b : i32, i32
}
func.func @parallel_regions(%lb: index, %ub: index, %x: i32) -> (i32, i32) {
  %a = scf.parallel (%i) = (%lb) to (%ub) step (%lb) init (%x) -> i32 {
    scf.reduce(%x : i32) {
    ^bb0(%l: i32, %r: i32):
      %s = arith.addi %l, %r : i32
      scf.reduce.return %s : i32
    }
  }
  %b = scf.parallel (%i) = (%lb) to (%ub) step (%lb) init (%x) -> i32 {
    scf.reduce(%x : i32) {
    ^bb0(%l: i32, %r: i32):
      %s = arith.addi %l, %r : i32
      scf.reduce.return %s : i32
    }
  }
  return %a, %b : i32, i32
}
func.func @switches(%i: index, %x: i32) -> (i32, i32) {
  %a = scf.index_switch %i -> i32
  case 1 {
    scf.yield %x : i32
  }
  default {
    scf.yield %x : i32
  }
  %b = scf.index_switch %i -> i32
  case 1 {
    scf.yield %x : i32
  }
  default {
    scf.yield %x : i32
  }
  %c = scf.index_switch %i -> i32
  case 2 {
    scf.yield %x : i32
  }
  default {
    scf.yield %x : i32
  }
  return %a, %c : i32, i32
}
