//! Stage 4: code generation. The enum's cases become a static `EnumDef`
//! table; conversions, parsing and printing are the runtime's shared
//! functions over it.

use proc_macro2::TokenStream;
use quote::{format_ident, quote, quote_spanned};

use super::model::EnumModel;
use super::parse::EnumArgs;
use crate::crate_path::private_path;
use crate::spans::at;
use crate::symbol::ENUM_ATTR;

/// `Reassoc` → `REASSOC`, `ToNearestEven` → `TO_NEAREST_EVEN`.
pub(super) fn screaming_case(ident: &syn::Ident) -> syn::Ident {
    let mut out = String::new();
    for (i, c) in ident.to_string().chars().enumerate() {
        if c.is_ascii_uppercase() && i > 0 {
            out.push('_');
        }
        out.push(c.to_ascii_uppercase());
    }
    format_ident!("{}", out, span = ident.span())
}

/// What stands in for the definition when it has errors: the enum with its
/// cases (a bit set: one constant per case), and its `…Attr` an attribute
/// constraint and, with `attr(…)`, an attribute kind, so that the ops
/// using it and the dialect registering it add nothing to the real error.
/// Nothing of it runs: the crate does not compile.
pub(crate) fn stub(item: &syn::ItemEnum, parsed: &EnumArgs) -> TokenStream {
    let (vis, ident) = (&item.vis, &item.ident);
    let attr_ident = format_ident!("{}Attr", ident);
    let private = private_path(parsed.crate_path.as_ref());
    let docs = item.attrs.iter().filter(|a| a.path() == crate::symbol::DOC);
    let type_def = if parsed.bits.is_some() {
        let consts = item.variants.iter().map(|v| {
            let name = screaming_case(&v.ident);
            quote!(pub const #name: Self = Self(0);)
        });
        quote! {
            #(#docs)*
            #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
            #vis struct #ident(u64);
            #[automatically_derived]
            impl #ident {
                #(#consts)*
            }
        }
    } else {
        let variants = item.variants.iter().map(|v| {
            let attrs = v.attrs.iter().filter(|a| a.path() != crate::symbol::KEYWORD);
            let name = &v.ident;
            quote!(#(#attrs)* #name)
        });
        quote! {
            #(#docs)*
            #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
            #vis enum #ident { #(#variants),* }
        }
    };
    let kind = parsed.attr.is_some().then(|| {
        quote! {
            fn parse_attr(
                _: &mut __mlir::Parser<'_>,
                _: &'static __mlir::AttrDef,
            ) -> __mlir::PResult<__mlir::Attribute> {
                ::core::unreachable!("an enum definition with errors")
            }
            fn print_attr(_: &mut __mlir::AsmPrinter<'_>, _: &__mlir::DialectAttr) {}
            static ATTR_DEF: __mlir::AttrDef = __mlir::AttrDef::new(
                "",
                "",
                "",
                &__mlir::AttrParamSyntax { parse: parse_attr, print: print_attr },
            );
            #[automatically_derived]
            impl __mlir::DialectAttrKind for #attr_ident {
                const ATTR_DEF: &'static __mlir::AttrDef = &ATTR_DEF;
            }
        }
    });
    quote! {
        #type_def
        #vis struct #attr_ident;
        const _: () = {
            use #private as __mlir;
            #kind
            #[automatically_derived]
            impl __mlir::AttrConstraint for #attr_ident {
                type Value<'a> = #ident;
                fn value(_: &__mlir::Context, _: __mlir::Attribute) -> ::core::option::Option<#ident> {
                    ::core::option::Option::None
                }
                fn to_attr(_: &__mlir::Context, _: #ident) -> __mlir::Attribute {
                    ::core::unreachable!("an enum definition with errors")
                }
                fn description() -> ::std::borrow::Cow<'static, str> {
                    ::std::borrow::Cow::Borrowed("")
                }
                fn is_satisfied(_: &__mlir::Context, _: __mlir::Attribute) -> bool {
                    false
                }
            }
        };
    }
}

/// Which list of a dialect registers a kind.
#[derive(Copy, Clone)]
pub(crate) enum KindList {
    /// `attrs = […]`.
    Attrs,
    /// `types = […]`.
    Types,
}

