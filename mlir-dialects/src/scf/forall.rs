//! `scf.forall`: a multi-dimensional loop whose iterations run in
//! parallel, each contributing slices of the `shared_outs` tensors through
//! the ops of its `scf.forall.in_parallel` terminator.
//!
//! The custom form is not declarative upstream (`hasCustomAssemblyFormat`):
//! the induction variables and the `shared_outs` arguments are region
//! arguments named before the region, each bound mixes integers and SSA
//! values (stored as a static array with placeholders and operands), and
//! the printer chooses between the normalized form `in (…)` and the
//! general `= (…) to (…) step (…)` by looking at the bounds' values.

use std::ops::Range;

use mlir_core::Type;
use mlir_core::asm::parser::{PResult, Parser, RegionArgument};
use mlir_core::asm::printer::AsmPrinter;
use mlir_core::context::builtin::types::DYNAMIC;
use mlir_core::context::diagnostics::VerifyResult;
use mlir_core::definitions::interfaces::device_mapping::DeviceMappingArrayAttr;
use mlir_core::definitions::interfaces::loop_like::{
    LoopLikeOpInterface, LoopLikeOpInterfaceTrait,
};
use mlir_core::definitions::interfaces::region_branch::{
    RegionBranchOpInterface, RegionBranchOpInterfaceTrait, RegionBranchPoint, RegionSuccessor,
    SuccessorTarget,
};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{Block, IrView, Op, OperationState, Region, Value};
use mlir_core::rewrite::OpFoldResult;
use mlir_core::semantics::constraints::{
    AnyRankedTensor, AnyType, DenseI64ArrayAttr, Index, SizedRegion, Variadic,
};
use mlir_core::semantics::traits::OpNameConst;
use mlir_core::semantics::traits::{
    AttrSizedOperandSegments, AutomaticAllocationScope, HasParallelRegion, RecursiveMemoryEffects,
    SingleBlockImplicitTerminator,
};
use mlir_core::{NamedAttr, TypeData};
use mlir_derive::op;

use super::Scf;
use super::canonicalize::{
    ForallOpControlOperandsFolder, ForallOpIterArgsFolder, ForallOpReplaceConstantInductionVar,
    ForallOpSingleOrZeroIterationDimsFolder,
};
use super::in_parallel::InParallelOp;
use super::syntax::{print_assignment_list, print_trailing_attr_dict, print_value_list};
use crate::index_list::{
    Delimiter, IndexList, constant_int, mixed, parse_index_list, print_index_list,
};

/// Parallel loop over a multi-dimensional iteration space.
///
/// One induction variable per dimension, from its lower bound to its upper
/// bound by its step; each bound is an integer or an `index` value. The
/// iterations run in parallel: each sees the `shared_outs` tensors as the
/// body's trailing arguments and writes its part of them through the ops
/// of the terminator `scf.forall.in_parallel`; the results are the tensors
/// once every iteration ran. `mapping` optionally says onto which units of
/// a device each dimension is distributed.
#[op(
    dialect = Scf,
    name = "forall",
    traits = [
        AttrSizedOperandSegments,
        AutomaticAllocationScope,
        LoopLikeOpInterfaceTrait,
        RecursiveMemoryEffects,
        SingleBlockImplicitTerminator<InParallelOp>,
        RegionBranchOpInterfaceTrait,
        HasParallelRegion,
    ],
    interfaces = [LoopLikeOpInterface, RegionBranchOpInterface],
    custom_format,
    verify,
    verify_regions,
    // Upstream's `DimOfForallOp` and `FoldTensorCastOfOutputIntoForallOp`
    // come first; they need `tensor` (see `canonicalize/forall_patterns.rs`).
    canonicalize = [
        ForallOpControlOperandsFolder,
        ForallOpIterArgsFolder,
        ForallOpSingleOrZeroIterationDimsFolder,
        ForallOpReplaceConstantInductionVar,
    ]
)]
pub struct ForallOp {
    #[operand]
    dynamic_lower_bound: Variadic<Index>,
    #[operand]
    dynamic_upper_bound: Variadic<Index>,
    #[operand]
    dynamic_step: Variadic<Index>,
    #[operand]
    outputs: Variadic<AnyRankedTensor>,
    #[attr(rename = "staticLowerBound")]
    static_lower_bound: DenseI64ArrayAttr,
    #[attr(rename = "staticUpperBound")]
    static_upper_bound: DenseI64ArrayAttr,
    #[attr(rename = "staticStep")]
    static_step: DenseI64ArrayAttr,
    #[attr]
    mapping: Option<DeviceMappingArrayAttr>,
    #[result]
    results: Variadic<AnyType>,
    #[region]
    region: SizedRegion<1>,
}

