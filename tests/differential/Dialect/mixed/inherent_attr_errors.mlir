// RUN: --split-input-file --mlir-print-op-generic
// Inherent attributes of registered ops, written in the properties or in
// the attribute dictionary: conversion and constraint errors at parse time
// (no op note), in mlir-opt's order; the verifier's checks after; and
// which dictionary wins when both set a property.

"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%a: i32):
  %0 = "arith.addi"(%a) {overflowFlags = 1 : i32} : (i32) -> i32
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() ({}) {arg_attrs = 4 : i32, sym_visibility = 3 : i32} : () -> ()

// -----

"func.func"() ({}) {sym_name = 3 : i32, function_type = () -> ()} : () -> ()

// -----

"func.func"() <{function_type = () -> (), sym_name = "f", arg_attrs = 4 : i32}> ({}) : () -> ()

// -----

"func.func"() <{function_type = (i64) -> (), sym_name = "g"}> ({
^bb0(%a: i64):
  %0 = "arith.cmpi"(%a, %a) <{predicate = 10 : i64}> : (i64, i64) -> i1
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{function_type = (i64) -> (), sym_name = "h"}> ({
^bb0(%a: i64):
  %0 = "arith.cmpi"(%a, %a) : (i64, i64) -> i1
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{function_type = (i64) -> (), sym_name = "k"}> ({
^bb0(%a: i64):
  %0 = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<nsw, nuw>}> {overflowFlags = #arith.overflow<nsw>, other = 1} : (i64, i64) -> i64
  %1 = "arith.addi"(%a, %a) {overflowFlags = #arith.overflow<nuw>} : (i64, i64) -> i64
  "func.return"() : () -> ()
}) : () -> ()
