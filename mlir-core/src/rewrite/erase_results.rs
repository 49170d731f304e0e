//! Erasing results of an op through the rewriter (MLIR's
//! `eraseOpResults`): results are fixed when an op is created, so the op
//! is rebuilt without them, taking over its operands, properties,
//! attributes, successors and regions, and the old op is replaced.

use crate::ir::{InsertPoint, Op, OpBuilder, OperationState, Region, Value};
use crate::rewrite::PatternRewriter;

impl PatternRewriter<'_> {
    /// Replaces `op` by a copy without the results `erase` marks (one flag
    /// per result; those results must be unused), created right before it
    /// with its regions moved in, and returns the copy. The listener hears
    /// the copy inserted, `op` replaced (a dropped result is listed as
    /// itself, being unused) and `op` erased. `op` must not be isolated
    /// from above: its regions would live in a body of their own.
    pub fn erase_op_results(&mut self, op: Op, erase: &[bool]) -> Op {
        let ir = &*self.ir;
        let num_results = op.num_results(ir);
        assert_eq!(erase.len(), num_results, "erase_op_results: one flag per result");
        assert!(
            op.child_body(ir).is_none(),
            "erase_op_results: the regions of an op isolated from above cannot move"
        );
        let results: Vec<Value> = op.results(ir).collect();
        let mut state = OperationState::new(op.name(ir), op.loc(ir));
        state.operands = op.operands(ir).collect();
        state.result_types =
            results.iter().zip(erase).filter(|(_, gone)| !**gone).map(|(v, _)| v.ty(ir)).collect();
        state.successors = op.successors(ir).collect();
        state.props = op.props(ir).to_vec();
        state.attrs = op.attrs(ir).to_vec();
        let old_regions: Vec<Region> = op.regions(ir).collect();
        for &old in &old_regions {
            let region = self.ir.create_detached_region(op.body);
            self.ir.take_region_body(old, region);
            state.regions.push(region);
        }
        let saved = self.insertion_point();
        self.set_insertion_point(InsertPoint::Before(op));
        let new = self.build(state);
        self.set_insertion_point(saved);
        let mut kept = new.results(self.ir);
        let replacements: Vec<Value> = results
            .iter()
            .zip(erase)
            .map(|(&old, &gone)| if gone { old } else { kept.next().expect("a kept result") })
            .collect();
        self.notify(|l, ir| l.op_replaced(ir, op, &replacements));
        for (&old, &new_value) in results.iter().zip(&replacements) {
            self.replace_all_uses_with(old, new_value);
        }
        self.erase_op(op);
        new
    }
}
