//! `memref.transpose`: a memref with its dimensions permuted, as a strided
//! view; the permutation is an affine map written inline
//! (`memref.transpose %m (d0, d1) -> (d1, d0) : … to …`), a custom form.
//!
//! The verifier compares the declared type with the permuted sizes and
//! strides, both in canonical form (a row-major `strided<…>` layout is the
//! identity). Folds an identity permutation of the same type to its
//! operand, and a transpose of a transpose to one transpose of the
//! composed permutation.

use mlir_core::asm::parser::{PResult, Parser};
use mlir_core::asm::printer::AsmPrinter;
use mlir_core::context::builtin::affine::{AffineExpr, AffineMap};
use mlir_core::context::builtin::strided::StridesAndOffset;
use mlir_core::context::diagnostics::VerifyResult;
use mlir_core::context::display_hooks::type_text;
use mlir_core::definitions::interfaces::op_asm::{OpAsmOpInterfaceModel, ResultNames};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, OperationState};
use mlir_core::rewrite::{FoldAdaptor, FoldResult, OpFoldResult, OpUpdate};
use mlir_core::semantics::traits::Pure;
use mlir_core::{AttrData, Attribute, Context, NamedAttr, Type, TypeData};
use mlir_derive::op;

use super::MemRef;
use super::constraints::AnyStridedMemRef;
use mlir_core::semantics::constraints::AffineMapAttr;

/// Permutes the dimensions of a strided memref.
///
/// Result dimension `i` is the source dimension the permutation's result
/// `i` names, with its size and stride; the offset stays.
#[op(
    dialect = MemRef,
    name = "transpose",
    traits = [Pure],
    interfaces = [OpAsmOpInterfaceModel = ResultNames(&["transpose"])],
    custom_format,
    verify,
    fold
)]
pub struct TransposeOp {
    #[operand]
    input: AnyStridedMemRef,
    #[attr]
    permutation: AffineMapAttr,
    #[result]
    result: AnyStridedMemRef,
}

/// The dimension each result of a permutation map names, when the map is
/// a permutation (as many results as dimensions, each a distinct `dN`).
fn permutation_of(map: &AffineMap) -> Option<Vec<usize>> {
    let dims: Vec<usize> =
        map.results().iter().map(|r| r.as_dim().map(|d| d as usize)).collect::<Option<_>>()?;
    let n = map.num_dims() as usize;
    let mut seen = vec![false; n];
    for &d in &dims {
        if d >= n || std::mem::replace(&mut seen[d], true) {
            return None;
        }
    }
    (dims.len() == n && map.num_symbols() == 0).then_some(dims)
}

/// The affine map of an attribute.
fn map_of(ctx: &Context, attr: Attribute) -> Option<AffineMap> {
    match attr.data(ctx) {
        AttrData::AffineMap(map) => Some(map.clone()),
        _ => None,
    }
}

/// The strided type of `source` with its dimensions permuted (MLIR's
/// `inferTransposeResultType`).
fn transposed_type(ctx: &Context, source: Type, permutation: &[usize]) -> Option<Type> {
    let parts = source.memref_parts(ctx)?;
    let layout = source.strides_and_offset(ctx)?;
    let shape: Vec<i64> = permutation.iter().map(|&d| parts.shape[d]).collect();
    let strides: Vec<i64> = permutation.iter().map(|&d| layout.strides[d]).collect();
    let layout = StridesAndOffset { strides, offset: layout.offset };
    Some(ctx.strided_memref_type(&shape, parts.element, &layout, parts.memory_space))
}

/// A ranked memref type, else "invalid kind of type specified" at `at`.
fn parse_memref_type(p: &mut Parser<'_>, at: usize) -> PResult<Type> {
    let ty = p.parse_any_type()?;
    if matches!(ty.data(p.context()), TypeData::MemRef { .. }) {
        return Ok(ty);
    }
    let found = type_text(p.context(), ty);
    let message =
        format!("invalid kind of type specified: expected builtin.memref, but found '{found}'");
    Err(p.error_at_offset(at, message))
}

