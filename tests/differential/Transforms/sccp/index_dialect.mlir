// RUN: --sccp
// RUN: --sccp --mlir-disable-threading
// The `index` dialect's ops fold like arith's (their results are
// materialized as `index.constant`), alongside `arith` on `index`.
func.func @index_ops() -> (index, index, i1) {
  %a = index.constant 12
  %b = index.constant 5
  %s = index.add %a, %b
  %m = index.mul %s, %b
  %d = index.divs %m, %b
  %c = index.cmp slt(%a, %b)
  return %s, %d, %c : index, index, i1
}

func.func @bool_constant() -> i1 {
  %t = index.bool.constant true
  %f = index.bool.constant false
  %x = arith.xori %t, %f : i1
  return %x : i1
}

func.func @casts() -> (i32, index) {
  %a = index.constant 300
  %t = index.casts %a : index to i32
  %k = arith.constant -2 : i16
  %u = index.castu %k : i16 to index
  return %t, %u : i32, index
}

func.func @mixed(%x: index) -> index {
  %a = index.constant 4
  %b = arith.constant 4 : index
  %s = index.sub %a, %b
  %r = index.add %x, %s
  return %r : index
}

func.func @branch_on_index(%x: index) -> index {
  %a = index.constant 3
  %b = index.constant 7
  %c = index.cmp ult(%a, %b)
  cf.cond_br %c, ^yes, ^no
^yes:
  %r = index.shl %a, %a
  return %r : index
^no:
  return %x : index
}

func.func @sizeof() -> index {
  %s = index.sizeof
  %a = index.constant 2
  %m = index.mul %s, %a
  return %m : index
}
