//! The allocation ops: `memref.alloc` (heap), `memref.alloca` (freed when
//! the enclosing automatic allocation scope is left), `memref.realloc`
//! and `memref.dealloc`, with their verifiers.

use mlir_core::context::diagnostics::VerifyResult;
use mlir_core::definitions::interfaces::memory_effects::Resource;
use mlir_core::definitions::interfaces::op_asm::{OpAsmOpInterfaceModel, ResultNames};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, Op};
use mlir_core::rewrite::{FoldAdaptor, FoldResult};
use mlir_core::semantics::constraints::{
    AnyMemRef, AnyRankedOrUnrankedMemRef, AnyType, Confined, I64Attr, Index, IntPositivePowerOf2,
    MemRefRankOf, Variadic,
};
use mlir_core::semantics::traits::{AttrSizedOperandSegments, MemRefsNormalizable, OpTraits};
use mlir_core::{Type, asm::printer::type_to_string};
use mlir_derive::op;

use super::MemRef;
use super::alloc_patterns::{SimplifyAllocConst, SimplifyDeadAlloc};
use super::buffer_types::{
    has_identity_layout, layout_symbol_count, memory_space_of, num_dynamic_dims,
};
use super::cast_folding::fold_casts_in_place;

/// An alignment in bytes: a positive power of two.
pub type Alignment = Confined<I64Attr, (IntPositivePowerOf2,)>;

/// Allocates a buffer of a memref type on the heap.
///
/// One operand per dynamic size of the type, then one per symbol of its
/// layout (in square brackets). `alignment` asks for an address aligned
/// to that many bytes. Canonicalization makes constant sizes static and
/// erases an allocation only stored into and freed.
#[op(
    dialect = MemRef,
    name = "alloc",
    format = "`(`$dynamic_sizes`)` (`` `[` $symbol_operands^ `]`)? attr-dict `:` type($memref)",
    traits = [AttrSizedOperandSegments],
    interfaces = [OpAsmOpInterfaceModel = ResultNames(&["alloc"])],
    verify,
    canonicalize = [SimplifyAllocConst<AllocOp>, SimplifyDeadAlloc<AllocOp>]
)]
pub struct AllocOp {
    #[operand]
    dynamic_sizes: Variadic<Index>,
    #[operand]
    symbol_operands: Variadic<Index>,
    #[attr]
    alignment: Option<Alignment>,
    #[result(effects = [MemAlloc])]
    memref: AnyMemRef,
}

/// Allocates a buffer on the stack, freed when control leaves the region
/// of the nearest op with the `AutomaticAllocationScope` trait.
///
/// Operands as for `memref.alloc`; canonicalized alike.
#[op(
    dialect = MemRef,
    name = "alloca",
    format = "`(`$dynamic_sizes`)` (`` `[` $symbol_operands^ `]`)? attr-dict `:` type($memref)",
    traits = [AttrSizedOperandSegments],
    interfaces = [OpAsmOpInterfaceModel = ResultNames(&["alloca"])],
    verify,
    canonicalize = [SimplifyAllocConst<AllocaOp>, SimplifyDeadAlloc<AllocaOp>]
)]
pub struct AllocaOp {
    #[operand]
    dynamic_sizes: Variadic<Index>,
    #[operand]
    symbol_operands: Variadic<Index>,
    #[attr]
    alignment: Option<Alignment>,
    #[result(effects = [MemAlloc(Resource::AUTOMATIC_ALLOCATION_SCOPE)])]
    memref: AnyMemRef,
}

/// The checks `alloc` and `alloca` share: one size per dynamic dimension,
/// one symbol operand per layout symbol.
fn verify_alloc_like(ir: &IrView, op: Op, sizes: usize, symbols: usize) -> VerifyResult {
    let ctx = ir.ctx();
    let ty = op.result(ir, 0).ty(ir);
    let expected = num_dynamic_dims(ctx, ty);
    if sizes != expected {
        let message =
            format!("incorrect number of dynamic sizes, has {sizes}, expected {expected}");
        return Err(op.emit_op_error(ir, message).into());
    }
    let expected = layout_symbol_count(ctx, ty);
    if symbols != expected {
        let message = format!(
            "symbol operand count does not equal memref symbol count: expected {expected}, got {symbols}"
        );
        return Err(op.emit_op_error(ir, message).into());
    }
    Ok(())
}

