//! A system of affine constraints over integer variables (the part of
//! MLIR's `IntegerRelation` that simplifying an integer set and the
//! dependence analysis use): each row holds one coefficient per variable
//! and the constant last; equalities read `row == 0`, inequalities
//! `row >= 0`. Variables are projected out in place: their column stays,
//! all zero.
//!
//! Emptiness is decided as upstream's `IntegerRelation::isEmpty` decides
//! it: the GCD test on equalities and constant rows that cannot hold;
//! the locals that an equality gives with a coefficient of one
//! eliminated; then, from each position on, the longest run of variables
//! with equalities eliminated by Gaussian elimination, the GCD test after
//! each run (a run can consume an equality whose GCD would have told, as
//! upstream's does); then the rest by Fourier-Motzkin elimination with
//! inequalities tightened by their GCD. That is exact over the rationals
//! and catches the usual integer cases, not all: like upstream it may
//! call a set without integer points non-empty (it has no integer
//! simplex). Arithmetic is on `i128` and an overflow stops at "not known
//! to be empty"; past 32 constraints per variable the emptiness check
//! gives up the same way (upstream's guard). Projection has no such guard
//! upstream; here only a far larger one keeps a runaway from hanging.

/// Equalities and inequalities over `num_vars` variables.
#[derive(Clone, Debug, Default)]
pub struct Constraints {
    /// Rows that must be zero.
    pub equalities: Vec<Vec<i128>>,
    /// Rows that must be non-negative.
    pub inequalities: Vec<Vec<i128>>,
    /// The number of variables (each row has one more entry).
    pub num_vars: usize,
    /// How many of the last variables are locals (existentially
    /// quantified, eliminated first where an equality gives them).
    pub num_locals: usize,
}

/// Past this many constraints per variable, the emptiness check gives up
/// (upstream's guard against Fourier-Motzkin's exponential worst case).
const EXPLOSION_FACTOR: usize = 32;

/// Projection gives up past this many inequalities (ours: upstream's
/// projection has no limit, but a runaway must not hang the tool).
const MAX_INEQUALITIES: usize = 20_000;

/// A Fourier-Motzkin step gives up rather than combine more pairs of
/// bounds than this (ours, for the same reason).
const MAX_COMBINATIONS: usize = 1_000_000;

impl Constraints {
    /// Whether the system has no solution (see the module's notes).
    pub fn is_empty(&self) -> bool {
        if self.empty_by_gcd_test() || self.has_invalid_constraint() {
            return true;
        }
        let mut system = self.clone();
        let mut live: Vec<usize> = (0..self.num_vars).collect();
        if system.remove_redundant_local_vars(&mut live).is_none() {
            return false;
        }
        if system.empty_by_gcd_test() || system.has_invalid_constraint() {
            return true;
        }
        let mut current = 0;
        while current < live.len() {
            let Some(eliminated) = system.gaussian_eliminate_prefix(&live[current..]) else {
                return false;
            };
            live.drain(current..current + eliminated);
            current += 1;
            if system.has_invalid_constraint() || system.empty_by_gcd_test() {
                return true;
            }
        }
        while !live.is_empty() {
            let var = system.best_var_to_eliminate(&live);
            if system.eliminate_one(var).is_none() {
                return false;
            }
            live.retain(|&v| v != var);
            let count = system.equalities.len() + system.inequalities.len();
            if count >= EXPLOSION_FACTOR * self.num_vars {
                return false;
            }
            if system.has_invalid_constraint() {
                return true;
            }
        }
        false
    }

    /// Eliminates each local variable that some equality gives with a
    /// coefficient of one (MLIR's `removeRedundantLocalVars`); the locals
    /// are the last [`Self::num_locals`] variables. Removes them from
    /// `live`. `None` on overflow.
    fn remove_redundant_local_vars(&mut self, live: &mut Vec<usize>) -> Option<()> {
        let width = self.num_vars + 1;
        for row in &mut self.equalities {
            normalize(row, width);
        }
        let first_local = self.num_vars - self.num_locals;
        loop {
            let found = self.equalities.iter().enumerate().find_map(|(i, row)| {
                let j = (first_local..self.num_vars).find(|&j| row[j].abs() == 1)?;
                Some((i, j))
            });
            let Some((i, j)) = found else { return Some(()) };
            let pivot = self.equalities.remove(i);
            for row in &mut self.equalities {
                if row[j] != 0 {
                    *row = combine_away(&pivot, row, j)?;
                    normalize(row, width);
                }
            }
            for row in &mut self.inequalities {
                if row[j] != 0 {
                    *row = combine_away(&pivot, row, j)?;
                }
            }
            live.retain(|&v| v != j);
        }
    }

