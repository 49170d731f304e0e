//! Simplifying an integer set through its constraint system (MLIR's
//! `simplifyIntegerSet`): a set without integer points becomes the empty
//! set `(1 == 0)`; otherwise its constraints are flattened, tightened and
//! normalized by their GCDs, cleared of trivially redundant inequalities,
//! and written back, equalities first, in the canonical term order. A set
//! left without constraints is `(0 == 0)`.
//!
//! A `mod`, `floordiv` or `ceildiv` by a constant that does not cancel
//! becomes a local variable `q` of the system, with the two inequalities
//! that define it (`c * q <= dividend <= c * q + c - 1`) appended after
//! the set's own constraints; when the set is written back, each local is
//! read back from such a pair as `dividend floordiv c` (a `ceildiv`
//! reads back as the `floordiv` of its shifted dividend, as upstream's
//! does), and the pair stays among the constraints. A set whose locals
//! cannot be read back is left as it is.
//!
//! A set with a semi-affine constraint becomes `(0 == 0)`, as upstream's
//! (release build) turns it: its constraint system cannot hold the
//! constraint and is left without any.

use mlir_core::context::builtin::affine::{
    AffineBinaryOp, AffineExpr, IntegerSet, affine_expr_from_flat_form, flatten_affine_expr,
};

use crate::affine::analysis::Constraints;

/// `set` simplified (see the module's notes).
pub fn simplify_integer_set(set: &IntegerSet) -> IntegerSet {
    let (dims, symbols) = (set.num_dims(), set.num_symbols());
    let universe = || IntegerSet::new(dims, symbols, [(AffineExpr::constant(0), true)]);
    if set.constraints().iter().any(|c| !c.is_pure_affine()) {
        return universe();
    }
    let Some((mut system, num_locals)) = constraint_system(set) else { return set.clone() };
    if system.is_empty() {
        return IntegerSet::empty_set(dims, symbols);
    }
    system.remove_trivial_redundancy();
    if system.equalities.is_empty() && system.inequalities.is_empty() {
        return universe();
    }
    let Some(locals) = local_exprs(&system, dims, symbols, num_locals) else {
        return set.clone();
    };
    let mut constraints = Vec::new();
    let rows = system.equalities.iter().map(|r| (r, true));
    for (row, is_equality) in rows.chain(system.inequalities.iter().map(|r| (r, false))) {
        let Some(flat) = to_i64(row) else { return set.clone() };
        constraints.push((affine_expr_from_flat_form(&flat, dims, symbols, &locals), is_equality));
    }
    IntegerSet::new(dims, symbols, constraints)
}

/// The set's constraints over `[dims…, symbols…, locals…, constant]`, the
/// division pairs of the locals after them; with the number of locals.
/// `None` when a constraint does not flatten.
fn constraint_system(set: &IntegerSet) -> Option<(Constraints, usize)> {
    let (dims, symbols) = (set.num_dims(), set.num_symbols());
    let base = (dims + symbols) as usize;
    let mut locals: Vec<AffineExpr> = Vec::new();
    // Rows as (coefficients over the base and the locals seen so far, constant).
    let mut rows: Vec<(Vec<i128>, i128, bool)> = Vec::new();
    for (expr, &is_equality) in set.constraints().iter().zip(set.eq_flags()) {
        let (coefficients, constant) = flatten_shared(expr, dims, symbols, &mut locals)?;
        rows.push((coefficients, constant, is_equality));
    }
    let mut k = 0;
    while k < locals.len() {
        let (op, dividend, divisor) = match locals[k].as_binary() {
            Some((op @ (AffineBinaryOp::FloorDiv | AffineBinaryOp::CeilDiv), lhs, rhs)) => {
                (op, lhs.clone(), i128::from(rhs.as_constant().filter(|&c| c > 0)?))
            }
            _ => return None,
        };
        let (mut coefficients, mut constant) =
            flatten_shared(&dividend, dims, symbols, &mut locals)?;
        if op == AffineBinaryOp::CeilDiv {
            constant += divisor - 1;
        }
        coefficients.resize(base + k + 1, 0);
        // q's lower bound: c * q - dividend + c - 1 >= 0.
        let mut lower: Vec<i128> = coefficients.iter().map(|&c| -c).collect();
        lower[base + k] = divisor;
        rows.push((lower, -constant + divisor - 1, false));
        // Its upper bound: dividend - c * q >= 0.
        let mut upper = coefficients;
        upper[base + k] = -divisor;
        rows.push((upper, constant, false));
        k += 1;
    }
    let num_vars = base + locals.len();
    let mut system = Constraints { num_vars, ..Constraints::default() };
    for (mut row, constant, is_equality) in rows {
        row.resize(num_vars, 0);
        row.push(constant);
        if is_equality {
            system.equalities.push(row);
        } else {
            system.inequalities.push(row);
        }
    }
    Some((system, locals.len()))
}

