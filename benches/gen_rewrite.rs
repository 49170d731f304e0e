//! Deterministic generators of the inputs of the rewriting benchmark
//! (`rewrite.rs`): one function whose canonicalization touches every one of
//! its `n` ops or blocks, so that any per-rewrite cost growing with the size
//! of the function shows as super-linear time.
//!
//! The shapes ([`Shape`]), each a `func.func` in custom form:
//!
//! - [`Shape::Mixed`]: `n` ops in one block, repeating a group of ten:
//!   a constant out of seven values (made unique and hoisted to the top),
//!   an unregistered op using it (kept: unknown effects), `arith.addi` and
//!   `arith.muli` chains of non-constant values (nothing upstream folds),
//!   dead `addi`/`muli` (erased), and a `cf.assert` of a `true` constant
//!   (erased, then its constant). The bench compares both tools' outputs
//!   before timing them.
//! - [`Shape::Chain`]: a use chain of `n` `arith.addi`, each using the one
//!   before, the last one unused: the driver erases the whole chain, from
//!   its end back, each erasure making the op before it dead.
//! - [`Shape::Branches`]: `n` blocks each passing a value to the next with
//!   `cf.br`; every branch is its destination's only predecessor, so the
//!   blocks merge into the entry block one after the other.
//! - [`Shape::CondBranches`]: `n` blocks each ending in a `cf.cond_br` on a
//!   constant (`true` and `false` alternately) whose taken edge goes through
//!   a pass-through block (`^p…` holding only a `cf.br`) to the next block
//!   and whose other edge goes straight to it: the conditional branches
//!   become `cf.br`, the pass-through blocks are skipped, then unreachable
//!   and erased, and the rest merges into one block.
//! - [`Shape::Fan`]: `n` blocks each ending in a `cf.cond_br` on an unknown
//!   condition to the next block or to one exit block, which thus has `n`
//!   predecessors; only the entry block merges. Its dominator tree (the
//!   verifier's, after parsing and after the pass) is the hard part.
//! - [`Shape::Switch`]: one `cf.switch` with `n` cases, each to a block of
//!   its own with a dead argument: region DCE erases the `n` arguments and
//!   the switch's `n` case operands, all at once.
//! - [`Shape::Module`]: a module of many small functions (about 45 ops
//!   each, `func`, `arith` and `cf`) with the work a real canonicalize or
//!   CSE run finds: constant expressions to fold (integer and float),
//!   identities (`x + 0`, `select` of equal operands, `maxsi` of one value,
//!   `x - x`, `cmpi eq` of one value), expressions computed twice (in one
//!   block, in a dominated block and in an unregistered op's region), dead
//!   ops, a `cf.cond_br` on a folded condition whose dead successor goes
//!   unreachable, and an unregistered op with a region. Nothing in it is
//!   rewritten by an arith canonicalization pattern of mlir-opt, which
//!   `#[pattern]` brings later.

use crate::bench_util::{Batched, Sink};

/// An input shape with its size.
#[derive(Clone, Copy, Debug)]
pub enum Shape {
    /// `n` ops of several kinds in one block.
    Mixed(usize),
    /// A dead use chain of `n` ops.
    Chain(usize),
    /// `n` blocks chained by `cf.br`.
    Branches(usize),
    /// `n` blocks chained by `cf.cond_br` on constants through pass-through
    /// blocks.
    CondBranches(usize),
    /// `n` blocks chained by `cf.cond_br`, all also branching to one exit.
    Fan(usize),
    /// A `cf.switch` of `n` cases to blocks with a dead argument.
    Switch(usize),
    /// Functions of about 45 ops each, `n` ops in all.
    Module(usize),
}

