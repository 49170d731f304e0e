//! Declarative memory effects (ODS's `MemoryEffects<[MemRead, …]>` on an op
//! and `Arg<…, [MemRead]>`/`Res<…, [MemAlloc]>` on its values): the
//! `effects = [MemRead, MemWrite(RESOURCE), …]` lists of `#[op]`,
//! `#[operand]` and `#[result]`, and the `MemoryEffectOpInterface` model
//! the macro generates from them.

use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote, quote_spanned};
use syn::Token;
use syn::parse::ParseStream;
use syn::spanned::Spanned;

use super::model::{OpModel, PartField};
use crate::spans::at;

/// The effect names, as ODS spells them, with the core's `EffectKind` each
/// stands for.
const EFFECTS: [(&str, &str); 4] =
    [("MemRead", "Read"), ("MemWrite", "Write"), ("MemAlloc", "Allocate"), ("MemFree", "Free")];

/// One effect of a list: what it does and on which resource.
#[derive(Clone)]
pub(crate) struct Effect {
    /// The core's `EffectKind` variant (`Read`, …).
    pub kind: &'static str,
    /// `MemRead(RESOURCE)`: a `Resource` expression; the default resource
    /// otherwise.
    pub resource: Option<syn::Expr>,
    /// Where the effect was written.
    pub span: Span,
}

/// `[MemRead, MemAlloc(Resource::AUTOMATIC_ALLOCATION_SCOPE), …]`.
pub(crate) fn effect_list(input: ParseStream) -> syn::Result<Vec<Effect>> {
    let content;
    syn::bracketed!(content in input);
    let mut out = Vec::new();
    while !content.is_empty() {
        let name: syn::Ident = content.parse()?;
        let text = name.to_string();
        let Some(&(_, kind)) = EFFECTS.iter().find(|(n, _)| *n == text) else {
            return Err(syn::Error::new(
                name.span(),
                format!(
                    "unknown memory effect `{text}`{} (expected `MemRead`, `MemWrite`, `MemAlloc` or `MemFree`, optionally with a resource: `MemAlloc(RESOURCE)`)",
                    crate::suggest::did_you_mean(&text, EFFECTS.iter().map(|(n, _)| *n))
                ),
            ));
        };
        let resource = if content.peek(syn::token::Paren) {
            let inner;
            syn::parenthesized!(inner in content);
            Some(inner.parse::<syn::Expr>()?)
        } else {
            None
        };
        out.push(Effect { kind, resource, span: name.span() });
        if content.is_empty() {
            break;
        }
        content.parse::<Token![,]>()?;
    }
    Ok(out)
}

/// Whether the op declares its effects (on itself or on a value): the
/// macro then generates its `MemoryEffectOpInterface` model.
pub(crate) fn declares_effects(model: &OpModel) -> bool {
    model.effects.is_some()
        || model.operands.iter().chain(&model.results).any(|p| !p.effects.is_empty())
}

/// `EffectInstance { … }` for one effect on `value`.
fn instance(effect: &Effect, value: TokenStream) -> TokenStream {
    let kind = format_ident!("{}", effect.kind);
    let resource = match &effect.resource {
        // At the expression: a value that is not a `Resource` is an error there.
        Some(expr) => quote_spanned!(at(expr.span())=> { let r: __mlir::Resource = #expr; r }),
        None => quote!(__mlir::Resource::DEFAULT),
    };
    quote! {
        out.push(__mlir::EffectInstance {
            kind: __mlir::EffectKind::#kind,
            resource: #resource,
            value: #value,
        });
    }
}

/// The effects on each value of the groups `parts` (operands or results),
/// read through `table` (`OPERANDS`/`RESULTS`).
fn value_effects(parts: &[PartField], table: &str, what: &str) -> Vec<TokenStream> {
    let (table, count, get) =
        (format_ident!("{table}"), format_ident!("num_{what}s"), format_ident!("{what}"));
    parts
        .iter()
        .enumerate()
        .filter(|(_, p)| !p.effects.is_empty())
        .map(|(i, p)| {
            let pushes = p
                .effects
                .iter()
                .map(|e| instance(e, quote!(::core::option::Option::Some(op.#get(ir, index)))));
            quote! {
                for index in #table.range(ir, op, op.#count(ir), #i) {
                    #(#pushes)*
                }
            }
        })
        .collect()
}

/// The model (a static) and the interface-map entry pushing it, when the op
/// declares effects: the op's own effects first, then each operand's and
/// each result's, in declaration order, as ODS lists them.
pub(crate) fn expand(model: &OpModel) -> Option<(TokenStream, TokenStream)> {
    if !declares_effects(model) {
        return None;
    }
    let own =
        model.effects.iter().flatten().map(|e| instance(e, quote!(::core::option::Option::None)));
    let operands = value_effects(&model.operands, "OPERANDS", "operand");
    let results = value_effects(&model.results, "RESULTS", "result");
    let statics = quote! {
        /// The effects the op declares.
        struct DeclaredEffects;
        impl __mlir::MemoryEffectOpInterfaceModel for DeclaredEffects {
            #[allow(unused_variables, unused_qualifications)]
            fn effects(
                &self,
                op: __mlir::Op,
                ir: &__mlir::IrView,
                out: &mut ::std::vec::Vec<__mlir::EffectInstance>,
            ) {
                #(#own)*
                #(#operands)*
                #(#results)*
            }
        }
        static DECLARED_EFFECTS: &'static dyn __mlir::MemoryEffectOpInterfaceModel =
            &DeclaredEffects;
    };
    let entry = quote! {
        entries.push(__mlir::implement::<dyn __mlir::MemoryEffectOpInterfaceModel>(&DECLARED_EFFECTS));
    };
    Some((statics, entry))
}

/// The op's rustdoc lines on its declared effects: `- the op: MemRead`,
/// ``- `addr`: MemWrite``.
pub(crate) fn doc_lines(model: &OpModel) -> Vec<String> {
    let names = |effects: &[Effect]| {
        let names: Vec<&str> = effects
            .iter()
            .map(|e| EFFECTS.iter().find(|(_, k)| *k == e.kind).map_or("", |(n, _)| *n))
            .collect();
        names.join(", ")
    };
    let mut lines = Vec::new();
    if let Some(own) = &model.effects {
        let own = if own.is_empty() { "none".to_owned() } else { names(own) };
        lines.push(format!("- the op: {own}"));
    }
    for part in model.operands.iter().chain(&model.results).filter(|p| !p.effects.is_empty()) {
        lines.push(format!("- `{}`: {}", part.name, names(&part.effects)));
    }
    lines
}
