//! Prints a generic-form module of `arith` ops inside `func.func`s, for
//! timing parse + verify + print beside mlir-opt (`BENCHMARKS.md`):
//! `cargo run --release -p mlir-rs-tools --bin gen_arith -- 1000000 > arith_1m.mlir`.
//!
//! Each function takes an `i32`, an `f32` and an `i1` and holds 1000 ops
//! cycling through integer arithmetic with overflow flags, comparisons,
//! selects, casts, float arithmetic with fast-math flags and constants,
//! each using recent values, so the generated verifiers, enum attributes and
//! type checks all run.

use std::fmt::Write as _;

fn main() {
    let total: usize = std::env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(100_000);
    let per_func = 1000;
    let mut out = String::new();
    for f in 0..total.div_ceil(per_func) {
        let _ = writeln!(
            out,
            "\"func.func\"() <{{function_type = (i32, f32, i1) -> (), sym_name = \"f{f}\"}}> ({{\n^bb0(%a: i32, %x: f32, %c: i1):"
        );
        // The last values of each type, by name.
        let (mut int, mut float) = ("%a".to_owned(), "%x".to_owned());
        for i in 0..per_func {
            let v = format!("%v{i}");
            let line = match i % 8 {
                0 => format!(
                    "{v} = \"arith.addi\"({int}, %a) <{{overflowFlags = #arith.overflow<nsw>}}> : (i32, i32) -> i32"
                ),
                1 => format!(
                    "{v} = \"arith.muli\"({int}, {int}) <{{overflowFlags = #arith.overflow<none>}}> : (i32, i32) -> i32"
                ),
                2 => format!(
                    "{v} = \"arith.cmpi\"({int}, %a) <{{predicate = 2 : i64}}> : (i32, i32) -> i1"
                ),
                3 => format!("{v} = \"arith.select\"(%c, {int}, %a) : (i1, i32, i32) -> i32"),
                4 => format!(
                    "{v} = \"arith.addf\"({float}, %x) <{{fastmath = #arith.fastmath<nnan,ninf>}}> : (f32, f32) -> f32"
                ),
                5 => format!("{v} = \"arith.extsi\"({int}) : (i32) -> i64"),
                6 => format!("{v} = \"arith.constant\"() <{{value = {i} : i32}}> : () -> i32"),
                _ => format!(
                    "{v} = \"arith.mulf\"({float}, {float}) <{{fastmath = #arith.fastmath<none>}}> : (f32, f32) -> f32"
                ),
            };
            match i % 8 {
                0 | 1 | 3 | 6 => int = v,
                4 | 7 => float = v,
                _ => {}
            }
            let _ = writeln!(out, "  {line}");
        }
        out.push_str("  \"func.return\"() : () -> ()\n}) : () -> ()\n");
    }
    print!("{out}");
}
