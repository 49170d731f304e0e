//! Computation slices (MLIR's `ComputationSliceState` and
//! `computeSliceUnion`): the iterations of one loop nest that a fusion
//! must run inside another nest at a given depth, as bounds of the sliced
//! nest's loops over the other nest's induction variables and symbols.
//!
//! For each pair of dependent accesses (a write and a read or write of
//! the same memref; two reads for sibling fusion) the dependence system
//! ties both iteration domains by equal subscripts. Projecting out the
//! other nest's loops below the depth leaves the sliced loops in terms of
//! the outer ones: a loop fixed by an equality gets `[e, e + 1)`, another
//! its single lower and upper bound, else its constant bounds. The slices
//! of all pairs merge into their bounding box along each sliced loop
//! (bounds differing by constants). A slice is kept only when it is known
//! to stay inside the sliced nest's own iteration space.

use mlir_core::context::builtin::affine::{AffineExpr, AffineMap, simplify_affine_expr};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{Block, IrView, Op, Value};

use super::access::MemRefAccess;
use super::constraints::Constraints;
use super::dependence::num_common_surrounding_loops;
use super::domain::IterationDomain;
use super::parallel::is_loop_parallel;
use super::system::{Linear, SystemBuilder};
use crate::affine::ForOp;

/// The bounds of the loops of a sliced nest in terms of another nest.
#[derive(Clone, Debug)]
pub struct ComputationSlice {
    /// The induction variables of the loops around the sliced accesses,
    /// outermost first (common outer loops included).
    pub ivs: Vec<Value>,
    /// Each loop's lower bound; `None` keeps the loop's own.
    pub lbs: Vec<Option<AffineMap>>,
    /// Each loop's upper bound (exclusive); `None` keeps the loop's own.
    pub ubs: Vec<Option<AffineMap>>,
    /// The operands of every bound map: induction variables of the other
    /// nest (the maps' dimensions), then symbols.
    pub operands: Vec<Value>,
    /// The loop whose body receives the slice.
    pub insert_loop: ForOp,
    /// Whether the slice goes at the start of that body (a backward
    /// slice) rather than before its terminator.
    pub at_start: bool,
}

/// Why no slice was computed (MLIR's `SliceComputationResult`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SliceFailure {
    /// The analysis cannot build or merge the slice.
    Generic,
    /// The slice would run iterations the sliced nest does not have.
    Incorrect,
}

/// The union of the slices between the accesses `ops_a` of the earlier
/// nest and `ops_b` of the later one at `loop_depth` (absolute: counting
/// the loops around both nests, `num_common_loops` of them). A backward
/// slice slices the nest of `ops_a` into the one of `ops_b`; a forward
/// slice the reverse.
pub fn compute_slice_union(
    ir: &IrView,
    ops_a: &[Op],
    ops_b: &[Op],
    loop_depth: usize,
    num_common_loops: usize,
    backward: bool,
) -> Result<ComputationSlice, SliceFailure> {
    let mut pair_slices: Vec<PairSlice> = Vec::new();
    let mut dependent_ops: Vec<Op> = Vec::new();
    for &a in ops_a {
        let Some(src) = MemRefAccess::new(ir, a) else { continue };
        for &b in ops_b {
            let Some(dst) = MemRefAccess::new(ir, b) else { continue };
            if src.memref != dst.memref {
                continue;
            }
            let limit =
                IterationDomain::of(ir, if backward { b } else { a }).map_or(0, |d| d.ivs.len());
            if loop_depth > limit {
                return Err(SliceFailure::Generic);
            }
            let Some(system) = DependenceSystem::build(ir, &src, &dst, num_common_loops) else {
                return Err(SliceFailure::Generic);
            };
            if system.constraints.is_empty() {
                continue;
            }
            dependent_ops.push(if backward { b } else { a });
            let read_read = !src.is_write && !dst.is_write;
            let slice = system
                .slice_bounds(ir, loop_depth, backward, read_read)
                .ok_or(SliceFailure::Generic)?;
            pair_slices.push(slice);
        }
    }
    let Some(first) = pair_slices.first().cloned() else {
        return Err(SliceFailure::Generic);
    };
    let mut union = first.with_full_bounds(ir);
    for other in &pair_slices[1..] {
        union =
            union.union(&other.clone().with_full_bounds(ir), ir).ok_or(SliceFailure::Generic)?;
    }
    let surrounding = innermost_common_loops(ir, &dependent_ops);
    if loop_depth > surrounding.len() || loop_depth == 0 {
        return Err(SliceFailure::Generic);
    }
    let slice = ComputationSlice {
        ivs: union.ivs,
        lbs: union.lbs,
        ubs: union.ubs,
        operands: union.operands,
        insert_loop: surrounding[loop_depth - 1],
        at_start: backward,
    };
    match slice.is_valid(ir) {
        Some(true) => Ok(slice),
        Some(false) => Err(SliceFailure::Incorrect),
        None => Err(SliceFailure::Generic),
    }
}