/// Hands the input to `sink` line by line (batched) and returns its size:
/// ops for [`Shape::Mixed`], [`Shape::Chain`] and [`Shape::Module`] (at
/// least `n`: whole functions), cases for
/// [`Shape::Switch`], blocks for the others.
pub fn generate_with<E>(shape: Shape, sink: Sink<'_, E>) -> Result<usize, E> {
    let mut out = Batched::new(sink);
    let n = match shape {
        Shape::Mixed(n) => {
            mixed(&mut out, n)?;
            n
        }
        Shape::Chain(n) => {
            out.push("func.func @chain(%a: i32) -> i32 {\n")?;
            let mut prev = "%a".to_string();
            for i in 0..n {
                out.push(&format!("  %v{i} = arith.addi {prev}, %a : i32\n"))?;
                prev = format!("%v{i}");
            }
            out.push("  return %a : i32\n}\n")?;
            n
        }
        Shape::Branches(n) => {
            out.push("func.func @branches(%a: i32) -> i32 {\n  cf.br ^bb1(%a : i32)\n")?;
            for i in 1..n {
                out.push(&format!(
                    "^bb{i}(%x{i}: i32):\n  %y{i} = arith.addi %x{i}, %a : i32\n  \
                     cf.br ^bb{next}(%y{i} : i32)\n",
                    next = i + 1
                ))?;
            }
            out.push(&format!("^bb{n}(%x{n}: i32):\n  return %x{n} : i32\n}}\n"))?;
            n
        }
        Shape::CondBranches(n) => {
            out.push("func.func @cond_branches(%a: i32) -> i32 {\n  cf.br ^bb1(%a : i32)\n")?;
            for i in 1..n {
                let next = i + 1;
                let (value, taken, other) = if i % 2 == 1 {
                    ("true", format!("^p{i}(%y{i} : i32)"), format!("^bb{next}(%x{i} : i32)"))
                } else {
                    ("false", format!("^bb{next}(%x{i} : i32)"), format!("^p{i}(%y{i} : i32)"))
                };
                out.push(&format!(
                    "^bb{i}(%x{i}: i32):\n  %y{i} = arith.addi %x{i}, %a : i32\n  \
                     %c{i} = arith.constant {value}\n  cf.cond_br %c{i}, {taken}, {other}\n\
                     ^p{i}(%q{i}: i32):\n  cf.br ^bb{next}(%q{i} : i32)\n"
                ))?;
            }
            out.push(&format!("^bb{n}(%x{n}: i32):\n  return %x{n} : i32\n}}\n"))?;
            n
        }
        Shape::Fan(n) => {
            out.push("func.func @fan(%a: i32) -> i32 {\n  cf.br ^bb1\n")?;
            for i in 1..n {
                out.push(&format!(
                    "^bb{i}:\n  %c{i} = \"u.cond\"() : () -> i1\n  \
                     cf.cond_br %c{i}, ^bb{next}, ^exit(%a : i32)\n",
                    next = i + 1
                ))?;
            }
            out.push(&format!(
                "^bb{n}:\n  \"u.last\"() : () -> ()\n  cf.br ^exit(%a : i32)\n\
                 ^exit(%r: i32):\n  return %r : i32\n}}\n"
            ))?;
            n
        }
        Shape::Switch(n) => {
            out.push("func.func @switch(%f: i32, %a: i32) {\n  cf.switch %f : i32, [\n")?;
            out.push("    default: ^bd(%a : i32)")?;
            for i in 0..n {
                out.push(&format!(",\n    {i}: ^b{i}(%a : i32)"))?;
            }
            out.push("\n  ]\n^bd(%x: i32):\n  \"u.use\"(%x) : (i32) -> ()\n  return\n")?;
            for i in 0..n {
                out.push(&format!(
                    "^b{i}(%x{i}: i32):\n  \"u.op{k}\"() : () -> ()\n  return\n",
                    k = i % 3
                ))?;
            }
            out.push("}\n")?;
            n
        }
        Shape::Module(n) => {
            let mut ops = 0;
            let mut k = 0;
            while ops < n {
                ops += function(&mut out, k)?;
                k += 1;
            }
            ops
        }
    };
    out.flush()?;
    Ok(n)
}

/// The body of [`Shape::Mixed`]: op `i` is of kind `i % 10`.
fn mixed<E>(out: &mut Batched<'_, E>, n: usize) -> Result<(), E> {
    out.push("func.func @mixed(%a: i32, %b: i32) -> i32 {\n")?;
    // The live chain threads through the addi, muli and unregistered ops.
    let mut live = "%a".to_string();
    for i in 0..n {
        let line = match i % 10 {
            0 => format!("  %v{i} = arith.constant {} : i32\n", i % 7),
            1 => format!("  \"u.use\"(%v{}, {live}) : (i32, i32) -> ()\n", i - 1),
            2 => format!("  %v{i} = arith.addi {live}, %b : i32\n"),
            // Dead: erased, and so is nothing it uses.
            3 => format!("  %v{i} = arith.muli {live}, {live} : i32\n"),
            4 => format!("  %v{i} = arith.constant true\n"),
            5 => format!("  cf.assert %v{}, \"holds\"\n", i - 1),
            6 => format!("  %v{i} = arith.addi %a, %a : i32\n"),
            7 => format!("  %v{i} = arith.muli %v{}, {live} : i32\n", i - 1),
            8 => format!("  %v{i} = \"u.op\"({live}) : (i32) -> i32\n"),
            // Dead, using the dead muli of kind 3.
            _ => format!("  %v{i} = arith.addi %v{}, %b : i32\n", i - 6),
        };
        out.push(&line)?;
        if matches!(i % 10, 2 | 7 | 8) {
            live = format!("%v{i}");
        }
    }
    out.push(&format!("  return {live} : i32\n}}\n"))
}

