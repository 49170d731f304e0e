// RUN: --canonicalize
// RUN: --canonicalize=top-down=false
// RUN: --canonicalize=region-simplify=disabled
// RUN: --mlir-print-debuginfo --canonicalize
// scf.if patterns inside scf.while, on index and vector values, with several
// results feeding a later scf.if.
func.func private @sink(i32)
func.func private @cond() -> i1

func.func @while_if(%a: i32, %b: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = func.call @cond() : () -> i1
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %c = func.call @cond() : () -> i1
    %v = scf.if %c -> (i32) {
      %t = arith.constant true
      %s = arith.addi %y, %b : i32
      func.call @sink(%s) : (i32) -> ()
      scf.yield %s : i32
    } else {
      scf.yield %y : i32
    }
    scf.yield %v : i32
  }
  return %r : i32
}

func.func @many(%c: i1, %d: i1, %a: i32, %b: i32) -> (i32, i1, i32) {
  %t = arith.constant true
  %nd = arith.xori %d, %t : i1
  %r:3 = scf.if %c -> (i32, i1, i32) {
    %f = arith.constant false
    %x = arith.addi %a, %b : i32
    func.call @sink(%x) : (i32) -> ()
    scf.yield %a, %f, %x : i32, i1, i32
  } else {
    %tt = arith.constant true
    scf.yield %b, %tt, %a : i32, i1, i32
  }
  %s = scf.if %c -> (i32) {
    %q = scf.if %nd -> (i32) {
      func.call @sink(%r#2) : (i32) -> ()
      scf.yield %r#2 : i32
    } else {
      scf.yield %r#0 : i32
    }
    scf.yield %q : i32
  } else {
    scf.yield %r#0 : i32
  }
  return %s, %r#1, %r#2 : i32, i1, i32
}

func.func @index_if(%c: i1, %a: index) -> index {
  %c0 = arith.constant 0 : index
  %r = scf.if %c -> (index) {
    scf.yield %a : index
  } else {
    scf.yield %c0 : index
  }
  %s = scf.if %c -> (index) {
    %m = arith.muli %r, %r : index
    scf.yield %m : index
  } else {
    scf.yield %r : index
  }
  return %s : index
}

func.func @cond_in_yield(%c: i1, %a: i32) -> i1 {
  %r = scf.if %c -> (i1) {
    func.call @sink(%a) : (i32) -> ()
    scf.yield %c : i1
  } else {
    scf.yield %c : i1
  }
  return %r : i1
}

func.func @vector_sel(%c: i1, %a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  %r = scf.if %c -> (vector<4xi32>) {
    scf.yield %a : vector<4xi32>
  } else {
    scf.yield %b : vector<4xi32>
  }
  return %r : vector<4xi32>
}
