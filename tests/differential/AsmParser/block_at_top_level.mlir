// RUN: --allow-unregistered-dialect
// Blocks can only appear inside a region.
"t.a"() : () -> ()
^bb1:
"t.b"() : () -> ()
