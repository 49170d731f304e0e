// RUN: --convert-math-to-libm --split-input-file
// Every math op is illegal: an op without a libm function, or one on a
// type other than f16, bf16, f32 and f64, fails the pass at it.
func.func @copysign(%a: f32) -> f32 {
  %0 = math.copysign %a, %a : f32
  return %0 : f32
}

// -----

func.func @absi(%i: i32) -> i32 {
  %0 = math.absi %i : i32
  return %0 : i32
}

// -----

func.func @fpowi(%a: f32, %i: i32) -> f32 {
  %0 = math.fpowi %a, %i : f32, i32
  return %0 : f32
}

// -----

func.func @isnan(%a: f64) -> i1 {
  %0 = math.isnan %a : f64
  return %0 : i1
}

// -----

func.func @sincos(%a: f32) -> f32 {
  %s, %c = math.sincos %a : f32
  return %s : f32
}

// -----

func.func @f80(%a: f80) -> f80 {
  %0 = math.sin %a : f80
  return %0 : f80
}

// -----

func.func @after_converted(%a: f32, %b: f32) -> f32 {
  %0 = math.sin %a : f32
  %1 = math.clampf %0 to [%a, %b] : f32
  return %1 : f32
}

// -----

func.func @fine(%a: f32) -> f32 {
  %0 = math.sin %a : f32
  return %0 : f32
}
