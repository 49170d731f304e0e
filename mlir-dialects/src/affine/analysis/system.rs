//! Building a constraint system over SSA values: a column per induction
//! variable of each side of a dependence question, a column per other
//! value (a symbol, shared by both sides), a column per local variable
//! that a `floordiv`, `ceildiv` or `mod` by a constant needs, a column per
//! subscript of the accessed element, and the affine expressions over map
//! operands written as rows over these columns (MLIR's flattening into a
//! `FlatAffineValueConstraints`, with its GCD cancellation in divisions).
//!
//! Rows and columns are tagged with the part of the question they come
//! from (see [`SystemBuilder::set_part`]), so that [`SystemBuilder::build`]
//! can lay them out in the order upstream's relations end up in.

use std::collections::BTreeMap;

use mlir_core::context::builtin::affine::{AffineBinaryOp, AffineExpr, AffineExprKind};
use mlir_core::ir::Value;

use super::constraints::Constraints;

/// A linear form: coefficients by column, and a constant.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Linear {
    /// Non-zero coefficients by column.
    pub terms: BTreeMap<usize, i128>,
    /// The constant term.
    pub constant: i128,
}

impl Linear {
    /// The constant `c`.
    pub fn constant(c: i128) -> Linear {
        Linear { terms: BTreeMap::new(), constant: c }
    }

    /// The column `column` with coefficient 1.
    pub fn column(column: usize) -> Linear {
        Linear { terms: BTreeMap::from([(column, 1)]), constant: 0 }
    }

    /// `self * factor + other * other_factor`; `None` on overflow.
    pub fn combine(&self, factor: i128, other: &Linear, other_factor: i128) -> Option<Linear> {
        let mut out = Linear { terms: BTreeMap::new(), constant: 0 };
        for (&c, &v) in &self.terms {
            out.terms.insert(c, v.checked_mul(factor)?);
        }
        for (&c, &v) in &other.terms {
            let entry = out.terms.entry(c).or_insert(0);
            *entry = entry.checked_add(v.checked_mul(other_factor)?)?;
        }
        out.terms.retain(|_, v| *v != 0);
        let constant = self.constant.checked_mul(factor)?;
        out.constant = constant.checked_add(other.constant.checked_mul(other_factor)?)?;
        Some(out)
    }

    /// The constant, when there is no variable term.
    fn as_constant(&self) -> Option<i128> {
        self.terms.is_empty().then_some(self.constant)
    }
}

/// What a column stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Column {
    /// An induction variable of one side.
    Dim { value: Value, side: usize },
    /// A value that is not an induction variable, shared by the sides.
    Symbol(Value),
    /// An existential variable: a quotient.
    Local,
    /// The distance in one common loop.
    Direction,
    /// One subscript of the element both accesses touch.
    Element,
}

/// Expressions deeper than this are refused rather than risk the stack.
const MAX_EXPR_DEPTH: usize = 256;

/// Columns and constraints under construction.
#[derive(Debug, Default)]
pub(crate) struct SystemBuilder {
    columns: Vec<Column>,
    /// The earliest (part's column rank, sequence number) each column was
    /// used at, which orders symbols and locals.
    first_use: Vec<(usize, usize)>,
    /// Each row with its part's row rank.
    equalities: Vec<(usize, Linear)>,
    inequalities: Vec<(usize, Linear)>,
    /// The quotients made so far: dividend, divisor and column, so that
    /// the same division gets one column.
    quotients: Vec<(Linear, i128, usize)>,
    /// The current part: its row rank and column rank.
    part: (usize, usize),
    /// Uses so far, for [`Self::first_use`].
    sequence: usize,
}

impl SystemBuilder {
    /// Tags the rows and columns made from now on: rows are laid out by
    /// `row_rank`, symbols and locals by the least `column_rank` they are
    /// used under (then by first use). All zero by default.
    pub fn set_part(&mut self, row_rank: usize, column_rank: usize) {
        self.part = (row_rank, column_rank);
    }

    /// A new column of kind `column`, used now.
    fn push_column(&mut self, column: Column) -> usize {
        self.columns.push(column);
        self.first_use.push((usize::MAX, usize::MAX));
        let at = self.columns.len() - 1;
        self.mark_use(at);
        at
    }

    /// Records a use of `column` under the current part.
    fn mark_use(&mut self, column: usize) {
        self.sequence += 1;
        let key = (self.part.1, self.sequence);
        if key < self.first_use[column] {
            self.first_use[column] = key;
        }
    }

