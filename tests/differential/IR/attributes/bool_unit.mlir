// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// Boolean and unit attributes in dictionaries, arrays and nested dictionaries.
"t.bools"() {t = true, f = false, i1t = 1 : i1, i1f = 0 : i1} : () -> ()
"t.units"() {u1, u2 = unit, list = [unit, unit], nested = {inner, v = unit}} : () -> ()
