// RUN: --allow-unregistered-dialect --topological-sort
// RUN: --allow-unregistered-dialect --pass-pipeline=builtin.module(builtin.module(topological-sort))
// Every nested module is sorted too; run on the nested modules only, the
// outer module keeps its order.
module @outer {
  "n.use"(%o) : (i32) -> ()
  %o = "n.def"() : () -> i32
  module @first {
    "n.use"(%p, %q) : (i32, i32) -> ()
    %q = "n.def"(%p) : (i32) -> i32
    %p = "n.def"() : () -> i32
    module @deep {
      "n.use"(%r) : (i32) -> ()
      %r = "n.def"() : () -> i32
    }
  }
  module @second attributes {n.kept} {
    "n.use"(%s) : (i32) -> ()
    %s = "n.def"() : () -> i32
  }
}
