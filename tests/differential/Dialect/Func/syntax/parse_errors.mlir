// RUN: --allow-unregistered-dialect --split-input-file
// Syntax errors of func.func's custom form. Messages the op's own parser
// emits carry the `custom op 'func.func'` prefix; those of the types,
// attributes and punctuation it reads do not.

func.func private
// -----
func.func privat @f()
// -----
func.func "f"()
// -----
func.func @f
// -----
func.func @f(i32
// -----
func.func @f(i32 i32)
// -----
func.func @f(,)
// -----
func.func @f(...)
// -----
func.func @f(%a: i32, i32)
// -----
func.func @f(i32, %a: i32)
// -----
func.func @f(%a#0: i32)
// -----
func.func @f(%a i32)
// -----
func.func @f(%a: i32 {t.a = }) {
  "t.term"() : () -> ()
}
// -----
func.func @f(%a: i32 loc(nowhere)) {
  "t.term"() : () -> ()
}
// -----
func.func @f(%a: i32 loc("a.mlir":1:2 ) {
  "t.term"() : () -> ()
}
// -----
#not_a_loc = 1 : i32
func.func @f(%a: i32 loc(#not_a_loc)) {
  "t.term"() : () -> ()
}
// -----
func.func @f(%a: i32 loc(#t.dialect_attr)) {
  "t.term"() : () -> ()
}
// -----
func.func @f(%a: i32 loc(#never_defined)) {
  "t.term"() : () -> ()
}
// -----
func.func private @f() -> (
// -----
func.func private @f() ->
// -----
func.func private @f() -> (i32 f32)
// -----
func.func private @f() -> (i32, )
// -----
func.func private @f() -> (i32) -> i32
// -----
func.func private @f() -> i32 {a}
// -----
func.func @f() attributes
// -----
func.func @f() attributes {t.a
// -----
func.func @f() attributes {sym_visibility = "private"}
// -----
func.func @f() attributes {sym_name = "g", function_type = () -> ()}
// -----
func.func @f() attributes {function_type = () -> ()}
// -----
func.func @f() attributes {t.a, t.a}
// -----
func.func private @f(i32 {t.b}) attributes {arg_attrs = [{t.a}]}
// -----
func.func private @f() -> (i32 {t.b}) attributes {res_attrs = [{t.a}], arg_attrs = []}
// -----
func.func @f() {}
// -----
func.func @outer() {
  func @inner() {}
}
// -----
func.func @f() {
// -----
func.func @f(%a: i32) {
  "t.term"() : () -> ()
// -----
func.func @f(%a: i32) {
^bb0:
  "t.term"() : () -> ()
}
// -----
func.func @f(i32) {
^bb0(%a: i32, %b: i32):
  "t.term"() : () -> ()
}
// -----
func.func @f(%a: i32) {
  "t.br"()[^missing] : () -> ()
}
// -----
// The same dictionary error after builtin.module's keyword.
module attributes
