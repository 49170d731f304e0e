//! `affine.prefetch`: `memref.prefetch` with affine subscripts
//! (`affine.prefetch %A[%i + 1], read, locality<3>, data : memref<…>`).

use mlir_core::NamedAttr;
use mlir_core::asm::parser::{PResult, Parser};
use mlir_core::asm::printer::AsmPrinter;
use mlir_core::context::diagnostics::VerifyResult;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, OperationState, Value};
use mlir_core::rewrite::{FoldAdaptor, FoldResult};
use mlir_core::semantics::constraints::{AffineMapAttr, AnyMemRef, BoolAttr, Index, Variadic};
use mlir_core::semantics::traits::MemRefsNormalizable;
use mlir_derive::op;

use super::Affine;
use super::access::{
    all_valid_indices, parse_colon_memref_type, parse_subscripts, print_subscripts,
};
use super::simplify_op::*;
use super::syntax::resolve_indices;
use crate::memref::{LocalityHint, PrefetchHints, fold_casts_in_place, print_prefetch_hints};

/// affine prefetch operation.
///
/// Prefetches the element of `memref` at the results of `map` applied to
/// `indices`: for a read or a write, with a locality hint from 0 (none)
/// to 3 (keep in cache), into the data or the instruction cache. Folds a
/// `memref.cast` operand away. It declares no memory effects, as upstream.
#[op(
    dialect = Affine,
    name = "prefetch",
    traits = [MemRefsNormalizable],
    custom_format,
    verify,
    fold,
    canonicalize = [SimplifyAffinePrefetch]
)]
pub struct PrefetchOp {
    #[operand]
    memref: AnyMemRef,
    #[operand]
    indices: Variadic<Index>,
    #[attr(rename = "isWrite")]
    is_write: BoolAttr,
    #[attr(rename = "localityHint")]
    locality_hint: LocalityHint,
    #[attr(rename = "isDataCache")]
    is_data_cache: BoolAttr,
    #[attr]
    map: AffineMapAttr,
}

impl PrefetchOp {
    /// The map against the memref's rank and the operands, then each index
    /// a dimension or a symbol.
    fn verify(self, ir: &IrView) -> VerifyResult {
        let op = self.as_op();
        let fail = |message: &str| -> VerifyResult { Err(op.emit_op_error(ir, message).into()) };
        let Some(map) = ir.ctx().affine_map_of(self.map(ir)) else { return Ok(()) };
        let rank = self.memref(ir).ty(ir).memref_parts(ir.ctx()).map_or(0, |p| p.shape.len());
        if map.results().len() != rank {
            return fail("affine.prefetch affine map num results must equal memref rank");
        }
        let indices: Vec<Value> = self.indices(ir).collect();
        if (map.num_dims() + map.num_symbols()) as usize != indices.len() {
            return fail("too few operands");
        }
        if !all_valid_indices(ir, op, &indices) {
            return fail("index must be a valid dimension or symbol identifier");
        }
        Ok(())
    }

    /// `prefetch(cast(x)[…])` prefetches from `x`.
    fn fold(self, ir: &IrView, _adaptor: &FoldAdaptor) -> FoldResult {
        fold_casts_in_place(ir, self.as_op(), None)
    }

    /// `%memref[expr, …], read|write, locality<N>, data|instr {attrs} :
    /// type`; the map and the locality come before the dictionary (a
    /// second one is a duplicate), the two flags after it.
    pub fn parse(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
        let ctx = p.context();
        let memref = p.parse_operand()?;
        let (map, indices) = parse_subscripts(p)?;
        p.parse_literal(",")?;
        let hints = PrefetchHints::parse(p)?;
        let dict = p.parse_optional_attr_dict()?;
        let ty = parse_colon_memref_type(p)?;
        state.operands.push(p.resolve_operand(&memref, ty)?);
        resolve_indices(p, &indices, state)?;
        let mut attrs = vec![
            NamedAttr { name: ctx.ident("map"), value: map },
            NamedAttr { name: ctx.ident("localityHint"), value: hints.locality },
        ];
        attrs.extend(dict);
        attrs.extend(hints.flags(p)?);
        p.set_parsed_attributes(state, attrs)
    }

    /// Prints what `parse` reads.
    pub fn print(self, pr: &mut AsmPrinter<'_>) {
        let ir = pr.ir();
        let indices: Vec<Value> = self.indices(ir).collect();
        pr.write_char(' ');
        print_subscripts(pr, self.memref(ir), Some(self.map(ir)), &indices);
        pr.write_str(", ");
        print_prefetch_hints(pr, self.is_write(ir), self.locality_hint(ir), self.is_data_cache(ir));
        let elided = ["map", "localityHint", "isDataCache", "isWrite"];
        pr.print_optional_attr_dict(&pr.op_attributes(self.as_op()), &elided);
        pr.write_str(" : ");
        pr.print_type(self.memref(ir).ty(ir));
    }
}
