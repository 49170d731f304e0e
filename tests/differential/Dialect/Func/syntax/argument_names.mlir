// RUN: --allow-unregistered-dialect --split-input-file
// Names of function arguments: a name already defined or referenced
// (also by a forward reference in an earlier function's body) cannot name
// an argument; in a declaration the names are ignored.

func.func @f(%a: i32, %a: i32) {
  "t.term"() : () -> ()
}
// -----
"t.use"(%x) : (i32) -> ()
func.func @f(%x: i32) {
  "t.term"() : () -> ()
}
// -----
%x = "t.def"() : () -> i32
func.func @f(%x: i32) {
  "t.term"() : () -> ()
}
// -----
func.func @g() {
  "t.use"(%x) : (i32) -> ()
}
func.func @f(%x: i32) {
  "t.term"() : () -> ()
}
// -----
func.func @f(%a: i32) {
  "t.term"(%a) : (i64) -> ()
}
// -----
func.func @f(%a: i32) {
  "t.term"(%b) : (i32) -> ()
}
// -----
func.func @f(%a: i32) {
  %a = "t.def"() : () -> i32
  "t.term"() : () -> ()
}
// -----
// Arguments of sibling functions and names inside earlier bodies are free.
func.func @f(%a: i32) {
  %b = "t.def"() : () -> i32
  "t.term"(%a, %b) : (i32, i32) -> ()
}
func.func @g(%a: i32, %b: i32) {
  "t.term"(%a, %b) : (i32, i32) -> ()
}
func.func private @h(%a: i32, %a: i32)
// -----
// A value of the enclosing region used in a body crosses isolation.
%outer = "t.def"() : () -> i32
func.func @f(%a: i32) {
  "t.term"(%outer) : (i32) -> ()
}
