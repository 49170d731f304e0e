//! `#[op_fields]`: a group of op fields declared once and included in any
//! `#[op]` struct by a field `#[fields] label: Group` (ODS's shared
//! argument lists, such as the LLVM dialect's `aliasAttrs`).
//!
//! A proc macro sees only its own item, so the group is turned into what
//! an op can reach by name, from any module of the crate:
//!
//! - a `macro_rules!` named like the group (through a `use … as Group`
//!   with the group's visibility), which `#[op]` calls with its struct cut
//!   at the `#[fields]` field: it writes the group's fields there, each
//!   marked `#[__mlir_included(…)]`, and applies `#[op]` again;
//! - a module named like the group, one module per field inside it, whose
//!   type aliases and default functions are resolved in the group's own
//!   module (its imports, private ones included). The fields the macro
//!   writes name their types through it (`Group::tbaa::TbaaTagArrayAttr`),
//!   so they resolve as in the group, whatever the op's module imports;
//!   each alias keeps the last path segment the op macro recognizes
//!   constraints by, and the mark keeps the type as written for the op's
//!   docs.

use proc_macro2::{Span, TokenStream};
use quote::{ToTokens, format_ident, quote};
use syn::spanned::Spanned;

use super::model::{Arity, arity_of};
use super::parse::{Role, field_role};
use crate::errors::Errors;
use crate::symbol::{DEFAULT, FIELDS, VALUE, VIA, VIA_LIST, VIA_RANGE};

/// Expands `#[op_fields] struct Group { … }`.
pub fn expand(args: TokenStream, item: TokenStream) -> TokenStream {
    let mut errors = Errors::default();
    if let Some(first) = args.into_iter().next() {
        errors.at(first.span(), "`#[op_fields]` takes no arguments");
    }
    let item: syn::Item = match syn::parse2(item) {
        Ok(item) => item,
        Err(e) => return e.to_compile_error(),
    };
    let syn::Item::Struct(group) = item else {
        let span = item_keyword_span(&item);
        errors.at(
            span,
            "`#[op_fields]` applies to a struct whose named fields are the group (`#[op_fields] pub(crate) struct Group { #[attr] x: Option<I64Attr>, … }`)",
        );
        return errors.to_compile_errors();
    };
    let fields = check(&group, &mut errors);
    // A `pub` group (reported) stands in as `pub(crate)`: no second error
    // about re-exporting its macro.
    let mut group = group.clone();
    if matches!(group.vis, syn::Visibility::Public(_)) {
        group.vis = syn::parse_quote!(pub(crate));
    }
    let expansion = fields.map(|fields| expand_group(&group, &fields));
    let errs = errors.to_compile_errors();
    // On errors, the macro and the module still stand in (with the fields
    // that are good), so that ops including the group report nothing more.
    let stand_in = expansion.unwrap_or_default();
    quote!(#stand_in #errs)
}

/// The span of the keyword of an item `#[op_fields]` does not apply to.
fn item_keyword_span(item: &syn::Item) -> Span {
    match item {
        syn::Item::Enum(e) => e.enum_token.span,
        syn::Item::Union(u) => u.union_token.span,
        syn::Item::Fn(f) => f.sig.fn_token.span,
        syn::Item::Mod(m) => m.mod_token.span,
        syn::Item::Type(t) => t.type_token.span,
        other => other.span(),
    }
}

/// One field of the group, as the op will see it.
struct GroupField<'a> {
    field: &'a syn::Field,
    name: &'a syn::Ident,
    /// The role attribute (`#[attr(…)]`), its options rewritten.
    role: &'a syn::Attribute,
    arity: Arity,
    /// The constraint as written, `Option<…>`/`Variadic<…>` removed.
    constraint: syn::Type,
    default: Option<syn::Expr>,
    value: Option<syn::Type>,
}

