//! The input of the pattern benchmark (`patterns.rs`): a module of many
//! `func.func`s of about 100 ops each, made of small sites, one per
//! pattern of the benchmark's sets. Each site either matches its pattern
//! (about two in five) or is a near miss failing at a chosen depth: an
//! operand that is not a constant, or is defined by another op, a name
//! bound twice that matches two different values, a guard that does not
//! hold. Every site's value goes to an unregistered `"bench.use"` op
//! (unknown effects), so nothing is dead; the operands are the
//! function's arguments, so no folder computes a site away.

use std::fmt::Write;

/// The function's signature: the values sites start from.
const SIGNATURE: &str = "(%a: i32, %b: i32, %c: i32, %w: i64, %p: i1, %q: i1, %s: i8, %t: i8, \
                         %h: i16, %f: f32, %g: f32, %d: f64, %ix: index)";

/// Ops per function (about: a site is not split).
const OPS_PER_FUNCTION: usize = 100;

/// A function body being written.
struct Body {
    text: String,
    next: u32,
    ops: usize,
}

impl Body {
    /// Writes `%N = <op>`; returns `%N`.
    fn op(&mut self, op: &str) -> String {
        let name = format!("%{}", self.next);
        self.next += 1;
        self.ops += 1;
        let _ = writeln!(self.text, "    {name} = {op}");
        name
    }

    /// Writes `%N:2 = <op>`; returns `%N`.
    fn op2(&mut self, op: &str) -> String {
        let name = format!("%{}", self.next);
        self.next += 1;
        self.ops += 1;
        let _ = writeln!(self.text, "    {name}:2 = {op}");
        name
    }

    /// An integer constant.
    fn int(&mut self, value: i64, ty: &str) -> String {
        self.op(&format!("arith.constant {value} : {ty}"))
    }

    /// Hands `values` (of `types`) to `"bench.use"`.
    fn sink(&mut self, values: &[&str], types: &[&str]) {
        self.ops += 1;
        let _ = writeln!(
            self.text,
            "    \"bench.use\"({}) : ({}) -> ()",
            values.join(", "),
            types.join(", ")
        );
    }
}

/// A deterministic pseudo-random sequence (an LCG).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        self.0 >> 33
    }
}

