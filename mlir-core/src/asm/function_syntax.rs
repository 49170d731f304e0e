//! The custom syntax of function-like ops (MLIR's `function_interface_impl`),
//! shared by every op that spells itself like `func.func`:
//!
//! ```text
//! func.func private @ext(i32 {a.b}, f32) -> (i32 {c.d}, f32)
//! func.func @f(%arg0: i32 {a.b} loc(…)) -> i32 attributes {no_inline} {
//!   …
//! }
//! ```
//!
//! An optional visibility keyword; the symbol name; the arguments, named
//! (`%x: T`) when there is a body and types only for a declaration, each
//! with an optional attribute dictionary and location; the results, one
//! bare type or a parenthesized list with attribute dictionaries; the other
//! attributes after `attributes`; the body, printed without its entry
//! block's header since the signature declares its arguments.
//!
//! A [`FunctionSyntax`] names the properties the signature is kept in, so
//! ops storing it under other names reuse the same parser and printer.

use crate::asm::parser::{PResult, Parser, RegionArgument};
use crate::asm::printer::AsmPrinter;
use crate::context::Context;
use crate::context::builtin::attributes::{Attribute, NamedAttr};
use crate::context::builtin::types::Type;
use crate::ir::{Op, OperationState};

/// Builds the function type from the argument types, the result types and
/// whether the function is variadic; `Err` carries why it cannot (appended
/// to "failed to construct function type: ").
pub type BuildFunctionType = fn(&Context, &[Type], &[Type], bool) -> Result<Type, String>;

/// Splits a function type into its argument and result types, `None` when
/// the type is not one.
pub type SplitFunctionType = fn(&Context, Type) -> Option<(Vec<Type>, Vec<Type>)>;

/// How a function-like op keeps its signature.
#[derive(Copy, Clone, Debug)]
pub struct FunctionSyntax {
    /// The property holding the function type (`function_type`).
    pub function_type: &'static str,
    /// The property holding one attribute dictionary per argument.
    pub arg_attrs: &'static str,
    /// The property holding one attribute dictionary per result.
    pub res_attrs: &'static str,
    /// Whether `...` may end the argument list (variadic functions).
    pub allow_variadic: bool,
    /// Builds the function type.
    pub build_type: BuildFunctionType,
    /// Splits the function type, for printing.
    pub split_type: SplitFunctionType,
}

impl FunctionSyntax {
    /// A syntax with the builtin function type and no variadic arguments.
    pub const fn new(
        function_type: &'static str,
        arg_attrs: &'static str,
        res_attrs: &'static str,
    ) -> FunctionSyntax {
        FunctionSyntax {
            function_type,
            arg_attrs,
            res_attrs,
            allow_variadic: false,
            build_type: build_builtin_function_type,
            split_type: split_builtin_function_type,
        }
    }
}

/// The builtin function type of the arguments and results (a variadic flag
/// is ignored).
pub fn build_builtin_function_type(
    ctx: &Context,
    inputs: &[Type],
    results: &[Type],
    _variadic: bool,
) -> Result<Type, String> {
    Ok(ctx.function_type(inputs, results))
}

/// The inputs and results of a builtin function type.
pub fn split_builtin_function_type(ctx: &Context, ty: Type) -> Option<(Vec<Type>, Vec<Type>)> {
    ty.as_function(ctx).map(|(inputs, results)| (inputs.to_vec(), results.to_vec()))
}

/// A parsed function signature.
#[derive(Clone, Debug, Default)]
pub struct FunctionSignature {
    /// The arguments: all named, or all types only.
    pub arguments: Vec<RegionArgument>,
    /// Whether the argument list ended with `...`.
    pub is_variadic: bool,
    /// The result types.
    pub result_types: Vec<Type>,
    /// The attribute dictionary of each result (empty when none).
    pub result_attrs: Vec<Vec<NamedAttr>>,
}

/// The visibility keywords a symbol may be preceded by.
const VISIBILITIES: [&str; 3] = ["public", "private", "nested"];

