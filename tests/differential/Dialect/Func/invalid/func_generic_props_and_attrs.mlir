// RUN: --split-input-file
// A generic func.func with properties: an inherent attribute also written
// in the attribute dictionary is not checked against its constraint (and
// is dropped); without properties it is.

"func.func"() <{sym_name = "f", function_type = () -> (), sym_visibility = "private"}> ({
}) {sym_name = 4 : i32} : () -> ()

// -----

"func.func"() <{sym_name = "g", function_type = () -> ()}> ({
}) {sym_name = 4 : i32} : () -> ()

// -----

"func.func"() ({
}) {sym_name = 4 : i32, function_type = () -> ()} : () -> ()
