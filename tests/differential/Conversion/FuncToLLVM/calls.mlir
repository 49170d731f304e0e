// RUN: --convert-func-to-llvm
func.func private @ext(i32, f32) -> i32
func.func private @ext_void(index)
func.func private @ext_many() -> (i1, i8, index)
func.func @caller(%a: i32, %b: f32, %i: index) -> i32 {
  %r = call @ext(%a, %b) : (i32, f32) -> i32
  call @ext_void(%i) : (index) -> ()
  %x, %y, %z = call @ext_many() : () -> (i1, i8, index)
  call @ext_void(%z) : (index) -> ()
  return %r : i32
}
func.func @recursive(%n: i64) -> i64 {
  %r = call @recursive(%n) : (i64) -> i64
  return %r : i64
}
