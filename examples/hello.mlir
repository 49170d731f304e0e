// A small module in MLIR's generic form, using unregistered ops.
// Run: cargo run -p mlir-rs-opt -- --allow-unregistered-dialect examples/hello.mlir
#map = affine_map<(d0, d1) -> (d0 + d1)>
"demo.func"() ({
^bb0(%a: i32, %b: i32):
  %sum = "demo.add"(%a, %b) {overflow = "none"} : (i32, i32) -> i32
  %cond = "demo.cmp"(%sum, %a) {predicate = "slt"} : (i32, i32) -> i1
  "demo.cond_br"(%cond)[^then, ^else] : (i1) -> ()
^then:
  "demo.return"(%sum) : (i32) -> ()
^else:
  %t = "demo.apply"(%a, %b) {map = #map} : (i32, i32) -> i32
  "demo.return"(%t) : (i32) -> ()
}) {sym_name = "add", shape = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>} : () -> ()
