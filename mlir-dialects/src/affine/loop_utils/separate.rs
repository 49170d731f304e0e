//! Separating full tiles from partial ones (MLIR's `separateFullTiles`).
//!
//! The intra-tile loops of a tiled band run from their tile-space value
//! to `min(value + tile, upper bounds…)`. Under an `affine.if` whose
//! condition says that every original upper bound is at least a whole
//! tile away, a copy of the nest runs with the `min` dropped (the full
//! tile); the `else` branch keeps the loops as they are (the partial
//! tile). The condition holds one constraint `upper - value - tile >= 0`
//! per original upper bound result of each loop, over the tile-space
//! values and the bounds' operands; with none, it is the set `0 == 0`.
//! Only unit-step intra-tile loops are separated.

use mlir_core::context::builtin::affine::{
    AffineExpr, AffineMap, IntegerSet, affine_expr_from_flat_form, flatten_affine_expr,
};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{Builder, InsertPoint, IrMapping, IrView, Op, Value};

use crate::affine::{
    ForOp, IfOp, YieldOp, canonicalize_map_and_operands, canonicalize_set_and_operands,
    fully_compose_affine_map_and_operands,
};

/// Separates the full tiles of the intra-tile loops `nest` (outermost
/// first, each nesting the next); `false`, with nothing changed, when a
/// loop's step is not 1, a loop is not bounded below by one value and
/// above by that value plus a constant (then the original bounds), or the
/// condition cannot be written (a tile-space loop with a semi-affine
/// bound, a condition needing a division or modulo).
pub fn separate_full_tiles(ir: &mut IrView, nest: &[ForOp]) -> bool {
    let Some(&first) = nest.first() else { return true };
    let mut tiles = Vec::with_capacity(nest.len());
    for &for_op in nest {
        match tile_of(ir, for_op) {
            Some(tile) => tiles.push(tile),
            None => return false,
        }
    }
    let Some((set, operands)) = full_tile_condition(ir, &tiles) else { return false };
    let Some(body) = nest.last().and_then(|l| l.body(ir)) else { return false };
    let Some(terminator) = body.last_op(ir) else { return false };

    let root = first.as_op();
    let loc = root.loc(ir);
    let ctx = ir.ctx_arc().clone();
    let mut b = Builder::new(ir, InsertPoint::Before(root));
    let if_op = IfOp::build(&mut b, loc, &[], &operands, ctx.integer_set_attr(set));
    let then_region = if_op.then_region(ir);
    let else_region = if_op.else_region(ir);
    let then_block = ir.add_entry_block(then_region, &[], loc);
    let else_block = ir.add_entry_block(else_region, &[], loc);
    let then_yield =
        YieldOp::build(&mut Builder::new(ir, InsertPoint::BlockEnd(then_block)), loc, &[]);
    let else_yield =
        YieldOp::build(&mut Builder::new(ir, InsertPoint::BlockEnd(else_block)), loc, &[]);

    // The full tile: loops from each tile-space value over a whole tile,
    // around a copy of the innermost body.
    let mut point = InsertPoint::Before(then_yield.as_op());
    let mut mapping = IrMapping::default();
    for (tile, &for_op) in tiles.iter().zip(nest) {
        let lower = ctx.affine_map_attr(AffineMap::identity(1));
        let upper =
            ctx.affine_map_attr(AffineMap::new(1, 0, vec![AffineExpr::dim(0) + tile.extent]));
        let mut b = Builder::new(ir, point);
        let full =
            ForOp::build(&mut b, loc, &[], &[tile.start], &[tile.start], &[], lower, upper, 1);
        let region = full.region(ir);
        let index = ctx.index_type();
        let block = ir.add_entry_block(region, &[index], loc);
        let yield_op =
            YieldOp::build(&mut Builder::new(ir, InsertPoint::BlockEnd(block)), loc, &[]);
        if let Some(iv) = for_op.induction_var(ir) {
            mapping.map_value(iv, block.arg(ir, 0));
        }
        point = InsertPoint::Before(yield_op.as_op());
    }
    let ops: Vec<Op> = body.ops(ir).filter(|&op| op != terminator).collect();
    for op in ops {
        let cloned = ir.clone_op(op, &mut mapping);
        ir.insert_op(cloned, point);
    }
    ir.move_op(root, InsertPoint::Before(else_yield.as_op()));
    true
}

