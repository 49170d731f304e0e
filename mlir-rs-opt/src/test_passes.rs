//! Passes that exercise the driver's failure handling, as mlir-opt's test
//! passes of the same names do: one that always fails and one that always
//! panics (mlir-opt's crashes). Their names are mlir-opt's, so that a
//! reproducer's note reads the same in both tools.

use mlir_core::context::diagnostics::Diagnostic;
use mlir_core::pass::{Pass, PassContext};
use mlir_derive::pass;

/// Test a pass in the pass manager that always fails
#[pass(argument = "test-pass-failure", name = "(anonymous namespace)::TestFailurePass")]
#[derive(Debug)]
pub struct TestFailurePass {
    /// Whether to report an error on the op before failing.
    #[option(description = "Generate a diagnostic message")]
    pub gen_diagnostics: bool,
}

impl Pass for TestFailurePass {
    fn run(&mut self, cx: &mut PassContext<'_>) {
        if self.gen_diagnostics {
            let loc = cx.op().loc(cx);
            cx.emit(Diagnostic::error(loc, "illegal operation"));
        }
        cx.signal_failure();
    }
}

/// Test a pass in the pass manager that always crashes
#[pass(argument = "test-pass-crash", name = "(anonymous namespace)::TestCrashRecoveryPass")]
#[derive(Debug)]
pub struct TestCrashRecoveryPass;

impl Pass for TestCrashRecoveryPass {
    fn run(&mut self, _cx: &mut PassContext<'_>) {
        panic!("test-pass-crash always crashes");
    }
}
