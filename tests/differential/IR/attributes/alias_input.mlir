// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-local-scope
// Attribute aliases defined in the input are only parse-time names: the
// output uses generated names (#map, #set, ...) and prints only the aliases
// the printer generates, numbered in its own order. Names ending in digits,
// aliases of aliases, and unused aliases are fine.
#map3 = affine_map<(d0) -> (d0 + 3)>
#map0 = affine_map<(d0) -> (d0)>
#x1 = affine_set<(d0) : (d0 >= 0)>
#unused = "never used"
#str = "hello"
#list = [#str, #map3, 1 : i32]
#dict = {k = #list}
"t.a"() {first = #map3, second = #map0, set = #x1} : () -> ()
"t.b"() {nested = #dict, s = #str} : () -> ()
