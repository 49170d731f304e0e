// RUN: --allow-unregistered-dialect --cse
// RUN: --allow-unregistered-dialect --cse --mlir-print-debuginfo
// RUN: --allow-unregistered-dialect --pass-pipeline=builtin.module(func.func(cse))
// Equal ops in and around the regions of unregistered ops.
func.func @inside_one_region(%a: i32, %b: i32) {
  "u.region"() ({
    %0 = arith.addi %a, %b : i32
    %1 = arith.addi %a, %b : i32
    "u.use"(%0, %1) : (i32, i32) -> ()
    "u.end"() : () -> ()
  }) : () -> ()
  return
}

func.func @outer_and_inner(%a: i32, %b: i32) -> i32 {
  %0 = arith.muli %a, %b : i32
  "u.region"() ({
    %1 = arith.muli %a, %b : i32
    "u.use"(%1) : (i32) -> ()
    "u.end"() : () -> ()
  }) : () -> ()
  %2 = arith.muli %a, %b : i32
  %3 = arith.addi %0, %2 : i32
  return %3 : i32
}

func.func @sibling_regions(%a: i32, %b: i32) {
  "u.two"() ({
    %0 = arith.addi %a, %b : i32
    "u.use"(%0) : (i32) -> ()
    "u.end"() : () -> ()
  }, {
    %1 = arith.addi %a, %b : i32
    "u.use"(%1) : (i32) -> ()
    "u.end"() : () -> ()
  }) : () -> ()
  return
}

func.func @deeply_nested(%a: i32, %b: i32) {
  "u.l1"() ({
    %0 = arith.subi %a, %b : i32
    "u.l2"() ({
      %1 = arith.subi %a, %b : i32
      %2 = arith.subi %a, %b : i32
      "u.use"(%1, %2) : (i32, i32) -> ()
      "u.end"() : () -> ()
    }) : () -> ()
    %3 = arith.subi %a, %b : i32
    "u.use"(%0, %3) : (i32, i32) -> ()
    "u.end"() : () -> ()
  }) : () -> ()
  return
}

func.func @region_arguments(%a: i32) {
  "u.region"() ({
  ^bb0(%x: i32, %y: i32):
    %0 = arith.addi %x, %y : i32
    %1 = arith.addi %y, %x : i32
    %2 = arith.addi %x, %a : i32
    "u.use"(%0, %1, %2) : (i32, i32, i32) -> ()
    "u.end"() : () -> ()
  }) : () -> ()
  return
}

func.func @region_with_blocks(%a: i32, %b: i32) {
  "u.region"() ({
    %0 = arith.ori %a, %b : i32
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    %1 = arith.ori %a, %b : i32
    "u.use"(%0, %1) : (i32, i32) -> ()
    "u.end"() : () -> ()
  }) : () -> ()
  return
}

func.func @constants_in_regions() {
  %c = arith.constant 3 : i32
  "u.region"() ({
    %d = arith.constant 3 : i32
    %e = arith.constant 3 : i32
    "u.use"(%c, %d, %e) : (i32, i32, i32) -> ()
    "u.end"() : () -> ()
  }) : () -> ()
  return
}
