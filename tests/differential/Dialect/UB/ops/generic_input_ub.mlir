// RUN:
// RUN: --mlir-print-op-generic
// ub.poison in generic form with and without the value property, and
// ub.unreachable; a poison vector fed to an arith op.
"func.func"() <{function_type = () -> vector<2xi8>, sym_name = "generic_ub"}> ({
  %0 = "ub.poison"() : () -> vector<2xi8>
  %1 = "ub.poison"() <{value = #ub.poison}> : () -> vector<2xi8>
  %2 = "arith.addi"(%0, %1) : (vector<2xi8>, vector<2xi8>) -> vector<2xi8>
  %3 = "ub.poison"() {note = "x"} : () -> f16
  "func.return"(%2) : (vector<2xi8>) -> ()
}) : () -> ()
"func.func"() <{function_type = () -> (), sym_name = "dead"}> ({
  "ub.unreachable"() : () -> ()
}) : () -> ()
