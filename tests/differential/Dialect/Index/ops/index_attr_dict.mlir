// RUN:
// RUN: --mlir-print-op-generic
// Discardable attributes in each custom form.

func.func @attrs(%a: index, %b: index) -> (index, i1, i64, index, i1, index) {
  %0 = index.add %a, %b {x.y = 1 : i32}
  %1 = index.cmp slt(%a, %b) {tag, z = "w"}
  %2 = index.castu %a {k = 2} : index to i64
  %3 = index.constant {c} 3
  %4 = index.bool.constant {d = [1, 2]} true
  %5 = index.sizeof {s}
  return %0, %1, %2, %3, %4, %5 : index, i1, i64, index, i1, index
}
