//! `llvm.call` and `llvm.call_intrinsic`, their custom forms, verifiers
//! and call models.
//!
//! ```text
//! %r = llvm.call [cconv] [tailcallkind] @f(%a) [vararg(!llvm.func<…>)]
//!                [bundles] {attrs} : (i32) -> i32
//! %r = llvm.call %fptr(%a) : !llvm.ptr, (i32) -> i32
//! %r = llvm.call_intrinsic "llvm.foo"(%a) [bundles] {attrs} : (i32) -> i32
//! ```
//!
//! A direct call names an `llvm.func` (`callee`); an indirect one calls
//! its first operand, a pointer. A call of a variadic function carries the
//! callee's type (`var_callee_type`). Operand bundles follow the call's
//! own operands, divided by `op_bundle_sizes` and named by
//! `op_bundle_tags`.

use std::ops::Range;

use mlir_core::asm::parser::{PResult, Parser, UnresolvedOperand};
use mlir_core::asm::printer::{AsmPrinter, type_to_string};
use mlir_core::context::diagnostics::VerifyResult;
use mlir_core::definitions::interfaces::call::{
    ArgAndResultAttrsOpInterfaceModel, CallOpInterfaceModel, Callee,
};
use mlir_core::definitions::interfaces::symbol::SymbolUserOpInterfaceModel;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, Op, OperationState, Value};
use mlir_core::semantics::constraints::{
    ArrayAttr, DenseI32ArrayAttr, DictArrayAttr, FlatSymbolRefAttr, StrAttr, TypeAttrOf, UnitAttr,
    Variadic,
};
use mlir_core::semantics::symbol_table::SymbolTableCollection;
use mlir_core::semantics::traits::{AttrSizedOperandSegments, OpTrait, TraitDef};
use mlir_core::support::lexer::TokenKind;
use mlir_core::{AttrData, NamedAttr};
use mlir_derive::op;

use super::Llvm;
use super::access_interfaces::{AccessGroupOpInterface, AliasAnalysisOpInterface};
use super::arith_enums::{FastmathFlags, FastmathFlagsAttr};
use super::call_syntax::{
    call_type_attrs, parse_call_type, parse_op_bundles, print_op_bundles, print_trailing_call_type,
};
use super::constraints::LlvmType;
use super::func::{FuncOp, parse_optional_enum_keyword};
use super::linkage::{CConv, CConvAttr, TailCallKind, TailCallKindAttr};
use super::shared_args::AliasAttrs;
use super::types::{FunctionType, PtrType, VoidType};
use crate::variadic_of_variadic::{group_range, segment_sizes, verify_segment_sizes};

/// A call of an LLVM function, direct (`callee`) or through a pointer
/// (the first operand), with no or one result; a variadic callee's type
/// is kept in `var_callee_type`. The call may carry a calling convention,
/// a tail-call kind, fast-math flags, per-argument and per-result
/// attributes, operand bundles and the inlining hints LLVM IR knows.
#[op(
    dialect = Llvm,
    name = "call",
    traits = [AttrSizedOperandSegments, OpBundleSegments<1>],
    interfaces = [
        AccessGroupOpInterface,
        AliasAnalysisOpInterface,
        CallOpInterfaceModel = LlvmCallModel,
        SymbolUserOpInterfaceModel = LlvmCallModel,
        ArgAndResultAttrsOpInterfaceModel = LlvmCallModel,
    ],
    custom_format,
    verify
)]
pub struct CallOp {
    #[attr]
    var_callee_type: Option<TypeAttrOf<FunctionType>>,
    #[attr]
    callee: Option<FlatSymbolRefAttr>,
    #[operand]
    callee_operands: Variadic<LlvmType>,
    #[attr(rename = "fastmathFlags", default = FastmathFlags::NONE, value = FastmathFlags)]
    fastmath_flags: FastmathFlagsAttr,
    #[attr(rename = "CConv", default = CConv::C, value = CConv)]
    cconv: CConvAttr,
    #[attr(rename = "TailCallKind", default = TailCallKind::None, value = TailCallKind)]
    tail_call_kind: TailCallKindAttr,
    #[attr]
    convergent: Option<UnitAttr>,
    #[attr]
    no_unwind: Option<UnitAttr>,
    #[attr]
    will_return: Option<UnitAttr>,
    #[operand]
    op_bundle_operands: Variadic<LlvmType>,
    #[attr]
    op_bundle_sizes: DenseI32ArrayAttr,
    #[attr]
    op_bundle_tags: Option<ArrayAttr>,
    #[attr]
    arg_attrs: Option<DictArrayAttr>,
    #[attr]
    res_attrs: Option<DictArrayAttr>,
    #[attr]
    no_inline: Option<UnitAttr>,
    #[attr]
    always_inline: Option<UnitAttr>,
    #[attr]
    inline_hint: Option<UnitAttr>,
    #[fields]
    alias: AliasAttrs,
    #[result]
    result: Option<LlvmType>,
}

