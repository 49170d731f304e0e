//! Stage 1: the syntax of `#[op(...)]` and of the field attributes.

use proc_macro2::{Span, TokenStream};
use syn::Token;
use syn::parse::ParseStream;

use super::effects::{Effect, effect_list};
use super::hook::{HookFlag, OpHook};
use crate::args::{parse_arg_list, parse_crate_arg, type_list};
use crate::errors::Errors;
use crate::hook::{parse_flag, unknown_argument};
use crate::symbol::{
    ATTR, CANONICALIZE, DEFAULT, DIALECT, EFFECTS, FORMAT, INTERFACES, MNEMONIC, NAME, OPERAND,
    REGION, RENAME, RESULT, SUCCESSOR, Symbol, TRAITS, TYPE_FROM, VALUE, VIA, VIA_LIST, VIA_RANGE,
    words,
};

/// The arguments of `#[op(...)]`, each with its span.
#[derive(Default, Clone)]
pub(crate) struct OpArgs {
    pub dialect: Option<syn::Type>,
    pub name: Option<syn::LitStr>,
    pub traits: Vec<syn::Type>,
    /// `interfaces = [Interface = MODEL, Interface, …]`: a model value, or
    /// none when the op implements an `#[interface]` trait itself.
    pub interfaces: Vec<(syn::Type, Option<syn::Expr>)>,
    pub crate_path: Option<syn::Path>,
    /// Hooks named by a bare flag: `verify`, `verify_regions`,
    /// `custom_format`, `fold`, `canonicalize`.
    pub hooks: Vec<HookFlag>,
    /// `canonicalize = [Pattern, …]`: the op's canonicalization patterns.
    pub patterns: Vec<syn::Type>,
    /// `format = "…"`: the declarative assembly format.
    pub format: Option<syn::LitStr>,
    /// `effects = [MemRead, …]`: the op's own memory effects (ODS's
    /// `MemoryEffects<[…]>`).
    pub effects: Option<Vec<Effect>>,
    /// Span of the whole argument list, for "missing" errors.
    pub span: Option<Span>,
}

/// Parses the argument list, reporting every bad argument.
pub(crate) fn parse_op_args(tokens: TokenStream, errors: &mut Errors) -> OpArgs {
    let span = tokens.clone().into_iter().next().map(|t| t.span());
    let mut out = OpArgs { span, ..OpArgs::default() };
    parse_arg_list(tokens, errors, |input| parse_one(input, &mut out));
    out
}

/// The arguments of `#[op]` that take a value (besides `crate`).
const ARGS: [Symbol; 6] = [DIALECT, NAME, TRAITS, INTERFACES, FORMAT, EFFECTS];

/// Parses one `key = value` argument (or hook flag) into `out`.
fn parse_one(input: ParseStream, out: &mut OpArgs) -> syn::Result<()> {
    if let Some(path) = parse_crate_arg(input)? {
        out.crate_path = Some(path);
        return Ok(());
    }
    let key: syn::Ident = input.parse()?;
    let name = key.to_string();
    if key == CANONICALIZE && input.peek(Token![=]) {
        input.parse::<Token![=]>()?;
        out.patterns = type_list(input)?;
        return Ok(());
    }
    if parse_flag(&key, input, &mut out.hooks)? {
        return Ok(());
    }
    if key == MNEMONIC {
        // ODS's word for what `#[op]` calls `name`: reported, and read as
        // the name so that no "needs `name`" error follows.
        let error = syn::Error::new(
            key.span(),
            "`#[op]` takes `name = \"…\"` (the op's name after the dialect's namespace), not `mnemonic`",
        );
        if input.peek(Token![=]) {
            input.parse::<Token![=]>()?;
            out.name = Some(input.parse()?);
        }
        return Err(error);
    }
    if !ARGS.iter().any(|arg| key == *arg) {
        return Err(unknown_argument::<OpHook>(
            &key,
            "op",
            &ARGS,
            "`dialect`, `name`, `traits`, `interfaces`, `format`, `effects`, `crate`",
        ));
    }
    if !input.peek(Token![=]) {
        return Err(syn::Error::new(key.span(), format!("expected `{name} = …`")));
    }
    input.parse::<Token![=]>()?;
    if key == DIALECT {
        out.dialect = Some(input.parse()?);
    } else if key == NAME {
        out.name = Some(input.parse()?);
    } else if key == INTERFACES {
        let (list, misnamed) = interface_list(input)?;
        out.interfaces = list;
        // Kept even when misnamed: the stub still implements what the op
        // lists, so the one error is the name's.
        if let Some(error) = misnamed {
            return Err(error);
        }
    } else if key == FORMAT {
        out.format = Some(input.parse()?);
    } else if key == EFFECTS {
        out.effects = Some(effect_list(input)?);
    } else {
        out.traits = type_list(input)?;
    }
    Ok(())
}

