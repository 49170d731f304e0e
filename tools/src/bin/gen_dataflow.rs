//! Prints a custom-form module for timing the dataflow passes (`sccp`,
//! `int-range-optimizations`) beside mlir-opt:
//! `cargo run --release -p mlir-rs-tools --bin gen_dataflow -- 1000000 > dataflow_1m.mlir`.
//!
//! The module is a sequence of groups. Each has two private functions of
//! type `(i32, i32) -> i32`, always called with constants (so constants
//! flow into them and their results flow back), and public functions
//! whose bodies mix what the analyses reason about: constants folding
//! through `arith` chains, values of unknown arguments narrowed by
//! `remui`/`andi`/`minsi`, comparisons the ranges decide, branches in
//! blocks on known and unknown conditions joining through block
//! arguments, an `scf.for` with constant bounds carrying a value, an
//! `scf.if`, and calls to the group's private functions.
//!
//! The op count given is the number of ops besides the module; the last
//! group is written whole. The output depends on the op count only.

use std::fmt::Write as _;
use std::io::Write as _;

use mlir_rs_tools::Rng;

/// Public functions per group.
const PUBLICS: usize = 4;

/// One function body being written.
struct Body {
    text: String,
    next: usize,
    ops: usize,
}

impl Body {
    fn new() -> Body {
        Body { text: String::new(), next: 0, ops: 0 }
    }

    /// Writes `rhs` as `%vN = rhs` and gives `%vN`.
    fn def(&mut self, rhs: &str) -> String {
        let name = format!("%v{}", self.next);
        self.next += 1;
        self.ops += 1;
        let _ = writeln!(self.text, "    {name} = {rhs}");
        name
    }

    /// Writes an op without results.
    fn stmt(&mut self, text: &str) {
        self.ops += 1;
        let _ = writeln!(self.text, "    {text}");
    }

    /// Writes a block label.
    fn label(&mut self, text: &str) {
        let _ = writeln!(self.text, "  {text}");
    }
}

/// A private function: folds when its arguments are constants.
fn private_fn(out: &mut String, group: usize, index: usize, rng: &mut Rng) -> usize {
    let mut b = Body::new();
    let k = b.def(&format!("arith.constant {} : i32", rng.below(100) + 1));
    let s = b.def("arith.addi %a, %b : i32");
    let m = b.def(&format!("arith.muli {s}, {k} : i32"));
    let x = b.def(&format!("arith.xori {m}, %a : i32"));
    b.stmt(&format!("return {x} : i32"));
    let _ = writeln!(
        out,
        "func.func private @p{group}_{index}(%a: i32, %b: i32) -> i32 {{\n{}}}",
        b.text
    );
    b.ops + 1
}

