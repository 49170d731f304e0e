// RUN: --allow-unregistered-dialect --split-input-file
// Carets at the end of the input: mlir-opt steps back onto the last
// character, whatever token ends there (the last chunk ends without a
// newline).

"a.op"() {x = distinct[0]<[1,

// -----

"a.op"() : (

// -----

"a.op"() {x = [1,