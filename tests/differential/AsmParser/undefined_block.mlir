// RUN: --allow-unregistered-dialect
// A successor that names no block of the region.
"t.r"() ({
  "t.br"()[^nope] : () -> ()
}) : () -> ()