impl AccessGroupOpInterface for CallOp {}

/// A call accesses memory through its pointer arguments (not through the
/// callee of an indirect call).
impl AliasAnalysisOpInterface for CallOp {
    fn accessed_operands(&self, ir: &IrView) -> Vec<Value> {
        let operands = self.callee_operands(ir);
        let skip = usize::from(self.callee(ir).is_none());
        operands.into_iter().skip(skip).filter(|v| PtrType::isa(ir.ctx(), v.ty(ir))).collect()
    }
}

/// A call of an LLVM intrinsic by name (`intrin`, starting with `llvm.`),
/// its overload chosen by the op's types.
#[op(
    dialect = Llvm,
    name = "call_intrinsic",
    traits = [AttrSizedOperandSegments, OpBundleSegments<1>],
    interfaces = [ArgAndResultAttrsOpInterfaceModel = LlvmCallModel],
    custom_format,
    verify
)]
pub struct CallIntrinsicOp {
    #[attr]
    intrin: StrAttr,
    #[operand]
    args: Variadic<LlvmType>,
    #[attr(rename = "fastmathFlags", default = FastmathFlags::NONE, value = FastmathFlags)]
    fastmath_flags: FastmathFlagsAttr,
    #[operand]
    op_bundle_operands: Variadic<LlvmType>,
    #[attr]
    op_bundle_sizes: DenseI32ArrayAttr,
    #[attr]
    op_bundle_tags: Option<ArrayAttr>,
    #[attr]
    arg_attrs: Option<DictArrayAttr>,
    #[attr]
    res_attrs: Option<DictArrayAttr>,
    #[result]
    results: Option<LlvmType>,
}

/// The operand bundles (operand group `GROUP`: the second of a call, the
/// fourth of an invoke) are divided by `op_bundle_sizes` (ODS's
/// `VariadicOfVariadic`, checked with the op's invariants).
pub struct OpBundleSegments<const GROUP: usize>;
impl<const GROUP: usize> OpTrait for OpBundleSegments<GROUP> {
    const DEF: TraitDef = TraitDef::verifier("VariadicOfVariadic", |ir, op| {
        verify_segment_sizes(ir, op, GROUP, "op_bundle_operands", "op_bundle_sizes")
    });
}

/// The attributes the custom forms print themselves.
const CALL_ELIDED: [&str; 9] = [
    "callee",
    "TailCallKind",
    "var_callee_type",
    "CConv",
    "operandSegmentSizes",
    "op_bundle_sizes",
    "op_bundle_tags",
    "arg_attrs",
    "res_attrs",
];

/// `call_intrinsic`'s attributes printed by its custom form.
const INTRINSIC_ELIDED: [&str; 6] = [
    "operandSegmentSizes",
    "op_bundle_sizes",
    "intrin",
    "op_bundle_tags",
    "arg_attrs",
    "res_attrs",
];

/// `name = value`, named in the parser's context.
pub(super) fn named(p: &Parser<'_>, name: &str, value: mlir_core::Attribute) -> NamedAttr {
    NamedAttr { name: p.context().ident(name), value }
}

