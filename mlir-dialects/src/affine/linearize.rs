//! `affine.delinearize_index` and `affine.linearize_index`: an index split
//! into, or combined from, the digits of a mixed-radix basis, each basis
//! element an integer or an `index` value (`into (%n, 4, 8)`,
//! `by (%n, 4)`).
//!
//! The outermost basis element is optional: with it, the ops have as many
//! digits as basis elements and the first digit is bounded; without it,
//! one digit more, the first unbounded. Their verifiers, folders and
//! canonicalizations are MLIR 22's; the patterns are in
//! `linearize_patterns`.

use mlir_core::asm::parser::{PResult, Parser, UnresolvedOperand};
use mlir_core::asm::printer::AsmPrinter;
use mlir_core::context::builtin::types::DYNAMIC;
use mlir_core::context::diagnostics::VerifyResult;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, Op, OpBuilder, Value};
use mlir_core::rewrite::{FoldAdaptor, FoldResult, OpFoldResult, OpUpdate};
use mlir_core::semantics::constraints::{DenseI64ArrayAttr, Index, UnitProp, Variadic};
use mlir_core::semantics::traits::{AttrSizedOperandSegments, Pure};
use mlir_core::{Attribute, Context, Location};
use mlir_derive::op;

use super::Affine;
use super::linearize_patterns::{
    CancelDelinearizeOfLinearizeDisjointExactTail, CancelLinearizeOfDelinearizePortion,
    DropLinearizeLeadingZero, DropLinearizeUnitComponentsIfDisjointOrZero, DropUnitExtentBasis,
    SplitDelinearizeSpanningLastLinearizeArg,
};
use crate::index_list::{
    Delimiter, decompose, mixed, parse_delimited_index_list, print_delimited_index_list,
};

/// Delinearize an index.
///
/// Splits `linear_index` into the digits of the mixed-radix basis, most
/// significant first: with basis `(B1, …, Bn)` and `n + 1` results, the
/// last digit is `linear_index mod Bn`, the first the quotient by the
/// product of all; with `n` results, `B1` bounds the first digit, which
/// the split then ignores.
#[op(
    dialect = Affine,
    name = "delinearize_index",
    format = "$linear_index `into` custom<Basis>($dynamic_basis, $static_basis)
        attr-dict `:` type($multi_index)",
    traits = [Pure],
    verify,
    fold,
    canonicalize = [
        CancelDelinearizeOfLinearizeDisjointExactTail,
        DropUnitExtentBasis,
        SplitDelinearizeSpanningLastLinearizeArg
    ]
)]
pub struct DelinearizeIndexOp {
    #[operand]
    linear_index: Index,
    #[operand]
    dynamic_basis: Variadic<Index>,
    #[attr]
    static_basis: DenseI64ArrayAttr,
    #[result]
    multi_index: Variadic<Index>,
}

/// Linearize an index.
///
/// Combines the digits `multi_index`, most significant first, in the
/// mixed-radix basis: `sum(i_k * product(B_{k+1..n}))`. The basis has an
/// element per digit except, possibly, the first. `disjoint` asserts that
/// each digit lies in `[0, B_k)`, so the digits occupy disjoint ranges of
/// the result.
#[op(
    dialect = Affine,
    name = "linearize_index",
    format = "(`disjoint` $disjoint^)? ` ` `[` $multi_index `]` `by`
        custom<Basis>($dynamic_basis, $static_basis) attr-dict `:` type($linear_index)",
    traits = [Pure, AttrSizedOperandSegments],
    verify,
    fold,
    canonicalize = [
        CancelLinearizeOfDelinearizePortion,
        DropLinearizeLeadingZero,
        DropLinearizeUnitComponentsIfDisjointOrZero
    ]
)]
pub struct LinearizeIndexOp {
    #[operand]
    multi_index: Variadic<Index>,
    #[operand]
    dynamic_basis: Variadic<Index>,
    #[attr]
    static_basis: DenseI64ArrayAttr,
    #[attr(default = false)]
    disjoint: UnitProp,
    #[result]
    linear_index: Index,
}

