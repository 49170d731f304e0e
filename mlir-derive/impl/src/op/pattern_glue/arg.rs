//! One argument of an op as patterns see it ([`ArgGlue`]): how it is read,
//! what creating the op takes for it, and how it reaches the typed
//! builder, for each kind of argument (operand group, attribute, single
//! region, single successor).

use proc_macro2::{Span, TokenStream};
use quote::{quote, quote_spanned};
use syn::spanned::Spanned;

use crate::op::model::{Arity, AttrField, PartField};
use crate::op::value_types::field_value_type;
use crate::spans::at;

/// How one argument is read, given and passed to the typed builder.
pub(super) struct ArgGlue {
    pub(super) name: syn::Ident,
    /// The expression reading it from `self` and `ir`.
    pub(super) read: TokenStream,
    /// What reading it gives, with lifetime `'ir`.
    pub(super) value: TokenStream,
    /// What creating the op takes for it.
    pub(super) input: TokenStream,
    /// Whether creating the op needs it.
    pub(super) required: bool,
    /// The builder's argument, from the build struct's field `b.#name`
    /// (`None` ends `build_from` without creating anything).
    pub(super) pass: TokenStream,
    /// A defaulted attribute: the builder takes it last.
    pub(super) defaulted: bool,
    /// A variadic operand, collected into a `Vec` first.
    pub(super) variadic: bool,
    /// A region (its index): not a builder argument; a given region's
    /// blocks move into the created op's region.
    pub(super) region: Option<usize>,
    /// A successor: the builder takes it after the other arguments.
    pub(super) successor: bool,
    /// An attribute's constraint: a bound of the glue (see
    /// `constraint_bound`) and the span of its build slot.
    pub(super) constraint: Option<syn::Type>,
}

impl ArgGlue {
    /// Whether the argument is an operand group (no region, successor or
    /// attribute): a conversion rule converts the values given to it.
    pub(super) fn is_operand(&self) -> bool {
        self.region.is_none() && !self.successor && self.constraint.is_none()
    }
}

/// The glue of a single successor.
pub(super) fn successor_glue(p: &PartField) -> ArgGlue {
    let name = p.name.clone();
    ArgGlue {
        read: quote!(self.#name(ir)),
        pass: quote!(build.#name?),
        name,
        value: quote!(__mlir::Block),
        input: quote!(__mlir::Block),
        required: true,
        defaulted: false,
        variadic: false,
        region: None,
        successor: true,
        constraint: None,
    }
}

/// The glue of single region `index`.
pub(super) fn region_glue(p: &PartField, index: usize) -> ArgGlue {
    ArgGlue {
        name: p.name.clone(),
        read: quote!(self.op.region(ir, #index)),
        value: quote!(__mlir::Region),
        input: quote!(__mlir::Region),
        required: false,
        pass: TokenStream::new(),
        defaulted: false,
        variadic: false,
        region: Some(index),
        successor: false,
        constraint: None,
    }
}

/// The glue of operand group `group`.
pub(super) fn operand_glue(p: &PartField, group: usize) -> ArgGlue {
    let name = p.name.clone();
    let take = quote!(build.#name);
    let read = quote!(self.#name(ir));
    match p.arity {
        Arity::Single => ArgGlue {
            name,
            read,
            value: quote!(__mlir::Value),
            input: quote!(__mlir::Value),
            required: true,
            pass: quote!(#take?),
            defaulted: false,
            variadic: false,
            region: None,
            successor: false,
            constraint: None,
        },
        Arity::Optional => ArgGlue {
            name,
            read,
            value: quote!(::core::option::Option<__mlir::Value>),
            input: quote!(__mlir::Value),
            required: false,
            pass: take,
            defaulted: false,
            variadic: false,
            region: None,
            successor: false,
            constraint: None,
        },
        Arity::Variadic => ArgGlue {
            name,
            read: quote! {
                __mlir::pattern::OperandGroup::new(
                    self.op,
                    OPERANDS.range(ir, self.op, self.op.num_operands(ir), #group),
                )
            },
            value: quote!(__mlir::pattern::OperandGroup),
            input: quote!(::std::vec::Vec<__mlir::Value>),
            required: false,
            pass: quote!(&#take.unwrap_or_default()),
            defaulted: false,
            variadic: true,
            region: None,
            successor: false,
            constraint: None,
        },
    }
}

/// An attribute's glue: read as its accessor gives it, given as its typed
/// builder takes it (a value, `Option` of it when it may be left out, or a
/// flag's `bool`).
pub(super) fn attr_glue(a: &AttrField) -> ArgGlue {
    let name = a.name.clone();
    let take = quote!(build.#name);
    let value_ir = with_lifetime(a, field_value_type(a, &quote!('ir)), "'ir");
    let value_static = with_lifetime(a, field_value_type(a, &quote!('static)), "'static");
    let flag = crate::op::expand::is_flag(a);
    let (value, input, required, pass) = if a.default.is_some() {
        (value_ir, value_static, false, take)
    } else if a.required {
        (value_ir, value_static, true, quote!(#take?))
    } else if flag {
        (quote!(bool), quote!(bool), false, quote!(#take.unwrap_or(false)))
    } else {
        let c = &a.constraint;
        (
            quote_spanned!(at(c.span())=> ::core::option::Option<#value_ir>),
            value_static,
            false,
            take,
        )
    };
    ArgGlue {
        read: quote!(self.#name(ir)),
        name,
        value,
        input,
        required,
        pass,
        defaulted: a.default.is_some(),
        variadic: false,
        region: None,
        successor: false,
        constraint: Some(a.constraint.clone()),
    }
}

/// A field's value type as an associated type writes it: a reference the
/// field names without a lifetime (`value = &str`) gets `lifetime`.
fn with_lifetime(a: &AttrField, written: TokenStream, lifetime: &str) -> TokenStream {
    match &a.value {
        Some(syn::Type::Reference(r))
            if r.lifetime.is_none() || r.lifetime.as_ref().is_some_and(|l| l.ident == "_") =>
        {
            let mut r = r.clone();
            r.lifetime = Some(syn::Lifetime::new(lifetime, Span::call_site()));
            quote!(#r)
        }
        _ => written,
    }
}

/// Attribute constraint `c` as a bound of the glue that calls the
/// attribute's accessors or builder. Under a binder, so rustc does not
/// check it as a trivial bound: a wrong constraint leaves the impl unusable
/// and silent, its one error being at the field.
pub(super) fn constraint_bound(c: &syn::Type) -> TokenStream {
    quote_spanned!(at(c.span())=> for<'__c> #c: __mlir::AttrConstraint)
}