/// The `affine.for` ops around `op` up to its affine scope, outermost
/// first (MLIR's `getAffineForIVs`).
pub fn affine_for_ops_around(ir: &IrView, op: Op) -> Vec<ForOp> {
    let mut loops = Vec::new();
    let mut current = op.parent_op(ir);
    while let Some(parent) = current {
        if crate::affine::validity::is_affine_scope(ir, parent) {
            break;
        }
        if let Some(for_op) = ForOp::try_from_op(ir, parent) {
            loops.push(for_op);
        }
        current = parent.parent_op(ir);
    }
    loops.reverse();
    loops
}

/// The loops around all of `ops`, outermost first (MLIR's
/// `getInnermostCommonLoopDepth` with its surrounding loops).
pub fn innermost_common_loops(ir: &IrView, ops: &[Op]) -> Vec<ForOp> {
    let mut common: Option<Vec<ForOp>> = None;
    for &op in ops {
        let loops = affine_for_ops_around(ir, op);
        common = Some(match common {
            None => loops,
            Some(prev) => {
                prev.iter().zip(&loops).take_while(|(a, b)| a == b).map(|(a, _)| *a).collect()
            }
        });
    }
    common.unwrap_or_default()
}

/// The dependence system of two accesses with the layout upstream gives
/// it: the source's induction variables, the destination's, symbols,
/// locals.
struct DependenceSystem {
    constraints: Constraints,
    values: Vec<Option<Value>>,
    num_src: usize,
    num_dst: usize,
    src_ivs: Vec<Value>,
    dst_ivs: Vec<Value>,
}

impl DependenceSystem {
    /// Both domains, equal subscripts, and equal iterations of the
    /// `num_common` outer common loops; `None` when a map or bound is not
    /// affine.
    fn build(
        ir: &IrView,
        src: &MemRefAccess,
        dst: &MemRefAccess,
        num_common: usize,
    ) -> Option<DependenceSystem> {
        let src_domain = IterationDomain::of(ir, src.op)?;
        let dst_domain = IterationDomain::of(ir, dst.op)?;
        let mut builder = SystemBuilder::default();
        let src_columns = src_domain.add_to(ir, &mut builder, 0)?;
        let dst_columns = dst_domain.add_to(ir, &mut builder, 1)?;
        let mut subscripts = [Vec::new(), Vec::new()];
        for (side, access) in [src, dst].into_iter().enumerate() {
            let (map, operands) = access.access_map(ir);
            if map.results().iter().any(|e| !e.is_pure_affine()) {
                return None;
            }
            let columns: Vec<usize> =
                operands.iter().map(|&v| builder.column_of(v, side)).collect();
            for expr in map.results() {
                subscripts[side].push(builder.linearize(expr, map.num_dims(), &columns)?);
            }
        }
        if subscripts[0].len() != subscripts[1].len() {
            return None;
        }
        for (s, d) in subscripts[0].iter().zip(&subscripts[1]) {
            builder.add_equality(s.combine(1, d, -1)?);
        }
        let pair_common = num_common_surrounding_loops(ir, src.op, dst.op);
        for i in 0..pair_common.min(num_common) {
            let form =
                Linear::column(dst_columns[i]).combine(1, &Linear::column(src_columns[i]), -1)?;
            builder.add_equality(form);
        }
        let values = builder.values_by_position();
        let num_src = builder.num_dims_of_side(0);
        let num_dst = builder.num_dims_of_side(1);
        let (constraints, _) = builder.build();
        Some(DependenceSystem {
            constraints,
            values,
            num_src,
            num_dst,
            src_ivs: src_domain.ivs,
            dst_ivs: dst_domain.ivs,
        })
    }