    /// A new column for the induction variable `value` of side `side`.
    pub fn add_dim(&mut self, value: Value, side: usize) -> usize {
        self.push_column(Column::Dim { value, side })
    }

    /// A new column for a distance in a common loop.
    pub fn add_direction(&mut self) -> usize {
        self.push_column(Column::Direction)
    }

    /// A new existential column.
    pub fn add_local(&mut self) -> usize {
        self.push_column(Column::Local)
    }

    /// A new column for a subscript of the accessed element.
    pub fn add_element(&mut self) -> usize {
        self.push_column(Column::Element)
    }

    /// The column of `value` seen from side `side`: its induction
    /// variable column, else its symbol column (made when new).
    pub fn column_of(&mut self, value: Value, side: usize) -> usize {
        let dim = Column::Dim { value, side };
        if let Some(at) = self.columns.iter().position(|&c| c == dim || c == Column::Symbol(value))
        {
            self.mark_use(at);
            return at;
        }
        self.push_column(Column::Symbol(value))
    }

    /// Adds `form == 0`.
    pub fn add_equality(&mut self, form: Linear) {
        self.equalities.push((self.part.0, form));
    }

    /// Adds `form >= 0`.
    pub fn add_inequality(&mut self, form: Linear) {
        self.inequalities.push((self.part.0, form));
    }

    /// `expr` over operand columns (`columns[i]` the column of the map's
    /// input `i`, dimensions first), as a linear form. A division or
    /// remainder by a positive constant takes a quotient column with its
    /// two defining inequalities. `None` for a semi-affine expression, a
    /// division by a constant that is not positive, or an overflow.
    pub fn linearize(
        &mut self,
        expr: &AffineExpr,
        num_dims: u32,
        columns: &[usize],
    ) -> Option<Linear> {
        self.linearize_at(expr, num_dims, columns, 0)
    }

    fn linearize_at(
        &mut self,
        expr: &AffineExpr,
        num_dims: u32,
        columns: &[usize],
        depth: usize,
    ) -> Option<Linear> {
        if depth > MAX_EXPR_DEPTH {
            return None;
        }
        match expr.kind() {
            AffineExprKind::Constant(c) => Some(Linear::constant(c.into())),
            AffineExprKind::Dim(d) => Some(Linear::column(*columns.get(d as usize)?)),
            AffineExprKind::Symbol(s) => {
                Some(Linear::column(*columns.get((num_dims + s) as usize)?))
            }
            AffineExprKind::Binary(op, lhs, rhs) => {
                let lhs = self.linearize_at(lhs, num_dims, columns, depth + 1)?;
                let rhs = self.linearize_at(rhs, num_dims, columns, depth + 1)?;
                match op {
                    AffineBinaryOp::Add => lhs.combine(1, &rhs, 1),
                    AffineBinaryOp::Mul => match (lhs.as_constant(), rhs.as_constant()) {
                        (_, Some(c)) => lhs.combine(c, &Linear::default(), 0),
                        (Some(c), None) => rhs.combine(c, &Linear::default(), 0),
                        (None, None) => None,
                    },
                    AffineBinaryOp::FloorDiv | AffineBinaryOp::CeilDiv => {
                        let divisor = rhs.as_constant().filter(|&c| c > 0)?;
                        // Common factors cancel first, as upstream's
                        // flattening does.
                        let (lhs, divisor) = cancel_gcd(&lhs, divisor)?;
                        if divisor == 1 {
                            return Some(lhs);
                        }
                        let dividend = if op == AffineBinaryOp::CeilDiv {
                            lhs.combine(1, &Linear::constant(divisor - 1), 1)?
                        } else {
                            lhs
                        };
                        self.quotient(dividend, divisor)
                    }
                    AffineBinaryOp::Mod => {
                        let divisor = rhs.as_constant().filter(|&c| c > 0)?;
                        if lhs.constant % divisor == 0
                            && lhs.terms.values().all(|&c| c % divisor == 0)
                        {
                            return Some(Linear::constant(0));
                        }
                        let (dividend, reduced) = cancel_gcd(&lhs, divisor)?;
                        let q = self.quotient(dividend, reduced)?;
                        lhs.combine(1, &q, -divisor)
                    }
                }
            }
        }
    }

    /// `dividend floordiv divisor` as a column (see [`Self::quotient`]).
    pub fn linearize_quotient(&mut self, dividend: Linear, divisor: i128) -> Option<Linear> {
        self.quotient(dividend, divisor)
    }

