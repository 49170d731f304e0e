//! The affine-expression model behind the builtin `affine_map<…>` and
//! `affine_set<…>` attributes: expressions, maps, integer sets, MLIR's
//! construction-time simplification, the flattening simplifier
//! (`simplifyAffineExpr`), constant folding, and the textual parser and printer,
//! byte-compatible with MLIR 22's `mlir-opt` (also for the expressions over
//! SSA values that ops write, `%A[%i + 1, symbol(%n)]`).
//!
//! The module is self-contained: values are plain data (no context), with
//! structural equality and hashing so attributes can intern them by value.
//! Every algorithm over expressions (building, simplifying, parsing,
//! printing, comparing, hashing, dropping) uses explicit stacks, so
//! expression depth is limited by memory only; there is no depth limit.
//!
//! ```
//! use mlir_core::context::builtin::affine::{parse_affine_map, AffineExpr, AffineMap};
//!
//! let (map, end) = parse_affine_map("(i, j)[n] -> (i + 0, 2 * j + n * 3, i - j)>").unwrap();
//! assert_eq!(map.to_string(), "(d0, d1)[s0] -> (d0, d1 * 2 + s0 * 3, d0 - d1)");
//! assert_eq!(end, 42); // the offset of the closing `>`
//!
//! let d0 = AffineExpr::dim(0);
//! let e = (&d0 + 2) + 3;
//! assert_eq!(AffineMap::new(1, 0, vec![e]).to_string(), "(d0) -> (d0 + 5)");
//! ```

mod expr;
mod flatten;
mod fold;
mod lex;
mod map;
mod parse;
mod print;
mod semi_affine;
mod set;
mod simplify;
mod unflatten;

#[cfg(test)]
mod flatten_tests;
#[cfg(test)]
mod tests;

pub use expr::{AffineBinaryOp, AffineExpr, AffineExprKind};
pub use flatten::{FlatAffineExpr, flatten_affine_expr, simplify_affine_expr};
pub use fold::Poison;
pub use map::AffineMap;
pub use parse::{
    AffineMapOrSet, AffineParseError, SsaIdMap, SsaListDelimiter, parse_affine_map,
    parse_affine_map_of_ssa_ids, parse_affine_map_or_set, parse_integer_set,
};
pub use print::{AffineExprSink, print_expr_to};
pub use set::IntegerSet;
pub use unflatten::affine_expr_from_flat_form;
