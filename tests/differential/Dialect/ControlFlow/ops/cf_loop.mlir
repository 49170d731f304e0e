// RUN:
// RUN: --mlir-print-op-generic
// A counted loop built from cf.br/cf.cond_br with loop-carried block
// arguments (a sum of 0..n-1 on index and a running product on i64).
func.func @loop(%n: index) -> (index, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1 : i64
  cf.br ^header(%c0, %c0, %one : index, index, i64)
^header(%i: index, %acc: index, %prod: i64):
  %lt = arith.cmpi slt, %i, %n : index
  cf.cond_br %lt, ^body, ^exit(%acc, %prod : index, i64)
^body:
  %next_acc = arith.addi %acc, %i : index
  %i64 = arith.index_cast %i : index to i64
  %p1 = arith.addi %i64, %one : i64
  %next_prod = arith.muli %prod, %p1 overflow<nsw> : i64
  %next = arith.addi %i, %c1 : index
  cf.br ^header(%next, %next_acc, %next_prod : index, index, i64)
^exit(%r: index, %s: i64):
  return %r, %s : index, i64
}