/// The assertion, at the `dialect = D` token of `attr(…)`, that `D`
/// registers the attribute kind in `attrs` (a dialect implemented by hand
/// exposes no list and is not checked).
/// `#[attr_def]` makes the same assertion at its `dialect = D`, and
/// `#[type_def]` the same for `types` ([`KindList::Types`]).
pub(crate) fn registered(
    attr_ident: &syn::Ident,
    dialect: &syn::Type,
    mnemonic: &syn::LitStr,
    list: KindList,
) -> TokenStream {
    use quote::ToTokens;
    use syn::spanned::Spanned;
    let text = dialect.to_token_stream().to_string().replace(' ', "");
    let (what, field, constant) = match list {
        KindList::Attrs => ("an attribute", "attrs", quote!(ATTR_MNEMONICS)),
        KindList::Types => ("a type", "types", quote!(TYPE_MNEMONICS)),
    };
    let message = format!(
        "`{attr_ident}` (mnemonic `{}`) is {what} of dialect `{text}`, but `{text}` does not register it: add `{attr_ident}` to the dialect's `{field} = […]`",
        mnemonic.value()
    )
    .replace('{', "{{")
    .replace('}', "}}");
    // Only the assertion takes the user's span: the paths inside keep the
    // macro's (no `unused_qualifications` warning for a user's imports).
    let listed = quote!(__mlir::lists(<#dialect as __mlir::Dialect>::#constant, #mnemonic));
    quote_spanned! {at(dialect.span())=>
        const _: () = ::core::assert!(#listed, #message);
    }
}

/// Generates the enum (or bit set), its attribute constraint and, with
/// `attr(…)`, its dialect attribute kind.
pub(crate) fn expand(model: &EnumModel) -> TokenStream {
    let private = private_path(model.crate_path.as_ref());
    let (vis, ident) = (&model.vis, &model.ident);
    let attr_ident = format_ident!("{}Attr", ident);
    let type_def = enum_type(model);
    let parts = attr_parts(model, &attr_ident);
    // Not the enum's summary: it would read as a second sentence glued on.
    let attr_doc = format!(
        "The attribute constraint of [`{ident}`], for `#[op]` fields: the op's accessors and builders speak the enum."
    );
    let enum_def = enum_def(model);
    let attr_kind = &parts.attr_kind;
    let value_impls = value_impls(model, &parts);
    let parameter = parameter_impl(model);
    let constraint = constraint_impl(model, &attr_ident, &parts);
    let (prop_struct, prop_impl) = prop_parts(model);
    quote! {
        #type_def

        #[doc = #attr_doc]
        #vis struct #attr_ident;

        #prop_struct

        const _: () = {
            use #private as __mlir;

            #enum_def

            #attr_kind

            #value_impls

            #parameter

            #constraint

            #prop_impl
        };
    }
}

/// With `prop = "…"`: `NameProp`, the enum as a property of integer
/// storage (ODS's `NamedEnumPropWithAttrForm`), written `keyword<…>` by a
/// format; `<{…}>` reads an integer of any width or the attribute form.
fn prop_parts(model: &EnumModel) -> (TokenStream, TokenStream) {
    let (Some(mnemonic), Some(_)) = (&model.prop, &model.attr) else {
        return (quote!(), quote!());
    };
    let (vis, ident) = (&model.vis, &model.ident);
    let prop_ident = format_ident!("{}Prop", ident);
    let doc = format!(
        "The property form of [`{ident}`], for `#[op]` fields: an integer in `<{{…}}>`, written `{}<…>` by a format.",
        mnemonic.value()
    );
    let description = &model.description;
    let error =
        format!("expected {}Attr or IntegerAttr storage for {}", model.cpp_name, model.cpp_name);
    let prop_struct = quote! {
        #[doc = #doc]
        #vis struct #prop_ident;
    };
    let prop_impl = quote! {
        static NAMED: __mlir::NamedEnumProp = __mlir::NamedEnumProp {
            mnemonic: #mnemonic,
            def: &ENUM,
            summary: #description,
        };

        #[automatically_derived]
        impl __mlir::AttrConstraint for #prop_ident {
            type Value<'a> = #ident;
            const IS_PROPERTY: bool = true;
            const SYNTAX: __mlir::format::AttrSyntax = __mlir::format::AttrSyntax::NamedEnum(&NAMED);
            fn value(ctx: &__mlir::Context, attr: __mlir::Attribute) -> ::core::option::Option<#ident> {
                attr.as_integer(ctx)
                    .and_then(|v| v.as_u64())
                    .and_then(<#ident as __mlir::EnumAttrType>::from_value)
            }
            fn to_attr(ctx: &__mlir::Context, value: #ident) -> __mlir::Attribute {
                ENUM.int_attr(ctx, __mlir::EnumAttrType::to_value(value))
            }
            fn description() -> ::std::borrow::Cow<'static, str> {
                ::std::borrow::Cow::Borrowed(#description)
            }
            fn is_satisfied(ctx: &__mlir::Context, attr: __mlir::Attribute) -> bool {
                ENUM.is_int_attr_case(ctx, attr)
            }
            fn converts(ctx: &__mlir::Context, attr: __mlir::Attribute) -> bool {
                attr.as_integer(ctx).is_some()
                    || __mlir::enum_attr_value(ctx, attr, &ATTR_DEF).is_some()
            }
            fn conversion_error(
                ctx: &__mlir::Context,
                _: &str,
                attr: __mlir::Attribute,
            ) -> ::core::option::Option<::std::string::String> {
                (!<Self as __mlir::AttrConstraint>::converts(ctx, attr))
                    .then(|| ::std::string::String::from(#error))
            }
            fn normalize(ctx: &__mlir::Context, attr: __mlir::Attribute) -> __mlir::Attribute {
                // The storage is the enum's integer, whatever was written.
                let value = __mlir::enum_attr_value(ctx, attr, &ATTR_DEF)
                    .or_else(|| attr.as_integer(ctx).map(|v| v.words().first().copied().unwrap_or(0)));
                match value {
                    ::core::option::Option::Some(v) => ENUM.int_attr(ctx, v),
                    ::core::option::Option::None => attr,
                }
            }
        }
    };
    (prop_struct, prop_impl)
}

/// The static `EnumDef` table of the cases, which the runtime's parsing
/// and printing read.
fn enum_def(model: &EnumModel) -> TokenStream {
    let (cpp_name, separator) = (&model.cpp_name, &model.separator);
    let (width, bits) = (model.width, model.bits);
    let keywords = model.cases.iter().map(|c| &c.keyword);
    let values = model.cases.iter().map(|c| c.value);
    let one_of_summary = match &model.messages.one_of_summary {
        Some(s) => quote!(::core::option::Option::Some(#s)),
        None => quote!(::core::option::Option::None),
    };
    let (param_name, param_type) = (&model.messages.param_name, &model.messages.param_type);
    quote! {
        static ENUM: __mlir::EnumDef = __mlir::EnumDef {
            cpp_name: #cpp_name,
            cases: &[#(__mlir::EnumCase { keyword: #keywords, value: #values }),*],
            bits: #bits,
            separator: #separator,
            width: #width,
            one_of_summary: #one_of_summary,
            param_name: #param_name,
            param_type: #param_type,
        };
    }
}

/// The enum's conversions: `EnumAttrType` (to and from the stored
/// integer), `Display` (its keyword) and `attr`/`from_attr`.
fn value_impls(model: &EnumModel, parts: &AttrParts) -> TokenStream {
    let ident = &model.ident;
    let (to_value, from_value) = value_conversions(model);
    let AttrParts { to_attr, from_attr, .. } = parts;
    quote! {
        #[automatically_derived]
        impl __mlir::EnumAttrType for #ident {
            const ENUM: &'static __mlir::EnumDef = &ENUM;
            fn to_value(self) -> u64 {
                #to_value
            }
            fn from_value(value: u64) -> ::core::option::Option<Self> {
                #from_value
            }
        }

        #[automatically_derived]
        impl ::core::fmt::Display for #ident {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                f.write_str(&__mlir::EnumAttrType::keyword(*self))
            }
        }

        #[automatically_derived]
        impl #ident {
            /// The attribute holding this value.
            pub fn attr(self, ctx: &__mlir::Context) -> __mlir::Attribute {
                #to_attr
            }

            /// The value an attribute holds, if it is this enum's attribute.
            pub fn from_attr(
                ctx: &__mlir::Context,
                attr: __mlir::Attribute,
            ) -> ::core::option::Option<Self> {
                #from_attr
            }
        }
    }
}

/// The enum as a parameter of attribute and type kinds, stored as its
/// integer.
fn parameter_impl(model: &EnumModel) -> TokenStream {
    let (ident, cpp_name) = (&model.ident, &model.cpp_name);
    quote! {
        #[automatically_derived]
        impl __mlir::Parameter for #ident {
            type Ref<'a> = #ident;
            const KIND: __mlir::ParamKind = __mlir::ParamKind::Enum(&ENUM);
            const CPP_TYPE: __mlir::CppType = __mlir::CppType::Value(#cpp_name);
            fn to_param(&self) -> __mlir::AttrParam {
                __mlir::AttrParam::Int(__mlir::EnumAttrType::to_value(*self))
            }
            fn from_param(_: &__mlir::Context, param: &__mlir::AttrParam) -> ::core::option::Option<Self> {
                match param {
                    __mlir::AttrParam::Int(value) => <Self as __mlir::EnumAttrType>::from_value(*value),
                    _ => ::core::option::Option::None,
                }
            }
            fn view<'a>(ctx: &'a __mlir::Context, param: &'a __mlir::AttrParam) -> ::core::option::Option<Self> {
                <Self as __mlir::Parameter>::from_param(ctx, param)
            }
        }
    }
}

/// `…Attr` as the attribute constraint of `#[op]` fields, speaking the
/// enum.
fn constraint_impl(model: &EnumModel, attr_ident: &syn::Ident, parts: &AttrParts) -> TokenStream {
    let ident = &model.ident;
    let AttrParts { constraint_check, constraint_description, .. } = parts;
    // In a declarative format: the parameters only (`overflow<nsw>`), or a
    // bare keyword for integer-stored enums (`slt`).
    let syntax = if model.attr.is_some() {
        quote!(__mlir::format::AttrSyntax::Stripped(&ATTR_DEF))
    } else {
        quote!(__mlir::format::AttrSyntax::EnumKeyword(&ENUM))
    };
    quote! {
        #[automatically_derived]
        impl __mlir::AttrConstraint for #attr_ident {
            type Value<'a> = #ident;
            fn value(ctx: &__mlir::Context, attr: __mlir::Attribute) -> ::core::option::Option<#ident> {
                #ident::from_attr(ctx, attr)
            }
            fn to_attr(ctx: &__mlir::Context, value: #ident) -> __mlir::Attribute {
                value.attr(ctx)
            }
            fn description() -> ::std::borrow::Cow<'static, str> {
                #constraint_description
            }
            fn is_satisfied(ctx: &__mlir::Context, attr: __mlir::Attribute) -> bool {
                #constraint_check
            }
            fn converts(ctx: &__mlir::Context, attr: __mlir::Attribute) -> bool {
                #constraint_check
            }
            const SYNTAX: __mlir::format::AttrSyntax = #syntax;
        }
    }
}