/// Function `k` of [`Shape::Module`]; returns its number of ops. Its
/// constants, integer type and comparison predicate vary with `k`.
fn function<E>(out: &mut Batched<'_, E>, k: usize) -> Result<usize, E> {
    let ty = if k.is_multiple_of(2) { "i32" } else { "i64" };
    let predicate = ["slt", "ult", "sge", "ne"][k % 4];
    let (c1, c2, c3) = (k % 7 + 1, k % 11 + 2, k % 5 + 2);
    let (f1, f2) = (k % 9, k % 4);
    let text = format!(
        "func.func @f{k}(%a: {ty}, %b: {ty}, %c: i1, %x: f32) -> ({ty}, f32) {{
  %c1 = arith.constant {c1} : {ty}
  %c2 = arith.constant {c2} : {ty}
  %c0 = arith.constant 0 : {ty}
  %k1 = arith.addi %c1, %c2 : {ty}
  %k2 = arith.muli %k1, %c1 : {ty}
  %e1 = arith.addi %a, %b : {ty}
  %e2 = arith.addi %a, %b : {ty}
  %e3 = arith.muli %e1, %e2 : {ty}
  %e4 = arith.addi %e3, %c0 : {ty}
  %e5 = arith.xori %e4, %k2 : {ty}
  %d1 = arith.subi %a, %b : {ty}
  %d2 = arith.muli %d1, %d1 : {ty}
  %f1 = arith.constant {f1}.5 : f32
  %f2 = arith.constant {f2}.25 : f32
  %f3 = arith.addf %f1, %f2 : f32
  %f4 = arith.mulf %x, %f3 : f32
  %f5 = arith.mulf %x, %f3 : f32
  %f6 = arith.addf %f4, %f5 : f32
  %same = arith.cmpi eq, %a, %a : {ty}
  %cmp = arith.cmpi {predicate}, %e5, %a : {ty}
  %u = \"u.region\"(%e5) ({{
  ^bb0(%arg: {ty}):
    %r1 = arith.addi %arg, %a : {ty}
    %r2 = arith.addi %arg, %a : {ty}
    %r3 = arith.muli %r1, %r2 : {ty}
    %rc1 = arith.constant {c3} : {ty}
    %rc2 = arith.constant 3 : {ty}
    %r4 = arith.addi %rc1, %rc2 : {ty}
    %r5 = arith.andi %r3, %r4 : {ty}
    %r6 = arith.subi %r5, %r5 : {ty}
    \"u.yield\"(%r5, %r6) : ({ty}, {ty}) -> ()
  }}) : ({ty}) -> {ty}
  cf.cond_br %cmp, ^bb1, ^bb2(%u : {ty})
^bb1:
  %s1 = arith.subi %u, %b : {ty}
  %s2 = arith.addi %a, %b : {ty}
  %s3 = arith.ori %s1, %s2 : {ty}
  cf.cond_br %same, ^bb3(%s3 : {ty}), ^bb4
^bb2(%v: {ty}):
  %t1 = arith.select %c, %v, %v : {ty}
  %t2 = arith.maxsi %t1, %e1 : {ty}
  %t3 = arith.maxsi %t2, %t2 : {ty}
  cf.br ^bb3(%t3 : {ty})
^bb4:
  %w = arith.divsi %a, %b : {ty}
  cf.br ^bb3(%w : {ty})
^bb3(%r: {ty}):
  %ft = \"u.use\"(%f6) : (f32) -> f32
  return %r, %ft : {ty}, f32
}}
"
    );
    out.push(&text)?;
    // Every line that is an op: results assigned, or one of the ops used
    // for their effect; `func.func` itself counts too.
    let ops = text
        .lines()
        .map(str::trim_start)
        .filter(|l| l.starts_with('%') || l.starts_with("cf.") || l.starts_with('"'))
        .count();
    Ok(ops + 2) // func.func and return
}
