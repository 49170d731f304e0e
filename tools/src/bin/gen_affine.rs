//! Prints affine loop nests, for checking the dependence analysis against
//! mlir-opt and for timing the affine passes beside it:
//!
//! - `gen_affine nest <seed>`: one small random function (one to three
//!   loops, some imperfectly nested, bounds constant, symbolic or
//!   following an outer loop, steps of one or two, two to four loads and
//!   stores whose subscripts mix induction variables, symbols, constants,
//!   `floordiv` and `mod`), for `--test-memref-dependence-check`;
//! - `gen_affine deps <functions> <depth> <accesses>`: functions each
//!   holding one perfect nest `depth` deep with `accesses` loads and
//!   stores in its body, over two memrefs, for timing the dependence
//!   analysis (`--test-memref-dependence-check`, `--affine-parallelize`);
//! - `gen_affine fusion <functions> <stages> <size>`: functions each
//!   holding a pipeline of `stages` 2-D loop nests over `size`×`size`
//!   buffers, each stage reading the one before (and every third one the
//!   input too), for timing `--affine-loop-fusion`.
//!
//! The output depends on the arguments only.

use std::fmt::Write as _;
use std::io::Write as _;

use mlir_rs_tools::Rng;

/// The induction variables' names, outermost first.
const IVS: [&str; 8] = ["%i", "%j", "%k", "%l", "%m", "%n", "%o", "%p"];

/// A random affine subscript over `ivs` and the symbol `%s`.
fn random_subscript(rng: &mut Rng, ivs: &[&str]) -> String {
    let mut terms = Vec::new();
    for iv in ivs {
        match rng.below(6) {
            0 | 1 => terms.push(iv.to_string()),
            2 => terms.push(format!("{iv} * 2")),
            3 => terms.push(format!("{iv} * -1")),
            _ => {}
        }
    }
    if rng.below(5) == 0 {
        terms.push("%s".to_string());
    }
    let constant = rng.below(7) as i64 - 3;
    if terms.is_empty() || constant != 0 {
        terms.push(constant.to_string());
    }
    let sum = terms.join(" + ");
    match rng.below(10) {
        0 => format!("({sum}) floordiv 2"),
        1 => format!("({sum}) mod 3"),
        _ => sum,
    }
}

/// One small random function for the dependence check.
fn nest(seed: u64) -> String {
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    for _ in 0..4 {
        rng.next_u64();
    }
    let depth = 1 + rng.below(3);
    let mut body = String::new();
    let mut accesses = 2 + rng.below(3);
    let mut open: Vec<&str> = Vec::new();
    let mut loops_left = depth;
    let mut next_value = 0;
    // Loops open one by one and accesses go between them, so some sit in
    // an outer loop only; now and then a loop closes early and a sibling
    // opens after it.
    while loops_left > 0 || accesses > 0 {
        if loops_left > 0 && (accesses == 0 || rng.below(3) != 0) {
            let level = open.len();
            let iv = IVS[level];
            let lb = if level > 0 && rng.below(4) == 0 {
                format!("affine_map<(d0) -> (d0)>({})", IVS[level - 1])
            } else {
                "0".to_string()
            };
            let ub = if rng.below(4) == 0 {
                "affine_map<()[s0] -> (s0)>()[%s]".to_string()
            } else {
                "10".to_string()
            };
            let step = if rng.below(5) == 0 { " step 2" } else { "" };
            let indent = "  ".repeat(level + 1);
            let _ = writeln!(body, "{indent}affine.for {iv} = {lb} to {ub}{step} {{");
            open.push(iv);
            loops_left -= 1;
        } else if open.len() > 1 && loops_left > 0 && rng.below(4) == 0 {
            open.pop();
            let _ = writeln!(body, "{}}}", "  ".repeat(open.len() + 1));
        } else {
            let indent = "  ".repeat(open.len() + 1);
            let memref = if rng.below(4) == 0 { "%B" } else { "%A" };
            let index = format!(
                "{}, {}",
                random_subscript(&mut rng, &open),
                random_subscript(&mut rng, &open)
            );
            let ty = "memref<100x100xf32>";
            if rng.below(2) == 0 {
                let _ =
                    writeln!(body, "{indent}%v{next_value} = affine.load {memref}[{index}] : {ty}");
                next_value += 1;
            } else {
                let _ = writeln!(body, "{indent}affine.store %c, {memref}[{index}] : {ty}");
            }
            accesses -= 1;
        }
    }
    while open.pop().is_some() {
        let _ = writeln!(body, "{}}}", "  ".repeat(open.len() + 1));
    }
    format!(
        "func.func @nest(%A: memref<100x100xf32>, %B: memref<100x100xf32>, %s: index, %c: f32) {{\n{body}  return\n}}\n"
    )
}

