//! Stage 2: the owned model of an op definition, built from the struct and
//! the parsed arguments.

use proc_macro2::Span;
use syn::ext::IdentExt;
use syn::spanned::Spanned;

pub(crate) use super::effects::Effect;
use super::hook::{HookFlag, OpHook};
use super::parse::{OpArgs, Role, field_role};
use crate::errors::Errors;
use crate::names::{camel_case, snake_case};

/// How a `via…` function maps types: the field attribute's option, which
/// the model keeps as parsed (it is defined by the parse stage, which
/// knows nothing of the model).
pub(crate) use super::parse::ViaKind;

/// How many values (or regions, successors) a field stands for.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum Arity {
    Single,
    Optional,
    Variadic,
}

/// An operand, result, region or successor field.
pub(crate) struct PartField {
    pub name: syn::Ident,
    pub arity: Arity,
    /// The constraint type, `Option<…>`/`Variadic<…>` removed.
    pub constraint: syn::Type,
    pub span: Span,
    /// `#[region(rename = "bodyRegion")]`: the name MLIR sees.
    pub rename: Option<String>,
    /// Where `rename` was written.
    pub rename_span: Option<Span>,
    /// `type_from = other`: where a format infers this value's type from.
    pub type_from: Option<syn::Ident>,
    /// `via = function`: the transformer applied to `other`'s type.
    pub via: Option<syn::Path>,
    /// How `via` maps types (one type, one type to a group's, or a group's
    /// to a group's).
    pub via_kind: ViaKind,
    /// Memory effects on the value (`effects = [MemRead]`).
    pub effects: Vec<Effect>,
    /// The constraint as its `#[op_fields]` group wrote it, for the docs
    /// (the field names it through the group's module).
    pub doc_constraint: Option<String>,
}

/// How an op's operand (or result) values divide among its groups, from
/// the segment traits it lists.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum Segments {
    /// No segment trait: at most one group may be variable-length.
    Implied,
    /// `SameVariadicOperandSize` / `SameVariadicResultSize`.
    SameSize,
    /// `AttrSizedOperandSegments` / `AttrSizedResultSegments`: the sizes are
    /// the property in this attribute slot.
    Sized(usize),
}

/// An inherent attribute field.
pub(crate) struct AttrField {
    pub name: syn::Ident,
    /// The name MLIR sees (the field name unless renamed).
    pub mlir_name: String,
    /// Where `rename` was written, if it was.
    pub rename_span: Option<Span>,
    /// The camel-case name a `rename_all = "camelCase"` dialect gives it,
    /// when there is no `rename` and it differs from `mlir_name`.
    pub camel_name: Option<String>,
    pub required: bool,
    pub constraint: syn::Type,
    pub span: Span,
    /// `Variadic<…>` was written (an error).
    pub variadic: bool,
    /// The default value (a function or closure of `&Context`).
    pub default: Option<syn::Expr>,
    /// `#[attr(value = T)]`: the constraint's value type, as signatures
    /// write it.
    pub value: Option<syn::Type>,
    /// `Option<…>` was written.
    pub optional: bool,
    /// The segment-size property the macro adds (no field, no builder
    /// parameter: the builder computes it).
    pub synthetic: bool,
    /// The constraint and the default value as an `#[op_fields]` group
    /// wrote them, for the docs.
    pub doc_constraint: Option<String>,
    pub doc_default: Option<String>,
}