/// The Rust type: a newtype with one constant per case for a bit enum,
/// else the enum with its cases.
fn enum_type(model: &EnumModel) -> TokenStream {
    let (vis, ident) = (&model.vis, &model.ident);
    let outer = model.outer_attrs.iter().filter(|a| a.path() != ENUM_ATTR);
    let storage = format_ident!("u{}", model.width);
    let doc_lines = super::docs::doc_lines(model);
    if model.bits {
        let consts = model.cases.iter().map(|c| {
            let name = screaming_case(&c.ident);
            let attrs = &c.attrs;
            let value = proc_macro2::Literal::u64_unsuffixed(c.value);
            quote!(#(#attrs)* pub const #name: Self = Self(#value);)
        });
        quote! {
            #(#outer)*
            #(#[doc = #doc_lines])*
            #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
            #vis struct #ident(#storage);

            #[automatically_derived]
            impl #ident {
                #(#consts)*

                /// The bits.
                pub const fn bits(self) -> #storage {
                    self.0
                }

                /// Whether every bit of `other` is set in `self`.
                pub const fn contains(self, other: Self) -> bool {
                    self.0 & other.0 == other.0
                }

                /// Whether no bit is set.
                pub const fn is_empty(self) -> bool {
                    self.0 == 0
                }
            }

            #[automatically_derived]
            impl ::core::ops::BitOr for #ident {
                type Output = Self;
                fn bitor(self, rhs: Self) -> Self {
                    Self(self.0 | rhs.0)
                }
            }

            #[automatically_derived]
            impl ::core::ops::BitOrAssign for #ident {
                fn bitor_assign(&mut self, rhs: Self) {
                    self.0 |= rhs.0;
                }
            }

            #[automatically_derived]
            impl ::core::ops::BitAnd for #ident {
                type Output = Self;
                fn bitand(self, rhs: Self) -> Self {
                    Self(self.0 & rhs.0)
                }
            }
        }
    } else {
        let variants = model.cases.iter().map(|c| {
            let (attrs, name) = (&c.attrs, &c.ident);
            quote!(#(#attrs)* #name)
        });
        quote! {
            #(#outer)*
            #(#[doc = #doc_lines])*
            #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
            #vis enum #ident {
                #(#variants),*
            }
        }
    }
}

