//! Tests of the flattening simplifier, the flat form and constant folding.
//!
//! How the expectations were produced: every input below was written as
//! `"a.b"() {m = affine_map<(d0, d1)[s0, s1] -> (INPUT)>} : () -> ()` inside
//! a `func.func` and run through `mlir-opt-22 --allow-unregistered-dialect
//! --affine-simplify-structures --mlir-print-local-scope`; that pass applies
//! `simplifyAffineMap` once to every affine map attribute, and the printed
//! results were copied verbatim. The inputs were first checked the same way
//! with `--canonicalize` on `affine.apply` / `affine.load` over loop
//! induction variables and function arguments, which agrees except where
//! the affine patterns add their own operand-aware rewrites (not part of
//! `simplifyAffineMap`) or re-apply it (see
//! `canonicalize_shows_the_fixpoint`). The folding rows come from
//! `affine.apply` on `arith.constant` operands under `--canonicalize`
//! (`ub.poison` = poison). `flatten_cases.tsv` and `fold_cases.tsv` hold
//! random maps produced the same ways (their headers give the commands).

use super::*;

/// `(input results, mlir-opt-22's simplified results)` over
/// `(d0, d1)[s0, s1]`, one application of `simplifyAffineMap`.
const SIMPLIFY_CASES: &[(&str, &str)] = &[
    ("d0 + d0", "d0 * 2"),
    ("d0 + d1 + d0 + d1 * 2", "d0 * 2 + d1 * 3"),
    ("d0 * 2 + d1 * 3 - d0 * 2", "d1 * 3"),
    ("d0 - d0", "0"),
    ("d0 + 1 + d1 + 2", "d0 + d1 + 3"),
    ("s0 + d0", "d0 + s0"),
    ("s1 + s0 + d1 + d0", "d0 + d1 + s0 + s1"),
    ("d0 * -1 + 5", "-d0 + 5"),
    ("-d0 - 3", "-d0 - 3"),
    ("(d0 + 1) * 3", "d0 * 3 + 3"),
    ("(d0 + s0) * -2 + 1", "d0 * -2 - s0 * 2 + 1"),
    ("d0 floordiv 4", "d0 floordiv 4"),
    ("(d0 * 4) floordiv 4", "d0"),
    ("(d0 * 6) floordiv 4", "(d0 * 3) floordiv 2"),
    ("(d0 * 4 + d1 * 8) floordiv 4", "d0 + d1 * 2"),
    ("(d0 * 4 + d1 * 6) floordiv 4", "d0 + (d1 * 3) floordiv 2"),
    ("(d0 * 4 + d1 * 8 + 3) floordiv 4", "d0 + d1 * 2"),
    ("(d0 * 4 + d1 * 8 + 4) floordiv 4", "d0 + d1 * 2 + 1"),
    ("(d0 + d1) floordiv 4", "(d0 + d1) floordiv 4"),
    ("(d0 * 2 + d1 * 4) floordiv 8", "(d0 + d1 * 2) floordiv 4"),
    ("(d0 floordiv 2) floordiv 3", "(d0 floordiv 2) floordiv 3"),
    ("(d0 floordiv 2) floordiv 2", "(d0 floordiv 2) floordiv 2"),
    ("(d0 floordiv 4) * 4", "(d0 floordiv 4) * 4"),
    ("d0 - (d0 floordiv 4) * 4", "d0 mod 4"),
    ("d0 mod 4", "d0 mod 4"),
    ("(d0 * 4) mod 4", "0"),
    ("(d0 * 4 + d1 * 8) mod 4", "0"),
    ("(d0 * 4 + d1 * 8 + 2) mod 4", "2"),
    ("(d0 * 4 + d1 * 6) mod 4", "d1 * 6 - ((d1 * 3) floordiv 2) * 4"),
    ("(d0 * 2 + 4) mod 6", "d0 * 2 - ((d0 + 2) floordiv 3) * 6 + 4"),
    ("(d0 + d1) mod 4", "(d0 + d1) mod 4"),
    ("(d0 mod 4) mod 2", "d0 mod 2"),
    ("(d0 mod 2) mod 4", "(d0 mod 2) mod 4"),
    ("(d0 mod 4) floordiv 4", "(d0 mod 4) floordiv 4"),
    ("(d0 mod 8) floordiv 4", "(d0 mod 8) floordiv 4"),
    ("d0 mod 4 + d0 floordiv 4", "d0 - (d0 floordiv 4) * 3"),
    ("d0 mod 4 + (d0 floordiv 4) * 4", "d0"),
    ("d0 floordiv 4 + d0 floordiv 4", "(d0 floordiv 4) * 2"),
    ("d0 floordiv 4 - d0 floordiv 4", "0"),
    ("d0 mod 4 + d0 mod 4", "d0 * 2 - (d0 floordiv 4) * 8"),
    ("d0 ceildiv 4", "d0 ceildiv 4"),
    ("(d0 * 4) ceildiv 2", "d0 * 2"),
    ("(d0 * 6 + 3) ceildiv 3", "d0 * 2 + 1"),
    ("(d0 * 6 + 4) ceildiv 4", "(d0 * 3 + 2) ceildiv 2"),
    ("(d0 + 3) ceildiv 4", "(d0 + 3) ceildiv 4"),
    ("d0 ceildiv 4 + d0 floordiv 4", "d0 ceildiv 4 + d0 floordiv 4"),
    ("(d0 ceildiv 4) floordiv 2", "(d0 ceildiv 4) floordiv 2"),
    ("d0 * 3 mod 4", "(d0 * 3) mod 4"),
    ("(d0 + s0) mod 4", "(d0 + s0) mod 4"),
    ("(s0 * 4 + d0) floordiv 4", "d0 floordiv 4 + s0"),
    ("(s0 + 7) floordiv 8 + s1", "s1 + (s0 + 7) floordiv 8"),
    ("s0 floordiv 2 + d0 floordiv 2", "d0 floordiv 2 + s0 floordiv 2"),
    ("(d0 - 1) floordiv 4 + 1", "(d0 - 1) floordiv 4 + 1"),
    ("(d0 * -4) floordiv 4", "-d0"),
    ("(d0 * -3) floordiv 2", "(d0 * -3) floordiv 2"),
    ("(d0 * -3) mod 2", "(d0 * -3) mod 2"),
    ("(-d0 + 7) mod 4", "-d0 - ((-d0 + 7) floordiv 4) * 4 + 7"),
    ("(d0 floordiv 4) mod 4", "(d0 floordiv 4) mod 4"),
    ("(d0 + d1 floordiv 2) floordiv 2", "(d0 + d1 floordiv 2) floordiv 2"),
    ("((d0 floordiv 2) * 2 + d1) floordiv 2", "d0 floordiv 2 + d1 floordiv 2"),
    ("d0 * 2 + (d1 floordiv 3) * 5 - 7", "d0 * 2 + (d1 floordiv 3) * 5 - 7"),
    ("(d0 + 1) mod 2 + (d0 + 1) floordiv 2", "d0 - (d0 + 1) floordiv 2 + 1"),
    ("d1 mod 3 + d0 mod 3", "d0 + d1 mod 3 - (d0 floordiv 3) * 3"),
    ("(d1 + d0) mod 3", "(d0 + d1) mod 3"),
    ("4 * d0 + 2 * d1 + 8 * s0 + 6", "d0 * 4 + d1 * 2 + s0 * 8 + 6"),
    ("(4 * d0 + 2 * d1 + 8 * s0 + 6) floordiv 2", "d0 * 2 + d1 + s0 * 4 + 3"),
    ("(4 * d0 + 2 * d1 + 8 * s0 + 6) floordiv 4", "(d0 * 2 + d1 + s0 * 4 + 3) floordiv 2"),
    (
        "(4 * d0 + 2 * d1 + 8 * s0 + 6) mod 4",
        "d0 * 4 + d1 * 2 + ((d0 * 2 + d1 + s0 * 4 + 3) floordiv 2) * -4 + s0 * 8 + 6",
    ),
    ("(4 * d0 + 2 * d1 + 8 * s0 + 6) ceildiv 4", "(d0 * 2 + d1 + s0 * 4 + 3) ceildiv 2"),
    ("d0 floordiv -2", "d0 floordiv -2"),
    ("d0 mod -2", "d0 mod -2"),
    ("d0 ceildiv -2", "d0 ceildiv -2"),
    ("d0 floordiv 0", "d0 floordiv 0"),
    ("d0 mod 0", "d0 mod 0"),
    ("d0 mod 0 + d0 + d0", "d0 mod 0 + d0 + d0"),
    ("d0 * s0", "d0 * s0"),
    ("d0 * s0 + d0 * s0", "(d0 * s0) * 2"),
    ("s0 * d0 + d1", "d0 * s0 + d1"),
    ("d0 mod s0", "d0 mod s0"),
    ("d0 floordiv s0", "d0 floordiv s0"),
    ("d0 ceildiv s0", "d0 ceildiv s0"),
    ("(d0 * s0) floordiv s0", "d0"),
    ("(d0 * s0) ceildiv s0", "d0"),
    ("(d0 * s0) mod s0", "0"),
    ("(d0 * s0 + s0) floordiv s0", "d0 + 1"),
    ("(d0 * s0 + d1) floordiv s0", "(d1 + d0 * s0) floordiv s0"),
    ("(d0 + d1) * s0", "(d0 + d1) * s0"),
    ("d0 * s0 + d1 * s1 + d0 + s0", "d0 + d0 * s0 + s0 + d1 * s1"),
    ("s0 * s1 + s0", "s0 + s0 * s1"),
    ("d1 * s0 + d0 * s1", "d1 * s0 + d0 * s1"),
    ("(d0 floordiv 2) * s0", "(d0 floordiv 2) * s0"),
    ("(d0 mod s0) mod s0", "(d0 mod s0) mod s0"),
    ("d0 mod s0 + d0 floordiv s0", "d0 mod s0 + d0 floordiv s0"),
    ("d0 * s0 + 2 * d0 * s0", "(d0 * s0) * 3"),
    ("d0 * s0 + d0 floordiv 2 + d0 + s0 + 1", "d0 + d0 floordiv 2 + d0 * s0 + s0 + 1"),
    ("(d0 * s0 * s1) floordiv s1", "d0 * s0"),
    ("(d0 + 1) * s0 - d0 * s0", "(d0 + 1) * s0 - d0 * s0"),
    ("s1 * (d0 floordiv s1)", "(d0 floordiv s1) * s1"),
    ("(d0 floordiv s0) floordiv s1", "(d0 floordiv s0) floordiv s1"),
    ("((d0 * s1) floordiv s0) floordiv s1", "d0 floordiv s0"),
    ("d0 mod 4 + s0 * d1", "d0 mod 4 + d1 * s0"),
    ("d1 floordiv 2 + d0 * s0 + d0 floordiv 2", "d1 floordiv 2 + d0 * s0 + d0 floordiv 2"),
    (
        "d0 mod 4, d0 floordiv 4, d0 mod 4 + d0 floordiv 4",
        "d0 mod 4, d0 floordiv 4, d0 - (d0 floordiv 4) * 3",
    ),
    (
        "(d0 + d1) floordiv 2, (d0 + d1) mod 2, d0 + d1",
        "(d0 + d1) floordiv 2, (d0 + d1) mod 2, d0 + d1",
    ),
    (
        "d0 * 2 + d1 * 2, (d0 * 2 + d1 * 2) floordiv 4, (d0 + d1) mod 2 + s0",
        "d0 * 2 + d1 * 2, (d0 + d1) floordiv 2, d0 + d1 + ((d0 + d1) floordiv 2) * -2 + s0",
    ),
    ("d0 ceildiv 3, d0 floordiv 3, (d0 * 3 + 2) floordiv 3", "d0 ceildiv 3, d0 floordiv 3, d0"),
    (
        "s0 floordiv 2 + d0, s0 mod 2 + d1 * 2, d0 * s0",
        "d0 + s0 floordiv 2, d1 * 2 + s0 mod 2, d0 * s0",
    ),
    ("d0 * s1 + d1, d0 mod s1, (d1 * s1) floordiv s1", "d0 * s1 + d1, d0 mod s1, d1"),
    ("d0 floordiv s0 + d0 * s0 + d1 - d1 + 1 - 1 + d0 - d0", "(d0 floordiv s0) * 2"),
    ("(d0 + 1) * s0 + d0 * s0 * 2 - d0 * s0 * 2", "(d0 + 1) * s0"),
    (
        "d0 * s0 + d0 * s1 + s0 * s1 + d0 + d1 + s0 + s1 + 2 - 2 + d1 * 0",
        "d0 + d0 * s0 + d0 * s1 + s0 + s0 * s1 + d1 + s1",
    ),
    (
        "(d0 + 2) floordiv s0 + d0 mod 3 + d0 mod 3",
        "d0 * 2 - (d0 floordiv 3) * 6 + (d0 + 2) floordiv s0",
    ),
    (
        "(d0 * 3 + s0 * 3) mod s0 + d0 mod 2 + d0 mod 2",
        "d0 * 2 - (d0 floordiv 2) * 4 + (d0 * 3 + s0 * 3) mod s0",
    ),
    ("s0 mod 4 + s0 mod 4 + d0 * s1", "d0 * s1 + s0 * 2 - (s0 floordiv 4) * 8"),
    (
        "d1 mod 2 + d0 mod 2 + d1 * s0 + d0 * s0 + (d1 mod 2) * 0",
        "d0 mod 2 + d0 * s0 + d1 mod 2 + d1 * s0",
    ),
    ("(d0 floordiv 2) floordiv s0 + d1 + d1", "d1 * 2 + (d0 floordiv 2) floordiv s0"),
    ("((d0 * s0) floordiv s1) floordiv s0", "d0 floordiv s1"),
    ("(d0 * s0 + s0 * 4) mod s0", "0"),
    ("(d0 * s0 * 4) ceildiv s0", "d0 * 4"),
    ("(d0 ceildiv s0) ceildiv s0", "(d0 ceildiv s0) ceildiv s0"),
    ("(d0 + d1 * 8) floordiv 4 + (d0 + d1 * 8) mod 4", "d0 + d1 * 2 - (d0 floordiv 4) * 3"),
    ("d0 * 3 + (d0 * 3) floordiv 2 - (d0 * 3) floordiv 2", "d0 * 3"),
    ("(d0 * -2 + 6) floordiv 4", "(-d0 + 3) floordiv 2"),
    ("(d0 * -2 + 6) ceildiv 4", "(-d0 + 3) ceildiv 2"),
    ("(d0 * -2 + 6) mod 4", "d0 * -2 - ((-d0 + 3) floordiv 2) * 4 + 6"),
    ("(-d0) mod 3", "(-d0) mod 3"),
    // Divisibility by a symbol under a product (found by comparing
    // `--canonicalize` outputs on random maps).
    ("((s0 floordiv 5 + s0) * 2) floordiv s0", "2"),
    ("(((s0 floordiv 5) * 2) + s0) floordiv s0", "(s0 + (s0 floordiv 5) * 2) floordiv s0"),
    ("((s0 floordiv 5 + s0) * -1) floordiv s0", "-1"),
    ("((s0 floordiv 5) * -1) floordiv s0", "(-(s0 floordiv 5)) floordiv s0"),
    ("(((s0 floordiv 8) - s0) * -1) floordiv s0", "1"),
    ("(s0 - s0 floordiv 8) floordiv s0", "(s0 - s0 floordiv 8) floordiv s0"),
    ("(s0 * 2 - (s0 floordiv 8) * 2) floordiv s0", "(s0 * 2 - (s0 floordiv 8) * 2) floordiv s0"),
    (
        "(s0 * 16 - (s0 floordiv 5) * 80) floordiv s0",
        "(s0 * 16 - (s0 floordiv 5) * 80) floordiv s0",
    ),
    ("((s0 mod 5) * 16) floordiv s0", "(s0 * 16 - (s0 floordiv 5) * 80) floordiv s0"),
    ("((s0 floordiv 5) * 80) floordiv s0", "((s0 floordiv 5) * 80) floordiv s0"),
    ("((s0 floordiv 5) * s1) floordiv s0", "((s0 floordiv 5) * s1) floordiv s0"),
    ("((s0 ceildiv 5) * 80) ceildiv s0", "((s0 ceildiv 5) * 80) ceildiv s0"),
    (
        "(((s0 floordiv 5) floordiv 3) * 2) floordiv s0",
        "(((s0 floordiv 5) floordiv 3) * 2) floordiv s0",
    ),
    ("(((s0 * s1) floordiv 5) * s0) floordiv s0", "(s1 floordiv 5) * s0"),
    ("(s1 * ((s0 * s0) floordiv 5)) floordiv s0", "(s1 * ((s0 * s0) floordiv 5)) floordiv s0"),
    ("((s0 floordiv 5) + s0 * 2) floordiv s0", "2"),
    ("((s0 * s1) mod (s0 * 2)) floordiv s0", "s1 mod 2"),
    ("((s0 mod 3) * s0) floordiv s0", "s0 mod 3"),
    ("(s0 floordiv 5) floordiv s0", "0"),
    ("(-d0) floordiv 3", "(-d0) floordiv 3"),
    ("d0 mod 3 - d0", "(d0 floordiv 3) * -3"),
    ("d0 - d0 mod 3", "(d0 floordiv 3) * 3"),
    ("(d0 - d0 mod 3) floordiv 3", "d0 floordiv 3"),
    ("(d0 + 5) mod 5", "d0 mod 5"),
    ("(d0 + 5) floordiv 5", "d0 floordiv 5 + 1"),
    ("((d0 + 1) floordiv 2) * 2 + (d0 + 1) mod 2", "d0 + 1"),
    ("(d0 mod 6) mod 3", "d0 mod 3"),
    ("(d0 mod 6) floordiv 3", "(d0 mod 6) floordiv 3"),
    ("(d0 floordiv 3) floordiv 2 + d0 floordiv 6", "(d0 floordiv 3) floordiv 2 + d0 floordiv 6"),
    ("(d0 * 2 + d1) floordiv 2 + (d0 * 2 + d1) mod 2", "d0 + d1 - d1 floordiv 2"),
    ("d1 floordiv 4 + d0 floordiv 4 + d1 floordiv 4", "(d1 floordiv 4) * 2 + d0 floordiv 4"),
    (
        "s1 mod 2 + s0 mod 2 + d1 mod 2 + d0 mod 2",
        "d0 + d1 + s0 + (d1 floordiv 2) * -2 + s1 mod 2 + (d0 floordiv 2) * -2 - (s0 floordiv 2) * 2",
    ),
    ("(s0 + s1) floordiv 2 - s1 floordiv 2", "(s0 + s1) floordiv 2 - s1 floordiv 2"),
    ("s0 * 4 + s1 * -4 + d0 * 4 - 4", "d0 * 4 + s0 * 4 - s1 * 4 - 4"),
    ("(s0 * 4 + s1 * -4 + d0 * 4 - 4) floordiv 4", "d0 + s0 - s1 - 1"),
    ("(s0 * 4 + s1 * -4 + d0 * 4 - 4) ceildiv 8", "(d0 + s0 - s1 - 1) ceildiv 2"),
    ("(d0 * 3 + 1) mod 3 + (d0 * 3 + 1) floordiv 3", "d0 + 1"),
    ("(d0 * 1024 + d1 * 32 + 7) floordiv 32", "d0 * 32 + d1"),
    ("(d0 * 1024 + d1 * 32 + 7) mod 32", "7"),
    (
        "((d0 * 1024 + d1 * 32 + 7) mod 1024) floordiv 32",
        "d0 * 32 + d1 - ((d0 * 1024 + d1 * 32 + 7) floordiv 1024) * 32",
    ),
    ("d0 * 9223372036854775807 + d0", "d0 * -9223372036854775808"),
    ("(d0 * 9223372036854775807 + 1) floordiv 2", "(d0 * 9223372036854775807 + 1) floordiv 2"),
    ("s1 * d0 + s0 * d0 + s0 * d1 + d0", "d0 + d0 * s0 + d0 * s1 + d1 * s0"),
    (
        "d0 * s0 + d0 floordiv 3 + d0 floordiv 2 + d0 - 1",
        "d0 + d0 floordiv 2 + d0 floordiv 3 + d0 * s0 - 1",
    ),
    (
        "s0 floordiv 2 + s0 * s1 + s0 + s1 floordiv 2 + s1 + 3",
        "s0 + s0 floordiv 2 + s0 * s1 + s1 + s1 floordiv 2 + 3",
    ),
    ("d1 * s0 + s0 + d0 + d1 + d0 * s1 + 1 - 1", "d0 + d0 * s1 + s0 + d1 + d1 * s0"),
    ("d0 mod s0 + d1 + d0 + d1", "d0 + d0 mod s0 + d1 * 2"),
    ("(d0 * s0) mod 4 + d0 mod 4", "d0 mod 4 + (d0 * s0) mod 4"),
    ("(d0 + s0) * s1 + d0 * s1", "(d0 + s0) * s1 + d0 * s1"),
    ("(d0 floordiv s0) * s0 + d0 mod s0", "(d0 floordiv s0) * s0 + d0 mod s0"),
    ("d0 - (d0 floordiv s0) * s0", "d0 mod s0"),
    ("(d0 * s0 + d0 * s0) floordiv s0", "d0 * 2"),
    ("((d0 + s0) * 2) floordiv 2 + d1 * s0 - d1 * s0", "d0 + s0"),
    ("(d0 ceildiv s0) floordiv s0", "(d0 ceildiv s0) floordiv s0"),
    (
        "d0 mod 2, d0 mod 2 + d1 mod 2, (d0 + d1) mod 2",
        "d0 mod 2, d0 + d1 - (d0 floordiv 2) * 2 - (d1 floordiv 2) * 2, (d0 + d1) mod 2",
    ),
    (
        "d0 * s0, d0 * s0 + d1, d0 floordiv s0 + d0 mod 2",
        "d0 * s0, d0 * s0 + d1, d0 mod 2 + d0 floordiv s0",
    ),
    ("d0 * 2 + s1 * 3 - 4 + d1 mod 4", "d0 * 2 + d1 + (d1 floordiv 4) * -4 + s1 * 3 - 4"),
    ("d0 floordiv 4, d0 mod 4, (d0 floordiv 4) * 4 + d0 mod 4", "d0 floordiv 4, d0 mod 4, d0"),
    ("d0 * s0, (d0 * s0) floordiv s0, d0 mod 8 + d1 * s1", "d0 * s0, d0, d0 mod 8 + d1 * s1"),
];

