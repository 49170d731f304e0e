//! The dependence system as upstream's `IntegerRelation` holds it:
//! equalities and inequalities over columns that are physically removed
//! when a variable is eliminated, so that "the first variable" and "the
//! next row" mean what they mean upstream. Fourier-Motzkin elimination
//! with GCD tightening is exact over the rationals only, and its integer
//! tightening depends on the order of columns and rows; this module
//! follows upstream's orders step by step (`gaussianEliminateVars`,
//! `fourierMotzkinEliminate`, `projectOut`, `removeRedundantLocalVars`,
//! `isEmpty`, `computeConstantLowerOrUpperBound`) so that the bounds it
//! reads off are the ones `mlir-opt` prints.
//!
//! Arithmetic is on `i128` where upstream's is unbounded: an overflow
//! answers "unknown" (not empty, no bound). Emptiness gives up past 32
//! constraints per variable as upstream's does; projection has no such
//! guard upstream, and here only a far larger one that keeps a
//! pathological system from running away.

use super::constraints::Constraints;

/// A constraint system (the same rows and columns as [`Constraints`])
/// that this module eliminates in upstream's way.
#[derive(Clone, Debug, Default)]
pub(crate) struct Relation {
    /// The rows and the counts of variables and locals.
    pub constraints: Constraints,
}

/// Emptiness gives up past this many constraints per variable (upstream's
/// `kExplosionFactor`).
const EXPLOSION_FACTOR: usize = 32;

/// A Fourier-Motzkin step gives up rather than combine more pairs of
/// bounds than this (ours: upstream has no limit, but a runaway must not
/// hang the tool; steps of hundreds of thousands of pairs occur in small
/// nests and mostly fold away as redundant).
const MAX_COMBINATIONS: usize = 5_000_000;

impl Relation {
    /// Removes the column `col` from every row.
    fn remove_column(&mut self, col: usize) {
        for row in
            self.constraints.equalities.iter_mut().chain(self.constraints.inequalities.iter_mut())
        {
            row.remove(col);
        }
        if col >= self.constraints.num_vars - self.constraints.num_locals {
            self.constraints.num_locals -= 1;
        }
        self.constraints.num_vars -= 1;
    }

    /// Inserts `count` zero columns at the front (new variables that are
    /// not locals).
    pub fn insert_front(&mut self, count: usize) {
        for row in
            self.constraints.equalities.iter_mut().chain(self.constraints.inequalities.iter_mut())
        {
            row.splice(0..0, std::iter::repeat_n(0, count));
        }
        self.constraints.num_vars += count;
    }

    /// Divides each inequality's coefficients by their GCD, rounding its
    /// constant down (upstream's `gcdTightenInequalities`).
    fn gcd_tighten_inequalities(&mut self) {
        let n = self.constraints.num_vars;
        for row in &mut self.constraints.inequalities {
            let g = row[..n].iter().fold(0, |g, &c| gcd(g, abs(c)));
            if g > 1 {
                for c in &mut row[..n] {
                    *c /= g;
                }
                row[n] = row[n].div_euclid(g);
            }
        }
    }

    /// Divides every row, constant included, by its GCD (upstream's
    /// `normalizeConstraintsByGCD`).
    fn normalize_constraints_by_gcd(&mut self) {
        for row in
            self.constraints.equalities.iter_mut().chain(self.constraints.inequalities.iter_mut())
        {
            normalize_row(row);
        }
    }

    /// Some equality whose coefficients' GCD does not divide its constant
    /// (upstream's `isEmptyByGCDTest`).
    fn is_empty_by_gcd_test(&self) -> bool {
        let n = self.constraints.num_vars;
        self.constraints.equalities.iter().any(|row| {
            let g = row[..n].iter().fold(0, |g, &c| gcd(g, abs(c)));
            g > 0 && row[n] % g != 0
        })
    }

    /// A constant equality that is not zero or a constant inequality that
    /// is negative.
    fn has_invalid_constraint(&self) -> bool {
        let n = self.constraints.num_vars;
        let constant_only = |row: &[i128]| row[..n].iter().all(|&c| c == 0);
        self.constraints.equalities.iter().any(|row| constant_only(row) && row[n] != 0)
            || self.constraints.inequalities.iter().any(|row| constant_only(row) && row[n] < 0)
    }