impl AllocOp {
    /// Sizes and symbols match the type.
    fn verify(self, ir: &IrView) -> VerifyResult {
        let (sizes, symbols) = (self.dynamic_sizes(ir).count(), self.symbol_operands(ir).count());
        verify_alloc_like(ir, self.as_op(), sizes, symbols)
    }
}

impl AllocaOp {
    /// An ancestor is an automatic allocation scope; sizes and symbols
    /// match the type.
    fn verify(self, ir: &IrView) -> VerifyResult {
        let op = self.as_op();
        let ctx = ir.ctx();
        let mut parent = op.parent_op(ir);
        while let Some(p) = parent {
            if p.name(ir).traits(ctx).contains(OpTraits::AUTOMATIC_ALLOCATION_SCOPE) {
                break;
            }
            parent = p.parent_op(ir);
        }
        if parent.is_none() {
            let message = "requires an ancestor op with AutomaticAllocationScope trait";
            return Err(op.emit_op_error(ir, message).into());
        }
        let (sizes, symbols) = (self.dynamic_sizes(ir).count(), self.symbol_operands(ir).count());
        verify_alloc_like(ir, op, sizes, symbols)
    }
}

/// Resizes a 1-D buffer, which may move: the contents are kept up to the
/// smaller size and the source must not be used afterwards.
///
/// A dynamic result size is given as an operand. Canonicalization erases
/// a reallocation only stored into and freed.
#[op(
    dialect = MemRef,
    name = "realloc",
    format = "$source (`(` $dynamic_result_size^ `)`)? attr-dict `:` type($source) `to` type(results)",
    verify,
    canonicalize = [SimplifyDeadAlloc<ReallocOp>]
)]
pub struct ReallocOp {
    #[operand(effects = [MemFree])]
    source: MemRefRankOf<AnyType, 1>,
    #[operand]
    dynamic_result_size: Option<Index>,
    #[attr]
    alignment: Option<Alignment>,
    #[result(effects = [MemAlloc])]
    result: MemRefRankOf<AnyType, 1>,
}

impl ReallocOp {
    /// Identity layouts, one memory space and element type, and a size
    /// operand exactly when the result is dynamic (mlir-opt reports these
    /// without the op prefix).
    fn verify(self, ir: &IrView) -> VerifyResult {
        let ctx = ir.ctx();
        let op = self.as_op();
        let (source, result) = (self.source(ir).ty(ir), self.result(ir).ty(ir));
        let text = |ty: Type| type_to_string(ctx, ty);
        let fail = |message: String| Err(op.emit_error(ir, message).into());
        if !has_identity_layout(ctx, source) {
            return fail(format!("unsupported layout for source memref type '{}'", text(source)));
        }
        if !has_identity_layout(ctx, result) {
            return fail(format!("unsupported layout for result memref type '{}'", text(result)));
        }
        let pair = format!(
            "source memref type '{}' and result memref type '{}'",
            text(source),
            text(result)
        );
        if memory_space_of(ctx, source) != memory_space_of(ctx, result) {
            return fail(format!("different memory spaces specified for {pair}"));
        }
        if source.element_type(ctx) != result.element_type(ctx) {
            return fail(format!("different element types specified for {pair}"));
        }
        let dynamic = num_dynamic_dims(ctx, result) > 0;
        match (dynamic, self.dynamic_result_size(ir).is_some()) {
            (true, false) => {
                fail(format!("missing dimension operand for result type '{}'", text(result)))
            }
            (false, true) => {
                fail(format!("unnecessary dimension operand for result type '{}'", text(result)))
            }
            _ => Ok(()),
        }
    }
}

/// Frees a buffer that `memref.alloc` allocated. Folds a `memref.cast`
/// operand away.
#[op(
    dialect = MemRef,
    name = "dealloc",
    format = "$memref attr-dict `:` type($memref)",
    traits = [MemRefsNormalizable],
    fold
)]
pub struct DeallocOp {
    #[operand(effects = [MemFree])]
    memref: AnyRankedOrUnrankedMemRef,
}

impl DeallocOp {
    /// `dealloc(cast(x))` frees `x`.
    fn fold(self, ir: &IrView, _adaptor: &FoldAdaptor) -> FoldResult {
        fold_casts_in_place(ir, self.as_op(), None)
    }
}
