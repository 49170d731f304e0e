// RUN: --allow-unregistered-dialect --split-input-file
// A region whose successors name several blocks it never defines: each is
// reported, in the order of its first reference, once however often it is
// named; a nested region's undefined block ends the parse before the
// enclosing region's are reported.

"t.r"() ({
  "t.br"()[^bb5, ^bb7] : () -> ()
^bb1:
  "t.br"()[^bb9] : () -> ()
}) : () -> ()

// -----

"t.r"() ({
  "t.br"()[^late, ^early, ^late] : () -> ()
^bb1:
  "t.br"()[^early, ^bb1, ^other] : () -> ()
}) : () -> ()

// -----

"t.r"() ({
  "t.r"() ({
    "t.br"()[^inner] : () -> ()
  }) : () -> ()
  "t.br"()[^outer] : () -> ()
}) : () -> ()

// -----

"t.r"() ({
  "t.br"()[^a] : () -> ()
}, {
  "t.br"()[^b, ^c] : () -> ()
}) : () -> ()
