//! `test-single-fold`: folds every op once with one folder, then erases
//! the constants it created that are unused.

use crate::pass::options::{OptionError, i64_value, split_options};
use crate::pass::pass::{Pass, PassDefinition};
use crate::pass::pass_context::PassContext;
use crate::pass::registry::RegisteredPass;
use crate::transforms::operation_folder::fold_each;

/// MLIR's `test-single-fold` pass (`TestSingleFold`).
#[derive(Clone, Debug)]
pub struct TestSingleFold {
    /// How many times an op folding in place is folded again.
    pub max_iterations: i64,
}

impl Default for TestSingleFold {
    fn default() -> TestSingleFold {
        TestSingleFold { max_iterations: 1 }
    }
}

impl PassDefinition for TestSingleFold {
    fn argument(&self) -> &'static str {
        Self::ARGUMENT
    }
    fn name(&self) -> &'static str {
        "TestSingleFold"
    }
    fn summary(&self) -> &'static str {
        Self::SUMMARY
    }
    fn print_options(&self, out: &mut String) {
        out.push_str(&format!("{{max-iterations={}}}", self.max_iterations));
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

impl Pass for TestSingleFold {
    fn run(&mut self, cx: &mut PassContext<'_>) {
        let op = cx.op();
        let iterations = u32::try_from(self.max_iterations.max(0)).unwrap_or(u32::MAX);
        fold_each(cx, op, iterations);
    }
}

impl RegisteredPass for TestSingleFold {
    const ARGUMENT: &'static str = "test-single-fold";
    const SUMMARY: &'static str =
        "Test single-pass operation folding and dead constant elimination";
    fn from_options(options: &str) -> Result<Self, OptionError> {
        let mut pass = TestSingleFold::default();
        for entry in split_options(options) {
            match entry.key.as_str() {
                "max-iterations" => pass.max_iterations = i64_value(&entry)?,
                _ => return Err(OptionError::Unknown(entry.key)),
            }
        }
        Ok(pass)
    }
}