/// `custom<Basis>`: MLIR's `custom<DynamicIndexList>` with parentheses,
/// `(%n, 4, 8)`.
fn parse_basis(
    p: &mut Parser<'_>,
    values: &mut Vec<UnresolvedOperand>,
    statics: &mut Option<Attribute>,
) -> PResult<()> {
    parse_delimited_index_list(p, values, statics, Delimiter::Paren)
}

/// Prints what [`parse_basis`] reads.
fn print_basis(pr: &mut AsmPrinter<'_>, _op: Op, values: &[Value], statics: Option<Attribute>) {
    print_delimited_index_list(pr, values, statics, Delimiter::Paren);
}

/// What the two ops share: a mixed-radix basis, static entries and
/// values, and a digit per basis element, or one more when the first
/// digit is unbounded.
pub trait MixedRadix: Copy {
    /// The op.
    fn op(self) -> Op;
    /// The static entries, [`DYNAMIC`] for a value.
    fn statics(self, ir: &IrView) -> Vec<i64>;
    /// The basis values, one per dynamic entry.
    fn values(self, ir: &IrView) -> Vec<Value>;
    /// The digit count: results or indices.
    fn digits(self, ir: &IrView) -> usize;

    /// Whether the basis bounds the first digit too (MLIR's
    /// `hasOuterBound`).
    fn has_outer_bound(self, ir: &IrView) -> bool {
        self.digits(ir) == self.statics(ir).len()
    }

    /// The basis, each element an integer or a value (`getMixedBasis`).
    fn mixed_basis(self, ir: &IrView) -> Vec<OpFoldResult> {
        mixed(ir.ctx(), &self.statics(ir), self.values(ir))
    }

    /// The basis with `None` in front when the first digit is unbounded:
    /// one element per digit (`getPaddedBasis`).
    fn padded_basis(self, ir: &IrView) -> Vec<Option<OpFoldResult>> {
        let basis = self.mixed_basis(ir);
        let front = (!self.has_outer_bound(ir)).then_some(None);
        front.into_iter().chain(basis.into_iter().map(Some)).collect()
    }

    /// The digit count against the basis (failing with `message`), then a
    /// value per [`DYNAMIC`] entry.
    fn verify_basis(self, ir: &IrView, message: &str) -> VerifyResult {
        let (op, statics) = (self.op(), self.statics(ir));
        let digits = self.digits(ir);
        if digits != statics.len() && digits != statics.len() + 1 {
            return Err(op.emit_op_error(ir, message).into());
        }
        if statics.iter().filter(|&&b| b == DYNAMIC).count() != self.values(ir).len() {
            return Err(op
                .emit_op_error(
                    ir,
                    "mismatch between dynamic and static basis (kDynamic marker but no \
                     corresponding dynamic basis entry) -- this can only happen due to an \
                     incorrect fold/rewrite",
                )
                .into());
        }
        Ok(())
    }
}

impl MixedRadix for DelinearizeIndexOp {
    fn op(self) -> Op {
        self.as_op()
    }
    fn statics(self, ir: &IrView) -> Vec<i64> {
        self.static_basis(ir)
    }
    fn values(self, ir: &IrView) -> Vec<Value> {
        self.dynamic_basis(ir).collect()
    }
    fn digits(self, ir: &IrView) -> usize {
        self.as_op().num_results(ir)
    }
}

impl MixedRadix for LinearizeIndexOp {
    fn op(self) -> Op {
        self.as_op()
    }
    fn statics(self, ir: &IrView) -> Vec<i64> {
        self.static_basis(ir)
    }
    fn values(self, ir: &IrView) -> Vec<Value> {
        self.dynamic_basis(ir).collect()
    }
    fn digits(self, ir: &IrView) -> usize {
        self.multi_index(ir).count()
    }
}

