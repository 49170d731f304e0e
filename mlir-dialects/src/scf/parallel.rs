//! `scf.parallel`: a multi-dimensional loop whose iterations may run in
//! parallel, combining values through the reductions of its `scf.reduce`.
//!
//! The custom form is not declarative upstream (`hasCustomAssemblyFormat`):
//! the induction variables are region arguments named before the bounds,
//! and the bound lists must have one entry per induction variable.

use mlir_core::Type;
use mlir_core::asm::parser::{PResult, Parser, UnresolvedOperand};
use mlir_core::asm::printer::AsmPrinter;
use mlir_core::context::diagnostics::VerifyResult;
use mlir_core::definitions::interfaces::loop_like::{
    LoopLikeOpInterface, LoopLikeOpInterfaceTrait,
};
use mlir_core::definitions::interfaces::region_branch::{
    RegionBranchOpInterface, RegionBranchOpInterfaceTrait, RegionBranchPoint, RegionSuccessor,
};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{Block, IrView, OperationState, Region, Value};
use mlir_core::rewrite::OpFoldResult;
use mlir_core::semantics::constraints::{AnyType, Index, SizedRegion, Variadic};
use mlir_core::semantics::traits::OpNameConst;
use mlir_core::semantics::traits::{
    AttrSizedOperandSegments, AutomaticAllocationScope, HasParallelRegion, RecursiveMemoryEffects,
    SingleBlockImplicitTerminator,
};
use mlir_core::transforms::folding::fold_one_op::constant_value;
use mlir_core::transforms::region_branch_canonicalize::{
    MakeRegionBranchOpSuccessorInputsDead, RemoveDeadRegionBranchOpSuccessorInputs,
    RemoveDuplicateSuccessorInputUses,
};
use mlir_derive::op;

use super::Scf;
use super::canonicalize::{MergeNestedParallelLoops, ParallelOpSingleOrZeroIterationDimsFolder};
use super::syntax::{print_optional_arrow_type_list, print_trailing_attr_dict, print_value_list};
use super::terminators::ReduceOp;

/// Parallel for loop.
///
/// One induction variable per dimension, each from its lower bound to its
/// upper bound by its step; the iterations may run in any order or at
/// once. Each result starts from its `initVals` entry and combines the
/// values the body's `scf.reduce` passes, through the matching reduction
/// region.
#[op(
    dialect = Scf,
    name = "parallel",
    traits = [
        AutomaticAllocationScope,
        AttrSizedOperandSegments,
        LoopLikeOpInterfaceTrait,
        RecursiveMemoryEffects,
        RegionBranchOpInterfaceTrait,
        SingleBlockImplicitTerminator<ReduceOp>,
        HasParallelRegion,
    ],
    interfaces = [LoopLikeOpInterface, RegionBranchOpInterface],
    custom_format,
    verify,
    canonicalize = [
        ParallelOpSingleOrZeroIterationDimsFolder,
        MergeNestedParallelLoops,
        MakeRegionBranchOpSuccessorInputsDead<ParallelOp>,
        RemoveDuplicateSuccessorInputUses<ParallelOp>,
        RemoveDeadRegionBranchOpSuccessorInputs<ParallelOp>,
    ]
)]
pub struct ParallelOp {
    #[operand]
    lower_bound: Variadic<Index>,
    #[operand]
    upper_bound: Variadic<Index>,
    #[operand]
    step: Variadic<Index>,
    #[operand]
    init_vals: Variadic<AnyType>,
    #[result]
    results: Variadic<AnyType>,
    #[region]
    region: SizedRegion<1>,
}

impl ParallelOp {
    /// The body's block.
    pub fn body(self, ir: &IrView) -> Option<Block> {
        self.region(ir).first_block(ir)
    }

    /// The induction variables (the body's arguments).
    pub fn induction_vars(self, ir: &IrView) -> Vec<Value> {
        self.body(ir).map(|b| b.args(ir).collect()).unwrap_or_default()
    }

    /// Positive constant steps, one induction variable of type `index`
    /// per step, and a body ending in `scf.reduce` with one reduction per
    /// result, each of the result's type.
    fn verify(self, ir: &IrView) -> VerifyResult {
        let op = self.as_op();
        let fail = |message: String| -> VerifyResult { Err(op.emit_op_error(ir, message).into()) };
        let steps: Vec<Value> = self.step(ir).collect();
        if steps.is_empty() {
            return fail(
                "needs at least one tuple element for lowerBound, upperBound and step".into(),
            );
        }
        let ctx = ir.ctx();
        for &step in &steps {
            let constant = constant_value(ir, step).and_then(|a| a.as_integer(ctx)?.as_i64());
            if constant.is_some_and(|value| value <= 0) {
                return fail("constant step operand must be positive".into());
            }
        }
        let ivs = self.induction_vars(ir);
        if ivs.len() != steps.len() {
            return fail(format!(
                "expects the same number of induction variables: {} as bound and step values: {}",
                ivs.len(),
                steps.len()
            ));
        }
        if ivs.iter().any(|iv| iv.ty(ir) != ctx.index_type()) {
            return fail("expects arguments for the induction variable to be of index type".into());
        }
        let last = self.body(ir).and_then(|b| b.last_op(ir));
        let Some(reduce) = last.and_then(|t| ReduceOp::try_from_op(ir, t)) else {
            let mut diag = op.emit_op_error(ir, "expects body to terminate with 'scf.reduce'");
            if let Some(terminator) = last {
                diag = diag.with_note(terminator.loc(ir), "terminator here");
            }
            return Err(diag.into());
        };
        let results = op.num_results(ir);
        let reductions = reduce.reductions(ir).count();
        let inits = self.init_vals(ir).count();
        if results != reductions {
            return fail(format!(
                "expects number of results: {results} to be the same as number of reductions: {reductions}"
            ));
        }
        if results != inits {
            return fail(format!(
                "expects number of results: {results} to be the same as number of initial values: {inits}"
            ));
        }
        for (i, (result, operand)) in op.results(ir).zip(reduce.operands(ir)).enumerate() {
            let (result_ty, operand_ty) = (result.ty(ir), operand.ty(ir));
            if result_ty != operand_ty {
                let message = format!(
                    "expects type of {i}-th reduction operand: '{}' to be the same as the {i}-th result type: '{}'",
                    operand_ty.display(ctx),
                    result_ty.display(ctx)
                );
                return Err(reduce.as_op().emit_op_error(ir, message).into());
            }
        }
        Ok(())
    }

