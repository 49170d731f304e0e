//! Stage 2: the model of a dialect definition.

use super::hook::HookFlag;
use super::parse::DialectArgs;
use crate::errors::Errors;

/// A dialect definition.
pub(crate) struct DialectModel {
    pub item: syn::ItemStruct,
    pub name: syn::LitStr,
    pub summary: String,
    pub description: String,
    pub ops: Vec<syn::Type>,
    /// Attribute kinds (`DialectAttrKind` types).
    pub attrs: Vec<syn::Type>,
    /// Type kinds (`DialectTypeKind` types).
    pub types: Vec<syn::Type>,
    pub dependent: Vec<syn::Type>,
    /// Dialect interfaces it implements itself.
    pub interfaces: Vec<syn::Type>,
    /// Whether attribute fields take camel-case names.
    pub camel_case: bool,
    /// What an unknown type mnemonic reads (the mnemonic appended).
    pub unknown_type_message: Option<String>,
    /// Hook flags given.
    pub hooks: Vec<HookFlag>,
    /// Whether ops of the dialect it does not define verify.
    pub allow_unknown_ops: bool,
    pub crate_path: Option<syn::Path>,
}

/// Builds the model; `None` when a required argument is missing.
pub(crate) fn build(
    item: &syn::ItemStruct,
    args: DialectArgs,
    errors: &mut Errors,
) -> Option<DialectModel> {
    let Some(name) = args.name else {
        errors.at(args.span.unwrap_or(item.ident.span()), "`#[dialect]` needs `name = \"…\"`");
        return None;
    };
    let (summary, description) = crate::docs::summary_and_description(&item.attrs);
    Some(DialectModel {
        item: item.clone(),
        name,
        summary,
        description,
        ops: args.ops,
        attrs: args.attrs,
        types: args.types,
        dependent: args.dependent,
        interfaces: args.interfaces,
        camel_case: args.rename_all.is_some(),
        unknown_type_message: args.unknown_type_message.map(|m| m.value()),
        hooks: args.hooks,
        allow_unknown_ops: args.allow_unknown_ops,
        crate_path: args.crate_path,
    })
}
