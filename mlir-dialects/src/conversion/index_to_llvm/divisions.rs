//! The rounding divisions of `index`, which LLVM lacks, expanded into
//! integer ops on the lowered index type as MLIR lowers them:
//!
//! - `ceildivs(n, m)`: `x = m > 0 ? -1 : 1`; where `n` is nonzero and has
//!   the sign of `m`, `(n + x) / m + 1`, else `-((-n) / m)`;
//! - `ceildivu(n, m)`: `n == 0 ? 0 : (n - 1) / m + 1`;
//! - `floordivs(n, m)`: `x = m < 0 ? 1 : -1`; where `n` is nonzero and its
//!   sign differs from `m`'s, `-1 - (x - n) / m`, else `n / m`.

use mlir_core::conversion::{ConversionPatternRewriter, OpConversionPattern, ValueVector};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{Op, Value};
use mlir_core::rewrite::RewriteResult;
use mlir_core::{Location, Type};

use crate::conversion::llvm_common::{int_constant, single_values};
use crate::index::{CeilDivSOp, CeilDivUOp, FloorDivSOp};
use crate::llvm::{AddOp, AndOp, ICmpOp, ICmpPredicate, SDivOp, SelectOp, SubOp, UDivOp};

/// The ops an expansion builds.
const GENERATED: [&str; 8] = [
    "llvm.mlir.constant",
    "llvm.icmp",
    "llvm.select",
    "llvm.add",
    "llvm.sub",
    "llvm.sdiv",
    "llvm.udiv",
    "llvm.and",
];

/// Builds the integer ops of an expansion at one location.
struct Emit<'r, 'a> {
    rw: &'r mut ConversionPatternRewriter<'a>,
    loc: Location,
}

impl Emit<'_, '_> {
    fn constant(&mut self, ty: Type, value: i64) -> Value {
        int_constant(self.rw, self.loc, ty, value)
    }

    fn icmp(&mut self, predicate: ICmpPredicate, lhs: Value, rhs: Value) -> Value {
        let i1 = self.rw.ctx().integer_type(1);
        ICmpOp::build(self.rw, self.loc, i1, predicate, lhs, rhs).res(self.rw)
    }

    fn select(&mut self, condition: Value, yes: Value, no: Value) -> Value {
        let ty = yes.ty(self.rw);
        SelectOp::build(self.rw, self.loc, ty, condition, yes, no, None).res(self.rw)
    }

    fn add(&mut self, lhs: Value, rhs: Value) -> Value {
        let ty = lhs.ty(self.rw);
        AddOp::build(self.rw, self.loc, ty, lhs, rhs, None).res(self.rw)
    }

    fn sub(&mut self, lhs: Value, rhs: Value) -> Value {
        let ty = lhs.ty(self.rw);
        SubOp::build(self.rw, self.loc, ty, lhs, rhs, None).res(self.rw)
    }

    fn sdiv(&mut self, lhs: Value, rhs: Value) -> Value {
        let ty = lhs.ty(self.rw);
        SDivOp::build(self.rw, self.loc, ty, lhs, rhs, false).res(self.rw)
    }

    fn udiv(&mut self, lhs: Value, rhs: Value) -> Value {
        let ty = lhs.ty(self.rw);
        UDivOp::build(self.rw, self.loc, ty, lhs, rhs, false).res(self.rw)
    }

    fn and(&mut self, lhs: Value, rhs: Value) -> Value {
        let ty = lhs.ty(self.rw);
        AndOp::build(self.rw, self.loc, ty, lhs, rhs).res(self.rw)
    }
}

/// The two converted operands of a division.
fn operands_of(operands: &[ValueVector]) -> Result<(Value, Value), &'static str> {
    match single_values(operands)?.as_slice() {
        [n, m] => Ok((*n, *m)),
        _ => Err("a division has two operands"),
    }
}

/// Replaces the division `op` by what `expand` builds from its converted
/// dividend and divisor, at `op`'s location.
fn lower_division(
    op: Op,
    operands: &[ValueVector],
    rw: &mut ConversionPatternRewriter<'_>,
    expand: fn(&mut Emit<'_, '_>, Value, Value) -> Value,
) -> RewriteResult {
    let (n, m) = match operands_of(operands) {
        Ok(pair) => pair,
        Err(reason) => return rw.notify_match_failure(op, reason),
    };
    let loc = op.loc(rw);
    let result = expand(&mut Emit { rw, loc }, n, m);
    rw.replace_op(op, &[result]);
    Ok(())
}