    /// The slice of this pair (MLIR's `getComputationSliceState`).
    fn slice_bounds(
        &self,
        ir: &IrView,
        loop_depth: usize,
        backward: bool,
        read_read: bool,
    ) -> Option<PairSlice> {
        let mut system = self.constraints.clone();
        let (slice_range, other_range) = if backward {
            (0..self.num_src, self.num_src..self.num_src + self.num_dst)
        } else {
            (self.num_src..self.num_src + self.num_dst, 0..self.num_src)
        };
        let projected: Vec<usize> = other_range.clone().skip(loop_depth).collect();
        system.project_out(&projected)?;
        let num_locals = system.num_locals;
        let first_local = system.num_vars - num_locals;
        let map_dims: Vec<usize> = other_range.clone().take(loop_depth).collect();
        let map_symbols: Vec<usize> = (self.num_src + self.num_dst..first_local).collect();
        let slice_vars: Vec<usize> = slice_range.collect();
        let (lbs, ubs) = slice_bounds(&system, &slice_vars, &map_dims, &map_symbols, num_locals)?;
        let mut operands = Vec::new();
        for &p in map_dims.iter().chain(&map_symbols) {
            operands.push(self.values[p]?);
        }
        let ivs = if backward { self.src_ivs.clone() } else { self.dst_ivs.clone() };
        let mut slice = PairSlice { ivs, lbs, ubs, operands, num_dims: map_dims.len() as u32 };
        if read_read {
            // Bounds of sequential loops (and all loops inside them) are
            // dropped for read-read pairs.
            let loops: Vec<Option<ForOp>> =
                slice.ivs.iter().map(|&iv| ForOp::of_induction_var(ir, iv)).collect();
            if let Some(first) =
                loops.iter().position(|l| l.is_some_and(|l| !is_loop_parallel(ir, l, None)))
            {
                for j in first..slice.ivs.len() {
                    slice.lbs[j] = None;
                    slice.ubs[j] = None;
                }
            }
        }
        Some(slice)
    }
}

/// The slice of one pair of accesses.
#[derive(Clone, Debug)]
struct PairSlice {
    ivs: Vec<Value>,
    lbs: Vec<Option<AffineMap>>,
    ubs: Vec<Option<AffineMap>>,
    operands: Vec<Value>,
    num_dims: u32,
}

impl PairSlice {
    /// A loop left unsliced gets its constant bounds, as re-deriving the
    /// bounds from the slice's constraints gives them upstream.
    fn with_full_bounds(mut self, ir: &IrView) -> PairSlice {
        let num_symbols = self.operands.len() as u32 - self.num_dims;
        for i in 0..self.ivs.len() {
            if self.lbs[i].is_some() && self.ubs[i].is_some() {
                continue;
            }
            let Some(for_op) = ForOp::of_induction_var(ir, self.ivs[i]) else { continue };
            if let (Some(lb), Some(ub)) =
                (for_op.constant_lower_bound(ir), for_op.constant_upper_bound(ir))
                && for_op.step(ir) == 1
                && ub > lb
            {
                self.lbs[i] = Some(AffineMap::new(
                    self.num_dims,
                    num_symbols,
                    vec![AffineExpr::constant(lb)],
                ));
                self.ubs[i] = Some(AffineMap::new(
                    self.num_dims,
                    num_symbols,
                    vec![AffineExpr::constant(ub)],
                ));
            }
        }
        self
    }

    /// The bounding box of two slices along each loop: the lesser lower
    /// and the greater upper bound when they differ by a constant.
    fn union(&self, other: &PairSlice, ir: &IrView) -> Option<PairSlice> {
        if self.operands != other.operands || self.num_dims != other.num_dims {
            return None;
        }
        if self.ivs != other.ivs {
            // Align both on the loops of either, a loop missing from one
            // taking its full bounds there.
            let mut ivs = self.ivs.clone();
            ivs.extend(other.ivs.iter().copied().filter(|v| !self.ivs.contains(v)));
            let widen = |s: &PairSlice| {
                let mut out = PairSlice {
                    ivs: ivs.clone(),
                    lbs: Vec::new(),
                    ubs: Vec::new(),
                    operands: s.operands.clone(),
                    num_dims: s.num_dims,
                };
                for iv in &ivs {
                    let at = s.ivs.iter().position(|v| v == iv);
                    out.lbs.push(at.and_then(|k| s.lbs[k].clone()));
                    out.ubs.push(at.and_then(|k| s.ubs[k].clone()));
                }
                out.with_full_bounds(ir)
            };
            return widen(self).union(&widen(other), ir);
        }
        let num_symbols = self.operands.len() as u32 - self.num_dims;
        let pick = |a: &Option<AffineMap>,
                    b: &Option<AffineMap>,
                    lower: bool|
         -> Option<Option<AffineMap>> {
            match (a, b) {
                (Some(a), Some(b)) if a.num_results() == 1 && b.num_results() == 1 => {
                    let diff = simplify_affine_expr(
                        &(a.results()[0].clone() - b.results()[0].clone()),
                        self.num_dims,
                        num_symbols,
                    );
                    let diff = diff.as_constant()?;
                    let a_wins = if lower { diff <= 0 } else { diff >= 0 };
                    Some(Some(if a_wins { a.clone() } else { b.clone() }))
                }
                _ => None,
            }
        };
        let mut out = self.clone();
        for i in 0..self.ivs.len() {
            out.lbs[i] = pick(&self.lbs[i], &other.lbs[i], true)?;
            out.ubs[i] = pick(&self.ubs[i], &other.ubs[i], false)?;
        }
        Some(out)
    }
}

