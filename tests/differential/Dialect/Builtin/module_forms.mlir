// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// Several top-level modules get an implicit wrapper module. Module names may
// be quoted; an empty `attributes {}` is dropped; sym_name given in the
// attribute dictionary becomes the module name.
module {}
module @named {}
module @"quoted name" {}
module @m attributes {} {}
module attributes {sym_name = "from_attr"} {}
module @a { module @b { "t.x"() : () -> () } }
"builtin.module"() ({
^bb0:
}) {sym_name = "generic_in"} : () -> ()