/// `ceildivs(n, m)`: `x = m > 0 ? -1 : 1`; where `n` is nonzero and has
/// the sign of `m`, `(n + x) / m + 1`, else `-((-n) / m)`.
fn expand_ceildivs(e: &mut Emit<'_, '_>, n: Value, m: Value) -> Value {
    let ty = n.ty(e.rw);
    let zero = e.constant(ty, 0);
    let pos_one = e.constant(ty, 1);
    let neg_one = e.constant(ty, -1);
    let m_pos = e.icmp(ICmpPredicate::Sgt, m, zero);
    let x = e.select(m_pos, neg_one, pos_one);
    let n_plus_x = e.add(n, x);
    let quotient = e.sdiv(n_plus_x, m);
    let pos_result = e.add(quotient, pos_one);
    let minus_n = e.sub(zero, n);
    let neg_quotient = e.sdiv(minus_n, m);
    let neg_result = e.sub(zero, neg_quotient);
    let n_pos = e.icmp(ICmpPredicate::Sgt, n, zero);
    let same_sign = e.icmp(ICmpPredicate::Eq, n_pos, m_pos);
    let n_nonzero = e.icmp(ICmpPredicate::Ne, n, zero);
    let positive = e.and(same_sign, n_nonzero);
    e.select(positive, pos_result, neg_result)
}

/// `ceildivu(n, m)`: `n == 0 ? 0 : (n - 1) / m + 1`.
fn expand_ceildivu(e: &mut Emit<'_, '_>, n: Value, m: Value) -> Value {
    let ty = n.ty(e.rw);
    let zero = e.constant(ty, 0);
    let one = e.constant(ty, 1);
    let n_minus_one = e.sub(n, one);
    let quotient = e.udiv(n_minus_one, m);
    let plus_one = e.add(quotient, one);
    let n_zero = e.icmp(ICmpPredicate::Eq, n, zero);
    e.select(n_zero, zero, plus_one)
}

/// `floordivs(n, m)`: `x = m < 0 ? 1 : -1`; where `n` is nonzero and its
/// sign differs from `m`'s, `-1 - (x - n) / m`, else `n / m`.
fn expand_floordivs(e: &mut Emit<'_, '_>, n: Value, m: Value) -> Value {
    let ty = n.ty(e.rw);
    let zero = e.constant(ty, 0);
    let pos_one = e.constant(ty, 1);
    let neg_one = e.constant(ty, -1);
    let m_neg = e.icmp(ICmpPredicate::Slt, m, zero);
    let x = e.select(m_neg, pos_one, neg_one);
    let x_minus_n = e.sub(x, n);
    let quotient = e.sdiv(x_minus_n, m);
    let neg_result = e.sub(neg_one, quotient);
    let pos_result = e.sdiv(n, m);
    let n_neg = e.icmp(ICmpPredicate::Slt, n, zero);
    let signs_differ = e.icmp(ICmpPredicate::Ne, n_neg, m_neg);
    let n_nonzero = e.icmp(ICmpPredicate::Ne, n, zero);
    let negative = e.and(signs_differ, n_nonzero);
    e.select(negative, neg_result, pos_result)
}

/// `index.ceildivs`.
pub struct CeilDivSLowering;

impl OpConversionPattern for CeilDivSLowering {
    type Op = CeilDivSOp;

    fn generated_ops(&self) -> &[&'static str] {
        &GENERATED
    }

    fn match_and_rewrite(
        &self,
        op: CeilDivSOp,
        operands: &[ValueVector],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        lower_division(op.as_op(), operands, rw, expand_ceildivs)
    }
}

/// `index.ceildivu`.
pub struct CeilDivULowering;

impl OpConversionPattern for CeilDivULowering {
    type Op = CeilDivUOp;

    fn generated_ops(&self) -> &[&'static str] {
        &GENERATED
    }

    fn match_and_rewrite(
        &self,
        op: CeilDivUOp,
        operands: &[ValueVector],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        lower_division(op.as_op(), operands, rw, expand_ceildivu)
    }
}

/// `index.floordivs`.
pub struct FloorDivSLowering;

impl OpConversionPattern for FloorDivSLowering {
    type Op = FloorDivSOp;

    fn generated_ops(&self) -> &[&'static str] {
        &GENERATED
    }

    fn match_and_rewrite(
        &self,
        op: FloorDivSOp,
        operands: &[ValueVector],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        lower_division(op.as_op(), operands, rw, expand_floordivs)
    }
}
