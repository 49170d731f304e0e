// RUN: --allow-unregistered-dialect
// Use of an SSA value that is never defined.
"t.a"(%x) : (i32) -> ()
