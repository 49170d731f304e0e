//! `addi`, `subi`, `muli` and the extended ops, by hand: two ops with
//! scalar constants fold their constants into one (the new op keeping
//! the flags both had, or none), `x + y * -1` is a subtraction,
//! `(a - b) - a` is `0 - b`, and an extended op whose second result is
//! unused is the plain op.

use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, Value};
use mlir_core::rewrite::{PatternRewriter, RewritePattern, RewriteResult};
use mlir_core::support::apint::APInt;
use mlir_core::{Attribute, Location};
use mlir_rs::dialects::arith::{
    AddIOp, AddUIExtendedOp, CmpIOp, CmpIPredicate, ConstantOp, ExtSIOp, IntegerOverflowFlags,
    MulIOp, MulSIExtendedOp, MulUIExtendedOp, SubIOp,
};

use super::{
    constant, def, def_loc, fail, fused, get, hand_pattern, int_of, is_all_ones, zero_like,
};

/// Adds this family's patterns, in the declarative set's order.
pub fn add(all: &mut Vec<Box<dyn RewritePattern>>) {
    all.push(Box::new(AddIAddConstant));
    all.push(Box::new(AddISubConstantRHS));
    all.push(Box::new(AddISubConstantLHS));
    all.push(Box::new(AddIMulNegativeOneRhs));
    all.push(Box::new(AddIMulNegativeOneLhs));
    all.push(Box::new(SubIRHSAddConstant));
    all.push(Box::new(SubILHSAddConstant));
    all.push(Box::new(SubIRHSSubConstantRHS));
    all.push(Box::new(SubIRHSSubConstantLHS));
    all.push(Box::new(SubILHSSubConstantRHS));
    all.push(Box::new(SubILHSSubConstantLHS));
    all.push(Box::new(SubISubILHSRHSLHS));
    all.push(Box::new(MulIMulIConstant));
    all.push(Box::new(AddUIExtendedToAddI));
    all.push(Box::new(MulSIExtendedToMulI));
    all.push(Box::new(MulSIExtendedRHSOne));
    all.push(Box::new(MulUIExtendedToMulI));
}

/// The scalar integer of the constant defining `value`.
fn scalar(ir: &IrView, value: Value) -> Option<APInt> {
    constant(ir, value)?.as_integer(ir.ctx()).cloned()
}

/// The integer attribute `f(a, b)` at the type of `like`.
fn folded(
    ir: &IrView,
    like: Value,
    a: &APInt,
    b: &APInt,
    f: fn(&APInt, &APInt) -> APInt,
) -> Attribute {
    ir.ctx().integer_attr(like.ty(ir), f(a, b))
}

/// Creates `constant(value)` of `result`'s type, then the binary op
/// `make(lhs or constant, rhs or constant)` replacing the root; with
/// `constant_first` the constant is the left operand.
#[allow(clippy::too_many_arguments)]
fn rebuild<O: OpType>(
    rw: &mut PatternRewriter<'_>,
    root: mlir_core::ir::Op,
    loc: Location,
    value: Attribute,
    other: Value,
    constant_first: bool,
    flags: Option<IntegerOverflowFlags>,
    make: fn(
        &mut PatternRewriter<'_>,
        Location,
        mlir_core::Type,
        Value,
        Value,
        Option<IntegerOverflowFlags>,
    ) -> O,
) -> RewriteResult {
    let ty = root.result(rw, 0).ty(rw);
    let k = ConstantOp::build(rw, loc, ty, value).result(rw);
    let (lhs, rhs) = if constant_first { (k, other) } else { (other, k) };
    let new = make(rw, loc, ty, lhs, rhs, flags).as_op().result(rw, 0);
    rw.replace_op(root, &[new]);
    Ok(())
}

fn make_add(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    ty: mlir_core::Type,
    a: Value,
    b: Value,
    f: Option<IntegerOverflowFlags>,
) -> AddIOp {
    AddIOp::build(rw, loc, ty, a, b, f)
}

fn make_sub(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    ty: mlir_core::Type,
    a: Value,
    b: Value,
    f: Option<IntegerOverflowFlags>,
) -> SubIOp {
    SubIOp::build(rw, loc, ty, a, b, f)
}

fn make_mul(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    ty: mlir_core::Type,
    a: Value,
    b: Value,
    f: Option<IntegerOverflowFlags>,
) -> MulIOp {
    MulIOp::build(rw, loc, ty, a, b, f)
}

