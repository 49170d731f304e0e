// RUN: --split-input-file
// RUN: --split-input-file --mlir-print-op-generic
// Symbol names are bytes: a function named with bytes that are not UTF-8
// (raw or escaped) is found by calls spelling it either way, its name
// prints escaped, and errors quote it with its bytes.
func.func @"fÿ"() {
  return
}
func.func @g() {
  func.call @"fÿ"() : () -> ()
  func.call @"f\FF"() : () -> ()
  return
}
// -----
func.func @g() {
  func.call @"hÿ"() : () -> ()
  return
}
// -----
func.func @"fÿ"() {
  return
}
func.func @"f\FF"() {
  return
}
