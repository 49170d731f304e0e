// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// Constant names uniqued across nested regions.

func.func @nested(%a: index) -> index {
  %c = index.constant 1
  %r = "some.region"() ({
    %c2 = index.constant 1
    %t = index.bool.constant true
    %s = index.add %c2, %a
    "some.yield"(%s, %t) : (index, i1) -> ()
  }, {
    %c3 = index.constant 1
    %f = index.bool.constant false
    "some.yield"(%c3, %f) : (index, i1) -> ()
  }) : () -> index
  %t = index.bool.constant true
  %sum = index.add %r, %c
  return %sum : index
}
