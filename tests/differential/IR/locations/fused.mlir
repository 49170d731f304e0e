// RUN: --allow-unregistered-dialect --mlir-print-debuginfo
// RUN: --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope
// Fused locations without metadata are normalized: unknown members are
// dropped, duplicates removed, nested fused locations flattened, an empty
// result becomes unknown and a single member stands for itself. With
// metadata the list is kept (still deduplicated, unknown dropped), only nested
// fused locations with the same metadata are flattened, and an empty list
// becomes [unknown].
"t.a"() : () -> () loc(fused[])
"t.b"() : () -> () loc(fused[unknown, "a":1:1])
"t.c"() : () -> () loc(fused["a":1:1, "a":1:1])
"t.d"() : () -> () loc(fused[fused["a":1:1, "b":1:1], "c":1:1])
"t.e"() : () -> () loc(fused<{k = 1}>[unknown])
"t.f"() : () -> () loc(fused<unit>["a":1:1])
"t.g"() : () -> () loc(fused<"m">[fused["a":1:1, "b":1:1]])
"t.h"() : () -> () loc(fused["x"("a":1:1), callsite("b":1:1 at "c":2:2)])
"t.i"() : () -> () loc(fused<[1, 2]>["a":1:1, "a":1:1])
"t.m_a"() : () -> () loc(fused<"m">[fused<"m">["a":1:1, "b":1:1], "c":1:1])
"t.m_b"() : () -> () loc(fused<"m">[])
"t.m_c"() : () -> () loc(fused[fused<"m">["a":1:1, "b":1:1], "c":1:1])
"t.m_d"() : () -> () loc(fused<"m">[unknown])
"t.m_e"() : () -> () loc(fused[unknown, unknown])
