//! The atomic read-modify-writes: `memref.atomic_rmw` (an operation named
//! by `arith`'s `AtomicRMWKind`), `memref.generic_atomic_rmw` (the
//! operation is its region) and `memref.atomic_yield`, the region's
//! terminator.

use mlir_core::asm::parser::{PResult, Parser};
use mlir_core::asm::printer::{AsmPrinter, type_to_string};
use mlir_core::context::diagnostics::VerifyResult;
use mlir_core::definitions::interfaces::memory_effects::is_memory_effect_free;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, Op, OperationState};
use mlir_core::rewrite::{FoldAdaptor, FoldResult};
use mlir_core::semantics::constraints::{
    AnyFloat, AnyRegion, AnySignlessInteger, AnyType, AnyTypeOf, Index, MemRefOf, Variadic,
};
use mlir_core::semantics::traits::{
    HasParent, IsTerminator, PredOpTrait, Pure, SingleBlockImplicitTerminator,
};
use mlir_derive::op;

use super::MemRef;
use super::buffer_types::{
    GenericRmwResultIsElement, RmwValueAndResult, RmwValueIsElement, memref_rank,
};
use super::cast_folding::fold_casts_in_place;
use super::syntax::{parse_indexed, print_indexed};
use crate::arith::{AtomicRMWKind, AtomicRMWKindAttr};

/// An integer or float that an atomic operation works on.
type AtomicScalar = AnyTypeOf<(AnySignlessInteger, AnyFloat)>;

/// Applies `kind` to the element at the indices and `value`, atomically;
/// the result is the value stored before.
///
/// Float kinds need a float element type, integer kinds an integer one.
/// Folds a `memref.cast` operand away.
#[op(
    dialect = MemRef,
    name = "atomic_rmw",
    format = "$kind $value `,` $memref `[` $indices `]` attr-dict `:` `(` type($value) `,` type($memref) `)` `->` type($result)",
    traits = [PredOpTrait<RmwValueAndResult>, PredOpTrait<RmwValueIsElement>],
    verify,
    fold
)]
pub struct AtomicRMWOp {
    #[attr(value = AtomicRMWKind)]
    kind: AtomicRMWKindAttr,
    #[operand]
    value: AtomicScalar,
    #[operand(effects = [MemRead, MemWrite])]
    memref: MemRefOf<(AnySignlessInteger, AnyFloat)>,
    #[operand]
    indices: Variadic<Index>,
    #[result]
    result: AtomicScalar,
}

impl AtomicRMWOp {
    /// One index per dimension; the kind suits the value's type.
    fn verify(self, ir: &IrView) -> VerifyResult {
        let ctx = ir.ctx();
        let op = self.as_op();
        let rank = memref_rank(ctx, self.memref(ir).ty(ir)).unwrap_or(0);
        if self.indices(ir).count() != rank {
            let message = "expects the number of subscripts to be equal to memref rank";
            return Err(op.emit_op_error(ir, message).into());
        }
        let kind = self.kind(ir);
        let ty = self.value(ir).ty(ir);
        use AtomicRMWKind as K;
        let expected = match kind {
            K::Addf | K::Maximumf | K::Minimumf | K::Mulf if ty.as_float(ctx).is_none() => {
                Some("a floating-point type")
            }
            K::Addi
            | K::Maxs
            | K::Maxu
            | K::Mins
            | K::Minu
            | K::Muli
            | K::Ori
            | K::Xori
            | K::Andi
                if ty.as_integer(ctx).is_none() =>
            {
                Some("an integer type")
            }
            _ => None,
        };
        match expected {
            Some(expected) => {
                let message = format!("with kind '{kind}' expects {expected}");
                Err(op.emit_op_error(ir, message).into())
            }
            None => Ok(()),
        }
    }

    /// `atomic_rmw(v, cast(x))` works on `x`.
    fn fold(self, ir: &IrView, _adaptor: &FoldAdaptor) -> FoldResult {
        fold_casts_in_place(ir, self.as_op(), Some(self.value(ir)))
    }
}

/// Reads the element at the indices, computes a new value with its
/// region (whose argument is the element read) and stores it, atomically;
/// the result is the value stored.
///
/// The region must not have memory effects.
#[op(
    dialect = MemRef,
    name = "generic_atomic_rmw",
    traits = [SingleBlockImplicitTerminator<AtomicYieldOp>, PredOpTrait<GenericRmwResultIsElement>],
    custom_format,
    verify
)]
pub struct GenericAtomicRMWOp {
    #[operand(effects = [MemRead, MemWrite])]
    memref: MemRefOf<(AnySignlessInteger, AnyFloat)>,
    #[operand]
    indices: Variadic<Index>,
    #[result]
    result: AtomicScalar,
    #[region]
    atomic_body: AnyRegion,
}

