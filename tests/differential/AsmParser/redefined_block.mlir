// RUN: --allow-unregistered-dialect
// Two blocks with the same label.
"t.r"() ({
  "t.br"()[^bb1] : () -> ()
^bb1:
  "t.x"() : () -> ()
^bb1:
  "t.y"() : () -> ()
}) : () -> ()
