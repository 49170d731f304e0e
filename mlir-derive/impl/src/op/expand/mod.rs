//! Stage 4: the generated code. Per op it emits the handle type, static
//! tables describing its parts (verified by the shared runtime in
//! `mlir_core::semantics::op_invariants`), the `OpDef`, the `OpType`/`OpNameConst`
//! impls, accessors and `register`.

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

mod adaptor;
mod assertions;
mod attrs;
mod builder;
mod docs;
mod hooks;
mod inference;
mod interfaces;
mod parts;
mod stub;

pub(crate) use attrs::is_flag;
pub(crate) use stub::stub;

use adaptor::adaptor;
use assertions::{membership, unique_name};
use attrs::{attr_accessors, attr_defaults, attr_names, attr_specs, region_specs};
use builder::builder;
use docs::doc_tables;
use hooks::hooks;
use inference::{derived_result_types, inference};
use interfaces::{interface_verifiers, interfaces, marker_checks};
use parts::{count_trait, indexed_accessors, value_accessors, value_groups};

use super::check::CheckedOp;
use super::format::expand_format;
use super::model::OpModel;
use crate::crate_path::private_path;
use crate::symbol::OP;

/// The expansion of a definition with errors that keep its shape: the
/// whole op but its format (whose tables may be what failed).
pub(crate) fn recover(checked: &CheckedOp) -> Option<TokenStream> {
    checked.keeps_shape.then(|| expand_with(&checked.model, None))
}

/// The whole expansion of a checked definition.
pub(crate) fn expand(checked: &CheckedOp) -> TokenStream {
    expand_with(&checked.model, checked.format.as_ref())
}

/// The expansion of the model with its resolved format, if any.
fn expand_with(model: &OpModel, format: Option<&super::format::ResolvedFormat>) -> TokenStream {
    let private = private_path(model.crate_path.as_ref());
    let ident = &model.ident;
    let vis = &model.vis;
    let outer = model.outer_attrs.iter().filter(|a| a.path() != OP);
    let field_types = &model.field_types;
    let inferred = inference(model).is_some() || derived_result_types(model, format).is_some();
    let pattern_glue = super::pattern_glue::pattern_glue(model, inferred);
    let (hook_fields, hook_glue) = hooks(model);
    let (mut interface_statics, mut interface_entries) = interfaces(model);
    if let Some((model_static, entry)) = super::effects::expand(model) {
        interface_statics.push(model_static);
        interface_entries.push(entry);
    }
    let marker_checks = marker_checks(model);
    let listed = crate::names::listed_impls(
        &private,
        ident,
        model.interfaces.iter().filter(|(_, m)| m.is_none()).map(|(i, _)| i),
    );
    let (adaptor_decl, adaptor_methods) = adaptor(model, &private);
    let doc_lines = doc_tables(model);
    let name_consts = name_consts(model);
    let attr_names = attr_names(model);
    let tables = tables(model, &attr_names);
    let (defaults, optional_defaults, default_fns) = attr_defaults(model);
    let format_items = format.map(|format| expand_format(model, format));
    let format_field =
        format_items.as_ref().map(|_| quote!(format: ::core::option::Option::Some(&FORMAT),));
    let def =
        op_def(model, &attr_names, [&defaults, &optional_defaults], format_field, &hook_fields);
    let trait_impls = op_type_impls(ident, registration(&interface_entries), quote!(NAME));
    let methods = methods(model, format);
    quote! {
        #(#outer)*
        #(#[doc = #doc_lines])*
        #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
        #vis struct #ident {
            op: #private::Op,
        }

        #adaptor_decl

        const _: () = {
            use #private as __mlir;

            // The field types as written: they must exist.
            #(const _: ::core::marker::PhantomData<#field_types> = ::core::marker::PhantomData;)*

            #name_consts
            #tables
            #hook_glue
            #default_fns
            #format_items
            #def

            #(#interface_statics)*
            #(#marker_checks)*
            #listed

            #adaptor_methods
            #pattern_glue
            #trait_impls
            #methods
        };
    }
}