/// One site of kind `kind` in variant `v`: 0 matches, 1 and 2 are near
/// misses; `k0` and `k1` are small constants.
fn site(b: &mut Body, kind: usize, v: u8, k0: i64, k1: i64) {
    let (m1, m2) = (v == 1, v == 2);
    // A constant, or in the near miss `miss` the argument `arg`.
    let kc = |b: &mut Body, miss: bool, k: i64, arg: &str| {
        if miss { arg.to_string() } else { b.int(k, "i32") }
    };
    let bin =
        |b: &mut Body, op: &str, x: &str, y: &str| b.op(&format!("arith.{op} {x}, {y} : i32"));
    match kind {
        // addi(addi|subi(x, c0) or subi(c0, x), c1) and the subi twins.
        0..=2 | 5..=10 | 12 => {
            let (inner, outer, k_left, outer_k_left) = match kind {
                0 => ("addi", "addi", false, false),
                1 => ("subi", "addi", false, false),
                2 => ("subi", "addi", true, false),
                5 => ("addi", "subi", false, false),
                6 => ("addi", "subi", false, true),
                7 => ("subi", "subi", false, false),
                8 => ("subi", "subi", true, false),
                9 => ("subi", "subi", false, true),
                10 => ("subi", "subi", true, true),
                _ => ("muli", "muli", false, false),
            };
            let k = kc(b, m1, k0, "%b");
            let i = if k_left { bin(b, inner, &k, "%a") } else { bin(b, inner, "%a", &k) };
            let k = kc(b, m2, k1, "%c");
            let r = if outer_k_left { bin(b, outer, &k, &i) } else { bin(b, outer, &i, &k) };
            b.sink(&[&r], &["i32"]);
        }
        // addi(x, muli(y, -1)) and addi(muli(x, -1), y).
        3 | 4 => {
            let k = if m2 { "%c".to_string() } else { b.int(if m1 { 7 } else { -1 }, "i32") };
            let m = bin(b, "muli", "%b", &k);
            let r = if kind == 3 { bin(b, "addi", "%a", &m) } else { bin(b, "addi", &m, "%a") };
            b.sink(&[&r], &["i32"]);
        }
        // subi(subi(a, b), a).
        11 => {
            let i = bin(b, "subi", "%a", "%b");
            let r = bin(
                b,
                "subi",
                &i,
                if m1 {
                    "%c"
                } else if m2 {
                    "%b"
                } else {
                    "%a"
                },
            );
            b.sink(&[&r], &["i32"]);
        }
        // The extended ops: the second result unused, or `mulsi_extended(x, 1)`.
        13..=16 => {
            let op =
                ["addui_extended", "mulsi_extended", "mulsi_extended", "mului_extended"][kind - 13];
            let ty = if kind == 13 { "i32, i1" } else { "i32" };
            let rhs = if kind == 15 {
                b.int(
                    if m1 {
                        3
                    } else if m2 {
                        -1
                    } else {
                        1
                    },
                    "i32",
                )
            } else {
                "%b".to_string()
            };
            let r = b.op2(&format!("arith.{op} %a, {rhs} : {ty}"));
            let (lo, hi) = (format!("{r}#0"), format!("{r}#1"));
            let hi_ty = if kind == 13 { "i1" } else { "i32" };
            if kind == 15 || v != 0 {
                b.sink(&[&lo, &hi], &["i32", hi_ty]);
            } else {
                b.sink(&[&lo], &["i32"]);
            }
        }
        // andi, ori, xori of two like extensions.
        17..=22 => {
            let op = ["andi", "ori", "xori"][(kind - 17) / 2];
            let (ext, other) = if kind % 2 == 1 { ("extui", "extsi") } else { ("extsi", "extui") };
            let x = b.op(&format!("arith.{ext} %s : i8 to i32"));
            let y = if m1 {
                b.op(&format!("arith.{other} %t : i8 to i32"))
            } else if m2 {
                b.op(&format!("arith.{ext} %h : i16 to i32"))
            } else {
                b.op(&format!("arith.{ext} %t : i8 to i32"))
            };
            let r = bin(b, op, &x, &y);
            b.sink(&[&r], &["i32"]);
        }
        // xori(cmpi(p, a, b), true).
        23 => {
            let c = if m2 { "%p".to_string() } else { b.op("arith.cmpi slt, %a, %b : i32") };
            let t = if m1 { "%q".to_string() } else { b.op("arith.constant true") };
            let r = b.op(&format!("arith.xori {c}, {t} : i1"));
            b.sink(&[&r], &["i1"]);
        }
        // cmpi(eq|ne, ext(a), ext(b)).
        24 | 25 => {
            let ext = if kind == 24 { "extsi" } else { "extui" };
            let x = b.op(&format!("arith.{ext} %s : i8 to i32"));
            let y = if m1 {
                b.op(&format!("arith.{ext} %h : i16 to i32"))
            } else {
                b.op(&format!("arith.{ext} %t : i8 to i32"))
            };
            let p = if m2 {
                "slt"
            } else if k0 % 2 == 0 {
                "eq"
            } else {
                "ne"
            };
            let r = b.op(&format!("arith.cmpi {p}, {x}, {y} : i32"));
            b.sink(&[&r], &["i1"]);
        }
        // select(c, a, select(c, b, d)) and select(c, select(c, a, b), d).
        26 | 27 => {
            let i = if m2 {
                bin(b, "addi", "%b", "%c")
            } else {
                b.op(&format!("arith.select {}, %b, %c : i32", if m1 { "%q" } else { "%p" }))
            };
            let r = if kind == 26 {
                b.op(&format!("arith.select %p, %a, {i} : i32"))
            } else {
                b.op(&format!("arith.select %p, {i}, %a : i32"))
            };
            b.sink(&[&r], &["i32"]);
        }
        // select(xori(c, true), a, b).
        28 => {
            let n = if m2 {
                b.op("arith.andi %p, %q : i1")
            } else {
                let t = if m1 { "%q".to_string() } else { b.op("arith.constant true") };
                b.op(&format!("arith.xori %p, {t} : i1"))
            };
            let r = b.op(&format!("arith.select {n}, %a, %b : i32"));
            b.sink(&[&r], &["i32"]);
        }
        // select(c, false, true).
        29 => {
            let f = if m1 { "%q".to_string() } else { b.op("arith.constant false") };
            let t = if m2 { "%q".to_string() } else { b.op("arith.constant true") };
            let r = b.op(&format!("arith.select %p, {f}, {t} : i1"));
            b.sink(&[&r], &["i1"]);
        }
        // select(c, 1, 0) and select(c, 0, 1) on i32.
        30 | 31 => {
            let (x, y) = if kind == 30 { (1, 0) } else { (0, 1) };
            let x = b.int(x, "i32");
            let y = if m1 {
                b.int(2, "i32")
            } else if m2 {
                "%a".to_string()
            } else {
                b.int(y, "i32")
            };
            let r = b.op(&format!("arith.select %p, {x}, {y} : i32"));
            b.sink(&[&r], &["i32"]);
        }
        // extsi(extui(x)).
        32 => {
            let e = if m2 {
                "%h".to_string()
            } else {
                b.op(&format!("arith.{} %s : i8 to i16", if m1 { "extsi" } else { "extui" }))
            };
            let r = b.op(&format!("arith.extsi {e} : i16 to i32"));
            b.sink(&[&r], &["i32"]);
        }
        // trunci(extsi(x)) and trunci(extui(x)).
        33 | 34 => {
            let ext = if kind == 33 { "extsi" } else { "extui" };
            let e = if m1 {
                bin(b, "addi", "%a", "%b")
            } else if m2 {
                "%a".to_string()
            } else {
                b.op(&format!("arith.{ext} %s : i8 to i32"))
            };
            let r = b.op(&format!("arith.trunci {e} : i32 to i16"));
            b.sink(&[&r], &["i16"]);
        }
        // trunci(shrsi(x, 32)).
        35 => {
            let k = b.int(if m1 { 31 } else { 32 }, "i64");
            let s = b.op(&format!("arith.{} %w, {k} : i64", if m2 { "shrui" } else { "shrsi" }));
            let r = b.op(&format!("arith.trunci {s} : i64 to i32"));
            b.sink(&[&r], &["i32"]);
        }
        // truncf(sitofp(x)) and truncf(uitofp(x)).
        36 | 37 => {
            let (conv, other) =
                if kind == 36 { ("sitofp", "uitofp") } else { ("uitofp", "sitofp") };
            let c = if m2 {
                "%d".to_string()
            } else {
                b.op(&format!("arith.{} %a : i32 to f64", if m1 { other } else { conv }))
            };
            let r = b.op(&format!("arith.truncf {c} : f64 to f32"));
            b.sink(&[&r], &["f32"]);
        }
        // index_cast(index_cast(x)) and index_castui(index_castui(x)).
        38 | 40 => {
            let op = if kind == 38 { "index_cast" } else { "index_castui" };
            let i =
                if m2 { "%ix".to_string() } else { b.op(&format!("arith.{op} %a : i32 to index")) };
            let ty = if m1 { "i64" } else { "i32" };
            let r = b.op(&format!("arith.{op} {i} : index to {ty}"));
            b.sink(&[&r], &[ty]);
        }
        // index_cast(extsi(x)) and index_castui(extui(x)).
        39 | 41 => {
            let (op, ext, other) = if kind == 39 {
                ("index_cast", "extsi", "extui")
            } else {
                ("index_castui", "extui", "extsi")
            };
            let e = if m2 {
                "%a".to_string()
            } else {
                b.op(&format!("arith.{} %s : i8 to i32", if m1 { other } else { ext }))
            };
            let r = b.op(&format!("arith.{op} {e} : i32 to index"));
            b.sink(&[&r], &["index"]);
        }
        // bitcast(bitcast(x)).
        42 => {
            let i = if m1 {
                b.op("arith.addi %h, %h : i16")
            } else if m2 {
                "%h".to_string()
            } else {
                b.op("arith.bitcast %h : i16 to f16")
            };
            let (from, to) = if m1 || m2 { ("i16", "bf16") } else { ("f16", "bf16") };
            let r = b.op(&format!("arith.bitcast {i} : {from} to {to}"));
            b.sink(&[&r], &["bf16"]);
        }
        // mulf and divf of two negations.
        43 | 44 => {
            let op = if kind == 43 { "mulf" } else { "divf" };
            let x = b.op("arith.negf %f : f32");
            let y = if m1 {
                "%g".to_string()
            } else if m2 {
                b.op("arith.addf %g, %g : f32")
            } else {
                b.op("arith.negf %g : f32")
            };
            let r = b.op(&format!("arith.{op} {x}, {y} : f32"));
            b.sink(&[&r], &["f32"]);
        }
        // muli(x, shli(1, y)).
        45 => {
            let s = if m2 {
                bin(b, "addi", "%b", "%c")
            } else {
                let one = b.int(if m1 { 2 } else { 1 }, "i32");
                bin(b, "shli", &one, "%b")
            };
            let r = bin(b, "muli", "%a", &s);
            b.sink(&[&r], &["i32"]);
        }
        // addi(muli(x, c0), muli(x, c1)).
        46 => {
            let k = b.int(k0, "i32");
            let l = bin(b, "muli", "%a", &k);
            let k = kc(b, m2, k1, "%c");
            let r = bin(b, "muli", if m1 { "%b" } else { "%a" }, &k);
            let r = bin(b, "addi", &l, &r);
            b.sink(&[&r], &["i32"]);
        }
        // ori(andi(x, y), andi(x, z)), andi(ori…), xori(xori…), subi(addi…).
        47..=50 => {
            let (outer, inner) =
                [("ori", "andi"), ("andi", "ori"), ("xori", "xori"), ("subi", "addi")][kind - 47];
            let l = bin(b, inner, "%a", "%b");
            let r = if m2 {
                bin(b, "muli", "%a", "%c")
            } else {
                bin(b, inner, if m1 { "%b" } else { "%a" }, "%c")
            };
            let r = bin(b, outer, &l, &r);
            b.sink(&[&r], &["i32"]);
        }
        // select(cmpi(slt|sgt, a, b), a, b).
        _ => {
            let p = match (kind, m1) {
                (51, false) => "slt",
                (51, true) => "sge",
                (_, false) => "sgt",
                (_, true) => "sle",
            };
            let c = b.op(&format!("arith.cmpi {p}, %a, %b : i32"));
            let r = b.op(&format!("arith.select {c}, %a, {} : i32", if m2 { "%c" } else { "%b" }));
            b.sink(&[&r], &["i32"]);
        }
    }
}