/// An op definition.
pub(crate) struct OpModel {
    pub ident: syn::Ident,
    pub vis: syn::Visibility,
    /// Attributes on the struct other than `#[op]` (docs included).
    pub outer_attrs: Vec<syn::Attribute>,
    pub summary: String,
    pub description: String,
    pub dialect: syn::Type,
    pub mnemonic: syn::LitStr,
    pub traits: Vec<syn::Type>,
    /// Interfaces with their models, in declaration order.
    pub interfaces: Vec<(syn::Type, Option<syn::Expr>)>,
    pub crate_path: Option<syn::Path>,
    /// Hook flags given (`verify`, …), each once.
    pub hooks: Vec<HookFlag>,
    /// Canonicalization pattern types.
    pub patterns: Vec<syn::Type>,
    /// `format = "…"`.
    pub format: Option<syn::LitStr>,
    /// `effects = […]`: the op's own memory effects, when declared.
    pub effects: Option<Vec<Effect>>,
    pub generics_span: Option<Span>,
    pub operands: Vec<PartField>,
    pub results: Vec<PartField>,
    pub attrs: Vec<AttrField>,
    pub regions: Vec<PartField>,
    pub successors: Vec<PartField>,
    /// Every field's type as written (`Variadic<AnyType>`), so the generated
    /// code names it: rustc checks it exists and the user's imports count
    /// as used.
    pub field_types: Vec<syn::Type>,
    /// How operands divide among the operand groups.
    pub operand_segments: Segments,
    /// How results divide among the result groups.
    pub result_segments: Segments,
    /// Operands and attributes in declaration order (`true`: an attribute),
    /// each with its index in `operands` or `attrs`: ODS's `arguments`
    /// order, which the typed builder follows.
    pub arguments: Vec<(bool, usize)>,
}

/// The generic argument of `Wrapper<T>` when the last path segment is named
/// `wrapper`.
pub(crate) fn unwrap_generic<'a>(ty: &'a syn::Type, wrapper: &str) -> Option<&'a syn::Type> {
    let syn::Type::Path(path) = ty else { return None };
    let last = path.path.segments.last()?;
    if last.ident != wrapper {
        return None;
    }
    let syn::PathArguments::AngleBracketed(args) = &last.arguments else { return None };
    match args.args.first()? {
        syn::GenericArgument::Type(inner) if args.args.len() == 1 => Some(inner),
        _ => None,
    }
}

/// The arity and the bare constraint of a field type.
pub(crate) fn arity_of(ty: &syn::Type) -> (Arity, syn::Type) {
    if let Some(inner) = unwrap_generic(ty, "Option") {
        (Arity::Optional, inner.clone())
    } else if let Some(inner) = unwrap_generic(ty, "Variadic") {
        (Arity::Variadic, inner.clone())
    } else {
        (Arity::Single, ty.clone())
    }
}

/// Builds the model; `None` when the item cannot describe an op at all.
pub(crate) fn build(item: &syn::ItemStruct, args: OpArgs, errors: &mut Errors) -> Option<OpModel> {
    let (summary, description) = crate::docs::summary_and_description(&item.attrs);
    let Some(dialect) = args.dialect else {
        errors.at(args.span.unwrap_or(item.ident.span()), "`#[op]` needs `dialect = DialectType`");
        return None;
    };
    let Some(mnemonic) = args.name else {
        errors.at(args.span.unwrap_or(item.ident.span()), "`#[op]` needs `name = \"…\"`");
        return None;
    };
    let mut model = OpModel {
        ident: item.ident.clone(),
        vis: item.vis.clone(),
        outer_attrs: item.attrs.clone(),
        summary,
        description,
        dialect,
        mnemonic,
        traits: args.traits,
        interfaces: args.interfaces,
        crate_path: args.crate_path,
        hooks: args.hooks,
        patterns: args.patterns,
        format: args.format,
        effects: args.effects,
        generics_span: (!item.generics.params.is_empty()).then(|| item.generics.span()),
        operands: Vec::new(),
        results: Vec::new(),
        attrs: Vec::new(),
        regions: Vec::new(),
        successors: Vec::new(),
        field_types: Vec::new(),
        operand_segments: Segments::Implied,
        result_segments: Segments::Implied,
        arguments: Vec::new(),
    };
    let fields = match &item.fields {
        syn::Fields::Named(named) => named.named.iter().collect::<Vec<_>>(),
        syn::Fields::Unit => Vec::new(),
        syn::Fields::Unnamed(f) => {
            errors.at(f.span(), "`#[op]` fields must be named: they name the op's parts");
            return None;
        }
    };
    for field in fields {
        let Some(name) = field.ident.clone() else { continue };
        let Some(role) = field_role(field, &name, errors) else { continue };
        let role = &role;
        let span = field.ty.span();
        let mark = super::include::mark(field);
        let doc_constraint = mark.as_ref().map(|m| m.constraint.clone());
        model.field_types.push(field.ty.clone());
        let (arity, constraint) = arity_of(&field.ty);
        let rename = (role.role == Role::Region).then(|| role.rename.as_ref().map(|r| r.value()));
        let part = PartField {
            name: name.clone(),
            arity,
            constraint: constraint.clone(),
            span,
            rename: rename.flatten(),
            rename_span: role.rename.as_ref().map(|r| r.span()),
            type_from: role.type_from.clone(),
            via: role.via.clone(),
            via_kind: role.via_kind,
            effects: role.effects.clone(),
            doc_constraint: doc_constraint.clone(),
        };
        match role.role {
            Role::Operand => {
                model.arguments.push((false, model.operands.len()));
                model.operands.push(part);
            }
            Role::Result => model.results.push(part),
            Role::Region => model.regions.push(part),
            Role::Successor => model.successors.push(part),
            Role::Attr => {
                model.arguments.push((true, model.attrs.len()));
                model.attrs.push(AttrField {
                    mlir_name: role
                        .rename
                        .as_ref()
                        .map_or_else(|| name.unraw().to_string(), |r| r.value()),
                    rename_span: role.rename.as_ref().map(|r| r.span()),
                    camel_name: role
                        .rename
                        .is_none()
                        .then(|| camel_case(&name.unraw().to_string()))
                        .filter(|c| name.unraw() != c),
                    name,
                    required: arity != Arity::Optional,
                    constraint,
                    span,
                    variadic: arity == Arity::Variadic,
                    default: role.default.clone(),
                    value: role.value.clone(),
                    optional: arity == Arity::Optional,
                    synthetic: false,
                    doc_constraint,
                    doc_default: mark.and_then(|m| m.default),
                });
            }
        }
    }
    model.operand_segments = segments(&mut model, "Operand", "operandSegmentSizes", true);
    model.result_segments = segments(&mut model, "Result", "resultSegmentSizes", false);
    Some(model)
}

