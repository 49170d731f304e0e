//! Affine expressions over SSA values, as ops write them in their custom
//! forms (MLIR's `parseAffineMapOfSSAIds`): `%A[%i + 1, symbol(%n) * 2]`.
//!
//! A bare `%i` is a dimension, `symbol(%n)` a symbol; each name becomes
//! the next dimension or symbol the first time it is read, and a name read
//! again (in either spelling) is the same one. Names are compared without
//! their result numbers, as MLIR does (so `%r#0` and `%r#1` cannot both
//! be used). The caller resolves the
//! names as operands: the dimensions' in order, then the symbols'.

use std::ops::Range;

use rustc_hash::FxHashMap;

use super::{AffineParseError, Parser, TokenKind};
use crate::context::builtin::affine::expr::AffineExpr;
use crate::context::builtin::affine::map::AffineMap;

/// The SSA names an expression list has read.
#[derive(Default)]
pub(super) struct SsaIds<'a> {
    /// Each name and the dimension or symbol it is.
    names: FxHashMap<&'a str, AffineExpr>,
    /// Where each dimension's name is written, by position.
    dims: Vec<Range<usize>>,
    /// Where each symbol's name is written, by position.
    symbols: Vec<Range<usize>>,
}

/// The brackets around a list of expressions over SSA values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SsaListDelimiter {
    /// `[e, …]`, as memory accesses write their indices.
    Square,
    /// `(e, …)`.
    Paren,
    /// One expression without brackets (MLIR's `parseAffineExprOfSSAIds`).
    Single,
}

/// An affine map read from expressions over SSA values.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SsaIdMap {
    /// The map: one result per expression, a dimension per SSA name read
    /// bare and a symbol per name read in `symbol(…)`. No expressions give
    /// the map `() -> ()`.
    pub map: AffineMap,
    /// Where each dimension's SSA name is written (a byte range of the
    /// parsed text, `%i` or `%r#1`), by position.
    pub dims: Vec<Range<usize>>,
    /// Where each symbol's SSA name is written, by position.
    pub symbols: Vec<Range<usize>>,
}

/// Parses a delimited, comma-separated list of affine expressions over SSA
/// values from the start of `src`, with mlir-opt's messages (`expected ']'
/// in affine map`, `expected ssa identifier`, …). Returns the map and the
/// offset of the first token after the closing bracket.
pub fn parse_affine_map_of_ssa_ids(
    src: &(impl AsRef<[u8]> + ?Sized),
    delimiter: SsaListDelimiter,
) -> Result<(SsaIdMap, usize), AffineParseError> {
    let mut parser = Parser::new(src.as_ref())?;
    parser.ssa = Some(SsaIds::default());
    let exprs = parser.parse_ssa_expr_list(delimiter).map_err(|e| parser.with_resume(e))?;
    let ids = parser.ssa.take().unwrap_or_default();
    let map = if exprs.is_empty() {
        AffineMap::new(0, 0, Vec::new())
    } else {
        AffineMap::new(ids.dims.len() as u32, ids.symbols.len() as u32, exprs)
    };
    Ok((SsaIdMap { map, dims: ids.dims, symbols: ids.symbols }, parser.tok.start))
}

impl<'a> Parser<'a> {
    /// The bracketed expressions (MLIR's `parseCommaSeparatedList` with
    /// the context " in affine map").
    fn parse_ssa_expr_list(
        &mut self,
        delimiter: SsaListDelimiter,
    ) -> Result<Vec<AffineExpr>, AffineParseError> {
        let (open, close, open_text, close_text) = match delimiter {
            SsaListDelimiter::Square => (TokenKind::LSquare, TokenKind::RSquare, '[', ']'),
            SsaListDelimiter::Paren => (TokenKind::LParen, TokenKind::RParen, '(', ')'),
            SsaListDelimiter::Single => return Ok(vec![self.parse_expr()?]),
        };
        self.expect(open, &format!("expected '{open_text}' in affine map"))?;
        let mut exprs = Vec::new();
        if self.consume_if(close)? {
            return Ok(exprs);
        }
        loop {
            exprs.push(self.parse_expr()?);
            if !self.consume_if(TokenKind::Comma)? {
                break;
            }
        }
        self.expect(close, &format!("expected '{close_text}' in affine map"))?;
        Ok(exprs)
    }

