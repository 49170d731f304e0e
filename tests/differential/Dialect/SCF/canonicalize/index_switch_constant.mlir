// RUN: --allow-unregistered-dialect --canonicalize
// RUN: --allow-unregistered-dialect --canonicalize --mlir-print-debuginfo
// scf.index_switch on a constant: the matching case region, or the default
// one when no case matches, is inlined in place of the switch.
func.func @matching_case(%a: i32) -> i32 {
  %c2 = arith.constant 2 : index
  %r = scf.index_switch %c2 -> i32
  case 1 {
    %x = "test.one"(%a) : (i32) -> i32
    scf.yield %x : i32
  }
  case 2 {
    %x = "test.two"(%a) : (i32) -> i32
    %y = "test.two_more"(%x) : (i32) -> i32
    scf.yield %y : i32
  }
  default {
    %x = "test.default"(%a) : (i32) -> i32
    scf.yield %x : i32
  }
  return %r : i32
}

func.func @default_case(%a: i32) -> i32 {
  %c7 = arith.constant 7 : index
  %r = scf.index_switch %c7 -> i32
  case 1 {
    %x = "test.one"(%a) : (i32) -> i32
    scf.yield %x : i32
  }
  default {
    %x = "test.default"(%a) : (i32) -> i32
    scf.yield %x : i32
  }
  return %r : i32
}

func.func @negative_case(%a: f32) -> (f32, f32) {
  %cm5 = arith.constant -5 : index
  %r:2 = scf.index_switch %cm5 -> f32, f32
  case -5 {
    %x = arith.addf %a, %a : f32
    scf.yield %x, %a : f32, f32
  }
  case 5 {
    scf.yield %a, %a : f32, f32
  }
  default {
    %x = arith.mulf %a, %a : f32
    scf.yield %a, %x : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}

func.func @no_results() {
  %c0 = arith.constant 0 : index
  scf.index_switch %c0
  case 0 {
    "test.zero"() : () -> ()
    scf.yield
  }
  default {
    "test.default"() : () -> ()
  }
  %c3 = arith.constant 3 : index
  scf.index_switch %c3
  case 0 {
    "test.zero"() : () -> ()
    scf.yield
  }
  default {
    "test.default"() : () -> ()
  }
  return
}

func.func @only_default(%a: i32) -> i32 {
  %c1 = arith.constant 1 : index
  %r = scf.index_switch %c1 -> i32
  default {
    %x = "test.default"(%a) : (i32) -> i32
    scf.yield %x : i32
  }
  return %r : i32
}

func.func @dynamic(%i: index, %a: i32) -> i32 {
  %r = scf.index_switch %i -> i32
  case 4 {
    %x = "test.four"(%a) : (i32) -> i32
    scf.yield %x : i32
  }
  default {
    %x = "test.default"(%a) : (i32) -> i32
    scf.yield %x : i32
  }
  return %r : i32
}

func.func @nested_in_loop(%n: index, %a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> (i32) {
    %s = scf.index_switch %c1 -> i32
    case 1 {
      %x = "test.one"(%acc, %i) : (i32, index) -> i32
      scf.yield %x : i32
    }
    default {
      scf.yield %acc : i32
    }
    scf.yield %s : i32
  }
  return %r : i32
}

func.func @extreme_case(%a: i32) -> i32 {
  %min = arith.constant -9223372036854775808 : index
  %r = scf.index_switch %min -> i32
  case 9223372036854775807 {
    %x = "test.max"(%a) : (i32) -> i32
    scf.yield %x : i32
  }
  case -9223372036854775808 {
    %x = "test.min"(%a) : (i32) -> i32
    scf.yield %x : i32
  }
  default {
    scf.yield %a : i32
  }
  return %r : i32
}
