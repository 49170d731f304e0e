//! The LLVM dialect's casts, each `%r = llvm.OP %x : T to U`: between
//! integer widths (`trunc` with overflow flags, `zext` with `nneg`,
//! `sext`), float widths (`fptrunc`, `fpext`), integers and floats
//! (`fptoui`, `fptosi`, `uitofp` with `nneg`, `sitofp`), integers and
//! pointers (`ptrtoint`, `inttoptr` with `dereferenceable`), address
//! spaces (`addrspacecast`) and same-size reinterpretation (`bitcast`).
//! Scalars and LLVM vectors alike.
//!
//! Upstream checks the widths of `zext` and `sext` only, and `bitcast`'s
//! pointers; the other casts verify their kinds of types alone.

use mlir_core::context::diagnostics::VerifyResult;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, Op};
use mlir_core::semantics::constraints::UnitAttr;
use mlir_core::semantics::traits::Pure;
use mlir_core::{Type, TypeData};
use mlir_derive::op;

use mlir_core::definitions::interfaces::view_like::{ViewLikeOpInterfaceModel, ViewOfFirstOperand};

use super::Llvm;
use super::arith_constraints::{
    FloatOrFloatVector, IntOrIntVector, LlvmAnyNonAggregate, PtrOrPtrVector,
};
use super::arith_enums::{IntegerOverflowFlags, IntegerOverflowFlagsProp};
use super::dereferenceable::{DereferenceableAttr, verify_dereferenceable};
use super::types::PtrType;

/// Declares a cast (ODS's `LLVM_CastOp`), with the hooks listed after
/// its types (`verify`, `fold`, `interfaces = […]`).
macro_rules! cast_op {
    (
        $(#[$doc:meta])* $name:ident = $mnemonic:literal, $from:ty => $to:ty
        $(, $hook:ident $(= $value:tt)?)*
    ) => {
        $(#[$doc])*
        #[op(
            dialect = Llvm,
            name = $mnemonic,
            format = "$arg attr-dict `:` type($arg) `to` type($res)",
            traits = [Pure]
            $(, $hook $(= $value)?)*
        )]
        pub struct $name {
            #[operand]
            arg: $from,
            #[result]
            res: $to,
        }
    };
}

/// Declares a cast with the `nneg` flag (ODS's `LLVM_CastOpWithNNegFlag`),
/// with the hooks listed after its types.
macro_rules! nneg_cast_op {
    ($(#[$doc:meta])* $name:ident = $mnemonic:literal, $from:ty => $to:ty $(, $hook:ident)*) => {
        $(#[$doc])*
        #[op(
            dialect = Llvm,
            name = $mnemonic,
            format = "(`nneg` $nonNeg^)? $arg attr-dict `:` type($arg) `to` type($res)",
            traits = [Pure]
            $(, $hook)*
        )]
        pub struct $name {
            #[operand]
            arg: $from,
            #[attr(rename = "nonNeg")]
            non_neg: Option<UnitAttr>,
            #[result]
            res: $to,
        }
    };
}

cast_op!(
    /// Reinterprets the bits of a value as another type of the same size;
    /// pointers only as pointers of the same address space.
    BitcastOp = "bitcast", LlvmAnyNonAggregate => LlvmAnyNonAggregate, verify, fold
);
cast_op!(
    /// Moves a pointer to another address space: a view of the same
    /// memory.
    AddrSpaceCastOp = "addrspacecast", PtrOrPtrVector => PtrOrPtrVector, fold,
    interfaces = [ViewLikeOpInterfaceModel = ViewOfFirstOperand]
);
cast_op!(
    /// The address a pointer holds, as an integer.
    PtrToIntOp = "ptrtoint", PtrOrPtrVector => IntOrIntVector
);
cast_op!(
    /// Sign-extends an integer to a wider one.
    SExtOp = "sext", IntOrIntVector => IntOrIntVector, verify
);
nneg_cast_op!(
    /// Zero-extends an integer to a wider one; `nneg` asserts the operand
    /// is non-negative.
    ZExtOp = "zext", IntOrIntVector => IntOrIntVector, verify, fold
);
cast_op!(
    /// Converts a signed integer to a float.
    SIToFPOp = "sitofp", IntOrIntVector => FloatOrFloatVector
);
nneg_cast_op!(
    /// Converts an unsigned integer to a float; `nneg` asserts the operand
    /// is non-negative.
    UIToFPOp = "uitofp", IntOrIntVector => FloatOrFloatVector
);
cast_op!(
    /// Converts a float to a signed integer, rounding toward zero.
    FPToSIOp = "fptosi", FloatOrFloatVector => IntOrIntVector
);
cast_op!(
    /// Converts a float to an unsigned integer, rounding toward zero.
    FPToUIOp = "fptoui", FloatOrFloatVector => IntOrIntVector
);
cast_op!(
    /// Extends a float to a wider float.
    FPExtOp = "fpext", FloatOrFloatVector => FloatOrFloatVector
);
cast_op!(
    /// Truncates a float to a narrower float.
    FPTruncOp = "fptrunc", FloatOrFloatVector => FloatOrFloatVector
);

