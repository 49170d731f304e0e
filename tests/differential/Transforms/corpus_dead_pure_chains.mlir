// RUN: --allow-unregistered-dialect --canonicalize
// RUN: --allow-unregistered-dialect --canonicalize=top-down=false
// RUN: --allow-unregistered-dialect --canonicalize=max-iterations=1
// RUN: --allow-unregistered-dialect --cse
// Pure ops whose results are unused, directly or through other dead ops.
func.func @long_chain(%x: i32, %y: i32) {
  %0 = arith.addi %x, %y : i32
  %1 = arith.muli %0, %x : i32
  %2 = arith.addi %1, %0 : i32
  %3 = arith.muli %2, %1 : i32
  %4 = arith.divsi %3, %y : i32
  %5 = arith.remsi %x, %4 : i32
  return
}

func.func @chain_partly_used(%x: i32, %y: i32) -> i32 {
  %0 = arith.addi %x, %y : i32
  %1 = arith.muli %0, %y : i32
  %2 = arith.addi %1, %x : i32
  %3 = arith.muli %0, %x : i32
  return %1 : i32
}

func.func @diamond(%x: f32, %y: f32) -> f32 {
  %0 = arith.addf %x, %y : f32
  %1 = arith.mulf %0, %x : f32
  %2 = arith.mulf %0, %y : f32
  %3 = arith.addf %1, %2 : f32
  %4 = arith.negf %3 : f32
  return %x : f32
}

func.func @dead_across_blocks(%x: i32, %y: i32) -> i32 {
  %0 = arith.addi %x, %y : i32
  cf.br ^bb1
^bb1:
  %1 = arith.muli %0, %0 : i32
  "u.br"()[^bb2] : () -> ()
^bb2:
  %2 = arith.addi %1, %x : i32
  return %y : i32
}

func.func @used_only_by_dead_cmp(%x: i32, %y: i32) -> i1 {
  %0 = arith.addi %x, %y : i32
  %1 = arith.cmpi slt, %0, %y : i32
  %2 = arith.cmpi sgt, %x, %y : i32
  return %2 : i1
}

func.func @casts_and_constants(%x: i32, %f: f32) {
  %0 = arith.extsi %x : i32 to i64
  %1 = arith.sitofp %x : i32 to f64
  %2 = arith.fptosi %f : f32 to i16
  %c = arith.constant 5 : i32
  %d = arith.constant dense<3> : vector<2xi8>
  %p = ub.poison : i32
  return
}

func.func @dead_inside_unregistered_region(%x: i32, %y: i32) {
  "u.region"() ({
    %0 = arith.addi %x, %y : i32
    %1 = arith.muli %0, %0 : i32
    "u.terminator"() : () -> ()
  }) : () -> ()
  return
}
