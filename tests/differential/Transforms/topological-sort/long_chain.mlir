// RUN: --allow-unregistered-dialect --topological-sort
// A chain written backwards takes one round per link; independent ops
// between the links keep their order.
"r.end"(%c9) : (i32) -> ()
%c9 = "r.step"(%c8) : (i32) -> i32
"r.free"() {n = 1 : i32} : () -> ()
%c8 = "r.step"(%c7) : (i32) -> i32
%c7 = "r.step"(%c6) : (i32) -> i32
"r.free"() {n = 2 : i32} : () -> ()
%c6 = "r.step"(%c5) : (i32) -> i32
%c5 = "r.step"(%c4) : (i32) -> i32
%c4 = "r.step"(%c3) : (i32) -> i32
"r.free"() {n = 3 : i32} : () -> ()
%c3 = "r.step"(%c2) : (i32) -> i32
%c2 = "r.step"(%c1) : (i32) -> i32
%c1 = "r.step"(%c0) : (i32) -> i32
%c0 = "r.start"() : () -> i32
