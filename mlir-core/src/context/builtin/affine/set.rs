//! Integer sets: `(d0, …)[s0, …] : (expr >= 0, expr == 0, …)`, the value of
//! the builtin `affine_set<…>` attribute.

use std::fmt;

use crate::context::builtin::affine::expr::AffineExpr;
use crate::context::builtin::affine::print::print_dims_and_symbols;

/// A conjunction of affine constraints `expr >= 0` / `expr == 0` over
/// `num_dims` dimensions and `num_symbols` symbols. Equality and hashing are
/// structural, so sets can be interned by value.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct IntegerSet {
    num_dims: u32,
    num_symbols: u32,
    constraints: Vec<AffineExpr>,
    /// `eq_flags[i]`: constraint `i` is `== 0` (otherwise `>= 0`).
    eq_flags: Vec<bool>,
}

impl IntegerSet {
    /// The set of the given constraints, each paired with its equality flag
    /// (`true`: `expr == 0`, `false`: `expr >= 0`).
    ///
    /// Positions are not checked (see [`IntegerSet::try_new`]). A set without
    /// constraints is allowed and prints `()`; the parser never produces one,
    /// it turns `affine_set<() : ()>` into `0 == 0` as MLIR does.
    pub fn new(
        num_dims: u32,
        num_symbols: u32,
        constraints: impl IntoIterator<Item = (AffineExpr, bool)>,
    ) -> Self {
        let (constraints, eq_flags) = constraints.into_iter().unzip();
        IntegerSet { num_dims, num_symbols, constraints, eq_flags }
    }

    /// Like [`IntegerSet::new`], but `None` if a constraint uses a dimension
    /// or symbol position out of range.
    pub fn try_new(
        num_dims: u32,
        num_symbols: u32,
        constraints: impl IntoIterator<Item = (AffineExpr, bool)>,
    ) -> Option<Self> {
        let set = IntegerSet::new(num_dims, num_symbols, constraints);
        let mut ok = true;
        for c in &set.constraints {
            c.walk(|e| {
                if e.as_dim().is_some_and(|p| p >= num_dims)
                    || e.as_symbol().is_some_and(|p| p >= num_symbols)
                {
                    ok = false;
                }
            });
        }
        ok.then_some(set)
    }

    /// MLIR's canonical empty set over the given inputs: the single
    /// constraint `1 == 0`.
    pub fn empty_set(num_dims: u32, num_symbols: u32) -> Self {
        IntegerSet {
            num_dims,
            num_symbols,
            constraints: vec![AffineExpr::constant(1)],
            eq_flags: vec![true],
        }
    }

    /// Whether this is the canonical empty set `1 == 0` (MLIR's
    /// `isEmptyIntegerSet`).
    pub fn is_empty_integer_set(&self) -> bool {
        self.constraints.len() == 1 && self.eq_flags == [true] && self.constraints[0] == 1.into()
    }

    /// The number of dimensions.
    pub fn num_dims(&self) -> u32 {
        self.num_dims
    }

    /// The number of symbols.
    pub fn num_symbols(&self) -> u32 {
        self.num_symbols
    }

    /// The number of inputs, dimensions plus symbols.
    pub fn num_inputs(&self) -> u32 {
        self.num_dims.saturating_add(self.num_symbols)
    }

    /// The number of constraints.
    pub fn num_constraints(&self) -> usize {
        self.constraints.len()
    }

    /// The number of equality constraints.
    pub fn num_equalities(&self) -> usize {
        self.eq_flags.iter().filter(|&&eq| eq).count()
    }

    /// The number of inequality constraints.
    pub fn num_inequalities(&self) -> usize {
        self.eq_flags.len() - self.num_equalities()
    }

    /// The constraint expressions (each compared with zero).
    pub fn constraints(&self) -> &[AffineExpr] {
        &self.constraints
    }

    /// The equality flags, parallel to [`IntegerSet::constraints`].
    pub fn eq_flags(&self) -> &[bool] {
        &self.eq_flags
    }

    /// Constraint `index` and whether it is an equality, if it exists.
    pub fn constraint(&self, index: usize) -> Option<(&AffineExpr, bool)> {
        Some((self.constraints.get(index)?, *self.eq_flags.get(index)?))
    }

    /// Appends what goes between `affine_set<` and `>`, exactly as
    /// `mlir-opt` prints it: `(d0)[s0] : (d0 - s0 >= 0, d0 == 0)`.
    pub fn print(&self, out: &mut String) {
        print_dims_and_symbols(self.num_dims, self.num_symbols, out);
        out.push_str(" : (");
        for (i, (c, eq)) in self.constraints.iter().zip(&self.eq_flags).enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            c.print(out);
            out.push_str(if *eq { " == 0" } else { " >= 0" });
        }
        out.push(')');
    }
}

impl fmt::Display for IntegerSet {
    /// The same text as [`IntegerSet::print`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut s = String::new();
        self.print(&mut s);
        f.write_str(&s)
    }
}

impl fmt::Debug for IntegerSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "affine_set<{self}>")
    }
}
