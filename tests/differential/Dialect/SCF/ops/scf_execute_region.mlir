// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// scf.execute_region: no results, one result (bare type), several, a
// function type (parenthesized), `no_inline`, several blocks, and a
// discardable attribute after the region.
func.func @regions(%x: i32, %c: i1) -> i32 {
  scf.execute_region {
    scf.yield
  }
  %a = scf.execute_region -> i32 {
    scf.yield %x : i32
  }
  %b = scf.execute_region -> i32 no_inline {
    %n = arith.addi %x, %x : i32
    scf.yield %n : i32
  }
  %p:2 = scf.execute_region -> (i32, i1) {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %x, %c : i32, i1
  ^bb2:
    scf.yield %a, %c : i32, i1
  } {tag = "multi"}
  %g = scf.execute_region -> (() -> ()) {
    %h = func.constant @regions : (i32, i1) -> i32
    cf.br ^bb1
  ^bb1:
    %k = "test.make"() : () -> (() -> ())
    scf.yield %k : () -> ()
  }
  return %p#0 : i32
}
