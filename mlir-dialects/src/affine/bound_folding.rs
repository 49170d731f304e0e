//! The folders of the ops whose bounds or conditions are maps or sets over
//! operands: `affine.for` (constant bounds, composed and canonical bounds,
//! zero iterations), `affine.parallel` (composed bounds) and `affine.if`
//! (composed and canonical condition).

use mlir_core::context::builtin::affine::{AffineExpr, AffineMap, IntegerSet};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, Value};
use mlir_core::rewrite::{FoldResult, OpFoldResult, OpUpdate};

use super::canonical_operands::constant_integer;
use super::canonical_operands::{canonicalize_map_and_operands, canonicalize_set_and_operands};
use super::compose::{compose_affine_map_and_operands, defining_apply};
use super::operand_bounds::simplify_min_or_max_with_operands;
use super::{ForOp, IfOp, ParallelOp};

/// One bound of a loop: its map and operands.
struct Bound {
    map: AffineMap,
    operands: Vec<Value>,
}

impl Bound {
    /// A bound whose operands are all constants becomes the constant max
    /// (lower) or min (upper) of its results (MLIR's `foldLoopBounds`).
    fn fold_to_constant(&mut self, ir: &IrView, lower: bool) -> bool {
        if self.map.is_single_constant() {
            return false;
        }
        let constants: Vec<Option<i64>> =
            self.operands.iter().map(|&v| constant_integer(ir, v)).collect();
        let Ok(Some(values)) = self.map.constant_fold(&constants) else { return false };
        let chosen = if lower { values.iter().max() } else { values.iter().min() };
        let Some(&value) = chosen else { return false };
        self.map = AffineMap::constant(value);
        self.operands.clear();
        true
    }
}

/// The results of a map with each run of equal results kept once (MLIR's
/// `removeDuplicateExprs`, which only compares neighbours).
fn without_duplicate_results(map: &AffineMap) -> AffineMap {
    let mut unique: Vec<AffineExpr> = map.results().to_vec();
    unique.dedup();
    AffineMap::new(map.num_dims(), map.num_symbols(), unique)
}

impl ForOp {
    /// Constant bounds fold, then both bounds are composed, canonicalized
    /// and cleared of results that cannot win; a loop with results that
    /// runs zero times is its initial values (MLIR's `AffineForOp::fold`).
    pub(super) fn fold(
        self,
        ir: &IrView,
        _adaptor: &mlir_core::rewrite::FoldAdaptor,
    ) -> FoldResult {
        let (Some(lower_map), Some(upper_map)) = (self.lower_map(ir), self.upper_map(ir)) else {
            return FoldResult::Failed;
        };
        let mut lower = Bound { map: lower_map, operands: self.lower_bound_operands(ir).collect() };
        let mut upper = Bound { map: upper_map, operands: self.upper_bound_operands(ir).collect() };
        let mut changed = lower.fold_to_constant(ir, true);
        changed |= upper.fold_to_constant(ir, false);

        // MLIR's `canonicalizeLoopBounds`; it reports a change only when a
        // map changes.
        let (previous_lower, previous_upper) = (lower.map.clone(), upper.map.clone());
        let mut new_lower = Bound { map: lower.map.clone(), operands: lower.operands.clone() };
        compose_affine_map_and_operands(ir, &mut new_lower.map, &mut new_lower.operands);
        canonicalize_map_and_operands(ir, &mut new_lower.map, &mut new_lower.operands);
        simplify_min_or_max_with_operands(ir, &mut new_lower.map, &new_lower.operands, true);
        let mut new_upper = Bound { map: upper.map.clone(), operands: upper.operands.clone() };
        simplify_min_or_max_with_operands(ir, &mut new_upper.map, &new_upper.operands, false);
        new_lower.map = without_duplicate_results(&new_lower.map);
        compose_affine_map_and_operands(ir, &mut new_upper.map, &mut new_upper.operands);
        canonicalize_map_and_operands(ir, &mut new_upper.map, &mut new_upper.operands);
        new_upper.map = without_duplicate_results(&new_upper.map);
        if new_lower.map != previous_lower {
            lower = new_lower;
            changed = true;
        }
        if new_upper.map != previous_upper {
            upper = new_upper;
            changed = true;
        }

        let results = self.as_op().num_results(ir);
        let zero_trip = results != 0 && zero_trip_count(&lower.map, &upper.map, self.step(ir));
        let inits: Vec<Value> = self.inits(ir).collect();
        if zero_trip && !changed {
            return FoldResult::Replaced(inits.into_iter().map(OpFoldResult::Value).collect());
        }
        if !changed {
            return FoldResult::Failed;
        }
        let replacement: Vec<OpFoldResult> =
            inits.iter().copied().map(OpFoldResult::Value).collect();
        let ctx = ir.ctx();
        let segments =
            [lower.operands.len() as i32, upper.operands.len() as i32, inits.len() as i32];
        let mut operands = lower.operands;
        operands.extend(upper.operands);
        operands.extend(inits);
        let update = OpUpdate::new()
            .with_operands(operands)
            .with_attr("lowerBoundMap", Some(ctx.affine_map_attr(lower.map)))
            .with_attr("upperBoundMap", Some(ctx.affine_map_attr(upper.map)))
            .with_attr("operandSegmentSizes", Some(ctx.dense_i32_array(&segments)));
        // The bounds change in place first, as upstream's folder does, so
        // the operands they drop are not the op's when it goes.
        match zero_trip {
            true => FoldResult::UpdatedThenReplaced(update, replacement),
            false => update.into(),
        }
    }
}

