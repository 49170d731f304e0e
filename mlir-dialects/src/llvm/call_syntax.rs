//! The pieces of the custom forms of `llvm.call`, `llvm.call_intrinsic`
//! and `llvm.invoke`: the operand bundles `["tag"(%a, %b : i32, i64),
//! "other"()]`, and the trailing call type, an MLIR function type whose
//! arguments and results may carry attribute dictionaries: `(i32
//! {llvm.noundef}) -> (i32 {llvm.zeroext})`, `() -> ()` for a call without
//! result.

use mlir_core::asm::function_syntax::parse_function_result_list;
use mlir_core::asm::parser::{PResult, Parser, UnresolvedOperand};
use mlir_core::asm::printer::AsmPrinter;
use mlir_core::ir::{Op, OperationState, Value};
use mlir_core::support::lexer::TokenKind;
use mlir_core::{Attribute, Context, NamedAttr, Type};

use crate::variadic_of_variadic::segment_sizes;

/// Parsed operand bundles, unresolved: each bundle's operands and types.
#[derive(Default)]
pub(super) struct OpBundles {
    /// Where the bundles start (where their resolution errors point).
    pub(super) at: usize,
    /// Each bundle's operands.
    pub(super) operands: Vec<Vec<UnresolvedOperand>>,
    /// Each bundle's types.
    pub(super) types: Vec<Vec<Type>>,
    /// Each bundle's tag; `None` when no bundle list was written or it
    /// was `[]`.
    pub(super) tags: Option<Vec<String>>,
}

/// `["tag"(%a : T), …]` if a `[` is next.
pub(super) fn parse_op_bundles(p: &mut Parser<'_>) -> PResult<OpBundles> {
    let mut bundles = OpBundles { at: p.offset(), ..OpBundles::default() };
    if !p.parse_optional_literal("[") || p.parse_optional_literal("]") {
        return Ok(bundles);
    }
    let mut tags = Vec::new();
    loop {
        let at = p.offset();
        if !p.at(TokenKind::String) {
            let mut e = p.error_at_offset(at, "expected string");
            e.more.push((at, p.emitted("expect operand bundle tag")));
            return Err(e);
        }
        let tag = String::from_utf8_lossy(&p.token_string_value()).into_owned();
        p.skip_token();
        p.parse_literal("(")?;
        let (mut operands, mut types) = (Vec::new(), Vec::new());
        if !p.parse_optional_literal(")") {
            operands = p.parse_operand_list()?;
            p.parse_literal(":")?;
            types = p.parse_type_list()?;
            p.parse_literal(")")?;
        }
        bundles.operands.push(operands);
        bundles.types.push(types);
        tags.push(tag);
        if !p.parse_optional_comma() {
            break;
        }
    }
    p.parse_literal("]")?;
    bundles.tags = Some(tags);
    Ok(bundles)
}

impl OpBundles {
    /// The `op_bundle_tags` attribute, when bundles were written.
    pub(super) fn tags_attr(&self, ctx: &Context) -> Option<NamedAttr> {
        let tags = self.tags.as_ref()?;
        let tags: Vec<Attribute> = tags.iter().map(|t| ctx.string_attr(t)).collect();
        Some(NamedAttr { name: ctx.ident("op_bundle_tags"), value: ctx.array_attr(&tags) })
    }

    /// Resolves the bundles' operands into `state` (after the call's own)
    /// and returns `op_bundle_sizes` and the number of bundle operands.
    pub(super) fn resolve(
        &self,
        p: &mut Parser<'_>,
        state: &mut OperationState,
    ) -> PResult<(NamedAttr, usize)> {
        let ctx = p.context();
        for (operands, types) in self.operands.iter().zip(&self.types) {
            if operands.len() != types.len() {
                // mlir-opt numbers every bundle #0.
                let message = format!(
                    "expected {} types for operand bundle operands for operand bundle #0, but actually got {}",
                    operands.len(),
                    types.len()
                );
                return Err(p.error_at_offset(self.at, message));
            }
            p.resolve_operands(operands, types, self.at, &mut state.operands)?;
        }
        let sizes: Vec<i32> = self.operands.iter().map(|o| o.len() as i32).collect();
        let total = self.operands.iter().map(Vec::len).sum();
        Ok((
            NamedAttr { name: ctx.ident("op_bundle_sizes"), value: ctx.dense_i32_array(&sizes) },
            total,
        ))
    }
}

