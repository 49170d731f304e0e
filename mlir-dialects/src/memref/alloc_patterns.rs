//! The canonicalizations of the allocation ops: `SimplifyAllocConst`
//! (sizes given by constants become static dimensions, a `memref.cast`
//! restoring the original type) and `SimplifyDeadAlloc` (an allocation
//! whose only users store into it or free it goes, with them).
//!
//! Hand-written: `#[pattern]` cannot compute a new result type from the
//! matched constants, nor erase an op with all its users.

use std::marker::PhantomData;

use mlir_core::context::builtin::types::{DYNAMIC, TypeData};
use mlir_core::definitions::op_rewrite_pattern::OpRewritePattern;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{InsertPoint, IrView, Op, OpBuilder, Value};
use mlir_core::rewrite::{PatternRewriter, RewriteResult};
use mlir_core::transforms::folding::fold_one_op::constant_value;
use mlir_core::{Location, Type};

use super::{AllocOp, AllocaOp, CastOp, DeallocOp, StoreOp};

/// What `SimplifyAllocConst` needs of `memref.alloc` and `memref.alloca`.
pub trait AllocLike: OpType {
    /// The dynamic size operands.
    fn sizes(self, ir: &IrView) -> Vec<Value>;
    /// The layout symbol operands.
    fn symbols(self, ir: &IrView) -> Vec<Value>;
    /// The requested alignment.
    fn align(self, ir: &IrView) -> Option<i64>;
    /// Builds the same kind of allocation.
    fn build_like(
        b: &mut PatternRewriter<'_>,
        loc: Location,
        ty: Type,
        sizes: &[Value],
        symbols: &[Value],
        alignment: Option<i64>,
    ) -> Value;
}

macro_rules! alloc_like {
    ($op:ident) => {
        impl AllocLike for $op {
            fn sizes(self, ir: &IrView) -> Vec<Value> {
                self.dynamic_sizes(ir).collect()
            }
            fn symbols(self, ir: &IrView) -> Vec<Value> {
                self.symbol_operands(ir).collect()
            }
            fn align(self, ir: &IrView) -> Option<i64> {
                self.alignment(ir)
            }
            fn build_like(
                b: &mut PatternRewriter<'_>,
                loc: Location,
                ty: Type,
                sizes: &[Value],
                symbols: &[Value],
                alignment: Option<i64>,
            ) -> Value {
                $op::build(b, loc, ty, sizes, symbols, alignment).memref(b)
            }
        }
    };
}
alloc_like!(AllocOp);
alloc_like!(AllocaOp);

/// A non-negative integer constant `value` holds (MLIR's `m_ConstantInt`
/// with `isNonNegative`).
fn non_negative_constant(ir: &IrView, value: Value) -> Option<i64> {
    let attr = constant_value(ir, value)?;
    let int = attr.as_integer(ir.ctx())?;
    if int.sign_bit() {
        return None;
    }
    int.as_u64().and_then(|v| i64::try_from(v).ok())
}

/// Replaces the dynamic sizes of an `alloc`/`alloca` that constants give
/// by static dimensions; a `memref.cast` gives the users the original
/// type (MLIR's `SimplifyAllocConst`).
pub struct SimplifyAllocConst<T>(PhantomData<fn() -> T>);

impl<T> Default for SimplifyAllocConst<T> {
    fn default() -> Self {
        SimplifyAllocConst(PhantomData)
    }
}

impl<T: AllocLike> OpRewritePattern for SimplifyAllocConst<T> {
    type Op = T;

    fn generated_ops(&self) -> &[&'static str] {
        &["memref.alloc", "memref.alloca", "memref.cast"]
    }

    fn debug_name(&self) -> &str {
        "SimplifyAllocConst"
    }

    fn match_and_rewrite(&self, alloc: T, rw: &mut PatternRewriter<'_>) -> RewriteResult {
        let op = alloc.as_op();
        let sizes = alloc.sizes(rw);
        if !sizes.iter().any(|&s| non_negative_constant(rw, s).is_some()) {
            return rw.fail("no constant size");
        }
        let ctx = rw.ctx();
        let ty = op.result(rw, 0).ty(rw);
        let TypeData::MemRef { shape, element, layout, memory_space } = ty.data(ctx).clone() else {
            return rw.fail("not a ranked memref");
        };
        let mut remaining = Vec::new();
        let mut dynamic = sizes.iter();
        let new_shape: Vec<i64> = shape
            .iter()
            .map(|&dim| {
                if dim != DYNAMIC {
                    return dim;
                }
                let Some(&size) = dynamic.next() else { return DYNAMIC };
                non_negative_constant(rw, size).unwrap_or_else(|| {
                    remaining.push(size);
                    DYNAMIC
                })
            })
            .collect();
        let new_ty = ctx.memref_type_with(&new_shape, element, layout, memory_space);
        let (symbols, alignment, loc) = (alloc.symbols(rw), alloc.align(rw), op.loc(rw));
        rw.set_insertion_point(InsertPoint::Before(op));
        let new_alloc = T::build_like(rw, loc, new_ty, &remaining, &symbols, alignment);
        let cast = CastOp::build(rw, loc, ty, new_alloc).dest(rw);
        rw.replace_op(op, &[cast]);
        Ok(())
    }
}

/// Erases an allocation whose only users are stores into it and
/// deallocations, with those users (MLIR's `SimplifyDeadAlloc`, for
/// `alloc`, `alloca` and `realloc`).
pub struct SimplifyDeadAlloc<T>(PhantomData<fn() -> T>);

impl<T> Default for SimplifyDeadAlloc<T> {
    fn default() -> Self {
        SimplifyDeadAlloc(PhantomData)
    }
}

impl<T: OpType> OpRewritePattern for SimplifyDeadAlloc<T> {
    type Op = T;

    fn debug_name(&self) -> &str {
        "SimplifyDeadAlloc"
    }

    fn match_and_rewrite(&self, alloc: T, rw: &mut PatternRewriter<'_>) -> RewriteResult {
        let op = alloc.as_op();
        let value = op.result(rw, 0);
        let mut users: Vec<Op> = Vec::new();
        for user in value.uses(rw).map(|u| u.owner(rw)) {
            let removable = match StoreOp::try_from_op(rw, user) {
                // Storing the buffer itself somewhere keeps it alive.
                Some(store) => store.value(rw) != value,
                None => DeallocOp::isa(rw, user),
            };
            if !removable {
                return rw.fail("the allocation has a user that reads it");
            }
            if !users.contains(&user) {
                users.push(user);
            }
        }
        for user in users {
            rw.erase_op(user);
        }
        rw.erase_op(op);
        Ok(())
    }
}
