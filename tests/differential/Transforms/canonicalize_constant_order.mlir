// RUN: --canonicalize
// RUN: --canonicalize --mlir-print-debuginfo
// The constants a canonicalization leaves, in order and with their
// locations: a bitcast of an integer constant wider than 128 bits folds to a
// new constant at the bitcast (the original dies), as a narrower one does.

// The reproducer: -2^199 as i200, next to two folded casts and a dead cast.
func.func @repro(%a: i200) -> (index, i32, i200) {
  %k0 = arith.constant -803469022129495137770981046170581301261101496891396417650688 : i200
  %i0 = arith.constant -9223372036854775808 : index
  %v0 = arith.index_cast %a : i200 to index
  %v3 = arith.index_castui %k0 : i200 to index
  %v4 = arith.index_castui %i0 : index to i32
  %v5 = arith.bitcast %k0 : i200 to i200
  return %v3, %v4, %v5 : index, i32, i200
}

// Without the dead cast.
func.func @no_dead_cast() -> (index, i32, i200) {
  %k0 = arith.constant -803469022129495137770981046170581301261101496891396417650688 : i200
  %i0 = arith.constant -9223372036854775808 : index
  %v3 = arith.index_castui %k0 : i200 to index
  %v4 = arith.index_castui %i0 : index to i32
  %v5 = arith.bitcast %k0 : i200 to i200
  return %v3, %v4, %v5 : index, i32, i200
}

// Small values (fit in 64 and in 128 bits) and wide ones (need more).
func.func @widths() -> (i200, i200, i200, i200, i200, i200) {
  %k0 = arith.constant 7 : i200
  %k1 = arith.constant 18446744073709551616 : i200
  %k2 = arith.constant 340282366920938463463374607431768211455 : i200
  %k3 = arith.constant 340282366920938463463374607431768211456 : i200
  %k4 = arith.constant -1 : i200
  %k5 = arith.constant -803469022129495137770981046170581301261101496891396417650688 : i200
  %v0 = arith.bitcast %k0 : i200 to i200
  %v1 = arith.bitcast %k1 : i200 to i200
  %v2 = arith.bitcast %k2 : i200 to i200
  %v3 = arith.bitcast %k3 : i200 to i200
  %v4 = arith.bitcast %k4 : i200 to i200
  %v5 = arith.bitcast %k5 : i200 to i200
  return %v5, %v4, %v3, %v2, %v1, %v0 : i200, i200, i200, i200, i200, i200
}

// A wide constant still used by another op stays where it is; its bitcast
// is a second constant of the same value, merged into the first.
func.func @kept_alive(%a: i200) -> (i200, i200) {
  %k0 = arith.constant -1 : i200
  %v0 = arith.addi %a, %k0 : i200
  %v1 = arith.bitcast %k0 : i200 to i200
  return %v0, %v1 : i200, i200
}

// Bitcasts of bitcasts, and 129 bits (one past two machine words).
func.func @chains() -> (i129, i129) {
  %k0 = arith.constant -2 : i129
  %v0 = arith.bitcast %k0 : i129 to i129
  %v1 = arith.bitcast %v0 : i129 to i129
  %k1 = arith.constant 340282366920938463463374607431768211456 : i129
  %v2 = arith.bitcast %k1 : i129 to i129
  return %v1, %v2 : i129, i129
}

// 128 bits between integers and floats, and wide dense elements.
func.func @floats_and_vectors() -> (f128, i128, vector<2xi200>) {
  %k0 = arith.constant -1 : i128
  %v0 = arith.bitcast %k0 : i128 to f128
  %k1 = arith.constant 1.5 : f128
  %v1 = arith.bitcast %k1 : f128 to i128
  %k2 = arith.constant dense<[-1, -803469022129495137770981046170581301261101496891396417650688]> : vector<2xi200>
  %v2 = arith.bitcast %k2 : vector<2xi200> to vector<2xi200>
  return %v0, %v1, %v2 : f128, i128, vector<2xi200>
}

// Constants in a later block, hoisted by the folder into the entry block.
func.func @blocks(%c: i1, %a: i200) -> i200 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %k0 = arith.constant -3 : i200
  %v0 = arith.bitcast %k0 : i200 to i200
  %v6 = arith.addi %a, %v0 : i200
  return %v6 : i200
^bb2:
  %k1 = arith.constant -803469022129495137770981046170581301261101496891396417650688 : i200
  %i0 = arith.constant 5 : index
  %v1 = arith.index_castui %i0 : index to i32
  %v2 = arith.bitcast %k1 : i200 to i200
  %v3 = arith.index_castui %v1 : i32 to index
  %v4 = arith.index_cast %v3 : index to i200
  %v5 = arith.addi %v2, %v4 : i200
  return %v5 : i200
}