/// Prints ` [bundles]` when `op` has bundles: its `op_bundle_sizes`
/// divides `operands` among them, `tags` names them.
pub(super) fn print_op_bundles(
    pr: &mut AsmPrinter<'_>,
    op: Op,
    operands: &[Value],
    tags: Option<Attribute>,
) {
    let ctx = pr.ctx();
    let ir = pr.ir();
    let sizes = segment_sizes(ir, op, "op_bundle_sizes");
    if sizes.is_empty() {
        return;
    }
    let tags = tags.and_then(|t| t.as_array(ctx)).unwrap_or_default();
    pr.write_str(" [");
    let mut start = 0usize;
    for (i, &size) in sizes.iter().enumerate() {
        if i > 0 {
            pr.write_str(", ");
        }
        let tag = tags.get(i).and_then(|t| t.as_string(ctx)).unwrap_or_default();
        pr.print_string(tag);
        pr.write_char('(');
        let end = (start + size.max(0) as usize).min(operands.len());
        let bundle = &operands[start.min(end)..end];
        start = end;
        if !bundle.is_empty() {
            pr.print_separated(bundle.iter().copied(), |pr, v| pr.print_value_use(v));
            pr.write_str(" : ");
            pr.print_separated(bundle.iter().copied(), |pr, v| pr.print_type(v.ty(ir)));
        }
        pr.write_char(')');
    }
    pr.write_char(']');
}

/// The trailing type of a call: its argument and result types and their
/// attribute dictionaries.
pub(super) struct CallType {
    /// The indirect callee's type, for an indirect call.
    pub(super) callee: Option<Type>,
    /// The argument types.
    pub(super) inputs: Vec<Type>,
    /// The argument attribute dictionaries.
    pub(super) input_attrs: Vec<Vec<NamedAttr>>,
    /// The result types (none or one).
    pub(super) results: Vec<Type>,
    /// The result attribute dictionaries.
    pub(super) result_attrs: Vec<Vec<NamedAttr>>,
}

/// `: (T, …) -> R` after a direct call, `: !llvm.ptr, (T, …) -> R` after
/// an indirect one, with mlir-opt's messages at the `:`.
pub(super) fn parse_call_type(p: &mut Parser<'_>, indirect: bool) -> PResult<CallType> {
    let at = p.offset();
    p.parse_literal(":")?;
    let mut callee = None;
    if indirect {
        callee = Some(p.parse_any_type()?);
        if !p.parse_optional_comma() {
            return Err(p.error_at_offset(at, "expected indirect call to have 2 trailing types"));
        }
    }
    let failure = if indirect {
        "expected trailing function type"
    } else {
        "expected direct call to have 1 trailing types"
    };
    let signature = parse_signature(p).map_err(|e| match e {
        Some(mut e) => {
            e.more.push((at, p.emitted(failure)));
            e
        }
        None => p.error_at_offset(at, failure),
    })?;
    let (inputs, input_attrs, results, result_attrs) = signature;
    if results.len() > 1 {
        return Err(p.error_at_offset(at, "expected function with 0 or 1 result"));
    }
    if results.first().is_some_and(|&r| super::types::VoidType::isa(p.context(), r)) {
        return Err(p.error_at_offset(at, "expected a non-void result type"));
    }
    Ok(CallType { callee, inputs, input_attrs, results, result_attrs })
}

/// The parts of a parsed signature: argument types and dictionaries,
/// result types and dictionaries.
type Signature = (Vec<Type>, Vec<Vec<NamedAttr>>, Vec<Type>, Vec<Vec<NamedAttr>>);

