//! The attributes (and the regions, named the same way): their MLIR
//! names, their specs and defaults in the static tables, and their
//! accessors.

use proc_macro2::TokenStream;
use quote::{format_ident, quote, quote_spanned};
use syn::spanned::Spanned;

use syn::ext::IdentExt;

use crate::op::model::{Arity, AttrField, OpModel, PartField};
use crate::op::value_types::{
    as_named_value, field_may_borrow, field_value_type, from_named_value,
};
use crate::spans::at;

/// Whether an optional attribute is a unit flag (`Option<UnitAttr>`), which
/// accessors and builders speak as `bool`, as ODS does.
pub(crate) fn is_flag(a: &AttrField) -> bool {
    !a.required
        && matches!(&a.constraint, syn::Type::Path(p)
            if p.path.segments.last().is_some_and(|s| s.ident == "UnitAttr"))
}

/// The accessors of attribute slot `slot`: `x(ir)` gives the value the
/// attribute stands for (the constraint's `Value`), `x_attr(ir)` the
/// attribute; `set_x` and `set_x_attr` write them.
pub(super) fn attr_accessors(slot: usize, a: &AttrField) -> TokenStream {
    let names = AccessorNames::of(a);
    if a.required {
        required_accessors(slot, a, &names)
    } else if a.default.is_some() {
        defaulted_accessors(slot, a, &names)
    } else if is_flag(a) {
        flag_accessors(slot, a, &names)
    } else {
        optional_accessors(slot, a, &names)
    }
}

/// The names of an attribute's four accessors.
struct AccessorNames {
    /// `x`: the value.
    get: syn::Ident,
    /// `x_attr`: the attribute.
    raw: syn::Ident,
    /// `set_x`: sets it by its value.
    set: syn::Ident,
    /// `set_x_attr`: sets the attribute.
    raw_set: syn::Ident,
}

impl AccessorNames {
    /// The accessors' names of `a`.
    fn of(a: &AttrField) -> AccessorNames {
        AccessorNames {
            get: a.name.clone(),
            raw: format_ident!("{}_attr", a.name),
            set: format_ident!("set_{}", a.name),
            raw_set: format_ident!("set_{}_attr", a.name),
        }
    }
}

/// The generics and IR parameter of a value getter: `<'ir>` only where
/// the value may borrow (`fn x(self, ir: &IrView) -> i64` otherwise).
fn ir_borrow(a: &AttrField) -> (TokenStream, TokenStream) {
    if field_may_borrow(a) {
        (quote!(<'ir>), quote!(&'ir __mlir::IrView))
    } else {
        (quote!(), quote!(&__mlir::IrView))
    }
}

