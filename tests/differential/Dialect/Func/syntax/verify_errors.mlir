// RUN: --allow-unregistered-dialect --split-input-file
// RUN: --allow-unregistered-dialect --split-input-file --mlir-print-debuginfo
// What the verifier says about functions read in the custom form.

func.func @f(i32) {}
// -----
func.func @f(i32) {
  "t.term"() : () -> ()
}
// -----
func.func @f() {
^bb0(%a: i32):
  "t.term"() : () -> ()
}
// -----
func.func @f(%a: i32) {}
// -----
func.func public @f()
// -----
func.func @f()
// -----
func.func private @f(i32 {plain})
// -----
func.func private @f() -> (i32 {plain})
// -----
func.func private @f(i32) attributes {arg_attrs = [{t.a}, {t.b}]}
// -----
func.func private @f() attributes {res_attrs = [1]}
// -----
func.func private @f() attributes {no_inline, sym_vis = "x"}
// -----
func.func private @f(i32) attributes {arg_attrs = [{t.a}]} loc("somewhere")
