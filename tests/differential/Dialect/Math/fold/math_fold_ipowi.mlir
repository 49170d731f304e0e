// RUN: --canonicalize
// ipowi: signed operands; zero exponent gives 1; negative exponents by MLIR's rules (0 refused, 1, -1 by parity, else 0); wrapping products.
func.func @i8() -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) {
  %c0 = arith.constant 3 : i8
  %c1 = arith.constant 3 : i8
  %r2 = math.ipowi %c0, %c1 : i8
  %c3 = arith.constant 3 : i8
  %c4 = arith.constant 5 : i8
  %r5 = math.ipowi %c3, %c4 : i8
  %c6 = arith.constant -2 : i8
  %c7 = arith.constant 7 : i8
  %r8 = math.ipowi %c6, %c7 : i8
  %c9 = arith.constant 5 : i8
  %c10 = arith.constant 0 : i8
  %r11 = math.ipowi %c9, %c10 : i8
  %c12 = arith.constant 0 : i8
  %c13 = arith.constant 0 : i8
  %r14 = math.ipowi %c12, %c13 : i8
  %c15 = arith.constant 0 : i8
  %c16 = arith.constant -1 : i8
  %r17 = math.ipowi %c15, %c16 : i8
  %c18 = arith.constant 1 : i8
  %c19 = arith.constant -7 : i8
  %r20 = math.ipowi %c18, %c19 : i8
  %c21 = arith.constant -1 : i8
  %c22 = arith.constant -3 : i8
  %r23 = math.ipowi %c21, %c22 : i8
  %c24 = arith.constant -1 : i8
  %c25 = arith.constant -4 : i8
  %r26 = math.ipowi %c24, %c25 : i8
  %c27 = arith.constant 3 : i8
  %c28 = arith.constant -1 : i8
  %r29 = math.ipowi %c27, %c28 : i8
  %c30 = arith.constant -5 : i8
  %c31 = arith.constant -2 : i8
  %r32 = math.ipowi %c30, %c31 : i8
  %c33 = arith.constant 2 : i8
  %c34 = arith.constant 8 : i8
  %r35 = math.ipowi %c33, %c34 : i8
  %c36 = arith.constant 2 : i8
  %c37 = arith.constant 7 : i8
  %r38 = math.ipowi %c36, %c37 : i8
  %c39 = arith.constant -128 : i8
  %c40 = arith.constant 1 : i8
  %r41 = math.ipowi %c39, %c40 : i8
  %c42 = arith.constant -128 : i8
  %c43 = arith.constant 2 : i8
  %r44 = math.ipowi %c42, %c43 : i8
  %c45 = arith.constant 0 : i8
  %c46 = arith.constant 5 : i8
  %r47 = math.ipowi %c45, %c46 : i8
  return %r2, %r5, %r8, %r11, %r14, %r17, %r20, %r23, %r26, %r29, %r32, %r35, %r38, %r41, %r44, %r47 : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8
}

func.func @wide() -> (i32, i32, i32, i32, i32, i64, i64, i64, i64, i64, index, index, index, index, index, i128, i128, i128, i128, i128) {
  %c0 = arith.constant 3 : i32
  %c1 = arith.constant 20 : i32
  %r2 = math.ipowi %c0, %c1 : i32
  %c3 = arith.constant 7 : i32
  %c4 = arith.constant -2 : i32
  %r5 = math.ipowi %c3, %c4 : i32
  %c6 = arith.constant -1 : i32
  %c7 = arith.constant -9 : i32
  %r8 = math.ipowi %c6, %c7 : i32
  %c9 = arith.constant 10 : i32
  %c10 = arith.constant 19 : i32
  %r11 = math.ipowi %c9, %c10 : i32
  %c12 = arith.constant 2 : i32
  %c13 = arith.constant 63 : i32
  %r14 = math.ipowi %c12, %c13 : i32
  %c15 = arith.constant 3 : i64
  %c16 = arith.constant 20 : i64
  %r17 = math.ipowi %c15, %c16 : i64
  %c18 = arith.constant 7 : i64
  %c19 = arith.constant -2 : i64
  %r20 = math.ipowi %c18, %c19 : i64
  %c21 = arith.constant -1 : i64
  %c22 = arith.constant -9 : i64
  %r23 = math.ipowi %c21, %c22 : i64
  %c24 = arith.constant 10 : i64
  %c25 = arith.constant 19 : i64
  %r26 = math.ipowi %c24, %c25 : i64
  %c27 = arith.constant 2 : i64
  %c28 = arith.constant 63 : i64
  %r29 = math.ipowi %c27, %c28 : i64
  %c30 = arith.constant 3 : index
  %c31 = arith.constant 20 : index
  %r32 = math.ipowi %c30, %c31 : index
  %c33 = arith.constant 7 : index
  %c34 = arith.constant -2 : index
  %r35 = math.ipowi %c33, %c34 : index
  %c36 = arith.constant -1 : index
  %c37 = arith.constant -9 : index
  %r38 = math.ipowi %c36, %c37 : index
  %c39 = arith.constant 10 : index
  %c40 = arith.constant 19 : index
  %r41 = math.ipowi %c39, %c40 : index
  %c42 = arith.constant 2 : index
  %c43 = arith.constant 63 : index
  %r44 = math.ipowi %c42, %c43 : index
  %c45 = arith.constant 3 : i128
  %c46 = arith.constant 20 : i128
  %r47 = math.ipowi %c45, %c46 : i128
  %c48 = arith.constant 7 : i128
  %c49 = arith.constant -2 : i128
  %r50 = math.ipowi %c48, %c49 : i128
  %c51 = arith.constant -1 : i128
  %c52 = arith.constant -9 : i128
  %r53 = math.ipowi %c51, %c52 : i128
  %c54 = arith.constant 10 : i128
  %c55 = arith.constant 19 : i128
  %r56 = math.ipowi %c54, %c55 : i128
  %c57 = arith.constant 2 : i128
  %c58 = arith.constant 63 : i128
  %r59 = math.ipowi %c57, %c58 : i128
  return %r2, %r5, %r8, %r11, %r14, %r17, %r20, %r23, %r26, %r29, %r32, %r35, %r38, %r41, %r44, %r47, %r50, %r53, %r56, %r59 : i32, i32, i32, i32, i32, i64, i64, i64, i64, i64, index, index, index, index, index, i128, i128, i128, i128, i128
}

func.func @i1() -> (i1, i1, i1, i1) {
  %c0 = arith.constant true
  %c1 = arith.constant true
  %r2 = math.ipowi %c0, %c1 : i1
  %c3 = arith.constant true
  %c4 = arith.constant false
  %r5 = math.ipowi %c3, %c4 : i1
  %c6 = arith.constant false
  %c7 = arith.constant true
  %r8 = math.ipowi %c6, %c7 : i1
  %c9 = arith.constant false
  %c10 = arith.constant false
  %r11 = math.ipowi %c9, %c10 : i1
  return %r2, %r5, %r8, %r11 : i1, i1, i1, i1
}
