// RUN: --convert-math-to-llvm --split-input-file
// Three lowerings upstream applies to vectors of several dimensions
// produce invalid IR: sincos, isnan and isfinite on the whole array, fpowi with
// the exponent's vectors; the verifier after the pass reports it.
func.func @sincos(%a: vector<2x3xf32>) -> vector<2x3xf32> {
  %s, %c = math.sincos %a : vector<2x3xf32>
  return %s : vector<2x3xf32>
}

// -----

func.func @isnan(%a: vector<2x3xf32>) -> vector<2x3xi1> {
  %0 = math.isnan %a : vector<2x3xf32>
  return %0 : vector<2x3xi1>
}

// -----

func.func @fpowi(%a: vector<2x3xf32>, %i: vector<2x3xi32>) -> vector<2x3xf32> {
  %0 = math.fpowi %a, %i : vector<2x3xf32>, vector<2x3xi32>
  return %0 : vector<2x3xf32>
}

// -----

func.func @fpowi_1d(%v: vector<2xf32>, %w: vector<2xi32>) -> vector<2xf32> {
  %0 = math.fpowi %v, %w : vector<2xf32>, vector<2xi32>
  return %0 : vector<2xf32>
}

// -----

func.func @isfinite(%a: vector<2x3xf64>) -> vector<2x3xi1> {
  %0 = math.isfinite %a : vector<2x3xf64>
  return %0 : vector<2x3xi1>
}

// -----

func.func @fine(%a: vector<2x3xf32>) -> vector<2x3xf32> {
  %0 = math.trunc %a : vector<2x3xf32>
  return %0 : vector<2x3xf32>
}
