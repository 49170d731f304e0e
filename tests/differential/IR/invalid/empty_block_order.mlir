// RUN: --allow-unregistered-dialect --split-input-file
// An empty non-entry block is a verifier error: a parse error later in the
// file comes first, and so does an error the walk meets before the empty
// block; an isolated op's body is verified only once its parent's blocks
// are.

"t.r"() ({
  "t.br"()[^bb1] : () -> ()
^bb1:
}) : () -> ()
"t.x"(%undefined) : (i32) -> ()

// -----

"t.r"() ({
  "t.br"()[^bb1] : () -> ()
^bb1:
}) : () -> ()
"t.x"() : () -> (

// -----

"t.r"() ({
  "t.r"() ({
    "t.br"()[^bb2] : () -> ()
  ^bb2:
  }) : () -> ()
  "t.br"()[^bb1] : () -> ()
^bb1:
}) : () -> ()

// -----

"t.r"() ({
  "t.br"()[^bb1] : () -> ()
  "t.x"() : () -> ()
^bb1:
}) : () -> ()

// -----

"t.r"() ({
  "builtin.module"() ({
    "t.r"() ({
      "t.br"()[^bb2] : () -> ()
    ^bb2:
    }) : () -> ()
  }) : () -> ()
  "t.br"()[^bb1] : () -> ()
^bb1:
}) : () -> ()

// -----

builtin.module {
  "t.br"()[^bb1] : () -> ()
^bb1:
}
