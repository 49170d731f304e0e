// RUN: --allow-unregistered-dialect
// A non-entry block needs at least one operation.
"t.r"() ({
  "t.x"() : () -> ()
^bb1:
}) : () -> ()
