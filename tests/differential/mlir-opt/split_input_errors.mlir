// RUN: --allow-unregistered-dialect --split-input-file
// RUN: --split-input-file
// A chunk that fails to parse prints nothing (its separator still appears)
// and the other chunks are still processed; the exit status is non-zero.
"t.ok"() : () -> ()
// -----
"t.bad"( : () -> ()
// -----
"t.ok2"() : () -> ()
// -----
%0 = "t.bad2"(%undefined) : (i32) -> i32
// -----
module {
}