/// `expr` flattened with its locals numbered in `locals` (added when new,
/// shared when equal, as one flattener over all the constraints shares
/// them): the coefficients over the base and the locals, and the constant.
fn flatten_shared(
    expr: &AffineExpr,
    dims: u32,
    symbols: u32,
    locals: &mut Vec<AffineExpr>,
) -> Option<(Vec<i128>, i128)> {
    let flat = flatten_affine_expr(expr, dims, symbols)?;
    let base = (dims + symbols) as usize;
    let mut coefficients: Vec<i128> = flat.coefficients[..base].iter().map(|&c| c.into()).collect();
    for (i, local) in flat.locals.iter().enumerate() {
        let position = match locals.iter().position(|l| l == local) {
            Some(position) => position,
            None => {
                locals.push(local.clone());
                locals.len() - 1
            }
        };
        coefficients.resize(coefficients.len().max(base + position + 1), 0);
        coefficients[base + position] += i128::from(flat.coefficients[base + i]);
    }
    Some((coefficients, flat.constant().into()))
}

/// Each local read back from a pair of inequalities `dividend - c * q >=
/// 0` and `c * q - dividend + c - 1 >= 0` as `dividend floordiv c`, where
/// the dividend uses only locals already read (MLIR's `computeLocalVars`).
/// `None` when some local used by a constraint cannot be read.
fn local_exprs(
    system: &Constraints,
    dims: u32,
    symbols: u32,
    num_locals: usize,
) -> Option<Vec<AffineExpr>> {
    let base = (dims + symbols) as usize;
    let width = system.num_vars + 1;
    let mut found: Vec<Option<AffineExpr>> = vec![None; num_locals];
    let mut progress = true;
    while progress {
        progress = false;
        for k in 0..num_locals {
            if found[k].is_some() {
                continue;
            }
            let column = base + k;
            let known = |row: &[i128]| {
                (0..num_locals).all(|j| j == k || row[base + j] == 0 || found[j].is_some())
            };
            let pair = system.inequalities.iter().find_map(|upper| {
                let divisor = -upper[column];
                if divisor <= 0 || !known(upper) {
                    return None;
                }
                let matches = |lower: &&Vec<i128>| {
                    (0..width - 1).all(|i| lower[i] == -upper[i])
                        && lower[width - 1] == -upper[width - 1] + divisor - 1
                };
                system.inequalities.iter().find(matches).map(|_| (upper, divisor))
            });
            let Some((upper, divisor)) = pair else { continue };
            let mut dividend = upper.clone();
            dividend[column] = 0;
            let flat = to_i64(&dividend)?;
            let so_far: Vec<AffineExpr> = found
                .iter()
                .map(|f| f.clone().unwrap_or_else(|| AffineExpr::constant(0)))
                .collect();
            let expr = affine_expr_from_flat_form(&flat, dims, symbols, &so_far);
            found[k] = Some(expr.floor_div(i64::try_from(divisor).ok()?));
            progress = true;
        }
    }
    let rows = system.equalities.iter().chain(&system.inequalities);
    let used = |j: usize| rows.clone().any(|row| row[base + j] != 0);
    (0..num_locals)
        .map(|j| match &found[j] {
            Some(expr) => Some(expr.clone()),
            None if !used(j) => Some(AffineExpr::constant(0)),
            None => None,
        })
        .collect()
}

/// The row in `i64`, `None` if an entry does not fit.
fn to_i64(row: &[i128]) -> Option<Vec<i64>> {
    row.iter().map(|&c| i64::try_from(c).ok()).collect()
}