/// Functions each holding one perfect nest with many accesses.
fn deps(functions: usize, depth: usize, accesses: usize) -> String {
    let depth = depth.clamp(1, IVS.len());
    let shape = vec!["64"; depth].join("x");
    let memref = format!("memref<{shape}xf32>");
    let mut out = String::new();
    let mut rng = Rng(0x2545_F491_4F6C_DD1D);
    for f in 0..functions {
        let _ = writeln!(out, "func.func @deps{f}(%A: {memref}, %B: {memref}, %c: f32) {{");
        for (level, iv) in IVS[..depth].iter().enumerate() {
            let _ = writeln!(out, "{}affine.for {iv} = 0 to 60 {{", "  ".repeat(level + 1));
        }
        let indent = "  ".repeat(depth + 1);
        for a in 0..accesses {
            let name = if rng.below(3) == 0 { "%B" } else { "%A" };
            // Each subscript follows one loop, shifted, sometimes skewed
            // by another: the usual stencil and wavefront shapes.
            let subscripts: Vec<String> = (0..depth)
                .map(|d| {
                    let shift = rng.below(5) as i64 - 2;
                    let mut s = IVS[d].to_string();
                    if depth > 1 && rng.below(4) == 0 {
                        let _ = write!(s, " + {}", IVS[(d + 1) % depth]);
                    }
                    if shift != 0 {
                        let _ = write!(s, " + {shift}");
                    }
                    s
                })
                .collect();
            let index = subscripts.join(", ");
            if a % 2 == 0 {
                let _ = writeln!(out, "{indent}%v{a} = affine.load {name}[{index}] : {memref}");
            } else {
                let _ = writeln!(out, "{indent}affine.store %c, {name}[{index}] : {memref}");
            }
        }
        for level in (0..depth).rev() {
            let _ = writeln!(out, "{}}}", "  ".repeat(level + 1));
        }
        let _ = writeln!(out, "  return\n}}");
    }
    out
}

/// Functions each holding a pipeline of 2-D nests over temporary buffers.
fn fusion(functions: usize, stages: usize, size: usize) -> String {
    let memref = format!("memref<{size}x{size}xf32>");
    let mut out = String::new();
    for f in 0..functions {
        let _ = writeln!(out, "func.func @pipeline{f}(%in: {memref}, %out: {memref}) {{");
        let _ = writeln!(out, "  %cst = arith.constant 1.000000e+00 : f32");
        let mut previous = "%in".to_string();
        for stage in 0..stages {
            let target = if stage + 1 == stages {
                "%out".to_string()
            } else {
                let name = format!("%t{stage}");
                let _ = writeln!(out, "  {name} = memref.alloc() : {memref}");
                name
            };
            let _ = writeln!(out, "  affine.for %i = 0 to {size} {{");
            let _ = writeln!(out, "    affine.for %j = 0 to {size} {{");
            let _ = writeln!(out, "      %a = affine.load {previous}[%i, %j] : {memref}");
            let value = if stage % 3 == 2 {
                let _ = writeln!(out, "      %b = affine.load %in[%i, %j] : {memref}");
                let _ = writeln!(out, "      %s = arith.addf %a, %b : f32");
                "%s"
            } else {
                let _ = writeln!(out, "      %s = arith.mulf %a, %cst : f32");
                "%s"
            };
            let _ = writeln!(out, "      affine.store {value}, {target}[%i, %j] : {memref}");
            let _ = writeln!(out, "    }}\n  }}");
            previous = target;
        }
        let _ = writeln!(out, "  return\n}}");
    }
    out
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let number = |i: usize| -> usize { args.get(i).and_then(|a| a.parse().ok()).unwrap_or(0) };
    let text = match args.first().map(String::as_str) {
        Some("nest") if args.len() == 2 => nest(number(1) as u64),
        Some("deps") if args.len() == 4 => deps(number(1), number(2), number(3)),
        Some("fusion") if args.len() == 4 => fusion(number(1), number(2), number(3)),
        _ => {
            eprintln!(
                "usage: gen_affine nest <seed> | deps <functions> <depth> <accesses> | fusion <functions> <stages> <size>"
            );
            std::process::exit(2);
        }
    };
    let _ = std::io::stdout().lock().write_all(text.as_bytes());
}
