//! A system of affine constraints over integer variables (the part of
//! MLIR's `IntegerRelation` that simplifying an integer set uses): each
//! row holds one coefficient per variable and the constant last;
//! equalities read `row == 0`, inequalities `row >= 0`.
//!
//! Emptiness is decided as upstream decides it: the GCD test on
//! equalities and constant rows that cannot hold, then each variable
//! with an equality eliminated by Gaussian elimination, then the others
//! by Fourier-Motzkin elimination with inequalities tightened by their
//! GCD. That is exact over the rationals and catches the usual integer
//! cases; like upstream it may call a set without integer points
//! non-empty. Arithmetic is on `i128` and an overflow stops at "not
//! known to be empty".

/// Equalities and inequalities over `num_vars` variables.
#[derive(Clone, Debug, Default)]
pub struct Constraints {
    /// Rows that must be zero.
    pub equalities: Vec<Vec<i128>>,
    /// Rows that must be non-negative.
    pub inequalities: Vec<Vec<i128>>,
    /// The number of variables (each row has one more entry).
    pub num_vars: usize,
}

/// Past this many inequalities per variable, Fourier-Motzkin gives up
/// (upstream's guard against its exponential worst case).
const EXPLOSION_FACTOR: usize = 32;

impl Constraints {
    /// Whether the system has no solution (see the module's notes).
    pub fn is_empty(&self) -> bool {
        if self.empty_by_gcd_test() || self.has_invalid_constraint() {
            return true;
        }
        let mut system = self.clone();
        for var in 0..system.num_vars {
            if system.eliminate_by_equality(var).is_none() {
                return false;
            }
            if system.has_invalid_constraint() || system.empty_by_gcd_test() {
                return true;
            }
        }
        for _ in 0..system.num_vars {
            let Some(var) = system.best_var_to_eliminate() else { break };
            if system.fourier_motzkin(var).is_none() {
                return false;
            }
            if system.inequalities.len() >= EXPLOSION_FACTOR * self.num_vars.max(1) {
                return false;
            }
            if system.has_invalid_constraint() {
                return true;
            }
        }
        false
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

    /// The variable whose Fourier-Motzkin elimination adds the fewest
    /// inequalities, among those still present.
    fn best_var_to_eliminate(&self) -> Option<usize> {
        (0..self.num_vars).filter(|&v| self.inequalities.iter().any(|row| row[v] != 0)).min_by_key(
            |&v| {
                let lower = self.inequalities.iter().filter(|row| row[v] > 0).count();
                let upper = self.inequalities.iter().filter(|row| row[v] < 0).count();
                lower * upper
            },
        )
    }

    /// Projects `var` out of the inequalities: each lower bound combined
    /// with each upper bound, the results tightened by their GCD; `None`
    /// on overflow.
    fn fourier_motzkin(&mut self, var: usize) -> Option<()> {
        let (bounds, mut kept): (Vec<Vec<i128>>, Vec<Vec<i128>>) =
            self.inequalities.drain(..).partition(|row| row[var] != 0);
        let lower: Vec<&Vec<i128>> = bounds.iter().filter(|row| row[var] > 0).collect();
        let upper: Vec<&Vec<i128>> = bounds.iter().filter(|row| row[var] < 0).collect();
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
