// RUN: --remove-dead-values
// RUN: --remove-dead-values --mlir-disable-threading
// Liveness flows back through calls: a private function's argument is
// live only if what it reaches is; chains of calls and recursion.
func.func private @inner(%a: i32, %b: i32) -> i32 {
  return %a : i32
}

func.func private @outer(%a: i32, %b: i32) -> i32 {
  %r = call @inner(%b, %a) : (i32, i32) -> i32
  return %r : i32
}

func.func @entry(%x: i32, %y: i32) -> i32 {
  %r = call @outer(%x, %y) : (i32, i32) -> i32
  return %r : i32
}

func.func private @identity(%a: i32) -> i32 {
  return %a : i32
}

func.func @dead_chain(%x: i32) -> i32 {
  %r = call @identity(%x) : (i32) -> i32
  %s = call @identity(%r) : (i32) -> i32
  return %x : i32
}

func.func private @recursive(%a: i32, %b: i32) -> i32 {
  %c = arith.cmpi eq, %a, %a : i32
  %r = scf.if %c -> (i32) {
    %s = func.call @recursive(%a, %b) : (i32, i32) -> i32
    scf.yield %s : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}

func.func @start_recursion(%x: i32) -> i32 {
  %r = call @recursive(%x, %x) : (i32, i32) -> i32
  return %r : i32
}

func.func private @self_only(%a: i32) -> i32 {
  %r = call @self_only(%a) : (i32) -> i32
  return %r : i32
}