/// The folders' first step (MLIR's `foldCstValueToCstAttrBasis`): every
/// basis value a constant defines leaves the operands and its integer
/// becomes a static entry. As MLIR 22, a constant that is no integer (a
/// poison) leaves the operands too, its entry staying dynamic.
fn fold_constant_basis(
    ir: &IrView,
    adaptor: &FoldAdaptor,
    basis_start: usize,
    statics: &[i64],
    values: &[Value],
) -> Option<(Vec<Value>, Vec<i64>)> {
    let constants: Vec<Option<Attribute>> =
        (0..values.len()).map(|i| adaptor.constant(basis_start + i)).collect();
    if constants.iter().all(Option::is_none) {
        return None;
    }
    let ctx = ir.ctx();
    let mut kept = Vec::new();
    let mut new_statics = Vec::with_capacity(statics.len());
    let mut next = values.iter().zip(&constants);
    for &entry in statics {
        if entry != DYNAMIC {
            new_statics.push(entry);
            continue;
        }
        match next.next() {
            Some((&value, None)) => {
                kept.push(value);
                new_statics.push(DYNAMIC);
            }
            Some((_, Some(attr))) => {
                new_statics.push(attr.as_integer(ctx).and_then(|v| v.as_i64()).unwrap_or(DYNAMIC))
            }
            None => new_statics.push(DYNAMIC),
        }
    }
    Some((kept, new_statics))
}

/// The integer of a folded operand: `None` unless it is an integer.
fn int_constant(ctx: &Context, attr: Option<Attribute>) -> Option<i64> {
    attr?.as_integer(ctx)?.as_i64()
}

impl DelinearizeIndexOp {
    /// The result count against the basis, the dynamic entries against
    /// their values, and no static element below 1 (MLIR's
    /// `AffineDelinearizeIndexOp::verify`).
    fn verify(self, ir: &IrView) -> VerifyResult {
        self.verify_basis(
            ir,
            "should return an index for each basis element and up to one extra index",
        )?;
        if self.static_basis(ir).iter().any(|&b| b != DYNAMIC && b <= 0) {
            return Err(self
                .as_op()
                .emit_op_error(ir, "no basis element may be statically non-positive")
                .into());
        }
        Ok(())
    }

    /// Constant basis values become static; a single result is the
    /// index itself; a constant index over a static basis splits into
    /// constants.
    fn fold(self, ir: &IrView, adaptor: &FoldAdaptor) -> FoldResult {
        let statics = self.static_basis(ir);
        let values: Vec<Value> = self.dynamic_basis(ir).collect();
        if let Some((kept, new_statics)) = fold_constant_basis(ir, adaptor, 1, &statics, &values) {
            let mut operands = vec![self.linear_index(ir)];
            operands.extend(kept);
            return OpUpdate::new()
                .with_operands(operands)
                .with_attr("static_basis", Some(ir.ctx().dense_i64_array(&new_statics)))
                .into();
        }
        let results = self.as_op().num_results(ir);
        if results == 1 {
            return OpFoldResult::Value(self.linear_index(ir)).into();
        }
        let ctx = ir.ctx();
        let Some(mut high) = int_constant(ctx, adaptor.constant(0)) else {
            return FoldResult::Failed;
        };
        if !values.is_empty() {
            return FoldResult::Failed;
        }
        let moduli = if self.has_outer_bound(ir) { &statics[1..] } else { &statics[..] };
        if moduli.iter().any(|&m| m <= 0) {
            return FoldResult::Failed;
        }
        let ty = self.linear_index(ir).ty(ir);
        let mut digits = Vec::with_capacity(results);
        for &modulus in moduli.iter().rev() {
            digits.push(OpFoldResult::Attr(ctx.integer_attr_i64(ty, high.rem_euclid(modulus))));
            high = high.div_euclid(modulus);
        }
        digits.push(OpFoldResult::Attr(ctx.integer_attr_i64(ty, high)));
        digits.reverse();
        FoldResult::Replaced(digits)
    }
}

