//! Prints a custom-form (pretty) module of `arith`, `func`, `cf` and `ub`
//! ops, for timing parse + verify + print of the custom form beside
//! mlir-opt (`BENCHMARKS.md`, `benches/custom_form.sh`):
//! `cargo run --release -p mlir-rs-tools --bin gen_custom -- 1000000 > custom_1m.mlir`.
//!
//! The module holds one private declaration and functions of 50 to 500 ops
//! (sizes drawn from a fixed-seed generator, so the output depends on the op
//! count only). Each function takes `(i32, i64, f32, index)`, returns
//! `(i32, f32)` and mixes integer and float arithmetic with overflow and
//! fast-math flags, `cmpi`/`cmpf`, `select`, casts (`extsi`, `extui`,
//! `trunci`, `index_cast`, `sitofp`, `fptosi`), `func.call`s of earlier
//! functions (two results, used as `%r#0`/`%r#1`) and of the declaration,
//! `ub.poison`, `cf.assert`, and many constants of few distinct values, so
//! the printer's result names (`%c3_i32`, `%cst`, `%true`) collide and take
//! `_N` suffixes. Its body is a chain of blocks joined by `cf.br`,
//! `cf.cond_br` (with and without weights) and `cf.switch` (negative cases
//! included), each through a side block to a join block taking an `i32`,
//! so every value dominates the rest of the function. Operands are drawn
//! from the last 16 values of each type. The op count given is the number
//! of ops inside the function bodies (`return` and branches included; the
//! `func.func` ops themselves are not counted); the last function is cut
//! to fit. Input names are `%vN`; both tools rename them when printing.

use std::io::Write as _;

use mlir_rs_tools::Rng;

/// The most recent values of one type, by name; operands are drawn from it.
struct Pool(Vec<String>);

impl Pool {
    const KEEP: usize = 16;

    fn new(first: &str) -> Self {
        Pool(vec![first.to_owned()])
    }

    fn push(&mut self, name: String) {
        if self.0.len() == Self::KEEP {
            self.0.remove(0);
        }
        self.0.push(name);
    }

    fn any(&self, rng: &mut Rng) -> &str {
        &self.0[rng.below(self.0.len())]
    }

    fn last(&self) -> &str {
        self.0.last().map(String::as_str).unwrap_or_default()
    }
}

const OVERFLOW: &[&str] = &["", "", " overflow<nsw>", " overflow<nuw>", " overflow<nsw, nuw>"];
const FASTMATH: &[&str] = &[
    "",
    "",
    " fastmath<fast>",
    " fastmath<nnan,ninf>",
    " fastmath<contract>",
    " fastmath<reassoc,nsz>",
];
const CMPI: &[&str] = &["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"];
const CMPF: &[&str] = &["oeq", "olt", "ogt", "ole", "une", "ord", "uno", "ult"];
const FLOATS: &[&str] = &["0.0", "1.0", "2.5", "-3.0", "0.125", "1.0e10"];

