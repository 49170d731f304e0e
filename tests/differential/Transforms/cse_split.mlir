// RUN: --allow-unregistered-dialect --cse --split-input-file
func.func @a() -> (i32, i32) {
  %0 = arith.constant 1 : i32
  %1 = arith.constant 1 : i32
  return %0, %1 : i32, i32
}

// -----

func.func @b(%x: f64) -> f64 {
  %0 = arith.negf %x : f64
  %1 = arith.negf %x : f64
  %2 = arith.addf %0, %1 fastmath<fast> : f64
  %3 = arith.addf %1, %0 fastmath<fast> : f64
  %4 = arith.mulf %2, %3 : f64
  return %4 : f64
}
