//! The DMA ops: `memref.dma_start` begins a transfer of elements between
//! two memrefs (optionally strided) and `memref.dma_wait` waits on the
//! tag element that tracks it.
//!
//! `dma_start`'s operands are one flat list whose parts are found by the
//! ranks of the memrefs in it; its custom form is not declarative
//! upstream, and it reads no attribute dictionary (it prints one).
//! Neither op declares memory effects (upstream lists some but does not
//! attach the interface): both count as having unknown ones.

use mlir_core::Type;
use mlir_core::asm::parser::{PResult, Parser};
use mlir_core::asm::printer::AsmPrinter;
use mlir_core::context::builtin::types::TypeData;
use mlir_core::context::diagnostics::VerifyResult;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, OperationState, Value};
use mlir_core::rewrite::{FoldAdaptor, FoldResult};
use mlir_core::semantics::constraints::{AnyMemRef, AnyType, Index, Variadic};
use mlir_derive::op;

use super::MemRef;
use super::buffer_types::memref_rank;
use super::cast_folding::fold_casts_in_place;
use super::syntax::{parse_indexed, print_indexed};

/// Starts a non-blocking transfer of `num_elements` elements from a
/// source memref at its indices to a destination memref at its indices;
/// the tag memref's element at its indices tracks completion. An
/// optional stride and number of elements per stride transfer in chunks.
///
/// Written `memref.dma_start %src[%i], %dst[%j], %n, %tag[%k] [, %stride,
/// %per_stride] : srcType, dstType, tagType`. Folds `memref.cast`
/// operands away.
#[op(
    dialect = MemRef,
    name = "dma_start",
    custom_format,
    verify,
    fold
)]
pub struct DmaStartOp {
    #[operand]
    operands: Variadic<AnyType>,
}

/// The positions of `dma_start`'s parts in its operand list, by the
/// memrefs' ranks (`None` where an operand is missing or not a memref).
struct DmaLayout {
    src_rank: usize,
    dst: usize,
    dst_rank: usize,
    num_elements: usize,
    tag: usize,
    tag_rank: usize,
}

impl DmaLayout {
    /// The layout of `operands`, when the three memrefs are where the
    /// ranks before them say.
    fn of(ir: &IrView, operands: &[Value]) -> Option<DmaLayout> {
        let ctx = ir.ctx();
        let rank = |i: usize| operands.get(i).and_then(|v| memref_rank(ctx, v.ty(ir)));
        let src_rank = rank(0)?;
        let dst = 1 + src_rank;
        let dst_rank = rank(dst)?;
        let num_elements = dst + 1 + dst_rank;
        let tag = num_elements + 1;
        let tag_rank = rank(tag)?;
        Some(DmaLayout { src_rank, dst, dst_rank, num_elements, tag, tag_rank })
    }

    /// The number of operands without the stride pair.
    fn unstrided_len(&self) -> usize {
        self.tag + 1 + self.tag_rank
    }
}

impl DmaStartOp {
    /// The operand list has the three memrefs, index indices and counts
    /// where the ranks put them, with both or neither stride operand.
    fn verify(self, ir: &IrView) -> VerifyResult {
        let ctx = ir.ctx();
        let op = self.as_op();
        let operands: Vec<Value> = op.operands(ir).collect();
        let fail = |message: String| Err(op.emit_op_error(ir, message).into());
        let n = operands.len();
        if n < 4 {
            return fail("expected at least 4 operands".into());
        }
        let is_memref = |v: Value| matches!(v.ty(ir).data(ctx), TypeData::MemRef { .. });
        let all_index = |values: &[Value]| values.iter().all(|v| v.ty(ir).is_index(ctx));
        let rank_of = |v: Value| memref_rank(ctx, v.ty(ir)).unwrap_or(0);
        if !is_memref(operands[0]) {
            return fail("expected source to be of memref type".into());
        }
        let src_rank = rank_of(operands[0]);
        if n < src_rank + 4 {
            return fail(format!("expected at least {} operands", src_rank + 4));
        }
        if !all_index(&operands[1..1 + src_rank]) {
            return fail("expected source indices to be of index type".into());
        }
        let dst = 1 + src_rank;
        if !is_memref(operands[dst]) {
            return fail("expected destination to be of memref type".into());
        }
        let dst_rank = rank_of(operands[dst]);
        let mut expected = src_rank + dst_rank + 4;
        if n < expected {
            return fail(format!("expected at least {expected} operands"));
        }
        if !all_index(&operands[dst + 1..dst + 1 + dst_rank]) {
            return fail("expected destination indices to be of index type".into());
        }
        let num_elements = dst + 1 + dst_rank;
        if !operands[num_elements].ty(ir).is_index(ctx) {
            return fail("expected num elements to be of index type".into());
        }
        let tag = num_elements + 1;
        if !is_memref(operands[tag]) {
            return fail("expected tag to be of memref type".into());
        }
        let tag_rank = rank_of(operands[tag]);
        expected += tag_rank;
        if n < expected {
            return fail(format!("expected at least {expected} operands"));
        }
        if !all_index(&operands[tag + 1..tag + 1 + tag_rank]) {
            return fail("expected tag indices to be of index type".into());
        }
        if n != expected && n != expected + 2 {
            return fail("incorrect number of operands".into());
        }
        if n == expected + 2 && !all_index(&operands[n - 2..]) {
            return fail("expected stride and num elements per stride to be of type index".into());
        }
        Ok(())
    }

