//! The canonical form of an affine map or integer set together with its
//! operands (MLIR's `canonicalizeMapAndOperands` and
//! `canonicalizeSetAndOperands`): dimensions bound to valid symbols become
//! symbols, symbols bound to values that are only valid dimensions become
//! dimensions, constant symbols fold into the expressions, duplicate
//! operands merge, and unused ones go.

use mlir_core::context::builtin::affine::{AffineExpr, AffineMap, IntegerSet};
use mlir_core::ir::{IrView, Value};
use mlir_core::transforms::folding::fold_one_op::constant_value;

use super::validity::{is_valid_dim, is_valid_symbol};

/// What the canonicalization needs of a map or a set: its inputs and its
/// expressions, and a way to rebuild it with new ones.
pub trait AffineStructure: Sized {
    /// The number of dimensions.
    fn dims(&self) -> u32;
    /// The number of symbols.
    fn symbols(&self) -> u32;
    /// The result expressions of a map, the constraints of a set.
    fn exprs(&self) -> &[AffineExpr];
    /// The same structure over new inputs with new expressions, one per
    /// old expression in order.
    fn rebuilt(&self, num_dims: u32, num_symbols: u32, exprs: Vec<AffineExpr>) -> Self;

    /// Replaces `d<i>` by `dims[i]` and `s<i>` by `symbols[i]` (positions
    /// past the slices are kept), over `num_dims` and `num_symbols` inputs
    /// (MLIR's `replaceDimsAndSymbols`).
    fn replace_inputs(
        &self,
        dims: &[AffineExpr],
        symbols: &[AffineExpr],
        num_dims: u32,
        num_symbols: u32,
    ) -> Self {
        let exprs =
            self.exprs().iter().map(|e| e.replace_dims_and_symbols(dims, symbols)).collect();
        self.rebuilt(num_dims, num_symbols, exprs)
    }
}

impl AffineStructure for AffineMap {
    fn dims(&self) -> u32 {
        self.num_dims()
    }
    fn symbols(&self) -> u32 {
        self.num_symbols()
    }
    fn exprs(&self) -> &[AffineExpr] {
        self.results()
    }
    fn rebuilt(&self, num_dims: u32, num_symbols: u32, exprs: Vec<AffineExpr>) -> Self {
        AffineMap::new(num_dims, num_symbols, exprs)
    }
}

impl AffineStructure for IntegerSet {
    fn dims(&self) -> u32 {
        self.num_dims()
    }
    fn symbols(&self) -> u32 {
        self.num_symbols()
    }
    fn exprs(&self) -> &[AffineExpr] {
        self.constraints()
    }
    fn rebuilt(&self, num_dims: u32, num_symbols: u32, exprs: Vec<AffineExpr>) -> Self {
        IntegerSet::new(
            num_dims,
            num_symbols,
            exprs.into_iter().zip(self.eq_flags().iter().copied()),
        )
    }
}

/// Canonicalizes `map` and its `operands` (dimensions then symbols) in
/// place (MLIR's `canonicalizeMapAndOperands`).
pub fn canonicalize_map_and_operands(ir: &IrView, map: &mut AffineMap, operands: &mut Vec<Value>) {
    canonicalize_structure_and_operands(ir, map, operands);
}

/// Canonicalizes `set` and its `operands` in place (MLIR's
/// `canonicalizeSetAndOperands`).
pub fn canonicalize_set_and_operands(ir: &IrView, set: &mut IntegerSet, operands: &mut Vec<Value>) {
    canonicalize_structure_and_operands(ir, set, operands);
}

