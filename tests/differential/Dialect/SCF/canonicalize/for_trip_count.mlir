// RUN: --allow-unregistered-dialect --canonicalize
// The trip count of scf.for over integer bounds: signed or `unsigned`
// comparison, a difference that wraps, a step that does not divide it, an
// upper bound given as the lower one plus a constant with a no-wrap flag.
func.func @unsigned_large(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %cm1 = arith.constant -1 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.for unsigned %i = %c0 to %cm1 step %c1 iter_args(%x = %a) -> (i32) : i32 {
    %y = "test.op"(%x, %i) : (i32, i32) -> i32
    scf.yield %y : i32
  }
  return %r : i32
}

func.func @signed_negative_ub(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %cm1 = arith.constant -1 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.for %i = %c0 to %cm1 step %c1 iter_args(%x = %a) -> (i32) : i32 {
    %y = "test.op"(%x, %i) : (i32, i32) -> i32
    scf.yield %y : i32
  }
  return %r : i32
}

func.func @unsigned_once(%a: i8) -> i8 {
  %c250 = arith.constant -6 : i8
  %c255 = arith.constant -1 : i8
  %c100 = arith.constant 100 : i8
  %r = scf.for unsigned %i = %c250 to %c255 step %c100 iter_args(%x = %a) -> (i8) : i8 {
    %y = "test.op"(%x, %i) : (i8, i8) -> i8
    scf.yield %y : i8
  }
  return %r : i8
}

func.func @unsigned_reversed(%a: i8) -> i8 {
  %c250 = arith.constant -6 : i8
  %c3 = arith.constant 3 : i8
  %c1 = arith.constant 1 : i8
  %r = scf.for unsigned %i = %c250 to %c3 step %c1 iter_args(%x = %a) -> (i8) : i8 {
    %y = "test.op"(%x, %i) : (i8, i8) -> i8
    scf.yield %y : i8
  }
  return %r : i8
}

func.func @wrapping_difference(%a: i8) -> i8 {
  %cm100 = arith.constant -100 : i8
  %c100 = arith.constant 100 : i8
  %c1 = arith.constant 1 : i8
  %r = scf.for %i = %cm100 to %c100 step %c1 iter_args(%x = %a) -> (i8) : i8 {
    %y = "test.op"(%x, %i) : (i8, i8) -> i8
    scf.yield %y : i8
  }
  return %r : i8
}

func.func @two_trips(%a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %i = %c0 to %c5 step %c3 iter_args(%x = %a) -> (i32) {
    %y = "test.op"(%x, %i) : (i32, index) -> i32
    scf.yield %y : i32
  }
  return %r : i32
}

func.func @nuw_plus_two(%a: i32, %lb: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %c4 = arith.constant 4 : i32
  %ub = arith.addi %lb, %c2 overflow<nuw> : i32
  %r = scf.for unsigned %i = %lb to %ub step %c4 iter_args(%x = %a) -> (i32) : i32 {
    %y = "test.op"(%x, %i) : (i32, i32) -> i32
    scf.yield %y : i32
  }
  %r2 = scf.for %i = %lb to %ub step %c4 iter_args(%x = %r) -> (i32) : i32 {
    %y = "test.op"(%x, %i) : (i32, i32) -> i32
    scf.yield %y : i32
  }
  return %r2 : i32
}

func.func @nsw_minus(%a: i32, %lb: index) -> i32 {
  %cm3 = arith.constant -3 : index
  %c1 = arith.constant 1 : index
  %ub = arith.addi %lb, %cm3 overflow<nsw> : index
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%x = %a) -> (i32) {
    %y = "test.op"(%x, %i) : (i32, index) -> i32
    scf.yield %y : i32
  }
  return %r : i32
}

func.func @dynamic_step(%a: i32, %s: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %s iter_args(%x = %a) -> (i32) {
    %y = "test.op"(%x, %i) : (i32, index) -> i32
    scf.yield %y : i32
  }
  %c9 = arith.constant 9 : index
  %r2 = scf.for %i = %c9 to %c4 step %s iter_args(%x = %r) -> (i32) {
    %y = "test.op"(%x, %i) : (i32, index) -> i32
    scf.yield %y : i32
  }
  return %r2 : i32
}

func.func @one_constant_bound(%a: i32, %n: index) -> i32 {
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c4 to %n step %c1 iter_args(%x = %a) -> (i32) {
    %y = "test.op"(%x, %i) : (i32, index) -> i32
    scf.yield %y : i32
  }
  %r2 = scf.for %i = %n to %c4 step %c1 iter_args(%x = %r) -> (i32) {
    %y = "test.op"(%x, %i) : (i32, index) -> i32
    scf.yield %y : i32
  }
  return %r2 : i32
}

func.func @plain_add(%a: i32, %lb: index) -> i32 {
  %c1 = arith.constant 1 : index
  %ub = arith.addi %lb, %c1 : index
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%x = %a) -> (i32) {
    %y = "test.op"(%x, %i) : (i32, index) -> i32
    scf.yield %y : i32
  }
  return %r : i32
}

func.func @unsigned_division(%a: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %c250 = arith.constant -6 : i8
  %c100 = arith.constant 100 : i8
  %r = scf.for unsigned %i = %c0 to %c250 step %c100 iter_args(%x = %a) -> (i8) : i8 {
    %y = "test.op"(%x, %i) : (i8, i8) -> i8
    scf.yield %y : i8
  }
  return %r : i8
}

func.func @nuw_negative_constant(%a: i8, %lb: i8) -> i8 {
  %c200 = arith.constant -56 : i8
  %c1 = arith.constant 1 : i8
  %ub = arith.addi %lb, %c200 overflow<nuw> : i8
  %r = scf.for unsigned %i = %lb to %ub step %c1 iter_args(%x = %a) -> (i8) : i8 {
    %y = "test.op"(%x, %i) : (i8, i8) -> i8
    scf.yield %y : i8
  }
  return %r : i8
}

func.func @wide_integer(%a: i128) -> i128 {
  %c0 = arith.constant 0 : i128
  %big = arith.constant 100000000000000000000000 : i128
  %step = arith.constant 99999999999999999999999 : i128
  %r = scf.for %i = %c0 to %big step %step iter_args(%x = %a) -> (i128) : i128 {
    %y = "test.op"(%x, %i) : (i128, i128) -> i128
    scf.yield %y : i128
  }
  %r2 = scf.for %i = %c0 to %step step %big iter_args(%x = %r) -> (i128) : i128 {
    %y = "test.op"(%x, %i) : (i128, i128) -> i128
    scf.yield %y : i128
  }
  return %r2 : i128
}
