//! The ops that only inform the compiler: `memref.assume_alignment` (the
//! buffer is aligned), `memref.prefetch` (the element will be accessed
//! soon) and `memref.distinct_objects` (the buffers do not alias).

use mlir_core::asm::parser::{PResult, Parser};
use mlir_core::asm::printer::AsmPrinter;
use mlir_core::context::diagnostics::VerifyResult;
use mlir_core::definitions::interfaces::op_asm::{OpAsmOpInterfaceModel, ResultNames};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, OperationState};
use mlir_core::rewrite::{FoldAdaptor, FoldResult, OpFoldResult};
use mlir_core::semantics::constraints::{
    AnyMemRef, BoolAttr, Confined, I32Attr, Index, IntMaxValue, IntMinValue, IntPositive, Variadic,
};
use mlir_core::semantics::traits::{Pure, SameOperandsAndResultType};
use mlir_core::{Attribute, Context, NamedAttr, Type};
use mlir_derive::op;

use super::MemRef;
use super::buffer_types::memref_rank;
use super::cast_folding::fold_casts_in_place;
use super::syntax::{parse_indexed, print_indexed};

/// Assumes the buffer's address is aligned to `alignment` bytes (a power
/// of two); the result is the same buffer, poison if it is not. Folds
/// when the source is the result of the same assumption.
#[op(
    dialect = MemRef,
    name = "assume_alignment",
    format = "$memref `,` $alignment attr-dict `:` type($memref)",
    traits = [Pure, SameOperandsAndResultType],
    interfaces = [OpAsmOpInterfaceModel = ResultNames(&["assume_align"])],
    verify,
    fold
)]
pub struct AssumeAlignmentOp {
    #[operand]
    memref: AnyMemRef,
    #[attr]
    alignment: Confined<I32Attr, (IntPositive,)>,
    #[result]
    result: AnyMemRef,
}

impl AssumeAlignmentOp {
    /// The alignment is a power of two.
    fn verify(self, ir: &IrView) -> VerifyResult {
        let alignment = self.alignment(ir);
        if alignment <= 0 || alignment & (alignment - 1) != 0 {
            return Err(self.as_op().emit_op_error(ir, "alignment must be power of 2").into());
        }
        Ok(())
    }

    /// `assume_alignment(assume_alignment(x, a), a)` is the inner one.
    fn fold(self, ir: &IrView, _adaptor: &FoldAdaptor) -> Option<OpFoldResult> {
        let source = self.memref(ir);
        let inner = AssumeAlignmentOp::try_from_op(ir, source.defining_op(ir)?)?;
        (inner.alignment(ir) == self.alignment(ir)).then_some(OpFoldResult::Value(source))
    }
}

/// The prefetch locality hint, from 0 (none) to 3 (keep in cache).
pub(crate) type LocalityHint = Confined<I32Attr, (IntMinValue<0>, IntMaxValue<3>)>;

/// Prefetches the element at the indices: for a read or a write, with a
/// locality hint, into the data or the instruction cache.
///
/// Written `memref.prefetch %m[%i], read, locality<3>, data : type`; the
/// custom form reads no attribute dictionary (it prints one). Folds a
/// `memref.cast` operand away.
#[op(
    dialect = MemRef,
    name = "prefetch",
    custom_format,
    verify,
    fold
)]
pub struct PrefetchOp {
    #[operand]
    memref: AnyMemRef,
    #[operand]
    indices: Variadic<Index>,
    #[attr(rename = "isWrite")]
    is_write: BoolAttr,
    #[attr(rename = "localityHint")]
    locality_hint: LocalityHint,
    #[attr(rename = "isDataCache")]
    is_data_cache: BoolAttr,
}

/// A named boolean attribute.
fn named_bool(ctx: &Context, name: &str, value: bool) -> NamedAttr {
    NamedAttr { name: ctx.ident(name), value: ctx.bool_attr(value) }
}

impl PrefetchOp {
    /// One index per dimension.
    fn verify(self, ir: &IrView) -> VerifyResult {
        let rank = memref_rank(ir.ctx(), self.memref(ir).ty(ir)).unwrap_or(0);
        if self.indices(ir).count() != rank {
            return Err(self.as_op().emit_op_error(ir, "too few indices").into());
        }
        Ok(())
    }

    /// `prefetch(cast(x)[…])` prefetches from `x`.
    fn fold(self, ir: &IrView, _adaptor: &FoldAdaptor) -> FoldResult {
        fold_casts_in_place(ir, self.as_op(), None)
    }