/// `(T {attrs}, …) -> results`; `Err(None)` when the arrow is missing
/// (nothing reported yet), `Err(Some(e))` for an error inside.
fn parse_signature(
    p: &mut Parser<'_>,
) -> Result<Signature, Option<mlir_core::asm::parser::ParseError>> {
    let (mut inputs, mut input_attrs) = (Vec::new(), Vec::new());
    p.parse_literal("(").map_err(Some)?;
    if !p.parse_optional_literal(")") {
        loop {
            inputs.push(p.parse_any_type().map_err(Some)?);
            input_attrs.push(p.parse_optional_attr_dict().map_err(Some)?);
            if !p.parse_optional_comma() {
                break;
            }
        }
        p.parse_literal(")").map_err(Some)?;
    }
    if !p.parse_optional_arrow() {
        return Err(None);
    }
    let (results, result_attrs) = parse_function_result_list(p).map_err(Some)?;
    Ok((inputs, input_attrs, results, result_attrs))
}

/// The `arg_attrs` and `res_attrs` of a parsed call type, each only when
/// some dictionary has entries.
pub(super) fn call_type_attrs(ctx: &Context, ty: &CallType) -> Vec<NamedAttr> {
    let array = |name: &str, dicts: &[Vec<NamedAttr>]| {
        if dicts.iter().all(Vec::is_empty) {
            return None;
        }
        let elements: Vec<Attribute> = dicts.iter().map(|d| ctx.dictionary_attr(d)).collect();
        Some(NamedAttr { name: ctx.ident(name), value: ctx.array_attr(&elements) })
    };
    array("arg_attrs", &ty.input_attrs)
        .into_iter()
        .chain(array("res_attrs", &ty.result_attrs))
        .collect()
}

/// Prints ` : ` and the call type of `op`, a call of `args` (after the
/// type of `callee_ptr`, the pointer an indirect call calls), with the
/// dictionaries of `arg_attrs` and `res_attrs`.
pub(super) fn print_trailing_call_type(
    pr: &mut AsmPrinter<'_>,
    op: Op,
    callee_ptr: Option<Value>,
    args: &[Value],
    arg_attrs: Option<Attribute>,
    res_attrs: Option<Attribute>,
) {
    let ir = pr.ir();
    pr.write_str(" : ");
    if let Some(ptr) = callee_ptr {
        pr.print_type(ptr.ty(ir));
        pr.write_str(", ");
    }
    let inputs: Vec<_> = args.iter().map(|v| v.ty(ir)).collect();
    let results: Vec<_> = op.results(ir).map(|r| r.ty(ir)).collect();
    print_call_type(pr, &inputs, arg_attrs, &results, res_attrs);
}

/// Prints `(T {attrs}, …) -> R` (`-> ()` without result), the
/// dictionaries from `arg_attrs` and `res_attrs`.
fn print_call_type(
    pr: &mut AsmPrinter<'_>,
    inputs: &[Type],
    arg_attrs: Option<Attribute>,
    results: &[Type],
    res_attrs: Option<Attribute>,
) {
    let ctx = pr.ctx();
    let dict = |array: Option<Attribute>, i: usize| -> Vec<NamedAttr> {
        let element = array.and_then(|a| a.as_array(ctx)).and_then(|a| a.get(i).copied());
        element.and_then(|d| d.as_dictionary(ctx)).map(<[NamedAttr]>::to_vec).unwrap_or_default()
    };
    pr.write_char('(');
    for (i, &ty) in inputs.iter().enumerate() {
        if i > 0 {
            pr.write_str(", ");
        }
        pr.print_type(ty);
        pr.print_optional_attr_dict(&dict(arg_attrs, i), &[]);
    }
    pr.write_str(") -> ");
    if results.is_empty() {
        pr.write_str("()");
        return;
    }
    let parens = results.len() > 1
        || results[0].as_function(ctx).is_some()
        || !dict(res_attrs, 0).is_empty();
    if parens {
        pr.write_char('(');
    }
    for (i, &ty) in results.iter().enumerate() {
        if i > 0 {
            pr.write_str(", ");
        }
        pr.print_type(ty);
        pr.print_optional_attr_dict(&dict(res_attrs, i), &[]);
    }
    if parens {
        pr.write_char(')');
    }
}
