//! Stage 2: the model of a `#[pass]` struct — its arguments and each
//! field's role (an option, a statistic, or state) — built from the struct
//! and what stage 1 read.

use proc_macro2::Span;
use syn::spanned::Spanned;

use super::parse::{PassArgs, is_field_attr, is_option_attr, option_attr, statistic_attr};
use crate::errors::Errors;

/// A `#[pass]` struct.
pub(crate) struct PassModel {
    /// The struct without the macro's field attributes.
    pub item: syn::ItemStruct,
    /// `argument = "…"`: the name pipelines use.
    pub argument: Option<syn::LitStr>,
    /// `name = "…"`, else the struct's name.
    pub name: String,
    /// `summary = "…"`, else the doc comment's first line.
    pub summary: String,
    /// The doc comment after its first line.
    pub description: String,
    /// The ops the pass runs on.
    pub anchor: Anchor,
    /// `dependent_dialects = [A, B]`.
    pub dependent_dialects: Vec<syn::Type>,
    /// `crate = path`.
    pub crate_path: Option<syn::Path>,
    /// The fields, in order.
    pub fields: Vec<Field>,
}

/// `anchor = …`.
#[derive(Clone)]
pub(crate) enum Anchor {
    /// `any` (the default).
    Any,
    /// `"func.func"`.
    Name(syn::LitStr),
    /// An op type (`FuncOp`).
    Op(syn::Path),
    /// `dyn Interface`: any op that implements the op interface (MLIR's
    /// `InterfacePass`).
    Interface(syn::Path),
}

/// One field of the struct.
pub(crate) struct Field {
    /// The field's name.
    pub ident: syn::Ident,
    /// Its type.
    pub ty: syn::Type,
    /// What it is to the pass.
    pub role: Role,
}

/// What a field is to the pass.
pub(crate) enum Role {
    /// `#[option(…)]` (boxed: an option is much larger than the rest).
    Option(Box<OptionField>),
    /// `#[statistic(…)]`.
    Statistic(StatisticField),
    /// Anything else: state, made with `Default` and copied with `Clone`.
    State,
}

/// An option field.
pub(crate) struct OptionField {
    /// The name pipelines write (`max-iterations`).
    pub name: String,
    /// Where that name was written (the `name = "…"` string or the field).
    pub name_span: Span,
    /// `default = …`.
    pub default: Option<syn::Expr>,
    /// `description = "…"`, else the field's doc comment.
    pub description: String,
    /// The option's type, as far as the macro can tell.
    pub kind: OptionKind,
}

