// RUN: --verify-diagnostics --split-input-file
// Verifier errors checked with --verify-diagnostics; a valid chunk first.

func.func @valid(%a: index) -> i64 {
  %0 = index.castu %a : index to i64
  return %0 : i64
}

// -----

func.func @cast_same(%a: index) -> index {
  // expected-error @+1 {{'index.castu' op operand type 'index' and result type 'index' are cast incompatible}}
  %0 = index.castu %a : index to index
  return %0 : index
}

// -----

func.func @result_type(%a: index) -> i1 {
  // expected-error @+1 {{'index.divs' op result #0 must be index, but got 'i1'}}
  %0 = "index.divs"(%a, %a) : (index, index) -> i1
  return %0 : i1
}

// -----

func.func @cmp_result(%a: index) -> index {
  // expected-error @+1 {{'index.cmp' op result #0 must be 1-bit signless integer, but got 'index'}}
  %0 = "index.cmp"(%a, %a) <{pred = #index<cmp_predicate sle>}> : (index, index) -> index
  return %0 : index
}