/// Parses the custom form of a function-like op after its name into
/// `state` (MLIR's `parseFunctionOp`): the symbol, the signature, the
/// attributes (rejecting those the syntax itself sets), the optional body.
/// `sym_name`, `sym_visibility`, the function type and the non-empty
/// argument and result attribute arrays are set as attributes, stored as
/// properties where the op declares them.
pub fn parse_function_op(
    p: &mut Parser<'_>,
    state: &mut OperationState,
    syntax: &FunctionSyntax,
) -> PResult<()> {
    let mut attrs = Vec::new();
    if let Some(visibility) = p.parse_optional_keyword_of(&VISIBILITIES) {
        let value = p.context().string_attr(&visibility);
        attrs.push(named(p.context(), "sym_visibility", value));
    }
    parse_function_symbol(p, &mut attrs)?;
    let signature = parse_typed_function_signature(p, syntax, &mut attrs, None)?;
    let inferred = ["sym_visibility", "sym_name", syntax.function_type];
    parse_function_op_rest(p, state, syntax, attrs, &signature, &inferred)
}

/// Parses the function's `@name` into `attrs` as `sym_name`.
pub fn parse_function_symbol(p: &mut Parser<'_>, attrs: &mut Vec<NamedAttr>) -> PResult<()> {
    let Some(symbol) = p.parse_optional_symbol_name()? else {
        let at = p.offset();
        return Err(p.error_at_offset(at, "expected valid '@'-identifier for symbol name"));
    };
    let value = p.context().string_attr(&symbol);
    attrs.push(named(p.context(), "sym_name", value));
    Ok(())
}

/// Parses the signature (`(arguments) -> results`) and builds the function
/// type with `syntax`, adding it to `attrs` under the syntax's name; a type
/// that cannot be built is "failed to construct function type" at
/// `error_at` (an offset; the signature's start when `None`).
pub fn parse_typed_function_signature(
    p: &mut Parser<'_>,
    syntax: &FunctionSyntax,
    attrs: &mut Vec<NamedAttr>,
    error_at: Option<usize>,
) -> PResult<FunctionSignature> {
    let signature_at = error_at.unwrap_or_else(|| p.offset());
    let signature = parse_function_signature(p, syntax.allow_variadic)?;
    let inputs: Vec<Type> = signature.arguments.iter().map(|a| a.ty).collect();
    let built =
        (syntax.build_type)(p.context(), &inputs, &signature.result_types, signature.is_variadic);
    let ty = built.map_err(|why| {
        let sep = if why.is_empty() { "" } else { ": " };
        let message = format!("failed to construct function type{sep}{why}");
        p.error_at_offset(signature_at, message)
    })?;
    let value = p.context().type_attr(ty);
    attrs.push(named(p.context(), syntax.function_type, value));
    Ok(signature)
}

/// Parses what follows the signature (and whatever an op writes between):
/// ` attributes {…}`, where the names in `inferred` are refused as the
/// syntax sets them (an op whose upstream parser does not check leaves it
/// empty: a repeated name is then a duplicate), the per-argument and
/// per-result attribute arrays from the signature, and the optional body;
/// then sets `attrs` on `state`.
pub fn parse_function_op_rest(
    p: &mut Parser<'_>,
    state: &mut OperationState,
    syntax: &FunctionSyntax,
    mut attrs: Vec<NamedAttr>,
    signature: &FunctionSignature,
    inferred: &[&str],
) -> PResult<()> {
    let dict_at = p.offset();
    let written = p.parse_optional_attr_dict_with_keyword()?;
    for &inferred in inferred {
        if written.iter().any(|a| a.name.as_str(p.context()) == inferred) {
            let message = format!(
                "'{inferred}' is an inferred attribute and should not be specified in the explicit attribute dictionary"
            );
            return Err(p.error_at_offset(dict_at, message));
        }
    }
    attrs.extend(written);
    let arg_dicts: Vec<&[NamedAttr]> =
        signature.arguments.iter().map(|a| a.attrs.as_slice()).collect();
    if let Some(array) = attr_dict_array(p.context(), &arg_dicts) {
        attrs.push(named(p.context(), syntax.arg_attrs, array));
    }
    let res_dicts: Vec<&[NamedAttr]> = signature.result_attrs.iter().map(Vec::as_slice).collect();
    if let Some(array) = attr_dict_array(p.context(), &res_dicts) {
        attrs.push(named(p.context(), syntax.res_attrs, array));
    }

    // The printer omits an empty body, so `{}` cannot be read as one.
    let body_at = p.offset();
    match p.parse_optional_function_body(state, &signature.arguments)? {
        Some(body) if p.parsed_region_is_empty(body) => {
            return Err(p.error_at_offset(body_at, "expected non-empty function body"));
        }
        Some(_) => {}
        None => state.num_new_regions += 1,
    }
    p.set_parsed_attributes(state, attrs)
}