impl LinearizeIndexOp {
    /// The index count against the basis and the dynamic entries against
    /// their values (MLIR's `AffineLinearizeIndexOp::verify`).
    fn verify(self, ir: &IrView) -> VerifyResult {
        self.verify_basis(
            ir,
            "should be passed a basis element for each index except possibly the first",
        )
    }

    /// Constant basis values become static; no index is 0, a single one
    /// is itself; constant indices over a static basis combine into a
    /// constant.
    fn fold(self, ir: &IrView, adaptor: &FoldAdaptor) -> FoldResult {
        let statics = self.static_basis(ir);
        let indices: Vec<Value> = self.multi_index(ir).collect();
        let values: Vec<Value> = self.dynamic_basis(ir).collect();
        let ctx = ir.ctx();
        if let Some((kept, new_statics)) =
            fold_constant_basis(ir, adaptor, indices.len(), &statics, &values)
        {
            let segments = [indices.len() as i32, kept.len() as i32];
            let mut operands = indices;
            operands.extend(kept);
            return OpUpdate::new()
                .with_operands(operands)
                .with_attr("operandSegmentSizes", Some(ctx.dense_i32_array(&segments)))
                .with_attr("static_basis", Some(ctx.dense_i64_array(&new_statics)))
                .into();
        }
        let ty = self.linear_index(ir).ty(ir);
        match indices.len() {
            0 => return OpFoldResult::Attr(ctx.integer_attr_i64(ty, 0)).into(),
            1 => return OpFoldResult::Value(indices[0]).into(),
            _ => {}
        }
        let Some(digits) = (0..indices.len())
            .map(|i| int_constant(ctx, adaptor.constant(i)))
            .collect::<Option<Vec<i64>>>()
        else {
            return FoldResult::Failed;
        };
        if !values.is_empty() {
            return FoldResult::Failed;
        }
        // Wrapping, as MLIR's `int64_t` arithmetic on these does.
        let (mut result, mut stride) = (0i64, 1i64);
        for (&length, &digit) in statics.iter().rev().zip(digits.iter().rev()) {
            result = result.wrapping_add(digit.wrapping_mul(stride));
            stride = stride.wrapping_mul(length);
        }
        if !self.has_outer_bound(ir) {
            result = result.wrapping_add(digits[0].wrapping_mul(stride));
        }
        OpFoldResult::Attr(ctx.integer_attr_i64(ty, result)).into()
    }
}

/// Creates `affine.delinearize_index %linear into (basis)`; a `None` first
/// element (a padded basis) leaves the first result unbounded, as does
/// `has_outer_bound = false`.
pub(crate) fn create_delinearize(
    b: &mut impl OpBuilder,
    loc: Location,
    linear: Value,
    basis: &[Option<OpFoldResult>],
    has_outer_bound: bool,
) -> DelinearizeIndexOp {
    let (outer, basis) = match basis.split_first() {
        Some((None, rest)) => (false, rest),
        _ => (has_outer_bound, basis),
    };
    let basis: Vec<OpFoldResult> = basis.iter().flatten().copied().collect();
    let (statics, values) = decompose(b.ctx(), &basis);
    let count = if outer { statics.len() } else { statics.len() + 1 };
    let types = vec![linear.ty(b); count];
    DelinearizeIndexOp::build(b, loc, &types, linear, &values, statics)
}

/// Creates `affine.linearize_index [indices] by (basis)`; a `None` first
/// element (a padded basis) is dropped.
pub(crate) fn create_linearize(
    b: &mut impl OpBuilder,
    loc: Location,
    indices: &[Value],
    basis: &[Option<OpFoldResult>],
    disjoint: bool,
) -> Value {
    let basis: Vec<OpFoldResult> = basis.iter().flatten().copied().collect();
    let (statics, values) = decompose(b.ctx(), &basis);
    let index = b.ctx().index_type();
    LinearizeIndexOp::build(b, loc, index, indices, &values, statics, Some(disjoint))
        .linear_index(b)
}
