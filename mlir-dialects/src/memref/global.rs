//! `memref.global` (a named, statically shaped buffer: declared,
//! uninitialized or with an initial value) and `memref.get_global`, the
//! buffer of one.

use std::borrow::Cow;

use mlir_core::asm::parser::{PResult, Parser};
use mlir_core::asm::printer::{AsmPrinter, attr_to_string, type_to_string};
use mlir_core::context::builtin::types::TypeData;
use mlir_core::context::diagnostics::VerifyResult;
use mlir_core::definitions::interfaces::elements_attr::ElementsAttrInterfaceRef;
use mlir_core::definitions::interfaces::symbol::{
    SymbolOpInterfaceModel, SymbolOpInterfaceTrait, SymbolUserOpInterfaceModel,
};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, Op};
use mlir_core::semantics::constraints::syntax::AttrSyntax;
use mlir_core::semantics::constraints::{
    AnyAttr, AnyStaticShapeMemRef, AttrConstraint, FlatSymbolRefAttr, StrAttr, SymbolNameAttr,
    UnitAttr,
};
use mlir_core::semantics::symbol_table::SymbolTableCollection;
use mlir_core::semantics::traits::Pure;
use mlir_core::{AttrData, Attribute, Context, Type};
use mlir_derive::op;

use super::MemRef;
use super::alloc::Alignment;

/// A type attribute holding a ranked memref type (ODS's `MemRefTypeAttr`).
pub struct MemRefTypeAttr;
impl AttrConstraint for MemRefTypeAttr {
    type Value<'a> = Type;
    const SYNTAX: AttrSyntax = AttrSyntax::TypeAttr;
    fn value(ctx: &Context, attr: Attribute) -> Option<Type> {
        attr.as_type(ctx)
    }
    fn to_attr(ctx: &Context, ty: Type) -> Attribute {
        ctx.type_attr(ty)
    }
    fn description() -> Cow<'static, str> {
        Cow::Borrowed("memref type attribute")
    }
    fn is_satisfied(ctx: &Context, attr: Attribute) -> bool {
        attr.as_type(ctx).is_some_and(|ty| matches!(ty.data(ctx), TypeData::MemRef { .. }))
    }
}

/// Declares (without initial value) or defines a named global buffer.
///
/// The type is a statically shaped memref. The initial value is
/// `uninitialized` (a unit attribute) or elements of the memref's shape
/// and element type; `constant` forbids writes. Written
/// `memref.global "private" constant @c : memref<2xf32> = dense<…>`.
#[op(
    dialect = MemRef,
    name = "global",
    format = "($sym_visibility^)? (`constant` $constant^)? $sym_name `:` custom<GlobalMemrefOpTypeAndInitialValue>($global_type, $initial_value) attr-dict",
    traits = [SymbolOpInterfaceTrait],
    interfaces = [SymbolOpInterfaceModel = GlobalSymbol],
    verify
)]
pub struct GlobalOp {
    #[attr]
    sym_name: SymbolNameAttr,
    #[attr]
    sym_visibility: Option<StrAttr>,
    #[attr(rename = "type")]
    global_type: MemRefTypeAttr,
    #[attr]
    initial_value: Option<AnyAttr>,
    #[attr]
    constant: Option<UnitAttr>,
    #[attr]
    alignment: Option<Alignment>,
}

/// `memref.global` as a symbol: the interface's defaults (a declaration
/// may be public, unlike a function's).
pub struct GlobalSymbol;
impl SymbolOpInterfaceModel for GlobalSymbol {}

/// `memref<…>` then ` = uninitialized`, ` = <elements without their
/// type>` or nothing (MLIR's `printGlobalMemrefOpTypeAndInitialValue`).
pub(crate) fn print_global_memref_op_type_and_initial_value(
    pr: &mut AsmPrinter<'_>,
    _op: Op,
    ty: Option<Attribute>,
    initial: Option<Attribute>,
) {
    if let Some(ty) = ty {
        match ty.as_type(pr.ctx()) {
            Some(ty) => pr.print_type(ty),
            None => pr.print_attribute(ty),
        }
    }
    let Some(initial) = initial else { return };
    pr.write_str(" = ");
    if matches!(initial.data(pr.ctx()), AttrData::Unit) {
        pr.write_str("uninitialized");
    } else {
        pr.print_elements_without_type(initial);
    }
}

