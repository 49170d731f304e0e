// RUN: --allow-unregistered-dialect
// Branching to the entry block of a region.
"t.r"() ({
^bb0:
  "t.br"()[^bb0] : () -> ()
}) : () -> ()
