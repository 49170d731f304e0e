// RUN: --split-input-file --allow-unregistered-dialect
// The default destination of cf.switch takes no result numbers; its cases do.
func.func @switch_default(%flag: i32) {
  %pair:2 = "test.pair"() : () -> (i64, i64)
  cf.switch %flag : i32, [
    default: ^bb1(%pair#1 : i64)
  ]
^bb1(%v: i64):
  return
}

// -----
func.func @switch_case(%flag: i32) {
  %pair:2 = "test.pair"() : () -> (i64, i64)
  cf.switch %flag : i32, [
    default: ^bb1(%pair : i64),
    7: ^bb1(%pair#1 : i64)
  ]
^bb1(%v: i64):
  return
}

// -----
// Successors on a registered op that is not a terminator.
func.func @succ(%x: i64) {
  %y = "arith.muli"(%x, %x)[^bb1] : (i64, i64) -> i64
^bb1:
  return
}

// -----
// An unregistered op may be a terminator.
func.func @succ_unregistered() {
  "test.jump"()[^bb1] : () -> ()
^bb1:
  return
}

// -----
// A registered terminator takes them.
func.func @succ_terminator() {
  "cf.br"()[^bb1] : () -> ()
^bb1:
  return
}

// -----
// An integer type where an op name should be.
func.func @type_as_op() {
  %c = arith.constant 7 i16
  return
}

// -----
func.func @signed_type_as_op() {
  si64
}

// -----
func.func @unsigned_type_as_op() {
  ui1 "x"
}

// -----
func.func @float_keyword_as_op() {
  bf16
}