/// `[CastOpInterfaceModel = CAST_MODEL, Shaped, …]`: each interface the op
/// implements itself, or a model trait (used as `dyn Trait`) with the model
/// value registered for this op; with the error of the first model given
/// under a name that is not a model trait's.
#[allow(clippy::type_complexity)]
fn interface_list(
    input: ParseStream,
) -> syn::Result<(Vec<(syn::Type, Option<syn::Expr>)>, Option<syn::Error>)> {
    let content;
    syn::bracketed!(content in input);
    let mut out = Vec::new();
    let mut misnamed = None;
    while !content.is_empty() {
        let mut interface: syn::Type = content.parse()?;
        let model = if content.peek(Token![=]) {
            content.parse::<Token![=]>()?;
            Some(content.parse::<syn::Expr>()?)
        } else {
            None
        };
        if model.is_some() {
            match model_trait(interface) {
                Ok(path) => interface = path,
                Err(error) => {
                    // Left out: neither a model nor the op's own interface.
                    misnamed.get_or_insert(error);
                    if content.is_empty() {
                        break;
                    }
                    content.parse::<Token![,]>()?;
                    continue;
                }
            }
        }
        out.push((interface, model));
        if content.is_empty() {
            break;
        }
        content.parse::<Token![,]>()?;
    }
    Ok((out, misnamed))
}

/// The trait a model given in `interfaces` implements, as a path: a
/// `…Model` trait (what `#[interface]` generates), or a trait of the
/// user's own written `dyn Trait`. Any other name is most likely the
/// interface itself, which is no model trait (rustc would say it is not
/// `dyn` compatible): an error naming the model trait to write.
fn model_trait(ty: syn::Type) -> Result<syn::Type, syn::Error> {
    use quote::ToTokens;
    if let syn::Type::TraitObject(object) = &ty
        && object.dyn_token.is_some()
        && let [syn::TypeParamBound::Trait(bound)] =
            object.bounds.iter().collect::<Vec<_>>().as_slice()
    {
        let path = syn::TypePath { qself: None, path: bound.path.clone() };
        return Ok(syn::Type::Path(path));
    }
    match super::model::last_segment(&ty) {
        Some(name) if !name.ends_with("Model") => {
            let written = ty.to_token_stream().to_string().replace(' ', "");
            let error = syn::Error::new_spanned(
                &ty,
                format!(
                    "`{name}` is the interface, not its model trait: a model is given as `{written}Model = …` (list `{written}` alone when the op implements it itself; `dyn {written} = …` names a model trait of your own)"
                ),
            );
            Err(error)
        }
        _ => Ok(ty),
    }
}

/// How a `via…` function of `#[operand]`/`#[result]` maps types.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub(crate) enum ViaKind {
    /// `via = f`: one type to one type (`TypesMatchWith`).
    #[default]
    One,
    /// `via_list = f`: one type to a whole group's types (a callee's
    /// input types).
    List,
    /// `via_range = f`: all types of a group to a whole group's types
    /// (`RangedTypesMatchWith`).
    Range,
}

/// The role a field attribute gives a field.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum Role {
    Operand,
    Result,
    Attr,
    Region,
    Successor,
}

impl Role {
    /// The role an attribute's path names (`#[operand]` …), if any.
    pub(crate) fn of(path: &syn::Path) -> Option<Role> {
        [
            (OPERAND, Role::Operand),
            (RESULT, Role::Result),
            (ATTR, Role::Attr),
            (REGION, Role::Region),
            (SUCCESSOR, Role::Successor),
        ]
        .into_iter()
        .find_map(|(word, role)| (*path == word).then_some(role))
    }
}

/// A field's role attribute, with its options.
pub(crate) struct FieldAttr {
    pub role: Role,
    pub span: Span,
    /// `#[attr(rename = "name")]`.
    pub rename: Option<syn::LitStr>,
    /// `#[attr(default = expr)]`: the default value, or a closure from `&Context` to
    /// the default `Attribute`.
    pub default: Option<syn::Expr>,
    /// `#[attr(value = T)]`: the Rust type the constraint's value is, which
    /// generated signatures then write (checked to be that type).
    pub value: Option<syn::Type>,
    /// `#[operand(type_from = other)]` / `#[result(…)]`: in a declarative
    /// format, this value's type is the type of `other` (an operand, a
    /// result, or a typed attribute), as ODS's `AllTypesMatch` infers it.
    pub type_from: Option<syn::Ident>,
    /// `via = function`: the type is `function(ctx, type of other)`, as
    /// ODS's `TypesMatchWith` infers it.
    pub via: Option<syn::Path>,
    /// How `via` maps types.
    pub via_kind: ViaKind,
    /// `#[operand(effects = [MemRead])]` / `#[result(effects = [MemAlloc])]`:
    /// memory effects on the value (ODS's `Arg<…, [MemRead]>`).
    pub effects: Vec<Effect>,
}