impl TransposeOp {
    /// `%in (d0, …) -> (…) [attr-dict] : type to type`.
    pub fn parse(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
        let ctx = p.context();
        let input = p.parse_operand()?;
        let map = p.parse_affine_map_body()?;
        let mut attrs = p.parse_optional_attr_dict()?;
        // As MLIR's `parseColonType` and `parseKeywordType`: a wrong kind
        // of type is reported where the `:` or `to` is.
        let at = p.offset();
        p.parse_literal(":")?;
        let source = parse_memref_type(p, at)?;
        let input = p.resolve_operand(&input, source)?;
        let at = p.offset();
        p.parse_literal("to")?;
        let result = parse_memref_type(p, at)?;
        state.operands.push(input);
        state.result_types.push(result);
        let map = ctx.get_attr(AttrData::AffineMap(map));
        attrs.push(NamedAttr { name: ctx.ident("permutation"), value: map });
        p.set_parsed_attributes(state, attrs)
    }

    /// Prints what `parse` reads.
    pub fn print(self, pr: &mut AsmPrinter<'_>) {
        let ir = pr.ir();
        let op = self.as_op();
        pr.write_char(' ');
        pr.print_value_use(self.input(ir));
        pr.write_char(' ');
        if let Some(map) = map_of(ir.ctx(), self.permutation(ir)) {
            let mut text = String::new();
            map.print(&mut text);
            pr.write_str(&text);
        }
        let attrs = pr.op_attributes(op);
        pr.print_optional_attr_dict(&attrs, &["permutation"]);
        pr.write_str(" : ");
        pr.print_type(self.input(ir).ty(ir));
        pr.write_str(" to ");
        pr.print_type(self.result(ir).ty(ir));
    }

    /// A permutation of the input's rank, and the declared type equal to
    /// the transposed input's, both canonical.
    fn verify(self, ir: &IrView) -> VerifyResult {
        let op = self.as_op();
        let ctx = ir.ctx();
        let fail = |message: String| -> VerifyResult { Err(op.emit_op_error(ir, message).into()) };
        let map = map_of(ctx, self.permutation(ir)).expect("an affine map attribute");
        let Some(permutation) = permutation_of(&map) else {
            return fail("expected a permutation map".to_owned());
        };
        let source = self.input(ir).ty(ir);
        let rank = source.memref_parts(ctx).map_or(0, |p| p.shape.len());
        if permutation.len() != rank {
            return fail("expected a permutation map of same rank as the input".to_owned());
        }
        let result = self.result(ir).ty(ir);
        let Some(expected) = transposed_type(ctx, source, &permutation) else {
            return fail("expected a permutation map".to_owned());
        };
        let expected = ctx.canonicalize_strided_layout(expected);
        if ctx.canonicalize_strided_layout(result) != expected {
            return fail(format!(
                "result type '{}' is not equivalent to the canonical transposed input type '{}'",
                type_text(ctx, result),
                type_text(ctx, expected)
            ));
        }
        Ok(())
    }

    /// An identity permutation to the same type is the input; a transpose
    /// of a transpose permutes that one's input by the composition.
    fn fold(self, ir: &IrView, _adaptor: &FoldAdaptor) -> FoldResult {
        let ctx = ir.ctx();
        let input = self.input(ir);
        let Some(map) = map_of(ctx, self.permutation(ir)) else { return FoldResult::Failed };
        if map.is_identity() && self.result(ir).ty(ir) == input.ty(ir) {
            return OpFoldResult::Value(input).into();
        }
        let Some(inner) = input.defining_op(ir).and_then(|d| TransposeOp::try_from_op(ir, d))
        else {
            return FoldResult::Failed;
        };
        let Some(inner_map) = map_of(ctx, inner.permutation(ir)) else { return FoldResult::Failed };
        // (this ∘ inner): this map's dimension d stands for inner's result d.
        let composed: Option<Vec<AffineExpr>> = map
            .results()
            .iter()
            .map(|r| inner_map.results().get(r.as_dim()? as usize).cloned())
            .collect();
        let Some(composed) = composed else { return FoldResult::Failed };
        let composed = AffineMap::new(inner_map.num_dims(), inner_map.num_symbols(), composed);
        let attr = ctx.get_attr(AttrData::AffineMap(composed));
        OpUpdate::new()
            .with_operands(vec![inner.input(ir)])
            .with_attr("permutation", Some(attr))
            .into()
    }
}