/// `@f(args)` (the `callee` attribute) or `%ptr(args)` (the pointer the
/// first operand) after the keywords of a call's or an invoke's custom
/// form: the operands, and whether the call is indirect.
pub(super) fn parse_callee_and_args(
    p: &mut Parser<'_>,
    attrs: &mut Vec<NamedAttr>,
) -> PResult<(Vec<UnresolvedOperand>, bool)> {
    let mut operands = Vec::new();
    let indirect = p.at(TokenKind::PercentIdent);
    if indirect {
        operands.push(p.parse_operand()?);
    } else {
        let at = p.offset();
        let callee = p.parse_attr()?;
        if !matches!(callee.data(p.context()), AttrData::SymbolRef { .. }) {
            return Err(p.error_at_offset(at, "invalid kind of attribute specified"));
        }
        attrs.push(named(p, "callee", callee));
    }
    operands.extend(p.parse_operand_list_in_parens()?);
    Ok((operands, indirect))
}

/// `vararg(!llvm.func<…>)` if next: the `var_callee_type` of a call of a
/// variadic function.
pub(super) fn parse_optional_vararg(p: &mut Parser<'_>, attrs: &mut Vec<NamedAttr>) -> PResult<()> {
    if !p.parse_optional_keyword("vararg") {
        return Ok(());
    }
    p.parse_literal("(")?;
    let at = p.offset();
    let ty = p.parse_attr()?;
    if ty.as_type(p.context()).is_none() {
        return Err(p.error_at_offset(at, "invalid kind of attribute specified"));
    }
    attrs.push(named(p, "var_callee_type", ty));
    p.parse_literal(")")
}

/// Reads what follows the callee in both custom forms and sets the
/// attributes: [`parse_call_tail`], then the operand segments (the callee
/// operands, the bundles').
fn parse_call_rest(
    p: &mut Parser<'_>,
    state: &mut OperationState,
    attrs: Vec<NamedAttr>,
    operands: &[UnresolvedOperand],
    indirect: bool,
) -> PResult<()> {
    let (mut attrs, bundle_operands) = parse_call_tail(p, state, attrs, operands, indirect)?;
    let segments = p.context().dense_i32_array(&[operands.len() as i32, bundle_operands as i32]);
    attrs.push(named(p, "operandSegmentSizes", segments));
    p.set_parsed_attributes(state, attrs)
}

/// Reads the bundles, the attribute dictionary and the call type of a
/// call's custom form, resolving the operands (`callee_ptr` first for an
/// indirect call) then the bundles' into `state`; the attributes so far
/// and the number of bundle operands.
pub(super) fn parse_call_tail(
    p: &mut Parser<'_>,
    state: &mut OperationState,
    mut attrs: Vec<NamedAttr>,
    operands: &[UnresolvedOperand],
    indirect: bool,
) -> PResult<(Vec<NamedAttr>, usize)> {
    let ctx = p.context();
    let bundles = parse_op_bundles(p)?;
    attrs.extend(bundles.tags_attr(ctx));
    attrs.extend(p.parse_optional_attr_dict()?);
    let ty = parse_call_type(p, indirect)?;
    let types: Vec<_> = ty.callee.into_iter().chain(ty.inputs.iter().copied()).collect();
    let at = p.custom_op_name_offset();
    p.resolve_operands(operands, &types, at, &mut state.operands)?;
    state.result_types.extend(ty.results.iter().copied());
    attrs.extend(call_type_attrs(ctx, &ty));
    let (sizes, bundle_operands) = bundles.resolve(p, state)?;
    attrs.push(sizes);
    Ok((attrs, bundle_operands))
}

/// The fast-math flags are printed only when some are set.
fn elide_default_fastmath(pr: &AsmPrinter<'_>, op: Op, elided: &mut Vec<&'static str>) {
    let ir = pr.ir();
    let flags = op.get_attr(ir, "fastmathFlags");
    if flags.is_none_or(|f| f == FastmathFlags::NONE.attr(pr.ctx())) {
        elided.push("fastmathFlags");
    }
}

impl CallOp {
    /// `cconv? tailcallkind? (@f | %ptr)(args) vararg(type)? bundles?
    /// attr-dict : (ptr-type ,)? call-type`.
    pub fn parse(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
        let ctx = p.context();
        let cconv = parse_optional_enum_keyword(p).unwrap_or(CConv::C);
        let tail = parse_optional_enum_keyword(p).unwrap_or(TailCallKind::None);
        let mut attrs =
            vec![named(p, "CConv", cconv.attr(ctx)), named(p, "TailCallKind", tail.attr(ctx))];
        let (operands, indirect) = parse_callee_and_args(p, &mut attrs)?;
        parse_optional_vararg(p, &mut attrs)?;
        parse_call_rest(p, state, attrs, &operands, indirect)
    }