fn map_over_inputs(results: &str) -> AffineMap {
    let text = format!("(d0, d1)[s0, s1] -> ({results})>");
    match parse_affine_map(&text) {
        Ok((map, _)) => map,
        Err(e) => panic!("{results:?}: {e}"),
    }
}

#[test]
fn simplify_affine_map_matches_mlir_opt() {
    let mut failures = Vec::new();
    for &(input, expected) in SIMPLIFY_CASES {
        let got = map_over_inputs(input).simplified().to_string();
        let expected = format!("(d0, d1)[s0, s1] -> ({expected})");
        if got != expected {
            failures.push(format!("{input:?}\n  got      {got}\n  expected {expected}"));
        }
    }
    assert!(failures.is_empty(), "{} mismatches:\n{}", failures.len(), failures.join("\n"));
}

#[test]
fn one_application_is_a_fixpoint_on_the_table_but_one_row() {
    let mut second_changed = Vec::new();
    for &(input, _) in SIMPLIFY_CASES {
        let once = map_over_inputs(input).simplified();
        if once.simplified() != once {
            second_changed.push(input);
        }
    }
    assert_eq!(second_changed, ["s1 mod 2 + s0 mod 2 + d1 mod 2 + d0 mod 2"]);
}

#[test]
fn canonicalize_shows_the_fixpoint() {
    // `--canonicalize` re-applies the simplification while the map changes:
    // the locals of the rebuilt form come in another order, and the
    // constructors fold `x + (x floordiv 2) * -2` into `x mod 2` only for
    // adjacent terms, so the text changes once more. Expected: mlir-opt-22
    // `--canonicalize` on an `affine.apply` of this map (operands renamed
    // back to d0, d1, s0, s1).
    let once = map_over_inputs("s1 mod 2 + s0 mod 2 + d1 mod 2 + d0 mod 2").simplified();
    let twice = once.simplified();
    assert_eq!(
        twice.to_string(),
        "(d0, d1)[s0, s1] -> (d0 + d1 + s0 + (d1 floordiv 2) * -2 + (d0 floordiv 2) * -2 + s1 mod 2 - (s0 floordiv 2) * 2)"
    );
    assert_eq!(twice.simplified(), twice);
}

