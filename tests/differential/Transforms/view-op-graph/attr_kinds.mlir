// RUN: --allow-unregistered-dialect --view-op-graph
// RUN: --allow-unregistered-dialect --view-op-graph=max-label-len=1000
// Attributes of every kind, sorted by name, written as `Attribute::print`
// writes them alone (no aliases, a distinct attribute numbered from 0)
// and cut after 20 bytes unless `max-label-len` says otherwise; a dense
// array is not an elements attribute and is cut like any other.
#alias = affine_map<(d0, d1) -> (d0 + d1, d1 floordiv 2)>
"u.attrs"() {
  unit_attr,
  bool_attr = false,
  int_attr = -42 : i16,
  index_attr = 5 : index,
  float_attr = 1.5 : f64,
  bf16_attr = 0.1 : bf16,
  string_attr = "plain text",
  typed_string = "abc" : i32,
  type_attr = tensor<?x4xf32>,
  function_type_attr = (i32, memref<4x?xf32, strided<[?, 1]>>) -> vector<[4]xi1>,
  symbol = @root::@nested::@leaf,
  map = #alias,
  set = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>,
  array = [1, "two", 3.0 : f32, [4]],
  dict = {a = 1, b = [2, 3], c = "<>"},
  dense_array = array<i32: 1, 2, 3, 4, 5, 6, 7, 8>,
  strided = strided<[4, 1], offset: ?>,
  location = loc("file.mlir":1:2),
  fused = loc(fused["a", "b"]),
  distinct_attr = distinct[7]<42 : i32>,
  opaque_attr = #u.opaque<"body">,
  opaque_type = !u.opaque<body>,
  complex = dense<(1, 2)> : tensor<complex<i32>>
} : () -> ()