    /// Prints what [`CallOp::parse`] reads.
    pub fn print(self, pr: &mut AsmPrinter<'_>) {
        let ir = pr.ir();
        let op = self.as_op();
        print_cconv(pr, self.cconv(ir));
        let tail = self.tail_call_kind(ir);
        if tail != TailCallKind::None {
            pr.write_str(&format!("{tail} "));
        }
        let operands: Vec<Value> = self.callee_operands(ir).collect();
        let (args, callee_ptr) = print_callee_and_args(pr, self.callee(ir), &operands);
        print_optional_vararg(pr, self.var_callee_type(ir));
        let bundle_operands: Vec<Value> = self.op_bundle_operands(ir).collect();
        print_op_bundles(pr, op, &bundle_operands, self.op_bundle_tags(ir));
        let mut elided = CALL_ELIDED.to_vec();
        elide_default_fastmath(pr, op, &mut elided);
        pr.print_optional_attr_dict(&pr.op_attributes(op), &elided);
        print_trailing_call_type(pr, op, callee_ptr, args, self.arg_attrs(ir), self.res_attrs(ir));
    }

    /// The argument operands: the callee operands but the pointer of an
    /// indirect call.
    pub fn arg_operand_range(self, ir: &IrView) -> Range<usize> {
        call_arg_range(ir, self.as_op())
    }

    /// `var_callee_type` against the call's arguments and result, then
    /// the bundle tags against the bundles, in mlir-opt's order.
    fn verify(self, ir: &IrView) -> VerifyResult {
        let op = self.as_op();
        verify_var_callee_type(ir, op)?;
        verify_op_bundles(ir, op)
    }
}

/// Prints a blank then the calling convention and a blank when it is
/// not the default `ccc` (the start of a call's or an invoke's form).
pub(super) fn print_cconv(pr: &mut AsmPrinter<'_>, cconv: CConv) {
    pr.write_char(' ');
    if cconv != CConv::C {
        pr.write_str(&format!("{cconv} "));
    }
}

/// Prints the callee of a call or invoke, its symbol or the pointer
/// called (the first of `operands`), then `(args)`. Returns the arguments
/// (the other operands) and the pointer called, if any.
pub(super) fn print_callee_and_args<'a>(
    pr: &mut AsmPrinter<'_>,
    callee: Option<&str>,
    operands: &'a [Value],
) -> (&'a [Value], Option<Value>) {
    let (args, callee_ptr) = match (callee, operands.split_first()) {
        (Some(name), _) => {
            pr.print_symbol_name(name);
            (operands, None)
        }
        (None, Some((&first, rest))) => {
            pr.print_value_use(first);
            (rest, Some(first))
        }
        (None, None) => (&[][..], None),
    };
    pr.write_char('(');
    pr.print_separated(args.iter().copied(), |pr, v| pr.print_value_use(v));
    pr.write_char(')');
    (args, callee_ptr)
}

/// ` vararg(type)` for a variadic callee's type.
pub(super) fn print_optional_vararg(pr: &mut AsmPrinter<'_>, callee_type: Option<mlir_core::Type>) {
    if let Some(ty) = callee_type {
        pr.write_str(" vararg(");
        pr.print_type(ty);
        pr.write_char(')');
    }
}

/// The argument operands of a call whose first operand group holds the
/// callee operands: all of them for a direct call (`callee` set), all but
/// the pointer called for an indirect one.
pub(super) fn call_arg_range(ir: &IrView, op: Op) -> Range<usize> {
    let range = group_range(ir, op, 0);
    let skip = usize::from(op.get_attr(ir, "callee").is_none());
    (range.start + skip).min(range.end)..range.end
}

