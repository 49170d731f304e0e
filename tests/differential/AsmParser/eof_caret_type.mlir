// RUN: --allow-unregistered-dialect
// A caret at the end of an input without a final newline, after a type
// list opened: mlir-opt points at the last character.
"a.op"() : (