/// `<C as AttrConstraint>::item`, spanned at the constraint so that a
/// wrong one is reported there.
fn constraint_item(a: &AttrField, item: &str) -> TokenStream {
    let c = &a.constraint;
    let item = syn::Ident::new(item, c.span());
    quote_spanned!(at(c.span())=> <#c as __mlir::AttrConstraint>::#item)
}

/// The accessors of a required attribute, which panic on IR that did not
/// verify.
fn required_accessors(slot: usize, a: &AttrField, names: &AccessorNames) -> TokenStream {
    let AccessorNames { get, raw, set, raw_set } = names;
    let (c, mlir_name) = (&a.constraint, &a.mlir_name);
    let (generics, ir_ref) = ir_borrow(a);
    // Spanned at the constraint, so a wrong one is reported there.
    let value = field_value_type(a, &quote!('_));
    let value_of_ir = field_value_type(a, &quote!('ir));
    let (to_attr, value_of) = (constraint_item(a, "to_attr"), constraint_item(a, "value"));
    // The value's conversion and the read are spanned there for the same
    // reason: a wrong constraint is one error at its span.
    let named = from_named_value(a, quote_spanned!(at(c.span())=> value));
    let value_to_attr = quote_spanned!(at(c.span())=> #to_attr(ir.ctx(), #named));
    let read = as_named_value(
        a,
        quote_spanned!(at(c.span())=> __mlir::attr_value(ir, self.op, #slot, #mlir_name, #value_of)),
    );
    let doc =
        format!("The value of the `{mlir_name}` attribute (panics on IR that did not verify).");
    let raw_doc = format!("The `{mlir_name}` attribute (panics on IR that did not verify).");
    quote! {
        #[doc = #doc]
        pub fn #get #generics(self, ir: #ir_ref) -> #value_of_ir {
            #read
        }
        #[doc = #raw_doc]
        pub fn #raw(self, ir: &__mlir::IrView) -> __mlir::Attribute {
            __mlir::required_attr(ir, self.op, #slot, #mlir_name)
        }
        #[doc = concat!("Sets the `", #mlir_name, "` attribute to the one standing for `value`.")]
        pub fn #set(self, ir: &mut __mlir::IrView, value: #value) {
            let attr = #value_to_attr;
            ir.set_prop(self.op, #slot, ::core::option::Option::Some(attr));
        }
        #[doc = concat!("Sets the `", #mlir_name, "` attribute.")]
        pub fn #raw_set(self, ir: &mut __mlir::IrView, attr: __mlir::Attribute) {
            ir.set_prop(self.op, #slot, ::core::option::Option::Some(attr));
        }
    }
}

/// The accessors of an attribute with a default, read as the default
/// when absent.
fn defaulted_accessors(slot: usize, a: &AttrField, names: &AccessorNames) -> TokenStream {
    let AccessorNames { get, .. } = names;
    let (c, mlir_name) = (&a.constraint, &a.mlir_name);
    let (generics, ir_ref) = ir_borrow(a);
    let value_of_ir = field_value_type(a, &quote!('ir));
    let value_of = constraint_item(a, "value");
    let read = as_named_value(
        a,
        quote_spanned!(at(c.span())=> __mlir::value_of_attr(ir.ctx(), attr, #mlir_name, #value_of)),
    );
    let default = format_ident!("default_{slot}");
    let (raw_get, raw_set) = optional_raw_accessors(slot, a, names);
    let set = optional_value_setter(slot, a, names, "Sets or removes (back to the default) the `");
    quote! {
        #[doc = concat!("The value of the `", #mlir_name, "` attribute, or its default when absent.")]
        pub fn #get #generics(self, ir: #ir_ref) -> #value_of_ir {
            let attr = self.op.props(ir).get(#slot).copied().flatten();
            let attr = attr.unwrap_or_else(|| #default(ir.ctx()));
            #read
        }
        #raw_get
        #set
        #raw_set
    }
}

/// The accessors of a unit flag (`Option<UnitAttr>`), spoken as `bool`.
fn flag_accessors(slot: usize, a: &AttrField, names: &AccessorNames) -> TokenStream {
    let AccessorNames { get, set, .. } = names;
    let mlir_name = &a.mlir_name;
    let (raw_get, raw_set) = optional_raw_accessors(slot, a, names);
    quote! {
        #[doc = concat!("Whether the `", #mlir_name, "` flag is set.")]
        pub fn #get(self, ir: &__mlir::IrView) -> bool {
            self.op.props(ir).get(#slot).copied().flatten().is_some()
        }
        #raw_get
        #[doc = concat!("Sets or clears the `", #mlir_name, "` flag.")]
        pub fn #set(self, ir: &mut __mlir::IrView, value: bool) {
            let attr = value.then(|| ir.ctx().unit_attr());
            ir.set_prop(self.op, #slot, attr);
        }
        #raw_set
    }
}

/// The accessors of an optional attribute without a default.
fn optional_accessors(slot: usize, a: &AttrField, names: &AccessorNames) -> TokenStream {
    let AccessorNames { get, .. } = names;
    let (c, mlir_name) = (&a.constraint, &a.mlir_name);
    let (generics, ir_ref) = ir_borrow(a);
    let value_of_ir = field_value_type(a, &quote!('ir));
    // `Option<…>` of the value needs it sized: spanned at the constraint.
    let optional_of_ir = quote_spanned!(at(c.span())=> ::core::option::Option<#value_of_ir>);
    let value_of = constraint_item(a, "value");
    // The value mapped to the named type when there is one.
    let named_some = a.value.is_some().then(|| {
        let v = as_named_value(a, quote_spanned!(at(c.span())=> v));
        quote!(.map(|v| #v))
    });
    // Spanned at the constraint like the signature: a wrong constraint
    // is then reported once, there (rustc merges identical errors).
    let read = quote_spanned! {at(c.span())=>
        match self.op.props(ir).get(#slot).copied().flatten() {
            ::core::option::Option::Some(attr) => #value_of(ir.ctx(), attr)#named_some,
            ::core::option::Option::None => ::core::option::Option::None,
        }
    };
    let (raw_get, raw_set) = optional_raw_accessors(slot, a, names);
    let set = optional_value_setter(slot, a, names, "Sets or removes the `");
    quote! {
        #[doc = concat!("The value of the `", #mlir_name, "` attribute, when present.")]
        pub fn #get #generics(self, ir: #ir_ref) -> #optional_of_ir {
            #read
        }
        #raw_get
        #set
        #raw_set
    }
}

/// `x_attr` and `set_x_attr` of an attribute that may be absent.
fn optional_raw_accessors(
    slot: usize,
    a: &AttrField,
    names: &AccessorNames,
) -> (TokenStream, TokenStream) {
    let AccessorNames { raw, raw_set, .. } = names;
    let mlir_name = &a.mlir_name;
    let get = quote! {
        #[doc = concat!("The `", #mlir_name, "` attribute, when present.")]
        pub fn #raw(self, ir: &__mlir::IrView) -> ::core::option::Option<__mlir::Attribute> {
            self.op.props(ir).get(#slot).copied().flatten()
        }
    };
    let set = quote! {
        #[doc = concat!("Sets or removes the `", #mlir_name, "` attribute.")]
        pub fn #raw_set(self, ir: &mut __mlir::IrView, attr: ::core::option::Option<__mlir::Attribute>) {
            ir.set_prop(self.op, #slot, attr);
        }
    };
    (get, set)
}

/// `set_x` of an attribute that may be absent, taking its value as an
/// `Option`; `doc` starts its doc line.
fn optional_value_setter(
    slot: usize,
    a: &AttrField,
    names: &AccessorNames,
    doc: &str,
) -> TokenStream {
    let set = &names.set;
    let (c, mlir_name) = (&a.constraint, &a.mlir_name);
    // Spanned at the constraint: `Option<…>` needs the value sized, and
    // the closure's parameter has the constraint's value type.
    let value = field_value_type(a, &quote!('_));
    let optional = quote_spanned!(at(c.span())=> ::core::option::Option<#value>);
    let to_attr = constraint_item(a, "to_attr");
    let v = from_named_value(a, quote_spanned!(at(c.span())=> v));
    let map_to_attr = quote_spanned!(at(c.span())=> value.map(|v| #to_attr(ir.ctx(), #v)));
    quote! {
        #[doc = concat!(#doc, #mlir_name, "` attribute by its value.")]
        pub fn #set(self, ir: &mut __mlir::IrView, value: #optional) {
            let attr = #map_to_attr;
            ir.set_prop(self.op, #slot, attr);
        }
    }
}

/// The MLIR name of an attribute or region without `rename`: its
/// camel-case form when the dialect asks for it (`rename_all =
/// "camelCase"`), a choice made at compile time.
pub(super) fn camel_or(dialect: &syn::Type, written: &str, camel: &str) -> TokenStream {
    quote!(if <#dialect as __mlir::Dialect>::CAMEL_CASE_ATTRS { #camel } else { #written })
}

/// Each attribute's MLIR name; without `rename`, the dialect's
/// `rename_all` may choose the camel-case form (a compile-time choice).
pub(super) fn attr_names(model: &OpModel) -> Vec<TokenStream> {
    let dialect = &model.dialect;
    model
        .attrs
        .iter()
        .map(|a| {
            let name = &a.mlir_name;
            match &a.camel_name {
                Some(camel) => camel_or(dialect, name, camel),
                None => quote!(#name),
            }
        })
        .collect()
}

/// The `RegionSpec` of each region (named as attributes are).
pub(super) fn region_specs(model: &OpModel) -> Vec<TokenStream> {
    let dialect = &model.dialect;
    let spec = |r: &PartField| {
        let c = &r.constraint;
        let variadic = r.arity == Arity::Variadic;
        let written = r.name.unraw().to_string();
        let name = match &r.rename {
            Some(name) => quote!(#name),
            None => match crate::names::camel_case(&written) {
                camel if camel != written => camel_or(dialect, &written, &camel),
                _ => quote!(#written),
            },
        };
        quote! {
            __mlir::RegionSpec {
                name: #name,
                variadic: #variadic,
                check: <#c as __mlir::RegionConstraint>::is_satisfied,
                description: <#c as __mlir::RegionConstraint>::description,
            }
        }
    };
    model.regions.iter().map(spec).collect()
}

/// The `AttrSpec` of each attribute, named `names`.
pub(super) fn attr_specs(model: &OpModel, names: &[TokenStream]) -> Vec<TokenStream> {
    let spec = |(a, name): (&AttrField, &TokenStream)| {
        let required = a.required;
        let c = &a.constraint;
        quote! {
            __mlir::AttrSpec {
                name: #name,
                required: #required,
                check: <#c as __mlir::AttrConstraint>::is_satisfied,
                description: <#c as __mlir::AttrConstraint>::description,
                converts: <#c as __mlir::AttrConstraint>::conversion_error,
                property: <#c as __mlir::AttrConstraint>::IS_PROPERTY,
                normalize: <#c as __mlir::AttrConstraint>::normalize,
            }
        }
    };
    model.attrs.iter().zip(names).map(spec).collect()
}

/// Each attribute's entry of `prop_defaults` and of `optional_defaults`,
/// and the functions building the defaults that entries name.
pub(super) fn attr_defaults(model: &OpModel) -> (Vec<TokenStream>, Vec<TokenStream>, TokenStream) {
    let mut default_fns = TokenStream::new();
    let mut optional = Vec::new();
    let defaults = model
        .attrs
        .iter()
        .enumerate()
        .map(|(slot, a)| match &a.default {
            Some(expr) => {
                let f = format_ident!("default_{slot}");
                let body = default_body(&a.constraint, expr);
                default_fns.extend(quote! {
                    #[allow(unused_qualifications)]
                    fn #f(ctx: &__mlir::Context) -> __mlir::Attribute {
                        #body
                    }
                });
                // An optional attribute with a default (ODS's
                // `DefaultValuedOptionalAttr`) is not materialized: its
                // accessor falls back on the default.
                if a.optional {
                    optional.push(quote!(::core::option::Option::Some(#f)));
                    quote!(::core::option::Option::None)
                } else {
                    optional.push(quote!(::core::option::Option::None));
                    quote!(::core::option::Option::Some(#f))
                }
            }
            None => {
                optional.push(quote!(::core::option::Option::None));
                quote!(::core::option::Option::None)
            }
        })
        .collect();
    (defaults, optional, default_fns)
}

/// The body of the function building default `expr` of constraint `c`.
fn default_body(c: &syn::Type, expr: &syn::Expr) -> TokenStream {
    // A closure builds the attribute from the context; any other
    // expression is the default value (`FastMathFlags::NONE`).
    if matches!(expr, syn::Expr::Closure(_)) {
        quote! {
            // The expected type lets `|ctx| …` infer its parameter.
            let default: fn(&__mlir::Context) -> __mlir::Attribute = #expr;
            default(ctx)
        }
    } else {
        // Through a function pointer named at the constraint: a constraint
        // of the wrong kind is one error there (the value then checks
        // against nothing), a value of the wrong type one error at the value.
        let to_attr = quote_spanned!(at(c.span())=> <#c as __mlir::AttrConstraint>::to_attr);
        quote_spanned! {at(c.span())=>
            let to_attr: fn(&__mlir::Context, _) -> __mlir::Attribute = #to_attr;
            to_attr(ctx, #expr)
        }
    }
}