/// A call's `var_callee_type`, when set, is variadic and matches the
/// call's arguments (its fixed parameters at most) and its result.
pub(super) fn verify_var_callee_type(ir: &IrView, op: Op) -> VerifyResult {
    let ctx = ir.ctx();
    let ty = op.get_attr(ir, "var_callee_type").and_then(|t| t.as_type(ctx));
    let Some(ty) = ty.and_then(|t| FunctionType::try_from(ctx, t)) else { return Ok(()) };
    let fail = |message: String| -> VerifyResult { Err(op.emit_op_error(ir, message).into()) };
    if !ty.var_arg(ctx) {
        return fail("expected var_callee_type to be a variadic function type".into());
    }
    let args: Vec<Value> = call_arg_range(ir, op).map(|i| op.operand(ir, i)).collect();
    let params = ty.params(ctx);
    if params.len() > args.len() {
        return fail(format!("expected var_callee_type to have at most {} parameters", args.len()));
    }
    for (&param, arg) in params.iter().zip(&args) {
        if param != arg.ty(ir) {
            return fail(format!(
                "var_callee_type parameter type mismatch: '{}' != '{}'",
                type_to_string(ctx, param),
                type_to_string(ctx, arg.ty(ir))
            ));
        }
    }
    let ret = ty.return_type(ctx);
    match op.results(ir).next() {
        None if !VoidType::isa(ctx, ret) => fail("expected var_callee_type to return void".into()),
        Some(result) if result.ty(ir) != ret => fail(format!(
            "var_callee_type return type mismatch: '{}' != '{}'",
            type_to_string(ctx, ret),
            type_to_string(ctx, result.ty(ir))
        )),
        _ => Ok(()),
    }
}

/// The bundle tags are strings, one per bundle (the messages carry no
/// `op` prefix, as mlir-opt's).
pub(super) fn verify_op_bundles(ir: &IrView, op: Op) -> VerifyResult {
    let ctx = ir.ctx();
    let tags = op.inherent_attr(ir, "op_bundle_tags").and_then(|t| t.as_array(ctx));
    if let Some(tags) = tags
        && !tags.iter().all(|t| t.as_string(ctx).is_some())
    {
        return Err(op.emit_error(ir, "operand bundle tag must be a StringAttr").into());
    }
    let bundles = segment_sizes(ir, op, "op_bundle_sizes").len();
    let count = tags.map_or(0, <[_]>::len);
    if bundles != count {
        let message = format!("expected {bundles} operand bundle tags, but actually got {count}");
        return Err(op.emit_error(ir, message).into());
    }
    Ok(())
}

/// A direct call names an `llvm.func` whose type its operands and result
/// match (a variadic callee needs `var_callee_type` and at least its fixed
/// arguments); an indirect call calls a pointer.
fn verify_call_symbol_uses(
    ir: &IrView,
    call: CallOp,
    tables: &mut SymbolTableCollection,
) -> VerifyResult {
    let op = call.as_op();
    let ctx = ir.ctx();
    let fail = |message: String| -> VerifyResult { Err(op.emit_op_error(ir, message).into()) };
    let Some(callee) = op.get_attr(ir, "callee") else {
        let Some(first) = op.operands(ir).next() else {
            return fail("must have either a `callee` attribute or at least an operand".into());
        };
        if !PtrType::isa(ctx, first.ty(ir)) {
            return fail(format!(
                "indirect call expects a pointer as callee: '{}'",
                type_to_string(ctx, first.ty(ir))
            ));
        }
        return Ok(());
    };
    let name = call.callee(ir).unwrap_or_default();
    let Some(target) = tables.lookup_nearest_symbol_from(ir, op, callee) else {
        return fail(format!("'{name}' does not reference a symbol in the current scope"));
    };
    let Some(func) = FuncOp::try_from_op(ir, target) else {
        return fail(format!("'{name}' does not reference a valid LLVM function or IFunc"));
    };
    // The function's own verifier reports a type that is not `!llvm.func`.
    let Some(ty) = func.llvm_function_type(ir) else { return Ok(()) };
    if ty.var_arg(ctx) && call.var_callee_type(ir).is_none() {
        return fail("missing var_callee_type attribute for vararg call".into());
    }
    let args = call.arg_operand_range(ir);
    let params = ty.params(ctx);
    if !ty.var_arg(ctx) && params.len() != args.len() {
        return fail(format!(
            "incorrect number of operands ({}) for callee (expecting: {})",
            args.len(),
            params.len()
        ));
    }
    if params.len() > args.len() {
        return fail(format!(
            "incorrect number of operands ({}) for varargs callee (expecting at least: {})",
            args.len(),
            params.len()
        ));
    }
    for (i, (&param, index)) in params.iter().zip(args).enumerate() {
        let found = op.operand(ir, index).ty(ir);
        if found != param {
            return fail(format!(
                "operand type mismatch for operand {i}: '{}' != '{}'",
                type_to_string(ctx, found),
                type_to_string(ctx, param)
            ));
        }
    }
    let ret = ty.return_type(ctx);
    let void = VoidType::isa(ctx, ret);
    match op.results(ir).next() {
        None if !void => fail("expected function call to produce a value".into()),
        Some(_) if void => fail("calling function with void result must not produce values".into()),
        Some(result) if result.ty(ir) != ret => fail(format!(
            "result type mismatch: '{}' != '{}'",
            type_to_string(ctx, result.ty(ir)),
            type_to_string(ctx, ret)
        )),
        _ => Ok(()),
    }
}

