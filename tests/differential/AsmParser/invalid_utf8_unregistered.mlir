// RUN: --split-input-file
// Without --allow-unregistered-dialect: an unknown op whose name holds
// bytes that are not UTF-8. An alias name followed by such a byte reports
// the byte (mlir-opt has read the next token), not the alias.
"foo.bÿar"() : () -> ()
// -----
"builtin.unrealized_conversion_cast"() {a = #fÿ.x} : () -> ()
// -----
%0 = "builtin.unrealized_conversion_cast"() : () -> !tÿ
// -----
"builtin.unrealized_conversion_cast"() {a = #f} : () -> ()
