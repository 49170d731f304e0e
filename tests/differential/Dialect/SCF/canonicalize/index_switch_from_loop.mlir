// RUN: --allow-unregistered-dialect --canonicalize
// Canonicalizations feeding each other: a loop run once gives its lower
// bound to an scf.index_switch, which then picks its case; an
// scf.execute_region around it is inlined, a loop that never runs removed.
func.func @switch_on_iv(%a: i32) -> i32 {
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c3 to %c4 step %c1 iter_args(%acc = %a) -> (i32) {
    %s = scf.index_switch %i -> i32
    case 2 {
      %x = "test.two"(%acc) : (i32) -> i32
      scf.yield %x : i32
    }
    case 3 {
      %x = "test.three"(%acc) : (i32) -> i32
      scf.yield %x : i32
    }
    default {
      scf.yield %acc : i32
    }
    scf.yield %s : i32
  }
  return %r : i32
}

func.func @region_around(%a: i32, %n: index) -> i32 {
  %v = scf.execute_region -> i32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %dead = scf.for %i = %n to %n step %c1 iter_args(%x = %a) -> (i32) {
      %y = "test.body"(%x) : (i32) -> i32
      scf.yield %y : i32
    }
    %s = scf.index_switch %c0 -> i32
    case 0 {
      %z = "test.zero"(%dead) : (i32) -> i32
      scf.yield %z : i32
    }
    default {
      scf.yield %dead : i32
    }
    scf.yield %s : i32
  }
  return %v : i32
}