/// One intra-tile loop as separation reads it.
struct Tile {
    /// The tile-space value the loop starts at.
    start: Value,
    /// The full tile's trip count: the constant the upper bound adds.
    extent: i64,
    /// The original upper bounds beside that one, as a map and operands.
    others: Option<(AffineMap, Vec<Value>)>,
}

/// Reads `for_op` as `start to min(start + extent, others…)` with step 1.
fn tile_of(ir: &IrView, for_op: ForOp) -> Option<Tile> {
    if for_op.step(ir) != 1 {
        return None;
    }
    let lower = for_op.lower_map(ir)?;
    let lower_operands: Vec<Value> = for_op.lower_bound_operands(ir).collect();
    if lower != AffineMap::identity(1) || lower_operands.len() != 1 {
        return None;
    }
    let start = lower_operands[0];
    let upper = for_op.upper_map(ir)?;
    let upper_operands: Vec<Value> = for_op.upper_bound_operands(ir).collect();
    let (first, rest) = upper.results().split_first()?;
    // The tile's end reads the tile-space value as the dimension after the
    // original bound's dimensions.
    let start_dim = upper.num_dims().checked_sub(1)?;
    if upper_operands.get(start_dim as usize) != Some(&start) {
        return None;
    }
    // `start + extent`; a loop that never runs has an extent of 0.
    let extent = match first.as_binary() {
        Some((_, lhs, rhs)) if lhs.as_dim() == Some(start_dim) => rhs.as_constant()?,
        _ if first.as_dim() == Some(start_dim) => 0,
        _ => return None,
    };
    if rest.is_empty() {
        return Some(Tile { start, extent, others: None });
    }
    // The original bound: drop the tile-space dimension.
    let dims = upper.num_dims() - 1;
    let mut operands = upper_operands.clone();
    operands.remove(start_dim as usize);
    let map = AffineMap::new(dims, upper.num_symbols(), rest.to_vec());
    Some(Tile { start, extent, others: Some((map, operands)) })
}

/// The condition under which every tile is full, as a set and its
/// operands: `bound - start - extent >= 0` for each original upper bound,
/// over the columns in the order they are met (the tile-space values,
/// then the other values), tightened, deduplicated and canonicalized.
/// `None` when a tile-space loop has a semi-affine bound, or a condition
/// needs a division or modulo (whose defining constraints upstream drops
/// with the tile-space loops' domains, leaving it unrepresentable).
fn full_tile_condition(ir: &IrView, tiles: &[Tile]) -> Option<(IntegerSet, Vec<Value>)> {
    let mut starts: Vec<Value> = Vec::new();
    let mut others: Vec<Value> = Vec::new();
    let mut rows: Vec<Vec<(Value, i64)>> = Vec::new();
    let mut constants: Vec<i64> = Vec::new();
    for tile in tiles {
        if !starts.contains(&tile.start) {
            starts.push(tile.start);
        }
        if let Some(start_loop) = ForOp::of_induction_var(ir, tile.start) {
            for (map, operands) in loop_bounds(ir, start_loop) {
                let (map, operands) = composed(ir, map, operands);
                // A semi-affine bound has no place in a constraint system.
                if !map.results().iter().all(AffineExpr::is_pure_affine) {
                    return None;
                }
                collect(&map, &operands, &mut others);
            }
        }
        let Some((map, operands)) = &tile.others else { continue };
        let (map, operands) = composed(ir, map.clone(), operands.clone());
        collect(&map, &operands, &mut others);
        for result in map.results() {
            let flat = flatten_affine_expr(result, map.num_dims(), map.num_symbols())?;
            if flat.has_locals() {
                return None;
            }
            let mut row: Vec<(Value, i64)> = Vec::new();
            for (position, &coefficient) in
                flat.coefficients.iter().take(operands.len()).enumerate()
            {
                if coefficient != 0 {
                    add_term(&mut row, operands[position], coefficient);
                }
            }
            add_term(&mut row, tile.start, -1);
            rows.push(row);
            constants.push(flat.constant().checked_sub(tile.extent)?);
        }
    }
    let mut columns = starts;
    for value in others {
        if !columns.contains(&value) {
            columns.push(value);
        }
    }
    let mut flat_rows: Vec<Vec<i64>> = rows
        .iter()
        .zip(&constants)
        .map(|(row, &constant)| {
            let mut flat = vec![0; columns.len() + 1];
            for &(value, coefficient) in row {
                if let Some(c) = columns.iter().position(|&v| v == value) {
                    flat[c] += coefficient;
                }
            }
            flat[columns.len()] = constant;
            flat
        })
        .collect();
    remove_trivial_redundancy(&mut flat_rows);
    let width = columns.len() as u32;
    let constraints: Vec<_> = flat_rows
        .iter()
        .map(|row| (affine_expr_from_flat_form(row, width, 0, &[]), false))
        .collect();
    if constraints.is_empty() {
        let always = AffineExpr::constant(0);
        return Some((IntegerSet::new(0, 0, [(always, true)]), Vec::new()));
    }
    let mut set = IntegerSet::new(width, 0, constraints);
    let mut operands = columns;
    canonicalize_set_and_operands(ir, &mut set, &mut operands);
    Some((set, operands))
}