#[test]
fn flat_form_lists_dims_symbols_locals_constant() {
    let map = map_over_inputs("d0 * 2 + s1 * 3 - 4 + d1 mod 4");
    let flat = flatten_affine_expr(&map.results()[0], 2, 2).unwrap();
    // d1 mod 4 = d1 - 4 * (d1 floordiv 4).
    assert_eq!(flat.coefficients, vec![2, 1, 0, 3, -4, -4]);
    assert_eq!(flat.locals.len(), 1);
    assert_eq!(flat.locals[0].to_string(), "d1 floordiv 4");
    assert!(flat.has_locals());
    assert_eq!(flat.constant(), -4);
    // The rebuilt text is the table's (mlir-opt-22) simplification.
    let back = affine_expr_from_flat_form(&flat.coefficients, 2, 2, &flat.locals);
    assert_eq!(back.to_string(), "d0 * 2 + d1 + (d1 floordiv 4) * -4 + s1 * 3 - 4");
}

#[test]
fn flat_form_without_locals_and_failures() {
    let map = map_over_inputs("(d0 * 4 + s0 * 8) floordiv 4, d0 floordiv 0, d0 mod -2, d0 * 3");
    let flat = flatten_affine_expr(&map.results()[0], 2, 2).unwrap();
    assert_eq!(flat.coefficients, vec![1, 0, 2, 0, 0]);
    assert!(!flat.has_locals());
    assert_eq!(flatten_affine_expr(&map.results()[1], 2, 2), None);
    assert_eq!(flatten_affine_expr(&map.results()[2], 2, 2), None);
    // Positions out of range do not flatten (and simplify leaves them be).
    assert_eq!(flatten_affine_expr(&map.results()[3], 0, 0), None);
    assert_eq!(simplify_affine_expr(&map.results()[3], 0, 0).to_string(), "d0 * 3");
    // Identical locals are shared.
    let map = map_over_inputs("d0 floordiv 4 + (d0 floordiv 4) * 2 + d0 mod 4");
    let flat = flatten_affine_expr(&map.results()[0], 2, 2).unwrap();
    assert_eq!(flat.locals.len(), 1);
    assert_eq!(flat.coefficients, vec![1, 0, 0, 0, -1, 0]);
}

