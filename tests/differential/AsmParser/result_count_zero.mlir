// RUN: --allow-unregistered-dialect
// A name bound to an op without results.
%0 = "t.a"() : () -> ()
