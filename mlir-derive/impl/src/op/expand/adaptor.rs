//! The operand adaptor: the op's operands by name, over values that are
//! not yet an op's (folding, type inference).

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use crate::op::model::{Arity, OpModel, Segments};

use super::parts::named;

/// The operand adaptor: a named wrapper over the runtime's
/// `OperandAdaptor`, declared beside the handle, and its methods (inside
/// the const block, where `OPERANDS` is).
pub(super) fn adaptor(model: &OpModel, private: &TokenStream) -> (TokenStream, TokenStream) {
    let (vis, ident) = (&model.vis, &model.ident);
    let adaptor = format_ident!("{}Adaptor", ident);
    let doc = format!(
        "The operands of [`{ident}`] given as a plain slice, divided into its operand groups as the op divides them. `T` is what each operand holds: a `Value`, or the values replacing it in a 1:N conversion."
    );
    // Generated for every op, used only by the code that wants it: an op
    // private to its crate must not warn that its adaptor is unused.
    let decl = quote! {
        #[doc = #doc]
        #[derive(Clone, Debug)]
        #[allow(dead_code)]
        #vis struct #adaptor<'a, T = #private::Value> {
            inner: #private::OperandAdaptor<'a, T>,
        }
    };
    let accessors = model.operands.iter().enumerate().map(|(i, p)| {
        let name = &p.name;
        match p.arity {
            Arity::Single => {
                let doc = format!(
                    "{} (panics when the operands do not fit the op).",
                    named(name, "operand")
                );
                quote! {
                    #[doc = #doc]
                    pub fn #name(&self) -> &'a T { self.inner.single(#i) }
                }
            }
            Arity::Optional => {
                let doc = format!("{}, when present.", named(name, "operand"));
                quote! {
                    #[doc = #doc]
                    pub fn #name(&self) -> ::core::option::Option<&'a T> { self.inner.optional(#i) }
                }
            }
            Arity::Variadic => {
                let doc = format!("{}.", named(name, "operands"));
                quote! {
                    #[doc = #doc]
                    pub fn #name(&self) -> &'a [T] { self.inner.group(#i) }
                }
            }
        }
    });
    let new = if matches!(model.operand_segments, Segments::Sized(_)) {
        quote! {
            /// Divides `operands` by `segment_sizes` (the op's
            /// `operandSegmentSizes`).
            pub fn new(operands: &'a [T], segment_sizes: &[i32]) -> Self {
                Self { inner: __mlir::OperandAdaptor::new(operands, &OPERANDS, ::core::option::Option::Some(segment_sizes)) }
            }
        }
    } else {
        quote! {
            /// Divides `operands` among the op's operand groups.
            pub fn new(operands: &'a [T]) -> Self {
                Self { inner: __mlir::OperandAdaptor::new(operands, &OPERANDS, ::core::option::Option::None) }
            }
        }
    };
    let methods = quote! {
        #[automatically_derived]
        impl<'a, T> #adaptor<'a, T> {
            #new

            /// Divides `operands` as `op`'s operands are divided.
            pub fn for_op(operands: &'a [T], ir: &__mlir::IrView, op: #ident) -> Self {
                Self { inner: __mlir::OperandAdaptor::for_op(operands, &OPERANDS, ir, op.op) }
            }

            /// All operands (named so an operand called `operands` keeps
            /// its accessor).
            pub fn all_operands(&self) -> &'a [T] {
                self.inner.values()
            }

            #(#accessors)*
        }
    };
    (decl, methods)
}
