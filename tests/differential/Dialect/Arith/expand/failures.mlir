// RUN: --split-input-file --arith-expand=include-bf16
// RUN: --split-input-file --arith-expand=include-f8e8m0
// Illegal ops no expansion rewrites fail the pass at the first of them: a truncf with a rounding mode, a scale of another 8-bit type.
func.func @rounding_mode(%a: f32) -> (bf16, f8E8M0FNU) {
  %0 = arith.truncf %a to_nearest_away : f32 to bf16
  %1 = arith.truncf %a downward : f32 to f8E8M0FNU
  return %0, %1 : bf16, f8E8M0FNU
}

// -----

func.func @bad_scale(%a: f16, %s: f8E5M2) -> f32 {
  %0 = arith.scaling_extf %a, %s : f16, f8E5M2 to f32
  return %0 : f32
}

// -----

func.func @fine(%a: f32, %b: f32) -> f32 {
  %0 = arith.maximumf %a, %b : f32
  %1 = arith.minnumf %0, %a : f32
  return %1 : f32
}
