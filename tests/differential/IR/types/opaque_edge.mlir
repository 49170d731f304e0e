// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// NO-ROUNDTRIP: mlir-opt prints `!foo.st-` as `!foo<st->>`, which it cannot read back.
// Empty and unusual dialect bodies of unregistered types and attributes.
"t.a"() {a = #foo<>, b = #foo.x<>, c = #a.<3>} : () -> !foo<>
"t.b"() : () -> !foo.st-
