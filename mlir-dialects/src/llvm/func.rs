//! `llvm.func`: an LLVM function, its custom form and verifier.
//!
//! ```text
//! llvm.func [linkage] [visibility] [unnamed_addr] [cconv] @name(args) [-> result]
//!           [attributes {…}] [{ body }]
//! ```
//!
//! The keywords come in that order, each optional (`internal`, `hidden`,
//! `local_unnamed_addr`, `fastcc`); the signature is the shared function
//! syntax with `...` for a variadic function, and builds a `!llvm.func`
//! type (one result at most, `void` for none). A function without body
//! is a declaration.

use mlir_core::asm::function_syntax::{
    FunctionSyntax, parse_function_op_rest, parse_function_symbol, parse_typed_function_signature,
    print_function_attributes, print_function_body, print_function_signature,
};
use mlir_core::asm::parser::{PResult, Parser};
use mlir_core::asm::printer::AsmPrinter;
use mlir_core::context::diagnostics::VerifyResult;
use mlir_core::context::enum_attr::EnumAttrType;
use mlir_core::definitions::interfaces::call::{
    ArgAndResultAttrsOpInterfaceModel, CallableOpInterfaceModel,
};
use mlir_core::definitions::interfaces::function::{
    FunctionOpInterfaceModel, FunctionOpInterfaceTrait,
};
use mlir_core::definitions::interfaces::symbol::{SymbolOpInterfaceModel, SymbolOpInterfaceTrait};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, Op, OperationState, Region};
use mlir_core::semantics::constraints::{
    AnyRegion, ArrayAttr, BoolAttr, DenseI32ArrayAttr, DictArrayAttr, FlatSymbolRefAttr, I32Attr,
    I64Attr, StrAttr, SymbolRefAttr, TypeAttrOf, UnitAttr,
};
use mlir_core::semantics::traits::{AffineScope, AutomaticAllocationScope, IsIsolatedFromAbove};
use mlir_core::{Context, NamedAttr, Type};
use mlir_derive::op;

use super::Llvm;
use super::constraints::is_compatible_outer_type;
use super::linkage::{
    CConv, CConvAttr, Linkage, LinkageAttr, UnnamedAddr, UnnamedAddrAttr, Visibility,
    VisibilityAttr,
};
use super::memory_effects::MemoryEffectsAttr;
use super::types::{FunctionType, VoidType};

