// RUN: --test-single-fold
// RUN: --canonicalize
func.func @wide() -> (i1000, i1000, i1000, i1000, i1000, i1000, i1000, i1, i1000, i1000) {
  %a = arith.constant 123456789012345678901234567890123456789012345678901234567890 : i1000
  %b = arith.constant -98765432109876543210987654321 : i1000
  %one = arith.constant 1 : i1000
  %s999 = arith.constant 999 : i1000
  %0 = arith.muli %a, %b : i1000
  %1 = arith.divsi %a, %b : i1000
  %2 = arith.remsi %a, %b : i1000
  %3 = arith.divui %a, %b : i1000
  %4 = arith.shli %one, %s999 : i1000
  %5 = arith.shrsi %b, %s999 : i1000
  %6 = arith.floordivsi %a, %b : i1000
  %7 = arith.cmpi ult, %a, %b : i1000
  %8 = arith.ceildivsi %b, %a : i1000
  %9 = arith.muli %0, %0 : i1000
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i1000, i1000, i1000, i1000, i1000, i1000, i1000, i1, i1000, i1000
}