/// The rules a group checks on its own; the fields an op can include.
fn check<'a>(group: &'a syn::ItemStruct, errors: &mut Errors) -> Option<Vec<GroupField<'a>>> {
    if let syn::Visibility::Public(public) = &group.vis {
        errors.at(
            public.span,
            "an `#[op_fields]` group is shared within its crate (it is a `macro_rules!`, which cannot be exported from a macro): write `pub(crate)` or narrower",
        );
    }
    if !group.generics.params.is_empty() {
        errors.at(group.generics.span(), "an `#[op_fields]` group takes no generic parameters");
    }
    let syn::Fields::Named(named) = &group.fields else {
        errors.at(
            group.ident.span(),
            "an `#[op_fields]` group needs named fields: they are the fields an op includes",
        );
        return None;
    };
    let mut out: Vec<GroupField> = Vec::new();
    for field in &named.named {
        let Some(name) = &field.ident else { continue };
        if let Some(nested) = field.attrs.iter().find(|a| a.path() == FIELDS) {
            errors.at(
                nested.span(),
                "groups do not nest: `#[fields]` includes a group in an `#[op]` struct only",
            );
            continue;
        }
        let Some(role) = field_role(field, name, errors) else { continue };
        if let Some(via) = &role.via {
            let word = [VIA, VIA_LIST, VIA_RANGE][role.via_kind as usize];
            errors.at(
                via.span(),
                format!("`{word}` is not available in a group (its function is private to the group's module): write field `{name}` in the op"),
            );
            continue;
        }
        if out.iter().any(|f| f.name == name) {
            errors.at(name.span(), format!("the group has two fields named `{name}`"));
            continue;
        }
        let Some(attr) = field.attrs.iter().find(|a| Role::of(a.path()).is_some()) else {
            continue;
        };
        let (arity, constraint) = arity_of(&field.ty);
        out.push(GroupField {
            field,
            name,
            role: attr,
            arity,
            constraint,
            default: (role.role == Role::Attr).then(|| role.default.clone()).flatten(),
            value: role.value.clone(),
        });
    }
    Some(out)
}

/// The module, the macro and its import.
fn expand_group(group: &syn::ItemStruct, fields: &[GroupField]) -> TokenStream {
    let private = crate::crate_path::private_path(None);
    let ident = &group.ident;
    let vis = &group.vis;
    let docs = group.attrs.iter().filter(|a| a.path() == crate::symbol::DOC);
    let modules = fields.iter().map(|f| field_module(f, &private));
    // `$G`: the path by which the op names the group.
    let g = quote!($($G)*);
    let written = fields.iter().map(|f| written_field(f, &g));
    let mac = format_ident!("__mlir_op_fields_{}", ident);
    let list = fields.iter().map(|f| format!("`{}`", f.name)).collect::<Vec<_>>().join(", ");
    let what = format!(
        " The group's fields, which `#[fields] label: {ident}` writes into an `#[op]` struct: {list}."
    );
    quote! {
        #(#docs)*
        #[doc = ""]
        #[doc = #what]
        #[allow(non_snake_case)]
        #vis mod #ident {
            #(#modules)*
        }
        #[doc(hidden)]
        macro_rules! #mac {
            (@mlir_op_fields [$($head:tt)*] [$($before:tt)*] [$($G:tt)*] [$($after:tt)*]) => {
                $($head)* { $($before)* #(#written)* $($after)* }
            };
        }
        #[allow(unused_imports)]
        #vis use #mac as #ident;
    }
}

/// The alias of `ty` named like its last path segment (`I64Attr`), so the
/// op macro recognizes a library constraint by name.
fn alias_name(ty: &syn::Type, fallback: &str) -> syn::Ident {
    match ty {
        syn::Type::Path(p) if p.qself.is_none() => {
            p.path.segments.last().map_or_else(|| format_ident!("{fallback}"), |s| s.ident.clone())
        }
        _ => format_ident!("{fallback}"),
    }
}

/// A primitive type, which names the same type in every module.
fn is_primitive(ty: &syn::Type) -> bool {
    const PRIMITIVES: [&str; 17] = [
        "bool", "char", "str", "i8", "i16", "i32", "i64", "i128", "isize", "u8", "u16", "u32",
        "u64", "u128", "usize", "f32", "f64",
    ];
    matches!(ty, syn::Type::Path(p) if p.qself.is_none() && PRIMITIVES.iter().any(|n| p.path.is_ident(n)))
}