/// The attributes the custom form writes in its own syntax.
const ELIDED: [&str; 4] =
    ["operandSegmentSizes", "staticLowerBound", "staticUpperBound", "staticStep"];

impl ForallOp {
    /// The body's block.
    pub fn body(self, ir: &IrView) -> Option<Block> {
        self.region(ir).first_block(ir)
    }

    /// The number of dimensions (the length of the static lower bounds).
    pub fn rank(self, ir: &IrView) -> usize {
        self.statics(ir, "staticLowerBound").len()
    }

    /// The induction variables: the body's first [`ForallOp::rank`]
    /// arguments.
    pub fn induction_vars(self, ir: &IrView) -> Vec<Value> {
        let rank = self.rank(ir);
        self.body(ir).map(|b| b.args(ir).take(rank).collect()).unwrap_or_default()
    }

    /// The body's arguments standing for the `shared_outs` tensors.
    pub fn region_out_args(self, ir: &IrView) -> Vec<Value> {
        let rank = self.rank(ir);
        self.body(ir).map(|b| b.args(ir).skip(rank).collect()).unwrap_or_default()
    }

    /// The positions of the `outputs` among the op's operands.
    fn outputs_range(self, ir: &IrView) -> Range<usize> {
        let end = self.as_op().num_operands(ir);
        end - self.outputs(ir).count()..end
    }

    /// The entries of the static array `name` (empty when it is missing
    /// or of another kind: IR that failed to verify).
    fn statics(self, ir: &IrView, name: &str) -> Vec<i64> {
        let attr = self.as_op().inherent_attr(ir, name);
        attr.and_then(|a| a.as_dense_i64_array(ir.ctx())).unwrap_or_default()
    }

    /// The lower bounds, each a constant or a value.
    pub fn mixed_lower_bound(self, ir: &IrView) -> Vec<OpFoldResult> {
        mixed(ir.ctx(), &self.statics(ir, "staticLowerBound"), self.dynamic_lower_bound(ir))
    }

    /// The upper bounds, each a constant or a value.
    pub fn mixed_upper_bound(self, ir: &IrView) -> Vec<OpFoldResult> {
        mixed(ir.ctx(), &self.statics(ir, "staticUpperBound"), self.dynamic_upper_bound(ir))
    }

    /// The steps, each a constant or a value.
    pub fn mixed_step(self, ir: &IrView) -> Vec<OpFoldResult> {
        mixed(ir.ctx(), &self.statics(ir, "staticStep"), self.dynamic_step(ir))
    }

    /// Whether every lower bound is the constant 0 and every step the
    /// constant 1, values defined by constants included (upstream's test,
    /// which picks the printed form).
    pub fn is_normalized(self, ir: &IrView) -> bool {
        let all = |bounds: Vec<OpFoldResult>, expected: i64| {
            bounds.iter().all(|b| constant_int(ir, b) == Some(expected))
        };
        all(self.mixed_lower_bound(ir), 0) && all(self.mixed_step(ir), 1)
    }

    /// Results and outputs agree in number, the body has an `index`
    /// argument per dimension then one per output of its type, `mapping`
    /// has one device mapping per dimension and at most one mask, and each
    /// bound list one entry per
    /// dimension with a value per dynamic entry; mlir-opt's messages and
    /// order.
    fn verify(self, ir: &IrView) -> VerifyResult {
        let op = self.as_op();
        let ctx = ir.ctx();
        let fail = |message: String| -> VerifyResult { Err(op.emit_op_error(ir, message).into()) };
        let rank = self.rank(ir);
        let outputs: Vec<Value> = self.outputs(ir).collect();
        let results = op.num_results(ir);
        if results != outputs.len() {
            return fail(format!(
                "produces {results} results, but has only {} outputs",
                outputs.len()
            ));
        }
        let Some(body) = self.body(ir) else { return Ok(()) };
        if body.num_args(ir) != rank + outputs.len() {
            return fail(format!("region expects {rank} arguments"));
        }
        let args: Vec<Value> = body.args(ir).collect();
        if let Some(i) = args[..rank].iter().position(|a| a.ty(ir) != ctx.index_type()) {
            return fail(format!("expects {i}-th block argument to be an index"));
        }
        let out_args = &args[rank..];
        if let Some(i) = outputs.iter().zip(out_args).position(|(o, a)| o.ty(ir) != a.ty(ir)) {
            return fail(format!(
                "type mismatch between {i}-th output and corresponding block argument"
            ));
        }
        let mapping = self.mapping(ir).and_then(|m| m.as_array(ctx)).unwrap_or_default();
        if !mapping.is_empty() {
            // A masking attribute may come with the one mapping per
            // dimension; it does not count as one.
            let mappings = mapping.iter().filter(|a| a.is_device_mapping(ctx)).count();
            if mappings != rank {
                return fail("mapping attribute size must match op rank".into());
            }
            if mapping.iter().filter(|a| a.is_device_masking(ctx)).count() > 1 {
                return fail("\"mapping\" supports at most one device masking attribute".into());
            }
        }
        let lists = [
            ("lower bound", "staticLowerBound", self.dynamic_lower_bound(ir).count()),
            ("upper bound", "staticUpperBound", self.dynamic_upper_bound(ir).count()),
            ("step", "staticStep", self.dynamic_step(ir).count()),
        ];
        for (name, attr, values) in lists {
            verify_index_list(ir, op, name, rank, &self.statics(ir, attr), values)?;
        }
        Ok(())
    }

