//! Whether two affine accesses may touch the same element with the first
//! before the second (MLIR's `checkMemrefAccessDependence`), and how far
//! apart in each common loop (its `DependenceComponent`s).
//!
//! The question is one constraint system: the iteration domains of both
//! accesses (each with its own induction variables, symbols shared by
//! value), a local column per subscript of the element equal to each
//! side's access map, and the order: at depth `d`, equal iterations of
//! the `d - 1` outer common loops and a later iteration of the `d`-th; at
//! a depth past the common loops, the source before the destination in
//! their innermost common block. Columns and rows are laid out as in the
//! relation upstream composes from the two access relations, with the
//! locals that equalities give eliminated as its composition does, and
//! eliminated in upstream's order ([`super::relation`]): Gaussian and
//! Fourier-Motzkin elimination tightened by GCDs is exact over the
//! rationals only, and its integer answers depend on that order. The
//! dependence exists unless the system is empty; each component bounds
//! the destination's iteration minus the source's in one common loop,
//! the other variables projected out.

use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{Block, IrView, Op, Region, Value, ValueOwner};

use super::access::MemRefAccess;
use super::domain::IterationDomain;
use super::relation::Relation;
use super::system::{Linear, SystemBuilder};
use crate::affine::{ForOp, IfOp, ParallelOp};

/// The answer to a dependence question (MLIR's `DependenceResult`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DependenceResult {
    /// The accesses never touch the same element in that order.
    NoDependence,
    /// They may.
    HasDependence,
    /// The analysis cannot tell (semi-affine maps, other scopes).
    Failure,
}

/// The range of the destination's iteration minus the source's in one
/// common loop (MLIR's `DependenceComponent`; for an `affine.parallel`,
/// one of its induction variables).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DependenceComponent {
    /// The loop (`affine.for` or `affine.parallel`).
    pub op: Op,
    /// The least distance, `None` when unbounded.
    pub lb: Option<i64>,
    /// The greatest distance, `None` when unbounded.
    pub ub: Option<i64>,
}

/// The closest region around `op` held by an op that is not `affine.for`,
/// `affine.if` or `affine.parallel` (MLIR's `getAffineAnalysisScope`).
pub fn affine_analysis_scope(ir: &IrView, op: Op) -> Option<Region> {
    let mut current = op;
    while let Some(parent) = current.parent_op(ir) {
        let affine = ForOp::try_from_op(ir, parent).is_some()
            || IfOp::try_from_op(ir, parent).is_some()
            || ParallelOp::try_from_op(ir, parent).is_some();
        if !affine {
            return current.block(ir)?.region(ir);
        }
        current = parent;
    }
    None
}

/// The innermost block holding both ops (or their ancestors) inside their
/// analysis scope; `None` when their scopes differ (MLIR's
/// `getCommonBlockInAffineScope`).
pub fn common_block_in_affine_scope(ir: &IrView, a: Op, b: Op) -> Option<Block> {
    let scope = affine_analysis_scope(ir, a)?;
    if affine_analysis_scope(ir, b) != Some(scope) {
        return None;
    }
    let ancestry = |op: Op| -> Option<Vec<Block>> {
        let mut blocks = Vec::new();
        let mut current = op;
        loop {
            let block = current.block(ir)?;
            blocks.push(block);
            if block.region(ir)? == scope {
                break;
            }
            current = current.parent_op(ir)?;
        }
        blocks.reverse();
        Some(blocks)
    };
    let (a_blocks, b_blocks) = (ancestry(a)?, ancestry(b)?);
    a_blocks.iter().zip(&b_blocks).take_while(|(x, y)| x == y).last().map(|(x, _)| *x)
}

/// The ancestor of `op` (itself included) whose block is `block`.
fn ancestor_in_block(ir: &IrView, block: Block, op: Op) -> Option<Op> {
    let mut current = op;
    loop {
        if current.block(ir)? == block {
            return Some(current);
        }
        current = current.parent_op(ir)?;
    }
}

