//! `alloca`, `load`, `store` (alignment, `volatile`, atomic ordering and
//! scope, `!nontemporal`, `!invariant.load`, `!invariant.group`),
//! `getelementptr` (constant and dynamic indices, no-wrap flags; constant
//! addresses folded as MLIR's data-layout-aware folder does), `atomicrmw`,
//! `cmpxchg` and `fence`; the accesses' alias scopes and TBAA tags, and a
//! load's `dereferenceable` (`metadata.rs`).

use mlir_core::context::diagnostics::Diagnostic;
use mlir_core::ir::Op;

use super::{flag, int_prop, result_type, type_prop};
use crate::llvm_ir::capi::{AtomicOrdering, Builder, GepFlags, RmwBinOp, Value};
use crate::llvm_ir::fold::fold_gep;
use crate::llvm_ir::metadata::{set_alias_metadata, set_dereferenceable};
use crate::llvm_ir::translation::ModuleTranslation;

/// An ordering of MLIR's `AtomicOrdering` numbering.
fn ordering(value: i64) -> AtomicOrdering {
    match value {
        1 => AtomicOrdering::Unordered,
        2 => AtomicOrdering::Monotonic,
        4 => AtomicOrdering::Acquire,
        5 => AtomicOrdering::Release,
        6 => AtomicOrdering::AcqRel,
        7 => AtomicOrdering::SeqCst,
        _ => AtomicOrdering::NotAtomic,
    }
}

/// The synchronization scope id of the op's `syncscope` (system if none).
fn scope(t: &ModuleTranslation<'_, '_>, op: Op) -> u32 {
    let name = op
        .inherent_attr(t.ir(), "syncscope")
        .and_then(|a| a.as_string(t.ctx()))
        .unwrap_or_default();
    t.module().sync_scope(&String::from_utf8_lossy(name))
}

/// The atomic operation keyword of MLIR's `AtomicBinOp` numbering.
fn rmw_op(value: i64) -> &'static str {
    const OPS: &[&str] = &[
        "xchg",
        "add",
        "sub",
        "and",
        "nand",
        "or",
        "xor",
        "max",
        "min",
        "umax",
        "umin",
        "fadd",
        "fsub",
        "fmax",
        "fmin",
        "uinc_wrap",
        "udec_wrap",
        "usub_cond",
        "usub_sat",
        "fmaximum",
        "fminimum",
    ];
    OPS.get(value as usize).copied().unwrap_or("xchg")
}

/// Sets what loads and stores share: alignment, `volatile`, atomics and
/// metadata.
fn memory_access<'m>(
    t: &ModuleTranslation<'m, '_>,
    op: Op,
    b: &Builder<'m>,
    inst: Value<'m>,
) -> Result<(), Diagnostic> {
    if let Some(align) = int_prop(t, op, "alignment") {
        inst.set_alignment(align as u32);
    }
    if flag(t, op, "volatile_") {
        b.set_volatile(inst, true);
    }
    let o = int_prop(t, op, "ordering").unwrap_or(0);
    if o != 0 {
        b.set_atomic(inst, ordering(o), scope(t, op));
    }
    if flag(t, op, "nontemporal") {
        b.set_metadata_i32(inst, "nontemporal", 1);
    }
    if flag(t, op, "invariant") {
        b.set_metadata_empty(inst, "invariant.load");
    }
    if flag(t, op, "invariantGroup") {
        b.set_metadata_empty(inst, "invariant.group");
    }
    set_alias_metadata(t, op, b, inst)
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
        "alloca" => {
            let v = t.operands(op)?;
            let ty = type_prop(t, op, "elem_type")?
                .ok_or_else(|| op.emit_error(ir, "alloca without an element type"))?;
            let r = b.alloca(ty, v[0]);
            if let Some(align) = int_prop(t, op, "alignment").filter(|&a| a != 0) {
                r.set_alignment(align as u32);
            }
            t.map_result(op, r);
        }
        "load" => {
            let v = t.operands(op)?;
            let ty = result_type(t, op, 0)?;
            let r = b.load(ty, v[0]);
            memory_access(t, op, b, r)?;
            set_dereferenceable(t, op, b, r);
            t.map_result(op, r);
        }
        "store" => {
            let v = t.operands(op)?;
            let r = b.store(v[0], v[1]);
            memory_access(t, op, b, r)?;
        }
        "getelementptr" => {
            let v = t.operands(op)?;
            let ty = type_prop(t, op, "elem_type")?
                .ok_or_else(|| op.emit_error(ir, "getelementptr without an element type"))?;
            let raw = op
                .inherent_attr(ir, "rawConstantIndices")
                .and_then(|a| a.as_dense_i32_array(t.ctx()))
                .unwrap_or_default();
            let mut dynamic = v[1..].iter();
            let mut indices = Vec::with_capacity(raw.len());
            for &index in &raw {
                if index == i32::MIN {
                    indices.push(
                        *dynamic
                            .next()
                            .ok_or_else(|| op.emit_error(ir, "missing a dynamic index"))?,
                    );
                } else {
                    indices.push(Value::const_int(t.module().int_type(32), index as u64, true));
                }
            }
            let flags = GepFlags(int_prop(t, op, "noWrapFlags").unwrap_or(0) as u32);
            let r = match fold_gep(t.module(), ty, v[0], &indices, flags) {
                Some(c) => c,
                None => b.gep(ty, v[0], &indices, flags),
            };
            t.map_result(op, r);
        }
        "atomicrmw" => {
            let v = t.operands(op)?;
            let o = ordering(int_prop(t, op, "ordering").unwrap_or(0));
            let r = b
                .atomic_rmw(
                    RmwBinOp(rmw_op(int_prop(t, op, "bin_op").unwrap_or(0))),
                    v[0],
                    v[1],
                    o,
                    scope(t, op),
                )
                .ok_or_else(|| op.emit_error(ir, "unsupported atomic operation"))?;
            if let Some(align) = int_prop(t, op, "alignment") {
                r.set_alignment(align as u32);
            }
            if flag(t, op, "volatile_") {
                b.set_volatile(r, true);
            }
            set_alias_metadata(t, op, b, r)?;
            t.map_result(op, r);
        }
        "cmpxchg" => {
            let v = t.operands(op)?;
            let success = ordering(int_prop(t, op, "success_ordering").unwrap_or(0));
            let failure = ordering(int_prop(t, op, "failure_ordering").unwrap_or(0));
            let r = b.cmpxchg(v[0], v[1], v[2], success, failure, scope(t, op));
            if let Some(align) = int_prop(t, op, "alignment") {
                r.set_alignment(align as u32);
            }
            if flag(t, op, "weak") {
                b.set_weak(r, true);
            }
            if flag(t, op, "volatile_") {
                b.set_volatile(r, true);
            }
            set_alias_metadata(t, op, b, r)?;
            t.map_result(op, r);
        }
        "fence" => {
            let o = ordering(int_prop(t, op, "ordering").unwrap_or(0));
            b.fence(o, scope(t, op));
        }
        _ => return Ok(false),
    }
    Ok(true)
}
