//! What `#[op]` generates for `#[pattern]`: the op's arguments (operands
//! and attributes, in declaration order) described for patterns. A generic
//! struct named like the op, one field per argument, holds each argument's
//! position marker: a pattern reads a named argument's position as a field
//! of it (so rustc reports a misspelt field at the pattern's token, as "no
//! field `lsh` on type `pattern_fields::AddIOp<Arg<0>, Arg<1>, …>`"). A
//! build struct with the same fields, each an `Option` of what creating
//! the op takes, is what a pattern fills to create the op. Around them:
//! `PatternOp`, one `PatternArg<I>` per argument (its accessor, and its
//! slot), and `PatternBuild`/`PatternInfer` where a pattern can create the
//! op. A wrong attribute constraint is reported once, at the constraint:
//! every mention of the attribute's value type here stands at its span,
//! as the accessors' do, and the impls calling the accessors are bound
//! on the constraint.
//!
//! `arg.rs` describes each argument, `structs.rs` the two structs,
//! `describe.rs` the `PatternOp` and `PatternArg<I>` impls, `build.rs`
//! `PatternBuild` and `PatternInfer`.

mod arg;
mod build;
mod describe;
mod structs;

use proc_macro2::TokenStream;
use quote::quote;

use crate::op::model::{Arity, OpModel};
use arg::{ArgGlue, attr_glue, operand_glue, region_glue, successor_glue};

/// The glue of `model`; `inferred` says whether the op has `build_inferred`.
pub(crate) fn pattern_glue(model: &OpModel, inferred: bool) -> TokenStream {
    let args = glue_args(model);
    let fields = structs::fields_struct(&model.ident, &args);
    let build_struct = structs::build_struct(&model.ident, &args);
    let pattern_op = describe::pattern_op_impl(model, &args);
    let arg_impls = describe::arg_impls(&model.ident, &args);
    let build = build::build_impls(model, &args, inferred);
    quote! {
        #fields
        #build_struct
        #pattern_op
        #(#arg_impls)*
        #build
    }
}

/// The arguments patterns name, in order: operands and attributes as
/// declared (synthetic attributes left out), then the leading single
/// regions and successors.
fn glue_args(model: &OpModel) -> Vec<ArgGlue> {
    model
        .arguments
        .iter()
        .filter(|&&(is_attr, i)| !(is_attr && model.attrs[i].synthetic))
        .map(
            |&(is_attr, i)| {
                if is_attr {
                    attr_glue(&model.attrs[i])
                } else {
                    operand_glue(&model.operands[i], i)
                }
            },
        )
        .chain(
            model
                .regions
                .iter()
                .enumerate()
                .take_while(|(_, r)| r.arity == Arity::Single)
                .map(|(i, r)| region_glue(r, i)),
        )
        .chain(model.successors.iter().take_while(|p| p.arity == Arity::Single).map(successor_glue))
        .collect()
}
