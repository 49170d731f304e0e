// RUN: --allow-unregistered-dialect --split-input-file
// The marker is found anywhere in the text, even mid-line: text after it on
// the same line belongs to the next chunk.
"t.a"() : () -> () // -----
"t.b"() : () -> ()
// -----"t.c"() : () -> ()
