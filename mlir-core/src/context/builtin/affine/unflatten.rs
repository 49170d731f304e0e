//! Rebuilding expressions from flattened coefficient vectors (the inverse
//! of `flatten.rs`), in MLIR's term order: MLIR's
//! `getAffineExprFromFlatForm` for affine forms and its semi-affine
//! counterpart, which interleaves terms by dimension and symbol position.
//! Every term is added with the simplifying constructors, so the order of
//! the additions is what determines the printed text.

use crate::context::builtin::affine::expr::{AffineExpr, AffineExprKind};

/// MLIR's `getAffineExprFromFlatForm`: the sum of `coefficient * term` over
/// `[dims…, symbols…, locals…, constant]`, dims first, then symbols, then
/// locals (`locals[i]` is the expression of local `i`), then the constant.
///
/// Entries of `flat` beyond `num_dims + num_symbols + locals.len() + 1` are
/// ignored and missing ones count as zero; the last entry is the constant.
pub fn affine_expr_from_flat_form(
    flat: &[i64],
    num_dims: u32,
    num_symbols: u32,
    locals: &[AffineExpr],
) -> AffineExpr {
    let Some((&constant, coeffs)) = flat.split_last() else {
        return AffineExpr::constant(0);
    };
    expr_from_row(coeffs, constant, num_dims, num_symbols, locals)
}

/// The term for column `j` (a dimension, symbol or local).
fn column_expr(
    j: usize,
    num_dims: u32,
    num_symbols: u32,
    locals: &[AffineExpr],
) -> Option<AffineExpr> {
    let nd = num_dims as usize;
    let ns = num_symbols as usize;
    if j < nd {
        Some(AffineExpr::dim(j as u32))
    } else if j < nd + ns {
        Some(AffineExpr::symbol((j - nd) as u32))
    } else {
        locals.get(j - nd - ns).cloned()
    }
}

/// Adds `term` to a sum that starts out as the constant 0 (`None`):
/// `0 + term` simplifies to `term`, so the first term is taken as it is.
fn accumulate(sum: Option<AffineExpr>, term: AffineExpr) -> AffineExpr {
    match sum {
        None => term,
        Some(s) => s + term,
    }
}

/// [`affine_expr_from_flat_form`] on coefficients without the constant
/// (missing trailing coefficients are zero).
pub(super) fn expr_from_row(
    coeffs: &[i64],
    constant: i64,
    num_dims: u32,
    num_symbols: u32,
    locals: &[AffineExpr],
) -> AffineExpr {
    let mut sum: Option<AffineExpr> = None;
    for (j, &c) in coeffs.iter().enumerate() {
        if c == 0 {
            continue;
        }
        let Some(term) = column_expr(j, num_dims, num_symbols, locals) else {
            break;
        };
        sum = Some(accumulate(sum, term * c));
    }
    if constant != 0 {
        sum = Some(accumulate(sum, AffineExpr::constant(constant)));
    }
    sum.unwrap_or_else(|| AffineExpr::constant(0))
}

/// MLIR's `getSemiAffineExprFromFlatForm`: like
/// [`affine_expr_from_flat_form`], but dimensions, symbols and the locals
/// whose expression is `dim-or-symbol op dim-symbol-or-constant` are sorted
/// by a `(position, rank)` key so that related terms sit together
/// (`d0 + d0 * s0 + s0 + d1 * s1`); the other locals follow in order, then
/// the constant. `flat` must be the full `[dims, symbols, locals, constant]`
/// vector.
pub(super) fn semi_affine_expr_from_flat_form(
    flat: &[i64],
    num_dims: u32,
    num_symbols: u32,
    locals: &[AffineExpr],
) -> AffineExpr {
    let nd = num_dims as usize;
    let ns = num_symbols as usize;
    let coeff = |j: usize| flat.get(j).copied().unwrap_or(0);
    // Keys as MLIR builds them: dims and local terms over a dimension with a
    // constant right operand take decreasing negative ranks (so the later
    // added sort first), symbols and symbol-led terms take increasing ranks
    // from max(num_dims, num_symbols), dim-by-symbol terms rank by the
    // symbol's position.
    let symbol_base = i64::from(num_dims.max(num_symbols));
    let mut next_sym_rank = symbol_base;
    let mut next_dim_rank: i64 = -1;
    let mut entries: Vec<((u32, i64), AffineExpr, i64)> = Vec::new();
    for j in nd..nd + ns {
        if coeff(j) != 0 {
            let pos = (j - nd) as u32;
            entries.push(((pos, next_sym_rank), AffineExpr::symbol(pos), coeff(j)));
            next_sym_rank += 1;
        }
    }
    let mut keyed_local = vec![false; locals.len()];
    for (i, local) in locals.iter().enumerate() {
        let c = coeff(nd + ns + i);
        if c == 0 {
            continue;
        }
        let Some((_, lhs, rhs)) = local.as_binary() else {
            continue;
        };
        let key = match (lhs.kind(), rhs.kind()) {
            (AffineExprKind::Dim(p), AffineExprKind::Constant(_)) => {
                next_dim_rank -= 1;
                (p, next_dim_rank + 1)
            }
            (AffineExprKind::Symbol(p), AffineExprKind::Constant(_))
            | (AffineExprKind::Symbol(p), AffineExprKind::Symbol(_) | AffineExprKind::Dim(_)) => {
                next_sym_rank += 1;
                (p, next_sym_rank - 1)
            }
            (AffineExprKind::Dim(p), AffineExprKind::Symbol(q)) => (p, i64::from(q)),
            // MLIR reads a dimension on the right as a symbol position.
            (AffineExprKind::Dim(p), AffineExprKind::Dim(q)) => (p, i64::from(q)),
            _ => continue,
        };
        entries.push((key, local.clone(), c));
        keyed_local[i] = true;
    }
    for j in 0..nd {
        if coeff(j) != 0 {
            entries.push(((j as u32, next_dim_rank), AffineExpr::dim(j as u32), coeff(j)));
            next_dim_rank -= 1;
        }
    }
    // MLIR looks the sorted keys up in a map where the first entry of a key
    // wins, so a duplicated key repeats its first term.
    let mut order: Vec<(u32, i64)> = entries.iter().map(|(k, _, _)| *k).collect();
    order.sort_unstable();
    let mut sum: Option<AffineExpr> = None;
    for key in order {
        if let Some((_, term, c)) = entries.iter().find(|(k, _, _)| *k == key) {
            sum = Some(accumulate(sum, term * *c));
        }
    }
    for (i, local) in locals.iter().enumerate() {
        let c = coeff(nd + ns + i);
        if c != 0 && !keyed_local[i] {
            sum = Some(accumulate(sum, local * c));
        }
    }
    let constant = flat.last().copied().unwrap_or(0);
    if constant != 0 {
        sum = Some(accumulate(sum, AffineExpr::constant(constant)));
    }
    sum.unwrap_or_else(|| AffineExpr::constant(0))
}
