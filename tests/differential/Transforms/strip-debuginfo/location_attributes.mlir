// RUN: --strip-debuginfo --mlir-print-debuginfo
// Locations held in attributes are not the op's location: they stay.
module {
  func.func @f() attributes {where = loc("x.c":1:2)} {
    return
  } loc(fused["a.c":1:1, "b.c":2:2])
}