/// A field's module: its constraint (and value type) resolved in the
/// group's module, and its default as a function.
fn field_module(f: &GroupField, private: &TokenStream) -> TokenStream {
    let name = f.name;
    let constraint = &f.constraint;
    let alias = alias_name(constraint, "Constraint");
    let variadic = (f.arity == Arity::Variadic).then(|| {
        quote! {
            pub type Variadic<T> = self::__scope::__MlirVariadic<T>;
        }
    });
    let variadic_scope = (f.arity == Arity::Variadic).then(|| {
        quote!(
            pub type __MlirVariadic<T> = Variadic<T>;
        )
    });
    let value = f.value.as_ref().filter(|v| !is_primitive(v)).map(|v| {
        let alias = alias_name(v, "Value");
        quote! {
            pub mod value {
                pub type #alias = super::__scope::__MlirValue;
            }
        }
    });
    let value_scope =
        f.value.as_ref().filter(|v| !is_primitive(v)).map(|v| quote!(pub type __MlirValue = #v;));
    let default = f.default.as_ref().map(|expr| {
        let body = if matches!(expr, syn::Expr::Closure(_)) {
            quote! {
                let default: fn(&#private::Context) -> #private::Attribute = #expr;
                default(ctx)
            }
        } else {
            quote! {
                let to_attr: fn(&#private::Context, _) -> #private::Attribute =
                    <__MlirConstraint as #private::AttrConstraint>::to_attr;
                to_attr(ctx, #expr)
            }
        };
        quote! {
            pub fn __mlir_default(ctx: &#private::Context) -> #private::Attribute {
                #body
            }
        }
    });
    let reexport_default = f.default.as_ref().map(|_| {
        quote!(
            pub use self::__scope::__mlir_default;
        )
    });
    quote! {
        #[doc(hidden)]
        #[allow(non_camel_case_types)]
        pub mod #name {
            pub type #alias = self::__scope::__MlirConstraint;
            #variadic
            #value
            #reexport_default
            // Resolved in the group's module: a glob import of a parent
            // sees its private imports too.
            mod __scope {
                #[allow(unused_imports)]
                use super::super::super::*;
                pub type __MlirConstraint = #constraint;
                #variadic_scope
                #value_scope
                #default
            }
        }
    }
}

/// The field as the group's macro writes it into the op, `$G` standing for
/// the path by which the op names the group.
fn written_field(f: &GroupField, g: &TokenStream) -> TokenStream {
    let name = f.name;
    let docs = f.field.attrs.iter().filter(|a| a.path() == crate::symbol::DOC);
    let alias = alias_name(&f.constraint, "Constraint");
    let constraint = quote!(#g::#name::#alias);
    let ty = match f.arity {
        Arity::Single => constraint,
        Arity::Optional => quote!(::core::option::Option<#constraint>),
        Arity::Variadic => quote!(#g::#name::Variadic<#constraint>),
    };
    let role = rewritten_role(f, g);
    let written = type_text(&f.constraint);
    let default = match &f.default {
        Some(syn::Expr::Closure(_)) | None => None,
        Some(expr) => Some(expr.to_token_stream().to_string().replace(" :: ", "::")),
    };
    let default = default.map(|d| quote!(, default = #d));
    quote! {
        #(#docs)*
        #[__mlir_included(group = #g, constraint = #written #default)]
        #role
        #name: #ty,
    }
}

/// A type as the op's docs print it.
fn type_text(t: &syn::Type) -> String {
    t.to_token_stream().to_string().replace(" < ", "<").replace(" >", ">").replace(" ,", ",")
}

/// The role attribute with `default` and `value` through the field's
/// module; its other options are words the op reads as they are.
fn rewritten_role(f: &GroupField, g: &TokenStream) -> TokenStream {
    let attr = f.role;
    let syn::Meta::List(list) = &attr.meta else { return attr.to_token_stream() };
    let Ok(options) = list.parse_args_with(
        syn::punctuated::Punctuated::<syn::MetaNameValue, syn::Token![,]>::parse_terminated,
    ) else {
        return attr.to_token_stream();
    };
    let name = f.name;
    // Tokens, not syntax trees: `$G` is no Rust syntax until the macro
    // substitutes it.
    let options = options.into_iter().map(|option| {
        let key = &option.path;
        let value = if option.path == DEFAULT {
            quote!(|ctx| #g::#name::__mlir_default(ctx))
        } else if let Some(v) =
            f.value.as_ref().filter(|v| option.path == VALUE && !is_primitive(v))
        {
            let alias = alias_name(v, "Value");
            quote!(#g::#name::value::#alias)
        } else {
            option.value.to_token_stream()
        };
        quote!(#key = #value)
    });
    let role_path = &list.path;
    quote!(#[#role_path(#(#options),*)])
}
