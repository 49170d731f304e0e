// RUN:
// RUN: --mlir-print-op-generic
// cf.br, cf.cond_br (with operandSegmentSizes and branch_weights), cf.switch
// (case_values, case_operand_segments) and cf.assert in generic form.
"func.func"() <{function_type = (i1, i32, f32) -> f32, sym_name = "generic_cf"}> ({
^bb0(%c: i1, %i: i32, %f: f32):
  "cf.assert"(%c) <{msg = "entry"}> : (i1) -> ()
  "cf.cond_br"(%c, %f, %i)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>, branch_weights = array<i32: 1, 9>}> : (i1, f32, i32) -> ()
^bb1(%x: f32):
  "cf.br"(%x)[^bb3] : (f32) -> ()
^bb2(%k: i32):
  "cf.switch"(%k, %f, %f)[^bb3, ^bb3, ^bb4] <{case_values = dense<[-5, 8]> : vector<2xi32>, case_operand_segments = array<i32: 1, 0>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, f32, f32) -> ()
^bb3(%y: f32):
  "func.return"(%y) : (f32) -> ()
^bb4:
  "cf.switch"(%k)[^bb3x] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb3x:
  "ub.unreachable"() : () -> ()
}) : () -> ()
