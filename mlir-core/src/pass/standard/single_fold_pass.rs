//! `test-single-fold`: folds every op once with one folder, then erases
//! the constants it created that are unused.

use mlir_derive::pass;

use crate::pass::pass::Pass;
use crate::pass::pass_context::PassContext;
use crate::transforms::folding::operation_folder::fold_each;

/// Test single-pass operation folding and dead constant elimination
///
/// MLIR's `test-single-fold` pass (`TestSingleFold`).
#[pass(argument = "test-single-fold")]
#[derive(Debug)]
pub struct TestSingleFold {
    /// How many times an op folding in place is folded again (an `int`
    /// in mlir-opt, whose messages name it so).
    #[option(default = 1, description = "Max iterations in the tryToFold")]
    pub max_iterations: i32,
}

impl Pass for TestSingleFold {
    fn run(&mut self, cx: &mut PassContext<'_>) {
        let op = cx.op();
        let iterations = u32::try_from(self.max_iterations.max(0)).unwrap_or(u32::MAX);
        fold_each(cx, op, iterations);
    }
}
