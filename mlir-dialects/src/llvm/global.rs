//! Global variables: `llvm.mlir.global` (its custom form and verifier) and
//! `llvm.mlir.addressof`, which takes the address of a global or function.
//!
//! ```text
//! llvm.mlir.global [linkage] [visibility] [thread_local] [unnamed_addr] [constant]
//!     @name([value]) [attributes] [: type] [{ initializer }]
//! ```
//!
//! The linkage is always printed (`external` included); the type may be
//! left out for a string value, whose type is then `!llvm.array<N x i8>`.

use mlir_core::asm::parser::{PResult, Parser};
use mlir_core::asm::printer::{AsmPrinter, type_to_string};
use mlir_core::context::diagnostics::VerifyResult;
use mlir_core::context::enum_attr::EnumAttrType;
use mlir_core::definitions::interfaces::symbol::{
    SymbolOpInterfaceModel, SymbolOpInterfaceTrait, SymbolUserOpInterfaceModel,
};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, Op, OperationState};
use mlir_core::rewrite::{FoldAdaptor, OpFoldResult};
use mlir_core::semantics::constraints::{
    AnyAttr, AnyRegion, ArrayAttr, Confined, FlatSymbolRefAttr, I32Attr, I64Attr, IntNonNegative,
    StrAttr, SymbolRefAttr, TypeAttr, UnitAttr,
};
use mlir_core::semantics::symbol_table::SymbolTableCollection;
use mlir_core::semantics::traits::{
    ConstantLike, IsIsolatedFromAbove, Pure, SingleBlockImplicitTerminator,
};
use mlir_core::{AttrData, NamedAttr, Type};
use mlir_derive::op;

use super::Llvm;
use super::constraints::is_compatible_outer_type;
use super::control_flow::ReturnOp;
use super::func::FuncOp;
use super::linkage::{
    Linkage, LinkageAttr, UnnamedAddr, UnnamedAddrAttr, Visibility, VisibilityAttr,
};
use super::types::{ArrayType, LabelType, MetadataType, PtrType, TokenType, VoidType};

/// A global variable: its type, linkage, whether it is constant, and an
/// initial value given as an attribute (`value`) or computed by the
/// initializer region, which returns it with `llvm.return`.
#[op(
    dialect = Llvm,
    name = "mlir.global",
    traits = [IsIsolatedFromAbove, SingleBlockImplicitTerminator<ReturnOp>, SymbolOpInterfaceTrait],
    interfaces = [SymbolOpInterfaceModel = GlobalModel],
    custom_format,
    verify,
    verify_regions
)]
pub struct GlobalOp {
    #[attr]
    global_type: TypeAttr,
    #[attr]
    constant: Option<UnitAttr>,
    #[attr]
    sym_name: StrAttr,
    #[attr(value = Linkage)]
    linkage: LinkageAttr,
    #[attr]
    dso_local: Option<UnitAttr>,
    #[attr(rename = "thread_local_")]
    thread_local: Option<UnitAttr>,
    #[attr]
    externally_initialized: Option<UnitAttr>,
    #[attr]
    value: Option<AnyAttr>,
    #[attr]
    alignment: Option<I64Attr>,
    #[attr(default = 0)]
    addr_space: Confined<I32Attr, (IntNonNegative,)>,
    #[attr(value = UnnamedAddr)]
    unnamed_addr: Option<UnnamedAddrAttr>,
    #[attr]
    section: Option<StrAttr>,
    #[attr]
    comdat: Option<SymbolRefAttr>,
    #[attr(rename = "visibility_", default = Visibility::Default, value = Visibility)]
    visibility: VisibilityAttr,
    #[attr]
    target_specific_attrs: Option<ArrayAttr>,
    #[region]
    initializer: AnyRegion,
}

/// The attributes the custom form writes outside its dictionary.
const WRITTEN_OUTSIDE: [&str; 9] = [
    "sym_name",
    "global_type",
    "constant",
    "value",
    "linkage",
    "unnamed_addr",
    "thread_local_",
    "visibility_",
    "comdat",
];

/// Reads one of `E`'s non-empty keywords if the next token is one.
fn optional_keyword<E: EnumAttrType>(p: &mut Parser<'_>) -> Option<E> {
    let keywords: Vec<&str> =
        E::ENUM.cases.iter().map(|c| c.keyword).filter(|k| !k.is_empty()).collect();
    let found = p.parse_optional_keyword_of(&keywords)?;
    E::from_keyword(&found)
}

