// RUN:
// RUN: --mlir-print-op-generic

func.func @add_flags(%a: i32, %b: i32) -> i32 {
  %0 = llvm.add %a, %b : i32
  %1 = llvm.add %0, %b overflow<nsw> : i32
  %2 = llvm.add %1, %b overflow<nuw> : i32
  %3 = llvm.add %2, %b overflow<nsw, nuw> : i32
  %4 = llvm.add %3, %b overflow<nuw, nsw> : i32
  %5 = llvm.add %4, %b overflow<none> : i32
  return %5 : i32
}

func.func @sub_mul_shl(%a: i64, %b: i64) -> i64 {
  %0 = llvm.sub %a, %b overflow<nsw> : i64
  %1 = llvm.mul %0, %b overflow<nuw> : i64
  %2 = llvm.shl %1, %b overflow<nsw, nuw> : i64
  %3 = llvm.sub %2, %a : i64
  %4 = llvm.mul %3, %a : i64
  %5 = llvm.shl %4, %a : i64
  return %5 : i64
}

func.func @exact(%a: i16, %b: i16) -> i16 {
  %0 = llvm.udiv %a, %b : i16
  %1 = llvm.udiv exact %0, %b : i16
  %2 = llvm.sdiv %1, %b : i16
  %3 = llvm.sdiv exact %2, %b : i16
  %4 = llvm.lshr %3, %b : i16
  %5 = llvm.lshr exact %4, %b : i16
  %6 = llvm.ashr %5, %b : i16
  %7 = llvm.ashr exact %6, %b : i16
  return %7 : i16
}

func.func @bitwise(%a: i8, %b: i8) -> i8 {
  %0 = llvm.and %a, %b : i8
  %1 = llvm.or %0, %b : i8
  %2 = llvm.or disjoint %1, %b : i8
  %3 = llvm.xor %2, %b : i8
  return %3 : i8
}

func.func @remainders(%a: i128, %b: i128) -> i128 {
  %0 = llvm.urem %a, %b : i128
  %1 = llvm.srem %0, %b : i128
  return %1 : i128
}

func.func @i1_ops(%a: i1, %b: i1) -> i1 {
  %0 = llvm.and %a, %b : i1
  %1 = llvm.xor %0, %b : i1
  %2 = llvm.add %1, %a overflow<nuw> : i1
  return %2 : i1
}

func.func @vectors(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  %0 = llvm.add %a, %b overflow<nsw> : vector<4xi32>
  %1 = llvm.udiv exact %0, %b : vector<4xi32>
  %2 = llvm.or disjoint %1, %a : vector<4xi32>
  %3 = llvm.srem %2, %a : vector<4xi32>
  %4 = llvm.ashr %3, %a : vector<4xi32>
  return %4 : vector<4xi32>
}

func.func @scalable(%a: vector<[8]xi16>, %b: vector<[8]xi16>) -> vector<[8]xi16> {
  %0 = llvm.mul %a, %b overflow<nsw, nuw> : vector<[8]xi16>
  %1 = llvm.lshr exact %0, %b : vector<[8]xi16>
  %2 = llvm.xor %1, %a : vector<[8]xi16>
  return %2 : vector<[8]xi16>
}

func.func @discardable(%a: i32, %b: i32) -> i32 {
  %0 = llvm.add %a, %b overflow<nsw> {tag = "x"} : i32
  %1 = llvm.udiv exact %0, %b {a, z = 1 : i64} : i32
  %2 = llvm.or disjoint %1, %b {note} : i32
  %3 = llvm.sub %2, %b {overflowFlags = 3 : i32} : i32
  %4 = llvm.mul %3, %b {overflowFlags = #llvm.overflow<nsw>} : i32
  return %4 : i32
}

func.func @odd_widths(%a: i3, %b: i3, %c: i65, %d: i65) -> (i3, i65) {
  %0 = llvm.shl %a, %b overflow<nuw> : i3
  %1 = llvm.sdiv %c, %d : i65
  return %0, %1 : i3, i65
}

func.func @named_results(%a: i32) -> i32 {
  %sum = llvm.add %a, %a : i32
  %twice = llvm.mul %sum, %a : i32
  return %twice : i32
}

func.func @chain_i64(%a: i64) -> i64 {
  %0 = llvm.shl %a, %a overflow<nsw> : i64
  %1 = llvm.ashr exact %0, %a : i64
  %2 = llvm.urem %1, %a : i64
  %3 = llvm.and %2, %a : i64
  return %3 : i64
}

func.func @poison_operands() -> i32 {
  %p = llvm.mlir.poison : i32
  %z = llvm.mlir.zero : i32
  %0 = llvm.sdiv exact %p, %z : i32
  %1 = llvm.or disjoint %0, %z : i32
  return %1 : i32
}

func.func @vector_i1(%a: vector<8xi1>, %b: vector<8xi1>) -> vector<8xi1> {
  %0 = llvm.xor %a, %b : vector<8xi1>
  %1 = llvm.and %0, %b : vector<8xi1>
  %2 = llvm.sub %1, %b overflow<nuw> : vector<8xi1>
  return %2 : vector<8xi1>
}
