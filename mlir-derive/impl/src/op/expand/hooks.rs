//! The hooks the user asked for (`verify`, `fold`, …, canonicalization
//! patterns): their `OpDef` fields and the glue calling the user's methods.

use proc_macro2::TokenStream;
use quote::{format_ident, quote, quote_spanned};
use syn::spanned::Spanned;

use crate::op::hook::OpHook;
use crate::op::model::OpModel;
use crate::spans::at;

/// The `OpDef` fields of the hooks the user asked for, and the glue
/// functions that call the user's methods (a missing method is a rustc
/// error at the hook's name).
pub(super) fn hooks(model: &OpModel) -> (Vec<TokenStream>, TokenStream) {
    let ident = &model.ident;
    let mut fields = Vec::new();
    let mut glue = TokenStream::new();
    for (kind, hook) in &model.hooks {
        match kind {
            OpHook::Fold => {
                // A method call at the hook's name, with the stand-in
                // `MissingFoldMethod` in scope: a missing method is
                // reported as one, not as a missing iterator's `fold`.
                let method = quote_spanned!(at(hook.span())=> .#hook);
                glue.extend(quote! {
                    fn fold_hook(
                        ir: &__mlir::IrView,
                        adaptor: &__mlir::FoldAdaptor<'_>,
                    ) -> __mlir::FoldResult {
                        #[allow(unused_imports)]
                        use __mlir::MissingFoldMethod as _;
                        ::core::convert::Into::into(#ident { op: adaptor.op } #method(ir, adaptor))
                    }
                });
                fields.push(quote!(fold: ::core::option::Option::Some(fold_hook),));
                // A constant's value without a `FoldResult`: the inherent
                // `value` of the usual return types, else the trait's.
                if crate::op::model::lists_trait(model, "ConstantLike") {
                    glue.extend(quote! {
                        fn constant_value_hook(
                            ir: &__mlir::IrView,
                            op: __mlir::Op,
                        ) -> ::core::option::Option<__mlir::Attribute> {
                            #[allow(unused_imports)]
                            use __mlir::{
                                ConstantFoldAny as _, ConstantFoldNone as _, MissingFoldMethod as _,
                            };
                            let adaptor = __mlir::FoldAdaptor { op, constants: &[] };
                            __mlir::ConstantFold(#ident { op } #method(ir, &adaptor)).value()
                        }
                    });
                    fields.push(quote!(
                        constant_value: ::core::option::Option::Some(constant_value_hook),
                    ));
                }
            }
            OpHook::Canonicalize => {
                glue.extend(quote! {
                    fn canonicalize_hook(
                        op: __mlir::Op,
                        rw: &mut __mlir::PatternRewriter<'_>,
                    ) -> __mlir::RewriteResult {
                        #ident::#hook(#ident { op }, rw)
                    }
                });
                fields.push(quote!(canonicalize: ::core::option::Option::Some(canonicalize_hook),));
            }
            OpHook::Verify | OpHook::VerifyRegions => {
                let glue_fn = format_ident!("{}_hook", hook);
                // The method and the check of its result at the hook's
                // name, where a missing method or a wrong return type is
                // reported (the locals keep the macro's hygiene: an op
                // written by a `macro_rules!` has that macro's).
                let method = quote_spanned!(at(hook.span())=> .#hook);
                let check =
                    quote_spanned!(at(hook.span())=> <_ as __mlir::HookResult>::verify_result);
                glue.extend(quote! {
                    fn #glue_fn(ir: &__mlir::IrView, op: __mlir::Op) -> __mlir::VerifyResult {
                        // A method call: rustc's error for a missing method
                        // then names the method, with no unrelated notes.
                        #check(#ident { op } #method(ir))
                    }
                });
                fields.push(quote!(#hook: ::core::option::Option::Some(#glue_fn),));
            }
            OpHook::CustomFormat => {
                let parse = format_ident!("parse", span = hook.span());
                let print = format_ident!("print", span = hook.span());
                glue.extend(quote! {
                    fn print_hook(printer: &mut __mlir::AsmPrinter<'_>, op: __mlir::Op) {
                        #ident::#print(#ident { op }, printer)
                    }
                });
                fields.push(quote! {
                    parse: ::core::option::Option::Some(#ident::#parse),
                    print: ::core::option::Option::Some(print_hook),
                });
            }
        }
    }
    if !model.patterns.is_empty() {
        // Each addition spans its pattern's path, so that a type that is
        // no pattern (or has no `Default`) is reported at its name.
        // The set keeps the macro's span: a local of the hook, which a
        // pattern path from a `macro_rules!` fragment must not re-scope.
        let set = quote!(set);
        let additions = model.patterns.iter().map(|pattern| {
            quote_spanned! {at(pattern.span())=>
                #set.add(<#pattern as ::core::default::Default>::default());
            }
        });
        glue.extend(quote! {
            fn patterns_hook(set: &mut __mlir::RewritePatternSet, _ctx: &__mlir::Context) {
                #(#additions)*
            }
        });
        fields
            .push(quote!(canonicalization_patterns: ::core::option::Option::Some(patterns_hook),));
    }
    (fields, glue)
}