/// The op's full name, built in `const` from the dialect's namespace and
/// the mnemonic, with the assertions that its dialect lists it and that
/// no other op of the dialect shares it.
fn name_consts(model: &OpModel) -> TokenStream {
    let (dialect, mnemonic) = (&model.dialect, &model.mnemonic);
    let membership = membership(model);
    let unique_name = unique_name(model);
    quote! {
        const NAMESPACE: &str = <#dialect as __mlir::Dialect>::NAMESPACE;
        #membership
        const NAME_LEN: usize = NAMESPACE.len() + 1 + #mnemonic.len();
        const NAME_BYTES: [u8; NAME_LEN] =
            __mlir::concat_op_name::<NAME_LEN>(NAMESPACE, #mnemonic);
        const NAME: &str = __mlir::op_name_str(&NAME_BYTES);
        #unique_name
    }
}

/// The static tables of the op's parts (operand and result groups,
/// attributes named `attr_names`, regions) and the invariant verifier
/// reading them.
fn tables(model: &OpModel, attr_names: &[TokenStream]) -> TokenStream {
    let operands = value_groups(&model.operands, model.operand_segments);
    let results = value_groups(&model.results, model.result_segments);
    let attr_specs = attr_specs(model, attr_names);
    let region_specs = region_specs(model);
    quote! {
        const OPERANDS: __mlir::ValueGroups = #operands;
        const RESULTS: __mlir::ValueGroups = #results;
        const ATTRS: &[__mlir::AttrSpec] = &[#(#attr_specs),*];
        const REGIONS: &[__mlir::RegionSpec] = &[#(#region_specs),*];

        fn verify_invariants(ir: &__mlir::IrView, op: __mlir::Op) -> __mlir::VerifyResult {
            __mlir::verify_invariants(ir, op, ATTRS, &OPERANDS, &RESULTS, REGIONS)
        }
    }
}

/// The `OpDef` static: docs, properties (named `property_names`, with
/// their `defaults` and the defaults of the optional ones), the format and hooks, and the traits verified on
/// every instance (the structural counts first, then the listed traits
/// and interfaces' verifiers).
fn op_def(
    model: &OpModel,
    property_names: &[TokenStream],
    [defaults, optional_defaults]: [&[TokenStream]; 2],
    format_field: Option<TokenStream>,
    hook_fields: &[TokenStream],
) -> TokenStream {
    let (summary, description) = (&model.summary, &model.description);
    // Read from the attribute table, so a wrong constraint is reported once.
    let prop_converts = (0..model.attrs.len()).map(|i| quote!(ATTRS[#i].converts));
    let structural = [
        count_trait(&model.regions, "Region"),
        count_trait(&model.results, "Result"),
        count_trait(&model.successors, "Successor"),
        count_trait(&model.operands, "Operand"),
    ];
    let user_traits = model
        .traits
        .iter()
        .map(|t| quote!(<#t as __mlir::OpTrait>::DEF))
        .chain(interface_verifiers(model));
    quote! {
        static DEF: __mlir::OpDef = __mlir::OpDef {
            summary: #summary,
            description: #description,
            property_names: &[#(#property_names),*],
            prop_defaults: &[#(#defaults),*],
            optional_defaults: &[#(#optional_defaults),*],
            prop_converts: &[#(#prop_converts),*],
            attr_specs: ATTRS,
            verify_invariants: ::core::option::Option::Some(verify_invariants),
            #format_field
            #(#hook_fields)*
            ..__mlir::OpDef::new(
                NAME,
                __mlir::TraitList::new(&[#(#structural,)* #(#user_traits),*]),
            )
        };
    }
}

/// `OpType` and `OpNameConst` of the handle: `registration` the `OpType`
/// items between `DEF` and the conversions (where the op is defined and
/// how it registers), `name` the op's full name.
fn op_type_impls(ident: &syn::Ident, registration: TokenStream, name: TokenStream) -> TokenStream {
    let not_recommended = crate::crate_path::core_impl_attrs();
    quote! {
        #[automatically_derived]
        #not_recommended
        impl __mlir::OpType for #ident {
            const DEF: &'static __mlir::OpDef = &DEF;
            #registration
            fn from_op_unchecked(op: __mlir::Op) -> Self {
                Self { op }
            }
            fn as_op(self) -> __mlir::Op {
                self.op
            }
        }

        #[automatically_derived]
        impl __mlir::OpNameConst for #ident {
            const NAME: &'static str = #name;
        }
    }
}

/// The `OpType` items registering the op with its interface entries.
fn registration(interface_entries: &[TokenStream]) -> TokenStream {
    quote! {
        const DEFINED_AT: &'static str = DEFINED_AT;
        fn register_op(ctx: &__mlir::Context) {
            #[allow(unused_mut)]
            let mut entries = ::std::vec::Vec::new();
            #(#interface_entries)*
            ctx.register_op(&DEF, &entries);
        }
    }
}

/// The handle's methods: `register`, the builders and one accessor per
/// operand, result, attribute, region and successor.
fn methods(model: &OpModel, format: Option<&super::format::ResolvedFormat>) -> TokenStream {
    let ident = &model.ident;
    let build = builder(model, format);
    let operand_table = format_ident!("OPERANDS");
    let result_table = format_ident!("RESULTS");
    let operand_accessors = value_accessors(&model.operands, &operand_table, "operand");
    let result_accessors = value_accessors(&model.results, &result_table, "result");
    let region_accessors = indexed_accessors(&model.regions, "region");
    let successor_accessors = indexed_accessors(&model.successors, "successor");
    let attr_accessors = model.attrs.iter().enumerate().map(|(slot, a)| attr_accessors(slot, a));
    quote! {
        // Paths to the runtime's traits stand at the spans of the user's
        // constraints, where errors about them belong; a crate that
        // imports the prelude would see them as needless qualifications.
        #[automatically_derived]
        #[allow(unused_qualifications)]
        impl #ident {
            /// Registers this op in a context.
            pub fn register(ctx: &__mlir::Context) {
                <Self as __mlir::OpType>::register_op(ctx);
            }
            #build
            #(#operand_accessors)*
            #(#result_accessors)*
            #(#attr_accessors)*
            #(#region_accessors)*
            #(#successor_accessors)*
        }
    }
}
