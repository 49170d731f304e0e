//! `llvm.invoke`: a call that ends its block, continuing at a normal
//! destination when the callee returns and at an unwind destination when
//! it throws.
//!
//! ```text
//! %r = llvm.invoke [cconv] @f(%a) to ^ok(%x : i32) unwind ^bad
//!                  [vararg(!llvm.func<…>)] [bundles] {attrs} : (i32) -> i32
//! %r = llvm.invoke %fptr(%a) to ^ok unwind ^bad : !llvm.ptr, (i32) -> i32
//! ```
//!
//! Its operands come in four groups: the callee operands (the pointer
//! first for an indirect call), the normal destination's, the unwind
//! destination's and the operand bundles'. The unwind destination must
//! start with an `llvm.landingpad`.

use mlir_core::asm::parser::{PResult, Parser};
use mlir_core::asm::printer::AsmPrinter;
use mlir_core::context::diagnostics::VerifyResult;
use mlir_core::definitions::interfaces::branch::{
    BranchOpInterfaceModel, BranchOpInterfaceTrait, WeightedBranchOpInterfaceModel,
    WeightedBranchOpInterfaceTrait,
};
use mlir_core::definitions::interfaces::call::{
    ArgAndResultAttrsOpInterfaceModel, CallOpInterfaceModel,
};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, OperationState, Value};
use mlir_core::semantics::constraints::{
    AnySuccessor, ArrayAttr, DenseI32ArrayAttr, DictArrayAttr, FlatSymbolRefAttr, TypeAttrOf,
    Variadic,
};
use mlir_core::semantics::traits::{AttrSizedOperandSegments, IsTerminator};
use mlir_derive::op;

use super::Llvm;
use super::call::{
    LlvmCallModel, OpBundleSegments, named, parse_call_tail, parse_callee_and_args,
    parse_optional_vararg, print_callee_and_args, print_cconv, verify_op_bundles,
    verify_var_callee_type,
};
use super::call_syntax::{print_op_bundles, print_trailing_call_type};
use super::constraints::LlvmType;
use super::func::parse_optional_enum_keyword;
use super::landingpad::LandingpadOp;
use super::linkage::{CConv, CConvAttr};
use super::types::FunctionType;
use crate::branch_models::CondBranchModel;
use crate::variadic_of_variadic::group_range;

/// A call of an LLVM function, direct (`callee`) or through a pointer
/// (the first operand), that branches to `normal_dest` with the
/// `normal_dest_operands` when the callee returns and to `unwind_dest`
/// with the `unwind_dest_operands` when it unwinds; `branch_weights` holds
/// one weight per destination. Like `llvm.call` it may carry a variadic
/// callee's type, a calling convention, argument and result attributes and
/// operand bundles.
#[op(
    dialect = Llvm,
    name = "invoke",
    traits = [
        AttrSizedOperandSegments,
        OpBundleSegments<3>,
        BranchOpInterfaceTrait,
        WeightedBranchOpInterfaceTrait,
        IsTerminator,
    ],
    interfaces = [
        BranchOpInterfaceModel = CondBranchModel,
        CallOpInterfaceModel = LlvmCallModel,
        WeightedBranchOpInterfaceModel = CondBranchModel,
        ArgAndResultAttrsOpInterfaceModel = LlvmCallModel,
    ],
    custom_format,
    verify
)]
pub struct InvokeOp {
    #[attr]
    var_callee_type: Option<TypeAttrOf<FunctionType>>,
    #[attr]
    callee: Option<FlatSymbolRefAttr>,
    #[operand]
    callee_operands: Variadic<LlvmType>,
    #[attr]
    arg_attrs: Option<DictArrayAttr>,
    #[attr]
    res_attrs: Option<DictArrayAttr>,
    #[operand]
    normal_dest_operands: Variadic<LlvmType>,
    #[operand]
    unwind_dest_operands: Variadic<LlvmType>,
    #[attr]
    branch_weights: Option<DenseI32ArrayAttr>,
    #[attr(rename = "CConv", default = CConv::C, value = CConv)]
    cconv: CConvAttr,
    #[operand]
    op_bundle_operands: Variadic<LlvmType>,
    #[attr]
    op_bundle_sizes: DenseI32ArrayAttr,
    #[attr]
    op_bundle_tags: Option<ArrayAttr>,
    #[result]
    result: Option<LlvmType>,
    #[successor]
    normal_dest: AnySuccessor,
    #[successor]
    unwind_dest: AnySuccessor,
}