    /// `dma_start(cast(x), …)` transfers from or to `x`.
    fn fold(self, ir: &IrView, _adaptor: &FoldAdaptor) -> FoldResult {
        fold_casts_in_place(ir, self.as_op(), None)
    }

    /// `%src[…], %dst[…], %n, %tag[…] [, %stride, %per_stride] : types`.
    pub fn parse(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
        let ctx = p.context();
        let src = parse_indexed(p)?;
        p.parse_literal(",")?;
        let dst = parse_indexed(p)?;
        p.parse_literal(",")?;
        let num_elements = p.parse_operand()?;
        p.parse_literal(",")?;
        let tag = parse_indexed(p)?;
        let strides = if p.parse_optional_literal(",") { p.parse_operand_list()? } else { vec![] };
        let at = p.custom_op_name_offset();
        if !strides.is_empty() && strides.len() != 2 {
            return Err(p.error_at_offset(at, "expected two stride related operands"));
        }
        p.parse_literal(":")?;
        let types: Vec<Type> = p.parse_type_list()?;
        let [src_ty, dst_ty, tag_ty] = types[..] else {
            return Err(p.error_at_offset(at, "fewer/more types expected"));
        };
        let index = ctx.index_type();
        let out = &mut state.operands;
        for ((memref, indices), ty) in [(&src, src_ty), (&dst, dst_ty)] {
            out.push(p.resolve_operand(memref, ty)?);
            p.resolve_operands_of_type(indices, index, out)?;
        }
        out.push(p.resolve_operand(&num_elements, index)?);
        out.push(p.resolve_operand(&tag.0, tag_ty)?);
        p.resolve_operands_of_type(&tag.1, index, out)?;
        p.resolve_operands_of_type(&strides, index, out)?;
        Ok(())
    }

    /// Prints what `parse` reads (and the attribute dictionary before the
    /// types, as mlir-opt does).
    pub fn print(self, pr: &mut AsmPrinter<'_>) {
        let ir = pr.ir();
        let op = self.as_op();
        let operands: Vec<Value> = op.operands(ir).collect();
        let Some(layout) = DmaLayout::of(ir, &operands) else { return };
        let indexed = |pr: &mut AsmPrinter<'_>, at: usize, rank: usize| {
            let indices = &operands[at + 1..(at + 1 + rank).min(operands.len())];
            print_indexed(pr, operands[at], indices);
        };
        pr.write_char(' ');
        indexed(pr, 0, layout.src_rank);
        pr.write_str(", ");
        indexed(pr, layout.dst, layout.dst_rank);
        pr.write_str(", ");
        pr.print_value_use(operands[layout.num_elements]);
        pr.write_str(", ");
        indexed(pr, layout.tag, layout.tag_rank);
        for &stride in &operands[layout.unstrided_len().min(operands.len())..] {
            pr.write_str(", ");
            pr.print_value_use(stride);
        }
        pr.print_optional_attr_dict(&pr.op_attributes(op), &[]);
        pr.write_str(" : ");
        let types: Vec<Type> =
            [0, layout.dst, layout.tag].iter().map(|&i| operands[i].ty(ir)).collect();
        pr.print_type_list(&types);
    }
}

/// Waits until the DMA transfer that the tag element at the indices
/// tracks completes. Folds a `memref.cast` operand away.
#[op(
    dialect = MemRef,
    name = "dma_wait",
    format = "$tag_mem_ref `[` $tag_indices `]` `,` $num_elements attr-dict `:` type($tag_mem_ref)",
    verify,
    fold
)]
pub struct DmaWaitOp {
    #[operand]
    tag_mem_ref: AnyMemRef,
    #[operand]
    tag_indices: Variadic<Index>,
    #[operand]
    num_elements: Index,
}

impl DmaWaitOp {
    /// One tag index per dimension of the tag.
    fn verify(self, ir: &IrView) -> VerifyResult {
        let rank = memref_rank(ir.ctx(), self.tag_mem_ref(ir).ty(ir)).unwrap_or(0);
        let count = self.tag_indices(ir).count();
        if count != rank {
            let message = format!(
                "expected tagIndices to have the same number of elements as the tagMemRef rank, expected {rank}, but got {count}"
            );
            return Err(self.as_op().emit_op_error(ir, message).into());
        }
        Ok(())
    }

    /// `dma_wait(cast(x)[…])` waits on `x`.
    fn fold(self, ir: &IrView, _adaptor: &FoldAdaptor) -> FoldResult {
        fold_casts_in_place(ir, self.as_op(), None)
    }
}
