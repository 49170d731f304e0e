// RUN: --allow-unregistered-dialect --canonicalize
// RUN: --allow-unregistered-dialect --canonicalize --mlir-print-debuginfo
// RUN: --allow-unregistered-dialect --mlir-print-op-generic --canonicalize
func.func @cases_and_default(%flag: i32, %x: i32, %y: i32) {
  "u.entry"() : () -> ()
  cf.switch %flag : i32, [
    default: ^bb1(%x : i32),
    1: ^bb2,
    2: ^bb3(%y, %x : i32, i32)
  ] loc("switch")
^bb1(%a: i32):
  cf.br ^bb4(%a : i32)
^bb2:
  cf.br ^bb5(%y, %x : i32, i32)
^bb3(%p: i32, %q: i32):
  cf.br ^bb5(%q, %p : i32, i32)
^bb4(%r: i32):
  "u.four"(%r) : (i32) -> ()
  return
^bb5(%s: i32, %t: i32):
  "u.five"(%s, %t) : (i32, i32) -> ()
  return
}

func.func @only_default_passes(%flag: i64, %x: i32) {
  "u.entry"() : () -> ()
  cf.switch %flag : i64, [
    default: ^bb1,
    5: ^bb2
  ]
^bb1:
  cf.br ^bb3(%x : i32)
^bb2:
  "u.two"() : () -> ()
  return
^bb3(%r: i32):
  "u.three"(%r) : (i32) -> ()
  return
}

func.func @argument_used_elsewhere(%flag: i32, %x: i32) {
  "u.entry"() : () -> ()
  cf.switch %flag : i32, [
    default: ^bb2,
    1: ^bb1(%x : i32)
  ]
^bb1(%a: i32):
  "u.use"(%a) : (i32) -> ()
  cf.br ^bb2
^bb2:
  "u.two"() : () -> ()
  return
}

func.func @self_loop_kept(%flag: i32) {
  "u.entry"() : () -> ()
  cf.switch %flag : i32, [
    default: ^bb2,
    3: ^bb1
  ]
^bb1:
  cf.br ^bb1
^bb2:
  "u.two"() : () -> ()
  return
}

func.func @tensor_case_values(%flag: i32, %x: i32) {
  "u.entry"() : () -> ()
  "cf.switch"(%flag)[^bb1, ^bb2, ^bb3] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[4, 8]> : tensor<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "u.one"() : () -> ()
  return
^bb2:
  cf.br ^bb4(%x : i32)
^bb3:
  "u.three"() : () -> ()
  return
^bb4(%r: i32):
  "u.four"(%r) : (i32) -> ()
  return
}

func.func @tensor_case_values_dropped(%flag: i32) {
  "u.entry"() : () -> ()
  "cf.switch"(%flag)[^bb1, ^bb1, ^bb3] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[4, 8]> : tensor<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "u.one"() : () -> ()
  return
^bb3:
  "u.three"() : () -> ()
  return
}

func.func @no_pass_through(%flag: i32) {
  "u.entry"() : () -> ()
  cf.switch %flag : i32, [
    default: ^bb1,
    3: ^bb2
  ]
^bb1:
  "u.one"() : () -> ()
  return
^bb2:
  "u.two"() : () -> ()
  return
}
