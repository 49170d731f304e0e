//! The `llvm` dialect's own translation: a [`LlvmTranslationInterface`]
//! model dispatching on the op's name, one file per family of ops:
//! `arithmetic.rs` (binary operators, casts, comparisons, `select`,
//! `freeze`), `memory.rs` (`alloca`, `load`, `store`, `getelementptr`,
//! atomics, `fence`), `aggregates.rs` (values in structs, arrays and
//! vectors), `values.rs` (`mlir.constant`, `undef`, `poison`, `zero`,
//! `addressof`), `control_flow.rs` (terminators), `call.rs` (`call`),
//! `exceptions.rs` (`invoke`, `landingpad`, `resume`) and `intrinsics.rs`
//! (`llvm.intr.*`).

mod aggregates;
mod arithmetic;
mod call;
mod control_flow;
mod exceptions;
mod intrinsics;
mod memory;
mod values;

use mlir_core::Attribute;
use mlir_core::context::diagnostics::Diagnostic;
use mlir_core::ir::Op;
use mlir_dialects::llvm::FastmathFlags;

use super::capi::Builder;
use super::interface::LlvmTranslationInterface;
use super::translation::ModuleTranslation;

/// The translation of the `llvm` dialect's ops (attach it with
/// [`register_llvm_dialect_translation`](super::register_llvm_dialect_translation)).
#[derive(Clone, Copy, Debug, Default)]
pub struct LlvmDialectTranslation;

impl LlvmTranslationInterface for LlvmDialectTranslation {
    fn convert_operation<'m>(
        &self,
        op: Op,
        builder: &Builder<'m>,
        t: &mut ModuleTranslation<'m, '_>,
    ) -> Result<(), Diagnostic> {
        let ir = t.ir();
        let full = op.name(ir).as_str(t.ctx()).to_owned();
        let name = full.strip_prefix("llvm.").unwrap_or(&full);
        let handled = arithmetic::convert(name, op, builder, t)?
            || memory::convert(name, op, builder, t)?
            || aggregates::convert(name, op, builder, t)?
            || values::convert(name, op, t)?
            || control_flow::convert(name, op, builder, t)?
            || call::convert(name, op, builder, t)?
            || exceptions::convert(name, op, builder, t)?
            || intrinsics::convert(name, op, builder, t)?;
        if handled {
            Ok(())
        } else {
            Err(op.emit_error(ir, format!("unsupported or non-LLVM operation: {full}")))
        }
    }
}

/// LLVM's fast-math bits (the C API's) of the op's `fastmathFlags`.
pub(crate) fn fast_math(t: &ModuleTranslation<'_, '_>, op: Op) -> u32 {
    let Some(attr) = op.inherent_attr(t.ir(), "fastmathFlags") else { return 0 };
    fast_math_of(t, attr)
}

/// LLVM's fast-math bits of a `#llvm.fastmath<…>` attribute.
pub(crate) fn fast_math_of(t: &ModuleTranslation<'_, '_>, attr: Attribute) -> u32 {
    let Some(flags) = FastmathFlags::from_attr(t.ctx(), attr) else { return 0 };
    let pairs = [
        (FastmathFlags::REASSOC, llvm_sys::LLVMFastMathAllowReassoc),
        (FastmathFlags::NNAN, llvm_sys::LLVMFastMathNoNaNs),
        (FastmathFlags::NINF, llvm_sys::LLVMFastMathNoInfs),
        (FastmathFlags::NSZ, llvm_sys::LLVMFastMathNoSignedZeros),
        (FastmathFlags::ARCP, llvm_sys::LLVMFastMathAllowReciprocal),
        (FastmathFlags::CONTRACT, llvm_sys::LLVMFastMathAllowContract),
        (FastmathFlags::AFN, llvm_sys::LLVMFastMathApproxFunc),
    ];
    pairs.iter().filter(|(f, _)| flags.contains(*f)).map(|(_, b)| *b).sum()
}

/// Attaches the `branch_weights` of a weighted branch (`cond_br`,
/// `switch`, `invoke`), when it has them, to its instruction as `!prof`
/// metadata.
pub(crate) fn branch_weights<'m>(
    t: &ModuleTranslation<'m, '_>,
    op: Op,
    b: &Builder<'m>,
    inst: super::capi::Value<'m>,
) {
    let weights = op.inherent_attr(t.ir(), "branch_weights");
    if let Some(weights) = weights.and_then(|a| a.as_dense_i32_array(t.ctx())) {
        b.set_branch_weights(inst, &weights);
    }
}

/// The integer value of the property `name` of `op`.
pub(crate) fn int_prop(t: &ModuleTranslation<'_, '_>, op: Op, name: &str) -> Option<i64> {
    op.inherent_attr(t.ir(), name).and_then(|a| a.as_integer(t.ctx())).and_then(|v| v.as_i64())
}

/// Whether the unit property `name` of `op` is set.
pub(crate) fn flag(t: &ModuleTranslation<'_, '_>, op: Op, name: &str) -> bool {
    op.inherent_attr(t.ir(), name).is_some()
}

/// The LLVM type of result `index` of `op`.
pub(crate) fn result_type<'m>(
    t: &mut ModuleTranslation<'m, '_>,
    op: Op,
    index: usize,
) -> Result<super::capi::Type<'m>, Diagnostic> {
    let ty = op.result(t.ir(), index).ty(t.ir());
    t.convert_type(ty).map_err(|m| op.emit_error(t.ir(), m))
}

/// The type held by the type property `name` of `op`, converted.
pub(crate) fn type_prop<'m>(
    t: &mut ModuleTranslation<'m, '_>,
    op: Op,
    name: &str,
) -> Result<Option<super::capi::Type<'m>>, Diagnostic> {
    let ty = op.inherent_attr(t.ir(), name).and_then(|a| match a.data(t.ctx()) {
        mlir_core::context::builtin::attributes::AttrData::Type(ty) => Some(*ty),
        _ => None,
    });
    match ty {
        Some(ty) => t.convert_type(ty).map(Some).map_err(|m| op.emit_error(t.ir(), m)),
        None => Ok(None),
    }
}
