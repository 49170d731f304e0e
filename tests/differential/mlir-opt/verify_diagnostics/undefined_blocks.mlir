// RUN: --allow-unregistered-dialect --verify-diagnostics --split-input-file
// Every undefined block of a region is reported, each where it is first
// referenced, and each matches its own annotation. Two identical errors on
// one line both match the first of its two annotations: the second is
// reported as not produced.

"t.r"() ({
  // expected-error@+1 {{reference to an undefined block}}
  "t.br"()[^bb5,
  // expected-error@+1 {{reference to an undefined block}}
           ^bb7] : () -> ()
^bb1:
  // expected-error@+1 {{reference to an undefined block}}
  "t.br"()[^bb9, ^bb5, ^bb1] : () -> ()
}) : () -> ()

// -----

"t.r"() ({
  // expected-error@+2 {{reference to an undefined block}}
  // expected-error@+1 {{reference to an undefined block}}
  "t.br"()[^bb5, ^bb7] : () -> ()
}) : () -> ()
