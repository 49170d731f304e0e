//! Code generation for a resolved format: the static `OpFormat` tables
//! (with MLIR's generator-time spacing decided here, per element), the
//! type sources of the groups the format leaves out, the wrappers of
//! custom directives, and const assertions for what only the constraint
//! types know (buildable types, attribute syntaxes that could collide).

use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote, quote_spanned};
use syn::ext::IdentExt;

use super::resolve::{Anchor, CustomArg, Elem, Resolved, Start, TypeOf};
use crate::asm_format::spacing::Spacing;
use crate::op::model::ViaKind;
use crate::op::model::{Arity, OpModel, lists_trait};
use crate::spans::at;

impl Spacing {
    /// Steps the state over `e`; returns whether a blank precedes it. A
    /// group's elements step it themselves, in order (then, else), so the
    /// state at its end carries over to what follows, as in MLIR.
    fn step(&mut self, e: &Elem) -> bool {
        match e {
            Elem::Literal(text) => self.literal(text),
            Elem::Space => self.space(),
            Elem::NoSpace => self.no_space(),
            Elem::AttrDict(_) => self.attr_dict(),
            Elem::Newline | Elem::Optional { .. } | Elem::OIList(_) => false,
            Elem::Operand(_)
            | Elem::Operands
            | Elem::Attr { .. }
            | Elem::Successor(_)
            | Elem::Successors
            | Elem::Region(_)
            | Elem::Regions
            | Elem::Type(..)
            | Elem::FunctionalType(..)
            | Elem::PropDict
            | Elem::Custom { .. } => self.variable(),
        }
    }
}

/// Everything generated for an op's format.
pub(crate) struct FormatCode {
    /// Items placed in the op's const block (wrappers, assertions, the
    /// `FORMAT` static).
    pub items: TokenStream,
}

