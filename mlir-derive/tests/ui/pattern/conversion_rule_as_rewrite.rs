//! Mistake: a conversion rule added where a rewrite pattern is taken.
use mlir_core::conversion::ConversionPatternSet;
use mlir_derive::pattern;

include!("shared/calc.rs");

#[pattern(conversion, NegOp(NegOp(a)) => a)]
pub struct P;

fn main() {
    let mut patterns = ConversionPatternSet::new();
    patterns.add_rewrite(P);
}
