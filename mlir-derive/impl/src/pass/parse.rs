//! Stages 1 and 2 of `#[pass]`: the arguments (`argument = "…"`, `anchor
//! = …`, `summary`, `name`, `dependent_dialects = […]`, `crate = path`)
//! and the fields' attributes (`#[option(…)]`, `#[statistic(…)]`), read
//! into the model. Each unknown key is reported at its span.

use syn::parse::ParseStream;
use syn::spanned::Spanned;

use super::model::{Anchor, Field, OptionField, OptionKind, PassModel, Role, StatisticField};
use crate::errors::Errors;

/// The arguments of `#[pass(…)]`.
#[derive(Default)]
pub(crate) struct PassArgs {
    pub argument: Option<syn::LitStr>,
    pub name: Option<syn::LitStr>,
    pub summary: Option<syn::LitStr>,
    pub anchor: Option<Anchor>,
    pub dependent_dialects: Vec<syn::Type>,
    pub crate_path: Option<syn::Path>,
}

const PASS_KEYS: [&str; 6] =
    ["argument", "anchor", "summary", "name", "dependent_dialects", "crate"];
const OPTION_KEYS: [&str; 3] = ["name", "default", "description"];
const STATISTIC_KEYS: [&str; 2] = ["name", "description"];

/// Parses `#[pass(…)]`'s arguments.
pub(crate) fn parse_pass_args(tokens: proc_macro2::TokenStream, errors: &mut Errors) -> PassArgs {
    let mut args = PassArgs::default();
    crate::args::parse_arg_list(tokens, errors, |input| {
        if let Some(path) = crate::args::parse_crate_arg(input)? {
            args.crate_path = Some(path);
            return Ok(());
        }
        let key: syn::Ident = input.parse()?;
        input.parse::<syn::Token![=]>()?;
        match key.to_string().as_str() {
            "argument" => args.argument = Some(input.parse()?),
            "name" => args.name = Some(input.parse()?),
            "summary" => args.summary = Some(input.parse()?),
            "anchor" => args.anchor = Some(parse_anchor(input)?),
            "dependent_dialects" => args.dependent_dialects = crate::args::type_list(input)?,
            other => return Err(unknown_key(&key, other, "#[pass(…)]", &PASS_KEYS)),
        }
        Ok(())
    });
    args
}

/// `any`, `"dialect.op"` or an op type.
fn parse_anchor(input: ParseStream) -> syn::Result<Anchor> {
    if input.peek(syn::LitStr) {
        return Ok(Anchor::Name(input.parse()?));
    }
    let path: syn::Path = input.parse()?;
    Ok(if path.is_ident("any") { Anchor::Any } else { Anchor::Op(path) })
}

/// The error for a key no list knows, with "did you mean".
fn unknown_key(key: &syn::Ident, name: &str, place: &str, known: &[&str]) -> syn::Error {
    let hint = crate::suggest::did_you_mean(name, known.iter().copied());
    let list = known.iter().map(|k| format!("`{k}`")).collect::<Vec<_>>().join(", ");
    syn::Error::new(key.span(), format!("unknown key `{name}` in `{place}`{hint}: keys are {list}"))
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

/// Whether `attr` is one of the macro's field attributes.
fn is_field_attr(attr: &syn::Attribute) -> bool {
    attr.path().is_ident("option") || attr.path().is_ident("statistic")
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
        Some(attr) if attr.path().is_ident("option") => {
            let mut option = OptionField {
                name: kebab,
                name_span: ident.span(),
                default: None,
                description: doc,
                kind: OptionKind::Enum,
            };
            let parsed = parse_field_attr(attr, &OPTION_KEYS, |key, input| {
                match key.to_string().as_str() {
                    "name" => {
                        let name: syn::LitStr = input.parse()?;
                        (option.name, option.name_span) = (name.value(), name.span());
                    }
                    "default" => option.default = Some(input.parse()?),
                    _ => option.description = input.parse::<syn::LitStr>()?.value(),
                }
                Ok(())
            });
            errors_of(parsed, errors)?;
            option.kind = option_kind(&field.ty, errors)?;
            Role::Option(Box::new(option))
        }
        Some(attr) => {
            let mut statistic = StatisticField { name: kebab, description: doc };
            let parsed = parse_field_attr(attr, &STATISTIC_KEYS, |key, input| {
                let value = input.parse::<syn::LitStr>()?.value();
                match key.to_string().as_str() {
                    "name" => statistic.name = value,
                    _ => statistic.description = value,
                }
                Ok(())
            });
            errors_of(parsed, errors)?;
            Role::Statistic(statistic)
        }
    };
    Some(Field { ident, ty: field.ty.clone(), role })
}

/// Records a parse error; `None` if there was one.
fn errors_of(result: syn::Result<()>, errors: &mut Errors) -> Option<()> {
    result.map_err(|e| errors.push(e)).ok()
}

/// Parses `#[option(key = value, …)]` or `#[statistic(…)]` (or the bare
/// attribute), each known key handed to `each`.
fn parse_field_attr(
    attr: &syn::Attribute,
    known: &[&str],
    mut each: impl FnMut(&syn::Ident, ParseStream) -> syn::Result<()>,
) -> syn::Result<()> {
    if matches!(attr.meta, syn::Meta::Path(_)) {
        return Ok(());
    }
    let place =
        format!("#[{}(…)]", attr.path().get_ident().map(|i| i.to_string()).unwrap_or_default());
    attr.parse_args_with(|input: ParseStream| {
        while !input.is_empty() {
            let key: syn::Ident = input.parse()?;
            let name = key.to_string();
            if !known.contains(&name.as_str()) {
                return Err(unknown_key(&key, &name, &place, known));
            }
            input.parse::<syn::Token![=]>()?;
            each(&key, input)?;
            if !input.is_empty() {
                input.parse::<syn::Token![,]>()?;
            }
        }
        Ok(())
    })
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
             enum with `#[pass_option_enum]`, or a `Vec` of one of those",
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
        _ => Some(OptionKind::Enum),
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
