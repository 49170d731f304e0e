//! Prints a custom-form module heavy in `scf`, for timing `--canonicalize`
//! on structured control flow beside mlir-opt (`BENCHMARKS.md`,
//! `benches/pass_threads.sh` with `GEN` and `PIPELINE` set):
//! `cargo run --release -p mlir-rs-tools --bin gen_scf -- 1000000 > scf_1m.mlir`.
//!
//! Every function takes `(index, i1, i32, i32)` and returns an `i32`. Its
//! body is a sequence of constructs drawn by a fixed-seed generator (the
//! output depends on the op count only), each one the shape a
//! canonicalization of scf rewrites, so a run does the work of a real one:
//!
//! - a counted loop over `0..%n` carrying two values, one of them passed on
//!   unchanged (a forwarded iteration argument), with constants in its body
//!   (hoisted) and an `scf.if` yielding values (turned into `arith.select`);
//! - a loop of one iteration (its body inlined) and one of none (replaced by
//!   its initial values);
//! - an `scf.if` on a constant condition, one whose results go unused, and
//!   two nested on the same condition;
//! - an `scf.while` counting to a bound;
//! - an `scf.index_switch` on a constant and one on a value;
//! - an `scf.execute_region` of one block (inlined);
//! - plain `arith` with constants to fold.
//!
//! Operands are drawn from the last 16 `i32` values of the function's top
//! level; bodies use them, their own arguments and the values they define.
//! The op count given is the number of ops inside the function bodies,
//! terminators included (the `func.func` ops themselves are not counted);
//! the last function is cut to fit. Input names are `%vN`; both tools
//! rename them when printing.

use std::fmt::Write as _;
use std::io::Write as _;

use mlir_rs_tools::Rng;

/// One function being written: its text, the fresh-name counter, the
/// recent `i32` values of its top level and the number of ops so far.
struct Body {
    text: String,
    next: usize,
    recent: Vec<String>,
    ops: usize,
}

impl Body {
    const KEEP: usize = 16;

    fn new() -> Self {
        Body { text: String::new(), next: 0, recent: vec!["%a".into(), "%b".into()], ops: 0 }
    }

    /// A fresh value name.
    fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%v{}", self.next)
    }

    /// One op line at `depth` (one level is two spaces beyond the body's).
    fn line(&mut self, depth: usize, text: &str) {
        let _ = writeln!(self.text, "{:w$}{text}", "", w = 2 + 2 * depth);
        self.ops += 1;
    }

    /// A closing brace or region separator: not an op.
    fn close(&mut self, depth: usize, text: &str) {
        let _ = writeln!(self.text, "{:w$}{text}", "", w = 2 + 2 * depth);
    }

    /// A recent top-level `i32` value.
    fn any(&self, rng: &mut Rng) -> String {
        self.recent[rng.below(self.recent.len())].clone()
    }

    /// Records a new top-level `i32` value.
    fn push(&mut self, name: String) {
        if self.recent.len() == Self::KEEP {
            self.recent.remove(0);
        }
        self.recent.push(name);
    }

    fn last(&self) -> &str {
        self.recent.last().map(String::as_str).unwrap_or("%a")
    }
}

/// A counted loop over `0..%n`: a forwarded iteration argument, constants
/// in the body and an `scf.if` yielding values. 11 ops.
fn loop_with_select(b: &mut Body, rng: &mut Rng) {
    let (init0, init1) = (b.any(rng), b.any(rng));
    let (c0, c1, r) = (b.fresh(), b.fresh(), b.fresh());
    b.line(0, &format!("{c0} = arith.constant 0 : index"));
    b.line(0, &format!("{c1} = arith.constant 1 : index"));
    let (i, x, y) = (b.fresh(), b.fresh(), b.fresh());
    b.line(0, &format!("{r}:2 = scf.for {i} = {c0} to %n step {c1} iter_args({x} = {init0}, {y} = {init1}) -> (i32, i32) {{"));
    let (k, s, t) = (b.fresh(), b.fresh(), b.fresh());
    b.line(1, &format!("{k} = arith.constant {} : i32", rng.below(100)));
    b.line(1, &format!("{s} = arith.addi {x}, {k} : i32"));
    b.line(1, &format!("{t} = scf.if %c -> (i32) {{"));
    b.line(2, &format!("scf.yield {s} : i32"));
    b.close(1, "} else {");
    b.line(2, &format!("scf.yield {y} : i32"));
    b.close(1, "}");
    b.line(1, &format!("scf.yield {t}, {y} : i32, i32"));
    b.close(0, "}");
    let sum = b.fresh();
    b.line(0, &format!("{sum} = arith.addi {r}#0, {r}#1 : i32"));
    b.push(sum);
}

