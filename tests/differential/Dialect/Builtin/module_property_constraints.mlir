// RUN: --allow-unregistered-dialect --split-input-file
// builtin.module's sym_name and sym_visibility must be strings, checked
// while parsing: in the generic form's attribute dictionary (only when no
// properties are written), in its properties (the conversion fails), and
// in the custom form's dictionary after `attributes`. A parse error comes
// before the verifier's errors elsewhere in the file.

"builtin.module"() ({
}) {sym_name = 3 : i32} : () -> ()

// -----

"builtin.module"() ({
}) {sym_visibility = 3 : i32} : () -> ()

// -----

"builtin.module"() <{sym_name = 3 : i32}> ({
}) : () -> ()

// -----

"builtin.module"() <{sym_visibility = "private", sym_name = "m"}> ({
^bb0:
  "t.x"() : () -> ()
}) {sym_name = 4 : i32} : () -> ()

// -----

module @m attributes {sym_visibility = 3 : i32} {
}

// -----

module attributes {sym_name = 3 : i32} {
}

// -----

"t.r"() ({
  "t.br"()[^bb1] : () -> ()
^bb1:
}) : () -> ()
"builtin.module"() ({
}) {sym_name = 3 : i32} : () -> ()