/// The number of site kinds: one per pattern of the benchmark's sets, in
/// their order.
pub const KINDS: usize = 53;

/// A module of about `total_ops` ops (the functions' bodies; the
/// `func.func` and `func.return` ops included).
pub fn generate(total_ops: usize) -> String {
    let mut out = String::with_capacity(total_ops * 48);
    let mut rng = Rng(0x5eed);
    let mut ops = 0;
    let mut f = 0;
    out.push_str("module {\n");
    while ops < total_ops {
        let mut body = Body { text: String::new(), next: 0, ops: 2 };
        while body.ops < OPS_PER_FUNCTION {
            let kind = rng.next() as usize % KINDS;
            // Two in five sites match; the rest miss one way or the other.
            let v = match rng.next() % 5 {
                0 | 1 => 0,
                2 | 3 => 1,
                _ => 2,
            };
            let (k0, k1) = ((rng.next() % 100) as i64 + 2, (rng.next() % 100) as i64 + 2);
            site(&mut body, kind, v, k0, k1);
        }
        let _ = writeln!(out, "  func.func @f{f}{SIGNATURE} {{");
        out.push_str(&body.text);
        out.push_str("    return\n  }\n");
        ops += body.ops;
        f += 1;
    }
    out.push_str("}\n");
    out
}