/// The attributes the custom form prints itself.
const INVOKE_ELIDED: [&str; 8] = [
    "callee",
    "operandSegmentSizes",
    "CConv",
    "var_callee_type",
    "op_bundle_sizes",
    "op_bundle_tags",
    "arg_attrs",
    "res_attrs",
];

impl InvokeOp {
    /// `cconv? (@f | %ptr)(args) to ^ok(uses)? unwind ^bad(uses)?
    /// vararg(type)? bundles? attr-dict : (ptr-type ,)? call-type`.
    ///
    /// As mlir-opt does, the operands are kept in the order they are
    /// resolved (the callee's, the bundles', the normal destination's, the
    /// unwind destination's) while `operandSegmentSizes` counts the
    /// bundles last: an invoke with both bundles and destination operands
    /// does not read back as it was written.
    pub fn parse(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
        let ctx = p.context();
        let cconv = parse_optional_enum_keyword(p).unwrap_or(CConv::C);
        let mut attrs = vec![named(p, "CConv", cconv.attr(ctx))];
        let (operands, indirect) = parse_callee_and_args(p, &mut attrs)?;
        p.parse_literal("to")?;
        let (normal, normal_operands) = p.parse_successor_and_use_list()?;
        p.parse_literal("unwind")?;
        let (unwind, unwind_operands) = p.parse_successor_and_use_list()?;
        parse_optional_vararg(p, &mut attrs)?;
        let (mut attrs, bundle_operands) = parse_call_tail(p, state, attrs, &operands, indirect)?;
        state.successors.extend([normal, unwind]);
        state.operands.extend(normal_operands.iter().chain(&unwind_operands).copied());
        let segments = ctx.dense_i32_array(&[
            operands.len() as i32,
            normal_operands.len() as i32,
            unwind_operands.len() as i32,
            bundle_operands as i32,
        ]);
        attrs.push(named(p, "operandSegmentSizes", segments));
        p.set_parsed_attributes(state, attrs)
    }

    /// Prints what [`InvokeOp::parse`] reads.
    pub fn print(self, pr: &mut AsmPrinter<'_>) {
        let ir = pr.ir();
        let op = self.as_op();
        print_cconv(pr, self.cconv(ir));
        let operands: Vec<Value> = self.callee_operands(ir).collect();
        let (args, callee_ptr) = print_callee_and_args(pr, self.callee(ir), &operands);
        pr.write_str(" to ");
        let normal: Vec<Value> = self.normal_dest_operands(ir).collect();
        pr.print_successor_and_use_list(self.normal_dest(ir), &normal);
        pr.write_str(" unwind ");
        let unwind: Vec<Value> = self.unwind_dest_operands(ir).collect();
        pr.print_successor_and_use_list(self.unwind_dest(ir), &unwind);
        super::call::print_optional_vararg(pr, self.var_callee_type(ir));
        let bundle_operands: Vec<Value> = self.op_bundle_operands(ir).collect();
        print_op_bundles(pr, op, &bundle_operands, self.op_bundle_tags(ir));
        pr.print_optional_attr_dict(&pr.op_attributes(op), &INVOKE_ELIDED);
        print_trailing_call_type(pr, op, callee_ptr, args, self.arg_attrs(ir), self.res_attrs(ir));
    }

    /// `var_callee_type` as `llvm.call` checks it, then the unwind
    /// destination (not empty, an `llvm.landingpad` first), then the
    /// bundle tags, in mlir-opt's order.
    fn verify(self, ir: &IrView) -> VerifyResult {
        let op = self.as_op();
        verify_var_callee_type(ir, op)?;
        match self.unwind_dest(ir).first_op(ir) {
            None => {
                let message = "must have at least one operation in unwind destination";
                return Err(op.emit_error(ir, message).into());
            }
            Some(first) if !LandingpadOp::isa(ir, first) => {
                let message =
                    "first operation in unwind destination should be a llvm.landingpad operation";
                return Err(op.emit_error(ir, message).into());
            }
            Some(_) => {}
        }
        verify_op_bundles(ir, op)
    }

    /// The argument operands: the callee operands but the pointer of an
    /// indirect invoke.
    pub fn arg_operand_range(self, ir: &IrView) -> std::ops::Range<usize> {
        super::call::call_arg_range(ir, self.as_op())
    }

    /// The operands of the callee group (the pointer first for an
    /// indirect invoke).
    pub fn callee_operand_range(self, ir: &IrView) -> std::ops::Range<usize> {
        group_range(ir, self.as_op(), 0)
    }
}
