//! The 20 binary ops of `index`: arithmetic (`add`, `sub`, `mul`), the
//! divisions and remainders (`divs`, `divu`, `ceildivs`, `ceildivu`,
//! `floordivs`, `rems`, `remu`), minimum and maximum (`maxs`, `maxu`,
//! `mins`, `minu`), shifts (`shl`, `shrs`, `shru`) and the bitwise ops
//! (`and`, `or`, `xor`). Each takes two `index` operands and gives an
//! `index`, written `index.add %a, %b` with no type.
//!
//! Each folds constants under both widths of `index` (`dual_width.rs`:
//! checked where the widths may disagree); `add`, `sub` and `mul` add
//! their identities. The commutative and associative ops reassociate
//! constants (`canonicalize.rs`). The divisions and remainders are
//! undefined for a zero divisor, so they have no memory effect but are not
//! `Pure`, as upstream.

use mlir_core::definitions::interfaces::infer_type::{
    InferTypeOpInterfaceModel, InferTypeOpInterfaceTrait,
};
use mlir_core::ir::IrView;
use mlir_core::rewrite::{FoldAdaptor, OpFoldResult};
use mlir_core::semantics::constraints::Index as IndexType;
use mlir_core::semantics::traits::{Commutative, NoMemoryEffect, Pure};
use mlir_derive::op;

use super::super::Index;
use super::super::canonicalize::*;
use super::super::dual_width::{calc, fold_checked, fold_unchecked, index_const};
use super::super::int_range::{self as ranges, BinaryRange};
use super::super::models::INDEX_RESULT;
use mlir_core::definitions::interfaces::infer_int_range::InferIntRangeInterfaceModel;
use mlir_core::definitions::interfaces::int_range_combinators::{
    CmpMode, infer_and, infer_ceil_div_s, infer_ceil_div_u, infer_div_s, infer_div_u,
    infer_floor_div_s, infer_max_s, infer_max_u, infer_min_s, infer_min_u, infer_or, infer_rem_s,
    infer_rem_u, infer_shr_s, infer_shr_u, infer_xor,
};

/// Declares one binary op: `markers` are its traits, `canonicalize` its
/// patterns, and `fold` the folder's body, which sees `self`, `ir` and
/// `adaptor`.
macro_rules! binary_op {
    (
        $(#[$doc:meta])*
        $name:ident = $mnemonic:literal, markers = [$($marker:ident),*],
        range = ($infer:path, $mode:ident),
        $(canonicalize = [$($pattern:ident),*],)?
        fold = |$this:ident, $ir:ident, $adaptor:ident| $fold:expr
    ) => {
        $(#[$doc])*
        #[op(
            dialect = Index,
            name = $mnemonic,
            fold,
            $(canonicalize = [$($pattern),*],)?
            format = "$lhs `,` $rhs attr-dict",
            traits = [$($marker,)* InferTypeOpInterfaceTrait],
            interfaces = [
                InferTypeOpInterfaceModel = INDEX_RESULT,
                InferIntRangeInterfaceModel = BinaryRange($infer, CmpMode::$mode),
            ]
        )]
        pub struct $name {
            #[operand]
            lhs: IndexType,
            #[operand]
            rhs: IndexType,
            #[result]
            result: IndexType,
        }

        impl $name {
            /// Folds constants when both widths of `index` agree.
            fn fold(self, $ir: &IrView, $adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
                let $this = self;
                $fold
            }
        }
    };
}

/// `x op c → x` when `c` is `neutral`, else constants folded with `calc`.
fn fold_with_identity(
    ir: &IrView,
    adaptor: &FoldAdaptor<'_>,
    lhs: mlir_core::ir::Value,
    calc: super::super::dual_width::Calc,
    neutral: u64,
) -> Option<OpFoldResult> {
    fold_unchecked(ir, adaptor, calc).or_else(|| {
        (index_const(ir.ctx(), adaptor.constant(1)) == Some(neutral)).then_some(lhs.into())
    })
}

binary_op! {
    /// Adds two `index` values, wrapping.
    ///
    /// Folds constants and `add(x, 0)`.
    AddOp = "add", markers = [Pure, Commutative],
    range = (ranges::add, Both), canonicalize = [ReassociateAdd],
    fold = |op, ir, adaptor| fold_with_identity(ir, adaptor, op.lhs(ir), calc::add, 0)
}

binary_op! {
    /// Subtracts the right `index` value from the left, wrapping.
    ///
    /// Folds constants and `sub(x, 0)`.
    SubOp = "sub", markers = [Pure],
    range = (ranges::sub, Both),
    fold = |op, ir, adaptor| fold_with_identity(ir, adaptor, op.lhs(ir), calc::sub, 0)
}

binary_op! {
    /// Multiplies two `index` values, wrapping.
    ///
    /// Folds constants, `mul(x, 1)` to `x` and `mul(x, 0)` to `0`.
    MulOp = "mul", markers = [Pure, Commutative],
    range = (ranges::mul, Both), canonicalize = [ReassociateMul],
    fold = |op, ir, adaptor| {
        fold_with_identity(ir, adaptor, op.lhs(ir), calc::mul, 1).or_else(|| {
            let rhs = adaptor.constant(1);
            rhs.filter(|&c| index_const(ir.ctx(), Some(c)) == Some(0)).map(OpFoldResult::Attr)
        })
    }
}

binary_op! {
    /// Signed division, rounding toward zero.
    ///
    /// A zero divisor is undefined behaviour.
    DivSOp = "divs", markers = [NoMemoryEffect],
    range = (infer_div_s, Signed),
    fold = |_op, ir, adaptor| fold_checked(ir, adaptor, calc::divs)
}

