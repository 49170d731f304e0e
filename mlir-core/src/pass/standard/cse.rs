//! `cse`: common subexpression elimination on the op's regions, counting
//! what it replaced and erased.

use crate::pass::options::{OptionError, split_options};
use crate::pass::pass::{Pass, PassDefinition, Statistic, StatisticValue};
use crate::pass::pass_context::PassContext;
use crate::pass::registry::RegisteredPass;
use crate::transforms::cse::eliminate_common_subexpressions;

/// MLIR's `cse` pass (`CSE`).
#[derive(Clone, Debug, Default)]
pub struct Cse {
    /// Ops replaced by an equivalent op.
    pub num_cse: Statistic,
    /// Ops erased because they were trivially dead.
    pub num_dce: Statistic,
}

impl PassDefinition for Cse {
    fn argument(&self) -> &'static str {
        Self::ARGUMENT
    }
    fn name(&self) -> &'static str {
        "CSE"
    }
    fn summary(&self) -> &'static str {
        Self::SUMMARY
    }
    fn statistics(&self) -> Vec<StatisticValue> {
        vec![
            StatisticValue {
                name: "num-cse'd",
                description: "Number of operations CSE'd",
                value: self.num_cse.get(),
            },
            StatisticValue {
                name: "num-dce'd",
                description: "Number of operations DCE'd",
                value: self.num_dce.get(),
            },
        ]
    }
    fn add_statistics(&mut self, values: &[u64]) {
        if let [cse, dce] = values {
            self.num_cse.add(*cse);
            self.num_dce.add(*dce);
        }
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(Cse::default())
    }
}

impl Pass for Cse {
    fn run(&mut self, cx: &mut PassContext<'_>) {
        let op = cx.op();
        let stats = eliminate_common_subexpressions(cx, op);
        self.num_cse.add(stats.replaced as u64);
        self.num_dce.add(stats.dead as u64);
    }
}

impl RegisteredPass for Cse {
    const ARGUMENT: &'static str = "cse";
    const SUMMARY: &'static str = "Eliminate common sub-expressions";
    fn from_options(options: &str) -> Result<Self, OptionError> {
        super::no_options(&split_options(options))?;
        Ok(Cse::default())
    }
}
