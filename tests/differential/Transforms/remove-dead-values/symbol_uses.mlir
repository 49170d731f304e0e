// RUN: --remove-dead-values --allow-unregistered-dialect
// RUN: --remove-dead-values --allow-unregistered-dialect --mlir-disable-threading
// Symbols used other than by calls: a private function named in an
// attribute is still cleaned through its calls, globals and their users.
func.func private @named(%a: i32, %b: i32) -> i32 {
  return %a : i32
}

func.func @uses_named(%x: i32) -> i32 {
  "foreign.register"() {fn = @named} : () -> ()
  %r = call @named(%x, %x) : (i32, i32) -> i32
  return %r : i32
}

memref.global "private" @table : memref<4xi32> = dense<[1, 2, 3, 4]>

func.func @reads_global() -> memref<4xi32> {
  %g = memref.get_global @table : memref<4xi32>
  %h = memref.get_global @table : memref<4xi32>
  return %g : memref<4xi32>
}

func.func @public_named_elsewhere(%a: i32) -> i32 {
  return %a : i32
}

func.func @refers(%x: i32) {
  "foreign.refer"() {to = @public_named_elsewhere} : () -> ()
  return
}
