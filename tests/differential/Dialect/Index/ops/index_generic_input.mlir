// RUN:
// RUN: --mlir-print-op-generic
// Index ops written in the generic form, with discardable attributes.

func.func @generic(%a: index, %b: index) -> (index, i1, i32, index, i1, index) {
  %0 = "index.add"(%a, %b) {note = "x"} : (index, index) -> index
  %1 = "index.cmp"(%a, %b) <{pred = #index<cmp_predicate uge>}> : (index, index) -> i1
  %2 = "index.casts"(%a) : (index) -> i32
  %3 = "index.constant"() <{value = 42 : index}> : () -> index
  %4 = "index.bool.constant"() <{value = false}> : () -> i1
  %5 = "index.sizeof"() {tag} : () -> index
  return %0, %1, %2, %3, %4, %5 : index, i1, i32, index, i1, index
}

func.func @props_in_attr_dict(%a: index) -> (index, i1) {
  %0 = "index.constant"() {value = 7 : index} : () -> index
  %1 = "index.cmp"(%a, %0) {pred = #index<cmp_predicate ne>} : (index, index) -> i1
  return %0, %1 : index, i1
}