    /// Gaussian elimination over `columns` in order (MLIR's
    /// `gaussianEliminateVars`): each column with an equality is
    /// eliminated with the first such equality, which is dropped; a
    /// column without any constraint is skipped; the first column bounded
    /// only by inequalities stops it. Returns how many columns were
    /// passed (eliminated or skipped); `None` on overflow.
    fn gaussian_eliminate_prefix(&mut self, columns: &[usize]) -> Option<usize> {
        let width = self.num_vars + 1;
        self.gcd_tighten_inequalities();
        let mut passed = 0;
        for &col in columns {
            if let Some(p) = self.equalities.iter().position(|row| row[col] != 0) {
                let pivot = self.equalities.remove(p);
                for row in self.equalities.iter_mut().chain(self.inequalities.iter_mut()) {
                    if row[col] != 0 {
                        *row = combine_away(&pivot, row, col)?;
                        normalize(row, width);
                    }
                }
                self.gcd_tighten_inequalities();
            } else if self.inequalities.iter().any(|row| row[col] != 0) {
                break;
            }
            passed += 1;
        }
        Some(passed)
    }

    /// Divides each inequality by the GCD of its coefficients, rounding
    /// its constant down (MLIR's `gcdTightenInequalities`).
    fn gcd_tighten_inequalities(&mut self) {
        for row in &mut self.inequalities {
            tighten_by_gcd(row);
        }
    }

    /// Eliminates `var`: with its first equality when it has one, else by
    /// Fourier-Motzkin elimination (MLIR's `fourierMotzkinEliminate`).
    fn eliminate_one(&mut self, var: usize) -> Option<()> {
        if self.equalities.iter().any(|row| row[var] != 0) {
            return self.eliminate_by_equality(var);
        }
        self.fourier_motzkin(var)?;
        self.remove_trivial_redundancy();
        Some(())
    }

    /// Projects `columns` out (MLIR's `projectOut`): Gaussian elimination
    /// of prefixes as far as it goes, then the rest one by one, the
    /// cheapest Fourier-Motzkin step first. `None` on overflow or a
    /// runaway.
    pub fn project_out(&mut self, columns: &[usize]) -> Option<()> {
        let mut live = columns.to_vec();
        let mut current = 0;
        while current < live.len() {
            let eliminated = self.gaussian_eliminate_prefix(&live[current..])?;
            live.drain(current..current + eliminated);
            current += 1;
        }
        while !live.is_empty() {
            let var = self.best_var_to_eliminate(&live);
            self.eliminate_one(var)?;
            live.retain(|&v| v != var);
            if self.inequalities.len() > MAX_INEQUALITIES {
                return None;
            }
        }
        self.gcd_tighten_inequalities();
        Some(())
    }

    /// The constant lower bound (`lower`) or upper bound of `var` once
    /// the variables in `others` are projected out, as MLIR's
    /// `getConstantBound`: the value of an equality fixing it, else the
    /// tightest of its constant bounds; `None` when it has none.
    pub fn constant_bound(&self, var: usize, others: &[usize], lower: bool) -> Option<i128> {
        let mut system = self.clone();
        system.project_out(others)?;
        let n = self.num_vars;
        let only_var = |row: &Vec<i128>| (0..n).all(|c| c == var || row[c] == 0);
        if let Some(row) = system.equalities.iter().find(|row| row[var] != 0 && only_var(row)) {
            return row[n].checked_neg()?.checked_div(row[var]);
        }
        let bounds = system
            .inequalities
            .iter()
            .filter(|row| only_var(row) && if lower { row[var] > 0 } else { row[var] < 0 });
        // Ceiling of -c / a for a lower bound, floor of c / -a for an upper.
        let values = bounds.filter_map(|row| {
            if lower {
                let (num, den) = (row[n].checked_neg()?, row[var]);
                Some(num.div_euclid(den) + i128::from(num.rem_euclid(den) != 0))
            } else {
                Some(row[n].div_euclid(row[var].checked_neg()?))
            }
        });
        if lower { values.max() } else { values.min() }
    }

    /// Tightens and normalizes the rows by their GCDs, then drops the
    /// inequalities that always hold, repeat an earlier one, or differ
    /// from another only by a larger constant (MLIR's
    /// `removeTrivialRedundancy`).
    pub fn remove_trivial_redundancy(&mut self) {
        for row in &mut self.inequalities {
            tighten_by_gcd(row);
        }
        let width = self.num_vars + 1;
        for row in self.equalities.iter_mut().chain(self.inequalities.iter_mut()) {
            normalize(row, width);
        }
        let n = self.num_vars;
        let mut redundant = vec![false; self.inequalities.len()];
        let mut seen: Vec<&[i128]> = Vec::new();
        // Rows by their coefficients: the row kept and its constant.
        let mut by_coefficients: Vec<(&[i128], usize, i128)> = Vec::new();
        for (r, row) in self.inequalities.iter().enumerate() {
            let trivially_valid = row[..n].iter().all(|&c| c == 0) && row[n] >= 0;
            if trivially_valid || seen.contains(&row.as_slice()) {
                redundant[r] = true;
                continue;
            }
            seen.push(row);
            let constant = row[n];
            match by_coefficients.iter_mut().find(|(c, _, _)| *c == &row[..n]) {
                None => by_coefficients.push((&row[..n], r, constant)),
                Some(entry) if entry.2 > constant => {
                    redundant[entry.1] = true;
                    (entry.1, entry.2) = (r, constant);
                }
                Some(_) => redundant[r] = true,
            }
        }
        let mut flags = redundant.into_iter();
        self.inequalities.retain(|_| !flags.next().unwrap_or(false));
    }

