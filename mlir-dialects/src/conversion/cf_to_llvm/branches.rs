//! `cf.br`, `cf.cond_br` and `cf.switch` to their `llvm` twins. A branch
//! forwards its converted operands; a successor whose arguments do not
//! have those types yet has its signature converted first (the first
//! branch to reach a block converts it, its other predecessors then find
//! it converted). `cf.br` and `cf.cond_br` hand their discardable
//! attributes to the new op, as upstream does; `cf.switch` does not.

use std::sync::Arc;

use mlir_core::conversion::{
    ConversionPatternRewriter, OpConversionPattern, TypeConverter, ValueVector,
};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{Block, InsertPoint, Op, OpBuilder, Value};
use mlir_core::rewrite::{MatchFailure, RewriteResult};
use mlir_core::{NamedAttr, Type};

use crate::cf::{BranchOp, CondBranchOp, SwitchOp};
use crate::conversion::llvm_common::{match_failure, pattern_type_converter};
use crate::llvm::{BrOp, CondBrOp, SwitchOp as LlvmSwitchOp};
use crate::variadic_of_variadic::group_range;

/// The values operands converted to, flattened (a type converted to
/// several gives several).
fn flatten(operands: &[ValueVector]) -> Vec<Value> {
    operands.iter().flat_map(|values| values.iter().copied()).collect()
}

/// `block`, or the block replacing it once its arguments are converted so
/// that they take values of `expected` types (MLIR's `getConvertedBlock`).
fn converted_block(
    rw: &mut ConversionPatternRewriter<'_>,
    converter: &Arc<TypeConverter>,
    branch: Op,
    block: Block,
    expected: &[Type],
) -> Result<Block, MatchFailure> {
    let current: Vec<Type> = block.args(rw).map(|a| a.ty(rw)).collect();
    if current == expected {
        return Ok(block);
    }
    let Some(conversion) = converter.convert_block_signature(rw, block) else {
        return match_failure(rw, branch, "could not compute block signature");
    };
    if conversion.converted_types() != expected {
        const REASON: &str = "mismatch between adaptor operand types and computed block signature";
        return match_failure(rw, branch, REASON);
    }
    Ok(rw.apply_signature_conversion(block, &conversion, Some(converter)))
}

/// The types of `values`.
fn types_of(rw: &ConversionPatternRewriter<'_>, values: &[Value]) -> Vec<Type> {
    values.iter().map(|v| v.ty(rw)).collect()
}

/// Places the insertion point after the terminator `op` (the replaced
/// terminator stays until the conversion ends, so the new one follows it).
fn after_terminator(rw: &mut ConversionPatternRewriter<'_>, op: Op) {
    if let Some(block) = op.block(rw) {
        rw.set_insertion_point(InsertPoint::BlockEnd(block));
    }
}

/// Gives `new` the discardable attributes of `old`.
fn copy_discardable(rw: &mut ConversionPatternRewriter<'_>, old: Op, new: Op) {
    let attrs: Vec<NamedAttr> = old.attrs(rw).to_vec();
    if attrs.is_empty() {
        return;
    }
    let ctx = rw.ctx_arc().clone();
    rw.modify_op_in_place(new, |m| {
        for attr in &attrs {
            m.set_attr(attr.name.as_str(&ctx), Some(attr.value));
        }
    });
}

/// `cf.br`.
pub struct BranchLowering;

impl OpConversionPattern for BranchLowering {
    type Op = BranchOp;

    fn generated_ops(&self) -> &[&'static str] {
        &["llvm.br"]
    }

    fn match_and_rewrite(
        &self,
        op: BranchOp,
        operands: &[ValueVector],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        let root = op.as_op();
        let converter = pattern_type_converter(rw, root)?;
        let values = flatten(operands);
        let expected = types_of(rw, &values);
        let dest = converted_block(rw, &converter, root, op.dest(rw), &expected)?;
        after_terminator(rw, root);
        let loc = root.loc(rw);
        let new = BrOp::build(rw, loc, &values, None, dest).as_op();
        copy_discardable(rw, root, new);
        rw.replace_op(root, &[]);
        Ok(())
    }
}

/// `cf.cond_br`, with its branch weights.
pub struct CondBranchLowering;

impl OpConversionPattern for CondBranchLowering {
    type Op = CondBranchOp;

    fn generated_ops(&self) -> &[&'static str] {
        &["llvm.cond_br"]
    }

    fn match_and_rewrite(
        &self,
        op: CondBranchOp,
        operands: &[ValueVector],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        let root = op.as_op();
        let converter = pattern_type_converter(rw, root)?;
        let Some(condition) = operands.first().and_then(|c| c.first().copied()) else {
            return rw.notify_match_failure(root, "no condition");
        };
        let true_values = flatten(&operands[op.true_operand_range(rw)]);
        let false_values = flatten(&operands[op.false_operand_range(rw)]);
        let true_types = types_of(rw, &true_values);
        let false_types = types_of(rw, &false_values);
        let true_dest = converted_block(rw, &converter, root, op.true_dest(rw), &true_types)?;
        let false_dest = converted_block(rw, &converter, root, op.false_dest(rw), &false_types)?;
        let weights = op.branch_weights(rw);
        after_terminator(rw, root);
        let loc = root.loc(rw);
        let new = CondBrOp::build(
            rw,
            loc,
            condition,
            &true_values,
            &false_values,
            weights,
            None,
            true_dest,
            false_dest,
        )
        .as_op();
        copy_discardable(rw, root, new);
        rw.replace_op(root, &[]);
        Ok(())
    }
}

/// `cf.switch`: the same case values, the default destination first.
pub struct SwitchLowering;

impl OpConversionPattern for SwitchLowering {
    type Op = SwitchOp;

    fn generated_ops(&self) -> &[&'static str] {
        &["llvm.switch"]
    }

    fn match_and_rewrite(
        &self,
        op: SwitchOp,
        operands: &[ValueVector],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        let root = op.as_op();
        let converter = pattern_type_converter(rw, root)?;
        let Some(flag) = operands.first().and_then(|c| c.first().copied()) else {
            return rw.notify_match_failure(root, "no flag");
        };
        let default_values = flatten(&operands[group_range(rw, root, 1)]);
        let default_types = types_of(rw, &default_values);
        let default_dest =
            converted_block(rw, &converter, root, op.default_destination(rw), &default_types)?;
        let ranges = op.case_operand_ranges(rw);
        let mut case_values = Vec::with_capacity(ranges.len());
        let mut converted_dests = Vec::with_capacity(ranges.len());
        for (index, range) in ranges.into_iter().enumerate() {
            // Read each successor now: converting an earlier one's block
            // redirects every branch to it, this one included.
            let dest = root.successor(rw, index + 1);
            let values = flatten(&operands[range]);
            let types = types_of(rw, &values);
            converted_dests.push(converted_block(rw, &converter, root, dest, &types)?);
            case_values.push(values);
        }
        let cases = op.case_values_attr(rw);
        after_terminator(rw, root);
        let loc = root.loc(rw);
        let segments: Vec<i32> = case_values.iter().map(|v| v.len() as i32).collect();
        let case_operands: Vec<Value> = case_values.concat();
        LlvmSwitchOp::build(
            rw,
            loc,
            flag,
            &default_values,
            &case_operands,
            cases,
            segments,
            None,
            default_dest,
            &converted_dests,
        );
        rw.replace_op(root, &[]);
        Ok(())
    }
}