/// An option's type, read from the field's type.
#[derive(Clone, Debug)]
pub(crate) enum OptionKind {
    /// An integer type (`i64`), with its range.
    Int { ty: &'static str, min: i128, max: i128 },
    /// `f64` (MLIR's `Option<double>`).
    Float,
    /// `bool`.
    Bool,
    /// `String`.
    String,
    /// `Vec<T>`.
    List(Box<OptionKind>),
    /// Any other path: an enum with `#[pass_option_enum]`, `OpPassManager`
    /// or a user's type implementing `PassOptionValue` (rustc checks); its
    /// default is an expression of the type, used as written.
    Other,
}

/// A statistic field.
pub(crate) struct StatisticField {
    /// The name statistics print (`num-cse'd`).
    pub name: String,
    /// What it counts.
    pub description: String,
}

/// Builds the model from the struct and its arguments.
pub(crate) fn build(
    item: &syn::ItemStruct,
    args: PassArgs,
    errors: &mut Errors,
) -> Option<PassModel> {
    let named = match &item.fields {
        syn::Fields::Named(named) => named.named.iter().collect(),
        syn::Fields::Unit => Vec::new(),
        syn::Fields::Unnamed(_) => {
            errors.at(
                item.ident.span(),
                "`#[pass]` goes on a struct with named fields (its options) or a unit struct",
            );
            return None;
        }
    };
    if let Some(param) = item.generics.params.first() {
        errors.at(param.span(), "a `#[pass]` struct cannot be generic");
        return None;
    }
    let (doc_summary, description) = crate::docs::summary_and_description(&item.attrs);
    let fields = named.into_iter().filter_map(|f| field(f, errors)).collect();
    let mut item = item.clone();
    for field in item.fields.iter_mut() {
        field.attrs.retain(|a| !is_field_attr(a));
    }
    Some(PassModel {
        name: args.name.map_or_else(|| item.ident.to_string(), |n| n.value()),
        summary: args.summary.map_or(doc_summary, |s| s.value()),
        description,
        item,
        argument: args.argument,
        anchor: args.anchor.unwrap_or(Anchor::Any),
        dependent_dialects: args.dependent_dialects,
        crate_path: args.crate_path,
        fields,
    })
}

/// One field's role from its attributes (`None` after an error).
fn field(field: &syn::Field, errors: &mut Errors) -> Option<Field> {
    let ident = field.ident.clone()?;
    let ours: Vec<&syn::Attribute> = field.attrs.iter().filter(|a| is_field_attr(a)).collect();
    if let [_, second, ..] = ours.as_slice() {
        errors.at(second.span(), "a field is one option or one statistic: remove this attribute");
        return None;
    }
    let (doc, _) = crate::docs::summary_and_description(&field.attrs);
    let kebab = ident.to_string().trim_start_matches("r#").replace('_', "-");
    let role = match ours.first() {
        None => Role::State,
        Some(attr) if is_option_attr(attr) => {
            let written = option_attr(attr).map_err(|e| errors.push(e)).ok()?;
            let (name, name_span) = written.name.unwrap_or((kebab, ident.span()));
            let option = OptionField {
                name,
                name_span,
                default: written.default,
                description: written.description.unwrap_or(doc),
                kind: option_kind(&field.ty, errors)?,
            };
            Role::Option(Box::new(option))
        }
        Some(attr) => {
            let written = statistic_attr(attr).map_err(|e| errors.push(e)).ok()?;
            Role::Statistic(StatisticField {
                name: written.name.unwrap_or(kebab),
                description: written.description.unwrap_or(doc),
            })
        }
    };
    Some(Field { ident, ty: field.ty.clone(), role })
}

/// What an option's type is, or an error at the type when no option can
/// have it.
fn option_kind(ty: &syn::Type, errors: &mut Errors) -> Option<OptionKind> {
    let kind = scalar_kind(ty).or_else(|| {
        let inner = vec_element(ty)?;
        let element = scalar_kind(inner)?;
        Some(OptionKind::List(Box::new(element)))
    });
    if kind.is_none() {
        errors.at(
            ty.span(),
            "a pass option is `i32`, `i64`, `u32`, `u64`, `usize`, `f64`, `bool`, `String`, an \
             enum with `#[pass_option_enum]`, `OpPassManager`, a `Vec` of one of those, or a \
             type implementing `PassOptionValue`",
        );
    }
    kind
}

/// The kind of a type that may be an option or a list's element.
fn scalar_kind(ty: &syn::Type) -> Option<OptionKind> {
    let syn::Type::Path(path) = ty else { return None };
    if path.qself.is_some() {
        return None;
    }
    let last = path.path.segments.last()?;
    if !last.arguments.is_none() {
        return None;
    }
    let int = |ty, min, max| Some(OptionKind::Int { ty, min, max });
    match last.ident.to_string().as_str() {
        "i32" => int("i32", i32::MIN.into(), i32::MAX.into()),
        "i64" => int("i64", i64::MIN.into(), i64::MAX.into()),
        "u32" => int("u32", 0, u32::MAX.into()),
        "u64" => int("u64", 0, u64::MAX.into()),
        "usize" => int("usize", 0, u64::MAX.into()),
        "f64" => Some(OptionKind::Float),
        "bool" => Some(OptionKind::Bool),
        "String" => Some(OptionKind::String),
        "i8" | "i16" | "i128" | "isize" | "u8" | "u16" | "u128" | "f32" | "char" | "str"
        | "Option" | "Vec" | "Box" | "HashMap" | "BTreeMap" | "HashSet" => None,
        _ => Some(OptionKind::Other),
    }
}

/// `T` of `Vec<T>`.
fn vec_element(ty: &syn::Type) -> Option<&syn::Type> {
    let syn::Type::Path(path) = ty else { return None };
    let last = path.path.segments.last()?;
    if last.ident != "Vec" {
        return None;
    }
    let syn::PathArguments::AngleBracketed(args) = &last.arguments else { return None };
    match args.args.first() {
        Some(syn::GenericArgument::Type(inner)) if args.args.len() == 1 => Some(inner),
        _ => None,
    }
}