    /// Eliminates the columns from `start` up to `limit` that equalities
    /// give, in order, stopping at the first one bounded only by
    /// inequalities; a column no row mentions counts as eliminated. The
    /// eliminated columns are removed; returns how many (upstream's
    /// `gaussianEliminateVars`). `None` on overflow.
    fn gaussian_eliminate_vars(&mut self, start: usize, limit: usize) -> Option<usize> {
        if start >= limit {
            return Some(0);
        }
        self.gcd_tighten_inequalities();
        let mut col = start;
        while col < limit {
            let Some(p) = self.constraints.equalities.iter().position(|row| row[col] != 0) else {
                if self.constraints.inequalities.iter().any(|row| row[col] != 0) {
                    break;
                }
                col += 1;
                continue;
            };
            let pivot = self.constraints.equalities[p].clone();
            for (i, row) in self.constraints.equalities.iter_mut().enumerate() {
                if i != p {
                    eliminate_from_row(&pivot, row, col)?;
                }
                normalize_row(row);
            }
            for row in &mut self.constraints.inequalities {
                eliminate_from_row(&pivot, row, col)?;
                normalize_row(row);
            }
            self.constraints.equalities.remove(p);
            self.gcd_tighten_inequalities();
            col += 1;
        }
        for _ in start..col {
            self.remove_column(start);
        }
        Some(col - start)
    }

    /// Eliminates the column `pos` (upstream's `fourierMotzkinEliminate`):
    /// with an equality when one mentions it; else each upper bound
    /// combined with each lower bound, then the rows without it, all
    /// tightened, normalized and cleared of trivial redundancy. `None` on
    /// overflow.
    fn fourier_motzkin_eliminate(&mut self, pos: usize) -> Option<()> {
        if self.constraints.equalities.iter().any(|row| row[pos] != 0) {
            self.gaussian_eliminate_vars(pos, pos + 1)?;
            return Some(());
        }
        self.gcd_tighten_inequalities();
        if self.constraints.inequalities.iter().all(|row| row[pos] == 0) {
            self.remove_column(pos);
            return Some(());
        }
        let (mut lower, mut upper, mut independent) = (Vec::new(), Vec::new(), Vec::new());
        for row in std::mem::take(&mut self.constraints.inequalities) {
            match row[pos] {
                0 => independent.push(row),
                c if c > 0 => lower.push(row),
                _ => upper.push(row),
            }
        }
        if lower.len().saturating_mul(upper.len()) > MAX_COMBINATIONS {
            return None;
        }
        // The new rows are tightened, normalized and cleared of trivial
        // redundancy as they come (the same rows, in the same order, as
        // doing it once all are made), so that a step whose combinations
        // mostly fold away never holds them all.
        let mut kept = KeptRows::default();
        for u in &upper {
            for l in &lower {
                let (lc, uc) = (l[pos], u[pos].checked_neg()?);
                let m = lcm(lc, uc)?;
                let (uf, lf) = (m / uc, m / lc);
                let mut row = Vec::with_capacity(l.len() - 1);
                for (c, (&x, &y)) in u.iter().zip(l).enumerate() {
                    if c != pos {
                        row.push(x.checked_mul(uf)?.checked_add(y.checked_mul(lf)?)?);
                    }
                }
                kept.push(row);
            }
        }
        for mut row in independent {
            row.remove(pos);
            kept.push(row);
        }
        for row in &mut self.constraints.equalities {
            row.remove(pos);
            normalize_row(row);
        }
        self.constraints.inequalities = kept.rows.into_iter().flatten().collect();
        if pos >= self.constraints.num_vars - self.constraints.num_locals {
            self.constraints.num_locals -= 1;
        }
        self.constraints.num_vars -= 1;
        Some(())
    }

    /// Among the columns from `start` up to `end`, the first whose
    /// elimination makes the fewest inequalities (upstream's
    /// `getBestVarToEliminate`).
    fn best_var_to_eliminate(&self, start: usize, end: usize) -> usize {
        let cost = |pos: usize| {
            let lower = self.constraints.inequalities.iter().filter(|row| row[pos] > 0).count();
            let upper = self.constraints.inequalities.iter().filter(|row| row[pos] < 0).count();
            lower * upper
        };
        let (mut best, mut best_cost) = (start, cost(start));
        for pos in start + 1..end {
            let c = cost(pos);
            if c < best_cost {
                (best, best_cost) = (pos, c);
            }
        }
        best
    }