/// The body of one function of `ops` ops (the last one a `return`).
fn function(out: &mut impl std::io::Write, rng: &mut Rng, index: usize, ops: usize) {
    writeln!(out, "func.func @f{index}(%a: i32, %b: i64, %x: f32, %n: index) -> (i32, f32) {{")
        .unwrap();
    let mut i32s = Pool::new("%a");
    let mut i64s = Pool::new("%b");
    let mut f32s = Pool::new("%x");
    let mut idxs = Pool::new("%n");
    let mut i1s = Pool::new("%t0");
    // A first `i1`, so comparisons' consumers always have one.
    writeln!(out, "  %t0 = arith.constant true").unwrap();
    // Ops written so far (the `return` comes last), the next value number
    // and the next block number.
    let (mut written, mut v, mut bb) = (1, 0, 1);
    while written < ops - 1 {
        v += 1;
        written += 1;
        let name = format!("%v{v}");
        let left = ops - 1 - written;
        let line = match rng.below(108) {
            // Constants: few distinct values, so result names collide.
            0..=11 => {
                let k = rng.below(24) as i64 - 4;
                let line = format!("{name} = arith.constant {k} : i32");
                i32s.push(name);
                line
            }
            12..=14 => {
                let line = format!("{name} = arith.constant {} : i64", rng.below(8));
                i64s.push(name);
                line
            }
            15..=17 => {
                let line = format!("{name} = arith.constant {} : index", rng.below(8));
                idxs.push(name);
                line
            }
            18..=20 => {
                let line = format!("{name} = arith.constant {} : f32", rng.pick(FLOATS));
                f32s.push(name);
                line
            }
            21 => {
                let line = format!("{name} = arith.constant {}", rng.pick(&["true", "false"]));
                i1s.push(name);
                line
            }
            // Integer arithmetic with overflow flags.
            22..=39 => {
                let op = rng.pick(&["addi", "subi", "muli", "shli"]);
                let flags = rng.pick(OVERFLOW);
                let (l, r) = (i32s.any(rng).to_owned(), i32s.any(rng).to_owned());
                let line = format!("{name} = arith.{op} {l}, {r}{flags} : i32");
                i32s.push(name);
                line
            }
            40..=42 => {
                let flags = rng.pick(OVERFLOW);
                let (l, r) = (i64s.any(rng).to_owned(), i64s.any(rng).to_owned());
                let line = format!("{name} = arith.addi {l}, {r}{flags} : i64");
                i64s.push(name);
                line
            }
            43..=44 => {
                let op = rng.pick(&["addi", "muli"]);
                let (l, r) = (idxs.any(rng).to_owned(), idxs.any(rng).to_owned());
                let line = format!("{name} = arith.{op} {l}, {r} : index");
                idxs.push(name);
                line
            }
            45..=49 => {
                let op = rng.pick(&["andi", "ori", "xori", "maxsi", "minui"]);
                let (l, r) = (i32s.any(rng).to_owned(), i32s.any(rng).to_owned());
                let line = format!("{name} = arith.{op} {l}, {r} : i32");
                i32s.push(name);
                line
            }
            50 => {
                let exact = rng.pick(&["", " exact"]);
                let (l, r) = (i32s.any(rng).to_owned(), i32s.any(rng).to_owned());
                let line = format!("{name} = arith.divui {l}, {r}{exact} : i32");
                i32s.push(name);
                line
            }
            // Float arithmetic with fast-math flags.
            51..=64 => {
                let op = rng.pick(&["addf", "subf", "mulf", "divf", "maximumf"]);
                let flags = rng.pick(FASTMATH);
                let (l, r) = (f32s.any(rng).to_owned(), f32s.any(rng).to_owned());
                let line = format!("{name} = arith.{op} {l}, {r}{flags} : f32");
                f32s.push(name);
                line
            }
            65..=66 => {
                let flags = rng.pick(FASTMATH);
                let line = format!("{name} = arith.negf {}{flags} : f32", f32s.any(rng));
                f32s.push(name);
                line
            }
            // Comparisons and `i1` logic.
            67..=72 => {
                let p = rng.pick(CMPI);
                let (l, r) = (i32s.any(rng).to_owned(), i32s.any(rng).to_owned());
                let line = format!("{name} = arith.cmpi {p}, {l}, {r} : i32");
                i1s.push(name);
                line
            }
            73..=76 => {
                let (p, flags) = (rng.pick(CMPF), rng.pick(FASTMATH));
                let (l, r) = (f32s.any(rng).to_owned(), f32s.any(rng).to_owned());
                let line = format!("{name} = arith.cmpf {p}, {l}, {r}{flags} : f32");
                i1s.push(name);
                line
            }
            77..=78 => {
                let (l, r) = (i1s.any(rng).to_owned(), i1s.any(rng).to_owned());
                let line = format!("{name} = arith.xori {l}, {r} : i1");
                i1s.push(name);
                line
            }
            // Casts.
            79..=81 => {
                let line = format!("{name} = arith.extsi {} : i32 to i64", i32s.any(rng));
                i64s.push(name);
                line
            }
            82 => {
                let line = format!("{name} = arith.extui {} : i1 to i32", i1s.any(rng));
                i32s.push(name);
                line
            }
            83..=85 => {
                let flags = rng.pick(OVERFLOW);
                let line = format!("{name} = arith.trunci {}{flags} : i64 to i32", i64s.any(rng));
                i32s.push(name);
                line
            }
            86..=87 => {
                let line = format!("{name} = arith.index_cast {} : i32 to index", i32s.any(rng));
                idxs.push(name);
                line
            }
            88 => {
                let line = format!("{name} = arith.index_cast {} : index to i32", idxs.any(rng));
                i32s.push(name);
                line
            }
            89..=91 => {
                let line = format!("{name} = arith.sitofp {} : i32 to f32", i32s.any(rng));
                f32s.push(name);
                line
            }
            92 => {
                let line = format!("{name} = arith.fptosi {} : f32 to i32", f32s.any(rng));
                i32s.push(name);
                line
            }
            100..=101 => {
                let c = i1s.any(rng).to_owned();
                let (l, r) = (i32s.any(rng).to_owned(), i32s.any(rng).to_owned());
                let line = format!("{name} = arith.select {c}, {l}, {r} : i32");
                i32s.push(name);
                line
            }
            102 => {
                let line = format!("{name} = ub.poison : i32");
                i32s.push(name);
                line
            }
            103 => format!("cf.assert {}, \"check {v}\"", i1s.any(rng)),
            // Control flow: the current block ends, a join block taking an
            // `i32` follows (reached directly, and through a side block
            // that only branches, when one is needed and fits).
            104..=107 => {
                let join = bb;
                let side = bb + 1;
                // Successor operands take no result numbers (`%r#0`).
                let plain = |v: &str| if v.contains('#') { "%a".to_owned() } else { v.to_owned() };
                let (x, y) = (plain(i32s.any(rng)), plain(i32s.any(rng)));
                let branch = match rng.below(if left >= 1 { 3 } else { 1 }) {
                    0 => {
                        bb += 1;
                        format!("cf.br ^bb{join}({x} : i32)")
                    }
                    1 => {
                        bb += 2;
                        written += 1;
                        let weights = rng.pick(&["", " weights([3, 5])", " weights([90, 10])"]);
                        format!(
                            "cf.cond_br {}{weights}, ^bb{side}, ^bb{join}({x} : i32)\n^bb{side}:\n  cf.br ^bb{join}({y} : i32)",
                            i1s.any(rng)
                        )
                    }
                    _ => {
                        bb += 2;
                        written += 1;
                        let (k1, k2) = (rng.below(8), rng.below(5) as i64 - 5);
                        format!(
                            "cf.switch {} : i32, [\n    default: ^bb{join}({x} : i32),\n    {k1}: ^bb{side},\n    {k2}: ^bb{join}({y} : i32)\n  ]\n^bb{side}:\n  cf.br ^bb{join}({x} : i32)",
                            i32s.any(rng)
                        )
                    }
                };
                let line = format!("{branch}\n^bb{join}({name}: i32):");
                i32s.push(name);
                line
            }
            // Calls: an earlier function (two results), or the declaration.
            _ => {
                let (a, b) = (i32s.any(rng).to_owned(), i64s.any(rng).to_owned());
                let (x, n) = (f32s.any(rng).to_owned(), idxs.any(rng).to_owned());
                if index > 0 && rng.below(3) > 0 {
                    let callee = rng.below(index);
                    let op = rng.pick(&["call", "func.call"]);
                    let line = format!(
                        "{name}:2 = {op} @f{callee}({a}, {b}, {x}, {n}) : (i32, i64, f32, index) -> (i32, f32)"
                    );
                    i32s.push(format!("{name}#0"));
                    f32s.push(format!("{name}#1"));
                    line
                } else {
                    let line = format!("{name} = call @ext({a}, {x}) : (i32, f32) -> i32");
                    i32s.push(name);
                    line
                }
            }
        };
        writeln!(out, "  {line}").unwrap();
    }
    writeln!(out, "  return {}, {} : i32, f32\n}}", i32s.last(), f32s.last()).unwrap();
}

fn main() {
    let total: usize = std::env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(100_000);
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::with_capacity(1 << 20, stdout.lock());
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    writeln!(out, "func.func private @ext(i32, f32) -> i32").unwrap();
    let mut left = total;
    let mut index = 0;
    while left > 0 {
        // The `arith.constant true` and the `return` count too: at least 2.
        let ops = (50 + rng.below(451)).min(left).max(2);
        function(&mut out, &mut rng, index, ops);
        left = left.saturating_sub(ops);
        index += 1;
    }
    out.flush().unwrap();
}
