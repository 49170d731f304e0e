//! Prints an input for timing `--cse` beside mlir-opt (`BENCHMARKS.md`):
//! `cargo run --release -p mlir-rs-tools --bin gen_cse -- big 100000 > big.mlir`
//! (one function of N ops: every fifth a constant out of 51 values, the
//! others `addi`/`muli`/`subi`/`andi` of two of the 20 values before, so
//! many are duplicates) or `… -- chain 100000 > chain.mlir` (a use chain of
//! N `addi`s, none a duplicate).

use std::fmt::Write as _;

/// A fixed linear congruential sequence: the same input on every run.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: u64) -> u64 {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (self.0 >> 33) % n
    }
}

fn main() {
    let mut args = std::env::args().skip(1);
    let kind = args.next().unwrap_or_else(|| "big".to_owned());
    let n: usize = args.next().and_then(|s| s.parse().ok()).unwrap_or(100_000);
    let mut out = String::new();
    if kind == "chain" {
        out.push_str("func.func @chain(%a: i32) -> i32 {\n");
        let mut prev = "%a".to_owned();
        for i in 0..n {
            let _ = writeln!(out, "  %v{i} = arith.addi {prev}, %a : i32");
            prev = format!("%v{i}");
        }
        let _ = writeln!(out, "  return {prev} : i32\n}}");
    } else {
        out.push_str("func.func @big(%a: i32, %b: i32) -> i32 {\n");
        let mut values = vec!["%a".to_owned(), "%b".to_owned()];
        let mut rng = Lcg(7);
        for i in 0..n {
            if i % 5 == 0 {
                let _ = writeln!(out, "  %v{i} = arith.constant {} : i32", rng.below(51));
            } else {
                let recent = &values[values.len().saturating_sub(20)..];
                let x = &recent[rng.below(recent.len() as u64) as usize];
                let y = &recent[rng.below(recent.len() as u64) as usize];
                let op = ["addi", "muli", "subi", "andi"][rng.below(4) as usize];
                let _ = writeln!(out, "  %v{i} = arith.{op} {x}, {y} : i32");
            }
            values.push(format!("%v{i}"));
        }
        let _ = writeln!(out, "  return %v{} : i32\n}}", n - 1);
    }
    print!("{out}");
}