    /// Projects out the `num` columns from `pos` (upstream's
    /// `projectOut`): runs of Gaussian elimination from each position on,
    /// then Fourier-Motzkin on the rest, the cheapest first. `None` on
    /// overflow or a runaway.
    pub fn project_out(&mut self, pos: usize, num: usize) -> Option<()> {
        if num == 0 {
            return Some(());
        }
        let mut current = pos;
        // What remains to eliminate past `current`; once it runs out, the
        // further calls upstream makes have an empty range.
        let mut remaining = num as isize;
        let mut eliminated = 0;
        while current < self.constraints.num_vars {
            let limit = current + remaining.max(0) as usize;
            let count = self.gaussian_eliminate_vars(current, limit)?;
            current += 1;
            remaining -= count as isize + 1;
            eliminated += count;
        }
        for i in 0..num - eliminated {
            let end = pos + (num - eliminated - i);
            let var = self.best_var_to_eliminate(pos, end);
            self.fourier_motzkin_eliminate(var)?;
        }
        self.gcd_tighten_inequalities();
        self.normalize_constraints_by_gcd();
        Some(())
    }

    /// Eliminates each local that an equality gives with a coefficient of
    /// one, the first such equality and local first, over and over
    /// (upstream's `removeRedundantLocalVars`). `None` on overflow.
    pub fn remove_redundant_local_vars(&mut self) -> Option<()> {
        for row in &mut self.constraints.equalities {
            normalize_row(row);
        }
        loop {
            let first_local = self.constraints.num_vars - self.constraints.num_locals;
            let found = self.constraints.equalities.iter().enumerate().find_map(|(i, row)| {
                let j = (first_local..self.constraints.num_vars)
                    .find(|&j| row[j].unsigned_abs() == 1)?;
                Some((i, j))
            });
            let Some((i, j)) = found else { return Some(()) };
            let pivot = self.constraints.equalities[i].clone();
            for (k, row) in self.constraints.equalities.iter_mut().enumerate() {
                if row[j] != 0 {
                    if k != i {
                        eliminate_from_row(&pivot, row, j)?;
                    }
                    normalize_row(row);
                }
            }
            for row in &mut self.constraints.inequalities {
                eliminate_from_row(&pivot, row, j)?;
            }
            self.remove_column(j);
            self.constraints.equalities.remove(i);
        }
    }

    /// Whether the system has no solution, decided as upstream's
    /// `isEmpty`: GCD tests and constant rows, the redundant locals
    /// removed, Gaussian elimination from each position, then
    /// Fourier-Motzkin. Like upstream it may miss an integer-empty set.
    pub fn is_empty(&self) -> bool {
        if self.is_empty_by_gcd_test() || self.has_invalid_constraint() {
            return true;
        }
        let mut system = self.clone();
        if system.remove_redundant_local_vars().is_none() {
            return false;
        }
        if system.is_empty_by_gcd_test() || system.has_invalid_constraint() {
            return true;
        }
        let mut current = 0;
        while current < system.constraints.num_vars {
            let limit = system.constraints.num_vars;
            if system.gaussian_eliminate_vars(current, limit).is_none() {
                return false;
            }
            current += 1;
            if system.has_invalid_constraint() || system.is_empty_by_gcd_test() {
                return true;
            }
        }
        for _ in 0..system.constraints.num_vars {
            let var = system.best_var_to_eliminate(0, system.constraints.num_vars);
            if system.fourier_motzkin_eliminate(var).is_none() {
                return false;
            }
            let count = system.constraints.equalities.len() + system.constraints.inequalities.len();
            if count >= EXPLOSION_FACTOR * self.constraints.num_vars {
                return false;
            }
            if system.has_invalid_constraint() {
                return true;
            }
        }
        false
    }

    /// Keeps only the rows connected to column `pos` through shared
    /// variables (upstream's `pruneOrthogonalConstraints`).
    fn prune_orthogonal_constraints(&mut self, pos: usize) {
        let n = self.constraints.num_vars;
        let mut related_cols = vec![false; n];
        related_cols[pos] = true;
        let rows: Vec<&Vec<i128>> =
            self.constraints.equalities.iter().chain(&self.constraints.inequalities).collect();
        let mut related_rows = vec![false; rows.len()];
        let mut stack = vec![pos];
        while let Some(col) = stack.pop() {
            for (r, row) in rows.iter().enumerate() {
                if related_rows[r] || row[col] == 0 {
                    continue;
                }
                related_rows[r] = true;
                for c in 0..n {
                    if row[c] != 0 && !related_cols[c] {
                        related_cols[c] = true;
                        stack.push(c);
                    }
                }
            }
        }
        let mut flags = related_rows.into_iter();
        self.constraints.equalities.retain(|_| flags.next().unwrap_or(false));
        self.constraints.inequalities.retain(|_| flags.next().unwrap_or(false));
    }

