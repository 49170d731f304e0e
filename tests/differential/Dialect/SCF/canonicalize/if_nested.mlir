// RUN: --canonicalize
// RUN: --mlir-print-debuginfo --canonicalize
// An scf.if holding only another scf.if becomes one on both conditions.

func.func private @sink(i32)

func.func @no_results(%c: i1, %d: i1, %a: i32) {
  scf.if %c {
    scf.if %d {
      func.call @sink(%a) : (i32) -> ()
    }
  }
  return
}

func.func @three_levels(%c: i1, %d: i1, %e: i1, %a: i32) {
  scf.if %c {
    scf.if %d {
      scf.if %e {
        func.call @sink(%a) : (i32) -> ()
      }
    }
  }
  return
}

func.func @inner_results(%c: i1, %d: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    %s = scf.if %d -> (i32) {
      %x = arith.addi %a, %b : i32
      func.call @sink(%x) : (i32) -> ()
      scf.yield %x : i32
    } else {
      scf.yield %b : i32
    }
    scf.yield %s : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}

func.func @select_upgrade(%c: i1, %d: i1, %a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    %s = scf.if %d -> (i32) {
      %x = arith.addi %a, %b : i32
      func.call @sink(%x) : (i32) -> ()
      scf.yield %x : i32
    } else {
      scf.yield %b : i32
    }
    scf.yield %s, %a : i32, i32
  } else {
    scf.yield %b, %b : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

func.func @else_values_differ(%c: i1, %d: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    %s = scf.if %d -> (i32) {
      %x = arith.addi %a, %b : i32
      func.call @sink(%x) : (i32) -> ()
      scf.yield %x : i32
    } else {
      scf.yield %b : i32
    }
    scf.yield %s : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}

func.func @outer_else_does_work(%c: i1, %d: i1, %a: i32) {
  scf.if %c {
    scf.if %d {
      func.call @sink(%a) : (i32) -> ()
    }
  } else {
    func.call @sink(%a) : (i32) -> ()
  }
  return
}

func.func @inner_else_does_work(%c: i1, %d: i1, %a: i32, %b: i32) {
  scf.if %c {
    scf.if %d {
      func.call @sink(%a) : (i32) -> ()
    } else {
      func.call @sink(%b) : (i32) -> ()
    }
  }
  return
}
