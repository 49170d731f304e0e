// RUN: --allow-unregistered-dialect --canonicalize
// RUN: --allow-unregistered-dialect --canonicalize='region-simplify=disabled'
// RUN: --allow-unregistered-dialect --canonicalize='region-simplify=aggressive'
// RUN: --allow-unregistered-dialect --canonicalize=top-down=false
// Values that only feed themselves around a loop are dead.
func.func @counter_never_read(%n: i32, %c: i1) {
  cf.br ^loop(%n : i32)
^loop(%i: i32):
  %next = arith.addi %i, %n : i32
  "u.body"() : () -> ()
  cf.cond_br %c, ^loop(%next : i32), ^exit
^exit:
  "u.exit"() : () -> ()
  return
}

func.func @two_dead_carried_values(%a: i32, %b: f32, %c: i1) {
  cf.br ^loop(%a, %b : i32, f32)
^loop(%i: i32, %f: f32):
  %i2 = arith.muli %i, %a : i32
  %f2 = arith.addf %f, %b : f32
  "u.body"() : () -> ()
  cf.cond_br %c, ^loop(%i2, %f2 : i32, f32), ^exit
^exit:
  "u.exit"() : () -> ()
  return
}

func.func @one_live_one_dead(%a: i32, %b: i32, %c: i1) -> i32 {
  cf.br ^loop(%a, %b : i32, i32)
^loop(%i: i32, %j: i32):
  %i2 = arith.addi %i, %a : i32
  %j2 = arith.muli %j, %b : i32
  "u.body"() : () -> ()
  cf.cond_br %c, ^loop(%i2, %j2 : i32, i32), ^exit
^exit:
  "u.exit"() : () -> ()
  return %i : i32
}

func.func @cycle_through_three_blocks(%a: i32, %c: i1) {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  %y = arith.muli %x, %a : i32
  "u.one"() : () -> ()
  cf.br ^bb2(%y : i32)
^bb2(%z: i32):
  %w = arith.addi %z, %a : i32
  "u.two"() : () -> ()
  cf.br ^bb3(%w : i32)
^bb3(%v: i32):
  "u.three"() : () -> ()
  cf.cond_br %c, ^bb1(%v : i32), ^bb4
^bb4:
  "u.exit"() : () -> ()
  return
}

func.func @cycle_escapes_through_return(%a: i32, %c: i1) -> i32 {
  cf.br ^loop(%a : i32)
^loop(%i: i32):
  %n = arith.addi %i, %a : i32
  "u.body"() : () -> ()
  cf.cond_br %c, ^loop(%n : i32), ^exit(%n : i32)
^exit(%r: i32):
  "u.exit"() : () -> ()
  return %r : i32
}

func.func @nested_region_loop(%a: i32) {
  "u.region"() ({
    cf.br ^loop(%a : i32)
  ^loop(%i: i32):
    %n = arith.muli %i, %i : i32
    "u.cond"()[^loop_back, ^done] : () -> ()
  ^loop_back:
    "u.step"() : () -> ()
    cf.br ^loop(%n : i32)
  ^done:
    "u.end"() : () -> ()
  }) : () -> ()
  return
}