    /// `(%i, …) = (%lb, …) to (%ub, …) step (%s, …) [init (%v, …)]
    /// [-> types] { body } [attr-dict]`.
    pub fn parse(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
        let ctx = p.context();
        let index = ctx.index_type();
        let mut ivs = p.parse_argument_list_in_parens()?;
        p.parse_literal("=")?;
        let mut segments = [0i32; 4];
        for (i, keyword) in [None, Some("to"), Some("step")].into_iter().enumerate() {
            if let Some(keyword) = keyword {
                p.parse_literal(keyword)?;
            }
            let bounds = parse_bound_list(p, ivs.len())?;
            p.resolve_operands_of_type(&bounds, index, &mut state.operands)?;
            segments[i] = bounds.len() as i32;
        }
        let inits = if p.parse_optional_keyword("init") {
            p.parse_operand_list_in_parens()?
        } else {
            Vec::new()
        };
        segments[3] = inits.len() as i32;
        state.result_types = p.parse_optional_arrow_type_list()?;
        for iv in &mut ivs {
            iv.ty = index;
        }
        let body = p.parse_region_with_arguments(state, &ivs)?;
        let mut attrs = vec![mlir_core::NamedAttr {
            name: ctx.ident("operandSegmentSizes"),
            value: ctx.dense_i32_array(&segments),
        }];
        attrs.extend(p.parse_optional_attr_dict()?);
        let result_types: Vec<Type> = state.result_types.clone();
        let at = p.custom_op_name_offset();
        p.resolve_operands(&inits, &result_types, at, &mut state.operands)?;
        p.ensure_terminator(body, ReduceOp::NAME, state.loc);
        p.set_parsed_attributes(state, attrs)
    }

    /// Prints the custom form after the op name.
    pub fn print(self, pr: &mut AsmPrinter<'_>) {
        let ir = pr.ir();
        let op = self.as_op();
        pr.write_str(" (");
        print_value_list(pr, &self.induction_vars(ir));
        pr.write_str(") = (");
        print_value_list(pr, &self.lower_bound(ir).collect::<Vec<_>>());
        pr.write_str(") to (");
        print_value_list(pr, &self.upper_bound(ir).collect::<Vec<_>>());
        pr.write_str(") step (");
        print_value_list(pr, &self.step(ir).collect::<Vec<_>>());
        pr.write_char(')');
        let inits: Vec<Value> = self.init_vals(ir).collect();
        if !inits.is_empty() {
            pr.write_str(" init (");
            print_value_list(pr, &inits);
            pr.write_char(')');
        }
        let types: Vec<Type> = op.results(ir).map(|v| v.ty(ir)).collect();
        print_optional_arrow_type_list(pr, &types);
        pr.write_char(' ');
        pr.print_op_region(op, self.region(ir), false, false, true);
        print_trailing_attr_dict(pr, op, &["operandSegmentSizes"]);
    }
}

/// `(%a, …)` with exactly `count` operands, else "expected N operands"
/// at the list.
fn parse_bound_list(p: &mut Parser<'_>, count: usize) -> PResult<Vec<UnresolvedOperand>> {
    let at = p.offset();
    let operands = p.parse_operand_list_in_parens()?;
    if operands.len() != count {
        return Err(p.error_at_offset(at, format!("expected {count} operands")));
    }
    Ok(operands)
}

/// The body is entered from the op and runs again or returns to the
/// parent; no value is forwarded (the reductions combine them).
impl RegionBranchOpInterface for ParallelOp {
    fn successor_regions(&self, _ir: &IrView, _point: RegionBranchPoint) -> Vec<RegionSuccessor> {
        vec![RegionSuccessor::region(0, 0..0), RegionSuccessor::parent(0..0)]
    }
}

/// One induction variable per dimension with its bounds and steps.
impl LoopLikeOpInterface for ParallelOp {
    fn loop_regions(&self, ir: &IrView) -> Vec<Region> {
        vec![self.region(ir)]
    }

    fn induction_vars(&self, ir: &IrView) -> Option<Vec<Value>> {
        Some(ParallelOp::induction_vars(*self, ir))
    }

    fn lower_bounds(&self, ir: &IrView) -> Option<Vec<OpFoldResult>> {
        Some(self.lower_bound(ir).map(OpFoldResult::Value).collect())
    }

    fn upper_bounds(&self, ir: &IrView) -> Option<Vec<OpFoldResult>> {
        Some(self.upper_bound(ir).map(OpFoldResult::Value).collect())
    }

    fn steps(&self, ir: &IrView) -> Option<Vec<OpFoldResult>> {
        Some(self.step(ir).map(OpFoldResult::Value).collect())
    }
}
