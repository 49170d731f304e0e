//! Flattening of affine expressions into coefficient vectors, and MLIR's
//! `simplifyAffineExpr` / `simplifyAffineMap` built on it.
//!
//! A flattened expression is a vector of integer coefficients over
//! `[dims…, symbols…, locals…, constant]`. A *local* stands for a sub-term
//! that is not linear: a `floordiv` / `ceildiv` by a constant that does not
//! cancel, the quotient behind a `mod` by a constant (`x mod c` becomes
//! `x - c * (x floordiv c)`), or, in a semi-affine expression, a product,
//! quotient or remainder by a non-constant operand kept as an opaque term.
//! Identical locals are shared. The simplifier rebuilds an expression from
//! the flat form (`unflatten.rs`) in MLIR's term order, which is what fixes
//! the printed text.
//!
//! The walk is a post-order task machine with an explicit stack, so the
//! depth of an expression never reaches the call stack.

use rustc_hash::FxHashMap;
use smallvec::SmallVec;

use crate::context::builtin::affine::expr::{AffineBinaryOp, AffineExpr, AffineExprKind, gcd_u64};
use crate::context::builtin::affine::map::AffineMap;
use crate::context::builtin::affine::semi_affine::simplify_semi_affine;
use crate::context::builtin::affine::unflatten::{expr_from_row, semi_affine_expr_from_flat_form};

/// An expression flattened over `[dims…, symbols…, locals…, constant]`
/// (MLIR's `SimpleAffineExprFlattener` result).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FlatAffineExpr {
    /// The coefficients: `num_dims` dimensions, then `num_symbols` symbols,
    /// then one per local, then the constant term (always present).
    pub coefficients: Vec<i64>,
    /// The expression each local variable stands for, in order of creation.
    pub locals: Vec<AffineExpr>,
}

impl FlatAffineExpr {
    /// Whether the flat form needed local variables (a `floordiv`,
    /// `ceildiv` or `mod` that did not cancel, or a semi-affine term).
    pub fn has_locals(&self) -> bool {
        !self.locals.is_empty()
    }

    /// The constant term.
    pub fn constant(&self) -> i64 {
        self.coefficients.last().copied().unwrap_or(0)
    }
}

/// Flattens `expr` over `num_dims` dimensions and `num_symbols` symbols as
/// MLIR's `SimpleAffineExprFlattener` does.
///
/// Returns `None` where MLIR's walk fails: a `floordiv`, `ceildiv` or `mod`
/// by a constant that is not positive. Unlike MLIR (which asserts), a
/// dimension or symbol position out of range also gives `None`. Semi-affine
/// sub-terms (multiplication, division or modulo by a non-constant) become
/// opaque locals; callers that need a purely affine form check
/// [`AffineExpr::is_pure_affine`] first.
pub fn flatten_affine_expr(
    expr: &AffineExpr,
    num_dims: u32,
    num_symbols: u32,
) -> Option<FlatAffineExpr> {
    let mut flattener = Flattener::new(num_dims, num_symbols);
    let row = flattener.walk(expr)?;
    let width = flattener.num_vars();
    let mut coefficients = Vec::with_capacity(width + 1);
    coefficients.extend_from_slice(&row.coeffs);
    coefficients.resize(width, 0);
    coefficients.push(row.constant);
    Some(FlatAffineExpr { coefficients, locals: flattener.locals })
}

/// MLIR's `simplifyAffineExpr`: semi-affine division rules first (for an
/// expression that is not pure affine), then flattening and rebuilding in
/// canonical term order. An expression that cannot be flattened (division
/// or modulo by a non-positive constant) comes back as it is, and so does a
/// semi-affine one whose rebuilt linear form equals it.
pub fn simplify_affine_expr(expr: &AffineExpr, num_dims: u32, num_symbols: u32) -> AffineExpr {
    let expr = if expr.is_pure_affine() { expr.clone() } else { simplify_semi_affine(expr) };
    let mut flattener = Flattener::new(num_dims, num_symbols);
    let Some(row) = flattener.walk(&expr) else {
        return expr;
    };
    let rebuilt =
        expr_from_row(&row.coeffs, row.constant, num_dims, num_symbols, &flattener.locals);
    if expr.is_pure_affine() {
        return rebuilt;
    }
    if rebuilt == expr {
        return expr;
    }
    let mut coefficients = row.coeffs.to_vec();
    coefficients.resize(flattener.num_vars(), 0);
    coefficients.push(row.constant);
    semi_affine_expr_from_flat_form(&coefficients, num_dims, num_symbols, &flattener.locals)
}

