// RUN: mlir-rs-opt --allow-unregistered-dialect %s | FileCheck %s
//
// `#arith.fastmath<…>` and `#arith.overflow<…>` in every spelling mlir-opt
// accepts: separators with and without blanks, strings for keywords,
// duplicates, `none` mixed in, all bits (printed as the `fast` group), the
// angle form `#arith<…>`, and a trailing type that mlir-opt drops.

"t.x"() {
  a = #arith.fastmath<nnan,ninf>,
  b = #arith.fastmath< ninf , nnan >,
  c = #arith.fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn>,
  d = #arith.fastmath<fast,none>,
  e = #arith.fastmath<none>,
  f = #arith.fastmath<"contract">,
  g = #arith<fastmath<afn,arcp>>,
  h = #arith.fastmath<nsz> : i32,
  i = #arith.overflow<nuw,nsw>,
  j = #arith.overflow<nsw, nsw>,
  k = #arith.overflow<none>,
  l = [#arith.overflow<nuw>, #arith.fastmath<fast, nnan>]
} : () -> ()
// CHECK-GENERATED-BY: mlir-opt-22
// CHECK: module {
// CHECK-NEXT:   "t.x"() {a = #arith.fastmath<nnan,ninf>, b = #arith.fastmath<nnan,ninf>, c = #arith.fastmath<fast>, d = #arith.fastmath<fast>, e = #arith.fastmath<none>, f = #arith.fastmath<contract>, g = #arith.fastmath<arcp,afn>, h = #arith.fastmath<nsz>, i = #arith.overflow<nsw, nuw>, j = #arith.overflow<nsw>, k = #arith.overflow<none>, l = [#arith.overflow<nuw>, #arith.fastmath<fast>]} : () -> ()
// CHECK-NEXT: }
