// RUN: --allow-unregistered-dialect --test-single-fold
// RUN: --allow-unregistered-dialect --test-single-fold --mlir-print-debuginfo
func.func @g() { return }
func.func @h(%x: i32) -> i32 { return %x : i32 }

func.func @symbols_and_poison() {
  "u.first"() : () -> ()
  %0 = func.constant @g : () -> ()
  %1 = ub.poison : i32
  %2 = ub.poison : i32
  %3 = func.constant @g : () -> ()
  %4 = func.constant @h : (i32) -> i32
  %5 = ub.poison : vector<2xf32>
  %6 = ub.poison <#ub.poison> : i32
  "u.use"(%0, %1, %2, %3, %4, %5, %6) : (() -> (), i32, i32, () -> (), (i32) -> i32, vector<2xf32>, i32) -> ()
  %unused = ub.poison : i64
  return
}

func.func @mixed(%b: i1) {
  "u.br"()[^bb1] : () -> ()
^bb1:
  %p = ub.poison : index
  %c = arith.constant 4 : index
  %f = func.constant @g : () -> ()
  "u.use"(%p, %c, %f) : (index, index, () -> ()) -> ()
  return
}