/// Parses `(arguments) -> results` (MLIR's
/// `parseFunctionSignatureWithArguments`).
pub fn parse_function_signature(
    p: &mut Parser<'_>,
    allow_variadic: bool,
) -> PResult<FunctionSignature> {
    let mut signature = FunctionSignature::default();
    parse_function_arguments(p, allow_variadic, &mut signature)?;
    if p.parse_optional_arrow() {
        let (types, attrs) = parse_function_result_list(p)?;
        signature.result_types = types;
        signature.result_attrs = attrs;
    }
    Ok(signature)
}

/// `(…)`: all arguments named (`%x: T {attrs} loc(…)`) or all types
/// (`T {attrs} loc(…)`), with a final `...` when allowed.
fn parse_function_arguments(
    p: &mut Parser<'_>,
    allow_variadic: bool,
    signature: &mut FunctionSignature,
) -> PResult<()> {
    p.parse_lparen()?;
    if p.parse_optional_rparen() {
        return Ok(());
    }
    loop {
        if signature.is_variadic {
            let at = p.offset();
            let message = "variadic arguments must be in the end of the argument list";
            return Err(p.error_at_offset(at, message));
        }
        let arguments = &mut signature.arguments;
        if allow_variadic && p.parse_optional_ellipsis() {
            signature.is_variadic = true;
        } else if let Some(arg) = p.parse_optional_argument(true)? {
            if arguments.last().is_some_and(|a| a.name.is_none()) {
                let message = "expected type instead of SSA identifier";
                return Err(p.error_at_offset(arg.offset, message));
            }
            arguments.push(arg);
        } else {
            let offset = p.offset();
            if arguments.last().is_some_and(|a| a.name.is_some()) {
                return Err(p.error_at_offset(offset, "expected SSA identifier"));
            }
            let ty = p.parse_any_type()?;
            let attrs = p.parse_optional_attr_dict()?;
            let loc = p.parse_optional_location_specifier()?;
            arguments.push(RegionArgument { name: None, offset, ty, attrs, loc });
        }
        if !p.parse_optional_comma() {
            break;
        }
    }
    p.parse_rparen()
}

/// The results after `->` (MLIR's `parseFunctionResultList`): one type
/// (not parenthesized, so not a function type), or a parenthesized list of
/// types with optional attribute dictionaries, `()` for none.
pub fn parse_function_result_list(p: &mut Parser<'_>) -> PResult<(Vec<Type>, Vec<Vec<NamedAttr>>)> {
    if !p.parse_optional_lparen() {
        let ty = p.parse_any_type()?;
        return Ok((vec![ty], vec![Vec::new()]));
    }
    let (mut types, mut attrs) = (Vec::new(), Vec::new());
    if p.parse_optional_rparen() {
        return Ok((types, attrs));
    }
    loop {
        types.push(p.parse_any_type()?);
        attrs.push(p.parse_optional_attr_dict()?);
        if !p.parse_optional_comma() {
            break;
        }
    }
    p.parse_rparen()?;
    Ok((types, attrs))
}

/// The array of per-argument (or per-result) dictionaries, `None` when all
/// are empty: MLIR stores the array only when some dictionary has entries.
fn attr_dict_array(ctx: &Context, dicts: &[&[NamedAttr]]) -> Option<Attribute> {
    if dicts.iter().all(|d| d.is_empty()) {
        return None;
    }
    let elements: Vec<Attribute> = dicts.iter().map(|d| ctx.dictionary_attr(d)).collect();
    Some(ctx.array_attr(&elements))
}

fn named(ctx: &Context, name: &str, value: Attribute) -> NamedAttr {
    NamedAttr { name: ctx.ident(name), value }
}

