// RUN: --allow-unregistered-dialect --canonicalize
// RUN: --allow-unregistered-dialect --canonicalize --mlir-print-debuginfo
// A single-block scf.execute_region is inlined where it stands, its yielded
// values replacing its results; `no_inline` keeps it.
func.func @single_block() -> i64 {
  "test.before"() : () -> ()
  %v = scf.execute_region -> i64 {
    %x = "test.val"() : () -> i64
    scf.yield %x : i64
  }
  "test.after"(%v) : (i64) -> ()
  return %v : i64
}

func.func @no_results(%a: i32) {
  scf.execute_region {
    "test.op"(%a) : (i32) -> ()
    scf.yield
  }
  return
}

func.func @several_results(%a: i32, %b: f32) -> (f32, i32) {
  %r:2 = scf.execute_region -> (f32, i32) {
    %s = arith.addf %b, %b : f32
    %t = "test.op"(%a) : (i32) -> i32
    scf.yield %s, %t : f32, i32
  }
  return %r#0, %r#1 : f32, i32
}

func.func @kept(%a: i32) -> i32 {
  %r = scf.execute_region -> i32 no_inline {
    %t = "test.op"(%a) : (i32) -> i32
    scf.yield %t : i32
  }
  return %r : i32
}

func.func @nested_in_loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %v = scf.execute_region -> index {
      %w = "test.op"(%i) : (index) -> index
      scf.yield %w : index
    }
    "test.use"(%v) : (index) -> ()
  }
  return
}

func.func @nested_regions(%a: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    %s = scf.execute_region -> i32 {
      %t = "test.inner"(%a) : (i32) -> i32
      scf.yield %t : i32
    }
    %u = "test.outer"(%s) : (i32) -> i32
    scf.yield %u : i32
  }
  return %r : i32
}