impl AffineMap {
    /// MLIR's `simplifyAffineMap`: every result simplified on its own by
    /// [`simplify_affine_expr`] (locals are not shared between results).
    pub fn simplified(&self) -> AffineMap {
        let results = self
            .results()
            .iter()
            .map(|r| simplify_affine_expr(r, self.num_dims(), self.num_symbols()))
            .collect();
        AffineMap::new(self.num_dims(), self.num_symbols(), results)
    }
}

/// One operand on the flattener's stack. Coefficients past the end of
/// `coeffs` are zero, so adding a local never has to widen every row.
#[derive(Clone, Default)]
struct Row {
    coeffs: SmallVec<[i64; 8]>,
    constant: i64,
}

impl Row {
    fn unit(index: usize) -> Row {
        let mut coeffs = SmallVec::from_elem(0, index + 1);
        coeffs[index] = 1;
        Row { coeffs, constant: 0 }
    }

    fn add_assign(&mut self, other: &Row) {
        if self.coeffs.len() < other.coeffs.len() {
            self.coeffs.resize(other.coeffs.len(), 0);
        }
        for (a, b) in self.coeffs.iter_mut().zip(&other.coeffs) {
            *a = a.wrapping_add(*b);
        }
        self.constant = self.constant.wrapping_add(other.constant);
    }

    fn scale(&mut self, factor: i64) {
        for c in self.coeffs.iter_mut() {
            *c = c.wrapping_mul(factor);
        }
        self.constant = self.constant.wrapping_mul(factor);
    }

    /// `gcd(start, |c|…)` over every coefficient and the constant, with
    /// MLIR's unsigned arithmetic.
    fn gcd_with(&self, start: u64) -> u64 {
        let mut g = start;
        for &c in self.coeffs.iter().chain(std::iter::once(&self.constant)) {
            g = gcd_u64(g, c.wrapping_abs() as u64);
        }
        g
    }

    fn divide_exact(&mut self, divisor: i64) {
        for c in self.coeffs.iter_mut() {
            *c = c.wrapping_div(divisor);
        }
        self.constant = self.constant.wrapping_div(divisor);
    }

    fn all_multiples_of(&self, divisor: i64) -> bool {
        self.coeffs.iter().chain(std::iter::once(&self.constant)).all(|c| c % divisor == 0)
    }
}

/// The state of one flattening: the operand stack and the locals so far.
struct Flattener {
    num_dims: u32,
    num_symbols: u32,
    locals: Vec<AffineExpr>,
    /// The position of each local in `locals` once there are many (see
    /// `find_local`).
    local_index: FxHashMap<AffineExpr, usize>,
}

impl Flattener {
    fn new(num_dims: u32, num_symbols: u32) -> Self {
        Flattener { num_dims, num_symbols, locals: Vec::new(), local_index: FxHashMap::default() }
    }

    fn local_start(&self) -> usize {
        self.num_dims as usize + self.num_symbols as usize
    }

    fn num_vars(&self) -> usize {
        self.local_start() + self.locals.len()
    }

    /// The row standing for local `expr`, reusing an identical local.
    fn local_row(&mut self, expr: AffineExpr) -> Row {
        let index = match self.find_local(&expr) {
            Some(i) => i,
            None => {
                self.locals.push(expr);
                self.locals.len() - 1
            }
        };
        Row::unit(self.local_start() + index)
    }

    /// The position of a local equal to `expr`. A few locals are searched
    /// in place (the usual case, no allocation); past that an index is
    /// kept up to date so long expressions stay linear.
    fn find_local(&mut self, expr: &AffineExpr) -> Option<usize> {
        const LINEAR_LIMIT: usize = 16;
        if self.locals.len() <= LINEAR_LIMIT {
            return self.locals.iter().position(|l| l == expr);
        }
        for (i, l) in self.locals.iter().enumerate().skip(self.local_index.len()) {
            self.local_index.insert(l.clone(), i);
        }
        self.local_index.get(expr).copied()
    }

