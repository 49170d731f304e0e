// RUN: --canonicalize
// RUN: --mlir-print-op-generic --canonicalize
// scf.if inside scf.for bodies: constants hoisted out of the bodies, the
// if patterns applied inside the loops.

func.func private @sink(i32)

func.func @static_in_loop(%n: index, %a: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %t = arith.constant true
    scf.if %t {
      %c5 = arith.constant 5 : i32
      %x = arith.addi %a, %c5 : i32
      func.call @sink(%x) : (i32) -> ()
    }
  }
  return
}

func.func @select_in_loop(%n: index, %a: i32, %b: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> (i32) {
    %odd = arith.remui %i, %c1 : index
    %cmp = arith.cmpi eq, %odd, %c0 : index
    %v = scf.if %cmp -> (i32) {
      scf.yield %acc : i32
    } else {
      scf.yield %b : i32
    }
    %next = arith.addi %v, %acc : i32
    scf.yield %next : i32
  }
  return %r : i32
}

func.func @nested_ifs_in_loop(%n: index, %c: i1, %d: i1, %a: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.if %c {
      scf.if %d {
        %c2 = arith.constant 2 : i32
        %x = arith.muli %a, %c2 : i32
        func.call @sink(%x) : (i32) -> ()
      }
    }
  }
  return
}

func.func @combine_in_loop(%n: index, %a: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %n step %c1 {
    %cmp = arith.cmpi ult, %i, %c4 : index
    scf.if %cmp {
      %c10 = arith.constant 10 : i32
      func.call @sink(%c10) : (i32) -> ()
    }
    scf.if %cmp {
      %c20 = arith.constant 20 : i32
      func.call @sink(%c20) : (i32) -> ()
    } else {
      %c30 = arith.constant 30 : i32
      func.call @sink(%c30) : (i32) -> ()
    }
  }
  return
}

func.func @propagation_in_loop(%n: index, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.if %c {
      %e = arith.extui %c : i1 to i32
      func.call @sink(%e) : (i32) -> ()
    } else {
      %e = arith.extui %c : i1 to i32
      func.call @sink(%e) : (i32) -> ()
    }
  }
  return
}
