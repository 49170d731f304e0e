//! Prints a custom-form module of many small functions calling one
//! another, for timing `--inline` beside mlir-opt:
//! `cargo run --release -p mlir-rs-tools --bin gen_inline -- 1000000 > inline_1m.mlir`.
//!
//! The module is a sequence of independent groups of functions, all of
//! type `(i32, i32) -> i32`. In each group, private functions sit on four
//! levels: a level-0 function is straight-line `arith`, a function of a
//! higher level also calls two or three functions of the level below.
//! Public functions call private ones of levels 1 to 3, so the call
//! chains from a public function are 2 to 4 calls deep, and most private
//! functions have several call sites (each is cloned at all but its last
//! call, then erased). Bodies mix arithmetic on the arguments with
//! constants that fold (`%c + %c`, `x * 1`, `x + 0`), and some calls get
//! constant arguments, so the default pipeline has work before and after
//! each inlining. One level-0 function in four branches (`cf.cond_br`),
//! so some inlinings split the caller's block.
//!
//! The op count given is the number of ops in the module besides the
//! module itself (`func.func` ops, their bodies and terminators); the
//! last group is written whole, so the count is reached or passed by less
//! than a group. Input names are `%vN`; both tools rename them when
//! printing. The output depends on the op count only.

use std::fmt::Write as _;
use std::io::Write as _;

use mlir_rs_tools::Rng;

/// Private functions per level in one group (level 0 first).
const PER_LEVEL: [usize; 4] = [8, 6, 4, 2];
/// Public functions in one group.
const PUBLICS: usize = 5;

/// One function body being written: its text, the fresh-name counter,
/// the `i32` values defined so far and the number of ops.
struct Body {
    text: String,
    next: usize,
    values: Vec<String>,
    ops: usize,
}

impl Body {
    fn new() -> Self {
        Body { text: String::new(), next: 0, values: vec!["%a".into(), "%b".into()], ops: 0 }
    }

    /// A fresh value name.
    fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%v{}", self.next)
    }

    /// One op line.
    fn line(&mut self, text: &str) {
        let _ = writeln!(self.text, "  {text}");
        self.ops += 1;
    }

    /// A value among the last few defined, so that chains stay short.
    fn recent(&self, rng: &mut Rng) -> String {
        let window = self.values.len().min(6);
        self.values[self.values.len() - 1 - rng.below(window)].clone()
    }

    /// Defines `name = op lhs, rhs` and records it.
    fn binary(&mut self, op: &str, lhs: &str, rhs: &str) -> String {
        let name = self.fresh();
        self.line(&format!("{name} = arith.{op} {lhs}, {rhs} : i32"));
        self.values.push(name.clone());
        name
    }

    /// Defines an `i32` constant (not recorded as an operand value).
    fn constant(&mut self, value: usize) -> String {
        let name = self.fresh();
        self.line(&format!("{name} = arith.constant {value} : i32"));
        name
    }
}

/// A few ops of arithmetic: one operation on recent values, then one of
/// the shapes that fold.
fn arith_step(b: &mut Body, rng: &mut Rng) {
    const OPS: [&str; 6] = ["addi", "muli", "xori", "subi", "andi", "ori"];
    let (x, y) = (b.recent(rng), b.recent(rng));
    let v = b.binary(OPS[rng.below(OPS.len())], &x, &y);
    match rng.below(4) {
        0 => {
            // Two constants added: folds to one.
            let (c, d) = (b.constant(rng.below(50)), b.constant(rng.below(50)));
            let s = b.fresh();
            b.line(&format!("{s} = arith.addi {c}, {d} : i32"));
            b.binary("addi", &v, &s);
        }
        1 => {
            // `x * 1`: folds to `x`.
            let one = b.constant(1);
            b.binary("muli", &v, &one);
        }
        2 => {
            // `x + 0`: folds to `x`.
            let zero = b.constant(0);
            b.binary("addi", &v, &zero);
        }
        _ => {
            let k = b.constant(2 + rng.below(100));
            b.binary("muli", &v, &k);
        }
    }
}

