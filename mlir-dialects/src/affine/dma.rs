//! `affine.dma_start` and `affine.dma_wait`: the DMA ops of `memref` with
//! affine subscripts (`affine.dma_start %src[%i], %dst[%j], %tag[0], %n :
//! …`).
//!
//! Upstream defines both by hand rather than in ODS: their operands are
//! one flat list whose parts are found by the maps' inputs, and the maps
//! are discardable attributes (`src_map`, `dst_map`, `tag_map`). Their
//! custom forms read and print no attribute dictionary. Upstream lists
//! their effects (reading the source and the tag, writing the destination)
//! but does not attach the interface: both count as having unknown ones.

use mlir_core::asm::parser::{PResult, Parser};
use mlir_core::asm::printer::AsmPrinter;
use mlir_core::context::diagnostics::VerifyResult;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, Op, OperationState, Value};
use mlir_core::rewrite::{FoldAdaptor, FoldResult};
use mlir_core::semantics::constraints::{AnyType, Variadic};
use mlir_core::semantics::traits::MemRefsNormalizable;
use mlir_core::{NamedAttr, Type};
use mlir_derive::op;

use super::Affine;
use super::access::{is_ranked_memref, parse_subscripts, print_subscripts, verify_untyped_indices};
use super::syntax::resolve_indices;
use crate::memref::fold_casts_in_place;

/// Starts a non-blocking transfer of `num_elements` elements from a
/// source memref to a destination memref, each at the results of its map
/// applied to its indices; the tag memref's element at its map's results
/// tracks completion. An optional stride and number of elements per
/// stride transfer in chunks.
///
/// Written `affine.dma_start %src[expr, …], %dst[expr, …], %tag[expr,
/// …], %n [, %stride, %per_stride] : srcType, dstType, tagType`; the
/// operands are the source and its indices, the destination and its, the
/// tag and its, `%n`, then the stride pair. Folds `memref.cast` operands
/// away.
#[op(
    dialect = Affine,
    name = "dma_start",
    traits = [MemRefsNormalizable],
    custom_format,
    verify,
    fold
)]
pub struct DmaStartOp {
    #[operand]
    operands: Variadic<AnyType>,
}

/// Waits until the DMA transfer that the tag element at the results of
/// `tag_map` applied to the indices tracks completes.
///
/// Written `affine.dma_wait %tag[expr, …], %n : tagType`; the operands are
/// the tag, its indices and `%n`. Folds a `memref.cast` operand away.
#[op(
    dialect = Affine,
    name = "dma_wait",
    traits = [MemRefsNormalizable],
    custom_format,
    verify,
    fold
)]
pub struct DmaWaitOp {
    #[operand]
    operands: Variadic<AnyType>,
}

/// The number of inputs of each of `op`'s maps `names`, or the error
/// naming the first that is missing or not an affine map (upstream
/// assumes them).
fn map_inputs(ir: &IrView, op: Op, names: &[&str]) -> Result<Vec<usize>, String> {
    let inputs = |name: &str| {
        let attr = op.attr(ir, name).ok_or_else(|| format!("requires attribute '{name}'"))?;
        let map = ir.ctx().affine_map_of(attr).ok_or_else(|| {
            format!("attribute '{name}' failed to satisfy constraint: AffineMap attribute")
        })?;
        Ok((map.num_dims() + map.num_symbols()) as usize)
    };
    names.iter().map(|name| inputs(name)).collect()
}

const DMA_START_MAPS: [&str; 3] = ["src_map", "dst_map", "tag_map"];

/// Where `dma_start`'s parts are in its operand list, by the maps' inputs.
struct DmaStartLayout {
    /// Each memref's position and its number of indices: the source, the
    /// destination, the tag.
    memrefs: [(usize, usize); 3],
    /// The position of the number of elements; the stride pair follows.
    num_elements: usize,
}

impl DmaStartLayout {
    /// The layout `op`'s maps give, or the error on its maps.
    fn of(ir: &IrView, op: Op) -> Result<DmaStartLayout, String> {
        let inputs = map_inputs(ir, op, &DMA_START_MAPS)?;
        let mut at = 0;
        let mut memrefs = [(0, 0); 3];
        for (memref, count) in memrefs.iter_mut().zip(inputs) {
            *memref = (at, count);
            at += 1 + count;
        }
        Ok(DmaStartLayout { memrefs, num_elements: at })
    }
}

impl DmaStartOp {
    /// The three memrefs, the operand count, then each group of indices
    /// of `index` type and valid dimensions or symbols (MLIR's order).
    fn verify(self, ir: &IrView) -> VerifyResult {
        let ctx = ir.ctx();
        let op = self.as_op();
        let fail = |message: &str| -> VerifyResult { Err(op.emit_op_error(ir, message).into()) };
        let layout = match DmaStartLayout::of(ir, op) {
            Ok(layout) => layout,
            Err(message) => return fail(&message),
        };
        let operands: Vec<Value> = op.operands(ir).collect();
        let names = ["source", "destination", "tag"];
        for (&(at, _), name) in layout.memrefs.iter().zip(names) {
            let Some(memref) = operands.get(at) else {
                return fail("incorrect number of operands");
            };
            if !is_ranked_memref(ctx, memref.ty(ir)) {
                return fail(&format!("expected DMA {name} to be of memref type"));
            }
        }
        let unstrided = layout.num_elements + 1;
        if operands.len() != unstrided && operands.len() != unstrided + 2 {
            return fail("incorrect number of operands");
        }
        for (&(at, count), group) in layout.memrefs.iter().zip(["src", "dst", "tag"]) {
            verify_untyped_indices(
                ir,
                op,
                &operands[at + 1..at + 1 + count],
                &format!("{group} index to dma_start must have 'index' type"),
                &format!("{group} index must be a valid dimension or symbol identifier"),
            )?;
        }
        Ok(())
    }

