//! What a loop hands the branch that closes it: its attributes whose value
//! belongs to the `llvm` dialect (`llvm.loop_annotation` and the like),
//! since LLVM reads loop metadata on the latch, the branch back to the
//! loop's header (MLIR's `propagateLoopAttrs`).

use mlir_core::context::builtin::attributes::Attribute;
use mlir_core::ir::Op;
use mlir_core::rewrite::PatternRewriter;
use mlir_core::{AttrData, Context, NamedAttr};

/// Gives `latch`, a branch just built, the attributes of `loop_op` whose
/// value is of the `llvm` dialect.
pub(super) fn propagate_loop_attrs(rw: &mut PatternRewriter<'_>, loop_op: Op, latch: Op) {
    let carried: Vec<NamedAttr> =
        loop_op.attrs(rw).iter().filter(|a| is_llvm_attr(rw.ctx(), a.value)).cloned().collect();
    if carried.is_empty() {
        return;
    }
    let names: Vec<String> = carried.iter().map(|a| a.name.as_str(rw.ctx()).to_owned()).collect();
    rw.modify_op_in_place(latch, |m| {
        for (name, attr) in names.iter().zip(&carried) {
            m.set_attr(name, Some(attr.value));
        }
    });
}

/// Whether `attr` belongs to the `llvm` dialect: one of its registered
/// kinds, or one written for it while it is not registered.
fn is_llvm_attr(ctx: &Context, attr: Attribute) -> bool {
    const LLVM: &str = "llvm";
    match attr.data(ctx) {
        AttrData::Opaque { dialect, .. } => dialect.as_str(ctx) == LLVM,
        AttrData::Dialect(d) => d.def.dialect == LLVM,
        _ => false,
    }
}