/// Loops of one iteration and of none. 10 ops.
fn trivial_loops(b: &mut Body, rng: &mut Rng) {
    let (c0, c1, c4) = (b.fresh(), b.fresh(), b.fresh());
    b.line(0, &format!("{c0} = arith.constant 0 : index"));
    b.line(0, &format!("{c1} = arith.constant 1 : index"));
    b.line(0, &format!("{c4} = arith.constant 4 : index"));
    let (once, i, x) = (b.fresh(), b.fresh(), b.fresh());
    let init = b.any(rng);
    b.line(
        0,
        &format!(
            "{once} = scf.for {i} = {c0} to {c1} step {c1} iter_args({x} = {init}) -> (i32) {{"
        ),
    );
    let m = b.fresh();
    b.line(1, &format!("{m} = arith.muli {x}, {x} : i32"));
    b.line(1, &format!("scf.yield {m} : i32"));
    b.close(0, "}");
    let (never, j, y) = (b.fresh(), b.fresh(), b.fresh());
    b.line(
        0,
        &format!(
            "{never} = scf.for {j} = {c4} to {c1} step {c1} iter_args({y} = {once}) -> (i32) {{"
        ),
    );
    let d = b.fresh();
    b.line(1, &format!("{d} = arith.subi {y}, {init} : i32"));
    b.line(1, &format!("scf.yield {d} : i32"));
    b.close(0, "}");
    b.push(never);
}

/// `scf.if` on a constant, with unused results, and nested on one
/// condition. 15 ops.
fn conditionals(b: &mut Body, rng: &mut Rng) {
    let (t, r) = (b.fresh(), b.fresh());
    let (p, q) = (b.any(rng), b.any(rng));
    b.line(
        0,
        &format!("{t} = arith.constant {}", if rng.below(2) == 0 { "true" } else { "false" }),
    );
    b.line(0, &format!("{r} = scf.if {t} -> (i32) {{"));
    b.line(1, &format!("scf.yield {p} : i32"));
    b.close(0, "} else {");
    b.line(1, &format!("scf.yield {q} : i32"));
    b.close(0, "}");
    b.push(r.clone());
    let (u, w) = (b.fresh(), b.fresh());
    b.line(0, &format!("{u}:2 = scf.if %c -> (i32, i32) {{"));
    b.line(1, &format!("{w} = arith.xori {p}, {q} : i32"));
    b.line(1, &format!("scf.yield {w}, {p} : i32, i32"));
    b.close(0, "} else {");
    b.line(1, &format!("scf.yield {q}, {r} : i32, i32"));
    b.close(0, "}");
    b.push(format!("{u}#0"));
    let (outer, inner) = (b.fresh(), b.fresh());
    b.line(0, &format!("{outer} = scf.if %c -> (i32) {{"));
    b.line(1, &format!("{inner} = scf.if %c -> (i32) {{"));
    b.line(2, &format!("scf.yield {p} : i32"));
    b.close(1, "} else {");
    b.line(2, &format!("scf.yield {q} : i32"));
    b.close(1, "}");
    b.line(1, &format!("scf.yield {inner} : i32"));
    b.close(0, "} else {");
    b.line(1, &format!("scf.yield {r} : i32"));
    b.close(0, "}");
    b.push(outer);
}