    /// `symbol(%n)`, at the `symbol` keyword.
    pub(super) fn parse_ssa_symbol(&mut self) -> Result<AffineExpr, AffineParseError> {
        self.advance()?;
        self.expect(TokenKind::LParen, "expected '(' at start of SSA symbol")?;
        let expr = self.parse_ssa_id(true)?;
        self.expect(TokenKind::RParen, "expected ')' at end of SSA symbol")?;
        Ok(expr)
    }

    /// An SSA name (with its result number the first time, `%r#1`): the
    /// dimension or symbol it already is, else the next one of its kind.
    pub(super) fn parse_ssa_id(&mut self, symbol: bool) -> Result<AffineExpr, AffineParseError> {
        if !self.is(TokenKind::Percent) {
            return Err(self.error_wrong_token("expected ssa identifier"));
        }
        let start = self.tok.start;
        let name_end = self.tok.end;
        let name = std::str::from_utf8(&self.src[start..name_end]).unwrap_or("");
        // A name read before is looked up without its result number, and
        // only the name is consumed: as in MLIR, `%r#0, %r#1` leaves `#1`
        // unread (and fails on it).
        self.advance()?;
        let Some(ids) = self.ssa.as_ref() else {
            return Err(Self::error_at(start, "unexpected ssa identifier"));
        };
        if let Some(expr) = ids.names.get(name) {
            return Ok(expr.clone());
        }
        let mut end = name_end;
        if self.is(TokenKind::Other) && self.tok.start == end && self.src.get(end) == Some(&b'#') {
            end = self.tok.end;
            self.advance()?;
        }
        let Some(ids) = self.ssa.as_mut() else {
            return Err(Self::error_at(start, "unexpected ssa identifier"));
        };
        let list = if symbol { &mut ids.symbols } else { &mut ids.dims };
        let position = list.len() as u32;
        list.push(start..end);
        let expr = if symbol { AffineExpr::symbol(position) } else { AffineExpr::dim(position) };
        ids.names.insert(name, expr.clone());
        Ok(expr)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_become_dimensions_and_symbols_in_order_of_first_use() {
        let src = "[%i + 1, symbol(%n) * 2 + %j, %i] : memref";
        let (parsed, end) = parse_affine_map_of_ssa_ids(src, SsaListDelimiter::Square).unwrap();
        assert_eq!(parsed.map.to_string(), "(d0, d1)[s0] -> (d0 + 1, d1 + s0 * 2, d0)");
        let text = |r: &Range<usize>| &src[r.clone()];
        assert_eq!(parsed.dims.iter().map(text).collect::<Vec<_>>(), ["%i", "%j"]);
        assert_eq!(parsed.symbols.iter().map(text).collect::<Vec<_>>(), ["%n"]);
        assert_eq!(&src[end..end + 1], ":");
    }

    #[test]
    fn an_empty_list_is_the_empty_map() {
        let (parsed, _) = parse_affine_map_of_ssa_ids("()", SsaListDelimiter::Paren).unwrap();
        assert_eq!(parsed.map.to_string(), "() -> ()");
    }

    #[test]
    fn errors_use_mlir_opt_wording() {
        let error =
            |src: &str| parse_affine_map_of_ssa_ids(src, SsaListDelimiter::Square).unwrap_err();
        assert_eq!(error("[%i").message, "expected ']' in affine map");
        assert_eq!(error("%i]").message, "expected '[' in affine map");
        assert_eq!(error("[symbol %n]").message, "expected '(' at start of SSA symbol");
        assert_eq!(error("[symbol(n)]").message, "expected ssa identifier");
        assert_eq!(error("[%r#0, %r#1]").message, "expected ']' in affine map");
        assert!(error("[%i * %j]").message.starts_with("non-affine expression"));
    }
}
