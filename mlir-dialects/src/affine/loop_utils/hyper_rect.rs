//! Whether a band of loops spans a hyper-rectangle: no loop's bounds
//! depend on the induction variable of another loop of the band (MLIR's
//! `checkIfHyperRectangular`, which asks the same of the band's index set:
//! no bound constraint involves two of its variables).

use mlir_core::context::builtin::affine::AffineMap;
use mlir_core::ir::{IrView, Value};

use crate::affine::{ForOp, canonicalize_map_and_operands, fully_compose_affine_map_and_operands};

/// Whether the bounds of every loop of `band`, with the `affine.apply` ops
/// feeding them composed in and unused operands dropped, read no
/// induction variable of the band. A band of one loop always is.
pub fn is_hyper_rectangular(ir: &IrView, band: &[ForOp]) -> bool {
    if band.len() <= 1 {
        return true;
    }
    let ivs: Vec<Value> = band.iter().filter_map(|l| l.induction_var(ir)).collect();
    band.iter().all(|&for_op| {
        let lower = for_op.lower_map(ir).map(|m| (m, for_op.lower_bound_operands(ir).collect()));
        let upper = for_op.upper_map(ir).map(|m| (m, for_op.upper_bound_operands(ir).collect()));
        [lower, upper].into_iter().all(|bound| match bound {
            Some((map, operands)) => !reads_any(ir, map, operands, &ivs),
            None => false,
        })
    })
}

/// Whether the bound `map` of `operands` still reads one of `ivs` once
/// composed and canonicalized.
fn reads_any(ir: &IrView, mut map: AffineMap, mut operands: Vec<Value>, ivs: &[Value]) -> bool {
    fully_compose_affine_map_and_operands(ir, &mut map, &mut operands);
    map = map.simplified();
    canonicalize_map_and_operands(ir, &mut map, &mut operands);
    operands.iter().any(|operand| ivs.contains(operand))
}
