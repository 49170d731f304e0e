//! `scf.while`: a loop whose `before` region computes the condition and
//! the values passed on, and whose `after` region is the body.
//!
//! The custom form is not declarative upstream (`hasCustomAssemblyFormat`):
//! the `before` region's arguments are bound to the operands in an
//! assignment list before the region, while the `after` region prints its
//! own entry block header.

use std::ops::Range;

use mlir_core::Type;
use mlir_core::asm::parser::{PResult, Parser};
use mlir_core::asm::printer::AsmPrinter;
use mlir_core::context::diagnostics::VerifyResult;
use mlir_core::definitions::interfaces::loop_like::{
    LoopLikeOpInterface, LoopLikeOpInterfaceTrait,
};
use mlir_core::definitions::interfaces::region_branch::{
    RegionBranchOpInterface, RegionBranchOpInterfaceTrait, RegionBranchPoint, RegionSuccessor,
    SuccessorTarget,
};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{Block, IrView, Op, OperationState, Region, Value};
use mlir_core::semantics::constraints::{AnyType, SizedRegion, Variadic};
use mlir_core::semantics::traits::OpNameConst;
use mlir_core::semantics::traits::{RecursiveMemoryEffects, SingleBlock};
use mlir_core::transforms::region_branch_canonicalize::{
    MakeRegionBranchOpSuccessorInputsDead, RemoveDeadRegionBranchOpSuccessorInputs,
    RemoveDuplicateSuccessorInputUses,
};
use mlir_derive::op;

use super::Scf;
use super::canonicalize::{
    WhileCmpCond, WhileConditionTruth, WhileMoveIfDown, WhileOpAlignBeforeArgs,
};
use super::syntax::{print_assignment_list, print_trailing_attr_dict_with_keyword};
use super::terminators::{ConditionOp, YieldOp};

/// While loop.
///
/// The `before` region receives the current values (first the `inits`)
/// and ends in `scf.condition`: when its condition holds, its other
/// operands go to the `after` region, which ends in `scf.yield` with the
/// values for the next run of `before`; otherwise they are the op's
/// results.
#[op(
    dialect = Scf,
    name = "while",
    traits = [
        RegionBranchOpInterfaceTrait,
        LoopLikeOpInterfaceTrait,
        RecursiveMemoryEffects,
        SingleBlock,
    ],
    interfaces = [RegionBranchOpInterface, LoopLikeOpInterface],
    custom_format,
    verify,
    canonicalize = [
        WhileConditionTruth,
        WhileCmpCond,
        WhileOpAlignBeforeArgs,
        WhileMoveIfDown,
        MakeRegionBranchOpSuccessorInputsDead<WhileOp>,
        RemoveDuplicateSuccessorInputUses<WhileOp>,
        RemoveDeadRegionBranchOpSuccessorInputs<WhileOp>,
    ]
)]
pub struct WhileOp {
    #[operand]
    inits: Variadic<AnyType>,
    #[result]
    results: Variadic<AnyType>,
    #[region]
    before: SizedRegion<1>,
    #[region]
    after: SizedRegion<1>,
}

impl WhileOp {
    /// The `before` region's block.
    pub fn before_body(self, ir: &IrView) -> Option<Block> {
        self.before(ir).first_block(ir)
    }

    /// The `after` region's block.
    pub fn after_body(self, ir: &IrView) -> Option<Block> {
        self.after(ir).first_block(ir)
    }

    /// The `scf.condition` ending `before`, if it does.
    pub fn condition_op(self, ir: &IrView) -> Option<ConditionOp> {
        ConditionOp::try_from_op(ir, self.before_body(ir)?.last_op(ir)?)
    }

    /// The `scf.yield` ending `after`, if it does.
    pub fn yield_op(self, ir: &IrView) -> Option<YieldOp> {
        YieldOp::try_from_op(ir, self.after_body(ir)?.last_op(ir)?)
    }

    /// `before` ends in `scf.condition` and `after` in `scf.yield`.
    fn verify(self, ir: &IrView) -> VerifyResult {
        check_terminator(
            ir,
            self.as_op(),
            self.before(ir),
            ConditionOp::NAME,
            "expects the 'before' region to terminate with 'scf.condition'",
        )?;
        check_terminator(
            ir,
            self.as_op(),
            self.after(ir),
            YieldOp::NAME,
            "expects the 'after' region to terminate with 'scf.yield'",
        )
    }