    /// `%m[%i, …], read|write, locality<N>, data|instr : type`.
    pub fn parse(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
        let ctx = p.context();
        let (memref, indices) = parse_indexed(p)?;
        p.parse_literal(",")?;
        let hints = PrefetchHints::parse(p)?;
        p.parse_literal(":")?;
        let ty: Type = p.parse_any_type()?;
        state.operands.push(p.resolve_operand(&memref, ty)?);
        p.resolve_operands_of_type(&indices, ctx.index_type(), &mut state.operands)?;
        let mut attrs = vec![NamedAttr { name: ctx.ident("localityHint"), value: hints.locality }];
        attrs.extend(hints.flags(p)?);
        p.set_parsed_attributes(state, attrs)
    }

    /// Prints what `parse` reads, and the other attributes.
    pub fn print(self, pr: &mut AsmPrinter<'_>) {
        let ir = pr.ir();
        let op = self.as_op();
        pr.write_char(' ');
        print_indexed(pr, self.memref(ir), &self.indices(ir).collect::<Vec<_>>());
        pr.write_str(", ");
        print_prefetch_hints(pr, self.is_write(ir), self.locality_hint(ir), self.is_data_cache(ir));
        let elided = ["localityHint", "isWrite", "isDataCache"];
        pr.print_optional_attr_dict(&pr.op_attributes(op), &elided);
        pr.write_str(" : ");
        pr.print_type(self.memref(ir).ty(ir));
    }
}

/// The hints of a prefetch as written, `read|write, locality<N>,
/// data|instr`, before their keywords are checked (upstream checks them
/// after the operands are resolved). `memref.prefetch` and
/// `affine.prefetch` share them.
pub(crate) struct PrefetchHints {
    read_or_write: String,
    /// The `localityHint` attribute (an `i32`).
    pub(crate) locality: Attribute,
    cache: String,
}

impl PrefetchHints {
    /// Reads the hints; the locality must be an integer (MLIR's typed
    /// `parseAttribute`).
    pub(crate) fn parse(p: &mut Parser<'_>) -> PResult<PrefetchHints> {
        let i32_type = p.context().integer_type(32);
        let read_or_write = p.parse_keyword()?;
        p.parse_literal(",")?;
        p.parse_literal("locality")?;
        p.parse_less()?;
        let at = p.offset();
        let locality = p.parse_attribute_of_type(i32_type)?;
        if locality.as_integer(p.context()).is_none() {
            return Err(p.error_at_offset(at, "invalid kind of attribute specified"));
        }
        p.parse_greater()?;
        p.parse_literal(",")?;
        let cache = p.parse_keyword()?;
        Ok(PrefetchHints { read_or_write, locality, cache })
    }

    /// The `isWrite` and `isDataCache` attributes, or the error on a
    /// keyword that is neither of its two (at the op's name).
    pub(crate) fn flags(&self, p: &mut Parser<'_>) -> PResult<[NamedAttr; 2]> {
        let ctx = p.context();
        let at = p.custom_op_name_offset();
        if self.read_or_write != "read" && self.read_or_write != "write" {
            return Err(p.error_at_offset(at, "rw specifier has to be 'read' or 'write'"));
        }
        if self.cache != "data" && self.cache != "instr" {
            return Err(p.error_at_offset(at, "cache type has to be 'data' or 'instr'"));
        }
        Ok([
            named_bool(ctx, "isWrite", self.read_or_write == "write"),
            named_bool(ctx, "isDataCache", self.cache == "data"),
        ])
    }
}

/// Prints `read|write, locality<N>, data|instr`.
pub(crate) fn print_prefetch_hints(
    pr: &mut AsmPrinter<'_>,
    is_write: bool,
    locality: i32,
    is_data_cache: bool,
) {
    pr.write_str(if is_write { "write" } else { "read" });
    pr.write_str(&format!(", locality<{locality}>, "));
    pr.write_str(if is_data_cache { "data" } else { "instr" });
}

/// The same buffers, known not to alias one another.
#[op(
    dialect = MemRef,
    name = "distinct_objects",
    format = "$inputs attr-dict `:` type($inputs)",
    traits = [Pure],
    verify
)]
pub struct DistinctObjectsOp {
    #[operand]
    inputs: Variadic<AnyMemRef>,
    #[result(type_from = inputs, via_range = same_types)]
    results: Variadic<AnyMemRef>,
}

/// The results' types: the operands'.
fn same_types(_ctx: &Context, types: &[Type]) -> Vec<Type> {
    types.to_vec()
}

impl DistinctObjectsOp {
    /// As many results as operands, of their types; at least one.
    fn verify(self, ir: &IrView) -> VerifyResult {
        let op = self.as_op();
        let inputs: Vec<Type> = op.operands(ir).map(|v| v.ty(ir)).collect();
        let results: Vec<Type> = op.results(ir).map(|v| v.ty(ir)).collect();
        if inputs != results {
            let message = "operand types and result types must match";
            return Err(op.emit_op_error(ir, message).into());
        }
        if inputs.is_empty() {
            return Err(op.emit_op_error(ir, "expected at least one operand").into());
        }
        Ok(())
    }
}