/// Reads the role attribute of a field (`#[operand]`, `#[attr(rename = …)]`
/// …); returns every role attribute found so duplicates can be reported.
fn field_attrs(field: &syn::Field, errors: &mut Errors) -> Vec<FieldAttr> {
    let mut out = Vec::new();
    for attr in &field.attrs {
        let Some(role) = Role::of(attr.path()) else { continue };
        let mut rename = None;
        let mut default = None;
        let mut value = None;
        let mut type_from = None;
        let mut via = None;
        let mut via_kind = ViaKind::One;
        let mut effects = Vec::new();
        if let syn::Meta::List(list) = &attr.meta {
            let result = list.parse_nested_meta(|meta| {
                let value_role = matches!(role, Role::Operand | Role::Result);
                let via_kind_of = |path: &syn::Path| {
                    [(VIA, ViaKind::One), (VIA_LIST, ViaKind::List), (VIA_RANGE, ViaKind::Range)]
                        .into_iter()
                        .find_map(|(word, kind)| (*path == word).then_some(kind))
                };
                if matches!(role, Role::Attr | Role::Region) && meta.path == RENAME {
                    rename = Some(meta.value()?.parse::<syn::LitStr>()?);
                    Ok(())
                } else if role == Role::Attr && meta.path == DEFAULT {
                    default = Some(meta.value()?.parse::<syn::Expr>()?);
                    Ok(())
                } else if role == Role::Attr && meta.path == VALUE {
                    value = Some(meta.value()?.parse::<syn::Type>()?);
                    Ok(())
                } else if value_role && meta.path == TYPE_FROM {
                    type_from = Some(meta.value()?.parse::<syn::Ident>()?);
                    Ok(())
                } else if let Some(kind) = via_kind_of(&meta.path).filter(|_| value_role) {
                    via_kind = kind;
                    via = Some(meta.value()?.parse::<syn::Path>()?);
                    Ok(())
                } else if value_role && meta.path == EFFECTS {
                    effects = effect_list(meta.value()?)?;
                    Ok(())
                } else {
                    let known: &[Symbol] = match role {
                        Role::Attr => &[RENAME, DEFAULT, VALUE],
                        Role::Region => &[RENAME],
                        Role::Operand | Role::Result => {
                            &[TYPE_FROM, VIA, VIA_LIST, VIA_RANGE, EFFECTS]
                        }
                        Role::Successor => &[],
                    };
                    let option = quote::ToTokens::to_token_stream(&meta.path).to_string();
                    Err(meta.error(format!(
                        "unknown option `{option}`{} (`#[attr]` takes `rename = \"…\"`, `default = …` and `value = Type`, `#[region]` takes `rename = \"…\"`, `#[operand]` and `#[result]` take `type_from = field`, `via`/`via_list`/`via_range = function` and `effects = [MemRead, …]`; successors take none)",
                        crate::suggest::did_you_mean(&option, words(known))
                    )))
                }
            });
            if let Err(e) = result {
                errors.push(e);
            }
        }
        out.push(FieldAttr {
            role,
            span: attr.pad_span(),
            rename,
            default,
            value,
            type_from,
            via,
            via_kind,
            effects,
        });
    }
    out
}

/// The role attribute of field `name`, reported when it has none (then
/// `None`) or more than one (then the first).
pub(crate) fn field_role(
    field: &syn::Field,
    name: &syn::Ident,
    errors: &mut Errors,
) -> Option<FieldAttr> {
    let mut roles = field_attrs(field, errors).into_iter();
    let Some(role) = roles.next() else {
        errors.at(
            name.span(),
            format!("field `{name}` needs one of #[operand], #[result], #[attr], #[region], #[successor]"),
        );
        return None;
    };
    if let Some(extra) = roles.next() {
        errors.at(extra.span, format!("field `{name}` has more than one role attribute"));
    }
    Some(role)
}

/// The span of an attribute (its path is enough to point at).
trait AttrSpan {
    fn pad_span(&self) -> Span;
}

impl AttrSpan for syn::Attribute {
    fn pad_span(&self) -> Span {
        use syn::spanned::Spanned;
        self.span()
    }
}