/// A call of `callee` with two recent values or, one time in three, a
/// constant first argument.
fn call(b: &mut Body, rng: &mut Rng, callee: &str) {
    let first = if rng.below(3) == 0 { b.constant(rng.below(10)) } else { b.recent(rng) };
    let second = b.recent(rng);
    let r = b.fresh();
    b.line(&format!("{r} = call @{callee}({first}, {second}) : (i32, i32) -> i32"));
    b.values.push(r);
}

/// The body of a level-0 function that branches: two blocks computing a
/// value each, joined by a block taking it as argument.
fn branching_leaf(b: &mut Body, rng: &mut Rng) {
    let cond = b.fresh();
    b.line(&format!("{cond} = arith.cmpi slt, %a, %b : i32"));
    b.line(&format!("cf.cond_br {cond}, ^bb1, ^bb2"));
    // Each arm uses only what dominates it: the values of the entry block.
    let entry_values = b.values.len();
    for label in ["^bb1:", "^bb2:"] {
        let _ = writeln!(b.text, "{label}");
        arith_step(b, rng);
        let v = b.values.last().cloned().unwrap_or_else(|| "%a".into());
        b.line(&format!("cf.br ^bb3({v} : i32)"));
        b.values.truncate(entry_values);
    }
    let joined = b.fresh();
    let _ = writeln!(b.text, "^bb3({joined}: i32):");
    b.values.push(joined);
    arith_step(b, rng);
}

/// Writes one function; returns its op count (the `func.func` included).
fn function(
    out: &mut impl std::io::Write,
    rng: &mut Rng,
    name: &str,
    private: bool,
    callees: &[String],
    branching: bool,
) -> usize {
    let mut b = Body::new();
    if branching {
        branching_leaf(&mut b, rng);
    } else {
        arith_step(&mut b, rng);
    }
    for callee in callees {
        call(&mut b, rng, callee);
        arith_step(&mut b, rng);
    }
    let result = b.values.last().cloned().unwrap_or_else(|| "%a".into());
    b.line(&format!("return {result} : i32"));
    let visibility = if private { "private " } else { "" };
    writeln!(out, "func.func {visibility}@{name}(%a: i32, %b: i32) -> i32 {{").unwrap();
    out.write_all(b.text.as_bytes()).unwrap();
    writeln!(out, "}}").unwrap();
    b.ops + 1
}

/// Writes one group of functions, callees first; returns its op count.
fn group(out: &mut impl std::io::Write, rng: &mut Rng, g: usize) -> usize {
    let name = |level: usize, i: usize| format!("g{g}_l{level}_{i}");
    let mut ops = 0;
    for (level, &count) in PER_LEVEL.iter().enumerate() {
        for i in 0..count {
            let callees: Vec<String> = if level == 0 {
                Vec::new()
            } else {
                let below = PER_LEVEL[level - 1];
                (0..2 + rng.below(2)).map(|_| name(level - 1, rng.below(below))).collect()
            };
            let branching = level == 0 && rng.below(4) == 0;
            ops += function(out, rng, &name(level, i), true, &callees, branching);
        }
    }
    for i in 0..PUBLICS {
        // Levels 1 to 3: chains of 2 to 4 calls down to level 0.
        let callees: Vec<String> = (0..1 + rng.below(2))
            .map(|_| {
                let level = 1 + rng.below(3);
                name(level, rng.below(PER_LEVEL[level]))
            })
            .collect();
        ops += function(out, rng, &format!("g{g}_pub{i}"), false, &callees, false);
    }
    ops
}

fn main() {
    let total: usize = std::env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(100_000);
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::with_capacity(1 << 20, stdout.lock());
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut written = 0;
    let mut g = 0;
    while written < total {
        written += group(&mut out, &mut rng, g);
        g += 1;
    }
    out.flush().unwrap();
}
