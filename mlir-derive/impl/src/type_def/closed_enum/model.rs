//! The enum-backed mode's arguments and model: the enum's
//! `#[type_def(closed_enum, handle = H, kinds = K, kind_id = P)]`, each
//! variant's `#[kind(handle = X, verify = f, ods_name = "…", open)]` and
//! each unnamed field's `#[param(name = p)]`.

use proc_macro2::Span;
use syn::Token;
use syn::parse::ParseStream;
use syn::spanned::Spanned;

use crate::errors::Errors;
use crate::type_def::Kind;

/// The enum's arguments.
#[derive(Clone, Default)]
pub(crate) struct EnumArgs {
    /// `closed_enum` was written (the mode's switch), at its span.
    pub closed_enum: Option<Span>,
    /// `handle = Type`: the uniqued handle of the enum's payloads.
    pub handle: Option<syn::Type>,
    /// `kinds = Name`: the enum of kinds to generate.
    pub kinds: Option<syn::Ident>,
    /// `kind_id = KindId::BuiltinType`: wraps a kind into the interface
    /// map's key (`kind_id()` is generated with it).
    pub kind_id: Option<syn::Path>,
    /// `crate = path`.
    pub crate_path: Option<syn::Path>,
}

/// The argument names of the mode, for messages.
const ENUM_ARGS: &str = "`closed_enum`, `handle = …`, `kinds = …`, `kind_id = …`, `crate = …`";

/// Parses `#[type_def(closed_enum, …)]`'s arguments.
pub(crate) fn parse_enum_args(tokens: proc_macro2::TokenStream, errors: &mut Errors) -> EnumArgs {
    let mut out = EnumArgs::default();
    crate::args::parse_arg_list(tokens, errors, |input| parse_one(input, &mut out));
    out
}

fn parse_one(input: ParseStream, out: &mut EnumArgs) -> syn::Result<()> {
    if let Some(path) = crate::args::parse_crate_arg(input)? {
        out.crate_path = Some(path);
        return Ok(());
    }
    let key: syn::Ident = input.parse()?;
    if key == "closed_enum" {
        out.closed_enum = Some(key.span());
        return Ok(());
    }
    let known = ["handle", "kinds", "kind_id"];
    if !known.iter().any(|k| key == k) {
        return Err(syn::Error::new(
            key.span(),
            format!(
                "unknown argument `{key}` of an enum-backed kind family (expected {ENUM_ARGS})"
            ),
        ));
    }
    input.parse::<Token![=]>()?;
    if key == "handle" {
        out.handle = Some(input.parse()?);
    } else if key == "kinds" {
        out.kinds = Some(input.parse()?);
    } else {
        out.kind_id = Some(input.parse()?);
    }
    Ok(())
}

/// One parameter: a field of a variant.
pub(crate) struct Field {
    /// The accessor's name (the field's, or `#[param(name = …)]`'s for an
    /// unnamed field).
    pub name: syn::Ident,
    pub ty: syn::Type,
    pub docs: Vec<syn::Attribute>,
}

/// How a variant is written.
#[derive(Copy, Clone, PartialEq, Eq)]
pub(crate) enum Shape {
    Unit,
    Tuple,
    Named,
}

/// One variant: a kind, or the open variant that holds other kinds.
pub(crate) struct Variant {
    pub ident: syn::Ident,
    pub shape: Shape,
    pub fields: Vec<Field>,
    pub docs: Vec<syn::Attribute>,
    /// `handle = X`: the typed handle to generate.
    pub handle: Option<syn::Ident>,
    pub verify: Option<syn::Path>,
    pub ods_name: Option<syn::LitStr>,
    /// `open`: the payload holds kinds of its own (a dialect's), and says
    /// which with its own `kind_id()`.
    pub open: bool,
}

/// The whole family.
pub(crate) struct EnumModel {
    pub kind: Kind,
    /// The enum as written, without the macro's helper attributes.
    pub item: syn::ItemEnum,
    pub handle: syn::Type,
    pub kinds: syn::Ident,
    pub kind_id: Option<syn::Path>,
    pub variants: Vec<Variant>,
    pub crate_path: Option<syn::Path>,
}

