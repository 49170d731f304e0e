//! `print-ir`: writes the op on stderr under a header, where the pipeline
//! runs it.

use mlir_derive::pass;

use crate::asm::printer::{PrintOptions, print_op_alone};
use crate::pass::pass::Pass;
use crate::pass::pass_context::PassContext;

/// Print IR on the debug stream
///
/// MLIR's `print-ir` (`PrintIRPass`): `// -----// IR Dump <label> //----- //`
/// (without the label when it is empty), then the op as `Operation::dump`
/// prints it: in local scope (attributes and types written inline, no
/// aliases), with the run's other printing flags.
#[pass(argument = "print-ir", name = "PrintIRPass")]
#[derive(Debug)]
pub struct PrintIr {
    /// Label
    #[option]
    pub label: String,
}

impl Pass for PrintIr {
    fn run(&mut self, cx: &mut PassContext<'_>) {
        let mut text = String::from("// -----// IR Dump");
        if !self.label.is_empty() {
            text.push(' ');
            text.push_str(&self.label);
        }
        text.push_str(" //----- //\n");
        let opts = PrintOptions { local_scope: true, ..cx.print_options().clone() };
        text.push_str(&print_op_alone(cx, cx.op(), &opts));
        text.push('\n');
        cx.write_output(text);
        cx.mark_all_preserved();
    }
}