/// A while loop counting an `i32` up to a bound. 8 ops.
fn while_loop(b: &mut Body, rng: &mut Rng) {
    let (bound, r, x) = (b.any(rng), b.fresh(), b.fresh());
    let init = b.any(rng);
    b.line(0, &format!("{r} = scf.while ({x} = {init}) : (i32) -> i32 {{"));
    let cmp = b.fresh();
    b.line(1, &format!("{cmp} = arith.cmpi slt, {x}, {bound} : i32"));
    b.line(1, &format!("scf.condition({cmp}) {x} : i32"));
    b.close(0, "} do {");
    let y = b.fresh();
    b.close(0, &format!("^bb0({y}: i32):"));
    let (one, next) = (b.fresh(), b.fresh());
    b.line(1, &format!("{one} = arith.constant 1 : i32"));
    b.line(1, &format!("{next} = arith.addi {y}, {one} : i32"));
    b.line(1, &format!("scf.yield {next} : i32"));
    b.close(0, "}");
    b.push(r);
}

/// `scf.index_switch` on a constant and on the loop bound; an
/// `scf.execute_region` of one block. 17 ops.
fn switches(b: &mut Body, rng: &mut Rng) {
    let (k, s) = (b.fresh(), b.fresh());
    let (p, q) = (b.any(rng), b.any(rng));
    b.line(0, &format!("{k} = arith.constant {} : index", rng.below(3)));
    for (arg, result) in [(k.clone(), s.clone()), ("%n".to_owned(), b.fresh())] {
        b.line(0, &format!("{result} = scf.index_switch {arg} -> i32"));
        b.close(0, "case 0 {");
        b.line(1, &format!("scf.yield {p} : i32"));
        b.close(0, "}");
        b.close(0, "case 1 {");
        let m = b.fresh();
        b.line(1, &format!("{m} = arith.muli {p}, {q} : i32"));
        b.line(1, &format!("scf.yield {m} : i32"));
        b.close(0, "}");
        b.close(0, "default {");
        b.line(1, &format!("scf.yield {q} : i32"));
        b.close(0, "}");
        b.push(result);
    }
    let (e, a) = (b.fresh(), b.fresh());
    b.line(0, &format!("{e} = scf.execute_region -> i32 {{"));
    b.line(1, &format!("{a} = arith.addi {s}, {p} : i32"));
    b.line(1, &format!("scf.yield {a} : i32"));
    b.close(0, "}");
    b.push(e);
}

/// Arithmetic with constants to fold. 4 ops.
fn arithmetic(b: &mut Body, rng: &mut Rng) {
    let (c, z, s, m) = (b.fresh(), b.fresh(), b.fresh(), b.fresh());
    let p = b.any(rng);
    b.line(0, &format!("{c} = arith.constant {} : i32", 1 + rng.below(9)));
    b.line(0, &format!("{z} = arith.constant 0 : i32"));
    b.line(0, &format!("{s} = arith.addi {p}, {z} : i32"));
    b.line(0, &format!("{m} = arith.muli {s}, {c} : i32"));
    b.push(m);
}

/// A function writing one construct into a body.
type Construct = fn(&mut Body, &mut Rng);

/// The constructs and their op counts.
const CONSTRUCTS: &[(Construct, usize)] = &[
    (loop_with_select, 11),
    (trivial_loops, 10),
    (conditionals, 15),
    (while_loop, 8),
    (switches, 17),
    (arithmetic, 4),
];

/// One function of about `ops` ops (at least one construct and the return).
fn function(out: &mut impl std::io::Write, rng: &mut Rng, index: usize, ops: usize) -> usize {
    let mut b = Body::new();
    loop {
        let (construct, size) = CONSTRUCTS[rng.below(CONSTRUCTS.len())];
        if b.ops > 0 && b.ops + size + 1 > ops {
            break;
        }
        construct(&mut b, rng);
    }
    let result = b.last().to_owned();
    b.line(0, &format!("return {result} : i32"));
    writeln!(out, "func.func @f{index}(%n: index, %c: i1, %a: i32, %b: i32) -> i32 {{").unwrap();
    out.write_all(b.text.as_bytes()).unwrap();
    writeln!(out, "}}").unwrap();
    b.ops
}

fn main() {
    let total: usize = std::env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(100_000);
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::with_capacity(1 << 20, stdout.lock());
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    let mut left = total;
    let mut index = 0;
    while left > 0 {
        let ops = (60 + rng.below(241)).min(left.max(20));
        let written = function(&mut out, &mut rng, index, ops);
        left = left.saturating_sub(written);
        index += 1;
    }
    out.flush().unwrap();
}
