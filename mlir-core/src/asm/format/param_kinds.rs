//! The shared runtime of the kinds `#[type_def]` and `#[attr_def]`
//! generate: parsing a kind's parameters with its [`ParamFormat`] and
//! uniquing the result after its parameter verifier ran (MLIR's
//! `getChecked` with `genVerifyDecl`), and the checked construction
//! builders use. Generated code is only tables and thin wrappers.

use crate::asm::format::params::{ParamFormat, parse_params};
use crate::asm::parser::{PResult, Parser};
use crate::context::Context;
use crate::context::builtin::location::Location;
use crate::context::diagnostics::Diagnostic;
use crate::context::dialect_attr::AttrParam;

/// A kind's parameter verifier over the stored parameters: `Err` holds
/// the message mlir-opt reports at the value.
pub type ParamCheck = fn(&Context, &[AttrParam]) -> Result<(), String>;

/// A parameter read back (`Parameter::from_param`), or why not: the
/// conversion fails only for a payload built by hand with the wrong kind
/// of value at parameter `name`.
pub fn param_at<T>(value: Option<T>, name: &str) -> Result<T, String> {
    // Parsing reads each integer at its width, so only a payload built by
    // hand (an `Int` too wide for its field) ends here.
    value.ok_or_else(|| format!("parameter '{name}' is out of range of its type"))
}

/// A parameter's view (`Parameter::view`) of a value known to be of its
/// kind; panics, naming it, on a payload built by hand with the wrong
/// kind of value.
pub fn view_at<T>(view: Option<T>, name: &str) -> T {
    match view {
        Some(v) => v,
        None => panic!("parameter '{name}' does not hold a value of its type"),
    }
}

/// Parses the parameters of a kind with `format` (the parser after the
/// mnemonic; `ods_name` the name messages quote), verifies them and
/// uniques the value with `unique`; a verifier error is reported where the
/// parameters start, as mlir-opt reports it.
pub fn parse_kind<H>(
    p: &mut Parser<'_>,
    ods_name: &str,
    format: &ParamFormat,
    check: ParamCheck,
    unique: impl FnOnce(&Context, Vec<AttrParam>) -> H,
) -> PResult<H> {
    let at = p.offset();
    let params = parse_params(p, format, ods_name)?;
    finish_parsed(p, at, params, check, unique)
}

/// Verifies parameters parsed from offset `at` (by a format or the user's
/// parse function) and uniques the value; the verifier's error is placed
/// at `at`.
pub fn finish_parsed<H>(
    p: &Parser<'_>,
    at: usize,
    params: Vec<AttrParam>,
    check: ParamCheck,
    unique: impl FnOnce(&Context, Vec<AttrParam>) -> H,
) -> PResult<H> {
    if let Err(message) = check(p.context(), &params) {
        return Err(p.error_at_offset(at, message));
    }
    Ok(unique(p.context(), params))
}

/// The value `unique` makes of `params`, verified: an error at `loc` when
/// the verifier rejects them.
pub fn checked<H>(
    ctx: &Context,
    loc: Location,
    params: Vec<AttrParam>,
    check: ParamCheck,
    unique: impl FnOnce(&Context, Vec<AttrParam>) -> H,
) -> Result<H, Diagnostic> {
    check(ctx, &params).map_err(|message| Diagnostic::error(loc, message))?;
    Ok(unique(ctx, params))
}

/// `Ok` or a panic with the verifier's message: `get` is for parameters
/// the caller knows to be valid (`get_checked` reports instead).
pub fn expect_valid(kind: &str, result: Result<(), String>) {
    if let Err(message) = result {
        panic!("invalid parameters for {kind}: {message}");
    }
}