/// The bounds of `slice_vars` in terms of `map_dims` and `map_symbols`
/// (MLIR's `getSliceBounds`): variables known as constants or through an
/// equality over known ones get `[e, e + 1)`; the others their single
/// lower and upper bound free of other sliced variables when the system
/// has no locals, else their constant bounds, else none.
#[allow(clippy::type_complexity)]
fn slice_bounds(
    system: &Constraints,
    slice_vars: &[usize],
    map_dims: &[usize],
    map_symbols: &[usize],
    num_locals: usize,
) -> Option<(Vec<Option<AffineMap>>, Vec<Option<AffineMap>>)> {
    let n = system.num_vars;
    let num_dims = map_dims.len() as u32;
    let num_symbols = map_symbols.len() as u32;
    let mut memo: Vec<Option<AffineExpr>> = vec![None; n];
    for (k, &p) in map_dims.iter().enumerate() {
        memo[p] = Some(AffineExpr::dim(k as u32));
    }
    for (k, &p) in map_symbols.iter().enumerate() {
        memo[p] = Some(AffineExpr::symbol(k as u32));
    }
    let live =
        |p: usize| system.equalities.iter().chain(&system.inequalities).any(|row| row[p] != 0);
    let others = |p: usize| -> Vec<usize> { (0..n).filter(|&q| q != p).collect() };
    let mut changed = true;
    while changed {
        changed = false;
        for p in 0..n {
            if memo[p].is_some() || !live(p) {
                continue;
            }
            let lb = system.constant_bound(p, &others(p), true);
            let ub = system.constant_bound(p, &others(p), false);
            if let (Some(lb), Some(ub)) = (lb, ub)
                && lb == ub
            {
                memo[p] = Some(AffineExpr::constant(i64::try_from(lb).ok()?));
                changed = true;
                continue;
            }
            if let Some(expr) = floor_div_of(system, p, &memo) {
                memo[p] = Some(expr);
                changed = true;
                continue;
            }
            let Some(row) = system.equalities.iter().find(|row| row[p] != 0) else { continue };
            let mut expr = AffineExpr::constant(0);
            let mut complete = true;
            for j in 0..n {
                if j == p || row[j] == 0 {
                    continue;
                }
                match &memo[j] {
                    Some(e) => expr = expr + e.clone() * i64::try_from(row[j]).ok()?,
                    None => {
                        complete = false;
                        break;
                    }
                }
            }
            if !complete {
                continue;
            }
            expr = expr + i64::try_from(row[n]).ok()?;
            let coefficient = i64::try_from(row[p]).ok()?;
            memo[p] = Some(if coefficient > 0 {
                (-expr).floor_div(coefficient)
            } else {
                expr.floor_div(-coefficient)
            });
            changed = true;
        }
    }
    let map = |e: AffineExpr| AffineMap::new(num_dims, num_symbols, vec![e]);
    let mut lbs = Vec::new();
    let mut ubs = Vec::new();
    for &p in slice_vars {
        if let Some(expr) = &memo[p] {
            let expr = simplify_affine_expr(expr, num_dims, num_symbols);
            lbs.push(Some(map(expr.clone())));
            ubs.push(Some(map(simplify_affine_expr(&(expr + 1), num_dims, num_symbols))));
            continue;
        }
        let (mut lb, mut ub) = (None, None);
        if num_locals == 0 {
            (lb, ub) = single_bounds(system, p, slice_vars, map_dims, map_symbols);
        }
        if lb.is_none() {
            lb = system
                .constant_bound(p, &others(p), true)
                .and_then(|c| i64::try_from(c).ok())
                .map(|c| map(AffineExpr::constant(c)));
        }
        if ub.is_none() {
            ub = system
                .constant_bound(p, &others(p), false)
                .and_then(|c| i64::try_from(c).ok())
                .map(|c| map(AffineExpr::constant(c + 1)));
        }
        lbs.push(lb);
        ubs.push(ub);
    }
    Some((lbs, ubs))
}