/// The number of induction variables of the `affine.for` and
/// `affine.parallel` ops around both `a` and `b` (MLIR's
/// `getNumCommonSurroundingLoops`).
pub fn num_common_surrounding_loops(ir: &IrView, a: Op, b: Op) -> usize {
    let ivs = |op: Op| -> Vec<Value> {
        let mut loops = Vec::new();
        let mut current = op.parent_op(ir);
        while let Some(parent) = current {
            if let Some(for_op) = ForOp::try_from_op(ir, parent) {
                loops.extend(for_op.induction_var(ir));
            } else if let Some(parallel) = ParallelOp::try_from_op(ir, parent) {
                loops.extend(parallel.induction_vars(ir).into_iter().rev());
            }
            current = parent.parent_op(ir);
        }
        loops.reverse();
        loops
    };
    ivs(a).iter().zip(&ivs(b)).take_while(|(x, y)| x == y).count()
}

/// Whether `dst` may access an element `src` accessed, with `src` first,
/// at `loop_depth` (1 for the outermost common loop; one past the common
/// loops for the same iteration of all of them). Two reads never depend.
/// When `components` is given and a dependence exists, it receives the
/// range of the distance in each common loop.
pub fn check_memref_access_dependence(
    ir: &IrView,
    src: &MemRefAccess,
    dst: &MemRefAccess,
    loop_depth: usize,
    components: Option<&mut Vec<DependenceComponent>>,
) -> DependenceResult {
    use DependenceResult::*;
    if src.memref != dst.memref || (!src.is_write && !dst.is_write) {
        return NoDependence;
    }
    let Some(common_block) = common_block_in_affine_scope(ir, src.op, dst.op) else {
        return Failure;
    };
    let (Some(src_domain), Some(dst_domain)) =
        (IterationDomain::of(ir, src.op), IterationDomain::of(ir, dst.op))
    else {
        return Failure;
    };
    let num_common = src_domain.ivs.iter().zip(&dst_domain.ivs).take_while(|(a, b)| a == b).count();
    let mut builder = SystemBuilder::default();
    builder.set_part(SRC_DOMAIN.0, SRC_DOMAIN.1);
    let Some(src_ivs) = src_domain.add_to(ir, &mut builder, 0) else { return Failure };
    builder.set_part(DST_DOMAIN.0, DST_DOMAIN.1);
    let Some(dst_ivs) = dst_domain.add_to(ir, &mut builder, 1) else { return Failure };
    if add_same_element(ir, &mut builder, src, dst).is_none() {
        return Failure;
    }
    // The relations are built first: a map they cannot hold fails even
    // where the order alone would answer.
    if loop_depth > num_common {
        let src_ancestor = ancestor_in_block(ir, common_block, src.op);
        let dst_ancestor = ancestor_in_block(ir, common_block, dst.op);
        let before = match (src_ancestor, dst_ancestor) {
            (Some(s), Some(d)) => s != d && s.is_before_in_block(ir, d),
            _ => false,
        };
        if !before {
            return NoDependence;
        }
    }
    let (system, position) = builder.build();
    let mut relation = Relation { constraints: system };
    // Composing the two access relations ends with this (the element's
    // subscripts are locals by then).
    if relation.remove_redundant_local_vars().is_none() {
        return Failure;
    }
    let width = relation.constraints.num_vars + 1;
    for i in 0..num_common.min(loop_depth) {
        let mut row = vec![0i128; width];
        row[position[src_ivs[i]]] = -1;
        row[position[dst_ivs[i]]] = 1;
        if i + 1 == loop_depth {
            row[width - 1] = -1;
            relation.constraints.inequalities.push(row);
        } else {
            relation.constraints.equalities.push(row);
        }
    }
    if relation.is_empty() {
        return NoDependence;
    }
    if let Some(components) = components {
        let src_positions: Vec<usize> = src_ivs.iter().map(|&c| position[c]).collect();
        let dst_positions: Vec<usize> = dst_ivs.iter().map(|&c| position[c]).collect();
        *components = direction_vector(
            ir,
            relation,
            &src_positions[..num_common],
            &dst_positions[..num_common],
            &src_domain,
        );
    }
    HasDependence
}

