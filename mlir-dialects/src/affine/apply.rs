//! `affine.apply`: the single result of an affine map applied to index
//! operands, written `affine.apply #map(%d, …)[%s, …]`.

use mlir_core::asm::parser::{PResult, Parser};
use mlir_core::asm::printer::AsmPrinter;
use mlir_core::context::diagnostics::VerifyResult;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, OperationState, Region};
use mlir_core::semantics::constraints::{AffineMapAttr, Index, Variadic};
use mlir_core::semantics::traits::Pure;
use mlir_derive::op;

use super::Affine;
use super::int_range::ApplyRange;
use super::simplify_op::SimplifyAffineApply;
use super::syntax::{parse_dims_and_symbols, parse_map_attr, print_map_with_operands};
use super::syntax::{resolve_indices, set_map_and_attrs};
use super::validity::{affine_scope, is_valid_dim_in, is_valid_symbol_in};
use mlir_core::definitions::interfaces::infer_int_range::InferIntRangeInterfaceModel;

/// Affine apply operation.
///
/// Applies `map`, of exactly one result, to the operands: its dimensions'
/// values first, then its symbols'. A symbol operand may not be a value
/// that is only a valid dimension.
#[op(
    dialect = Affine,
    name = "apply",
    traits = [Pure],
    interfaces = [InferIntRangeInterfaceModel = ApplyRange],
    fold,
    custom_format,
    verify,
    canonicalize = [SimplifyAffineApply]
)]
pub struct ApplyOp {
    #[operand]
    map_operands: Variadic<Index>,
    #[attr]
    map: AffineMapAttr,
    #[result]
    result: Index,
}

impl ApplyOp {
    /// The operand count against the map, one result, and no dimension in
    /// a symbol position (MLIR's `AffineApplyOp::verify`).
    fn verify(self, ir: &IrView) -> VerifyResult {
        let op = self.as_op();
        let Some(map) = ir.ctx().affine_map_of(self.map(ir)) else { return Ok(()) };
        let operands: Vec<_> = self.map_operands(ir).collect();
        if operands.len() != (map.num_dims() + map.num_symbols()) as usize {
            return Err(op
                .emit_op_error(
                    ir,
                    "operand count and affine map dimension and symbol count must match",
                )
                .into());
        }
        if map.results().len() != 1 {
            return Err(op.emit_op_error(ir, "mapping must produce one value").into());
        }
        let scope = affine_scope(ir, op);
        for &operand in &operands[map.num_dims() as usize..] {
            if is_valid_dim_in(ir, operand, scope) && !is_valid_symbol_in(ir, operand, scope) {
                return Err(op
                    .emit_error(ir, "dimensional operand cannot be used as a symbol")
                    .into());
            }
        }
        Ok(())
    }

    /// Whether every operand is a valid dimension for `region` (MLIR's
    /// `AffineApplyOp::isValidDim`).
    pub fn operands_are_valid_dims(self, ir: &IrView, region: Option<Region>) -> bool {
        self.map_operands(ir).all(|v| is_valid_dim_in(ir, v, region))
    }

    /// Whether every operand is a valid symbol for `region` (MLIR's
    /// `AffineApplyOp::isValidSymbol`).
    pub fn operands_are_valid_symbols(self, ir: &IrView, region: Option<Region>) -> bool {
        self.map_operands(ir).all(|v| is_valid_symbol_in(ir, v, region))
    }

    /// `#map(%d, …)[%s, …] {attrs}`.
    pub fn parse(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
        let (map_attr, map) = parse_map_attr(p)?;
        let (dims, symbols) = parse_dims_and_symbols(p)?;
        let attrs = p.parse_optional_attr_dict()?;
        if map.num_dims() as usize != dims.len() || map.num_symbols() as usize != symbols.len() {
            let at = p.custom_op_name_offset();
            return Err(p.error_at_offset(at, "dimension or symbol index mismatch"));
        }
        resolve_indices(p, &dims, state)?;
        resolve_indices(p, &symbols, state)?;
        let index = p.context().index_type();
        state.result_types.extend(map.results().iter().map(|_| index));
        set_map_and_attrs(p, state, map_attr, attrs)
    }

    /// Prints what `parse` reads.
    pub fn print(self, pr: &mut AsmPrinter<'_>) {
        let map = self.map(pr.ir());
        print_map_with_operands(pr, self.as_op(), map);
    }
}
