//! The hooks through which a registered op provides its custom textual
//! form: a parse function filling an [`OperationState`] from the
//! [`Parser`] positioned after the op name, and a print function writing
//! everything after the op name through the [`AsmPrinter`]. The `#[op]`
//! macro will generate these from format strings.

use crate::asm::parser::{PResult, Parser};
use crate::asm::printer::AsmPrinter;
use crate::ir::{Op, OperationState};

/// Parses an op's custom form (after its name) into `state`.
pub type CustomParseFn = fn(&mut Parser<'_>, &mut OperationState) -> PResult<()>;

/// Prints an op's custom form (after its name).
pub type CustomPrintFn = fn(&mut AsmPrinter<'_>, Op);
