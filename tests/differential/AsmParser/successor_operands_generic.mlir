// RUN: --allow-unregistered-dialect
// The generic successor list holds only block names.
"t.r"() ({
^bb0(%x: i32):
  "t.br"()[^bb1(%x : i32)] : () -> ()
^bb1(%y: i32):
  "t.end"() : () -> ()
}) : () -> ()
