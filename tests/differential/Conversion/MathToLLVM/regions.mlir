// RUN: --allow-unregistered-dialect --convert-math-to-llvm
// Ops in several blocks and in nested regions, values flowing to
// unconverted users (casts back), and ops already in an llvm.func.
func.func @blocks(%a: f32, %c: i1) -> f32 {
  cf.cond_br %c, ^bb1(%a : f32), ^bb2
^bb1(%x: f32):
  %0 = math.exp %x : f32
  cf.br ^bb2
^bb2:
  %1 = math.log %a : f32
  return %1 : f32
}

func.func @nested(%v: vector<2x2xf32>) {
  "test.region"() ({
    %0 = math.sin %v : vector<2x2xf32>
    "test.use"(%0) : (vector<2x2xf32>) -> ()
    "test.terminator"() : () -> ()
  }) : () -> ()
  return
}

func.func @unconverted_users(%a: vector<2x2xf32>) -> vector<2x2xf32> {
  %0 = math.cos %a : vector<2x2xf32>
  %1 = math.cbrt %0 : vector<2x2xf32>
  %2 = math.sin %1 : vector<2x2xf32>
  return %2 : vector<2x2xf32>
}

llvm.func @in_llvm_func(%a: f32, %v: vector<4xf32>) -> f32 {
  %0 = math.sqrt %a : f32
  %1 = math.expm1 %0 fastmath<fast> : f32
  %2 = math.floor %v : vector<4xf32>
  llvm.return %1 : f32
}
