// RUN: --allow-unregistered-dialect --view-op-graph
// RUN: --allow-unregistered-dialect --view-op-graph='print-attrs=false print-result-types=false'
// Small graphs: an empty module (a cluster holding an empty block), a
// declaration (a cluster without blocks), an op with an empty region and
// one with an empty block.
module {
}
module {
  func.func private @decl(i64) -> i64
  "u.empty_region"() ({
  }) : () -> ()
  "u.empty_block"() ({
  ^bb0:
  }) : () -> ()
}