/// A loop's lower and upper bounds, each a map and its operands.
fn loop_bounds(ir: &IrView, for_op: ForOp) -> Vec<(AffineMap, Vec<Value>)> {
    let mut bounds = Vec::with_capacity(2);
    if let Some(map) = for_op.lower_map(ir) {
        bounds.push((map, for_op.lower_bound_operands(ir).collect()));
    }
    if let Some(map) = for_op.upper_map(ir) {
        bounds.push((map, for_op.upper_bound_operands(ir).collect()));
    }
    bounds
}

/// A bound with the `affine.apply` ops feeding it composed in, simplified
/// and canonicalized, as constraint systems read bounds.
fn composed(ir: &IrView, mut map: AffineMap, mut operands: Vec<Value>) -> (AffineMap, Vec<Value>) {
    fully_compose_affine_map_and_operands(ir, &mut map, &mut operands);
    map = map.simplified();
    canonicalize_map_and_operands(ir, &mut map, &mut operands);
    (map, operands)
}

/// Appends the operands of `map` not yet in `columns`.
fn collect(map: &AffineMap, operands: &[Value], columns: &mut Vec<Value>) {
    let used = (map.num_dims() + map.num_symbols()) as usize;
    for &operand in operands.iter().take(used) {
        if !columns.contains(&operand) {
            columns.push(operand);
        }
    }
}

/// Adds `coefficient * value` to a row of terms.
fn add_term(row: &mut Vec<(Value, i64)>, value: Value, coefficient: i64) {
    match row.iter_mut().find(|(v, _)| *v == value) {
        Some((_, c)) => *c = c.saturating_add(coefficient),
        None => row.push((value, coefficient)),
    }
}

/// Tightens each inequality `coefficients + constant >= 0` by the greatest
/// common divisor of its coefficients, then drops rows that always hold,
/// repeated rows, and rows another row with the same coefficients and a
/// smaller constant implies (MLIR's `removeTrivialRedundancy`).
fn remove_trivial_redundancy(rows: &mut Vec<Vec<i64>>) {
    for row in rows.iter_mut() {
        let Some((constant, coefficients)) = row.split_last_mut() else { continue };
        let divisor = coefficients.iter().fold(0i64, |g, &c| gcd(g, c.abs()));
        if divisor > 1 {
            for c in coefficients.iter_mut() {
                *c /= divisor;
            }
            *constant = constant.div_euclid(divisor);
        }
    }
    let mut redundant = vec![false; rows.len()];
    for r in 0..rows.len() {
        let (constant, coefficients) =
            rows[r].split_last().map(|(c, k)| (*c, k)).unwrap_or((0, &[]));
        if coefficients.iter().all(|&c| c == 0) && constant >= 0 {
            redundant[r] = true;
            continue;
        }
        for earlier in 0..r {
            if redundant[earlier] {
                continue;
            }
            let (earlier_constant, earlier_coefficients) =
                rows[earlier].split_last().map(|(c, k)| (*c, k)).unwrap_or((0, &[]));
            if earlier_coefficients != coefficients {
                continue;
            }
            if earlier_constant > constant {
                redundant[earlier] = true;
            } else {
                redundant[r] = true;
            }
            break;
        }
    }
    let mut index = 0;
    rows.retain(|_| {
        let keep = !redundant[index];
        index += 1;
        keep
    });
}

/// Euclid's greatest common divisor.
fn gcd(mut a: i64, mut b: i64) -> i64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}
