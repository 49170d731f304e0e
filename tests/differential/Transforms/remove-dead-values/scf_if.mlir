// RUN: --remove-dead-values
// RUN: --remove-dead-values --mlir-disable-threading
// RUN: --remove-dead-values=canonicalize=false
// `scf.if`: dead results and the yields feeding them; without the
// canonicalization the dead results stay, fed by `ub.poison`.
func.func @one_dead(%c: i1, %x: i32, %y: i32) -> i32 {
  %r:2 = scf.if %c -> (i32, i32) {
    %a = arith.addi %x, %y : i32
    scf.yield %a, %x : i32, i32
  } else {
    %b = arith.muli %x, %y : i32
    scf.yield %b, %y : i32, i32
  }
  return %r#1 : i32
}

func.func @all_dead(%c: i1, %x: i32) {
  %r = scf.if %c -> (i32) {
    %a = arith.addi %x, %x : i32
    scf.yield %a : i32
  } else {
    scf.yield %x : i32
  }
  return
}

func.func @no_results(%c: i1, %x: i32) {
  scf.if %c {
    %a = arith.addi %x, %x : i32
  }
  return
}

func.func @effects(%c: i1, %x: i32, %m: memref<i32>) {
  %r = scf.if %c -> (i32) {
    memref.store %x, %m[] : memref<i32>
    scf.yield %x : i32
  } else {
    scf.yield %x : i32
  }
  return
}

func.func @types(%c: i1, %x: index, %v: vector<2xf32>) -> index {
  %r:3 = scf.if %c -> (index, vector<2xf32>, f16) {
    %h = arith.constant 1.0 : f16
    scf.yield %x, %v, %h : index, vector<2xf32>, f16
  } else {
    %h = arith.constant 2.0 : f16
    scf.yield %x, %v, %h : index, vector<2xf32>, f16
  }
  return %r#0 : index
}
