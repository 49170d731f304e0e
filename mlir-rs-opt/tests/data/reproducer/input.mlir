#map = affine_map<(d0) -> (d0 + 1)>
func.func @twice(%arg0: i32) -> i32 attributes {map = #map} {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %arg0, %c0 : i32
  %1 = arith.addi %0, %c0 : i32
  return %1 : i32
}
func.func private @other() attributes {note = "a \"quoted\" string"}
