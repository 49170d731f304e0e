//! Mistake: a misspelt parameter in the format of a kind that code uses
//! (its constructor, conversion and accessors): the one error is the
//! format's.
use mlir_core::{Context, Type};
use mlir_derive::{dialect, type_def};

#[dialect(name = "d", types = [RecordType])]
pub struct D;

/// A record of named fields.
#[type_def(dialect = D, mnemonic = "record", format = "`<` $name `,` $feilds `>`")]
pub struct RecordType {
    name: String,
    fields: Vec<Type>,
}

pub fn field_count(ctx: &Context, ty: Type) -> usize {
    let record = RecordType::try_from(ctx, ty).unwrap_or_else(|| RecordType::get(ctx, "r".into(), vec![ty]));
    let _: Type = record.into();
    let _ = RecordType::get_checked(ctx, ctx.unknown_loc(), "s".into(), vec![record.as_type()]);
    record.fields(ctx).len() + record.name(ctx).len()
}

fn main() {}