/// A public function of about 100 ops.
fn public_fn(out: &mut String, group: usize, index: usize, rng: &mut Rng) -> usize {
    let mut b = Body::new();
    let mut known = Vec::new();
    for _ in 0..6 {
        known.push(b.def(&format!("arith.constant {} : i32", rng.below(1000))));
    }
    // Constant chains.
    for _ in 0..14 {
        let l = &known[rng.below(known.len())].clone();
        let r = &known[rng.below(known.len())].clone();
        let op = ["addi", "subi", "muli", "andi", "ori", "xori"][rng.below(6)];
        let v = b.def(&format!("arith.{op} {l}, {r} : i32"));
        known.push(v);
    }
    // Narrowed unknowns and comparisons the ranges decide.
    let mut narrow = Vec::new();
    for (i, mask) in known.iter().take(8).enumerate() {
        let arg = if i % 2 == 0 { "%x" } else { "%y" };
        let bound = b.def(&format!("arith.constant {} : i32", rng.below(200) + 2));
        let r = b.def(&format!("arith.remui {arg}, {bound} : i32"));
        let m = b.def(&format!("arith.andi {r}, {mask} : i32"));
        narrow.push(m.clone());
        let limit = b.def(&format!("arith.constant {} : i32", rng.below(400)));
        let c = b.def(&format!("arith.cmpi ult, {r}, {limit} : i32"));
        let s = b.def(&format!("arith.select {c}, {m}, {r} : i32"));
        narrow.push(s);
    }
    // Calls with constants.
    let mut calls = Vec::new();
    for i in 0..2 {
        let a = &known[rng.below(known.len())].clone();
        let c = &known[rng.below(known.len())].clone();
        calls.push(b.def(&format!("func.call @p{group}_{i}({a}, {c}) : (i32, i32) -> i32")));
    }
    // A loop with constant bounds carrying a value.
    let lo = b.def("arith.constant 0 : index");
    let hi = b.def(&format!("arith.constant {} : index", rng.below(64) + 1));
    let step = b.def("arith.constant 1 : index");
    let init = narrow[0].clone();
    let res = format!("%v{}", b.next);
    b.next += 1;
    let iv_cast = format!("%v{}", b.next);
    let body_sum = format!("%v{}", b.next + 1);
    b.next += 2;
    b.ops += 3;
    let _ = writeln!(
        b.text,
        "    {res} = scf.for %i = {lo} to {hi} step {step} iter_args(%acc = {init}) -> (i32) {{\n      \
         {iv_cast} = arith.index_cast %i : index to i32\n      \
         {body_sum} = arith.addi %acc, {iv_cast} : i32\n      \
         scf.yield {body_sum} : i32\n    }}"
    );
    // An scf.if on a known condition and one on an unknown one.
    let t = b.def("arith.constant true");
    for cond in [t.clone(), "%c".to_owned()] {
        let a = narrow[rng.below(narrow.len())].clone();
        let k = known[rng.below(known.len())].clone();
        let r = format!("%v{}", b.next);
        let inner = format!("%v{}", b.next + 1);
        b.next += 2;
        b.ops += 4;
        let _ = writeln!(
            b.text,
            "    {r} = scf.if {cond} -> (i32) {{\n      \
             {inner} = arith.addi {a}, {k} : i32\n      scf.yield {inner} : i32\n    \
             }} else {{\n      scf.yield {k} : i32\n    }}"
        );
        narrow.push(r);
    }
    // Blocks: a known branch and an unknown one joining through arguments.
    let f = b.def("arith.constant false");
    let j1 = narrow[1].clone();
    let j2 = known[3].clone();
    b.stmt(&format!("cf.cond_br {f}, ^bb1({j1} : i32), ^bb2({j2} : i32)"));
    b.label("^bb1(%p: i32):");
    let p2 = b.def(&format!("arith.addi %p, {} : i32", calls[0]));
    b.stmt(&format!("cf.br ^bb3({p2} : i32)"));
    b.label("^bb2(%q: i32):");
    let q2 = b.def(&format!("arith.muli %q, {} : i32", calls[1]));
    b.stmt(&format!("cf.cond_br %c, ^bb3({q2} : i32), ^bb3({} : i32)", res));
    b.label("^bb3(%z: i32):");
    let mut acc = "%z".to_owned();
    while b.ops < 96 {
        let other = narrow[rng.below(narrow.len())].clone();
        let op = ["addi", "xori", "maxsi", "minui"][rng.below(4)];
        acc = b.def(&format!("arith.{op} {acc}, {other} : i32"));
    }
    b.stmt(&format!("return {acc} : i32"));
    let _ = writeln!(
        out,
        "func.func @f{group}_{index}(%x: i32, %y: i32, %c: i1) -> i32 {{\n{}}}",
        b.text
    );
    b.ops + 1
}

fn main() {
    let target: usize = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(1_000_000);
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut out = String::new();
    let mut ops = 0;
    let mut group = 0;
    while ops < target {
        for index in 0..2 {
            ops += private_fn(&mut out, group, index, &mut rng);
        }
        for index in 0..PUBLICS {
            ops += public_fn(&mut out, group, index, &mut rng);
        }
        group += 1;
    }
    std::io::stdout().write_all(out.as_bytes()).expect("stdout is writable");
}
