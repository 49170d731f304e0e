//! `cf.switch`'s canonicalization patterns, in upstream's registration
//! order (the order the greedy driver tries them): only a default, cases
//! that go where the default goes, a constant flag, pass-through
//! successors, and a switch whose block a switch on the same flag reaches
//! through a case or through its default.

use mlir_core::AttrData;
use mlir_core::context::builtin::attributes::Attribute;
use mlir_core::context::builtin::dense::{ElementKind, from_raw, raw_from_values};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{Block, InsertPoint, IrView, OpBuilder, Value};
use mlir_core::rewrite::{MatchFailure, PatternRewriter, RewriteResult};
use mlir_core::support::apint::APInt;

use super::{collapse_branch, constant_int, replace_with_branch};
use crate::cf::SwitchOp;

/// One successor of a switch with the operands it receives.
type Edge = (Block, Vec<Value>);

/// A switch read apart: its default edge and its cases (value and edge),
/// in case order.
struct Cases {
    default: Edge,
    cases: Vec<(APInt, Edge)>,
}

impl Cases {
    /// `switch`'s edges; `None` when its case values are missing or not
    /// one per case destination.
    fn of(ir: &IrView, switch: SwitchOp) -> Option<Cases> {
        let op = switch.as_op();
        let default = (switch.default_destination(ir), switch.default_operands(ir).collect());
        let values = switch.case_value_list(ir).unwrap_or_default();
        let dests: Vec<Block> = switch.case_destinations(ir).collect();
        if values.len() != dests.len() {
            return None;
        }
        let ranges = switch.case_operand_ranges(ir);
        let cases = values
            .into_iter()
            .zip(dests)
            .zip(ranges)
            .map(|((value, dest), range)| {
                (value, (dest, range.map(|i| op.operand(ir, i)).collect()))
            })
            .collect();
        Some(Cases { default, cases })
    }

    /// `switch`'s edges, or a match failure (told to the listener) when its
    /// case values are malformed.
    fn read(rw: &mut PatternRewriter<'_>, switch: SwitchOp) -> Result<Cases, MatchFailure> {
        const MALFORMED: &str = "malformed case values";
        if let Some(cases) = Cases::of(rw, switch) {
            return Ok(cases);
        }
        rw.notify_match_failure(switch.as_op(), MALFORMED)?;
        Err(MatchFailure { reason: MALFORMED.into() })
    }

    /// The edge a flag of `value` takes (MLIR's `foldSwitch`).
    fn taken(&self, value: &APInt) -> &Edge {
        self.cases.iter().find(|(v, _)| v == value).map_or(&self.default, |(_, edge)| edge)
    }
}

/// Replaces `switch` with a `cf.switch` on the same flag with `cases`;
/// `values` is the case values attribute to keep, or `None` to build one
/// (a vector of the flag's type, as upstream's builder makes it).
fn replace_switch(
    rw: &mut PatternRewriter<'_>,
    switch: SwitchOp,
    cases: &Cases,
    values: Option<Option<Attribute>>,
) {
    let op = switch.as_op();
    let (loc, flag) = (op.loc(rw), switch.flag(rw));
    let values = values.unwrap_or_else(|| {
        let list: Vec<APInt> = cases.cases.iter().map(|(v, _)| v.clone()).collect();
        case_values_attr(rw, flag, &list)
    });
    let dests: Vec<Block> = cases.cases.iter().map(|(_, (dest, _))| *dest).collect();
    let operands: Vec<Value> = cases.cases.iter().flat_map(|(_, (_, ops))| ops.clone()).collect();
    let segments = cases.cases.iter().map(|(_, (_, ops))| ops.len() as i32).collect();
    let (default_dest, default_operands) = &cases.default;
    rw.set_insertion_point(InsertPoint::Before(op));
    let new = SwitchOp::build(
        rw,
        loc,
        flag,
        default_operands,
        &operands,
        values,
        segments,
        *default_dest,
        &dests,
    );
    let results: Vec<Value> = new.as_op().results(rw).collect();
    rw.replace_op(op, &results);
}

/// `dense<values> : vector<N x flag type>`, or nothing for no values (the
/// case values attribute upstream's builder makes; `scf.index_switch`'s
/// lowering builds one too).
pub(crate) fn case_values_attr(ir: &IrView, flag: Value, values: &[APInt]) -> Option<Attribute> {
    if values.is_empty() {
        return None;
    }
    let ctx = ir.ctx();
    let element = flag.ty(ir);
    let kind = ElementKind::of(ctx, element)?;
    let ty = ctx.vector_type(&[values.len() as i64], element);
    let (splat, data) =
        from_raw(kind, values.len() as u64, &raw_from_values(kind, values), values.len() == 1);
    Some(ctx.get_attr(AttrData::DenseElements { ty, splat, data: data.into() }))
}

/// What the two patterns on a switch after a switch on the same flag
/// read: `switch`'s block, the cases of the `cf.switch` ending its single
/// predecessor when that one switches on the same flag, and its own.
fn after_switch_on_same_flag(
    rw: &mut PatternRewriter<'_>,
    switch: SwitchOp,
) -> Result<(Block, Cases, Cases), MatchFailure> {
    let found = switch.as_op().block(rw).and_then(|block| {
        let pred = block.single_predecessor(rw)?;
        let terminator = pred.last_op(rw).filter(|&t| SwitchOp::isa(rw, t))?;
        let pred = SwitchOp::from_op_unchecked(terminator);
        (pred.flag(rw) == switch.flag(rw)).then_some((block, pred))
    });
    let Some((block, pred)) = found else {
        const REASON: &str = "no single predecessor switching on the flag";
        rw.notify_match_failure(switch.as_op(), REASON)?;
        return Err(MatchFailure { reason: REASON.into() });
    };
    Ok((block, Cases::read(rw, pred)?, Cases::read(rw, switch)?))
}

