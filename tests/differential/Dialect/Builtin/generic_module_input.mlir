// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// A top-level module written in generic form is the top-level op.
"builtin.module"() <{sym_name = "g"}> ({
  "t.x"() : () -> ()
}) {t.attr = 3 : i16} : () -> ()
