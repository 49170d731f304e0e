// RUN: --allow-unregistered-dialect --convert-scf-to-cf
// RUN: --allow-unregistered-dialect --convert-scf-to-cf=allow-pattern-rollback=false
// RUN: --allow-unregistered-dialect --convert-scf-to-cf --mlir-print-debuginfo --mlir-print-local-scope
// scf.for: a condition block taking the induction variable and the carried
// values, the body's blocks, a latch stepping the variable; signed and
// unsigned comparisons, index and integer loops, carried values, nests,
// results used after the loop, what the latch takes from the loop's
// attributes.

func.func @count(%from: index, %to: index, %by: index) {
  scf.for %k = %from to %to step %by {
    "work.visit"(%k) : (index) -> ()
  }
  return
}

func.func @count_unsigned(%from: index, %to: index, %by: index) {
  scf.for unsigned %k = %from to %to step %by {
    "work.visit"(%k) : (index) -> ()
  }
  return
}

func.func @count_i16(%from: i16, %to: i16) {
  %two = arith.constant 2 : i16
  scf.for unsigned %k = %from to %to step %two : i16 {
    "work.visit"(%k) : (i16) -> ()
  }
  return
}

func.func @empty_body(%from: index, %to: index, %by: index) {
  scf.for %k = %from to %to step %by {
  }
  "work.after"() : () -> ()
  return
}

func.func @sum(%n: index, %init: f64) -> f64 {
  %zero = arith.constant 0 : index
  %one = arith.constant 1 : index
  %total = scf.for %k = %zero to %n step %one iter_args(%acc = %init) -> (f64) {
    %x = "work.load"(%k) : (index) -> f64
    %next = arith.addf %acc, %x : f64
    scf.yield %next : f64
  }
  return %total : f64
}

func.func @swap_pair(%from: i64, %to: i64, %by: i64, %a: i8, %b: f32) -> (f32, i8) {
  %r:2 = scf.for %k = %from to %to step %by iter_args(%x = %a, %y = %b) -> (i8, f32) : i64 {
    %y2 = "work.bump"(%y, %k) : (f32, i64) -> f32
    scf.yield %x, %y2 : i8, f32
  }
  return %r#1, %r#0 : f32, i8
}

func.func @carried_unchanged(%from: index, %to: index, %by: index, %v: i32) -> i32 {
  %r = scf.for %k = %from to %to step %by iter_args(%same = %v) -> (i32) {
    scf.yield %same : i32
  }
  %s = arith.muli %r, %r : i32
  return %s : i32
}

func.func @nest(%n: index, %m: index) {
  %zero = arith.constant 0 : index
  %one = arith.constant 1 : index
  scf.for %i = %zero to %n step %one {
    "work.row_begin"(%i) : (index) -> ()
    scf.for %j = %i to %m step %one {
      "work.cell"(%i, %j) : (index, index) -> ()
    }
    "work.row_end"(%i) : (index) -> ()
  }
  return
}

func.func @nest_carried(%n: index, %init: i32) -> i32 {
  %zero = arith.constant 0 : index
  %one = arith.constant 1 : index
  %outer = scf.for %i = %zero to %n step %one iter_args(%a = %init) -> (i32) {
    %inner = scf.for %j = %zero to %i step %one iter_args(%b = %a) -> (i32) {
      %c = "work.mix"(%b, %j) : (i32, index) -> i32
      scf.yield %c : i32
    }
    %d = arith.addi %inner, %a : i32
    scf.yield %d : i32
  }
  return %outer : i32
}

func.func @three_deep(%n: index) {
  %zero = arith.constant 0 : index
  %one = arith.constant 1 : index
  scf.for %i = %zero to %n step %one {
    scf.for %j = %zero to %n step %one {
      scf.for unsigned %k = %zero to %n step %one {
        "work.cell3"(%i, %j, %k) : (index, index, index) -> ()
      }
    }
  }
  return
}

func.func @two_in_a_row(%n: index, %s: f32) -> f32 {
  %zero = arith.constant 0 : index
  %one = arith.constant 1 : index
  %a = scf.for %i = %zero to %n step %one iter_args(%x = %s) -> (f32) {
    %y = arith.mulf %x, %x : f32
    scf.yield %y : f32
  }
  %b = scf.for %i = %zero to %n step %one iter_args(%x = %a) -> (f32) {
    %y = arith.subf %x, %s : f32
    scf.yield %y : f32
  }
  return %b : f32
}

func.func @llvm_attrs_on_latch(%from: index, %to: index, %by: index) {
  scf.for %k = %from to %to step %by {
    "work.visit"(%k) : (index) -> ()
  } {llvm.linkage = #llvm.linkage<internal>, note = "not carried", other.tag = #llvm.linkage<private>}
  return
}

func.func @nest_with_attrs(%n: index) {
  %zero = arith.constant 0 : index
  %one = arith.constant 1 : index
  scf.for %i = %zero to %n step %one {
    scf.for %j = %zero to %n step %one {
      "work.cell"(%i, %j) : (index, index) -> ()
    } {llvm.inner = #llvm.linkage<linkonce>}
  } {llvm.outer = #llvm.linkage<weak>, unit_marker}
  return
}
