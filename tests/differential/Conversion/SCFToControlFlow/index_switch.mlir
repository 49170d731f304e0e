// RUN: --allow-unregistered-dialect --convert-scf-to-cf
// RUN: --allow-unregistered-dialect --convert-scf-to-cf --mlir-print-op-generic
// scf.index_switch: a cf.switch on the index cast to i32, the cases'
// blocks, then the default's, each branching to the rest of the split
// block with what it yields; case values beyond 32 bits are truncated
// with the flag.

func.func @with_results(%i: index, %a: i32, %b: i32, %c: i32) -> i32 {
  %r = scf.index_switch %i -> i32
  case 0 {
    scf.yield %a : i32
  }
  case 3 {
    %s = arith.addi %a, %b : i32
    scf.yield %s : i32
  }
  default {
    scf.yield %c : i32
  }
  return %r : i32
}

func.func @no_results(%i: index) {
  "work.before"() : () -> ()
  scf.index_switch %i
  case 1 {
    "work.one"() : () -> ()
    scf.yield
  }
  case 2 {
    "work.two"() : () -> ()
    scf.yield
  }
  case 7 {
    scf.yield
  }
  default {
    "work.other"() : () -> ()
    scf.yield
  }
  "work.after"() : () -> ()
  return
}

func.func @only_default(%i: index) -> f32 {
  %r = scf.index_switch %i -> f32
  default {
    %v = "work.value"() : () -> f32
    scf.yield %v : f32
  }
  return %r : f32
}

func.func @wide_values(%i: index) {
  scf.index_switch %i
  case -3 {
    "work.minus_three"() : () -> ()
    scf.yield
  }
  case 4294967301 {
    "work.wide"() : () -> ()
    scf.yield
  }
  case 2147483648 {
    "work.half_range"() : () -> ()
    scf.yield
  }
  default {
    scf.yield
  }
  return
}

func.func @nested(%i: index, %j: index, %c: i1) -> (i8, i8) {
  %r:2 = scf.index_switch %i -> i8, i8
  case 5 {
    %inner = scf.index_switch %j -> i8
    case 5 {
      %x = arith.constant 1 : i8
      scf.yield %x : i8
    }
    default {
      %y = scf.if %c -> (i8) {
        %p = arith.constant 2 : i8
        scf.yield %p : i8
      } else {
        %q = arith.constant 3 : i8
        scf.yield %q : i8
      }
      scf.yield %y : i8
    }
    scf.yield %inner, %inner : i8, i8
  }
  default {
    %z = arith.constant 0 : i8
    scf.yield %z, %z : i8, i8
  }
  return %r#0, %r#1 : i8, i8
}

func.func @in_loop(%n: index) {
  %zero = arith.constant 0 : index
  %one = arith.constant 1 : index
  scf.for %k = %zero to %n step %one {
    scf.index_switch %k
    case 0 {
      "work.first"() : () -> ()
      scf.yield
    }
    default {
      "work.rest"(%k) : (index) -> ()
      scf.yield
    }
  }
  return
}