binary_op! {
    /// Unsigned division, rounding toward zero.
    ///
    /// A zero divisor is undefined behaviour.
    DivUOp = "divu", markers = [NoMemoryEffect],
    range = (infer_div_u, Unsigned),
    fold = |_op, ir, adaptor| fold_checked(ir, adaptor, calc::divu)
}

binary_op! {
    /// Signed division, rounding toward positive infinity.
    ///
    /// A zero divisor is undefined behaviour.
    CeilDivSOp = "ceildivs", markers = [NoMemoryEffect],
    range = (infer_ceil_div_s, Signed),
    fold = |_op, ir, adaptor| fold_checked(ir, adaptor, calc::ceildivs)
}

binary_op! {
    /// Unsigned division, rounding toward positive infinity.
    ///
    /// A zero divisor is undefined behaviour.
    CeilDivUOp = "ceildivu", markers = [NoMemoryEffect],
    range = (infer_ceil_div_u, Unsigned),
    fold = |_op, ir, adaptor| fold_checked(ir, adaptor, calc::ceildivu)
}

binary_op! {
    /// Signed division, rounding toward negative infinity.
    ///
    /// A zero divisor is undefined behaviour.
    FloorDivSOp = "floordivs", markers = [NoMemoryEffect],
    range = (infer_floor_div_s, Signed),
    fold = |_op, ir, adaptor| fold_checked(ir, adaptor, calc::floordivs)
}

binary_op! {
    /// Signed remainder, with the sign of the dividend.
    ///
    /// A zero divisor is undefined behaviour.
    RemSOp = "rems", markers = [NoMemoryEffect],
    range = (infer_rem_s, Signed),
    fold = |_op, ir, adaptor| fold_checked(ir, adaptor, calc::rems)
}

binary_op! {
    /// Unsigned remainder.
    ///
    /// A zero divisor is undefined behaviour.
    RemUOp = "remu", markers = [NoMemoryEffect],
    range = (infer_rem_u, Unsigned),
    fold = |_op, ir, adaptor| fold_checked(ir, adaptor, calc::remu)
}

binary_op! {
    /// Signed maximum.
    ///
    /// Operands and result are `index`.
    MaxSOp = "maxs", markers = [Pure, Commutative],
    range = (infer_max_s, Signed), canonicalize = [ReassociateMaxS],
    fold = |_op, ir, adaptor| fold_checked(ir, adaptor, calc::maxs)
}

binary_op! {
    /// Unsigned maximum.
    ///
    /// Operands and result are `index`.
    MaxUOp = "maxu", markers = [Pure, Commutative],
    range = (infer_max_u, Unsigned), canonicalize = [ReassociateMaxU],
    fold = |_op, ir, adaptor| fold_checked(ir, adaptor, calc::maxu)
}

binary_op! {
    /// Signed minimum.
    ///
    /// Operands and result are `index`.
    MinSOp = "mins", markers = [Pure, Commutative],
    range = (infer_min_s, Signed), canonicalize = [ReassociateMinS],
    fold = |_op, ir, adaptor| fold_checked(ir, adaptor, calc::mins)
}

binary_op! {
    /// Unsigned minimum.
    ///
    /// Operands and result are `index`.
    MinUOp = "minu", markers = [Pure, Commutative],
    range = (infer_min_u, Unsigned), canonicalize = [ReassociateMinU],
    fold = |_op, ir, adaptor| fold_checked(ir, adaptor, calc::minu)
}

binary_op! {
    /// Shift left.
    ///
    /// Shifting by the bit width or more gives poison; a constant shift of
    /// 32 or more is not folded, as it is poison on 32-bit targets only.
    ShlOp = "shl", markers = [Pure],
    range = (ranges::shl, Both),
    fold = |_op, ir, adaptor| fold_unchecked(ir, adaptor, calc::shl)
}

binary_op! {
    /// Arithmetic (sign-filling) shift right.
    ///
    /// Shifting by the bit width or more gives poison.
    ShrSOp = "shrs", markers = [Pure],
    range = (infer_shr_s, Signed),
    fold = |_op, ir, adaptor| fold_checked(ir, adaptor, calc::shrs)
}

binary_op! {
    /// Logical (zero-filling) shift right.
    ///
    /// Shifting by the bit width or more gives poison.
    ShrUOp = "shru", markers = [Pure],
    range = (infer_shr_u, Unsigned),
    fold = |_op, ir, adaptor| fold_checked(ir, adaptor, calc::shru)
}

binary_op! {
    /// Bitwise and.
    ///
    /// Operands and result are `index`.
    AndOp = "and", markers = [Pure, Commutative],
    range = (infer_and, Unsigned), canonicalize = [ReassociateAnd],
    fold = |_op, ir, adaptor| fold_unchecked(ir, adaptor, calc::and)
}

binary_op! {
    /// Bitwise or.
    ///
    /// Operands and result are `index`.
    OrOp = "or", markers = [Pure, Commutative],
    range = (infer_or, Unsigned), canonicalize = [ReassociateOr],
    fold = |_op, ir, adaptor| fold_unchecked(ir, adaptor, calc::or)
}

binary_op! {
    /// Bitwise exclusive or.
    ///
    /// Operands and result are `index`.
    XOrOp = "xor", markers = [Pure, Commutative],
    range = (infer_xor, Unsigned), canonicalize = [ReassociateXOr],
    fold = |_op, ir, adaptor| fold_unchecked(ir, adaptor, calc::xor)
}