/// A binary integer op with overflow flags, as the reassociations read it.
trait IntBinary: OpType {
    fn operands(self, rw: &PatternRewriter<'_>) -> (Value, Value);
    fn flags(self, rw: &PatternRewriter<'_>) -> IntegerOverflowFlags;
}

macro_rules! int_binary {
    ($($op:ty),*) => {$(
        impl IntBinary for $op {
            fn operands(self, rw: &PatternRewriter<'_>) -> (Value, Value) {
                (self.lhs(rw), self.rhs(rw))
            }
            fn flags(self, rw: &PatternRewriter<'_>) -> IntegerOverflowFlags {
                self.overflow_flags(rw)
            }
        }
    )*};
}
int_binary!(AddIOp, SubIOp, MulIOp);

/// Where a reassociation finds its operands: the inner op on the root's
/// left (its constant then the location's) or right (the root's left
/// constant then is), and the inner op's constant on its left or right.
struct Shape {
    inner_left: bool,
    constant_in_inner_lhs: bool,
}

/// What a reassociation creates: the op `make` of the inner op's other
/// operand and the folded constant (`constant_first`: on the left), with
/// the flags both ops had (`keep_flags`) or none.
struct New<O> {
    keep_flags: bool,
    constant_first: bool,
    make: fn(
        &mut PatternRewriter<'_>,
        Location,
        mlir_core::Type,
        Value,
        Value,
        Option<IntegerOverflowFlags>,
    ) -> O,
}

/// `root(inner(…), c)` or `root(c, inner(…))` with scalar integer
/// constants, rewritten to `make(x, combine(inner's, root's))`.
fn reassociate<R: IntBinary, I: IntBinary, O: OpType>(
    root: R,
    rw: &mut PatternRewriter<'_>,
    shape: Shape,
    combine: fn(&APInt, &APInt) -> APInt,
    new: New<O>,
) -> RewriteResult {
    let (lhs, rhs) = root.operands(rw);
    let (inner_value, outer_k) = if shape.inner_left { (lhs, rhs) } else { (rhs, lhs) };
    let inner: I = get!(def(rw, inner_value), rw, root, "the operand is not the inner op");
    let (a, b) = inner.operands(rw);
    let (inner_k, x) = if shape.constant_in_inner_lhs { (a, b) } else { (b, a) };
    let c_inner = get!(scalar(rw, inner_k), rw, root, "the inner op's constant is not an integer");
    let c_outer = get!(scalar(rw, outer_k), rw, root, "the root's constant is not an integer");
    let flags = new.keep_flags.then(|| inner.flags(rw) & root.flags(rw));
    let k = if shape.inner_left { inner_k } else { outer_k };
    let loc = fused(rw, &[root.as_op().loc(rw), def_loc(rw, k)]);
    let like = root.as_op().result(rw, 0);
    let value = folded(rw, like, &c_inner, &c_outer, combine);
    rebuild(rw, root.as_op(), loc, value, x, new.constant_first, flags, new.make)
}

hand_pattern! {
    /// `addi(addi(x, c0), c1)` is `addi(x, c0 + c1)`.
    AddIAddConstant on AddIOp, benefit 2, |root, rw| {
        let shape = Shape { inner_left: true, constant_in_inner_lhs: false };
        let new = New { keep_flags: true, constant_first: false, make: make_add };
        reassociate::<_, AddIOp, _>(root, rw, shape, |i, o| i.wrapping_add(o), new)
    }
}

hand_pattern! {
    /// `addi(subi(x, c0), c1)` is `addi(x, c1 - c0)`.
    AddISubConstantRHS on AddIOp, benefit 2, |root, rw| {
        let shape = Shape { inner_left: true, constant_in_inner_lhs: false };
        let new = New { keep_flags: true, constant_first: false, make: make_add };
        reassociate::<_, SubIOp, _>(root, rw, shape, |i, o| o.wrapping_sub(i), new)
    }
}

hand_pattern! {
    /// `addi(subi(c0, x), c1)` is `subi(c0 + c1, x)`.
    AddISubConstantLHS on AddIOp, benefit 2, |root, rw| {
        let shape = Shape { inner_left: true, constant_in_inner_lhs: true };
        let new = New { keep_flags: true, constant_first: true, make: make_sub };
        reassociate::<_, SubIOp, _>(root, rw, shape, |i, o| i.wrapping_add(o), new)
    }
}

/// `addi(x, muli(y, -1))` (or with the operands swapped, `negated_lhs`)
/// as `subi(x, y)`, without flags.
fn add_mul_negative_one(
    root: AddIOp,
    rw: &mut PatternRewriter<'_>,
    negated_lhs: bool,
) -> RewriteResult {
    let (x, neg) =
        if negated_lhs { (root.rhs(rw), root.lhs(rw)) } else { (root.lhs(rw), root.rhs(rw)) };
    let mul: MulIOp = get!(def(rw, neg), rw, root, "the operand is not a muli");
    let k = mul.rhs(rw);
    let c = get!(constant(rw, k), rw, root, "the muli's rhs is not a constant");
    if !is_all_ones(rw.ctx(), c) {
        fail!(rw, root, "the muli's rhs is not -1");
    }
    let loc = fused(rw, &[root.as_op().loc(rw), def_loc(rw, k)]);
    let ty = root.result(rw).ty(rw);
    let y = mul.lhs(rw);
    let new = SubIOp::build(rw, loc, ty, x, y, None).result(rw);
    rw.replace_op(root.as_op(), &[new]);
    Ok(())
}

hand_pattern! {
    /// `addi(x, muli(y, -1))` is `subi(x, y)`.
    AddIMulNegativeOneRhs on AddIOp, benefit 2, |root, rw| {
        add_mul_negative_one(root, rw, false)
    }
}

hand_pattern! {
    /// `addi(muli(x, -1), y)` is `subi(y, x)`.
    AddIMulNegativeOneLhs on AddIOp, benefit 2, |root, rw| {
        add_mul_negative_one(root, rw, true)
    }
}

hand_pattern! {
    /// `subi(addi(x, c0), c1)` is `addi(x, c0 - c1)`, without flags.
    SubIRHSAddConstant on SubIOp, benefit 2, |root, rw| {
        let shape = Shape { inner_left: true, constant_in_inner_lhs: false };
        let new = New { keep_flags: false, constant_first: false, make: make_add };
        reassociate::<_, AddIOp, _>(root, rw, shape, |i, o| i.wrapping_sub(o), new)
    }
}

hand_pattern! {
    /// `subi(c1, addi(x, c0))` is `subi(c1 - c0, x)`.
    SubILHSAddConstant on SubIOp, benefit 2, |root, rw| {
        let shape = Shape { inner_left: false, constant_in_inner_lhs: false };
        let new = New { keep_flags: true, constant_first: true, make: make_sub };
        reassociate::<_, AddIOp, _>(root, rw, shape, |i, o| o.wrapping_sub(i), new)
    }
}

hand_pattern! {
    /// `subi(subi(x, c0), c1)` is `subi(x, c0 + c1)`.
    SubIRHSSubConstantRHS on SubIOp, benefit 2, |root, rw| {
        let shape = Shape { inner_left: true, constant_in_inner_lhs: false };
        let new = New { keep_flags: true, constant_first: false, make: make_sub };
        reassociate::<_, SubIOp, _>(root, rw, shape, |i, o| i.wrapping_add(o), new)
    }
}

hand_pattern! {
    /// `subi(subi(c0, x), c1)` is `subi(c0 - c1, x)`.
    SubIRHSSubConstantLHS on SubIOp, benefit 2, |root, rw| {
        let shape = Shape { inner_left: true, constant_in_inner_lhs: true };
        let new = New { keep_flags: true, constant_first: true, make: make_sub };
        reassociate::<_, SubIOp, _>(root, rw, shape, |i, o| i.wrapping_sub(o), new)
    }
}

hand_pattern! {
    /// `subi(c1, subi(x, c0))` is `subi(c0 + c1, x)`.
    SubILHSSubConstantRHS on SubIOp, benefit 2, |root, rw| {
        let shape = Shape { inner_left: false, constant_in_inner_lhs: false };
        let new = New { keep_flags: true, constant_first: true, make: make_sub };
        reassociate::<_, SubIOp, _>(root, rw, shape, |i, o| i.wrapping_add(o), new)
    }
}

hand_pattern! {
    /// `subi(c1, subi(c0, x))` is `addi(x, c1 - c0)`.
    SubILHSSubConstantLHS on SubIOp, benefit 2, |root, rw| {
        let shape = Shape { inner_left: false, constant_in_inner_lhs: true };
        let new = New { keep_flags: true, constant_first: false, make: make_add };
        reassociate::<_, SubIOp, _>(root, rw, shape, |i, o| o.wrapping_sub(i), new)
    }
}

hand_pattern! {
    /// `subi(subi(a, b), a)` is `subi(0, b)`.
    SubISubILHSRHSLHS on SubIOp, benefit 2, |root, rw| {
        let inner: SubIOp = get!(def(rw, root.lhs(rw)), rw, root, "the lhs is not a subi");
        let a = inner.lhs(rw);
        if root.rhs(rw) != a {
            fail!(rw, root, "the rhs is not the inner lhs");
        }
        let flags = inner.overflow_flags(rw) & root.overflow_flags(rw);
        let loc = fused(rw, &[root.as_op().loc(rw), inner.as_op().loc(rw)]);
        let zero = zero_like(rw, a);
        let b = inner.rhs(rw);
        rebuild(rw, root.as_op(), loc, zero, b, true, Some(flags), make_sub)
    }
}

hand_pattern! {
    /// `muli(muli(x, c0), c1)` is `muli(x, c0 * c1)`.
    MulIMulIConstant on MulIOp, benefit 2, |root, rw| {
        let shape = Shape { inner_left: true, constant_in_inner_lhs: false };
        let new = New { keep_flags: true, constant_first: false, make: make_mul };
        reassociate::<_, MulIOp, _>(root, rw, shape, |i, o| i.wrapping_mul(o), new)
    }
}

hand_pattern! {
    /// `addui_extended(x, y)` whose overflow is unused is `addi(x, y)`.
    AddUIExtendedToAddI on AddUIExtendedOp, benefit 1, |root, rw| {
        if !root.overflow(rw).use_empty(rw) {
            fail!(rw, root, "the overflow is used");
        }
        let (x, y) = (root.lhs(rw), root.rhs(rw));
        let (loc, ty) = (root.as_op().loc(rw), root.sum(rw).ty(rw));
        let new = AddIOp::build(rw, loc, ty, x, y, None).result(rw);
        rw.replace_op(root.as_op(), &[new, x]);
        Ok(())
    }
}

hand_pattern! {
    /// `mulsi_extended(x, y)` whose high half is unused is `muli(x, y)`.
    MulSIExtendedToMulI on MulSIExtendedOp, benefit 1, |root, rw| {
        if !root.high(rw).use_empty(rw) {
            fail!(rw, root, "the high half is used");
        }
        let (x, y) = (root.lhs(rw), root.rhs(rw));
        let (loc, ty) = (root.as_op().loc(rw), root.low(rw).ty(rw));
        let new = MulIOp::build(rw, loc, ty, x, y, None).result(rw);
        rw.replace_op(root.as_op(), &[new, x]);
        Ok(())
    }
}

hand_pattern! {
    /// `mulsi_extended(x, 1)` is `x` and `extsi(cmpi slt, x, 0)`.
    MulSIExtendedRHSOne on MulSIExtendedOp, benefit 1, |root, rw| {
        let c = get!(constant(rw, root.rhs(rw)), rw, root, "the rhs is not a constant");
        if !int_of(rw.ctx(), c).is_some_and(|v| v.is_one() && !v.sign_bit()) {
            fail!(rw, root, "the rhs is not one");
        }
        let x = root.lhs(rw);
        let (loc, high_ty) = (root.as_op().loc(rw), root.high(rw).ty(rw));
        let zero = zero_like(rw, x);
        let zero = ConstantOp::build(rw, loc, x.ty(rw), zero).result(rw);
        let negative = match CmpIOp::build_inferred(rw, loc, CmpIPredicate::Slt, x, zero) {
            Ok(cmp) => cmp.result(rw),
            Err(d) => return rw.notify_match_failure(root.as_op(), d.message),
        };
        let high = ExtSIOp::build(rw, loc, high_ty, negative).out(rw);
        rw.replace_op(root.as_op(), &[x, high]);
        Ok(())
    }
}

hand_pattern! {
    /// `mului_extended(x, y)` whose high half is unused is `muli(x, y)`.
    MulUIExtendedToMulI on MulUIExtendedOp, benefit 1, |root, rw| {
        if !root.high(rw).use_empty(rw) {
            fail!(rw, root, "the high half is used");
        }
        let (x, y) = (root.lhs(rw), root.rhs(rw));
        let (loc, ty) = (root.as_op().loc(rw), root.low(rw).ty(rw));
        let new = MulIOp::build(rw, loc, ty, x, y, None).result(rw);
        rw.replace_op(root.as_op(), &[new, x]);
        Ok(())
    }
}
