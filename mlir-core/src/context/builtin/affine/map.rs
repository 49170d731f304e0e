//! Affine maps: `(d0, …)[s0, …] -> (expr, …)`, the value of the builtin
//! `affine_map<…>` attribute.

use std::fmt;

use crate::context::builtin::affine::expr::AffineExpr;
use crate::context::builtin::affine::print::print_dims_and_symbols;

/// A multi-result affine map from `num_dims` dimensions and `num_symbols`
/// symbols. Equality and hashing are structural, so maps can be interned by
/// value.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct AffineMap {
    num_dims: u32,
    num_symbols: u32,
    results: Vec<AffineExpr>,
}

impl AffineMap {
    /// The map with the given inputs and results.
    ///
    /// Like MLIR's `AffineMap::get`, the results are taken as they are; a
    /// result mentioning `d<i>` with `i >= num_dims` (or such a symbol)
    /// makes an ill-formed map that still prints. [`AffineMap::try_new`]
    /// checks.
    pub fn new(num_dims: u32, num_symbols: u32, results: Vec<AffineExpr>) -> Self {
        AffineMap { num_dims, num_symbols, results }
    }

    /// The map with the given inputs and results, or `None` if a result uses
    /// a dimension or symbol position out of range.
    pub fn try_new(num_dims: u32, num_symbols: u32, results: Vec<AffineExpr>) -> Option<Self> {
        let mut ok = true;
        for r in &results {
            r.walk(|e| {
                if e.as_dim().is_some_and(|p| p >= num_dims)
                    || e.as_symbol().is_some_and(|p| p >= num_symbols)
                {
                    ok = false;
                }
            });
        }
        ok.then(|| AffineMap::new(num_dims, num_symbols, results))
    }

    /// `() -> ()`.
    pub fn empty() -> Self {
        AffineMap::new(0, 0, Vec::new())
    }

    /// `(d0, …, d<n-1>) -> (d0, …, d<n-1>)`.
    pub fn identity(num_dims: u32) -> Self {
        AffineMap::new(num_dims, 0, (0..num_dims).map(AffineExpr::dim).collect())
    }

    /// `() -> (value)`, MLIR's `getConstantMap`.
    pub fn constant(value: i64) -> Self {
        AffineMap::new(0, 0, vec![AffineExpr::constant(value)])
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

    /// The number of results.
    pub fn num_results(&self) -> usize {
        self.results.len()
    }

    /// The result expressions.
    pub fn results(&self) -> &[AffineExpr] {
        &self.results
    }

    /// The result at `index`, if any.
    pub fn result(&self, index: usize) -> Option<&AffineExpr> {
        self.results.get(index)
    }

    /// Whether the map has no dimensions, no symbols and no results
    /// (MLIR's `isEmpty`).
    pub fn is_empty(&self) -> bool {
        self.num_dims == 0 && self.num_symbols == 0 && self.results.is_empty()
    }

    /// Whether result `i` is `d<i>` for every dimension and there are as many
    /// results as dimensions (MLIR's `isIdentity`; symbols are ignored).
    pub fn is_identity(&self) -> bool {
        self.results.len() == self.num_dims as usize
            && self.results.iter().enumerate().all(|(i, r)| r.as_dim() == Some(i as u32))
    }

    /// Whether every result is a constant (vacuously true without results).
    pub fn is_constant(&self) -> bool {
        self.results.iter().all(|r| r.as_constant().is_some())
    }

    /// The results as integers if they are all constants.
    pub fn constant_results(&self) -> Option<Vec<i64>> {
        self.results.iter().map(AffineExpr::as_constant).collect()
    }

    /// Whether there is exactly one result and it is a constant.
    pub fn is_single_constant(&self) -> bool {
        self.single_constant_result().is_some()
    }

    /// The value of the only result if it is a constant.
    pub fn single_constant_result(&self) -> Option<i64> {
        match self.results.as_slice() {
            [only] => only.as_constant(),
            _ => None,
        }
    }

    /// Replaces dimensions and symbols in every result (see
    /// [`AffineExpr::replace_dims_and_symbols`]) and gives the map
    /// `new_num_dims` dimensions and `new_num_symbols` symbols, MLIR's
    /// `AffineMap::replaceDimsAndSymbols`.
    pub fn replace_dims_and_symbols(
        &self,
        dims: &[AffineExpr],
        symbols: &[AffineExpr],
        new_num_dims: u32,
        new_num_symbols: u32,
    ) -> AffineMap {
        let results =
            self.results.iter().map(|r| r.replace_dims_and_symbols(dims, symbols)).collect();
        AffineMap::new(new_num_dims, new_num_symbols, results)
    }

    /// Renames dimensions `offset…` to `offset + shift…` and adds `shift`
    /// dimensions, MLIR's `AffineMap::shiftDims`.
    pub fn shift_dims(&self, shift: u32, offset: u32) -> AffineMap {
        let results =
            self.results.iter().map(|r| r.shift_dims(self.num_dims, shift, offset)).collect();
        AffineMap::new(self.num_dims.saturating_add(shift), self.num_symbols, results)
    }

    /// Renames symbols `offset…` to `offset + shift…` and adds `shift`
    /// symbols, MLIR's `AffineMap::shiftSymbols`.
    pub fn shift_symbols(&self, shift: u32, offset: u32) -> AffineMap {
        let results =
            self.results.iter().map(|r| r.shift_symbols(self.num_symbols, shift, offset)).collect();
        AffineMap::new(self.num_dims, self.num_symbols.saturating_add(shift), results)
    }

    /// Replaces `from` by `to` in every result (see [`AffineExpr::replace`])
    /// in a map of `num_dims` dimensions and `num_symbols` symbols, MLIR's
    /// `AffineMap::replace(expr, replacement, numDims, numSymbols)`.
    pub fn replace(
        &self,
        from: &AffineExpr,
        to: &AffineExpr,
        num_dims: u32,
        num_symbols: u32,
    ) -> AffineMap {
        let results = self.results.iter().map(|r| r.replace(from, to)).collect();
        AffineMap::new(num_dims, num_symbols, results)
    }

    /// Visits every node of every result (see [`AffineExpr::walk`]), result
    /// by result.
    pub fn walk_exprs(&self, mut visit: impl FnMut(&AffineExpr)) {
        for r in &self.results {
            r.walk(&mut visit);
        }
    }

    /// Appends what goes between `affine_map<` and `>`, exactly as
    /// `mlir-opt` prints it: `(d0, d1)[s0] -> (d0 + s0, d1)`.
    pub fn print(&self, out: &mut String) {
        print_dims_and_symbols(self.num_dims, self.num_symbols, out);
        out.push_str(" -> (");
        for (i, r) in self.results.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            r.print(out);
        }
        out.push(')');
    }
}

impl fmt::Display for AffineMap {
    /// The same text as [`AffineMap::print`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut s = String::new();
        self.print(&mut s);
        f.write_str(&s)
    }
}

impl fmt::Debug for AffineMap {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "affine_map<{self}>")
    }
}
