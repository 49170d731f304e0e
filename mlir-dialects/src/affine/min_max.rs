//! `affine.min` and `affine.max`: the least or greatest result of an affine
//! map of one or more results, written `affine.min #map(%d, …)[%s, …]`.

use mlir_core::asm::parser::{PResult, Parser};
use mlir_core::asm::printer::AsmPrinter;
use mlir_core::context::diagnostics::VerifyResult;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, Op, OperationState};
use mlir_core::semantics::constraints::{AffineMapAttr, Index, Variadic};
use mlir_core::semantics::traits::Pure;
use mlir_derive::op;

use super::Affine;
use super::min_max_patterns::*;
use super::simplify_op::{SimplifyAffineMax, SimplifyAffineMin};
use super::syntax::{parse_dims_and_symbols, parse_map_attr, print_map_with_operands};
use super::syntax::{resolve_indices, set_map_and_attrs};

/// min operation.
///
/// The minimum of the results of `map` applied to the operands (its
/// dimensions' values, then its symbols').
#[op(
    dialect = Affine,
    name = "min",
    traits = [Pure],
    fold,
    custom_format,
    verify,
    canonicalize = [
        CanonicalizeSingleResultAffineMin,
        DeduplicateAffineMinExpressions,
        MergeAffineMinOp,
        SimplifyAffineMin,
        CanonicalizeAffineMinExprAndTermOrder
    ]
)]
pub struct MinOp {
    #[operand]
    operands: Variadic<Index>,
    #[attr]
    map: AffineMapAttr,
    #[result]
    result: Index,
}

/// max operation.
///
/// The maximum of the results of `map` applied to the operands (its
/// dimensions' values, then its symbols').
#[op(
    dialect = Affine,
    name = "max",
    traits = [Pure],
    fold,
    custom_format,
    verify,
    canonicalize = [
        CanonicalizeSingleResultAffineMax,
        DeduplicateAffineMaxExpressions,
        MergeAffineMaxOp,
        SimplifyAffineMax,
        CanonicalizeAffineMaxExprAndTermOrder
    ]
)]
pub struct MaxOp {
    #[operand]
    operands: Variadic<Index>,
    #[attr]
    map: AffineMapAttr,
    #[result]
    result: Index,
}

/// The operand count against the map, and at least one result (MLIR's
/// `verifyAffineMinMaxOp`).
fn verify_min_max(ir: &IrView, op: Op, map: mlir_core::Attribute) -> VerifyResult {
    let Some(map) = ir.ctx().affine_map_of(map) else { return Ok(()) };
    if op.num_operands(ir) != (map.num_dims() + map.num_symbols()) as usize {
        return Err(op
            .emit_op_error(ir, "operand count and affine map dimension and symbol count must match")
            .into());
    }
    if map.results().is_empty() {
        return Err(op.emit_op_error(ir, "affine map expect at least one result").into());
    }
    Ok(())
}

/// `#map(%d, …)[%s, …] {attrs}` (MLIR's `parseAffineMinMaxOp`).
fn parse_min_max(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let (map_attr, _) = parse_map_attr(p)?;
    let (dims, symbols) = parse_dims_and_symbols(p)?;
    let attrs = p.parse_optional_attr_dict()?;
    resolve_indices(p, &dims, state)?;
    resolve_indices(p, &symbols, state)?;
    state.result_types.push(p.context().index_type());
    set_map_and_attrs(p, state, map_attr, attrs)
}

/// The hooks of `affine.min` and `affine.max`, the same for both.
macro_rules! min_max_hooks {
    ($($op:ident),*) => {$(
        impl $op {
            fn verify(self, ir: &IrView) -> VerifyResult {
                verify_min_max(ir, self.as_op(), self.map(ir))
            }

            /// `#map(%d, …)[%s, …] {attrs}`.
            pub fn parse(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
                parse_min_max(p, state)
            }

            /// Prints what `parse` reads.
            pub fn print(self, pr: &mut AsmPrinter<'_>) {
                let map = self.map(pr.ir());
                print_map_with_operands(pr, self.as_op(), map);
            }
        }
    )*};
}

min_max_hooks!(MinOp, MaxOp);
