//! Interface models of `cf`'s ops: unit structs registered through
//! `#[op(interfaces = [...])]`. Which operands each branch forwards to
//! which successor (the core's branch verifier checks them against the
//! successors' arguments), the weights of `cond_br`, the effect of
//! `assert`.

use mlir_core::definitions::interfaces::branch::{
    BranchOpInterfaceModel, SuccessorOperands, WeightedBranchOpInterfaceModel,
};
use mlir_core::definitions::interfaces::memory_effects::{
    EffectInstance, EffectKind, MemoryEffectOpInterfaceModel, Resource,
};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, Op, Value};

use super::ops::{CondBranchOp, SwitchOp, segment_range};

/// `cf.assert` may abort the program: upstream models it as a write to the
/// default resource, so it is never removed as dead.
pub(super) struct AssertEffects;
impl MemoryEffectOpInterfaceModel for AssertEffects {
    fn effects(&self, _op: Op, _ir: &IrView, out: &mut Vec<EffectInstance>) {
        out.push(EffectInstance {
            kind: EffectKind::Write,
            resource: Resource::DEFAULT,
            value: None,
        });
    }
}

/// `cf.br` forwards all its operands to its one successor.
pub(super) struct ForwardAll;
impl BranchOpInterfaceModel for ForwardAll {
    fn successor_operands(&self, op: Op, ir: &IrView, _index: usize) -> SuccessorOperands {
        SuccessorOperands::forwarded(0..op.num_operands(ir))
    }
}

/// `cf.cond_br`: the true destination gets the `true_dest_operands`, the
/// false one the `false_dest_operands`; the weights are `branch_weights`.
pub(super) struct CondBranchModel;
impl BranchOpInterfaceModel for CondBranchModel {
    fn successor_operands(&self, op: Op, ir: &IrView, index: usize) -> SuccessorOperands {
        let op = CondBranchOp::from_op_unchecked(op);
        SuccessorOperands::forwarded(match index {
            0 => op.true_operand_range(ir),
            _ => op.false_operand_range(ir),
        })
    }

    /// Both destinations' groups may be empty at the same position: the
    /// group is the successor's (1 for true, 2 for false).
    fn append_successor_operands(&self, op: Op, ir: &mut IrView, index: usize, values: &[Value]) {
        let end = self.successor_operands(op, ir, index).forwarded.end;
        ir.insert_operands(op, end, values, Some(1 + index.min(1)));
    }
}
impl WeightedBranchOpInterfaceModel for CondBranchModel {}

/// `cf.switch`: the default destination gets the `default_operands`, case
/// destination `i` segment `i` of the `case_operands`.
pub(super) struct SwitchModel;
impl BranchOpInterfaceModel for SwitchModel {
    fn successor_operands(&self, op: Op, ir: &IrView, index: usize) -> SuccessorOperands {
        SuccessorOperands::forwarded(match index {
            0 => segment_range(ir, op, 1),
            _ => SwitchOp::from_op_unchecked(op).case_operand_range(ir, index - 1),
        })
    }

    /// One pass over the segment sizes: asking for each case in turn would
    /// sum the sizes before it each time, quadratic in the cases.
    fn all_successor_operands(&self, op: Op, ir: &IrView) -> Vec<SuccessorOperands> {
        let cases = SwitchOp::from_op_unchecked(op).case_operand_ranges(ir);
        let default = SuccessorOperands::forwarded(segment_range(ir, op, 1));
        std::iter::once(default)
            .chain(cases.into_iter().map(SuccessorOperands::forwarded))
            .collect()
    }

    /// A case's operands are counted twice: in `operandSegmentSizes` and
    /// in `case_operand_segments`; both shrink, each once.
    fn erase_successor_operands(&self, op: Op, ir: &mut IrView, args: &[(usize, usize)]) {
        let all = self.all_successor_operands(op, ir);
        let mut shrink = vec![0i32; all.len()];
        let mut indices = Vec::with_capacity(args.len());
        for &(successor, arg) in args {
            let Some(range) = all.get(successor).map(|s| &s.forwarded) else { continue };
            let index = range.start + arg;
            if range.contains(&index) {
                indices.push(index);
                shrink[successor] += 1;
            }
        }
        if shrink[1..].iter().any(|&n| n > 0) {
            let deltas: Vec<i32> = shrink[1..].iter().map(|n| -n).collect();
            grow_case_segments(ir, op, &deltas);
        }
        ir.erase_operands(op, &indices);
    }

    /// The default destination's operands are group 1; a case's are in
    /// group 2 and in its `case_operand_segments` entry.
    fn append_successor_operands(&self, op: Op, ir: &mut IrView, index: usize, values: &[Value]) {
        let end = self.successor_operands(op, ir, index).forwarded.end;
        if index > 0 {
            let mut deltas = vec![0; index];
            deltas[index - 1] = values.len() as i32;
            grow_case_segments(ir, op, &deltas);
        }
        ir.insert_operands(op, end, values, Some(if index == 0 { 1 } else { 2 }));
    }
}

/// Adds `deltas[i]` to case `i`'s entry of `case_operand_segments`.
fn grow_case_segments(ir: &mut IrView, op: Op, deltas: &[i32]) {
    let ctx = ir.ctx();
    let segments = op.inherent_attr(ir, "case_operand_segments");
    let mut segments = segments.and_then(|a| a.as_dense_i32_array(ctx)).unwrap_or_default();
    for (size, delta) in segments.iter_mut().zip(deltas) {
        *size += delta;
    }
    let attr = ir.ctx().dense_i32_array(&segments);
    ir.set_attr_any(op, "case_operand_segments", Some(attr));
}