impl GenericAtomicRMWOp {
    /// One entry argument of the result type; no op of the body has a
    /// memory effect.
    fn verify(self, ir: &IrView) -> VerifyResult {
        let op = self.as_op();
        let entry = self.atomic_body(ir).first_block(ir);
        let args: Vec<_> = entry.map(|b| b.args(ir).collect()).unwrap_or_default();
        if args.len() != 1 {
            let message = "expected single number of entry block arguments";
            return Err(op.emit_op_error(ir, message).into());
        }
        if args[0].ty(ir) != self.result(ir).ty(ir) {
            let message = "expected block argument of the same type result type";
            return Err(op.emit_op_error(ir, message).into());
        }
        let mut pending: Vec<Op> = Vec::new();
        for block in self.atomic_body(ir).blocks(ir) {
            pending.extend(block.ops(ir));
        }
        // Pre-order, as MLIR's walk reports the first offender.
        pending.reverse();
        while let Some(nested) = pending.pop() {
            if !is_memory_effect_free(ir, nested) {
                let message = "body of 'memref.generic_atomic_rmw' should contain only operations with no side effects";
                return Err(nested.emit_error(ir, message).into());
            }
            let mut inner: Vec<Op> = Vec::new();
            for region in nested.regions(ir) {
                for block in region.blocks(ir) {
                    inner.extend(block.ops(ir));
                }
            }
            pending.extend(inner.into_iter().rev());
        }
        Ok(())
    }

    /// `%m[%i, …] : type { region } [attr-dict]`.
    pub fn parse(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
        let ctx = p.context();
        let (memref, indices) = parse_indexed(p)?;
        p.parse_literal(":")?;
        let at = p.offset();
        let ty = p.parse_any_type()?;
        let memref = p.resolve_operand(&memref, ty)?;
        state.operands.push(memref);
        p.resolve_operands_of_type(&indices, ctx.index_type(), &mut state.operands)?;
        let Some(element) = ty.shape_and_element(ctx).map(|(_, e)| e) else {
            let message = format!("expected a memref type, but got '{}'", type_to_string(ctx, ty));
            return Err(p.error_at_offset(at, message));
        };
        p.parse_region_for(state, false)?;
        let attrs = p.parse_optional_attr_dict()?;
        state.result_types.push(element);
        p.set_parsed_attributes(state, attrs)
    }

    /// Prints what `parse` reads.
    pub fn print(self, pr: &mut AsmPrinter<'_>) {
        let ir = pr.ir();
        let op = self.as_op();
        pr.write_char(' ');
        print_indexed(pr, self.memref(ir), &self.indices(ir).collect::<Vec<_>>());
        pr.write_str(" : ");
        pr.print_type(self.memref(ir).ty(ir));
        pr.write_char(' ');
        pr.print_op_region(op, self.atomic_body(ir), true, false, true);
        pr.print_optional_attr_dict(&pr.op_attributes(op), &[]);
    }
}

/// Ends the region of `memref.generic_atomic_rmw` with the value to
/// store.
#[op(
    dialect = MemRef,
    name = "atomic_yield",
    format = "$result attr-dict `:` type($result)",
    traits = [HasParent<GenericAtomicRMWOp>, Pure, IsTerminator],
    verify
)]
pub struct AtomicYieldOp {
    #[operand]
    result: AnyType,
}

impl AtomicYieldOp {
    /// The value has the parent's result type.
    fn verify(self, ir: &IrView) -> VerifyResult {
        let op = self.as_op();
        let ctx = ir.ctx();
        let Some(parent) = op.parent_op(ir).filter(|p| p.num_results(ir) > 0) else {
            return Ok(());
        };
        let (parent_ty, ty) = (parent.result(ir, 0).ty(ir), self.result(ir).ty(ir));
        if parent_ty != ty {
            let message = format!(
                "types mismatch between yield op: '{}' and its parent: '{}'",
                type_to_string(ctx, ty),
                type_to_string(ctx, parent_ty)
            );
            return Err(op.emit_op_error(ir, message).into());
        }
        Ok(())
    }
}