    /// The constant lower (`lower`) or upper bound of column `pos` once
    /// every other column is projected out, as upstream's
    /// `getConstantBound`: the columns before it projected out first,
    /// then those after; an equality fixing it with a unit coefficient,
    /// else the tightest constant inequality. `None` when unbounded or on
    /// overflow.
    pub fn constant_bound(&self, pos: usize, lower: bool) -> Option<i128> {
        let mut system = self.clone();
        system.prune_orthogonal_constraints(pos);
        system.project_out(0, pos)?;
        system.prune_orthogonal_constraints(0);
        let rest = system.constraints.num_vars - 1;
        system.project_out(1, rest)?;
        let n = system.constraints.num_vars;
        let alone = |row: &Vec<i128>| row[1..n].iter().all(|&c| c == 0);
        if let Some(row) = system
            .constraints
            .equalities
            .iter()
            .find(|row| row[0].unsigned_abs() == 1 && alone(row))
        {
            return row[n].checked_neg()?.checked_div(row[0]);
        }
        let bounds = system
            .constraints
            .inequalities
            .iter()
            .filter(|row| alone(row) && if lower { row[0] > 0 } else { row[0] < 0 });
        // Ceiling of -c / a for a lower bound, floor of c / -a for an upper.
        let values = bounds.filter_map(|row| {
            if lower {
                let (num, den) = (row[n].checked_neg()?, row[0]);
                Some(num.div_euclid(den) + i128::from(num.rem_euclid(den) != 0))
            } else {
                Some(row[n].div_euclid(row[0].checked_neg()?))
            }
        });
        if lower { values.max() } else { values.min() }
    }
}

/// `row` with column `col` eliminated by adding a multiple of the equality
/// `pivot`, `row` scaled by a positive factor (upstream's
/// `eliminateFromConstraint`); `None` on overflow.
fn eliminate_from_row(pivot: &[i128], row: &mut [i128], col: usize) -> Option<()> {
    let (p, r) = (pivot[col], row[col]);
    if r == 0 {
        return Some(());
    }
    let (pa, ra) = (p.checked_abs()?, r.checked_abs()?);
    let l = lcm(pa, ra)?;
    let sign = if (p > 0) == (r > 0) { -1 } else { 1 };
    let pivot_factor = sign * (l / pa);
    let row_factor = l / ra;
    for (x, &y) in row.iter_mut().zip(pivot) {
        *x = y.checked_mul(pivot_factor)?.checked_add(x.checked_mul(row_factor)?)?;
    }
    Some(())
}

/// Divides a whole row, constant included, by its GCD.
fn normalize_row(row: &mut [i128]) {
    let g = row.iter().fold(0, |g, &c| gcd(g, abs(c)));
    if g > 1 {
        for c in row.iter_mut() {
            *c /= g;
        }
    }
}

/// `|c|`, saturating at the one value whose negation overflows (a GCD
/// with it is then off, never a panic).
fn abs(c: i128) -> i128 {
    c.checked_abs().unwrap_or(i128::MAX)
}

/// Euclid's greatest common divisor of non-negative numbers.
fn gcd(mut a: i128, mut b: i128) -> i128 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// The least common multiple of positive numbers; `None` on overflow.
fn lcm(a: i128, b: i128) -> Option<i128> {
    (a / gcd(a, b)).checked_mul(b)
}

/// Inequalities kept as they come, tightened and normalized, without
/// those that always hold and, among rows equal but for their constant,
/// all but the first with the least constant (upstream's
/// `removeTrivialRedundancy` over the rows in the order they come).
#[derive(Default)]
struct KeptRows {
    /// The rows in order, `None` where a later one made a row redundant.
    rows: Vec<Option<Vec<i128>>>,
    /// The slot of the row kept for each coefficient vector.
    by_coefficients: rustc_hash::FxHashMap<Vec<i128>, usize>,
}

impl KeptRows {
    /// Adds `row` (coefficients, then the constant).
    fn push(&mut self, mut row: Vec<i128>) {
        let n = row.len() - 1;
        let g = row[..n].iter().fold(0, |g, &c| gcd(g, abs(c)));
        if g > 1 {
            for c in &mut row[..n] {
                *c /= g;
            }
            row[n] = row[n].div_euclid(g);
        }
        normalize_row(&mut row);
        if g == 0 && row[n] >= 0 {
            return;
        }
        let constant = row[n];
        match self.by_coefficients.get(&row[..n]) {
            Some(&slot) => {
                let stored = self.rows[slot].as_ref().map_or(i128::MIN, |r| r[n]);
                if stored > constant {
                    self.rows[slot] = None;
                    let coefficients = row[..n].to_vec();
                    self.rows.push(Some(row));
                    self.by_coefficients.insert(coefficients, self.rows.len() - 1);
                }
            }
            None => {
                let coefficients = row[..n].to_vec();
                self.rows.push(Some(row));
                self.by_coefficients.insert(coefficients, self.rows.len() - 1);
            }
        }
    }
}
