// RUN:
// RUN: --mlir-print-op-generic
// func.call with zero/one/several operands and results, discardable
// attributes and the inherent no_inline flag in the attr-dict.
func.func private @ext0()
func.func private @ext1(i32) -> i32
func.func private @ext2(i32, f32) -> (f32, i32)

func.func @caller(%a: i32, %b: f32) -> (f32, i32) {
  call @ext0() : () -> ()
  %0 = call @ext1(%a) : (i32) -> i32
  %1:2 = func.call @ext2(%0, %b) : (i32, f32) -> (f32, i32)
  %2 = call @ext1(%1#1) {zz.tag = 1 : i32, no_inline, aa.tag = 2 : i32} : (i32) -> i32
  func.call @ext0() {my.unit} : () -> ()
  %r:2 = call @ext2(%2, %1#0) : (i32, f32) -> (f32, i32)
  return %r#0, %r#1 : f32, i32
}
