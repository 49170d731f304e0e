// RUN: --allow-unregistered-dialect --convert-scf-to-cf
// RUN: --allow-unregistered-dialect --convert-scf-to-cf --mlir-print-debuginfo --mlir-print-local-scope
// scf.if: a conditional branch to the inlined regions; without results
// the branches meet in the rest of the split block (straight there when
// there is no else), with results in a new block taking them as
// arguments; nested ifs, ifs in loops, a negated condition the conversion
// folds first.

func.func @then_only(%c: i1) {
  "work.before"() : () -> ()
  scf.if %c {
    "work.then"() : () -> ()
  }
  "work.after"() : () -> ()
  return
}

func.func @then_else(%c: i1) {
  scf.if %c {
    "work.then"() : () -> ()
  } else {
    "work.else"() : () -> ()
  }
  return
}

func.func @one_result(%c: i1, %x: i32, %y: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    %s = arith.addi %x, %y : i32
    scf.yield %s : i32
  } else {
    scf.yield %y : i32
  }
  return %r : i32
}

func.func @two_results_swapped(%c: i1) -> (i1, f16) {
  %r:2 = scf.if %c -> (i1, f16) {
    %t = arith.constant true
    %h = arith.constant 1.5 : f16
    scf.yield %t, %h : i1, f16
  } else {
    %f = arith.constant false
    %h = "work.half"() : () -> f16
    scf.yield %f, %h : i1, f16
  }
  return %r#0, %r#1 : i1, f16
}

func.func @empty_branches(%c: i1) {
  scf.if %c {
  } else {
  }
  return
}

func.func @nested_then(%a: i1, %b: i1) {
  scf.if %a {
    "work.outer"() : () -> ()
    scf.if %b {
      "work.inner_then"() : () -> ()
    } else {
      "work.inner_else"() : () -> ()
    }
  }
  return
}

func.func @nested_results(%a: i1, %b: i1) -> index {
  %first = scf.if %a -> (i1) {
    scf.yield %b : i1
  } else {
    %n = arith.xori %b, %a : i1
    scf.yield %n : i1
  }
  %second = scf.if %first -> (index) {
    %inner = scf.if %a -> (index) {
      %c7 = arith.constant 7 : index
      scf.yield %c7 : index
    } else {
      %c8 = arith.constant 8 : index
      scf.yield %c8 : index
    }
    scf.yield %inner : index
  } else {
    %c9 = arith.constant 9 : index
    scf.yield %c9 : index
  }
  return %second : index
}

func.func @if_in_loop(%n: index, %c: i1) {
  %zero = arith.constant 0 : index
  %one = arith.constant 1 : index
  scf.for %i = %zero to %n step %one {
    "work.head"(%i) : (index) -> ()
    scf.if %c {
      scf.if %c {
        "work.a"(%i) : (index) -> ()
      } else {
        "work.b"(%i) : (index) -> ()
      }
    }
  }
  return
}

func.func @loop_in_if(%c: i1, %n: index) -> f32 {
  %zero = arith.constant 0 : index
  %one = arith.constant 1 : index
  %init = arith.constant 0.0 : f32
  %r = scf.if %c -> (f32) {
    %s = scf.for %i = %zero to %n step %one iter_args(%acc = %init) -> (f32) {
      %v = "work.load"(%i) : (index) -> f32
      %t = arith.addf %acc, %v : f32
      scf.yield %t : f32
    }
    scf.yield %s : f32
  } else {
    scf.yield %init : f32
  }
  return %r : f32
}

func.func @negated(%c: i1) {
  %true = arith.constant true
  %not = arith.xori %c, %true : i1
  scf.if %not {
    "work.when_false"() : () -> ()
  } else {
    "work.when_true"() : () -> ()
  }
  return
}

func.func @negated_without_else(%c: i1) {
  %true = arith.constant true
  %not = arith.xori %c, %true : i1
  scf.if %not {
    "work.when_false"() : () -> ()
  }
  return
}

func.func @attrs_dropped(%c: i1) {
  scf.if %c {
    "work.then"() : () -> ()
  } {llvm.linkage = #llvm.linkage<internal>}
  return
}
