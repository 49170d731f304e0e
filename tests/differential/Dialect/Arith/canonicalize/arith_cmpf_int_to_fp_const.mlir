// RUN: --canonicalize
// RUN: --canonicalize --mlir-print-debuginfo
// RUN: --pass-pipeline=builtin.module(canonicalize{disable-patterns=CmpFIntToFPConst})
// Patterns: CmpFIntToFPConst
// cmpf(p, sitofp/uitofp x, C) -> cmpi(p', x, int(C)) or a bool constant
func.func @basic(%x: i32, %u: i8) -> (i1, i1, i1, i1, i1, i1) {
  %c5 = arith.constant 5.0 : f64
  %c3 = arith.constant 3.0 : f32
  %f = arith.sitofp %x : i32 to f64
  %g = arith.uitofp %u : i8 to f32
  %0 = arith.cmpf olt, %f, %c5 : f64 loc("cmp")
  %1 = arith.cmpf ult, %f, %c5 : f64
  %2 = arith.cmpf oeq, %f, %c5 : f64
  %3 = arith.cmpf une, %f, %c5 : f64
  %4 = arith.cmpf ugt, %g, %c3 : f32
  %5 = arith.cmpf ole, %g, %c3 : f32
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, i1
}
// ord -> true, uno -> false (int-to-fp never yields NaN)
func.func @ord_uno(%x: i32) -> (i1, i1) {
  %c = arith.constant 1.0 : f64
  %f = arith.sitofp %x : i32 to f64
  %0 = arith.cmpf ord, %f, %c : f64
  %1 = arith.cmpf uno, %f, %c : f64
  return %0, %1 : i1, i1
}
// constant outside the integer range -> bool constant
func.func @out_of_range(%x: i8, %u: i8) -> (i1, i1, i1, i1, i1, i1) {
  %big = arith.constant 1000.0 : f32
  %neg = arith.constant -1000.0 : f32
  %m1 = arith.constant -1.0 : f32
  %f = arith.sitofp %x : i8 to f32
  %g = arith.uitofp %u : i8 to f32
  %0 = arith.cmpf olt, %f, %big : f32
  %1 = arith.cmpf ogt, %f, %big : f32
  %2 = arith.cmpf oeq, %f, %neg : f32
  %3 = arith.cmpf one, %f, %neg : f32
  %4 = arith.cmpf uge, %g, %m1 : f32
  %5 = arith.cmpf olt, %g, %m1 : f32
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, i1
}
// fractional constant: predicate/value adjusted
func.func @fractional(%x: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %p = arith.constant 4.5 : f64
  %n = arith.constant -4.5 : f64
  %f = arith.sitofp %x : i32 to f64
  %0 = arith.cmpf oeq, %f, %p : f64
  %1 = arith.cmpf one, %f, %p : f64
  %2 = arith.cmpf olt, %f, %p : f64
  %3 = arith.cmpf olt, %f, %n : f64
  %4 = arith.cmpf ogt, %f, %n : f64
  %5 = arith.cmpf oge, %f, %p : f64
  %6 = arith.cmpf ole, %f, %n : f64
  %7 = arith.cmpf ogt, %f, %p : f64
  return %0, %1, %2, %3, %4, %5, %6, %7 : i1, i1, i1, i1, i1, i1, i1, i1
}
func.func @fractional_unsigned(%u: i16) -> (i1, i1, i1, i1) {
  %p = arith.constant 4.5 : f32
  %n = arith.constant -0.5 : f32
  %g = arith.uitofp %u : i16 to f32
  %0 = arith.cmpf olt, %g, %p : f32
  %1 = arith.cmpf oge, %g, %p : f32
  %2 = arith.cmpf ule, %g, %n : f32
  %3 = arith.cmpf ugt, %g, %n : f32
  return %0, %1, %2, %3 : i1, i1, i1, i1
}
// integer wider than the mantissa: fires only when the constant cannot be affected
func.func @precision(%x: i64, %y: i32, %s: i16) -> (i1, i1, i1, i1, i1) {
  %small = arith.constant 5.0 : f32
  %huge = arith.constant 1.099511627776e+12 : f32
  %inf = arith.constant 0x7F800000 : f32
  %h4096 = arith.constant 4096.0 : f16
  %h5 = arith.constant 5.0 : f16
  %f = arith.sitofp %x : i64 to f32
  %g = arith.sitofp %y : i32 to f32
  %h = arith.sitofp %s : i16 to f16
  %0 = arith.cmpf olt, %f, %small : f32
  %1 = arith.cmpf olt, %f, %huge : f32
  %2 = arith.cmpf olt, %g, %inf : f32
  %3 = arith.cmpf olt, %h, %h4096 : f16
  %4 = arith.cmpf olt, %h, %h5 : f16
  return %0, %1, %2, %3, %4 : i1, i1, i1, i1, i1
}
// i32 -> f16 compared with +inf: conversion could overflow to inf, no rewrite
func.func @inf_f16(%y: i32) -> i1 {
  %inf = arith.constant 0x7C00 : f16
  %g = arith.sitofp %y : i32 to f16
  %0 = arith.cmpf olt, %g, %inf : f16
  return %0 : i1
}
// NaN constant: the cmpf folder decides (not the pattern)
func.func @nan(%x: i32) -> (i1, i1) {
  %nan = arith.constant 0x7FC00000 : f32
  %f = arith.sitofp %x : i32 to f32
  %0 = arith.cmpf olt, %f, %nan : f32
  %1 = arith.cmpf ult, %f, %nan : f32
  return %0, %1 : i1, i1
}
// constant on the LHS, vectors, non-cast LHS: no rewrite
func.func @no_rewrite(%x: i32, %v: vector<2xi32>, %a: f32) -> (i1, vector<2xi1>, i1) {
  %c = arith.constant 5.0 : f32
  %cv = arith.constant dense<5.0> : vector<2xf32>
  %f = arith.sitofp %x : i32 to f32
  %fv = arith.sitofp %v : vector<2xi32> to vector<2xf32>
  %0 = arith.cmpf ogt, %c, %f : f32
  %1 = arith.cmpf olt, %fv, %cv : vector<2xf32>
  %2 = arith.cmpf olt, %a, %c : f32
  return %0, %1, %2 : i1, vector<2xi1>, i1
}
// zero and negative zero
func.func @zeros(%x: i32) -> (i1, i1) {
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %f = arith.sitofp %x : i32 to f32
  %0 = arith.cmpf oge, %f, %z : f32
  %1 = arith.cmpf olt, %f, %nz : f32
  return %0, %1 : i1, i1
}
