//! Deterministic generators of the inputs of the scaling benchmark
//! (`scaling.rs`): one input shape per size-dependent path of the tools,
//! each a single construct made `n` times larger, so that any work per
//! element that grows with the element count shows as super-linear time.
//!
//! The shapes ([`Shape`]):
//!
//! - [`Shape::UndefinedValues`]: `n` lines `"a.b"(%uK) : (i32) -> ()` using
//!   the undefined names `%u0 … %u(n-1)`. Both tools reject the file and
//!   report every undefined name, each with its source line quoted, so this
//!   measures the collection and the rendering of `n` diagnostics.
//! - [`Shape::Dictionary`]: one op `"a.b"() {a0 = 0, a1 = 1, …} : () -> ()`
//!   whose attribute dictionary has `n` entries (the duplicate-key check,
//!   the sorting by name, the printing of one very long line).
//! - [`Shape::Switch`]: a `func.func` holding one `cf.switch` in its custom
//!   form with `n` cases, every fourth case passing an operand to its
//!   destination (the case-operand segments, the branch verifier's
//!   per-successor operand ranges, the printing of the cases).

use std::convert::Infallible;

use crate::bench_util::{Batched, Sink};

/// An input shape with its size.
#[derive(Clone, Copy, Debug)]
pub enum Shape {
    /// `n` ops, each using its own undefined value name.
    UndefinedValues(usize),
    /// One op with an `n`-entry attribute dictionary.
    Dictionary(usize),
    /// One `cf.switch` with `n` cases.
    Switch(usize),
}

impl Shape {
    /// Whether the tools must reject this input (they report errors and
    /// exit with a non-zero code).
    pub fn fails(self) -> bool {
        matches!(self, Shape::UndefinedValues(_))
    }
}

/// The input as one string (for the determinism check).
pub fn generate(shape: Shape) -> String {
    let mut text = String::new();
    let Ok(_) = generate_with(shape, &mut |chunk: &str| -> Result<(), Infallible> {
        text.push_str(chunk);
        Ok(())
    });
    text
}

/// Hands the input to `sink` piece by piece (lines or list entries, batched
/// in a buffer) and returns its element count: ops with an undefined
/// operand, dictionary entries or switch cases.
pub fn generate_with<E>(shape: Shape, sink: Sink<'_, E>) -> Result<usize, E> {
    let mut out = Batched::new(sink);
    match shape {
        Shape::UndefinedValues(n) => {
            for i in 0..n {
                out.push(&format!("\"a.b\"(%u{i}) : (i32) -> ()\n"))?;
            }
            out.flush()?;
            Ok(n)
        }
        Shape::Dictionary(n) => {
            out.push("\"a.b\"() {")?;
            for i in 0..n {
                let sep = if i == 0 { "" } else { ", " };
                out.push(&format!("{sep}a{i} = {i}"))?;
            }
            out.push("} : () -> ()\n")?;
            out.flush()?;
            Ok(n)
        }
        Shape::Switch(n) => {
            out.push("func.func @switch(%flag: i32, %x: f32) {\n")?;
            out.push("  cf.switch %flag : i32, [\n    default: ^bb1")?;
            for i in 0..n {
                // Case values are spread over the whole i32 range (distinct,
                // negative ones included) by a bijective multiplier.
                let value = (i as u32).wrapping_mul(2_654_435_761) as i32;
                let dest = if i % 4 == 0 { "^bb2(%x : f32)" } else { "^bb1" };
                out.push(&format!(",\n    {value}: {dest}"))?;
            }
            out.push("\n  ]\n^bb1:\n  return\n^bb2(%y: f32):\n  return\n}\n")?;
            out.flush()?;
            Ok(n)
        }
    }
}
