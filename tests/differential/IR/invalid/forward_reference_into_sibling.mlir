// RUN: --split-input-file --allow-unregistered-dialect
// A forward reference inside a function is resolved by a later definition
// of the name anywhere: here in a sibling function (MLIR's value names are
// not scoped by isolation), so the verifier reports the use as crossing the
// isolation boundary.
func.func @f() {
  "test.use"(%x) : (i32) -> ()
  return
}
func.func @g() {
  %x = arith.constant 1 : i32
  return
}

// -----

// The same in a region nested in the sibling.
func.func @f() {
  "test.use"(%x) : (i32) -> ()
  return
}
func.func @g() {
  "test.region"() ({
    %x = arith.constant 1 : i32
    "test.end"() : () -> ()
  }) : () -> ()
  return
}

// -----

// The definition's type must be the type of the use.
func.func @f() {
  "test.use"(%x) : (i64) -> ()
  return
}
func.func @g() {
  %x = arith.constant 1 : i32
  return
}

// -----

// In generic form too.
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "test.use"(%x) : (i32) -> ()
  "func.return"() : () -> ()
}) : () -> ()
"func.func"() <{function_type = () -> (), sym_name = "g"}> ({
  %x = "arith.constant"() <{value = 1 : i32}> : () -> i32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A definition in an earlier sibling is gone when the name is used.
func.func @g() {
  %x = arith.constant 1 : i32
  return
}
func.func @f() {
  "test.use"(%x) : (i32) -> ()
  return
}
