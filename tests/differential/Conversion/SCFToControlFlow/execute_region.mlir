// RUN: --allow-unregistered-dialect --convert-scf-to-cf
// RUN: --allow-unregistered-dialect --convert-scf-to-cf --mlir-print-debuginfo --mlir-print-local-scope
// scf.execute_region: its blocks spliced where it stands, entered by a
// branch, each yield branching to the rest of the split block, whose new
// arguments replace the results; one block or several, with or without
// results, no_inline, nested in loops and in each other.

func.func @one_block() -> i32 {
  %r = scf.execute_region -> i32 {
    %v = "work.make"() : () -> i32
    scf.yield %v : i32
  }
  "work.use"(%r) : (i32) -> ()
  return %r : i32
}

func.func @several_blocks(%c: i1) -> (i64, i1) {
  "work.before"() : () -> ()
  %r:2 = scf.execute_region -> (i64, i1) {
    cf.cond_br %c, ^left, ^right
  ^left:
    %a = "work.left"() : () -> i64
    scf.yield %a, %c : i64, i1
  ^right:
    %b = "work.right"() : () -> i64
    %t = arith.constant true
    scf.yield %b, %t : i64, i1
  }
  "work.after"(%r#0) : (i64) -> ()
  return %r#0, %r#1 : i64, i1
}

func.func @no_results(%c: i1) {
  scf.execute_region {
    cf.cond_br %c, ^a, ^b
  ^a:
    "work.a"() : () -> ()
    cf.br ^b
  ^b:
    scf.yield
  }
  return
}

func.func @no_inline_too() -> i32 {
  %r = scf.execute_region -> i32 no_inline {
    %v = "work.make"() : () -> i32
    scf.yield %v : i32
  }
  return %r : i32
}

func.func @in_loop(%n: index) {
  %zero = arith.constant 0 : index
  %one = arith.constant 1 : index
  scf.for %i = %zero to %n step %one {
    %v = scf.execute_region -> index {
      %c = "work.pick"(%i) : (index) -> i1
      cf.cond_br %c, ^yes, ^no
    ^yes:
      scf.yield %i : index
    ^no:
      scf.yield %n : index
    }
    "work.use"(%v) : (index) -> ()
  }
  return
}

func.func @nested(%c: i1) -> f32 {
  %r = scf.execute_region -> f32 {
    %inner = scf.execute_region -> f32 {
      cf.cond_br %c, ^one, ^two
    ^one:
      %x = "work.one"() : () -> f32
      scf.yield %x : f32
    ^two:
      %y = "work.two"() : () -> f32
      scf.yield %y : f32
    }
    scf.if %c {
      "work.then"(%inner) : (f32) -> ()
    }
    scf.yield %inner : f32
  }
  return %r : f32
}
