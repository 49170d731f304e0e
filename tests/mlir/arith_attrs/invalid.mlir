// RUN: mlir-rs-opt --allow-unregistered-dialect --verify-diagnostics --split-input-file %s
//
// Malformed `#arith.fastmath<…>` and `#arith.overflow<…>` attributes, and
// attributes of registered dialects that define none or not this one. The
// messages (and the second error of a bad flag) are mlir-opt 22's.

// expected-error @+2 {{expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
// expected-error @+1 {{failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
"t.x"() {a = #arith.fastmath<bogus>} : () -> ()

// -----

// expected-error @+2 {{expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw}}
// expected-error @+1 {{failed to parse Arith_IntegerOverflowAttr parameter 'value' which is to be a `::mlir::arith::IntegerOverflowFlags`}}
"t.x"() {a = #arith.overflow<nsw, bad>} : () -> ()

// -----

// expected-error @+2 {{expected valid keyword or string}}
// expected-error @+1 {{failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
"t.x"() {a = #arith.fastmath<>} : () -> ()

// -----

// expected-error @+2 {{expected valid keyword or string}}
// expected-error @+1 {{failed to parse Arith_IntegerOverflowAttr parameter 'value' which is to be a `::mlir::arith::IntegerOverflowFlags`}}
"t.x"() {a = #arith.overflow<nuw,>} : () -> ()

// -----

// The separator of fast-math flags is `,`, not `|`.
// expected-error @+1 {{expected '>'}}
"t.x"() {a = #arith.fastmath<nnan|ninf>} : () -> ()

// -----

// expected-error @+1 {{expected '>'}}
"t.x"() {a = #arith.fastmath<nnan ninf>} : () -> ()

// -----

// expected-error @+1 {{expected '<'}}
"t.x"() {a = #arith.fastmath} : () -> ()

// -----

// expected-error @+1 {{unknown attribute `fast_math` in dialect `arith`}}
"t.x"() {a = #arith.fast_math<nnan>} : () -> ()

// -----

// expected-error @+1 {{dialect 'builtin' provides no attribute parsing hook}}
"t.x"() {a = #builtin.fastmath<nnan>} : () -> ()

// -----

// expected-error @+1 {{unbalanced '<' character in pretty dialect name}}
"t.x"() {a = #arith.fastmath<nnan} : () -> ()

// -----

// expected-error @+1 {{unbalanced '(' character in pretty dialect name}}
"t.x"() {a = #other.thing<x(]>} : () -> ()

// -----

// expected-error @+1 {{expected valid keyword}}
"t.x"() {a = #arith."fastmath"<nnan>} : () -> ()
