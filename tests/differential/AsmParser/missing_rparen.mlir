// RUN: --allow-unregistered-dialect
// Operand list not closed.
"t.a"( : () -> ()