/// The shared body of the two canonicalizations.
pub fn canonicalize_structure_and_operands<S: AffineStructure>(
    ir: &IrView,
    structure: &mut S,
    operands: &mut Vec<Value>,
) {
    if operands.is_empty() || structure.dims() + structure.symbols() != operands.len() as u32 {
        return;
    }
    promote_symbol_dims(ir, structure, operands);
    demote_dim_symbols(ir, structure, operands);

    let num_dims = structure.dims() as usize;
    let mut used_dims = vec![false; num_dims];
    let mut used_symbols = vec![false; structure.symbols() as usize];
    for expr in structure.exprs() {
        expr.walk(|e| {
            if let Some(p) = e.as_dim() {
                used_dims[p as usize] = true;
            } else if let Some(p) = e.as_symbol() {
                used_symbols[p as usize] = true;
            }
        });
    }

    // Unused inputs get a placeholder: nothing refers to them any more.
    let unused = AffineExpr::constant(0);
    let mut kept = Vec::with_capacity(operands.len());
    let mut dim_remap = vec![unused.clone(); num_dims];
    // Operand lists are short: a linear search beats hashing.
    let mut seen: Vec<(Value, AffineExpr)> = Vec::new();
    let mut next_dim = 0;
    for (i, &operand) in operands[..num_dims].iter().enumerate() {
        if !used_dims[i] {
            continue;
        }
        dim_remap[i] = first_seen(&mut seen, operand, || {
            kept.push(operand);
            next_dim += 1;
            AffineExpr::dim(next_dim - 1)
        });
    }
    let mut symbol_remap = vec![unused; used_symbols.len()];
    let mut seen: Vec<(Value, AffineExpr)> = Vec::new();
    let mut next_symbol = 0;
    for (i, &operand) in operands[num_dims..].iter().enumerate() {
        if !used_symbols[i] {
            continue;
        }
        // Constant dimensions were promoted to symbols above, so only
        // symbols can be constants here.
        if let Some(value) = constant_integer(ir, operand) {
            symbol_remap[i] = AffineExpr::constant(value);
            continue;
        }
        symbol_remap[i] = first_seen(&mut seen, operand, || {
            kept.push(operand);
            next_symbol += 1;
            AffineExpr::symbol(next_symbol - 1)
        });
    }
    *structure = structure.replace_inputs(&dim_remap, &symbol_remap, next_dim, next_symbol);
    *operands = kept;
}

/// The input that `operand` was first given, or a new one from `fresh`.
fn first_seen(
    seen: &mut Vec<(Value, AffineExpr)>,
    operand: Value,
    fresh: impl FnOnce() -> AffineExpr,
) -> AffineExpr {
    if let Some((_, expr)) = seen.iter().find(|(v, _)| *v == operand) {
        return expr.clone();
    }
    let expr = fresh();
    seen.push((operand, expr.clone()));
    expr
}

/// Turns the dimensions bound to valid symbols into new trailing symbols
/// (MLIR's `canonicalizePromotedSymbols`).
fn promote_symbol_dims<S: AffineStructure>(
    ir: &IrView,
    structure: &mut S,
    operands: &mut Vec<Value>,
) {
    let num_dims = structure.dims() as usize;
    let old_symbols = structure.symbols();
    let mut dim_remap = Vec::with_capacity(num_dims);
    let mut kept = Vec::with_capacity(operands.len());
    let mut promoted = Vec::new();
    let mut next_dim = 0;
    for &operand in &operands[..num_dims] {
        if is_valid_symbol(ir, operand) {
            dim_remap.push(AffineExpr::symbol(old_symbols + promoted.len() as u32));
            promoted.push(operand);
        } else {
            dim_remap.push(AffineExpr::dim(next_dim));
            next_dim += 1;
            kept.push(operand);
        }
    }
    if promoted.is_empty() {
        return;
    }
    kept.extend_from_slice(&operands[num_dims..]);
    kept.extend_from_slice(&promoted);
    *structure =
        structure.replace_inputs(&dim_remap, &[], next_dim, old_symbols + promoted.len() as u32);
    *operands = kept;
}

/// Turns the symbols bound to values that are valid dimensions but not
/// valid symbols into new trailing dimensions (MLIR's
/// `legalizeDemotedDims`).
fn demote_dim_symbols<S: AffineStructure>(
    ir: &IrView,
    structure: &mut S,
    operands: &mut Vec<Value>,
) {
    let old_dims = structure.dims();
    let mut symbol_remap = Vec::with_capacity(structure.symbols() as usize);
    let mut demoted = Vec::new();
    let mut symbols = Vec::new();
    for &operand in &operands[old_dims as usize..] {
        if is_valid_dim(ir, operand) && !is_valid_symbol(ir, operand) {
            symbol_remap.push(AffineExpr::dim(old_dims + demoted.len() as u32));
            demoted.push(operand);
        } else {
            symbol_remap.push(AffineExpr::symbol(symbols.len() as u32));
            symbols.push(operand);
        }
    }
    if demoted.is_empty() {
        return;
    }
    operands.truncate(old_dims as usize);
    operands.extend_from_slice(&demoted);
    operands.extend_from_slice(&symbols);
    *structure = structure.replace_inputs(
        &[],
        &symbol_remap,
        old_dims + demoted.len() as u32,
        symbols.len() as u32,
    );
}

/// The value of an integer constant operand, sign-extended.
pub(super) fn constant_integer(ir: &IrView, value: Value) -> Option<i64> {
    constant_value(ir, value)?.as_integer(ir.ctx())?.as_i64()
}