    /// `[(%a = %init, …)] : (T, …) -> (R, …) { before } do { after }
    /// [attributes {…}]`.
    pub fn parse(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
        let ctx = p.context();
        let pairs = p.parse_optional_assignment_list()?.unwrap_or_default();
        // Errors about the type are placed at its colon, as upstream.
        let type_at = p.offset();
        p.parse_literal(":")?;
        let ty = p.parse_any_type()?;
        let Some((inputs, results)) = ty.as_function(ctx) else {
            let found = mlir_core::asm::printer::type_to_string(ctx, ty);
            let message = format!(
                "invalid kind of type specified: expected builtin.function, but found '{found}'"
            );
            return Err(p.error_at_offset(type_at, message));
        };
        let (inputs, results): (Vec<Type>, Vec<Type>) = (inputs.to_vec(), results.to_vec());
        state.result_types = results;
        if inputs.len() != pairs.len() {
            let message = format!(
                "expected as many input types as operands (expected {} got {})",
                pairs.len(),
                inputs.len()
            );
            return Err(p.error_at_offset(type_at, message));
        }
        let mut arguments = Vec::with_capacity(pairs.len());
        let operands: Vec<_> = pairs.iter().map(|(_, operand)| operand.clone()).collect();
        let at = p.offset();
        p.resolve_operands(&operands, &inputs, at, &mut state.operands)?;
        for ((argument, _), &ty) in pairs.into_iter().zip(&inputs) {
            arguments.push(mlir_core::asm::parser::RegionArgument { ty, ..argument });
        }
        p.parse_region_with_arguments(state, &arguments)?;
        p.parse_literal("do")?;
        p.parse_region_for(state, false)?;
        let attrs = p.parse_optional_attr_dict_with_keyword()?;
        p.set_parsed_attributes(state, attrs)
    }

    /// Prints the custom form after the op name.
    pub fn print(self, pr: &mut AsmPrinter<'_>) {
        let ir = pr.ir();
        let op = self.as_op();
        let arguments: Vec<Value> =
            self.before_body(ir).map(|b| b.args(ir).collect()).unwrap_or_default();
        let inits: Vec<Value> = self.inits(ir).collect();
        print_assignment_list(pr, " ", &arguments, &inits);
        pr.write_str(" : (");
        let input_types: Vec<Type> = inits.iter().map(|v| v.ty(ir)).collect();
        pr.print_type_list(&input_types);
        pr.write_str(") -> ");
        let result_types: Vec<Type> = op.results(ir).map(|v| v.ty(ir)).collect();
        pr.print_result_types(&result_types);
        pr.write_char(' ');
        pr.print_op_region(op, self.before(ir), false, false, true);
        pr.write_str(" do ");
        pr.print_op_region(op, self.after(ir), true, false, true);
        print_trailing_attr_dict_with_keyword(pr, op, &[]);
    }
}

/// `region`'s block ends in the op `name`, else `message` with a note at
/// the terminator found.
fn check_terminator(
    ir: &IrView,
    op: Op,
    region: Region,
    name: &str,
    message: &str,
) -> VerifyResult {
    let last = region.first_block(ir).and_then(|b| b.last_op(ir));
    if last.is_some_and(|t| t.name(ir).as_str(ir.ctx()) == name) {
        return Ok(());
    }
    let mut diag = op.emit_op_error(ir, message);
    if let Some(terminator) = last {
        diag = diag.with_note(terminator.loc(ir), "terminator here");
    }
    Err(diag.into())
}

/// From the op, control enters `before` with the inits; `before` goes to
/// the parent or to `after` with the condition's values (in upstream's
/// order, which the verifier's first error follows); `after` goes back to
/// `before` with the yielded values.
impl RegionBranchOpInterface for WhileOp {
    fn successor_regions(&self, ir: &IrView, point: RegionBranchPoint) -> Vec<RegionSuccessor> {
        let op = self.as_op();
        match point.region_index(ir) {
            None => vec![RegionSuccessor::region_all_args(ir, op, 0)],
            Some(0) => vec![
                RegionSuccessor::parent_all_results(ir, op),
                RegionSuccessor::region_all_args(ir, op, 1),
            ],
            Some(_) => vec![RegionSuccessor::region_all_args(ir, op, 0)],
        }
    }

    fn entry_successor_operands(&self, ir: &IrView, _target: SuccessorTarget) -> Range<usize> {
        0..self.as_op().num_operands(ir)
    }
}

/// The `inits` are carried through `before`'s arguments; `after`'s
/// `scf.yield` gives the next values.
impl LoopLikeOpInterface for WhileOp {
    fn loop_regions(&self, ir: &IrView) -> Vec<Region> {
        vec![self.before(ir), self.after(ir)]
    }

    fn inits(&self, ir: &IrView) -> Range<usize> {
        0..self.as_op().num_operands(ir)
    }

    fn region_iter_args(&self, ir: &IrView) -> Vec<Value> {
        self.before_body(ir).map(|b| b.args(ir).collect()).unwrap_or_default()
    }

    fn yielded_values(&self, ir: &IrView) -> Option<(Op, Range<usize>)> {
        let terminator = self.after_body(ir)?.last_op(ir)?;
        Some((terminator, 0..terminator.num_operands(ir)))
    }
}
