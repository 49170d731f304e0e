// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-debuginfo
// Alias numbering follows the order mlir-opt's alias pass visits a
// function: result attributes, `attributes {…}`, the body. Attributes of
// named arguments are not visited: used nowhere else they print inline,
// and otherwise take the number of their first visit elsewhere.

func.func @f(%a: i32 {t.m = affine_map<(d0) -> (d0 + 1)>, t.only = affine_map<(d0) -> (d0 + 9)>}) -> (i32 {t.r = affine_map<(d0) -> (d0 + 2)>}) attributes {t.z = affine_map<(d0) -> (d0 + 3)>} {
  "t.op"() {t.w = affine_map<(d0) -> (d0 + 4)>} : () -> ()
  "t.term"(%a) : (i32) -> ()
}

// Declarations visit their argument attributes.
func.func private @g(i32 {t.m = affine_map<(d0) -> (d0 + 5)>}) -> (i32 {t.r = affine_map<(d0) -> (d0 + 1)>})
func.func private @h(i32 {t.s = affine_set<(d0) : (d0 >= 0)>}, memref<4xf32, affine_map<(d0) -> (d0 + 6)>>)
