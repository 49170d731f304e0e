// RUN: --allow-unregistered-dialect
// Undefined value names are collected and all reported when the region ends.
"t.a"(%undefined1) : (i32) -> ()
"t.b"(%undefined2) : (i32) -> ()