/// Whether constant bounds and a positive step give no iteration.
fn zero_trip_count(lower: &AffineMap, upper: &AffineMap, step: i64) -> bool {
    match (lower.single_constant_result(), upper.single_constant_result()) {
        (Some(l), Some(u)) => step > 0 && u <= l,
        _ => false,
    }
}

impl IfOp {
    /// The `affine.apply` ops defining the operands are composed into the
    /// condition, which is then canonicalized with its operands (MLIR's
    /// `AffineIfOp::fold`).
    pub(super) fn fold(
        self,
        ir: &IrView,
        _adaptor: &mlir_core::rewrite::FoldAdaptor,
    ) -> FoldResult {
        let Some(old_set) = ir.ctx().integer_set_of(self.condition(ir)) else {
            return FoldResult::Failed;
        };
        let old_operands: Vec<Value> = self.operands(ir).collect();
        let mut set = old_set.clone();
        let mut operands = old_operands.clone();
        if operands.iter().any(|&v| defining_apply(ir, v).is_some()) {
            // Compose through the map of the constraints.
            let mut map =
                AffineMap::new(set.num_dims(), set.num_symbols(), set.constraints().to_vec());
            compose_affine_map_and_operands(ir, &mut map, &mut operands);
            set = IntegerSet::new(
                map.num_dims(),
                map.num_symbols(),
                map.results().iter().cloned().zip(set.eq_flags().iter().copied()),
            );
        }
        canonicalize_set_and_operands(ir, &mut set, &mut operands);
        if set == old_set && operands == old_operands {
            return FoldResult::Failed;
        }
        OpUpdate::new()
            .with_operands(operands)
            .with_attr("condition", Some(ir.ctx().integer_set_attr(set)))
            .into()
    }
}

impl ParallelOp {
    /// The `affine.apply` ops defining the bound operands are composed into
    /// the bound maps (MLIR's `AffineParallelOp::fold`).
    pub(super) fn fold(
        self,
        ir: &IrView,
        _adaptor: &mlir_core::rewrite::FoldAdaptor,
    ) -> FoldResult {
        let ctx = ir.ctx();
        let (Some(lower_map), Some(upper_map)) = (
            ctx.affine_map_of(self.lower_bounds_map(ir)),
            ctx.affine_map_of(self.upper_bounds_map(ir)),
        ) else {
            return FoldResult::Failed;
        };
        let all: Vec<Value> = self.as_op().operands(ir).collect();
        let num_lower = lower_map.num_inputs() as usize;
        let num_upper = upper_map.num_inputs() as usize;
        if all.len() < num_lower + num_upper {
            return FoldResult::Failed;
        }
        let lower_operands = &all[..num_lower];
        let upper_operands = &all[num_lower..num_lower + num_upper];
        let (mut new_lower, mut new_lower_operands) = (lower_map.clone(), lower_operands.to_vec());
        compose_affine_map_and_operands(ir, &mut new_lower, &mut new_lower_operands);
        let (mut new_upper, mut new_upper_operands) = (upper_map.clone(), upper_operands.to_vec());
        compose_affine_map_and_operands(ir, &mut new_upper, &mut new_upper_operands);
        let lower_changed = new_lower != lower_map || new_lower_operands != lower_operands;
        let upper_changed = new_upper != upper_map || new_upper_operands != upper_operands;
        if !lower_changed && !upper_changed {
            return FoldResult::Failed;
        }
        let mut operands = new_lower_operands;
        operands.extend(new_upper_operands);
        operands.extend_from_slice(&all[num_lower + num_upper..]);
        OpUpdate::new()
            .with_operands(operands)
            .with_attr("lowerBoundsMap", Some(ctx.affine_map_attr(new_lower)))
            .with_attr("upperBoundsMap", Some(ctx.affine_map_attr(new_upper)))
            .into()
    }
}