    /// The number of inequalities eliminating `var` by Fourier-Motzkin
    /// would make.
    fn fourier_motzkin_cost(&self, var: usize) -> usize {
        let lower = self.inequalities.iter().filter(|row| row[var] > 0).count();
        let upper = self.inequalities.iter().filter(|row| row[var] < 0).count();
        lower * upper
    }

    /// Some equality whose coefficients' GCD does not divide its constant.
    fn empty_by_gcd_test(&self) -> bool {
        self.equalities.iter().any(|row| {
            let g = row[..self.num_vars].iter().fold(0, |g, &c| gcd(g, c.abs()));
            g > 0 && row[self.num_vars] % g != 0
        })
    }

    /// A constant equality that is not zero or a constant inequality that
    /// is negative.
    fn has_invalid_constraint(&self) -> bool {
        let n = self.num_vars;
        let constant_only = |row: &[i128]| row[..n].iter().all(|&c| c == 0);
        self.equalities.iter().any(|row| constant_only(row) && row[n] != 0)
            || self.inequalities.iter().any(|row| constant_only(row) && row[n] < 0)
    }

    /// Eliminates `var` with the first equality involving it, if any;
    /// `None` on overflow.
    fn eliminate_by_equality(&mut self, var: usize) -> Option<()> {
        let Some(pivot_index) = self.equalities.iter().position(|row| row[var] != 0) else {
            return Some(());
        };
        let pivot = self.equalities.remove(pivot_index);
        for row in self.equalities.iter_mut().chain(self.inequalities.iter_mut()) {
            if row[var] != 0 {
                *row = combine_away(&pivot, row, var)?;
            }
        }
        Some(())
    }

    /// Among `live`, the first variable whose Fourier-Motzkin elimination
    /// makes the fewest inequalities (MLIR's `getBestVarToEliminate`).
    fn best_var_to_eliminate(&self, live: &[usize]) -> usize {
        let mut best = live[0];
        let mut best_cost = self.fourier_motzkin_cost(best);
        for &v in &live[1..] {
            let cost = self.fourier_motzkin_cost(v);
            if cost < best_cost {
                (best, best_cost) = (v, cost);
            }
        }
        best
    }

    /// Projects `var` out of the inequalities: each lower bound combined
    /// with each upper bound, the results tightened by their GCD; `None`
    /// on overflow.
    fn fourier_motzkin(&mut self, var: usize) -> Option<()> {
        let (bounds, mut kept): (Vec<Vec<i128>>, Vec<Vec<i128>>) =
            self.inequalities.drain(..).partition(|row| row[var] != 0);
        let lower: Vec<&Vec<i128>> = bounds.iter().filter(|row| row[var] > 0).collect();
        let upper: Vec<&Vec<i128>> = bounds.iter().filter(|row| row[var] < 0).collect();
        if lower.len().saturating_mul(upper.len()) > MAX_COMBINATIONS {
            return None;
        }
        for l in &lower {
            for u in &upper {
                let (a, b) = (l[var], -u[var]);
                let mut row = Vec::with_capacity(l.len());
                for (&x, &y) in l.iter().zip(u.iter()) {
                    row.push(x.checked_mul(b)?.checked_add(y.checked_mul(a)?)?);
                }
                row[var] = 0;
                tighten_by_gcd(&mut row);
                kept.push(row);
            }
        }
        self.inequalities = kept;
        Some(())
    }
}

/// `row` with `var` eliminated by adding a multiple of the equality
/// `pivot`; an inequality is only scaled by a positive factor.
fn combine_away(pivot: &[i128], row: &[i128], var: usize) -> Option<Vec<i128>> {
    let (p, r) = (pivot[var], row[var]);
    let l = lcm(p.abs(), r.abs())?;
    let sign = if (p > 0) == (r > 0) { -1 } else { 1 };
    let pivot_factor = sign * (l / p.abs());
    let row_factor = l / r.abs();
    let mut out = Vec::with_capacity(row.len());
    for (&x, &y) in pivot.iter().zip(row) {
        out.push(x.checked_mul(pivot_factor)?.checked_add(y.checked_mul(row_factor)?)?);
    }
    out[var] = 0;
    Some(out)
}

/// Divides an inequality's coefficients by their GCD and rounds its
/// constant down (valid for integer solutions).
fn tighten_by_gcd(row: &mut [i128]) {
    let n = row.len() - 1;
    let g = normalize(row, n);
    if g > 1 {
        row[n] = row[n].div_euclid(g);
    }
}

/// Divides the first `count` entries by their GCD when it exceeds 1;
/// returns the GCD.
fn normalize(row: &mut [i128], count: usize) -> i128 {
    let g = row[..count].iter().fold(0, |g, &c| gcd(g, c.abs()));
    if g > 1 {
        for c in &mut row[..count] {
            *c /= g;
        }
    }
    g
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
