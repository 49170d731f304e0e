// RUN: --split-input-file
// Calls with undefined callees, wrong types and malformed custom syntax.

func.func @undefined_callee() {
  call @missing() : () -> ()
  return
}

// -----

func.func private @ext(i32) -> i32
func.func @operand_type(%a: f32) {
  %0 = call @ext(%a) : (f32) -> i32
  return
}

// -----

func.func private @ext(i32) -> i32
func.func @result_count(%a: i32) {
  %0:2 = call @ext(%a) : (i32) -> (i32, i32)
  return
}

// -----

func.func private @ext(i32) -> i32
func.func @missing_type(%a: i32) {
  %0 = call @ext(%a)
  return
}

// -----

func.func private @ext(i32) -> i32
func.func @constant_type() {
  %f = constant @ext : (i64) -> i32
  return
}

// -----

func.func @indirect_not_function(%a: i32) {
  %0 = call_indirect %a(%a) : i32
  return
}

// -----

func.func @unknown_unprefixed() {
  %0 = callx @f() : () -> ()
  return
}
