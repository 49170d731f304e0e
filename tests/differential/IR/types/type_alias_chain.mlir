// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// RUN: --allow-unregistered-dialect --mlir-print-local-scope
// A chain of type aliases, each a tuple of two of the next: `!t0` prints
// inline with 2^5 leaves (tuples of fewer than 17 elements get no alias), in
// every place a type prints: op signatures, block arguments, type and
// function type attributes, a tuple of 17 elements that gets an alias, and
// func's custom form. The printer hands such text over while printing it.
!t5 = tuple<i32, f32>
!t4 = tuple<!t5, !t5>
!t3 = tuple<!t4, !t4>
!t2 = tuple<!t3, !t3>
!t1 = tuple<!t2, !t2>
!t0 = tuple<!t1, !t1>
%0 = "t.make"() : () -> !t0
"t.use"(%0) : (!t0) -> ()
"t.region"() ({
^bb0(%x: !t0, %y: i1):
  "t.use"(%x) : (!t0) -> ()
}) : () -> ()
"t.attrs"() {ty = !t0, list = [!t0, i1], fn = (!t0, i1) -> !t0} : () -> ()
"t.alias"() : () -> tuple<!t0, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1>
func.func private @decl(!t0) -> (i1, !t0)
func.func @pass(%a: !t0) -> !t0 {
  return %a : !t0
}