/// The row and column ranks (see [`SystemBuilder::set_part`]) of the
/// parts of a dependence question, in the layout upstream's composed
/// relation ends up with: rows of the source's access map, its domain,
/// the destination's access map, its domain; symbols and locals of the
/// destination's domain, its access, the source's domain, its access.
const SRC_ACCESS: (usize, usize) = (0, 3);
const SRC_DOMAIN: (usize, usize) = (1, 2);
const DST_ACCESS: (usize, usize) = (2, 1);
const DST_DOMAIN: (usize, usize) = (3, 0);

/// Both accesses touch the element: a column per subscript, equal to
/// each side's map over its own columns. `None` when a map is
/// semi-affine or the ranks differ.
fn add_same_element(
    ir: &IrView,
    builder: &mut SystemBuilder,
    src: &MemRefAccess,
    dst: &MemRefAccess,
) -> Option<()> {
    let maps = [src.access_map(ir), dst.access_map(ir)];
    let rank = maps[0].0.num_results();
    if maps[1].0.num_results() != rank
        || maps.iter().any(|(map, _)| map.results().iter().any(|e| !e.is_pure_affine()))
    {
        return None;
    }
    let elements: Vec<usize> = (0..rank).map(|_| builder.add_element()).collect();
    for (side, (map, operands)) in maps.iter().enumerate() {
        let part = if side == 0 { SRC_ACCESS } else { DST_ACCESS };
        builder.set_part(part.0, part.1);
        let columns: Vec<usize> = operands.iter().map(|&v| builder.column_of(v, side)).collect();
        let mut forms = Vec::with_capacity(rank);
        for expr in map.results() {
            forms.push(builder.linearize(expr, map.num_dims(), &columns)?);
        }
        for (form, &element) in forms.iter().zip(&elements) {
            builder.add_equality(form.combine(1, &Linear::column(element), -1)?);
        }
    }
    Some(())
}

/// The range of `dst - src` in each common loop (MLIR's
/// `computeDirectionVector`): a distance column per common loop in front,
/// every other column projected out, then each distance's constant
/// bounds with the other distances projected out.
fn direction_vector(
    ir: &IrView,
    mut relation: Relation,
    src_ivs: &[usize],
    dst_ivs: &[usize],
    domain: &IterationDomain,
) -> Vec<DependenceComponent> {
    let num_common = src_ivs.len();
    let others = relation.constraints.num_vars;
    relation.insert_front(num_common);
    let width = relation.constraints.num_vars + 1;
    for (j, (&s, &d)) in src_ivs.iter().zip(dst_ivs).enumerate() {
        let mut row = vec![0i128; width];
        row[j] = 1;
        row[num_common + s] = 1;
        row[num_common + d] = -1;
        relation.constraints.equalities.push(row);
    }
    if relation.project_out(num_common, others).is_none() {
        return Vec::new();
    }
    let as_i64 = |bound: Option<i128>| bound.and_then(|b| i64::try_from(b).ok());
    (0..num_common)
        .filter_map(|j| {
            let iv = *domain.ivs.get(j)?;
            let ValueOwner::BlockArg(block, _) = iv.owner(ir) else { return None };
            let op = block.parent_op(ir)?;
            let lb = as_i64(relation.constant_bound(j, true)).filter(|&b| b != i64::MIN);
            let ub = as_i64(relation.constant_bound(j, false)).filter(|&b| b != i64::MAX);
            Some(DependenceComponent { op, lb, ub })
        })
        .collect()
}

/// The components as upstream's test prints them: `[lb, ub]` per loop,
/// `-inf`/`+inf` for unbounded ends.
pub fn format_components(components: &[DependenceComponent]) -> String {
    let mut text = String::new();
    for component in components {
        let lb = component.lb.map_or_else(|| "-inf".to_string(), |b| b.to_string());
        let ub = component.ub.map_or_else(|| "+inf".to_string(), |b| b.to_string());
        text += &format!("[{lb}, {ub}]");
    }
    text
}