/// Reads what [`print_global_memref_op_type_and_initial_value`] writes;
/// the elements are parsed as a tensor of the memref's shape.
pub(crate) fn parse_global_memref_op_type_and_initial_value(
    p: &mut Parser<'_>,
    ty: &mut Option<Attribute>,
    initial: &mut Option<Attribute>,
) -> PResult<()> {
    let ctx = p.context();
    let parsed = p.parse_any_type()?;
    let shape = match parsed.data(ctx) {
        TypeData::MemRef { shape, element, .. } if shape.iter().all(|&d| d >= 0) => {
            Some((shape.to_vec(), *element))
        }
        _ => None,
    };
    let Some((shape, element)) = shape else {
        let at = p.custom_op_name_offset();
        let message = format!(
            "type should be static shaped memref, but got '{}'",
            type_to_string(ctx, parsed)
        );
        return Err(p.error_at_offset(at, message));
    };
    *ty = Some(ctx.type_attr(parsed));
    if !p.parse_optional_literal("=") {
        return Ok(());
    }
    if p.parse_optional_keyword("uninitialized") {
        *initial = Some(ctx.unit_attr());
        return Ok(());
    }
    let value = p.parse_attribute_of_type(ctx.ranked_tensor_type(&shape, element))?;
    if ElementsAttrInterfaceRef::get(ctx, value).is_none() {
        let at = p.custom_op_name_offset();
        return Err(p.error_at_offset(at, "initial value should be a unit or elements attribute"));
    }
    *initial = Some(value);
    Ok(())
}

impl GlobalOp {
    /// A static memref type; an initial value that is a unit, or elements
    /// of the memref's element type and shape.
    fn verify(self, ir: &IrView) -> VerifyResult {
        let ctx = ir.ctx();
        let op = self.as_op();
        let ty = self.global_type(ir);
        let fail = |message: String| Err(op.emit_op_error(ir, message).into());
        let TypeData::MemRef { shape, element, .. } = ty.data(ctx) else {
            let text = type_to_string(ctx, ty);
            return fail(format!("type should be static shaped memref, but got '{text}'"));
        };
        if shape.iter().any(|&d| d < 0) {
            let text = type_to_string(ctx, ty);
            return fail(format!("type should be static shaped memref, but got '{text}'"));
        }
        let Some(initial) = self.initial_value(ir) else { return Ok(()) };
        if matches!(initial.data(ctx), AttrData::Unit) {
            return Ok(());
        }
        let Some(elements) = ElementsAttrInterfaceRef::get(ctx, initial) else {
            let text = attr_to_string(ctx, initial);
            return fail(format!(
                "initial value should be a unit or elements attribute, but got {text}"
            ));
        };
        let Some((init_shape, init_element)) = elements.shaped_type(ctx).shape_and_element(ctx)
        else {
            return Ok(());
        };
        if init_element != *element {
            return fail(format!(
                "initial value element expected to be of type '{}', but was of type '{}'",
                type_to_string(ctx, *element),
                type_to_string(ctx, init_element)
            ));
        }
        if init_shape != shape.as_ref() {
            let list =
                |dims: &[i64]| dims.iter().map(i64::to_string).collect::<Vec<_>>().join(", ");
            return fail(format!(
                "initial value shape expected to be {} but was {}",
                list(shape),
                list(init_shape)
            ));
        }
        Ok(())
    }
}

/// The buffer of a `memref.global`, by name; its type is the global's.
#[op(
    dialect = MemRef,
    name = "get_global",
    format = "$global_name `:` type($result) attr-dict",
    traits = [Pure],
    interfaces = [SymbolUserOpInterfaceModel = GetGlobalUses]
)]
pub struct GetGlobalOp {
    #[attr(rename = "name")]
    global_name: FlatSymbolRefAttr,
    #[result]
    result: AnyStaticShapeMemRef,
}

/// `memref.get_global`'s symbol check: the name resolves to a
/// `memref.global` of the result's type.
pub struct GetGlobalUses;
impl SymbolUserOpInterfaceModel for GetGlobalUses {
    fn verify_symbol_uses(
        &self,
        op: Op,
        ir: &IrView,
        tables: &mut SymbolTableCollection,
    ) -> VerifyResult {
        let ctx = ir.ctx();
        let get = GetGlobalOp::from_op_unchecked(op);
        let Some(name_attr) = op.get_attr(ir, "name") else { return Ok(()) };
        let name = get.global_name(ir).to_owned();
        let global = tables
            .lookup_nearest_symbol_from(ir, op, name_attr)
            .and_then(|target| GlobalOp::try_from_op(ir, target));
        let Some(global) = global else {
            let message = format!("'{name}' does not reference a valid global memref");
            return Err(op.emit_op_error(ir, message).into());
        };
        let (result, expected) = (get.result(ir).ty(ir), global.global_type(ir));
        if result != expected {
            let message = format!(
                "result type '{}' does not match type '{}' of the global memref @{name}",
                type_to_string(ctx, result),
                type_to_string(ctx, expected)
            );
            return Err(op.emit_op_error(ir, message).into());
        }
        Ok(())
    }
}