/// Prints the custom form of a function-like op after its name (MLIR's
/// `printFunctionOp`); `is_variadic` adds `...` to the arguments.
pub fn print_function_op(
    pr: &mut AsmPrinter<'_>,
    op: Op,
    syntax: &FunctionSyntax,
    is_variadic: bool,
) {
    let ir = pr.ir();
    let ctx = pr.ctx();
    pr.write_char(' ');
    if let Some(visibility) = string_attr_of(ctx, op.get_attr(ir, "sym_visibility")) {
        pr.write_str(&visibility);
        pr.write_char(' ');
    }
    let symbol = string_attr_of(ctx, op.get_attr(ir, "sym_name")).unwrap_or_default();
    pr.print_symbol_name(&symbol);
    let function_type = op.get_attr(ir, syntax.function_type).and_then(|a| a.as_type(ctx));
    let (inputs, results) =
        function_type.and_then(|t| (syntax.split_type)(ctx, t)).unwrap_or_default();
    let arg_attrs = op.get_attr(ir, syntax.arg_attrs);
    let res_attrs = op.get_attr(ir, syntax.res_attrs);
    print_function_signature(pr, op, &inputs, arg_attrs, is_variadic, &results, res_attrs);
    let elided = ["sym_visibility", syntax.function_type, syntax.arg_attrs, syntax.res_attrs];
    print_function_attributes(pr, op, &elided);
    print_function_body(pr, op);
}

/// Prints ` {body}` unless the function is a declaration (no body, or an
/// empty one), without the entry block's header.
pub fn print_function_body(pr: &mut AsmPrinter<'_>, op: Op) {
    let ir = pr.ir();
    if op.num_regions(ir) > 0 {
        let body = op.region(ir, 0);
        if !body.is_empty(ir) {
            pr.write_char(' ');
            pr.print_op_region(op, body, false, false, true);
        }
    }
}

/// Prints `(arguments)` and ` -> results` when there are results: named
/// arguments (the entry block's) for a function with a body, types for a
/// declaration, each with its attribute dictionary from `arg_attrs`.
pub fn print_function_signature(
    pr: &mut AsmPrinter<'_>,
    op: Op,
    inputs: &[Type],
    arg_attrs: Option<Attribute>,
    is_variadic: bool,
    results: &[Type],
    res_attrs: Option<Attribute>,
) {
    let ir = pr.ir();
    let ctx = pr.ctx();
    let entry = (op.num_regions(ir) > 0).then(|| op.region(ir, 0).first_block(ir)).flatten();
    pr.write_char('(');
    for (i, &ty) in inputs.iter().enumerate() {
        if i > 0 {
            pr.write_str(", ");
        }
        let attrs = dict_at(ctx, arg_attrs, i);
        match entry.filter(|b| i < b.num_args(ir)) {
            Some(block) => pr.print_region_argument(block.arg(ir, i), attrs),
            None => {
                pr.print_type(ty);
                pr.print_optional_attr_dict(attrs, &[]);
            }
        }
    }
    if is_variadic {
        if !inputs.is_empty() {
            pr.write_str(", ");
        }
        pr.write_str("...");
    }
    pr.write_char(')');
    if results.is_empty() {
        return;
    }
    pr.write_str(" -> ");
    let parens = results.len() > 1
        || results[0].as_function(ctx).is_some()
        || !dict_at(ctx, res_attrs, 0).is_empty();
    if parens {
        pr.write_char('(');
    }
    for (i, &ty) in results.iter().enumerate() {
        if i > 0 {
            pr.write_str(", ");
        }
        pr.print_type(ty);
        pr.print_optional_attr_dict(dict_at(ctx, res_attrs, i), &[]);
    }
    if parens {
        pr.write_char(')');
    }
}

/// Prints ` attributes {…}` with the op's attributes but `sym_name` and
/// those in `elided` (MLIR's `printFunctionAttributes`); nothing when
/// none is left.
pub fn print_function_attributes(pr: &mut AsmPrinter<'_>, op: Op, elided: &[&str]) {
    let attrs = pr.op_attributes(op);
    let mut ignored = vec!["sym_name"];
    ignored.extend_from_slice(elided);
    pr.print_optional_attr_dict_with_keyword(&attrs, &ignored);
}

/// Entry `i` of an array of dictionaries (empty when the array, the entry
/// or the dictionary is missing, as on unverified IR).
fn dict_at(ctx: &Context, array: Option<Attribute>, i: usize) -> &[NamedAttr] {
    array
        .and_then(|a| a.as_array(ctx))
        .and_then(|elements| elements.get(i))
        .and_then(|d| d.as_dictionary(ctx))
        .unwrap_or(&[])
}

/// The text of a string attribute.
fn string_attr_of(ctx: &Context, attr: Option<Attribute>) -> Option<String> {
    attr?.as_string(ctx).map(|bytes| crate::support::text_bytes::from_bytes(bytes).into_owned())
}
