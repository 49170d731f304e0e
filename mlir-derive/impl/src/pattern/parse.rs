//! Stage 1: the syntax of `#[pattern(…)]` — options (`benefit = N`,
//! `commutative`, `conversion`, `debug_name = "…"`, `loc = (a, b)`, `crate = path`),
//! then one Rust match arm, `source if guard => result`, which Rust's own
//! parser reads; stage 2 (`model.rs`, `source.rs`, `result.rs`) says which
//! Rust forms in the arm mean what.

use proc_macro2::TokenStream;
use syn::parse::{ParseStream, Parser};
use syn::spanned::Spanned;

use crate::errors::Errors;
use crate::symbol::{BENEFIT, COMMUTATIVE, CONVERSION, CRATE, DEBUG_NAME, LOC, Symbol, words};

/// The arguments of `#[pattern(…)]`.
#[derive(Clone)]
pub(crate) struct PatternArgs {
    pub benefit: i32,
    pub commutative: bool,
    /// `conversion`: the rule is a conversion pattern.
    pub conversion: bool,
    pub loc: Option<Vec<syn::Expr>>,
    pub debug_name: Option<syn::LitStr>,
    pub crate_path: Option<syn::Path>,
    pub arm: Option<syn::Arm>,
}

const OPTIONS: [Symbol; 6] = [BENEFIT, COMMUTATIVE, CONVERSION, DEBUG_NAME, LOC, CRATE];

/// The options written without a value.
const FLAGS: [Symbol; 2] = [COMMUTATIVE, CONVERSION];

/// Parses the options and the arm.
pub(crate) fn parse_pattern_args(args: TokenStream, errors: &mut Errors) -> PatternArgs {
    let mut parsed = PatternArgs {
        benefit: 0,
        commutative: false,
        conversion: false,
        loc: None,
        debug_name: None,
        crate_path: None,
        arm: None,
    };
    let parser = |input: ParseStream| {
        loop {
            missing_flag_comma(input)?;
            if !is_option(input) {
                break;
            }
            if input.peek(syn::Ident) && input.peek2(syn::Token![,]) {
                let flag: syn::Ident = input.parse()?;
                input.parse::<syn::Token![,]>()?;
                if flag == COMMUTATIVE {
                    parsed.commutative = true;
                } else if flag == CONVERSION {
                    parsed.conversion = true;
                } else {
                    let hint = crate::suggest::did_you_mean(&flag.to_string(), words(&OPTIONS));
                    return Err(syn::Error::new(
                        flag.span(),
                        format!(
                            "unknown `#[pattern]` flag `{flag}`{hint}: the flags are \
                             `commutative` and `conversion`"
                        ),
                    ));
                }
                continue;
            }
            let name: syn::Ident = if input.peek(syn::Token![crate]) {
                let kw: syn::Token![crate] = input.parse()?;
                syn::Ident::new(CRATE.as_str(), kw.span)
            } else {
                input.parse()?
            };
            input.parse::<syn::Token![=]>()?;
            parse_option(&name, input, &mut parsed)?;
            input.parse::<syn::Token![,]>()?;
        }
        if input.is_empty() {
            return Err(input
                .error("`#[pattern]` needs a rewrite: `SourceOp { … } if guard => Result { … }`"));
        }
        let arm: syn::Arm = input.parse()?;
        if arm.comma.is_some() {
            if !input.is_empty() {
                // At the whole second rewrite, not the comma before it.
                let rest: TokenStream = input.parse()?;
                return Err(syn::Error::new_spanned(
                    rest,
                    "one rewrite per `#[pattern]`: declare another struct for this one",
                ));
            }
        } else if !input.is_empty() {
            return Err(input.error("unexpected tokens after the rewrite"));
        }
        parsed.arm = Some(arm);
        Ok(())
    };
    if let Err(e) = parser.parse2(args) {
        errors.push(e);
    }
    parsed
}

/// The value of option `name = …` into `parsed`.
fn parse_option(
    name: &syn::Ident,
    input: ParseStream,
    parsed: &mut PatternArgs,
) -> syn::Result<()> {
    if name == BENEFIT {
        let lit: syn::Expr = input.parse()?;
        parsed.benefit = benefit_value(&lit)?;
    } else if name == DEBUG_NAME {
        parsed.debug_name = Some(input.parse()?);
    } else if name == LOC {
        let value: syn::Expr = input.parse()?;
        parsed.loc = Some(match value {
            syn::Expr::Tuple(t) => t.elems.into_iter().collect(),
            syn::Expr::Paren(p) => vec![*p.expr],
            other => vec![other],
        });
    } else if name == CRATE {
        parsed.crate_path = Some(input.parse()?);
    } else {
        let other = name.to_string();
        let hint = crate::suggest::did_you_mean(&other, words(&OPTIONS));
        return Err(syn::Error::new(
            name.span(),
            format!(
                "unknown `#[pattern]` option `{other}`{hint}: options are `benefit = N`, \
                 `debug_name = \"…\"`, `loc = (a, b)`, `crate = path` and the flags \
                 `commutative` and `conversion`, before the pattern"
            ),
        ));
    }
    Ok(())
}

/// Whether the input starts with `name =` (an option), not `name @`, `name
/// {`, `name(` or `name =>`.
fn is_option(input: ParseStream) -> bool {
    let fork = input.fork();
    let ident = if fork.peek(syn::Token![crate]) {
        fork.parse::<syn::Token![crate]>().is_ok()
    } else {
        fork.parse::<syn::Ident>().is_ok()
    };
    ident
        && (fork.peek(syn::Token![,]) || (fork.peek(syn::Token![=]) && !fork.peek(syn::Token![=>])))
}

/// A flag (`commutative`, `conversion`) written without its comma before
/// the pattern (`commutative AddOp(…) => …`), which would otherwise read as
/// a path and fail at `=>`: one error at the flag.
fn missing_flag_comma(input: ParseStream) -> syn::Result<()> {
    let fork = input.fork();
    match fork.parse::<syn::Ident>() {
        Ok(flag)
            if FLAGS.iter().any(|f| flag == *f)
                && !fork.peek(syn::Token![,])
                && !fork.peek(syn::Token![=])
                && !fork.is_empty() =>
        {
            Err(syn::Error::new(flag.span(), format!("expected `,` after `{flag}`")))
        }
        _ => Ok(()),
    }
}

/// `benefit = N` or `benefit = -N`.
fn benefit_value(expr: &syn::Expr) -> syn::Result<i32> {
    let (negative, lit) = match expr {
        syn::Expr::Unary(u) if matches!(u.op, syn::UnOp::Neg(_)) => (true, &*u.expr),
        other => (false, other),
    };
    match lit {
        syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Int(n), .. }) => {
            let n: i32 = n.base10_parse().map_err(|_| {
                syn::Error::new(n.span(), "`benefit` takes an `i32`: this number is too large")
            })?;
            Ok(if negative { -n } else { n })
        }
        _ => Err(syn::Error::new(expr.span(), "`benefit` takes an integer (`benefit = 2`)")),
    }
}
