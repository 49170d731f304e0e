//! Terminators: `br`, `cond_br` (with their loop annotations), `switch`,
//! `return` and `unreachable`.
//! Each branch is recorded with the LLVM block it ends, where the `phi`s
//! of its successors take their incoming values from; `cond_br` and
//! `switch` carry their branch weights as `!prof` metadata.

use mlir_core::context::diagnostics::Diagnostic;
use mlir_core::ir::Op;

use mlir_dialects::llvm::LoopAnnotationAttr;

use super::branch_weights;
use crate::llvm_ir::capi::{BasicBlock, Builder, Value};
use crate::llvm_ir::constants::constant;
use crate::llvm_ir::loop_annotation::loop_annotation;
use crate::llvm_ir::translation::ModuleTranslation;

/// The LLVM block of successor `index` of `op`.
fn successor<'m>(
    t: &ModuleTranslation<'m, '_>,
    op: Op,
    index: usize,
) -> Result<BasicBlock<'m>, Diagnostic> {
    t.lookup_block(op.successor(t.ir(), index))
        .ok_or_else(|| op.emit_error(t.ir(), "branch to a block of another region"))
}

/// Attaches the branch's loop annotation as `!llvm.loop`.
fn loop_metadata<'m>(
    t: &ModuleTranslation<'m, '_>,
    op: Op,
    b: &Builder<'m>,
    inst: Value<'m>,
) -> Result<(), Diagnostic> {
    let annotation = op
        .inherent_attr(t.ir(), "loop_annotation")
        .and_then(|a| LoopAnnotationAttr::try_from(t.ctx(), a));
    if let Some(annotation) = annotation {
        let node = loop_annotation(t, b, op, annotation)?;
        b.set_metadata(inst, "llvm.loop", node);
    }
    Ok(())
}

/// Translates `op` if it is one of this file's; `false` otherwise.
pub(super) fn convert<'m>(
    name: &str,
    op: Op,
    b: &Builder<'m>,
    t: &mut ModuleTranslation<'m, '_>,
) -> Result<bool, Diagnostic> {
    let ir = t.ir();
    match name {
        "br" => {
            let inst = b.br(successor(t, op, 0)?);
            loop_metadata(t, op, b, inst)?;
        }
        "cond_br" => {
            let cond = t.lookup_value(op, op.operand(ir, 0))?;
            let inst = b.cond_br(cond, successor(t, op, 0)?, successor(t, op, 1)?);
            branch_weights(t, op, b, inst);
            loop_metadata(t, op, b, inst)?;
        }
        "switch" => {
            let value = t.lookup_value(op, op.operand(ir, 0))?;
            let default = successor(t, op, 0)?;
            let mut cases = Vec::new();
            if let Some(values) = op.inherent_attr(ir, "case_values") {
                for i in 0..op.num_successors(ir) - 1 {
                    let attr = t
                        .ctx()
                        .dense_element_at(values, i as u64)
                        .ok_or_else(|| op.emit_error(ir, "missing a case value"))?;
                    let c = constant(t, op, value.ty(), attr)?;
                    cases.push((c, successor(t, op, i + 1)?));
                }
            }
            let inst = b.switch(value, default, &cases);
            branch_weights(t, op, b, inst);
        }
        "return" => {
            let value = match op.num_operands(ir) {
                0 => None,
                _ => Some(t.lookup_value(op, op.operand(ir, 0))?),
            };
            b.ret(value);
        }
        "unreachable" => {
            b.unreachable();
        }
        _ => return Ok(false),
    }
    if let Some(block) = b.current_block() {
        t.map_branch(op, block);
    }
    Ok(true)
}