/// The bodies of `to_value` (the case's integer) and `from_value` (the
/// case of an integer, if any).
fn value_conversions(model: &EnumModel) -> (TokenStream, TokenStream) {
    let storage = format_ident!("u{}", model.width);
    if model.bits {
        (
            quote!(self.0 as u64),
            quote! {
                if ENUM.is_valid(value) {
                    ::core::option::Option::Some(Self(value as #storage))
                } else {
                    ::core::option::Option::None
                }
            },
        )
    } else {
        let names: Vec<_> = model.cases.iter().map(|c| &c.ident).collect();
        let values: Vec<_> =
            model.cases.iter().map(|c| proc_macro2::Literal::u64_unsuffixed(c.value)).collect();
        (
            quote!(match self { #(Self::#names => #values,)* }),
            quote! {
                match value {
                    #(#values => ::core::option::Option::Some(Self::#names),)*
                    _ => ::core::option::Option::None,
                }
            },
        )
    }
}

/// What the attribute side of an enum generates.
struct AttrParts {
    /// With `attr(…)`: the attribute kind's definition and registration.
    attr_kind: TokenStream,
    /// The body of `to_attr`.
    to_attr: TokenStream,
    /// The body of `from_attr`.
    from_attr: TokenStream,
    /// Whether an attribute satisfies the constraint.
    constraint_check: TokenStream,
    /// The constraint's description.
    constraint_description: TokenStream,
}

/// The attribute side: an attribute kind with `attr(…)`, else an integer
/// attribute whose value is a case.
fn attr_parts(model: &EnumModel, attr_ident: &syn::Ident) -> AttrParts {
    let description = &model.description;
    let (attr_kind, to_attr, from_attr, constraint_check, constraint_description) = match &model
        .attr
    {
        Some(attr) => {
            let dialect = &attr.dialect;
            let mnemonic = &attr.mnemonic;
            let ods_name = &attr.ods_name;
            let syntax = if attr.bare { quote!(Bare) } else { quote!(Angle) };
            let registered = registered(attr_ident, &attr.dialect, &attr.mnemonic, KindList::Attrs);
            (
                quote! {
                    fn parse_attr(
                        p: &mut __mlir::Parser<'_>,
                        def: &'static __mlir::AttrDef,
                    ) -> __mlir::PResult<__mlir::Attribute> {
                        __mlir::parse_enum_attr(p, def, &ENUM, __mlir::EnumAttrSyntax::#syntax)
                    }
                    fn print_attr(p: &mut __mlir::AsmPrinter<'_>, attr: &__mlir::DialectAttr) {
                        __mlir::print_enum_attr(p, attr, &ENUM, __mlir::EnumAttrSyntax::#syntax)
                    }
                    static ATTR_DEF: __mlir::AttrDef = __mlir::AttrDef::new(
                        <#dialect as __mlir::Dialect>::NAMESPACE,
                        #mnemonic,
                        #ods_name,
                        &__mlir::AttrParamSyntax { parse: parse_attr, print: print_attr },
                    );
                    #registered
                    #[automatically_derived]
                    impl __mlir::DialectAttrKind for #attr_ident {
                        const ATTR_DEF: &'static __mlir::AttrDef = &ATTR_DEF;
                    }
                },
                quote! {
                    let value = __mlir::AttrParam::Int(__mlir::EnumAttrType::to_value(self));
                    ctx.dialect_attr(&ATTR_DEF, ::std::vec![value])
                },
                quote! {
                    __mlir::enum_attr_value(ctx, attr, &ATTR_DEF)
                        .and_then(<Self as __mlir::EnumAttrType>::from_value)
                },
                quote!(__mlir::enum_attr_value(ctx, attr, &ATTR_DEF).is_some()),
                quote!(::std::borrow::Cow::Borrowed(#description)),
            )
        }
        None => {
            let described = if description.is_empty() {
                quote!(::std::borrow::Cow::Owned(ENUM.int_cases_description()))
            } else {
                quote!(::std::borrow::Cow::Borrowed(#description))
            };
            (
                quote!(),
                quote!(ENUM.int_attr(ctx, __mlir::EnumAttrType::to_value(self))),
                quote! {
                    if !ENUM.is_int_attr_case(ctx, attr) {
                        return ::core::option::Option::None;
                    }
                    attr.as_integer(ctx)
                        .and_then(|v| v.as_u64())
                        .and_then(<Self as __mlir::EnumAttrType>::from_value)
                },
                quote!(ENUM.is_int_attr_case(ctx, attr)),
                described,
            )
        }
    };
    AttrParts { attr_kind, to_attr, from_attr, constraint_check, constraint_description }
}