/// Truncates an integer to a narrower one; `nsw`/`nuw` make a change of
/// the signed/unsigned value poison.
#[op(
    dialect = Llvm,
    name = "trunc",
    format = "$arg ($overflowFlags^)? attr-dict `:` type($arg) `to` type($res)",
    traits = [Pure]
)]
pub struct TruncOp {
    #[operand]
    arg: IntOrIntVector,
    #[attr(rename = "overflowFlags", default = IntegerOverflowFlags::NONE, value = IntegerOverflowFlags)]
    overflow_flags: IntegerOverflowFlagsProp,
    #[result]
    res: IntOrIntVector,
}

/// An integer as a pointer; `dereferenceable` says how many bytes at it
/// may be read.
#[op(
    dialect = Llvm,
    name = "inttoptr",
    format = "$arg (`dereferenceable` `` $dereferenceable^)? attr-dict `:` type($arg) `to` type($res)",
    traits = [Pure],
    verify
)]
pub struct IntToPtrOp {
    #[operand]
    arg: IntOrIntVector,
    #[attr]
    dereferenceable: Option<DereferenceableAttr>,
    #[result]
    res: PtrOrPtrVector,
}

impl IntToPtrOp {
    /// A `dereferenceable` cast makes one pointer, not a vector of them.
    fn verify(self, ir: &IrView) -> VerifyResult {
        verify_dereferenceable(ir, self.as_op(), self.dereferenceable(ir).is_some())
    }
}

impl BitcastOp {
    /// A pointer casts only to a pointer (a vector of them only to a
    /// vector of them) of the same address space.
    fn verify(self, ir: &IrView) -> VerifyResult {
        let op = self.as_op();
        let (from, to) = (self.arg(ir).ty(ir), self.res(ir).ty(ir));
        let (from_ptr, to_ptr) = (pointer_of(ir, from), pointer_of(ir, to));
        let (Some(from_ptr), Some(to_ptr)) = (from_ptr, to_ptr) else {
            if from_ptr.is_some() != to_ptr.is_some() {
                return Err(op
                    .emit_op_error(ir, "can only cast pointers from and to pointers")
                    .into());
            }
            return Ok(());
        };
        let is_vector = |ty: Type| matches!(ty.data(ir.ctx()), TypeData::Vector { .. });
        if is_vector(to) && !is_vector(from) {
            return Err(op.emit_op_error(ir, "cannot cast pointer to vector of pointers").into());
        }
        if !is_vector(to) && is_vector(from) {
            return Err(op.emit_op_error(ir, "cannot cast vector of pointers to pointer").into());
        }
        let ctx = ir.ctx();
        if from_ptr.address_space(ctx) != to_ptr.address_space(ctx) {
            let message = "cannot cast pointers of different address spaces, use 'llvm.addrspacecast' instead";
            return Err(op.emit_op_error(ir, message).into());
        }
        Ok(())
    }
}

/// The pointer type of `ty` or of its vector elements, if any.
fn pointer_of(ir: &IrView, ty: Type) -> Option<PtrType> {
    let ctx = ir.ctx();
    let scalar = match ty.data(ctx) {
        TypeData::Vector { element, .. } => *element,
        _ => ty,
    };
    PtrType::try_from(ctx, scalar)
}

impl SExtOp {
    /// The result is wider, and shaped like the operand.
    fn verify(self, ir: &IrView) -> VerifyResult {
        verify_extension(ir, self.as_op(), self.arg(ir).ty(ir), self.res(ir).ty(ir))
    }
}

impl ZExtOp {
    /// The result is wider, and shaped like the operand.
    fn verify(self, ir: &IrView) -> VerifyResult {
        verify_extension(ir, self.as_op(), self.arg(ir).ty(ir), self.res(ir).ty(ir))
    }
}

/// The integer extensions' check (upstream's `verifyExtOp`), whose
/// messages name no op.
fn verify_extension(ir: &IrView, op: Op, from: Type, to: Type) -> VerifyResult {
    let ctx = ir.ctx();
    let fail = |message: &str| Err(op.emit_error(ir, message).into());
    let (from_elem, to_elem) = match (from.data(ctx), to.data(ctx)) {
        (
            TypeData::Vector { shape: s1, scalable: c1, element: e1 },
            TypeData::Vector { shape: s2, scalable: c2, element: e2 },
        ) => {
            if s1 != s2 || scalable_dims(c1, s1.len()) != scalable_dims(c2, s2.len()) {
                return fail("input and output vectors are of incompatible shape");
            }
            (*e1, *e2)
        }
        (TypeData::Vector { .. }, _) => {
            return fail("input type is a vector but output type is an integer");
        }
        (_, TypeData::Vector { .. }) => {
            return fail("input type is an integer but output type is a vector");
        }
        _ => (from, to),
    };
    let width = |ty: Type| ty.as_integer(ctx).map_or(0, |(w, _)| w);
    if width(to_elem) <= width(from_elem) {
        return fail(
            "integer width of the output type is smaller or equal to the integer width of the input type",
        );
    }
    Ok(())
}

/// Which dimensions are scalable, one flag per dimension (an empty list
/// means none is).
fn scalable_dims(flags: &[bool], rank: usize) -> Vec<bool> {
    if flags.is_empty() { vec![false; rank] } else { flags.to_vec() }
}
