// RUN: --split-input-file --allow-unregistered-dialect
// Malformed comparisons.

func.func @unknown_predicate(%a: index) -> i1 {
  %0 = index.cmp lt(%a, %a)
  return %0 : i1
}

// -----

func.func @arith_predicate(%a: index) -> i1 {
  %0 = "index.cmp"(%a, %a) <{pred = 2 : i64}> : (index, index) -> i1
  return %0 : i1
}

// -----

func.func @missing_parens(%a: index) -> i1 {
  %0 = index.cmp eq %a, %a
  return %0 : i1
}

// -----

func.func @result_not_i1(%a: index) -> i32 {
  %0 = "index.cmp"(%a, %a) <{pred = #index<cmp_predicate eq>}> : (index, index) -> i32
  return %0 : i32
}

// -----

func.func @missing_predicate(%a: index) -> i1 {
  %0 = "index.cmp"(%a, %a) : (index, index) -> i1
  return %0 : i1
}

// -----

func.func @bad_attribute_keyword() {
  "some.op"() {p = #index<cmp_predicate bogus>} : () -> ()
  return
}

// -----

func.func @unknown_index_attribute() {
  "some.op"() {p = #index<predicate eq>} : () -> ()
  return
}
