// RUN: --allow-unregistered-dialect
// Verifier: a module body must have exactly one block.
"builtin.module"() ({}) : () -> ()
