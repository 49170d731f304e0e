// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// Blocks may be referenced before they are defined; block labels in the
// input are arbitrary names and are renumbered by position. The entry block
// has no label here and is still ^bb0 in the pred comments.
"t.r"() ({
  "t.br"()[^later] : () -> ()
^z9:
  "t.br"()[^z9, ^later] : () -> ()
^later:
  "t.br"()[^z9] : () -> ()
}) : () -> ()