/// An LLVM function: a symbol with an `!llvm.func` type, its linkage,
/// visibility and calling convention, per-argument and per-result
/// attribute dictionaries, the function attributes LLVM IR knows, and a
/// body (empty for a declaration, which must have `external` or
/// `extern_weak` linkage).
#[op(
    dialect = Llvm,
    name = "func",
    traits = [
        AffineScope,
        AutomaticAllocationScope,
        IsIsolatedFromAbove,
        SymbolOpInterfaceTrait,
        FunctionOpInterfaceTrait,
    ],
    interfaces = [
        SymbolOpInterfaceModel = LlvmFuncModel,
        CallableOpInterfaceModel = LlvmFuncModel,
        ArgAndResultAttrsOpInterfaceModel = LlvmFuncModel,
        FunctionOpInterfaceModel = LlvmFuncModel,
    ],
    custom_format,
    verify
)]
pub struct FuncOp {
    #[attr]
    sym_name: StrAttr,
    #[attr]
    sym_visibility: Option<StrAttr>,
    #[attr]
    function_type: TypeAttrOf<FunctionType>,
    #[attr(default = Linkage::External, value = Linkage)]
    linkage: LinkageAttr,
    #[attr]
    dso_local: Option<UnitAttr>,
    #[attr(rename = "CConv", default = CConv::C, value = CConv)]
    cconv: CConvAttr,
    #[attr]
    comdat: Option<SymbolRefAttr>,
    #[attr]
    convergent: Option<UnitAttr>,
    #[attr]
    personality: Option<FlatSymbolRefAttr>,
    #[attr(rename = "garbageCollector")]
    garbage_collector: Option<StrAttr>,
    #[attr]
    passthrough: Option<ArrayAttr>,
    #[attr]
    arg_attrs: Option<DictArrayAttr>,
    #[attr]
    res_attrs: Option<DictArrayAttr>,
    #[attr]
    function_entry_count: Option<I64Attr>,
    #[attr]
    memory_effects: Option<MemoryEffectsAttr>,
    #[attr(rename = "visibility_", default = Visibility::Default, value = Visibility)]
    visibility: VisibilityAttr,
    #[attr]
    arm_streaming: Option<UnitAttr>,
    #[attr]
    arm_locally_streaming: Option<UnitAttr>,
    #[attr]
    arm_streaming_compatible: Option<UnitAttr>,
    #[attr]
    arm_new_za: Option<UnitAttr>,
    #[attr]
    arm_in_za: Option<UnitAttr>,
    #[attr]
    arm_out_za: Option<UnitAttr>,
    #[attr]
    arm_inout_za: Option<UnitAttr>,
    #[attr]
    arm_preserves_za: Option<UnitAttr>,
    #[attr]
    section: Option<StrAttr>,
    #[attr(value = UnnamedAddr)]
    unnamed_addr: Option<UnnamedAddrAttr>,
    #[attr]
    alignment: Option<I64Attr>,
    #[attr]
    target_cpu: Option<StrAttr>,
    #[attr]
    tune_cpu: Option<StrAttr>,
    #[attr]
    reciprocal_estimates: Option<StrAttr>,
    #[attr]
    prefer_vector_width: Option<StrAttr>,
    #[attr]
    no_infs_fp_math: Option<BoolAttr>,
    #[attr]
    no_nans_fp_math: Option<BoolAttr>,
    #[attr]
    no_signed_zeros_fp_math: Option<BoolAttr>,
    #[attr]
    denormal_fp_math: Option<StrAttr>,
    #[attr]
    denormal_fp_math_f32: Option<StrAttr>,
    #[attr]
    fp_contract: Option<StrAttr>,
    #[attr]
    instrument_function_entry: Option<StrAttr>,
    #[attr]
    instrument_function_exit: Option<StrAttr>,
    #[attr]
    no_inline: Option<UnitAttr>,
    #[attr]
    always_inline: Option<UnitAttr>,
    #[attr]
    inline_hint: Option<UnitAttr>,
    #[attr]
    no_unwind: Option<UnitAttr>,
    #[attr]
    will_return: Option<UnitAttr>,
    #[attr]
    optimize_none: Option<UnitAttr>,
    #[attr]
    work_group_size_hint: Option<DenseI32ArrayAttr>,
    #[attr]
    reqd_work_group_size: Option<DenseI32ArrayAttr>,
    #[attr]
    intel_reqd_sub_group_size: Option<I32Attr>,
    #[region]
    body: AnyRegion,
}

/// How `llvm.func` keeps its signature: an `!llvm.func` type, variadic
/// allowed.
const LLVM_FUNC_SYNTAX: FunctionSyntax = FunctionSyntax {
    allow_variadic: true,
    build_type: build_llvm_function_type,
    split_type: split_llvm_function_type,
    ..FunctionSyntax::new("function_type", "arg_attrs", "res_attrs")
};

/// The `!llvm.func` type of a parsed signature, with mlir-opt's reasons
/// when there is none (the result's message quotes the type without a
/// separating space, as mlir-opt does).
fn build_llvm_function_type(
    ctx: &Context,
    inputs: &[Type],
    results: &[Type],
    variadic: bool,
) -> Result<Type, String> {
    if results.len() > 1 {
        return Err("expected zero or one function result".into());
    }
    let result = match results.first() {
        None => VoidType::get(ctx).into(),
        Some(&ty) if is_compatible_outer_type(ctx, ty) => ty,
        Some(&ty) => {
            let text = mlir_core::asm::printer::type_to_string(ctx, ty);
            return Err(format!("expected LLVM type for function results'{text}'"));
        }
    };
    if !inputs.iter().all(|&ty| is_compatible_outer_type(ctx, ty)) {
        return Err("expected LLVM type for function arguments".into());
    }
    FunctionType::get_checked(ctx, ctx.unknown_loc(), result, inputs.to_vec(), variadic)
        .map(Into::into)
        .map_err(|d| d.message)
}

