// RUN: mlir-rs-opt --allow-unregistered-dialect --verify-diagnostics --split-input-file %s

// expected-error @+1 {{use of undeclared SSA value name}}
"t.a"(%x) : (i32) -> ()

// -----

%0 = "t.def"() : () -> i32
module {
  // expected-error @+1 {{'t.use' op using value defined outside the region}}
  "t.use"(%0) : (i32) -> ()
}
// expected-note @-4 {{required by region isolation constraints}}

// -----

"t.r"() ({
^bb0:
  "t.x"(%v)[^bb1] : (i64) -> () // expected-error {{operand #0 does not dominate this use}}
^bb1:
  %v = "t.y"() : () -> i64 // expected-note {{operand defined here (op in the same region)}}
  "t.z"(%v)[^bb1] : (i64) -> ()
}) : () -> ()
