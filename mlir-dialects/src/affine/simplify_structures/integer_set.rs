//! Simplifying an integer set through its constraint system (MLIR's
//! `simplifyIntegerSet`): a set without integer points becomes the empty
//! set `(1 == 0)`; otherwise its constraints are flattened, tightened and
//! normalized by their GCDs, cleared of trivially redundant inequalities,
//! and written back, equalities first, in the canonical term order. A set
//! left without constraints is `(0 == 0)`.
//!
//! A set with a semi-affine constraint becomes `(0 == 0)`, as upstream's
//! (release build) turns it: its constraint system cannot hold the
//! constraint and is left without any. Sets whose constraints need local
//! variables (a `mod`, `floordiv` or `ceildiv` that does not cancel) are
//! left as they are: rebuilding them needs the division detection
//! upstream's constraint system has and this one does not.

use mlir_core::context::builtin::affine::{
    AffineExpr, IntegerSet, affine_expr_from_flat_form, flatten_affine_expr,
};

use super::constraints::Constraints;

/// `set` simplified (see the module's notes).
pub fn simplify_integer_set(set: &IntegerSet) -> IntegerSet {
    let (dims, symbols) = (set.num_dims(), set.num_symbols());
    let num_vars = (dims + symbols) as usize;
    let universe = || IntegerSet::new(dims, symbols, [(AffineExpr::constant(0), true)]);
    // Upstream's constraint system gives up on a semi-affine constraint and
    // stays empty, so the set reads back as the universe.
    if set.constraints().iter().any(|c| !c.is_pure_affine()) {
        return universe();
    }
    let mut system = Constraints { num_vars, ..Constraints::default() };
    for (expr, &is_equality) in set.constraints().iter().zip(set.eq_flags()) {
        let Some(flat) = flatten_affine_expr(expr, dims, symbols) else { return set.clone() };
        if flat.has_locals() || flat.coefficients.len() != num_vars + 1 {
            return set.clone();
        }
        let row: Vec<i128> = flat.coefficients.iter().map(|&c| i128::from(c)).collect();
        if is_equality {
            system.equalities.push(row);
        } else {
            system.inequalities.push(row);
        }
    }
    if system.is_empty() {
        return IntegerSet::empty_set(dims, symbols);
    }
    system.remove_trivial_redundancy();
    if system.equalities.is_empty() && system.inequalities.is_empty() {
        return universe();
    }
    let mut constraints = Vec::new();
    let rows = system.equalities.iter().map(|r| (r, true));
    for (row, is_equality) in rows.chain(system.inequalities.iter().map(|r| (r, false))) {
        let Some(flat) = row.iter().map(|&c| i64::try_from(c).ok()).collect::<Option<Vec<i64>>>()
        else {
            return set.clone();
        };
        constraints.push((affine_expr_from_flat_form(&flat, dims, symbols, &[]), is_equality));
    }
    IntegerSet::new(dims, symbols, constraints)
}