    fn expr_of(&self, row: &Row) -> AffineExpr {
        expr_from_row(&row.coeffs, row.constant, self.num_dims, self.num_symbols, &self.locals)
    }

    /// Post-order walk; `None` when a division or modulo by a non-positive
    /// constant (or an out-of-range position) makes the walk fail.
    fn walk(&mut self, root: &AffineExpr) -> Option<Row> {
        enum Task<'a> {
            Visit(&'a AffineExpr),
            Combine(AffineBinaryOp, &'a AffineExpr),
        }
        let mut tasks: SmallVec<[Task<'_>; 16]> = SmallVec::new();
        let mut rows: SmallVec<[Row; 8]> = SmallVec::new();
        tasks.push(Task::Visit(root));
        while let Some(task) = tasks.pop() {
            match task {
                Task::Visit(e) => match e.kind() {
                    AffineExprKind::Dim(p) if p < self.num_dims => rows.push(Row::unit(p as usize)),
                    AffineExprKind::Symbol(p) if p < self.num_symbols => {
                        rows.push(Row::unit(self.num_dims as usize + p as usize))
                    }
                    AffineExprKind::Dim(_) | AffineExprKind::Symbol(_) => return None,
                    AffineExprKind::Constant(v) => {
                        rows.push(Row { coeffs: SmallVec::new(), constant: v })
                    }
                    AffineExprKind::Binary(op, l, r) => {
                        tasks.push(Task::Combine(op, r));
                        tasks.push(Task::Visit(r));
                        tasks.push(Task::Visit(l));
                    }
                },
                Task::Combine(op, rhs_expr) => {
                    let rhs = rows.pop()?;
                    let lhs = rows.pop()?;
                    let value = self.combine(op, lhs, rhs, rhs_expr.as_constant())?;
                    rows.push(value);
                }
            }
        }
        rows.pop()
    }

    /// Applies `op` to the flattened operands; `rhs_const` is the right
    /// operand if it is a constant *node* (MLIR decides on the node, not on
    /// its flattened value).
    fn combine(
        &mut self,
        op: AffineBinaryOp,
        mut lhs: Row,
        rhs: Row,
        rhs_const: Option<i64>,
    ) -> Option<Row> {
        use AffineBinaryOp::{Add, CeilDiv, FloorDiv, Mod, Mul};
        if op == Add {
            lhs.add_assign(&rhs);
            return Some(lhs);
        }
        let Some(c) = rhs_const else {
            // Semi-affine: the whole term becomes an opaque local.
            let a = self.expr_of(&lhs);
            let b = self.expr_of(&rhs);
            return Some(self.local_row(AffineExpr::binary(op, a, b)));
        };
        match op {
            Mul => {
                lhs.scale(c);
                Some(lhs)
            }
            FloorDiv | CeilDiv => {
                if c <= 0 {
                    return None;
                }
                // Cancel the common divisor of the dividend and the divisor.
                let g = lhs.gcd_with(c as u64) as i64;
                if g != 1 {
                    lhs.divide_exact(g);
                }
                let divisor = c / g;
                if divisor == 1 {
                    return Some(lhs);
                }
                let quotient =
                    AffineExpr::binary(op, self.expr_of(&lhs), AffineExpr::constant(divisor));
                Some(self.local_row(quotient))
            }
            Mod => {
                if c <= 0 {
                    return None;
                }
                if lhs.all_multiples_of(c) {
                    return Some(Row::default());
                }
                // x mod c = x - c * q with q = (x / g) floordiv (c / g).
                let g = lhs.gcd_with(c as u64) as i64;
                let mut dividend = lhs.clone();
                if g != 1 {
                    dividend.divide_exact(g);
                }
                let quotient = self.expr_of(&dividend).floor_div(AffineExpr::constant(c / g));
                let q = self.local_row(quotient);
                let index = q.coeffs.len() - 1;
                if lhs.coeffs.len() <= index {
                    lhs.coeffs.resize(index + 1, 0);
                }
                lhs.coeffs[index] = lhs.coeffs[index].wrapping_sub(c);
                Some(lhs)
            }
            Add => Some(lhs),
        }
    }
}
