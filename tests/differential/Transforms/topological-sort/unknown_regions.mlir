// RUN: --allow-unregistered-dialect --topological-sort
// An op of an unknown dialect does not implement `RegionKindInterface`:
// its regions are left as they are, even with uses before definitions,
// but a module nested in one is sorted.
"u.holder"() ({
  "u.use"(%a) : (i32) -> ()
  %a = "u.def"() : () -> i32
  module {
    "u.use"(%b) : (i32) -> ()
    %b = "u.def"() : () -> i32
  }
}) : () -> ()
"u.two_blocks"() ({
  "u.br"()[^next] : () -> ()
^next:
  "u.end"() : () -> ()
}) : () -> ()