    /// `dividend floordiv divisor` as a quotient column `q` with
    /// `divisor * q - dividend + divisor - 1 >= 0` and `dividend -
    /// divisor * q >= 0`, in upstream's order; constant dividends fold.
    fn quotient(&mut self, dividend: Linear, divisor: i128) -> Option<Linear> {
        if let Some(c) = dividend.as_constant() {
            return Some(Linear::constant(c.div_euclid(divisor)));
        }
        if let Some(&(_, _, q)) =
            self.quotients.iter().find(|(d, c, _)| *d == dividend && *c == divisor)
        {
            self.mark_use(q);
            return Some(Linear::column(q));
        }
        let q = self.add_local();
        let upper = dividend.combine(1, &Linear::column(q), -divisor)?;
        let lower = dividend.combine(-1, &Linear::column(q), divisor)?;
        self.add_inequality(lower.combine(1, &Linear::constant(divisor - 1), 1)?);
        self.add_inequality(upper);
        self.quotients.push((dividend, divisor, q));
        Some(Linear::column(q))
    }

    /// The system as dense rows, with the position of each column: the
    /// directions first, then the first side's induction variables, the
    /// second side's, the symbols, the locals and the element's
    /// subscripts; induction variables in order of creation, symbols and
    /// locals by their first use (see [`Self::set_part`]). Rows are in
    /// order of their parts' row ranks, then of creation. This is the
    /// layout of upstream's dependence relation, which decides the order
    /// of elimination.
    pub fn build(&self) -> (Constraints, Vec<usize>) {
        let key = |c: usize| match self.columns[c] {
            Column::Direction => (0, (0, c)),
            Column::Dim { side, .. } => (1 + side, (0, c)),
            Column::Symbol(_) => (3, self.first_use[c]),
            Column::Local => (4, self.first_use[c]),
            Column::Element => (5, (0, c)),
        };
        let mut order: Vec<usize> = (0..self.columns.len()).collect();
        order.sort_by_key(|&c| key(c));
        let mut position = vec![0; order.len()];
        for (at, &c) in order.iter().enumerate() {
            position[c] = at;
        }
        let num_vars = self.columns.len();
        let dense = |form: &Linear| {
            let mut row = vec![0i128; num_vars + 1];
            for (&c, &v) in &form.terms {
                row[position[c]] = v;
            }
            row[num_vars] = form.constant;
            row
        };
        let num_locals =
            self.columns.iter().filter(|c| matches!(c, Column::Local | Column::Element)).count();
        let in_order = |rows: &[(usize, Linear)]| {
            let mut sorted: Vec<&(usize, Linear)> = rows.iter().collect();
            sorted.sort_by_key(|(rank, _)| *rank);
            sorted.into_iter().map(|(_, form)| dense(form)).collect()
        };
        let system = Constraints {
            equalities: in_order(&self.equalities),
            inequalities: in_order(&self.inequalities),
            num_vars,
            num_locals,
        };
        (system, position)
    }
}

impl SystemBuilder {
    /// The value of each column at the position [`Self::build`] gives it:
    /// the induction variable or symbol, `None` for locals and directions.
    pub fn values_by_position(&self) -> Vec<Option<Value>> {
        let (_, position) = self.build();
        let mut out = vec![None; self.columns.len()];
        for (c, column) in self.columns.iter().enumerate() {
            out[position[c]] = match *column {
                Column::Dim { value, .. } | Column::Symbol(value) => Some(value),
                Column::Local | Column::Direction | Column::Element => None,
            };
        }
        out
    }

    /// How many columns are induction variables of side `side`.
    pub fn num_dims_of_side(&self, side: usize) -> usize {
        self.columns
            .iter()
            .filter(|c| matches!(c, Column::Dim { side: s, .. } if *s == side))
            .count()
    }
}

/// `form` and `divisor` divided by the GCD of the divisor and all of the
/// form's coefficients and constant; `None` on overflow.
fn cancel_gcd(form: &Linear, divisor: i128) -> Option<(Linear, i128)> {
    let mut g = divisor;
    for &c in form.terms.values().chain(std::iter::once(&form.constant)) {
        let (mut a, mut b) = (g, c.checked_abs()?);
        while b != 0 {
            (a, b) = (b, a % b);
        }
        g = a;
    }
    if g <= 1 {
        return Some((form.clone(), divisor));
    }
    let terms = form.terms.iter().map(|(&k, &v)| (k, v / g)).collect();
    Some((Linear { terms, constant: form.constant / g }, divisor / g))
}
