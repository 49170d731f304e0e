//! `cse`: common subexpression elimination on the op's regions, counting
//! what it replaced and erased.

use mlir_derive::pass;

use crate::pass::pass::{Pass, Statistic};
use crate::pass::pass_context::PassContext;
use crate::transforms::cse::eliminate_common_subexpressions;

/// Eliminate common sub-expressions
///
/// MLIR's `cse` pass (`CSE`): an op equivalent to one that dominates it is
/// replaced by it, and trivially dead ops are erased.
#[pass(argument = "cse", name = "CSE")]
#[derive(Debug)]
pub struct Cse {
    /// Ops replaced by an equivalent op.
    #[statistic(name = "num-cse'd", description = "Number of operations CSE'd")]
    pub num_cse: Statistic,
    /// Ops erased because they were trivially dead.
    #[statistic(name = "num-dce'd", description = "Number of operations DCE'd")]
    pub num_dce: Statistic,
}

impl Pass for Cse {
    fn run(&mut self, cx: &mut PassContext<'_>) {
        let op = cx.op();
        let stats = eliminate_common_subexpressions(cx, op);
        self.num_cse.add(stats.replaced as u64);
        self.num_dce.add(stats.dead as u64);
    }
}