/// `p` as the floor division of known variables by a constant, when two
/// inequalities `e - c p >= 0` and `c p - e + c - 1 >= 0` define it.
fn floor_div_of(system: &Constraints, p: usize, memo: &[Option<AffineExpr>]) -> Option<AffineExpr> {
    let n = system.num_vars;
    for upper in system.inequalities.iter().filter(|row| row[p] < 0) {
        let c = -upper[p];
        let matches = |lower: &&Vec<i128>| {
            (0..n).all(|j| lower[j] == -upper[j]) && lower[n] == -upper[n] + c - 1
        };
        if !system.inequalities.iter().any(|lower| matches(&lower)) {
            continue;
        }
        let mut dividend = AffineExpr::constant(i64::try_from(upper[n]).ok()?);
        let mut known = true;
        for j in 0..n {
            if j == p || upper[j] == 0 {
                continue;
            }
            match &memo[j] {
                Some(e) => dividend = dividend + e.clone() * i64::try_from(upper[j]).ok()?,
                None => {
                    known = false;
                    break;
                }
            }
        }
        if known {
            return Some(dividend.floor_div(i64::try_from(c).ok()?));
        }
    }
    None
}

/// The lower and upper bound of `p` when exactly one inequality free of
/// the other sliced variables gives each.
fn single_bounds(
    system: &Constraints,
    p: usize,
    slice_vars: &[usize],
    map_dims: &[usize],
    map_symbols: &[usize],
) -> (Option<AffineMap>, Option<AffineMap>) {
    let n = system.num_vars;
    let num_dims = map_dims.len() as u32;
    let num_symbols = map_symbols.len() as u32;
    let mut lower = Vec::new();
    let mut upper = Vec::new();
    let mut seen: Vec<&Vec<i128>> = Vec::new();
    for row in &system.inequalities {
        if row[p] == 0 || slice_vars.iter().any(|&q| q != p && row[q] != 0) || seen.contains(&row) {
            continue;
        }
        seen.push(row);
        // The rest of the row over the map's inputs.
        let mut rest = AffineExpr::constant(0);
        let mut ok = true;
        for (j, &coefficient) in row.iter().enumerate().take(n) {
            if j == p || coefficient == 0 {
                continue;
            }
            let input = if let Some(k) = map_dims.iter().position(|&q| q == j) {
                AffineExpr::dim(k as u32)
            } else if let Some(k) = map_symbols.iter().position(|&q| q == j) {
                AffineExpr::symbol(k as u32)
            } else {
                ok = false;
                break;
            };
            let Ok(c) = i64::try_from(coefficient) else { return (None, None) };
            rest = rest + input * c;
        }
        let Ok(constant) = i64::try_from(row[n]) else { return (None, None) };
        if !ok {
            return (None, None);
        }
        rest = rest + constant;
        let Ok(c) = i64::try_from(row[p]) else { return (None, None) };
        if c > 0 {
            lower.push(simplify_affine_expr(&(-rest).ceil_div(c), num_dims, num_symbols));
        } else {
            let bound = rest.floor_div(-c) + 1;
            upper.push(simplify_affine_expr(&bound, num_dims, num_symbols));
        }
    }
    let single = |mut v: Vec<AffineExpr>| {
        (v.len() == 1).then(|| AffineMap::new(num_dims, num_symbols, vec![v.remove(0)]))
    };
    (single(lower), single(upper))
}

