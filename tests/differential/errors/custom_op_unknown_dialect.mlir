// RUN: --allow-unregistered-dialect
// An unquoted (custom form) name of an unknown dialect; the note lists the
// dialects registered in mlir-opt.
t.a() : () -> ()