/// Builds the model, reporting what the enum cannot describe.
pub(crate) fn build(
    item: &syn::ItemEnum,
    args: EnumArgs,
    kind: Kind,
    errors: &mut Errors,
) -> Option<EnumModel> {
    if args.closed_enum.is_none() {
        errors.at(
            item.enum_token.span(),
            "a kind is a struct: `#[type_def(dialect = D, mnemonic = \"…\")] struct K { … }`; an enum is the builtin dialect's closed storage, written `#[type_def(closed_enum, handle = …, kinds = …)]`",
        );
        return None;
    }
    if !item.generics.params.is_empty() {
        errors.at(item.generics.span(), "an enum-backed kind family cannot be generic");
        return None;
    }
    let (Some(handle), Some(kinds)) = (args.handle, args.kinds) else {
        errors.at(
            item.ident.span(),
            "give the uniqued handle and the name of the kinds' enum: `handle = Type, kinds = BuiltinTypeKind`",
        );
        return None;
    };
    let variants: Vec<Variant> = item.variants.iter().map(|v| variant(v, errors)).collect();
    for v in variants.iter().filter(|v| v.open) {
        if args.kind_id.is_none() {
            errors.at(v.ident.span(), "an `open` variant needs the family's `kind_id = …`");
        }
        if v.handle.is_some() || v.verify.is_some() {
            errors.at(
                v.ident.span(),
                "an `open` variant holds other kinds: it has no handle or verifier",
            );
        }
    }
    for v in variants.iter().filter(|v| v.handle.is_none() && v.verify.is_some()) {
        errors.at(
            v.ident.span(),
            "`verify = …` checks a handle's `get_checked`: give `handle = …` too",
        );
    }
    let mut item = item.clone();
    strip_helper_attrs(&mut item);
    Some(EnumModel {
        kind,
        item,
        handle,
        kinds,
        kind_id: args.kind_id,
        variants,
        crate_path: args.crate_path,
    })
}

/// Removes the macro's `#[kind(…)]` and `#[param(…)]` from the enum,
/// which the compiler would not know.
pub(crate) fn strip_helper_attrs(item: &mut syn::ItemEnum) {
    for v in &mut item.variants {
        v.attrs.retain(|a| !a.path().is_ident("kind"));
        for f in &mut v.fields {
            f.attrs.retain(|a| !a.path().is_ident("param"));
        }
    }
}

/// Reads one variant and its attributes.
fn variant(v: &syn::Variant, errors: &mut Errors) -> Variant {
    let mut out = Variant {
        ident: v.ident.clone(),
        shape: match v.fields {
            syn::Fields::Unit => Shape::Unit,
            syn::Fields::Unnamed(_) => Shape::Tuple,
            syn::Fields::Named(_) => Shape::Named,
        },
        fields: Vec::new(),
        docs: docs(&v.attrs),
        handle: None,
        verify: None,
        ods_name: None,
        open: false,
    };
    for attr in v.attrs.iter().filter(|a| a.path().is_ident("kind")) {
        let result = attr.parse_nested_meta(|meta| {
            if meta.path.is_ident("handle") {
                out.handle = Some(meta.value()?.parse()?);
            } else if meta.path.is_ident("verify") {
                out.verify = Some(meta.value()?.parse()?);
            } else if meta.path.is_ident("ods_name") {
                out.ods_name = Some(meta.value()?.parse()?);
            } else if meta.path.is_ident("open") {
                out.open = true;
            } else {
                return Err(meta.error(
                    "expected `handle = Name`, `verify = f`, `ods_name = \"…\"` or `open`",
                ));
            }
            Ok(())
        });
        if let Err(e) = result {
            errors.push(e);
        }
    }
    for (i, f) in v.fields.iter().enumerate() {
        let mut name = f.ident.clone();
        for attr in f.attrs.iter().filter(|a| a.path().is_ident("param")) {
            let result = attr.parse_nested_meta(|meta| {
                if meta.path.is_ident("name") {
                    name = Some(meta.value()?.parse()?);
                    Ok(())
                } else {
                    Err(meta.error("expected `name = accessor`"))
                }
            });
            if let Err(e) = result {
                errors.push(e);
            }
        }
        let name = name.unwrap_or_else(|| {
            if out.handle.is_some() {
                errors.at(f.ty.span(), "name this parameter's accessor: `#[param(name = …)]`");
            }
            quote::format_ident!("param{}", i)
        });
        out.fields.push(Field { name, ty: f.ty.clone(), docs: docs(&f.attrs) });
    }
    out
}

/// The doc comments among `attrs`.
fn docs(attrs: &[syn::Attribute]) -> Vec<syn::Attribute> {
    attrs.iter().filter(|a| a.path().is_ident("doc")).cloned().collect()
}
