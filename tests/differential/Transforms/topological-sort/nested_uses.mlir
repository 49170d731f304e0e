// RUN: --allow-unregistered-dialect --topological-sort
// An op is ready when the ops nested in it are: a use inside its regions
// of a value defined later holds it back. A value defined inside the op
// itself, even after its use there, does not.
"w.wrap"() ({
  "w.use"(%later) : (i32) -> ()
}) : () -> ()
%later = "w.def"() : () -> i32
"w.self_contained"() ({
  "w.use"(%inner) : (i32) -> ()
  %inner = "w.def"() : () -> i32
}) : () -> ()
"w.deep"() ({
  "w.mid"() ({
    "w.use"(%last) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
%last = "w.def"(%later) : (i32) -> i32
