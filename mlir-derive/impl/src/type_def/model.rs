//! Stage 2: the owned description of a type or attribute kind.

use super::Kind;
use super::parse::{KindArgs, param_args};
use crate::errors::Errors;

/// One parameter (a field of the struct).
pub(crate) struct Param {
    pub ident: syn::Ident,
    /// The MLIR name: messages and `struct(…)` keys use it, and a format
    /// may write `$name` with it or with the field's name.
    pub name: String,
    pub ty: syn::Type,
    /// `#[param(default = …)]`: elided when printing if equal, used when
    /// not written.
    pub default: Option<syn::Expr>,
    /// `#[param(self_type)]`: the attribute's own type (ODS's
    /// `AttributeSelfTypeParameter`), at the word's span.
    pub self_type: Option<proc_macro2::Span>,
    /// The field's doc comments.
    pub docs: Vec<syn::Attribute>,
    /// `#[param(cpp_type = "…")]`: the C++ type messages name.
    pub cpp_type: Option<syn::LitStr>,
    /// `#[param(parse = f, print = g)]`: the parameter's own syntax.
    pub syntax: Option<(syn::Path, syn::Path)>,
}

impl KindModel {
    /// The index of the self-type parameter, if any.
    pub(crate) fn self_type_index(&self) -> Option<usize> {
        self.params.iter().position(|p| p.self_type.is_some())
    }
}

/// A kind definition.
pub(crate) struct KindModel {
    pub kind: Kind,
    pub ident: syn::Ident,
    pub vis: syn::Visibility,
    /// The struct's attributes but its doc comments' lists (its own docs
    /// and derives other than ours).
    pub outer_attrs: Vec<syn::Attribute>,
    pub dialect: syn::Type,
    pub mnemonic: syn::LitStr,
    pub format: Option<syn::LitStr>,
    pub verify: Option<syn::Path>,
    /// The user's parse and print functions (`parse = f, print = g`).
    pub custom: Option<(syn::Path, syn::Path)>,
    pub ods_name: String,
    /// The C++ class name other kinds' messages use (`cpp_name`, else the
    /// `ods_name`).
    pub cpp_name: String,
    pub summary: String,
    pub description: String,
    pub params: Vec<Param>,
    /// Attribute or type interfaces it implements itself.
    pub interfaces: Vec<syn::Type>,
    pub crate_path: Option<syn::Path>,
}

/// Builds the model; `None` when the item cannot describe a kind (the
/// dialect or the mnemonic is missing, or the fields are unnamed).
pub(crate) fn build(
    item: &syn::ItemStruct,
    args: KindArgs,
    errors: &mut Errors,
) -> Option<KindModel> {
    let params = match &item.fields {
        syn::Fields::Named(fields) => fields
            .named
            .iter()
            .map(|f| {
                let args = param_args(f, errors);
                let ident = f.ident.clone().expect("named field");
                let syntax = match (args.parse, args.print) {
                    (Some(parse), Some(print)) => Some((parse, print)),
                    (None, None) => None,
                    (Some(one), None) | (None, Some(one)) => {
                        use syn::spanned::Spanned;
                        errors.at(one.span(), "`parse = …` and `print = …` go together");
                        None
                    }
                };
                Param {
                    cpp_type: args.cpp_type,
                    syntax,
                    name: args.rename.map_or_else(|| ident.to_string(), |n| n.value()),
                    ident,
                    ty: f.ty.clone(),
                    default: args.default,
                    self_type: args.self_type,
                    docs: f
                        .attrs
                        .iter()
                        .filter(|a| a.path() == crate::symbol::DOC)
                        .cloned()
                        .collect(),
                }
            })
            .collect(),
        syn::Fields::Unit => Vec::new(),
        syn::Fields::Unnamed(fields) => {
            use syn::spanned::Spanned;
            errors.at(fields.span(), "parameters are named fields: `struct Name { a: i64 }`");
            return None;
        }
    };
    if !item.generics.params.is_empty() {
        use syn::spanned::Spanned;
        errors.at(item.generics.span(), "a type or attribute kind cannot be generic");
        return None;
    }
    let (Some(dialect), Some(mnemonic)) = (args.dialect, args.mnemonic) else {
        errors.at(
            item.ident.span(),
            "give the kind's dialect and mnemonic: `dialect = D, mnemonic = \"…\"`",
        );
        return None;
    };
    let (doc_summary, description) = crate::docs::summary_and_description(&item.attrs);
    let summary =
        args.summary.map_or_else(|| crate::docs::message_summary(&doc_summary), |s| s.value());
    Some(KindModel {
        kind: args.kind,
        ident: item.ident.clone(),
        vis: item.vis.clone(),
        outer_attrs: item.attrs.clone(),
        dialect,
        mnemonic,
        format: args.format,
        verify: args.verify,
        custom: match (args.parse, args.print) {
            (Some(parse), Some(print)) => Some((parse, print)),
            (None, None) => None,
            (Some(one), None) | (None, Some(one)) => {
                use syn::spanned::Spanned;
                errors.at(one.span(), "`parse = …` and `print = …` go together");
                None
            }
        },
        cpp_name: args
            .cpp_name
            .or_else(|| args.ods_name.clone())
            .map_or_else(|| item.ident.to_string(), |n| n.value()),
        ods_name: args.ods_name.map_or_else(|| item.ident.to_string(), |n| n.value()),
        summary,
        description,
        params,
        interfaces: args.interfaces,
        crate_path: args.crate_path,
    })
}
