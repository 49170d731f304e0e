//! Element accesses: `memref.load` and `memref.store` (`llvm.load` and
//! `llvm.store` at the element's address, computed `inbounds|nuw` since
//! the indices are in bounds), `memref.prefetch` (`llvm.intr.prefetch`)
//! and `memref.atomic_rmw` (`llvm.atomicrmw`, `acq_rel`, for the kinds
//! LLVM has).

use mlir_core::context::enum_attr::EnumAttrType;
use mlir_core::conversion::{ConversionPatternRewriter, OpConversionPattern, ValueVector};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{Op, Value};
use mlir_core::rewrite::RewriteResult;

use super::alloc::int_attr;
use super::support::{
    load as load_value, memref_element, store as store_value, strided_element_ptr,
};
use crate::conversion::llvm_common::{LlvmTypeConverter, single_values};
use crate::llvm::{AtomicBinOp, AtomicOrdering, AtomicRmwOp, GepNoWrapFlags, PrefetchOp};
use crate::memref;

/// The `getelementptr` flags of loads and stores.
fn in_bounds() -> GepNoWrapFlags {
    GepNoWrapFlags::INBOUNDS | GepNoWrapFlags::NUW
}

/// The converted operands and the address of the element an access
/// names: `memref_at` is the memref operand's position, the indices
/// follow it.
pub(super) fn address(
    converter: &LlvmTypeConverter,
    rw: &mut ConversionPatternRewriter<'_>,
    op: Op,
    operands: &[ValueVector],
    memref_at: usize,
    flags: GepNoWrapFlags,
) -> Result<(Vec<Value>, Value), &'static str> {
    let values = single_values(operands)?;
    let loc = op.loc(rw);
    let memref = op.operand(rw, memref_at).ty(rw);
    let ptr = strided_element_ptr(
        rw,
        loc,
        converter,
        memref,
        values[memref_at],
        &values[memref_at + 1..],
        flags,
    )
    .ok_or("incompatible memref type")?;
    Ok((values, ptr))
}

/// `memref.load`.
pub struct LoadLowering {
    /// The type converter.
    pub converter: LlvmTypeConverter,
}

impl OpConversionPattern for LoadLowering {
    type Op = memref::LoadOp;

    fn generated_ops(&self) -> &[&'static str] {
        &["llvm.load"]
    }

    fn match_and_rewrite(
        &self,
        load: memref::LoadOp,
        operands: &[ValueVector],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        let op = load.as_op();
        let ctx = rw.ctx_arc().clone();
        let memref = op.operand(rw, 0).ty(rw);
        let Some(element) =
            memref_element(&ctx, memref).and_then(|e| self.converter.convert_type(&ctx, e))
        else {
            return rw.notify_match_failure(op, "incompatible memref type");
        };
        let (_, ptr) = match address(&self.converter, rw, op, operands, 0, in_bounds()) {
            Ok(found) => found,
            Err(reason) => return rw.notify_match_failure(op, reason),
        };
        let loc = op.loc(rw);
        let alignment = int_attr(rw, op, "alignment").filter(|&a| a != 0);
        let nontemporal = load.nontemporal(rw);
        let result = load_value(rw, loc, element, ptr, alignment, nontemporal);
        rw.replace_op(op, &[result]);
        Ok(())
    }
}

/// `memref.store`.
pub struct StoreLowering {
    /// The type converter.
    pub converter: LlvmTypeConverter,
}

impl OpConversionPattern for StoreLowering {
    type Op = memref::StoreOp;

    fn generated_ops(&self) -> &[&'static str] {
        &["llvm.store"]
    }

    fn match_and_rewrite(
        &self,
        store: memref::StoreOp,
        operands: &[ValueVector],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        let op = store.as_op();
        let (values, ptr) = match address(&self.converter, rw, op, operands, 1, in_bounds()) {
            Ok(found) => found,
            Err(reason) => return rw.notify_match_failure(op, reason),
        };
        let loc = op.loc(rw);
        let alignment = int_attr(rw, op, "alignment").filter(|&a| a != 0);
        let nontemporal = store.nontemporal(rw);
        store_value(rw, loc, values[0], ptr, alignment, nontemporal);
        rw.erase_op(op);
        Ok(())
    }
}

/// `memref.prefetch`.
pub struct PrefetchLowering {
    /// The type converter.
    pub converter: LlvmTypeConverter,
}

impl OpConversionPattern for PrefetchLowering {
    type Op = memref::PrefetchOp;

    fn generated_ops(&self) -> &[&'static str] {
        &["llvm.intr.prefetch"]
    }

    fn match_and_rewrite(
        &self,
        prefetch: memref::PrefetchOp,
        operands: &[ValueVector],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        let op = prefetch.as_op();
        let (_, ptr) = match address(&self.converter, rw, op, operands, 0, GepNoWrapFlags::NONE) {
            Ok(found) => found,
            Err(reason) => return rw.notify_match_failure(op, reason),
        };
        let loc = op.loc(rw);
        let write = i64::from(prefetch.is_write(rw));
        let hint = int_attr(rw, op, "localityHint").unwrap_or(0);
        let data = i64::from(prefetch.is_data_cache(rw));
        PrefetchOp::build(rw, loc, ptr, write as i32, hint as i32, data as i32);
        rw.erase_op(op);
        Ok(())
    }
}

/// `memref.atomic_rmw` of a kind `llvm.atomicrmw` has.
pub struct AtomicRmwLowering {
    /// The type converter.
    pub converter: LlvmTypeConverter,
}

/// The `llvm.atomicrmw` operation of a `memref.atomic_rmw` kind, by
/// keyword; `mulf` and `muli` have none.
fn bin_op(kind: &str) -> Option<AtomicBinOp> {
    let llvm = match kind {
        "addf" => "fadd",
        "maximumf" => "fmaximum",
        "minimumf" => "fminimum",
        "maxnumf" => "fmax",
        "minnumf" => "fmin",
        "addi" => "add",
        "assign" => "xchg",
        "maxs" => "max",
        "mins" => "min",
        "maxu" => "umax",
        "minu" => "umin",
        "ori" => "_or",
        "andi" => "_and",
        "xori" => "_xor",
        _ => return None,
    };
    AtomicBinOp::from_keyword(llvm)
}

impl OpConversionPattern for AtomicRmwLowering {
    type Op = memref::AtomicRMWOp;

    fn generated_ops(&self) -> &[&'static str] {
        &["llvm.atomicrmw"]
    }

    fn match_and_rewrite(
        &self,
        atomic: memref::AtomicRMWOp,
        operands: &[ValueVector],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        let op = atomic.as_op();
        let Some(kind) = bin_op(&atomic.kind(rw).keyword()) else {
            return rw.notify_match_failure(op, "no llvm.atomicrmw for this kind");
        };
        let (values, ptr) =
            match address(&self.converter, rw, op, operands, 1, GepNoWrapFlags::NONE) {
                Ok(found) => found,
                Err(reason) => return rw.notify_match_failure(op, reason),
            };
        let loc = op.loc(rw);
        let ty = values[0].ty(rw);
        let new = AtomicRmwOp::build(
            rw,
            loc,
            ty,
            kind,
            ptr,
            values[0],
            AtomicOrdering::AcqRel,
            None,
            None,
            false,
            None,
            None,
            None,
            None,
        );
        let result = new.res(rw);
        rw.replace_op(op, &[result]);
        Ok(())
    }
}
