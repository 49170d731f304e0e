// RUN: --canonicalize
// RUN: --mlir-print-op-generic --canonicalize
// An scf.if without results loses an else block that only yields.

func.func private @sink(i32)

func.func @empty_else(%c: i1, %a: i32) {
  scf.if %c {
    func.call @sink(%a) : (i32) -> ()
  } else {
  }
  return
}

func.func @keeps_attributes(%c: i1, %a: i32) {
  scf.if %c {
    func.call @sink(%a) : (i32) -> ()
  } else {
    scf.yield
  } {note = "kept", weight = 3 : i64}
  return
}

func.func @else_becomes_empty(%c: i1, %a: i32) {
  scf.if %c {
    func.call @sink(%a) : (i32) -> ()
  } else {
    %x = arith.addi %a, %a : i32
  }
  return
}

func.func @nonempty_else(%c: i1, %a: i32) {
  scf.if %c {
    func.call @sink(%a) : (i32) -> ()
  } else {
    %x = arith.addi %a, %a : i32
    func.call @sink(%x) : (i32) -> ()
  }
  return
}

func.func @empty_then_nonempty_else(%c: i1, %a: i32) {
  scf.if %c {
  } else {
    func.call @sink(%a) : (i32) -> ()
  }
  return
}