    /// `dma_start(cast(x), …)` transfers from or to `x`.
    fn fold(self, ir: &IrView, _adaptor: &FoldAdaptor) -> FoldResult {
        fold_casts_in_place(ir, self.as_op(), None)
    }

    /// `%src[…], %dst[…], %tag[…], %n [, %stride, %per_stride] : types`.
    pub fn parse(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
        let ctx = p.context();
        let mut memrefs = Vec::with_capacity(3);
        let mut attrs = Vec::with_capacity(3);
        for name in DMA_START_MAPS {
            let memref = p.parse_operand()?;
            let (map, indices) = parse_subscripts(p)?;
            p.parse_literal(",")?;
            memrefs.push((memref, indices));
            attrs.push(NamedAttr { name: ctx.ident(name), value: map });
        }
        let num_elements = p.parse_operand()?;
        let strides = if p.parse_optional_literal(",") { p.parse_operand_list()? } else { vec![] };
        let at = p.custom_op_name_offset();
        if !strides.is_empty() && strides.len() != 2 {
            return Err(p.error_at_offset(at, "expected two stride related operands"));
        }
        p.parse_literal(":")?;
        let types: Vec<Type> = p.parse_type_list()?;
        if types.len() != 3 {
            return Err(p.error_at_offset(at, "expected three types"));
        }
        for ((memref, indices), ty) in memrefs.iter().zip(types) {
            state.operands.push(p.resolve_operand(memref, ty)?);
            resolve_indices(p, indices, state)?;
        }
        resolve_indices(p, &[num_elements], state)?;
        resolve_indices(p, &strides, state)?;
        p.set_parsed_attributes(state, attrs)
    }

    /// Prints what `parse` reads.
    pub fn print(self, pr: &mut AsmPrinter<'_>) {
        let ir = pr.ir();
        let op = self.as_op();
        let operands: Vec<Value> = op.operands(ir).collect();
        let Ok(layout) = DmaStartLayout::of(ir, op) else { return };
        if operands.len() <= layout.num_elements {
            return;
        }
        pr.write_char(' ');
        for (&(at, count), name) in layout.memrefs.iter().zip(DMA_START_MAPS) {
            let map = op.attr(ir, name);
            print_subscripts(pr, operands[at], map, &operands[at + 1..at + 1 + count]);
            pr.write_str(", ");
        }
        pr.print_value_use(operands[layout.num_elements]);
        for &stride in &operands[layout.num_elements + 1..] {
            pr.write_str(", ");
            pr.print_value_use(stride);
        }
        pr.write_str(" : ");
        let types: Vec<Type> = layout.memrefs.iter().map(|&(at, _)| operands[at].ty(ir)).collect();
        pr.print_type_list(&types);
    }
}

impl DmaWaitOp {
    /// The tag a memref, then its indices of `index` type and valid
    /// dimensions or symbols (MLIR's order; upstream does not count the
    /// operands).
    fn verify(self, ir: &IrView) -> VerifyResult {
        let ctx = ir.ctx();
        let op = self.as_op();
        let fail = |message: &str| -> VerifyResult { Err(op.emit_op_error(ir, message).into()) };
        let count = match map_inputs(ir, op, &["tag_map"]) {
            Ok(inputs) => inputs[0],
            Err(message) => return fail(&message),
        };
        let operands: Vec<Value> = op.operands(ir).collect();
        if operands.len() < count + 2 {
            return fail("incorrect number of operands");
        }
        if !is_ranked_memref(ctx, operands[0].ty(ir)) {
            return fail("expected DMA tag to be of memref type");
        }
        verify_untyped_indices(
            ir,
            op,
            &operands[1..1 + count],
            "index to dma_wait must have 'index' type",
            "index must be a valid dimension or symbol identifier",
        )
    }

    /// `dma_wait(cast(x)[…])` waits on `x`.
    fn fold(self, ir: &IrView, _adaptor: &FoldAdaptor) -> FoldResult {
        fold_casts_in_place(ir, self.as_op(), None)
    }

    /// `%tag[expr, …], %n : type`; the type must be a memref (checked
    /// after the operands are resolved, at the op's name).
    pub fn parse(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
        let ctx = p.context();
        let tag = p.parse_operand()?;
        let (map, indices) = parse_subscripts(p)?;
        p.parse_literal(",")?;
        let num_elements = p.parse_operand()?;
        p.parse_literal(":")?;
        let ty = p.parse_any_type()?;
        state.operands.push(p.resolve_operand(&tag, ty)?);
        resolve_indices(p, &indices, state)?;
        resolve_indices(p, &[num_elements], state)?;
        if !is_ranked_memref(ctx, ty) {
            let at = p.custom_op_name_offset();
            return Err(p.error_at_offset(at, "expected tag to be of memref type"));
        }
        p.set_parsed_attributes(state, vec![NamedAttr { name: ctx.ident("tag_map"), value: map }])
    }

    /// Prints what `parse` reads; operands past the number of elements
    /// are not printed, as upstream.
    pub fn print(self, pr: &mut AsmPrinter<'_>) {
        let ir = pr.ir();
        let op = self.as_op();
        let operands: Vec<Value> = op.operands(ir).collect();
        let count = map_inputs(ir, op, &["tag_map"]).map_or(usize::MAX, |inputs| inputs[0]);
        if count.saturating_add(2) > operands.len() {
            return;
        }
        pr.write_char(' ');
        print_subscripts(pr, operands[0], op.attr(ir, "tag_map"), &operands[1..1 + count]);
        pr.write_str(", ");
        pr.print_value_use(operands[1 + count]);
        pr.write_str(" : ");
        pr.print_type(operands[0].ty(ir));
    }
}