impl ComputationSlice {
    /// Whether every sliced loop runs one iteration equal to a loop of the
    /// other nest with the same constant bounds and step; `None` when the
    /// fast check cannot tell (MLIR's `isSliceMaximalFastCheck`).
    fn maximal_fast_check(&self, ir: &IrView) -> Option<bool> {
        for i in 0..self.ivs.len() {
            let (lb, ub) = (self.lbs[i].as_ref()?, self.ubs[i].as_ref()?);
            if lb.num_results() != 1 || ub.num_results() != 1 {
                return None;
            }
            let lb_expr = &lb.results()[0];
            if lb_expr.clone() + 1 != ub.results()[0] || lb_expr.as_constant().is_some() {
                return None;
            }
            let position = lb_expr.as_dim()? as usize;
            let dst_loop = ForOp::of_induction_var(ir, *self.operands.get(position)?)?;
            let src_loop = ForOp::of_induction_var(ir, self.ivs[i])?;
            let maps = [
                src_loop.lower_map(ir)?,
                src_loop.upper_map(ir)?,
                dst_loop.lower_map(ir)?,
                dst_loop.upper_map(ir)?,
            ];
            if maps.iter().any(|m| m.num_results() != 1 || m.results()[0].as_constant().is_none()) {
                return None;
            }
            if maps[0] != maps[2] || maps[1] != maps[3] || src_loop.step(ir) != dst_loop.step(ir) {
                return Some(false);
            }
        }
        Some(true)
    }

    /// Whether the slice runs every iteration of the sliced loops (MLIR's
    /// `ComputationSliceState::isMaximal`); `None` when unknown. Past the
    /// fast check, only slices with constant bounds are decided.
    pub fn is_maximal(&self, ir: &IrView) -> Option<bool> {
        if let Some(answer) = self.maximal_fast_check(ir) {
            return Some(answer);
        }
        // Each sliced loop on its own: constant bounds covering the loop's,
        // or one iteration per iteration of a loop of the other nest whose
        // constant range covers it.
        for i in 0..self.ivs.len() {
            let src_loop = ForOp::of_induction_var(ir, self.ivs[i])?;
            let (Some(lb), Some(ub)) = (&self.lbs[i], &self.ubs[i]) else { continue };
            let src_lb = src_loop.constant_lower_bound(ir)?;
            let src_ub = src_loop.constant_upper_bound(ir)?;
            let (lb, ub) = match (lb.single_constant_result(), ub.single_constant_result()) {
                (Some(lb), Some(ub)) => (lb, ub),
                _ => {
                    let (lb, ub) = (lb.results().first()?, ub.results().first()?);
                    if lb.clone() + 1 != *ub || src_loop.step(ir) != 1 {
                        return None;
                    }
                    let other =
                        ForOp::of_induction_var(ir, *self.operands.get(lb.as_dim()? as usize)?)?;
                    if other.step(ir) != 1 {
                        return None;
                    }
                    (other.constant_lower_bound(ir)?, other.constant_upper_bound(ir)?)
                }
            };
            if lb > src_lb || ub < src_ub {
                return Some(false);
            }
        }
        Some(true)
    }