    /// The checks of destination-style ops (upstream's
    /// `DestinationStyleOpInterface`, which verifies once the body did):
    /// one tensor result per output, of the output's type.
    fn verify_regions(self, ir: &IrView) -> VerifyResult {
        let op = self.as_op();
        let ctx = ir.ctx();
        let is_tensor = |ty: Type| {
            matches!(ty.data(ctx), TypeData::RankedTensor { .. } | TypeData::UnrankedTensor { .. })
        };
        let tensor_results = op.results(ir).filter(|r| is_tensor(r.ty(ir))).count();
        let outputs = self.outputs_range(ir);
        if tensor_results != outputs.len() {
            let message = format!(
                "expected the number of tensor results ({tensor_results}) to be equal to the number of output tensors ({})",
                outputs.len()
            );
            return Err(op.emit_op_error(ir, message).into());
        }
        for (index, result) in outputs.zip(op.results(ir)) {
            let (operand_ty, result_ty) = (op.operand(ir, index).ty(ir), result.ty(ir));
            if operand_ty != result_ty {
                let message = format!(
                    "expected type of operand #{index} ('{}') to match type of corresponding result ('{}')",
                    operand_ty.display(ctx),
                    result_ty.display(ctx)
                );
                return Err(op.emit_op_error(ir, message).into());
            }
        }
        Ok(())
    }

    /// `(%i, …) in (ub, …)` or `(%i, …) = (lb, …) to (ub, …) step (s, …)`,
    /// then `[shared_outs(%o = %init, …) -> (T, …)] { body } [attr-dict]`.
    pub fn parse(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
        let ctx = p.context();
        let index = ctx.index_type();
        let ivs = p.parse_argument_list_in_parens()?;
        let (lower, upper, step) = if p.parse_optional_keyword("in") {
            let constant =
                |value: i64| IndexList { statics: vec![value; ivs.len()], values: Vec::new() };
            (constant(0), parse_index_list(p, Delimiter::Paren)?, constant(1))
        } else {
            p.parse_literal("=")?;
            let lower = parse_index_list(p, Delimiter::Paren)?;
            p.parse_literal("to")?;
            let upper = parse_index_list(p, Delimiter::Paren)?;
            p.parse_literal("step")?;
            (lower, upper, parse_index_list(p, Delimiter::Paren)?)
        };
        let outs_at = p.offset();
        let mut out_args = Vec::new();
        let mut inits = Vec::new();
        if p.parse_optional_keyword("shared_outs") {
            for (argument, init) in p.parse_assignment_list()? {
                out_args.push(argument);
                inits.push(init);
            }
            state.result_types = p.parse_optional_arrow_type_list()?;
        }
        for list in [&lower, &upper, &step] {
            p.resolve_operands_of_type(&list.values, index, &mut state.operands)?;
        }
        let result_types = state.result_types.clone();
        p.resolve_operands(&inits, &result_types, outs_at, &mut state.operands)?;
        let mut arguments: Vec<RegionArgument> = ivs;
        for argument in &mut arguments {
            argument.ty = index;
        }
        for (mut argument, &ty) in out_args.into_iter().zip(&result_types) {
            argument.ty = ty;
            arguments.push(argument);
        }
        let body = p.parse_region_with_arguments(state, &arguments)?;
        p.ensure_terminator(body, InParallelOp::NAME, state.loc);
        let mut attrs = p.parse_optional_attr_dict()?;
        let segments = [lower.values.len(), upper.values.len(), step.values.len(), inits.len()];
        attrs.extend([
            NamedAttr {
                name: ctx.ident("staticLowerBound"),
                value: ctx.dense_i64_array(&lower.statics),
            },
            NamedAttr {
                name: ctx.ident("staticUpperBound"),
                value: ctx.dense_i64_array(&upper.statics),
            },
            NamedAttr { name: ctx.ident("staticStep"), value: ctx.dense_i64_array(&step.statics) },
            NamedAttr {
                name: ctx.ident("operandSegmentSizes"),
                value: ctx.dense_i32_array(&segments.map(|n| n as i32)),
            },
        ]);
        p.set_parsed_attributes(state, attrs)
    }