impl OpModel {
    /// Whether the op declares `hook`.
    pub(crate) fn has_hook(&self, hook: OpHook) -> bool {
        self.hooks.iter().any(|(given, _)| *given == hook)
    }
}

/// Whether the op lists the trait named `name` (by its last path segment,
/// as ODS recognizes traits by name).
pub(crate) fn lists_trait(model: &OpModel, name: &str) -> bool {
    model.traits.iter().any(|t| last_segment(t).as_deref() == Some(name))
}

/// The last path segment of a trait or interface type (`Pure`,
/// `SingleBlockImplicitTerminator` for `SingleBlockImplicitTerminator<Y>`),
/// by which the macro recognizes the ones it knows.
pub(crate) fn last_segment(ty: &syn::Type) -> Option<String> {
    match ty {
        syn::Type::Path(p) => p.path.segments.last().map(|s| s.ident.to_string()),
        _ => None,
    }
}

/// The segment layout of operands (`kind` = `Operand`) or results, adding
/// the segment-size property for `AttrSized…Segments`.
fn segments(model: &mut OpModel, kind: &str, property: &str, operands: bool) -> Segments {
    let trait_name = format!("AttrSized{kind}Segments");
    if lists_trait(model, &trait_name) {
        let groups = if operands { model.operands.len() } else { model.results.len() };
        let slot = model.attrs.len();
        // The property comes from the trait: a clash with it is reported
        // there (the ident keeps the macro's resolution, only the location
        // is the trait's).
        let span = model
            .traits
            .iter()
            .find(|t| last_segment(t).as_deref() == Some(trait_name.as_str()))
            .map_or_else(Span::call_site, |t| Span::call_site().located_at(t.span()));
        model.attrs.push(AttrField {
            name: syn::Ident::new(&snake_case(property), span),
            mlir_name: property.to_owned(),
            rename_span: None,
            camel_name: None,
            required: false,
            constraint: syn::parse_quote!(__mlir::traits::SegmentSizes<#groups>),
            span,
            variadic: false,
            default: None,
            value: None,
            optional: true,
            synthetic: true,
            doc_constraint: None,
            doc_default: None,
        });
        Segments::Sized(slot)
    } else if lists_trait(model, &format!("SameVariadic{kind}Size")) {
        Segments::SameSize
    } else {
        Segments::Implied
    }
}
