//! Mistake: an attribute kind's format leaves a parameter out, while
//! another kind takes it as a parameter and code reads it: the one error
//! is the format's.
use mlir_core::Context;
use mlir_derive::{attr_def, dialect};

#[dialect(name = "d", attrs = [WeightAttr, TagAttr])]
pub struct D;

/// A weight with a unit.
#[attr_def(dialect = D, mnemonic = "weight", format = "`<` $value `>`")]
pub struct WeightAttr {
    value: i64,
    unit: String,
}

/// A tag carrying a weight.
#[attr_def(dialect = D, mnemonic = "tag", format = "`<` $weight `>`")]
pub struct TagAttr {
    weight: WeightAttr,
}

pub fn unit_len(ctx: &Context, tag: TagAttr) -> usize {
    tag.weight(ctx).unit(ctx).len() + tag.weight(ctx).value(ctx) as usize
}

fn main() {}