pattern! {
    /// A switch without cases is a `cf.br` to its default destination (MLIR's
    /// `simplifySwitchWithOnlyDefault`).
    SimplifySwitchWithOnlyDefaultDestination on SwitchOp,
    creates ["cf.br"],
    only_default
}

fn only_default(switch: SwitchOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let op = switch.as_op();
    if switch.num_cases(rw) != 0 {
        return rw.notify_match_failure(op, "the switch has cases");
    }
    let dest = switch.default_destination(rw);
    let operands: Vec<Value> = switch.default_operands(rw).collect();
    replace_with_branch(rw, op, dest, &operands);
    Ok(())
}

pattern! {
    /// Cases going to the default destination with the default's operands
    /// are dropped (MLIR's `dropSwitchCasesThatMatchDefault`).
    DropSwitchCasesThatMatchDefault on SwitchOp,
    creates ["cf.switch"],
    drop_cases_matching_default
}

fn drop_cases_matching_default(switch: SwitchOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let op = switch.as_op();
    let mut cases = Cases::read(rw, switch)?;
    let before = cases.cases.len();
    let default = cases.default.clone();
    cases.cases.retain(|(_, edge)| *edge != default);
    if cases.cases.len() == before {
        return rw.notify_match_failure(op, "no case matches the default");
    }
    replace_switch(rw, switch, &cases, None);
    Ok(())
}

pattern! {
    /// A switch on a constant is a `cf.br` to the case of that value, else to
    /// the default (MLIR's `simplifyConstSwitchValue`).
    SimplifyConstSwitchValue on SwitchOp,
    creates ["cf.br"],
    constant_flag
}

fn constant_flag(switch: SwitchOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let op = switch.as_op();
    let Some(value) = constant_int(rw, switch.flag(rw)) else {
        return rw.notify_match_failure(op, "the flag is not a constant");
    };
    let cases = Cases::read(rw, switch)?;
    let (dest, operands) = cases.taken(&value);
    replace_with_branch(rw, op, *dest, operands);
    Ok(())
}

pattern! {
    /// Successors holding only a `cf.br` are skipped: the switch goes straight
    /// to those branches' destinations (MLIR's `simplifyPassThroughSwitch`).
    SimplifyPassThroughSwitch on SwitchOp,
    creates ["cf.switch"],
    pass_through
}

fn pass_through(switch: SwitchOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let op = switch.as_op();
    let mut cases = Cases::read(rw, switch)?;
    let mut changed = false;
    let edges = cases.cases.iter_mut().map(|(_, edge)| edge);
    for edge in edges.chain(std::iter::once(&mut cases.default)) {
        if let Some(target) = collapse_branch(rw, edge.0, &edge.1) {
            *edge = target;
            changed = true;
        }
    }
    if !changed {
        return rw.notify_match_failure(op, "no successor is a pass-through block");
    }
    let values = switch.case_values(rw);
    replace_switch(rw, switch, &cases, Some(values));
    Ok(())
}

pattern! {
    /// A switch whose block only a case of a switch on the same flag reaches
    /// knows the flag: a `cf.br` where that value goes (MLIR's
    /// `simplifySwitchFromSwitchOnSameCondition`).
    SimplifySwitchFromSwitchOnSameCondition on SwitchOp,
    creates ["cf.br"],
    reached_by_a_case
}

fn reached_by_a_case(switch: SwitchOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let op = switch.as_op();
    let (block, pred_cases, cases) = after_switch_on_same_flag(rw, switch)?;
    if pred_cases.default.0 == block {
        return rw.notify_match_failure(op, "reached through the default");
    }
    let (dest, operands) = match pred_cases.cases.iter().find(|(_, (d, _))| *d == block) {
        Some((value, _)) => cases.taken(value),
        None => &cases.default,
    };
    replace_with_branch(rw, op, *dest, operands);
    Ok(())
}

pattern! {
    /// A switch whose block only the default of a switch on the same flag
    /// reaches drops the cases of the values that switch sent elsewhere
    /// (MLIR's `simplifySwitchFromDefaultSwitchOnSameCondition`).
    SimplifySwitchFromDefaultSwitchOnSameCondition on SwitchOp,
    creates ["cf.switch"],
    reached_by_the_default
}

fn reached_by_the_default(switch: SwitchOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let op = switch.as_op();
    let (block, pred_cases, mut cases) = after_switch_on_same_flag(rw, switch)?;
    if pred_cases.default.0 != block {
        return rw.notify_match_failure(op, "not reached through the default");
    }
    let impossible: Vec<&APInt> =
        pred_cases.cases.iter().filter(|(_, (d, _))| *d != block).map(|(v, _)| v).collect();
    let before = cases.cases.len();
    cases.cases.retain(|(value, _)| !impossible.contains(&value));
    if cases.cases.len() == before {
        return rw.notify_match_failure(op, "every case is possible here");
    }
    replace_switch(rw, switch, &cases, None);
    Ok(())
}