    /// Whether the slice stays inside the sliced loops' own iteration
    /// space (MLIR's `isSliceValid`): each of their bounds must hold on
    /// every iteration of the slice, the other nest's loops at their
    /// bounds. `None` when unknown.
    pub fn is_valid(&self, ir: &IrView) -> Option<bool> {
        if self.maximal_fast_check(ir) == Some(true) {
            return Some(true);
        }
        // The slice's domain: the operands' loops, the slice bounds.
        let mut builder = SystemBuilder::default();
        let slice_columns: Vec<usize> = self.ivs.iter().map(|&iv| builder.add_dim(iv, 0)).collect();
        let deepest = self.operands.iter().rev().find_map(|&v| ForOp::of_induction_var(ir, v));
        if let Some(for_op) = deepest {
            let first = for_op.body(ir)?.first_op(ir)?;
            IterationDomain::of(ir, first)?.add_to(ir, &mut builder, 1)?;
        }
        let operand_columns: Vec<usize> =
            self.operands.iter().map(|&v| builder.column_of(v, 1)).collect();
        for (i, &column) in slice_columns.iter().enumerate() {
            let iv = Linear::column(column);
            let bounds = [(&self.lbs[i], true), (&self.ubs[i], false)];
            for (map, lower) in bounds {
                let Some(map) = map else { continue };
                for expr in map.results() {
                    let form = builder.linearize(expr, map.num_dims(), &operand_columns)?;
                    let row = if lower {
                        iv.combine(1, &form, -1)?
                    } else {
                        form.combine(1, &iv, -1)?.combine(1, &Linear::constant(-1), 1)?
                    };
                    builder.add_inequality(row);
                }
            }
        }
        let (slice_system, position) = builder.build();
        // Each bound of the sliced loops, negated, must be unsatisfiable.
        for i in 0..self.ivs.len() {
            let src_loop = ForOp::of_induction_var(ir, self.ivs[i])?;
            if src_loop.step(ir) != 1 {
                return None;
            }
            for (map, lower) in [(src_loop.lower_map(ir)?, true), (src_loop.upper_map(ir)?, false)]
            {
                let operands: Vec<Value> = if lower {
                    src_loop.lower_bound_operands(ir).collect()
                } else {
                    src_loop.upper_bound_operands(ir).collect()
                };
                for expr in map.results() {
                    let mut row = vec![0i128; slice_system.num_vars + 1];
                    let coefficients = affine_linear(expr, map.num_dims())?;
                    for (input, c) in coefficients.terms {
                        let value = *operands.get(input)?;
                        let at =
                            self.ivs.iter().position(|&v| v == value).map(|k| slice_columns[k]);
                        let at = at.or_else(|| {
                            self.operands
                                .iter()
                                .position(|&v| v == value)
                                .map(|k| operand_columns[k])
                        })?;
                        row[position[at]] -= c;
                    }
                    row[slice_system.num_vars] -= coefficients.constant;
                    let column = position[slice_columns[i]];
                    // Violated lower bound: iv <= bound - 1; violated
                    // upper bound: iv >= bound.
                    if lower {
                        row = row.iter().map(|c| -c).collect();
                        row[column] -= 1;
                        row[slice_system.num_vars] -= 1;
                    } else {
                        row[column] += 1;
                    }
                    let mut violated = slice_system.clone();
                    violated.inequalities.push(row);
                    if !violated.is_empty() {
                        return Some(false);
                    }
                }
            }
        }
        Some(true)
    }

    /// The constant trip count of each sliced loop (MLIR's
    /// `buildSliceTripCountMap`): the difference of its bounds, or its
    /// own trip count when unsliced; `None` when not constant.
    pub fn trip_counts(&self, ir: &IrView) -> Option<Vec<(ForOp, u64)>> {
        let mut out = Vec::new();
        for i in 0..self.ivs.len() {
            let for_op = ForOp::of_induction_var(ir, self.ivs[i])?;
            match (&self.lbs[i], &self.ubs[i]) {
                (Some(lb), Some(ub)) if lb.num_results() == 1 && ub.num_results() == 1 => {
                    let span = simplify_affine_expr(
                        &(ub.results()[0].clone() - lb.results()[0].clone()),
                        lb.num_dims(),
                        lb.num_symbols(),
                    );
                    out.push((for_op, u64::try_from(span.as_constant()?).ok()?));
                }
                _ => {
                    let count =
                        match (for_op.constant_lower_bound(ir), for_op.constant_upper_bound(ir)) {
                            (Some(lb), Some(ub)) => u64::try_from(ub - lb).ok()?,
                            _ => crate::affine::loop_utils::constant_trip_count(ir, for_op)?,
                        };
                    out.push((for_op, count));
                }
            }
        }
        Some(out)
    }

    /// The block the slice goes into.
    pub fn insert_block(&self, ir: &IrView) -> Option<Block> {
        self.insert_loop.body(ir)
    }
}

/// A pure affine expression over `num_dims` dimensions and symbols as
/// coefficients by input position (symbols after the dimensions).
fn affine_linear(expr: &AffineExpr, num_dims: u32) -> Option<Linear> {
    use mlir_core::context::builtin::affine::{AffineBinaryOp, AffineExprKind};
    match expr.kind() {
        AffineExprKind::Constant(c) => Some(Linear::constant(c.into())),
        AffineExprKind::Dim(d) => Some(Linear::column(d as usize)),
        AffineExprKind::Symbol(s) => Some(Linear::column((num_dims + s) as usize)),
        AffineExprKind::Binary(op, lhs, rhs) => {
            let l = affine_linear(lhs, num_dims)?;
            let r = affine_linear(rhs, num_dims)?;
            match op {
                AffineBinaryOp::Add => l.combine(1, &r, 1),
                AffineBinaryOp::Mul if r.terms.is_empty() => {
                    l.combine(r.constant, &Linear::default(), 0)
                }
                AffineBinaryOp::Mul if l.terms.is_empty() => {
                    r.combine(l.constant, &Linear::default(), 0)
                }
                _ => None,
            }
        }
    }
}