#[test]
fn semi_affine_terms_become_opaque_locals() {
    let map = map_over_inputs("d0 * s0 + d0 * s0 + d1");
    let flat = flatten_affine_expr(&map.results()[0], 2, 2).unwrap();
    assert_eq!(flat.locals.len(), 1);
    assert_eq!(flat.locals[0].to_string(), "d0 * s0");
    assert_eq!(flat.coefficients, vec![0, 1, 0, 0, 2, 0]);
}

/// `(map, operand values, mlir-opt-22's folded values or None for poison)`.
/// One folding row.
type FoldCase = (&'static str, &'static [i64], Option<&'static [i64]>);

const FOLD_CASES: &[FoldCase] = &[
    ("(d0) -> (d0 + 1)", &[i64::MAX], Some(&[i64::MIN])),
    ("(d0) -> (d0 * 2)", &[i64::MAX], Some(&[-2])),
    ("(d0)[s0] -> (d0 * s0)", &[i64::MIN, -1], Some(&[i64::MIN])),
    ("(d0)[s0] -> (d0 mod s0)", &[7, -2], None),
    ("(d0)[s0] -> (d0 mod s0)", &[-7, 7], Some(&[0])),
    ("(d0)[s0] -> (d0 mod s0)", &[-7, 0], None),
    ("(d0)[s0] -> (d0 ceildiv s0)", &[7, -2], Some(&[-3])),
    ("(d0)[s0] -> (d0 ceildiv s0)", &[7, 0], None),
    ("(d0)[s0] -> (d0 ceildiv s0)", &[-7, -2], Some(&[4])),
    ("(d0)[s0] -> (d0 floordiv s0)", &[-7, -2], Some(&[3])),
    ("(d0)[s0] -> (d0 floordiv s0)", &[7, -2], Some(&[-4])),
    ("(d0)[s0] -> (d0 floordiv s0)", &[7, 0], None),
];

#[test]
fn constant_fold_matches_mlir_opt() {
    for &(text, operands, expected) in FOLD_CASES {
        let (map, _) = parse_affine_map(&format!("{text}>")).unwrap();
        let operands: Vec<Option<i64>> = operands.iter().copied().map(Some).collect();
        let got = map.constant_fold(&operands);
        match expected {
            Some(values) => assert_eq!(got, Ok(Some(values.to_vec())), "{text}"),
            None => assert_eq!(got, Err(Poison), "{text}"),
        }
    }
}

#[test]
fn partial_constant_fold_keeps_unknown_results() {
    let (map, _) = parse_affine_map("(d0, d1)[s0] -> (d0 + 2, d1 * s0, d0 floordiv 2)>").unwrap();
    let (folded, ints) = map.partial_constant_fold(&[Some(5), None, Some(3)]).unwrap();
    assert_eq!(folded.to_string(), "(d0, d1)[s0] -> (7, d1 * s0, 2)");
    assert_eq!(ints, None);
    let (folded, ints) = map.partial_constant_fold(&[Some(5), Some(1), Some(3)]).unwrap();
    assert_eq!(folded.to_string(), "(d0, d1)[s0] -> (7, 3, 2)");
    assert_eq!(ints, Some(vec![7, 3, 2]));
    assert_eq!(map.constant_fold(&[Some(5), None, Some(3)]), Ok(None));
    // A poisonous division behind an unknown left operand is not evaluated.
    let (map, _) =
        parse_affine_map("()[s0, s1] -> (s1 + s0 floordiv 0, s0 floordiv 0 + s1)>").unwrap();
    let unknown_s1 = [Some(7), None];
    assert_eq!(map.results()[0].constant_fold(0, &unknown_s1), Ok(None));
    assert_eq!(map.results()[1].constant_fold(0, &unknown_s1), Err(Poison));
    assert_eq!(map.partial_constant_fold(&unknown_s1).map(|r| r.1), Err(Poison));
    // i64::MIN floordiv -1 overflows: it does not fold (MLIR traps).
    let (map, _) = parse_affine_map("(d0)[s0] -> (d0 floordiv s0)>").unwrap();
    assert_eq!(map.constant_fold(&[Some(i64::MIN), Some(-1)]), Ok(None));
}

#[test]
fn map_helpers_rename_and_replace() {
    let (map, _) = parse_affine_map("(d0, d1)[s0] -> (d0 + d1 * 2, s0 floordiv 4)>").unwrap();
    assert_eq!(
        map.shift_dims(2, 1).to_string(),
        "(d0, d1, d2, d3)[s0] -> (d0 + d3 * 2, s0 floordiv 4)"
    );
    assert_eq!(
        map.shift_symbols(1, 0).to_string(),
        "(d0, d1)[s0, s1] -> (d0 + d1 * 2, s1 floordiv 4)"
    );
    let swapped = map.replace_dims_and_symbols(
        &[AffineExpr::dim(1), AffineExpr::dim(0)],
        &[AffineExpr::constant(9)],
        2,
        0,
    );
    assert_eq!(swapped.to_string(), "(d0, d1) -> (d1 + d0 * 2, 2)");
    let replaced = map.replace(&(AffineExpr::dim(1) * 2), &AffineExpr::symbol(0), 2, 1);
    assert_eq!(replaced.to_string(), "(d0, d1)[s0] -> (d0 + s0, s0 floordiv 4)");
    let mut pairs = rustc_hash::FxHashMap::default();
    pairs.insert(AffineExpr::dim(0), AffineExpr::dim(1));
    pairs.insert(AffineExpr::dim(1), AffineExpr::dim(0));
    let e = &map.results()[0];
    assert_eq!(e.replace_all(&pairs).to_string(), "d1 + d0 * 2");
    let mut leaves = 0;
    map.walk_exprs(|e| leaves += usize::from(e.as_binary().is_none()));
    assert_eq!(leaves, 5);
}

#[test]
fn deep_expressions_do_not_reach_the_call_stack() {
    const DEPTH: usize = 20_000;
    // A long sum of repeated terms collapses to two products.
    let mut sum = AffineExpr::dim(0);
    for i in 0..DEPTH {
        sum = AffineExpr::raw_binary(
            AffineBinaryOp::Add,
            sum,
            AffineExpr::raw_binary(
                AffineBinaryOp::Mul,
                AffineExpr::dim((i % 2) as u32),
                AffineExpr::constant(1),
            ),
        );
    }
    let half = (DEPTH / 2) as i64;
    assert_eq!(
        simplify_affine_expr(&sum, 2, 0).to_string(),
        format!("d0 * {} + d1 * {half}", half + 1)
    );
}

#[test]
fn deep_semi_affine_chains_do_not_reach_the_call_stack() {
    // The divisibility walks are quadratic in the depth of nested divisions
    // by a symbol (as MLIR's), so this stays moderate.
    const DEPTH: usize = 3_000;
    // A deep chain of semi-affine divisions goes through the symbolic
    // divisibility walks.
    let mut chain = AffineExpr::dim(0) * AffineExpr::symbol(0);
    for _ in 0..DEPTH {
        chain = AffineExpr::raw_binary(AffineBinaryOp::FloorDiv, chain, AffineExpr::symbol(0));
    }
    let _ = simplify_affine_expr(&chain, 1, 1);
    let flat = flatten_affine_expr(&chain, 1, 1).unwrap();
    assert_eq!(flat.locals.len(), DEPTH + 1);
    assert_eq!(chain.constant_fold(1, &[Some(5), Some(1)]), Ok(Some(5)));
}

/// Random maps, generated and simplified by mlir-opt-22 (see the file's
/// header).
const RANDOM_CASES: &str = include_str!("flatten_cases.tsv");

#[test]
fn random_maps_simplify_like_mlir_opt() {
    let mut failures = Vec::new();
    let mut rows = 0;
    for line in RANDOM_CASES.lines().filter(|l| !l.starts_with('#')) {
        let Some((input, expected)) = line.split_once('\t') else {
            panic!("malformed row {line:?}");
        };
        rows += 1;
        let got = map_over_inputs(input).simplified().to_string();
        let expected = format!("(d0, d1)[s0, s1] -> ({expected})");
        if got != expected {
            failures.push(format!("{input:?}\n  got      {got}\n  expected {expected}"));
        }
    }
    assert_eq!(rows, 400);
    assert!(failures.is_empty(), "{} mismatches:\n{}", failures.len(), failures.join("\n"));
}

/// Random maps on constant operands, folded by mlir-opt-22 (see the file's
/// header).
const FOLD_RANDOM_CASES: &str = include_str!("fold_cases.tsv");

#[test]
fn random_maps_fold_like_mlir_opt() {
    let mut failures = Vec::new();
    let mut rows = 0;
    for line in FOLD_RANDOM_CASES.lines().filter(|l| !l.starts_with('#')) {
        let fields: Vec<&str> = line.split('\t').collect();
        let [input, values, expected] = fields[..] else {
            panic!("malformed row {line:?}");
        };
        rows += 1;
        let values: Vec<Option<i64>> = values.split(' ').map(|v| v.parse().ok()).collect();
        let got = match map_over_inputs(input).constant_fold(&values) {
            Ok(Some(v)) => v[0].to_string(),
            Ok(None) => "nofold".to_string(),
            Err(Poison) => "poison".to_string(),
        };
        if got != expected {
            failures.push(format!("{input:?} {values:?}: got {got}, expected {expected}"));
        }
    }
    assert_eq!(rows, 300);
    assert!(failures.is_empty(), "{} mismatches:\n{}", failures.len(), failures.join("\n"));
}