/// The parameters and results of an `!llvm.func` type (no result for
/// `void`).
fn split_llvm_function_type(ctx: &Context, ty: Type) -> Option<(Vec<Type>, Vec<Type>)> {
    let function = FunctionType::try_from(ctx, ty)?;
    let result = function.return_type(ctx);
    let results = if VoidType::isa(ctx, result) { Vec::new() } else { vec![result] };
    Some((function.params(ctx), results))
}

/// Reads one of `E`'s keywords if the next token is one; the empty
/// keyword (a default) is never read.
pub(super) fn parse_optional_enum_keyword<E: EnumAttrType>(p: &mut Parser<'_>) -> Option<E> {
    let keywords: Vec<&str> =
        E::ENUM.cases.iter().map(|c| c.keyword).filter(|k| !k.is_empty()).collect();
    let found = p.parse_optional_keyword_of(&keywords)?;
    E::from_keyword(&found)
}

impl FuncOp {
    /// Parses the custom form after the op name.
    pub fn parse(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
        let ctx = p.context();
        let named = |name: &str, value| NamedAttr { name: ctx.ident(name), value };
        let linkage = parse_optional_enum_keyword(p).unwrap_or(Linkage::External);
        let visibility = parse_optional_enum_keyword(p).unwrap_or(Visibility::Default);
        let unnamed_addr = parse_optional_enum_keyword(p).unwrap_or(UnnamedAddr::None);
        let cconv = parse_optional_enum_keyword(p).unwrap_or(CConv::C);
        let mut attrs = vec![
            named("linkage", linkage.attr(ctx)),
            named("visibility_", visibility.attr(ctx)),
            named("unnamed_addr", unnamed_addr.attr(ctx)),
            named("CConv", cconv.attr(ctx)),
        ];
        // mlir-opt reports a signature it cannot type at the symbol.
        let symbol_at = p.offset();
        parse_function_symbol(p, &mut attrs)?;
        let signature =
            parse_typed_function_signature(p, &LLVM_FUNC_SYNTAX, &mut attrs, Some(symbol_at))?;
        // Upstream reads the attribute dictionary as it is: a name the
        // syntax also sets is reported as a duplicate.
        parse_function_op_rest(p, state, &LLVM_FUNC_SYNTAX, attrs, &signature, &[])
    }

    /// Prints the custom form after the op name.
    pub fn print(self, pr: &mut AsmPrinter<'_>) {
        let ir = pr.ir();
        let op = self.as_op();
        pr.write_char(' ');
        let linkage = self.linkage(ir);
        if linkage != Linkage::External {
            pr.write_str(&format!("{linkage} "));
        }
        let visibility = self.visibility(ir).to_string();
        if !visibility.is_empty() {
            pr.write_str(&format!("{visibility} "));
        }
        let unnamed_addr = self.unnamed_addr(ir).map(|u| u.to_string()).unwrap_or_default();
        if !unnamed_addr.is_empty() {
            pr.write_str(&format!("{unnamed_addr} "));
        }
        let cconv = self.cconv(ir);
        if cconv != CConv::C {
            pr.write_str(&format!("{cconv} "));
        }
        let ctx = pr.ctx();
        let name = self.sym_name(ir).to_owned();
        pr.print_symbol_name(&name);
        let function_type = op.get_attr(ir, "function_type").and_then(|a| a.as_type(ctx));
        let (inputs, results) =
            function_type.and_then(|t| split_llvm_function_type(ctx, t)).unwrap_or_default();
        let variadic = function_type
            .and_then(|t| FunctionType::try_from(ctx, t))
            .is_some_and(|f| f.var_arg(ctx));
        let arg_attrs = op.get_attr(ir, "arg_attrs");
        let res_attrs = op.get_attr(ir, "res_attrs");
        print_function_signature(pr, op, &inputs, arg_attrs, variadic, &results, res_attrs);
        let elided = [
            "function_type",
            "arg_attrs",
            "res_attrs",
            "linkage",
            "CConv",
            "visibility_",
            "comdat",
            "unnamed_addr",
            "vscale_range",
        ];
        print_function_attributes(pr, op, &elided);
        print_function_body(pr, op);
    }

