//! `generate-runtime-verification`: every op implementing
//! `RuntimeVerifiableOpInterface` gets its run-time checks built before
//! it, each a `cf.assert` whose message shows the op as much as
//! `verbose-level` asks.

use mlir_derive::pass;

use crate::asm::printer::{AsmState, PrintOptions, location_to_string};
use crate::definitions::interfaces::runtime_verifiable::RuntimeVerifiableOpInterfaceRef;
use crate::ir::{Builder, InsertPoint, IrView, Op, WalkControl, WalkOrder};
use crate::pass::pass::Pass;
use crate::pass::pass_context::PassContext;
use crate::verify::verify_declaration;

/// Generate additional runtime op verification checks
///
/// MLIR's `generate-runtime-verification` (`GenerateRuntimeVerification`):
/// the ops implementing `RuntimeVerifiableOpInterface` are listed first, in
/// post-order (the ops of an op's regions before it), so that the ops the
/// checks build are not verified in turn; then each builds its checks
/// right before itself. A check's message is `ERROR: Runtime op
/// verification failed`, at `verbose-level=1` the op (its regions as
/// `{...}`, its values named as in the IR the pass started from, with
/// the run's printing flags), `^ ` and the check's text, and `Location: `
/// with the op's location. Levels above 1 fail the pass. An op that does
/// not satisfy its declaration (IR that skipped verification) is left
/// without checks.
#[pass(argument = "generate-runtime-verification", name = "GenerateRuntimeVerification")]
#[derive(Debug)]
pub struct GenerateRuntimeVerification {
    /// How much of the op a message shows: 0 its location only, 1 the op.
    #[option(
        default = 1,
        description = "Verbosity level for runtime verification messages: 0 = Minimum (only \
                       source location), 1 = Detailed (include full operation details, names, \
                       types, shapes, etc.)"
    )]
    pub verbose_level: u32,
}

impl Pass for GenerateRuntimeVerification {
    fn run(&mut self, cx: &mut PassContext<'_>) {
        let root = cx.op();
        if self.verbose_level > 1 {
            let message = "generate-runtime-verification pass: set verboseLevel to 0 or 1";
            let diagnostic = root.emit_error(cx, message);
            cx.emit(diagnostic);
            cx.signal_failure();
            return;
        }
        let mut ops: Vec<Op> = Vec::new();
        cx.walk(root, WalkOrder::PostOrder, |ir, op| {
            if RuntimeVerifiableOpInterfaceRef::get(ir, op).is_some() {
                ops.push(op);
            }
            WalkControl::Advance
        });
        if ops.is_empty() {
            cx.mark_all_preserved();
            return;
        }
        let run_options = cx.print_options().clone();
        let opts = message_options(cx, root, &run_options);
        let messages =
            Messages { verbose_level: self.verbose_level, state: AsmState::new(cx, root, &opts) };
        let error_message = |ir: &IrView, op: Op, check: &str| messages.write(ir, op, check);
        for op in ops {
            // IR that skipped verification may hold ops whose accessors
            // would read operands or attributes they lack: those get no
            // checks (an op that merely fails its own verifier still does).
            if verify_declaration(cx, op).is_err() {
                continue;
            }
            let Some(verifiable) = RuntimeVerifiableOpInterfaceRef::get(cx, op) else { continue };
            let loc = op.loc(cx);
            let mut builder = Builder::new(cx, InsertPoint::Before(op));
            verifiable.generate_runtime_verification(&mut builder, loc, &error_message);
        }
    }
}

/// How ops print in messages: with the run's flags `run` and their
/// regions elided; generically when the IR does not verify when the pass
/// starts (as MLIR's `AsmState` decides, unless
/// `--mlir-print-assume-verified`).
fn message_options(ir: &IrView, root: Op, run: &PrintOptions) -> PrintOptions {
    let mut opts = PrintOptions { skip_regions: true, ..run.clone() };
    if !opts.generic && !opts.assume_verified && crate::verify::verify(ir, root).is_err() {
        opts.generic = true;
    }
    opts
}

/// The pass's message generator (MLIR's default one).
struct Messages {
    verbose_level: u32,
    state: AsmState,
}

impl Messages {
    /// The message of `check` failing on `op`.
    fn write(&self, ir: &IrView, op: Op, check: &str) -> String {
        let mut text = String::from("ERROR: Runtime op verification failed\n");
        if self.verbose_level == 1 {
            text.push_str(&self.state.print_op(ir, op));
            text.push('\n');
        }
        text.push_str("^ ");
        text.push_str(check);
        text.push_str("\nLocation: ");
        text.push_str(&location_to_string(ir.ctx(), op.loc(ir)));
        text
    }
}
