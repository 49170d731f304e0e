// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// Dictionary attributes are sorted by key (byte order) both as an op's
// attribute dictionary and as nested values. Unit entries print as bare keys;
// keys that are not bare identifiers are quoted.
"t.sorted"() {zeta = 1, alpha = 2, Beta = 3, _under = 4, a1 = 5, a = 6, "a b" = 7, "0x" = 8} : () -> ()
"t.nested"() {outer = {z = {y = 1 : i32, x = 2 : i32}, a = {}}, list = [{d = 1, c = 2}]} : () -> ()
"t.units"() {u, flag = unit, v} : () -> ()
"t.empty"() {} : () -> ()
"t.empty_value"() {d = {}} : () -> ()
"t.quoted"() {"quoted key" = "v", "k\"q" = 1, "with.dot" = 3, plain.dot = 4, "$d" = 5, "a-b" = 6} : () -> ()