impl GlobalOp {
    /// Parses the custom form after the op name.
    pub fn parse(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
        let ctx = p.context();
        let named = |name: &str, value| NamedAttr { name: ctx.ident(name), value };
        let op_at = p.custom_op_name_offset();
        let linkage = optional_keyword(p).unwrap_or(Linkage::External);
        let visibility = optional_keyword(p).unwrap_or(Visibility::Default);
        let mut attrs =
            vec![named("linkage", linkage.attr(ctx)), named("visibility_", visibility.attr(ctx))];
        if p.parse_optional_keyword("thread_local") {
            attrs.push(named("thread_local_", ctx.unit_attr()));
        }
        let unnamed_addr = optional_keyword(p).unwrap_or(UnnamedAddr::None);
        attrs.push(named("unnamed_addr", unnamed_addr.attr(ctx)));
        if p.parse_optional_keyword("constant") {
            attrs.push(named("constant", ctx.unit_attr()));
        }
        let Some(symbol) = p.parse_optional_symbol_name()? else {
            let at = p.offset();
            return Err(p.error_at_offset(at, "expected valid '@'-identifier for symbol name"));
        };
        attrs.push(named("sym_name", ctx.string_attr(&symbol)));
        p.parse_lparen()?;
        let mut value = None;
        if !p.parse_optional_rparen() {
            let attr = p.parse_attr()?;
            attrs.push(named("value", attr));
            value = Some(attr);
            p.parse_rparen()?;
        }
        if p.parse_optional_keyword("comdat") {
            p.parse_lparen()?;
            let comdat = p.parse_attr()?;
            attrs.push(named("comdat", comdat));
            p.parse_rparen()?;
        }
        attrs.extend(p.parse_optional_attr_dict()?);
        let ty = if p.parse_optional_literal(":") { Some(p.parse_any_type()?) } else { None };
        let ty = match (ty, value.and_then(|v| v.as_string(ctx).map(<[u8]>::len))) {
            (Some(ty), _) => ty,
            (None, Some(len)) => ArrayType::get(ctx, ctx.integer_type(8), len as u64).into(),
            (None, None) => {
                let message = "type can only be omitted for string globals";
                return Err(p.error_at_offset(op_at, message));
            }
        };
        attrs.push(named("global_type", ctx.type_attr(ty)));
        if p.parse_optional_region_with_arguments(state, &[])?.is_none() {
            state.num_new_regions += 1;
        }
        p.set_parsed_attributes(state, attrs)
    }

    /// Prints the custom form after the op name.
    pub fn print(self, pr: &mut AsmPrinter<'_>) {
        let ir = pr.ir();
        let ctx = pr.ctx();
        let op = self.as_op();
        pr.write_str(&format!(" {}", self.linkage(ir)));
        let visibility = self.visibility(ir).to_string();
        if !visibility.is_empty() {
            pr.write_str(&format!(" {visibility}"));
        }
        if self.thread_local(ir) {
            pr.write_str(" thread_local");
        }
        let unnamed_addr = self.unnamed_addr(ir).map(|u| u.to_string()).unwrap_or_default();
        if !unnamed_addr.is_empty() {
            pr.write_str(&format!(" {unnamed_addr}"));
        }
        if self.constant(ir) {
            pr.write_str(" constant");
        }
        pr.write_char(' ');
        let name = self.sym_name(ir).to_owned();
        pr.print_symbol_name(&name);
        pr.write_char('(');
        let value = self.value(ir);
        if let Some(value) = value {
            pr.print_attribute(value);
        }
        pr.write_char(')');
        if let Some(comdat) = self.comdat(ir) {
            pr.write_str(" comdat(");
            pr.print_attribute(comdat);
            pr.write_char(')');
        }
        let attrs = pr.op_attributes(op);
        pr.print_optional_attr_dict(&attrs, &WRITTEN_OUTSIDE);
        // A string's type follows from it.
        if value.is_none_or(|v| v.as_string(ctx).is_none()) {
            pr.write_str(" : ");
            pr.print_type(self.global_type(ir));
        }
        let initializer = op.region(ir, 0);
        if !initializer.is_empty(ir) {
            pr.write_char(' ');
            pr.print_op_region(op, initializer, false, true, true);
        }
    }

    /// mlir-opt's checks of the type, the value and the linkage.
    fn verify(self, ir: &IrView) -> VerifyResult {
        let op = self.as_op();
        let ctx = ir.ctx();
        let ty = self.global_type(ir);
        let invalid = VoidType::isa(ctx, ty)
            || TokenType::isa(ctx, ty)
            || MetadataType::isa(ctx, ty)
            || LabelType::isa(ctx, ty)
            || !is_compatible_outer_type(ctx, ty);
        if invalid {
            let message = "expects type to be a valid element type for an LLVM global";
            return Err(op.emit_op_error(ir, message).into());
        }
        let value = self.value(ir);
        if let Some(len) = value.and_then(|v| v.as_string(ctx).map(<[u8]>::len)) {
            let is_byte_array = ArrayType::try_from(ctx, ty).is_some_and(|a| {
                a.element_type(ctx) == ctx.integer_type(8) && a.num_elements(ctx) == len as u64
            });
            if !is_byte_array {
                let message =
                    "requires an i8 array type of the length equal to that of the string attribute";
                return Err(op.emit_op_error(ir, message).into());
            }
        }
        let linkage = self.linkage(ir);
        // A common global without value is zero-initialized.
        if linkage == Linkage::Common && value.is_some_and(|v| !is_zero_attr(ir, v)) {
            return Err(op.emit_op_error(ir, "expected zero value for 'common' linkage").into());
        }
        if linkage == Linkage::Appending && !ArrayType::isa(ctx, ty) {
            return Err(op.emit_op_error(ir, "expected array type for 'appending' linkage").into());
        }
        if let Some(alignment) = self.alignment(ir)
            && (alignment <= 0 || (alignment & (alignment - 1)) != 0)
        {
            return Err(op.emit_error(ir, "alignment attribute is not a power of 2").into());
        }
        Ok(())
    }

