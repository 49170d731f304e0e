//! Mistake: a rule without the `conversion` flag added as a conversion
//! pattern.
use std::sync::Arc;

use mlir_core::conversion::{ConversionPatternSet, TypeConverter};
use mlir_derive::pattern;

include!("shared/calc.rs");

#[pattern(NegOp(NegOp(a)) => a)]
pub struct P;

fn main() {
    let converter = Arc::new(TypeConverter::new());
    let mut patterns = ConversionPatternSet::new();
    patterns.add_with_converter(P, &converter);
}