fn type_of(of: TypeOf) -> TokenStream {
    match of {
        TypeOf::Operand(i) => {
            let i = i as u16;
            quote!(__mlir::format::TypeOf::Operand(#i))
        }
        TypeOf::Result(i) => {
            let i = i as u16;
            quote!(__mlir::format::TypeOf::Result(#i))
        }
        TypeOf::Operands => quote!(__mlir::format::TypeOf::Operands),
        TypeOf::Results => quote!(__mlir::format::TypeOf::Results),
    }
}

fn anchor(a: Anchor) -> TokenStream {
    match a {
        Anchor::Operand(i) => {
            let i = i as u16;
            quote!(__mlir::format::Anchor::Operand(#i))
        }
        Anchor::Attr(i) => {
            let i = i as u16;
            quote!(__mlir::format::Anchor::Attr(#i))
        }
        Anchor::ElidedUnitAttr(i) => {
            let i = i as u16;
            quote!(__mlir::format::Anchor::ElidedUnitAttr(#i))
        }
        Anchor::Region(i) => {
            let i = i as u16;
            quote!(__mlir::format::Anchor::Region(#i))
        }
        Anchor::Successor(i) => {
            let i = i as u16;
            quote!(__mlir::format::Anchor::Successor(#i))
        }
        Anchor::Type(of) => {
            let of = type_of(of);
            quote!(__mlir::format::Anchor::Type(#of))
        }
        Anchor::Never => quote!(__mlir::format::Anchor::Never),
    }
}

struct Gen<'m> {
    model: &'m OpModel,
    spacing: Spacing,
    customs: Vec<TokenStream>,
    span: Span,
}

impl Gen<'_> {
    fn elements(&mut self, elems: &[Elem]) -> TokenStream {
        let items: Vec<TokenStream> = elems.iter().filter_map(|e| self.element(e)).collect();
        quote!(&[#(#items),*])
    }

    fn element(&mut self, e: &Elem) -> Option<TokenStream> {
        let space = self.spacing.step(e);
        Some(match e {
            Elem::Literal(text) => {
                quote!(__mlir::format::Element::Literal { text: #text, space: #space })
            }
            Elem::Space => quote!(__mlir::format::Element::Space),
            Elem::NoSpace => return None,
            Elem::Newline => quote!(__mlir::format::Element::Newline),
            Elem::Operand(i) => {
                let i = *i as u16;
                quote!(__mlir::format::Element::Operand { group: #i, space: #space })
            }
            Elem::Operands => {
                quote!(__mlir::format::Element::Operands { space: #space })
            }
            Elem::Attr { index, qualified } => {
                let c = &self.model.attrs[*index].constraint;
                let slot = *index as u16;
                let syntax = if *qualified {
                    quote!(<#c as __mlir::AttrConstraint>::SYNTAX.qualified())
                } else {
                    quote!(<#c as __mlir::AttrConstraint>::SYNTAX)
                };
                quote!(__mlir::format::Element::Attr {
                    slot: #slot,
                    syntax: #syntax,
                    kind: <#c as __mlir::AttrConstraint>::converts,
                    space: #space,
                })
            }
            Elem::Successor(i) => {
                let i = *i as u16;
                quote!(__mlir::format::Element::Successor { group: #i, space: #space })
            }
            Elem::Successors => {
                quote!(__mlir::format::Element::Successors { space: #space })
            }
            Elem::Region(i) => {
                let i = *i as u16;
                quote!(__mlir::format::Element::Region { group: #i, space: #space })
            }
            Elem::Regions => {
                quote!(__mlir::format::Element::Regions { space: #space })
            }
            Elem::Type(of, qualified) => {
                // ODS checks and strips the kind of a single value's type
                // only: a variadic group's types are a plain list.
                let value = match *of {
                    TypeOf::Operand(i) => Some(&self.model.operands[i]),
                    TypeOf::Result(i) => Some(&self.model.results[i]),
                    TypeOf::Operands | TypeOf::Results => None,
                };
                let constraint =
                    value.filter(|v| !matches!(v.arity, Arity::Variadic)).map(|v| &v.constraint);
                let none = quote!(::core::option::Option::None);
                let kind = match constraint {
                    Some(c) => quote!(<#c as __mlir::TypeConstraint>::KIND),
                    None => none.clone(),
                };
                // A type of one dialect kind is written stripped unless
                // `qualified(…)`.
                let stripped = match constraint {
                    Some(c) if !qualified => quote!(<#c as __mlir::TypeConstraint>::STRIPPED),
                    _ => none,
                };
                let of = type_of(*of);
                quote!(__mlir::format::Element::Type {
                    of: #of,
                    kind: #kind,
                    stripped: #stripped,
                    space: #space,
                })
            }
            Elem::FunctionalType(i, r) => {
                let (i, r) = (type_of(*i), type_of(*r));
                quote!(__mlir::format::Element::FunctionalType { inputs: #i, results: #r, space: #space })
            }
            Elem::AttrDict(keyword) => {
                quote!(__mlir::format::Element::AttrDict { keyword: #keyword })
            }
            Elem::PropDict => {
                quote!(__mlir::format::Element::PropDict { space: #space })
            }
            Elem::Custom { name, args } => {
                let directive = self.custom(name, args);
                quote!(__mlir::format::Element::Custom { directive: &#directive, space: #space })
            }
            Elem::Optional { then, otherwise, anchor: a, inverted } => {
                let then = self.elements(then);
                let otherwise = self.elements(otherwise);
                let a = anchor(*a);
                quote!(__mlir::format::Element::Optional(&__mlir::format::OptionalGroup {
                    then: #then,
                    otherwise: #otherwise,
                    anchor: #a,
                    inverted: #inverted,
                }))
            }
            Elem::OIList(clauses) => {
                let clauses: Vec<TokenStream> = clauses
                    .iter()
                    .map(|(keyword, elements, a)| {
                        // The keyword, first, is written by the core itself:
                        // it only steps the spacing.
                        let rest = match elements.split_first() {
                            Some((first, rest)) => {
                                self.spacing.step(first);
                                rest
                            }
                            None => &[],
                        };
                        let elements = self.elements(rest);
                        let a = anchor(*a);
                        quote!(__mlir::format::OIClause { keyword: #keyword, elements: #elements, anchor: #a })
                    })
                    .collect();
                quote!(__mlir::format::Element::OIList(&[#(#clauses),*]))
            }
        })
    }

    /// The wrappers of one `custom<Name>(…)` use; returns the static's name.
    fn custom(&mut self, name: &str, args: &[CustomArg]) -> syn::Ident {
        let n = self.customs.len();
        let directive = format_ident!("CUSTOM_{}", n);
        let parse_fn = format_ident!("custom_parse_{}", n);
        let print_fn = format_ident!("custom_print_{}", n);
        let snake = crate::names::snake_case(name);
        let user_parse = format_ident!("parse_{}", snake, span = self.span);
        let user_print = format_ident!("print_{}", snake, span = self.span);
        let mut code = CustomArgCode::default();
        for (k, arg) in args.iter().enumerate() {
            let local = format_ident!("arg{}", k);
            let (is_ref, arg) = match arg {
                CustomArg::Ref(inner) => (true, &**inner),
                other => (false, other),
            };
            code.push(&local, is_ref, arg);
        }
        let CustomArgCode { takes, parse_args, puts, print_lets, print_args } = code;
        self.customs.push(quote! {
            #[allow(unused_variables)]
            fn #parse_fn(
                p: &mut __mlir::Parser<'_>,
                state: &mut __mlir::OperationState,
                s: &mut __mlir::format::FormatParseState,
            ) -> __mlir::PResult<()> {
                let at = p.offset();
                #(#takes)*
                #user_parse(p, #(#parse_args),*)?;
                #(#puts)*
                ::std::result::Result::Ok(())
            }
            fn #print_fn(p: &mut __mlir::AsmPrinter<'_>, op: __mlir::Op) {
                let ir = p.ir();
                #(#print_lets)*
                #user_print(p, op, #(#print_args),*);
            }
            static #directive: __mlir::format::CustomDirective = __mlir::format::CustomDirective {
                name: #name,
                parse: #parse_fn,
                print: #print_fn,
            };
        });
        directive
    }
}

/// What one argument of a custom directive adds to its wrappers: the
/// parser's statements taking the value from the parse state before the
/// user's function and putting it back after, the argument passed, and the
/// printer's statement reading the value and the argument passed.
#[derive(Default)]
struct CustomArgCode {
    takes: Vec<TokenStream>,
    parse_args: Vec<TokenStream>,
    puts: Vec<TokenStream>,
    print_lets: Vec<TokenStream>,
    print_args: Vec<TokenStream>,
}

impl CustomArgCode {
    /// Adds argument `arg` (`ref(…)` when `is_ref`), held in `local`.
    fn push(&mut self, local: &syn::Ident, is_ref: bool, arg: &CustomArg) {
        match arg {
            CustomArg::Operand(i) => {
                let g = *i as u16;
                if is_ref {
                    self.takes.push(quote!(let #local = s.take_operands(#g); s.put_operands(#g, #local.clone(), at);));
                    self.parse_args.push(quote!(&#local));
                } else {
                    self.takes.push(quote!(let mut #local = s.take_operands(#g);));
                    self.parse_args.push(quote!(&mut #local));
                    self.puts.push(quote!(s.put_operands(#g, #local, at);));
                }
                self.print_lets
                    .push(quote!(let #local = __mlir::format::operand_group(ir, op, &FORMAT, #g);));
                self.print_args.push(quote!(&#local));
            }
            CustomArg::Successor(i) => {
                let g = *i as u16;
                if is_ref {
                    self.takes.push(quote!(let #local = s.take_successors(#g); s.put_successors(#g, #local.clone());));
                    self.parse_args.push(quote!(&#local));
                } else {
                    self.takes.push(quote!(let mut #local = s.take_successors(#g);));
                    self.parse_args.push(quote!(&mut #local));
                    self.puts.push(quote!(s.put_successors(#g, #local);));
                }
                self.print_lets.push(
                    quote!(let #local = __mlir::format::successor_group(ir, op, &FORMAT, #g);),
                );
                self.print_args.push(quote!(&#local));
            }
            CustomArg::Attr(i) => {
                let slot = *i as u16;
                if is_ref {
                    self.takes.push(quote!(let #local = s.attr(#slot);));
                    self.parse_args.push(quote!(#local));
                } else {
                    self.takes.push(quote!(let mut #local = s.attr(#slot);));
                    self.parse_args.push(quote!(&mut #local));
                    self.puts.push(quote!(s.set_attr(#slot, #local);));
                }
                let slot = *i;
                self.print_lets
                    .push(quote!(let #local = op.props(ir).get(#slot).copied().flatten();));
                self.print_args.push(quote!(#local));
            }
            CustomArg::Region(i) => {
                let g = *i as u16;
                self.takes.push(quote!(let mut #local = s.take_regions(p, state);));
                self.parse_args.push(quote!(&mut #local));
                self.puts.push(quote!(s.put_regions(p, #g, #local, at)?;));
                self.print_lets
                    .push(quote!(let #local = __mlir::format::region_group(ir, op, &FORMAT, #g);));
                self.print_args.push(quote!(&#local));
            }
            CustomArg::AttrDict => {
                if is_ref {
                    self.takes.push(quote!(let #local = state.attrs.clone();));
                    self.parse_args.push(quote!(&#local));
                } else {
                    self.takes.push(quote!(let mut #local = ::std::vec::Vec::new();));
                    self.parse_args.push(quote!(&mut #local));
                    self.puts.push(quote!(s.put_attr_dict(p, state, #local);));
                }
                self.print_lets.push(quote!(let #local = p.op_attributes(op);));
                self.print_args.push(quote!(&#local));
            }
            CustomArg::Type(of) => {
                let t = type_of(*of);
                if is_ref {
                    self.takes.push(quote!(let #local = s.types(#t);));
                    self.parse_args.push(quote!(&#local));
                } else {
                    self.takes.push(quote!(let mut #local = s.take_types(#t);));
                    self.parse_args.push(quote!(&mut #local));
                    self.puts.push(quote!(s.put_types(#t, #local);));
                }
                let values = match *of {
                    TypeOf::Operand(i) => {
                        let g = i as u16;
                        quote!(__mlir::format::operand_group(ir, op, &FORMAT, #g))
                    }
                    TypeOf::Result(i) => {
                        let g = i as u16;
                        quote!(__mlir::format::result_group(ir, op, &FORMAT, #g))
                    }
                    TypeOf::Operands => quote!(op.operands(ir).collect::<::std::vec::Vec<_>>()),
                    TypeOf::Results => quote!(op.results(ir).collect::<::std::vec::Vec<_>>()),
                };
                self.print_lets.push(quote!(let #local: ::std::vec::Vec<__mlir::Type> = #values.iter().map(|v| v.ty(ir)).collect();));
                self.print_args.push(quote!(&#local));
            }
            CustomArg::Ref(_) => {}
        }
    }
}

/// Whether `elements` hold a `prop-dict` (in a group or not).
fn has_prop_dict(elements: &[Elem]) -> bool {
    elements.iter().any(|e| match e {
        Elem::PropDict => true,
        Elem::Optional { then, otherwise, .. } => has_prop_dict(then) || has_prop_dict(otherwise),
        Elem::OIList(clauses) => clauses.iter().any(|(_, elements, _)| has_prop_dict(elements)),
        _ => false,
    })
}

/// Whether the op implements an interface, by its last path segment.
pub(crate) fn lists_interface(model: &OpModel, name: &str) -> bool {
    model.interfaces.iter().any(|(t, _)| match t {
        syn::Type::Path(p) => p.path.segments.last().is_some_and(|s| {
            // Listed as the interface, or as its model trait with a model.
            s.ident == name || s.ident.to_string().strip_suffix("Model") == Some(name)
        }),
        _ => false,
    })
}

/// The group whose (first) type a value's type is the same as, by the
/// op's traits (`SameOperandsAndResultType`, `SameTypeOperands`): `(is a
/// result, index)` of the first group the format writes.
fn same_type_source(model: &OpModel, r: &Resolved, is_result: bool) -> Option<(bool, usize)> {
    let first_written_operand = r.operand_written.iter().position(|w| *w);
    let first_written_result = r.result_written.iter().position(|w| *w);
    if lists_trait(model, "SameOperandsAndResultType") {
        first_written_operand.map(|i| (false, i)).or(first_written_result.map(|i| (true, i)))
    } else if lists_trait(model, "SameTypeOperands") && !is_result {
        first_written_operand.map(|i| (false, i))
    } else {
        None
    }
}

/// Whether the format takes result group `index`'s type from its
/// constraint's buildable type (`TypeSource::Buildable`): it writes no type
/// for it and nothing else gives one. The format's const assertion then
/// guarantees the constraint builds one.
pub(super) fn result_built_by_constraint(model: &OpModel, r: &Resolved, index: usize) -> bool {
    !r.result_written[index]
        && !r.result_custom[index]
        && model.results[index].type_from.is_none()
        && same_type_source(model, r, true).is_none()
        && !lists_interface(model, "InferTypeOpInterface")
}

/// The type source tokens of each operand and result group, plus const
/// assertions for buildable ones.
fn type_sources(
    model: &OpModel,
    r: &Resolved,
    asserts: &mut Vec<TokenStream>,
) -> (Vec<TokenStream>, Vec<TokenStream>) {
    let type_ref = |name: &syn::Ident| -> Option<TokenStream> {
        if let Some(i) = model.operands.iter().position(|p| p.name == *name) {
            let i = i as u16;
            return Some(quote!(__mlir::format::TypeRef::Operand(#i)));
        }
        if let Some(i) = model.results.iter().position(|p| p.name == *name) {
            let i = i as u16;
            return Some(quote!(__mlir::format::TypeRef::Result(#i)));
        }
        None
    };
    let attr_slot = |name: &syn::Ident| model.attrs.iter().position(|a| a.name == *name);
    let mut source = |written: bool,
                      custom: bool,
                      part: &crate::op::model::PartField,
                      is_result: bool,
                      index: usize|
     -> TokenStream {
        if custom {
            return quote!(__mlir::format::TypeSource::Custom);
        }
        if written {
            return quote!(__mlir::format::TypeSource::Written);
        }
        if let Some(from) = &part.type_from {
            if let Some(slot) = attr_slot(from) {
                let slot = slot as u16;
                return quote!(__mlir::format::TypeSource::AttrType(#slot));
            }
            if let Some(r) = type_ref(from) {
                return match (&part.via, part.via_kind) {
                    (Some(via), ViaKind::List) => {
                        quote!(__mlir::format::TypeSource::TransformedList(#r, #via))
                    }
                    (Some(via), ViaKind::Range) => {
                        quote!(__mlir::format::TypeSource::TransformedRange(#r, #via))
                    }
                    (Some(via), ViaKind::One) => {
                        quote!(__mlir::format::TypeSource::Transformed(#r, #via))
                    }
                    (None, _) => quote!(__mlir::format::TypeSource::SameAs(#r)),
                };
            }
        }
        if let Some((res, i)) = same_type_source(model, r, is_result) {
            let i = i as u16;
            return if res {
                quote!(__mlir::format::TypeSource::SameAs(__mlir::format::TypeRef::Result(#i)))
            } else {
                quote!(__mlir::format::TypeSource::SameAs(__mlir::format::TypeRef::Operand(#i)))
            };
        }
        if is_result && lists_interface(model, "InferTypeOpInterface") {
            return quote!(__mlir::format::TypeSource::Inferred);
        }
        let c = &part.constraint;
        let what = if is_result { "result" } else { "operand" };
        let name = part.name.unraw();
        let message = format!(
            "format: the type of {what} `{name}` (#{index}) is not written by the format (`type(${name})`), nothing infers it (`type_from`, `SameOperandsAndResultType`, an `InferTypeOpInterface` model), and its constraint `{}` builds no type",
            quote::ToTokens::to_token_stream(c).to_string().replace(' ', "")
        );
        // `assert!`'s message is a format string.
        let message = message.replace('{', "{{").replace('}', "}}");
        // At the field, which the message names.
        let buildable = quote!(<#c as __mlir::TypeConstraint>::BUILDABLE.is_some());
        asserts.push(quote_spanned!(at(part.name.span())=>
            const _: () = ::core::assert!(#buildable, #message);
        ));
        quote!(__mlir::format::buildable(<#c as __mlir::TypeConstraint>::BUILDABLE))
    };
    let operands = model
        .operands
        .iter()
        .enumerate()
        .map(|(i, p)| source(r.operand_written[i], r.operand_custom[i], p, false, i))
        .collect();
    let results = model
        .results
        .iter()
        .enumerate()
        .map(|(i, p)| source(r.result_written[i], r.result_custom[i], p, true, i))
        .collect();
    (operands, results)
}

fn start_tokens(s: &Start, model: &OpModel) -> Option<TokenStream> {
    Some(match s {
        Start::Literal(t) => quote!(__mlir::format::StartToken::Literal(#t)),
        Start::Percent => quote!(__mlir::format::StartToken::Percent),
        Start::Caret => quote!(__mlir::format::StartToken::Caret),
        Start::LBrace => quote!(__mlir::format::StartToken::Literal("{")),
        Start::Type => quote!(__mlir::format::StartToken::Type),
        Start::Attr(i) => {
            let c = &model.attrs[*i].constraint;
            quote!(__mlir::format::StartToken::Attr(<#c as __mlir::AttrConstraint>::SYNTAX))
        }
        Start::Unknown => return None,
    })
}

/// Generates the format's items.
pub(crate) fn expand(model: &OpModel, r: &Resolved, span: Span) -> FormatCode {
    let mut g = Gen { model, spacing: Spacing::start(), customs: Vec::new(), span };
    let elements = g.elements(&r.elements);
    let customs = g.customs;
    let mut asserts = Vec::new();
    let (operand_types, result_types) = type_sources(model, r, &mut asserts);
    for overlap in &r.attr_overlaps {
        let Some(other) = start_tokens(&overlap.other, model) else { continue };
        let c = &model.attrs[overlap.attr].constraint;
        // `assert!`'s message is a format string.
        let message = overlap.message.replace('{', "{{").replace('}', "}}");
        let distinct = quote! {
            !__mlir::format::may_overlap(
                __mlir::format::StartToken::Attr(<#c as __mlir::AttrConstraint>::SYNTAX),
                #other,
            )
        };
        // At the format string, which the message quotes with a caret.
        asserts.push(quote_spanned! {at(span)=>
            const _: () = ::core::assert!(#distinct, #message);
        });
    }
    // A property no attribute backs has no place in `attr-dict`: without a
    // `prop-dict`, the format must write it.
    let prop_dict = has_prop_dict(&r.elements);
    if !prop_dict {
        for (i, attr) in model.attrs.iter().enumerate() {
            if attr.synthetic || r.bound_attrs.contains(&i) {
                continue;
            }
            let c = &attr.constraint;
            let message = format!(
                "format: `{}` is a property no attribute backs, so `attr-dict` cannot hold it: write it in the format or add `prop-dict`",
                attr.mlir_name
            );
            let backed = quote!(!<#c as __mlir::AttrConstraint>::IS_PROPERTY);
            // At the format string, which leaves the property out.
            asserts.push(quote_spanned! {at(span)=>
                const _: () = ::core::assert!(#backed, #message);
            });
        }
    }
    let arity = |a: Arity| match a {
        Arity::Single => quote!(__mlir::Arity::Single),
        Arity::Optional => quote!(__mlir::Arity::Optional),
        Arity::Variadic => quote!(__mlir::Arity::Variadic),
    };
    let successors: Vec<TokenStream> = model.successors.iter().map(|s| arity(s.arity)).collect();
    let regions: Vec<TokenStream> = model.regions.iter().map(|s| arity(s.arity)).collect();
    let bound: Vec<u16> = r.bound_attrs.iter().map(|&i| i as u16).collect();
    let infer_results = result_types.iter().any(|t| t.to_string().contains("Inferred"));
    let items = quote! {
        #(#customs)*
        #(#asserts)*
        static FORMAT: __mlir::format::OpFormat = __mlir::format::OpFormat {
            elements: #elements,
            operands: &OPERANDS,
            results: &RESULTS,
            operand_types: &[#(#operand_types),*],
            result_types: &[#(#result_types),*],
            successors: &[#(#successors),*],
            regions: &[#(#regions),*],
            bound_attrs: &[#(#bound),*],
            infer_results: #infer_results,
            prop_dict: #prop_dict,
        };
    };
    FormatCode { items }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::asm_format::syntax::{self, Item, Node};

    /// The elements of a format string for spacing purposes: every
    /// variable an operand, `type(…)` its type, every group anchored on it.
    fn elems(items: &[Item]) -> Vec<Elem> {
        items
            .iter()
            .map(|item| match &item.node {
                Node::Literal(t) if t.is_empty() => Elem::NoSpace,
                Node::Literal(t) if t == " " => Elem::Space,
                Node::Literal(t) if t == "\\n" => Elem::Newline,
                Node::Literal(t) => Elem::Literal(t.clone()),
                Node::Var(_) => Elem::Operand(0),
                Node::Directive(d) if d == "attr-dict" => Elem::AttrDict(false),
                Node::Call(name, _) if name == "type" => Elem::Type(TypeOf::Operand(0), false),
                Node::Optional(then, otherwise) => Elem::Optional {
                    then: elems(then),
                    otherwise: elems(otherwise),
                    anchor: Anchor::Operand(0),
                    inverted: false,
                },
                other => panic!("not used in these tests: {other:?}"),
            })
            .collect()
    }

    /// Each printed element of `format` (`` `` `` and groups themselves
    /// print nothing) with whether a blank precedes it, walked in `Gen`'s
    /// order: a group's then part, then its else part.
    fn blanks(format: &str) -> Vec<(String, bool)> {
        fn walk(s: &mut Spacing, elems: &[Elem], out: &mut Vec<(String, bool)>) {
            for e in elems {
                let space = s.step(e);
                let name = match e {
                    Elem::Optional { then, otherwise, .. } => {
                        walk(s, then, out);
                        walk(s, otherwise, out);
                        continue;
                    }
                    Elem::NoSpace => continue,
                    Elem::Literal(t) => t.clone(),
                    Elem::Space => "` `".into(),
                    Elem::Newline => "`\\n`".into(),
                    Elem::AttrDict(_) => "attr-dict".into(),
                    Elem::Type(..) => "type".into(),
                    _ => "$".into(),
                };
                out.push((name, space));
            }
        }
        let items = syntax::parse(format).expect("the format parses");
        let mut s = Spacing::start();
        let mut out = Vec::new();
        walk(&mut s, &elems(&items), &mut out);
        out
    }

    fn expect(format: &str, expected: &[(&str, bool)]) {
        let got = blanks(format);
        let expected: Vec<(String, bool)> =
            expected.iter().map(|&(n, b)| (n.to_owned(), b)).collect();
        assert_eq!(got, expected, "spacing of {format:?}");
    }

    #[test]
    fn comma_between_operands() {
        // `%a, %b`: the comma hugs what precedes it.
        expect("$a `,` $b", &[("$", true), (",", false), ("$", true)]);
    }

    #[test]
    fn paren_after_a_keyword_or_a_variable() {
        // `to(%b)`, `@f(%a)`: no blank before `(`, nor inside the parens.
        expect(
            "$a `to` `(` $b `)`",
            &[("$", true), ("to", true), ("(", false), ("$", false), (")", false)],
        );
        expect("$a `(` $b `)`", &[("$", true), ("(", false), ("$", false), (")", false)]);
    }

    #[test]
    fn arrow_and_colon() {
        // `: i32 -> i64`, and `) -> i64` after punctuation.
        expect(
            "`:` type($a) `->` type($b)",
            &[(":", true), ("type", true), ("->", true), ("type", true)],
        );
        expect(
            "`(` type($a) `)` `->` type($b)",
            &[("(", false), ("type", false), (")", false), ("->", true), ("type", true)],
        );
    }

    #[test]
    fn brackets_and_angles() {
        // `[%a]`, `<%a>`: nothing inside; a keyword after `]` gets a blank.
        // First in the format, a bracket hugs the op name; a keyword
        // does not.
        expect("`[` $a `]` `x`", &[("[", false), ("$", false), ("]", false), ("x", true)]);
        expect("`<` $a `>`", &[("<", false), ("$", false), (">", false)]);
        expect("$a `[` $b `]`", &[("$", true), ("[", false), ("$", false), ("]", false)]);
        expect("`x` `<` $a `>`", &[("x", true), ("<", false), ("$", false), (">", false)]);
    }

    #[test]
    fn empty_literal_suppresses_the_blank() {
        // `overflow<nsw>`: `` glues the attribute to the keyword.
        expect("`overflow` `` $a", &[("overflow", true), ("$", false)]);
        // Before a literal that would otherwise get one: `%a:`.
        expect("$a `` `:` $b", &[("$", true), (":", false), ("$", true)]);
        // It only lasts for the next element.
        expect("`` `x` `y`", &[("x", false), ("y", true)]);
    }

    #[test]
    fn explicit_space_and_newline() {
        // `` ` ` `` prints the blank itself: the next element adds none.
        expect("$a ` ` `:` $b", &[("$", true), ("` `", false), (":", false), ("$", true)]);
        // `\n` leaves the state alone.
        expect("`[` `\\n` $a", &[("[", false), ("`\\n`", false), ("$", false)]);
    }

    #[test]
    fn attr_dict_counts_as_a_word() {
        // `{…} : i32`, and a `(` right after the dictionary.
        expect("attr-dict `:` type($a)", &[("attr-dict", false), (":", true), ("type", true)]);
        expect("`(` attr-dict `(`", &[("(", false), ("attr-dict", false), ("(", false)]);
    }

    #[test]
    fn optional_group_state_carries_over() {
        // The group's last element decides the blank before `y`, whether
        // or not the group is printed (MLIR decides at generation time).
        expect("`(` (`x` $a^)? `y`", &[("(", false), ("x", false), ("$", true), ("y", true)]);
        expect("`(` `y`", &[("(", false), ("y", false)]);
        // The else part continues from the end of the then part.
        expect("`(` ($a^) : (`b`)? `)`", &[("(", false), ("$", false), ("b", true), (")", false)]);
        // Groups inside groups too.
        expect(
            "`<` (`x` (`(` $a^)? `)`)? `y`",
            &[("<", false), ("x", false), ("(", false), ("$", false), (")", false), ("y", true)],
        );
    }
}