    /// Linkage rules (no `common` function; a declaration is `external`
    /// or `extern_weak`), then the inlining attributes' (`no_inline` and
    /// `always_inline` exclude each other; `optimize_none` needs
    /// `no_inline`), then the types of the landing pads and resumed values
    /// in the body, in mlir-opt's order.
    fn verify(self, ir: &IrView) -> VerifyResult {
        let op = self.as_op();
        let linkage = self.linkage(ir);
        if linkage == Linkage::Common {
            return Err(op.emit_op_error(ir, "functions cannot have 'common' linkage").into());
        }
        let declaration = op.region(ir, 0).is_empty(ir);
        if declaration && !matches!(linkage, Linkage::External | Linkage::ExternWeak) {
            let message = "external functions must have 'external' or 'extern_weak' linkage";
            return Err(op.emit_op_error(ir, message).into());
        }
        let no_inline = self.no_inline(ir);
        if no_inline && self.always_inline(ir) {
            let message = "no_inline and always_inline attributes are incompatible";
            return Err(op.emit_error(ir, message).into());
        }
        if self.optimize_none(ir) && !no_inline {
            return Err(op.emit_op_error(ir, "with optimize_none must also be no_inline").into());
        }
        super::landingpad::verify_exception_types(ir, op)
    }

    /// The `!llvm.func` type, when `function_type` holds one.
    pub fn llvm_function_type(self, ir: &IrView) -> Option<FunctionType> {
        let ctx = ir.ctx();
        let ty = self.as_op().get_attr(ir, "function_type")?.as_type(ctx)?;
        FunctionType::try_from(ctx, ty)
    }
}

/// The model of `llvm.func`: a symbol, a callable and a function whose type is an `!llvm.func`
/// (`void` meaning no result).
pub(super) struct LlvmFuncModel;

impl LlvmFuncModel {
    fn signature(op: Op, ir: &IrView) -> (Vec<Type>, Vec<Type>) {
        let ctx = ir.ctx();
        let ty = op.get_attr(ir, "function_type").and_then(|a| a.as_type(ctx));
        ty.and_then(|t| split_llvm_function_type(ctx, t)).unwrap_or_default()
    }
}

/// Not a declaration in the symbol interface's sense, even without a body:
/// upstream lets an LLVM declaration be public (external linkage).
impl SymbolOpInterfaceModel for LlvmFuncModel {}

impl CallableOpInterfaceModel for LlvmFuncModel {
    fn callable_region(&self, op: Op, ir: &IrView) -> Option<Region> {
        let body = op.region(ir, 0);
        (!body.is_empty(ir)).then_some(body)
    }

    fn argument_types(&self, op: Op, ir: &IrView) -> Vec<Type> {
        LlvmFuncModel::signature(op, ir).0
    }

    fn result_types(&self, op: Op, ir: &IrView) -> Vec<Type> {
        LlvmFuncModel::signature(op, ir).1
    }
}

impl ArgAndResultAttrsOpInterfaceModel for LlvmFuncModel {}

impl FunctionOpInterfaceModel for LlvmFuncModel {
    fn argument_types(&self, op: Op, ir: &IrView) -> Vec<Type> {
        LlvmFuncModel::signature(op, ir).0
    }

    fn result_types(&self, op: Op, ir: &IrView) -> Vec<Type> {
        LlvmFuncModel::signature(op, ir).1
    }

    /// The generated constraint has checked `function_type` already.
    fn verify_type(&self, _op: Op, _ir: &IrView) -> VerifyResult {
        Ok(())
    }
}
