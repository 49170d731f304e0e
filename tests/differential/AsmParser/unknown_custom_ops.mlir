// RUN: --split-input-file
// RUN: --split-input-file --allow-unregistered-dialect
// Custom-form op names that name no registered op: a dotted name is looked
// up as written (no default dialect tried); a bare name is also tried in
// the default dialect (func's, builtin's at the top level and inside
// generic-form ops, which keep the enclosing default); a dialect that is
// not registered gets a note listing those that are.
func.func @f(%a: i32) -> i32 {
  %0 = arith.bogus %a, %a : i32
  return %0 : i32
}
// -----
func.func @f(%a: i32) -> i32 {
  %0 = bogus %a, %a : i32
  return %0 : i32
}
// -----
func.func @f(%a: i32) -> i32 {
  %0 = foo.addi %a, %a : i32
  return %0 : i32
}
// -----
arith.bogus
// -----
bogus
// -----
foo.bar
// -----
"foo.op"() ({
  bogus
}) : () -> ()
// -----
"foo.op"() ({
  toy.generic_call
}) : () -> ()
// -----
"foo.op"() ({
  arith.bogus
}) : () -> ()
// -----
"foo.op"() ({
  addi %x, %x : i32
}) : () -> ()
// -----
func.func @f(%a: i32) -> i32 {
  %0 = addi %a, %a : i32
  return %0 : i32
}
// -----
module {
  bogus
}
// -----
module {
  arith.bogus
}
// -----
func.func @f(%a: i32) {
  "foo.op"() ({
    return
  }) : () -> ()
  return
}
// -----
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  return
}) : () -> ()
// -----
func.func @g() {
  "func.func"() <{function_type = () -> (), sym_name = "h"}> ({
    bogus
  }) : () -> ()
  return
}