impl CallIntrinsicOp {
    /// `"llvm.name"(args) bundles? attr-dict : call-type`.
    pub fn parse(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
        let ctx = p.context();
        let at = p.offset();
        let intrin = p.parse_attr()?;
        if intrin.as_string(ctx).is_none() {
            return Err(p.error_at_offset(at, "invalid kind of attribute specified"));
        }
        let attrs = vec![named(p, "intrin", intrin)];
        p.parse_literal("(")?;
        let operands = p.parse_operand_list()?;
        p.parse_literal(")")?;
        parse_call_rest(p, state, attrs, &operands, false)
    }

    /// Prints what [`CallIntrinsicOp::parse`] reads.
    pub fn print(self, pr: &mut AsmPrinter<'_>) {
        let ir = pr.ir();
        let op = self.as_op();
        pr.write_char(' ');
        let intrin = op.get_attr(ir, "intrin");
        if let Some(intrin) = intrin {
            pr.print_attribute(intrin);
        }
        let args: Vec<Value> = self.args(ir).collect();
        pr.write_char('(');
        pr.print_separated(args.iter().copied(), |pr, v| pr.print_value_use(v));
        pr.write_char(')');
        let bundle_operands: Vec<Value> = self.op_bundle_operands(ir).collect();
        print_op_bundles(pr, op, &bundle_operands, self.op_bundle_tags(ir));
        let mut elided = INTRINSIC_ELIDED.to_vec();
        elide_default_fastmath(pr, op, &mut elided);
        pr.print_optional_attr_dict(&pr.op_attributes(op), &elided);
        print_trailing_call_type(pr, op, None, &args, self.arg_attrs(ir), self.res_attrs(ir));
    }

    /// The name starts with `llvm.`; then the bundles' checks.
    fn verify(self, ir: &IrView) -> VerifyResult {
        let op = self.as_op();
        if !self.intrin(ir).starts_with("llvm.") {
            let message = "intrinsic name must start with 'llvm.'";
            return Err(op.emit_op_error(ir, message).into());
        }
        verify_op_bundles(ir, op)
    }
}

/// The model of `llvm.call`: calls `callee` or its first operand with the
/// other callee operands; its symbol use must name a matching `llvm.func`.
/// `llvm.invoke` shares its call model (not the symbol check: upstream's
/// invoke has none), `llvm.call_intrinsic` its argument and result
/// attributes.
pub(super) struct LlvmCallModel;

impl CallOpInterfaceModel for LlvmCallModel {
    fn callee(&self, op: Op, ir: &IrView) -> Option<Callee> {
        match op.get_attr(ir, "callee") {
            Some(callee) => Some(Callee::Symbol(callee)),
            None => op.operands(ir).next().map(Callee::Value),
        }
    }

    fn arg_operands(&self, op: Op, ir: &IrView) -> Range<usize> {
        call_arg_range(ir, op)
    }
}

impl SymbolUserOpInterfaceModel for LlvmCallModel {
    fn verify_symbol_uses(
        &self,
        op: Op,
        ir: &IrView,
        tables: &mut SymbolTableCollection,
    ) -> VerifyResult {
        verify_call_symbol_uses(ir, CallOp::from_op_unchecked(op), tables)
    }
}

impl ArgAndResultAttrsOpInterfaceModel for LlvmCallModel {}