    /// Prints the custom form after the op name.
    pub fn print(self, pr: &mut AsmPrinter<'_>) {
        let ir = pr.ir();
        let op = self.as_op();
        let statics = |name: &str| self.statics(ir, name);
        pr.write_str(" (");
        print_value_list(pr, &self.induction_vars(ir));
        pr.write_char(')');
        let upper: Vec<Value> = self.dynamic_upper_bound(ir).collect();
        if self.is_normalized(ir) {
            pr.write_str(" in ");
            print_index_list(pr, &statics("staticUpperBound"), &upper, Delimiter::Paren);
        } else {
            pr.write_str(" = ");
            let lower: Vec<Value> = self.dynamic_lower_bound(ir).collect();
            print_index_list(pr, &statics("staticLowerBound"), &lower, Delimiter::Paren);
            pr.write_str(" to ");
            print_index_list(pr, &statics("staticUpperBound"), &upper, Delimiter::Paren);
            pr.write_str(" step ");
            let step: Vec<Value> = self.dynamic_step(ir).collect();
            print_index_list(pr, &statics("staticStep"), &step, Delimiter::Paren);
        }
        let out_args = self.region_out_args(ir);
        let outputs: Vec<Value> = self.outputs(ir).collect();
        print_assignment_list(pr, " shared_outs", &out_args, &outputs);
        pr.write_char(' ');
        if !out_args.is_empty() {
            pr.write_str("-> (");
            let types: Vec<Type> = op.results(ir).map(|v| v.ty(ir)).collect();
            pr.print_type_list(&types);
            pr.write_str(") ");
        }
        let print_terminator = op.num_results(ir) > 0;
        pr.print_op_region(op, self.region(ir), false, false, print_terminator);
        print_trailing_attr_dict(pr, op, &ELIDED);
    }
}

/// A bound list has `rank` entries and a value per dynamic one (upstream's
/// `verifyListOfOperandsOrIntegers`, whose errors have no `'op'` prefix).
fn verify_index_list(
    ir: &IrView,
    op: Op,
    name: &str,
    rank: usize,
    statics: &[i64],
    values: usize,
) -> VerifyResult {
    if statics.len() != rank {
        let message = format!("expected {rank} {name} values, got {}", statics.len());
        return Err(op.emit_error(ir, message).into());
    }
    let dynamic = statics.iter().filter(|&&s| s == DYNAMIC).count();
    if values != dynamic {
        let message = format!("expected {dynamic} dynamic {name} values");
        return Err(op.emit_error(ir, message).into());
    }
    Ok(())
}

/// From the op, control enters the body, whose `shared_outs` arguments
/// receive the op's `outputs` (as MLIR 22 models it: no edge skips the
/// body, and the body's terminator names no successor, since the results
/// are made by the terminator's ops rather than forwarded).
impl RegionBranchOpInterface for ForallOp {
    fn successor_regions(&self, ir: &IrView, point: RegionBranchPoint) -> Vec<RegionSuccessor> {
        match point {
            RegionBranchPoint::Parent => {
                let rank = self.rank(ir);
                let outputs = self.outputs(ir).count();
                vec![RegionSuccessor::region(0, rank..rank + outputs)]
            }
            RegionBranchPoint::Terminator(_) => Vec::new(),
        }
    }

    fn entry_successor_operands(&self, ir: &IrView, _target: SuccessorTarget) -> Range<usize> {
        self.outputs_range(ir)
    }
}

/// One induction variable per dimension, with mixed bounds and steps; the
/// `shared_outs` tensors are the loop's inits and region iteration
/// arguments (nothing is yielded: the terminator's ops combine them).
impl LoopLikeOpInterface for ForallOp {
    fn loop_regions(&self, ir: &IrView) -> Vec<Region> {
        vec![self.region(ir)]
    }

    fn induction_vars(&self, ir: &IrView) -> Option<Vec<Value>> {
        Some(ForallOp::induction_vars(*self, ir))
    }

    fn lower_bounds(&self, ir: &IrView) -> Option<Vec<OpFoldResult>> {
        Some(self.mixed_lower_bound(ir))
    }

    fn upper_bounds(&self, ir: &IrView) -> Option<Vec<OpFoldResult>> {
        Some(self.mixed_upper_bound(ir))
    }

    fn steps(&self, ir: &IrView) -> Option<Vec<OpFoldResult>> {
        Some(self.mixed_step(ir))
    }

    fn inits(&self, ir: &IrView) -> Range<usize> {
        self.outputs_range(ir)
    }

    fn region_iter_args(&self, ir: &IrView) -> Vec<Value> {
        self.region_out_args(ir)
    }
}