    /// The initializer: not beside a value, and returning the global's
    /// type with `llvm.return`.
    fn verify_regions(self, ir: &IrView) -> VerifyResult {
        let op = self.as_op();
        let Some(block) = op.region(ir, 0).first_block(ir) else { return Ok(()) };
        if self.value(ir).is_some() {
            let message = "cannot have both initializer value and region";
            return Err(op.emit_op_error(ir, message).into());
        }
        // `SingleBlockImplicitTerminator` has checked the terminator.
        let Some(terminator) = block.last_op(ir) else { return Ok(()) };
        let ctx = ir.ctx();
        let Some(returned) = terminator.operands(ir).next() else { return Ok(()) };
        let (found, expected) = (returned.ty(ir), self.global_type(ir));
        if found != expected {
            let message = format!(
                "initializer region type '{}' does not match global type '{}'",
                type_to_string(ctx, found),
                type_to_string(ctx, expected)
            );
            return Err(op.emit_op_error(ir, message).into());
        }
        Ok(())
    }
}

/// Whether `value` is a zero: an integer zero or a positive float zero.
fn is_zero_attr(ir: &IrView, value: mlir_core::Attribute) -> bool {
    let ctx = ir.ctx();
    match value.data(ctx) {
        AttrData::Integer { value, .. } => value.is_zero(),
        AttrData::Float { bits, .. } => bits.get() == 0,
        _ => false,
    }
}

/// `llvm.mlir.global` is a symbol.
pub(super) struct GlobalModel;
impl SymbolOpInterfaceModel for GlobalModel {}

/// The address of a global variable or function, as a pointer in the
/// global's address space.
#[op(
    dialect = Llvm,
    name = "mlir.addressof",
    format = "$global_name attr-dict `:` qualified(type($res))",
    traits = [Pure, ConstantLike],
    interfaces = [SymbolUserOpInterfaceModel = AddressOfModel],
    fold
)]
pub struct AddressOfOp {
    #[attr]
    global_name: FlatSymbolRefAttr,
    #[result]
    res: PtrType,
}

impl AddressOfOp {
    /// Folds to the symbol it names, which the dialect materializes back
    /// as an `llvm.mlir.addressof` (so that equal ones are one constant).
    fn fold(self, ir: &IrView, _adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
        self.as_op().inherent_attr(ir, "global_name").map(OpFoldResult::Attr)
    }
}

/// `llvm.mlir.addressof` must name a global or a function; a global's
/// address space must be the pointer's.
pub(super) struct AddressOfModel;
impl SymbolUserOpInterfaceModel for AddressOfModel {
    fn verify_symbol_uses(
        &self,
        op: Op,
        ir: &IrView,
        tables: &mut SymbolTableCollection,
    ) -> VerifyResult {
        let ctx = ir.ctx();
        let Some(name) = op.get_attr(ir, "global_name") else { return Ok(()) };
        let target = tables.lookup_nearest_symbol_from(ir, op, name);
        let global = target.and_then(|t| GlobalOp::try_from_op(ir, t));
        let function = target.and_then(|t| FuncOp::try_from_op(ir, t));
        if global.is_none() && function.is_none() {
            let message = "must reference a global defined by 'llvm.mlir.global', 'llvm.mlir.alias' or 'llvm.func' or 'llvm.mlir.ifunc'";
            return Err(op.emit_op_error(ir, message).into());
        }
        let space = op.results(ir).next().and_then(|r| PtrType::try_from(ctx, r.ty(ir)));
        if let (Some(global), Some(ptr)) = (global, space)
            && i64::from(ptr.address_space(ctx)) != i64::from(global.addr_space(ir))
        {
            let message =
                "pointer address space must match address space of the referenced global or alias";
            return Err(op.emit_op_error(ir, message).into());
        }
        Ok(())
    }
}

/// The type of a global, for builders.
impl GlobalOp {
    /// The global's value type (`global_type`).
    pub fn value_type(self, ir: &IrView) -> Type {
        self.global_type(ir)
    }
}
