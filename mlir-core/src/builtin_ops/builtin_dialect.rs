//! The builtin dialect's operations, registered by hand until the `#[op]`
//! macro can define them: `builtin.module` (with its custom form
//! `module @name attributes {…} {…}`) and `builtin.unrealized_conversion_cast`.
//!
//! `Context::new` is here: it registers these ops, the builtin kinds' interface
//! models, and gives the context the printer's display and op-text hooks.

use crate::asm::parser::{PResult, Parser};
use crate::asm::printer::AsmPrinter;
use crate::context::Context;
use crate::context::builtin::attributes::{AttrData, NamedAttr};
use crate::context::diagnostics::VerifyResult;
use crate::definitions::interfaces::cast::{AnyCast, CastOpInterfaceModel, CastOpInterfaceTrait};
use crate::definitions::interfaces::op_asm::OpAsmOpInterfaceModel;
use crate::definitions::interfaces::region_kind::{AllGraphRegions, RegionKindInterfaceModel};
use crate::definitions::interfaces::symbol::{SymbolOpInterfaceModel, SymbolOpInterfaceTrait};
use crate::definitions::interfaces::symbol_table_trait::SymbolTable;
use crate::definitions::op_def::OpDef;
use crate::ir::IrView;
use crate::ir::{Op, OperationState, Value};
use crate::rewrite::{FoldAdaptor, FoldResult, OpFoldResult};
use crate::semantics::constraints::{AttrConstraint, StrAttr};
use crate::semantics::interface_support::implement;
use crate::semantics::op_invariants::AttrSpec;
use crate::semantics::traits::{
    AffineScope, IsIsolatedFromAbove, NoTerminator, OneRegion, OpTrait, Pure, SingleBlock,
    TraitList, ZeroOperands, ZeroRegions, ZeroResults, ZeroSuccessors,
};
use crate::support::lexer::TokenKind;

/// `builtin.module`'s optional string properties, `sym_name` and
/// `sym_visibility`: the parser checks them as it checks a declared op's
/// (a value that is not a string in `<{…}>` fails the property conversion,
/// in an attribute dictionary the attribute's constraint).
const fn optional_string(name: &'static str) -> AttrSpec {
    AttrSpec {
        name,
        required: false,
        check: <StrAttr as AttrConstraint>::is_satisfied,
        description: <StrAttr as AttrConstraint>::description,
        converts: <StrAttr as AttrConstraint>::conversion_error,
        property: <StrAttr as AttrConstraint>::IS_PROPERTY,
        normalize: <StrAttr as AttrConstraint>::normalize,
    }
}

/// The specs of `builtin.module`'s properties, in slot order.
static MODULE_ATTRS: [AttrSpec; 2] =
    [optional_string("sym_name"), optional_string("sym_visibility")];

/// `builtin.module`.
pub static MODULE_OP: OpDef = OpDef {
    summary: "A top level container operation",
    property_names: &["sym_name", "sym_visibility"],
    attr_specs: &MODULE_ATTRS,
    prop_converts: &[MODULE_ATTRS[0].converts, MODULE_ATTRS[1].converts],
    parse: Some(parse_module),
    print: Some(print_module),
    verify_invariants: Some(verify_module_invariants),
    verify: Some(verify_module),
    ..OpDef::new(
        "builtin.module",
        TraitList::new(&[
            ZeroOperands::DEF,
            ZeroResults::DEF,
            ZeroSuccessors::DEF,
            OneRegion::DEF,
            AffineScope::DEF,
            IsIsolatedFromAbove::DEF,
            NoTerminator::DEF,
            SingleBlock::DEF,
            SymbolTable::DEF,
            SymbolOpInterfaceTrait::DEF,
        ]),
    )
};

/// `builtin.module`'s symbol is optional; its body is a graph region;
/// `builtin` is the default dialect inside it.
struct ModuleModel;
impl SymbolOpInterfaceModel for ModuleModel {
    fn is_optional_symbol(&self) -> bool {
        true
    }
}
impl OpAsmOpInterfaceModel for ModuleModel {
    fn default_dialect(&self) -> &'static str {
        "builtin"
    }
}
static MODULE_SYMBOL: &dyn SymbolOpInterfaceModel = &ModuleModel;
static MODULE_ASM: &dyn OpAsmOpInterfaceModel = &ModuleModel;
static MODULE_REGIONS: &dyn RegionKindInterfaceModel = &AllGraphRegions;
static ANY_CAST: &dyn CastOpInterfaceModel = &AnyCast;

/// ODS constraints of `builtin.module`: the property types and the region
/// size.
fn verify_module_invariants(ir: &IrView, op: Op) -> VerifyResult {
    let ctx = ir.ctx();
    for (slot, name) in MODULE_OP.property_names.iter().enumerate() {
        let value = op.props(ir).get(slot).copied().flatten();
        if value.is_some_and(|v| v.as_string(ctx).is_none()) {
            return Err(op
                .emit_op_error(
                    ir,
                    format!("attribute '{name}' failed to satisfy constraint: string attribute"),
                )
                .into());
        }
    }
    if op.region(ir, 0).blocks(ir).count() != 1 {
        return Err(op
            .emit_op_error(
                ir,
                "region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks",
            )
            .into());
    }
    Ok(())
}

/// `builtin.module` accepts only dialect-prefixed discardable attributes.
fn verify_module(ir: &IrView, op: Op) -> VerifyResult {
    let ctx = ir.ctx();
    match op.attrs(ir).iter().find(|a| !a.name.as_str(ctx).contains('.')) {
        Some(a) => Err(op
            .emit_op_error(
                ir,
                format!(
                    "can only contain attributes with dialect-prefixed names, found: '{}'",
                    a.name.as_str(ctx)
                ),
            )
            .into()),
        None => Ok(()),
    }
}

/// `builtin.unrealized_conversion_cast`.
pub static UNREALIZED_CONVERSION_CAST_OP: OpDef = OpDef {
    summary: "An unrealized conversion from one set of types to another",
    parse: Some(parse_cast),
    print: Some(print_cast),
    fold: Some(fold_cast),
    ..OpDef::new(
        "builtin.unrealized_conversion_cast",
        TraitList::new(&[
            ZeroRegions::DEF,
            ZeroSuccessors::DEF,
            Pure::DEF,
            CastOpInterfaceTrait::DEF,
        ]),
    )
};

/// `builtin.unrealized_conversion_cast`'s folder: a cast to its operands'
/// own types is its operands, and a cast undoing the cast that produced
/// all of its operands (`A -> B -> A`) is that cast's operands.
fn fold_cast(ir: &IrView, adaptor: &FoldAdaptor<'_>) -> FoldResult {
    let op = adaptor.op;
    let types =
        |values: &mut dyn Iterator<Item = Value>| -> Vec<_> { values.map(|v| v.ty(ir)).collect() };
    let result_types = types(&mut op.results(ir));
    if types(&mut op.operands(ir)) == result_types {
        return FoldResult::Replaced(op.operands(ir).map(OpFoldResult::Value).collect());
    }
    let Some(first) = op.operands(ir).next() else { return FoldResult::Failed };
    let Some(inner) = first.defining_op(ir) else { return FoldResult::Failed };
    let undoes = inner.name(ir) == op.name(ir)
        && inner.results(ir).eq(op.operands(ir))
        && types(&mut inner.operands(ir)) == result_types;
    if !undoes {
        return FoldResult::Failed;
    }
    FoldResult::Replaced(inner.operands(ir).map(OpFoldResult::Value).collect())
}

impl Context {
    /// A context with the builtin dialect registered.
    pub fn new() -> Self {
        let mut ctx = Context::bare();
        // The layers below the printer write values into messages through
        // the printer's functions, which the context holds (`display_hooks`).
        crate::asm::printer::install_printer_hooks(&mut ctx);
        register_builtin_dialect(&ctx);
        ctx
    }
}

impl Context {
    /// A context with the builtin dialect and every dialect (and extension)
    /// of `registry` loaded.
    pub fn with_dialects(registry: &crate::DialectRegistry) -> Self {
        let ctx = Context::new();
        registry.load_into(&ctx);
        ctx
    }
}

impl Default for Context {
    fn default() -> Self {
        Self::new()
    }
}

/// Registers the builtin dialect in a new context.
fn register_builtin_dialect(ctx: &Context) {
    ctx.register_dialect("builtin");
    ctx.register_op(
        &MODULE_OP,
        &[implement(&MODULE_SYMBOL), implement(&MODULE_ASM), implement(&MODULE_REGIONS)],
    );
    ctx.register_op(&UNREALIZED_CONVERSION_CAST_OP, &[implement(&ANY_CAST)]);
    // The interface models of builtin attribute and type kinds.
    crate::definitions::interfaces::typed_attr::register_builtin_models(ctx);
    crate::definitions::interfaces::shaped_type::register_builtin_models(ctx);
    crate::definitions::interfaces::elements_attr::register_builtin_models(ctx);
}

fn parse_module(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    let mut props = Vec::new();
    if let Some(name) = p.parse_optional_symbol_name()? {
        props.push(NamedAttr { name: ctx.ident("sym_name"), value: ctx.string_attr(&name) });
    }
    let attrs_at = p.offset();
    if p.eat_keyword("attributes") {
        state.attrs = p.parse_attr_dict_entries()?;
        // As its declarative format does, at the `attributes` keyword.
        p.verify_inherent_attrs(state.name, &state.attrs, attrs_at)?;
    }
    let props_dict = (!props.is_empty()).then(|| ctx.dictionary_attr(&props));
    let at = p.offset();
    p.apply_props(state, props_dict, at)?;
    let region = p.parse_region_for(state, false)?;
    if region.is_empty(p.ir) {
        let b = p.ir.create_block(region.body);
        p.ir.append_block(region, b);
    }
    Ok(())
}

fn print_module(pr: &mut AsmPrinter<'_>, op: Op) {
    let ir = pr.ir();
    let ctx = pr.ctx();
    if let Some(Some(name)) = op.props(ir).first()
        && let AttrData::String { value, .. } = name.data(ctx)
    {
        pr.write_char(' ');
        pr.print_symbol_name(&crate::support::text_bytes::from_bytes(value));
    }
    // `sym_visibility` (a property) joins the discardable attributes here.
    let mut attrs: Vec<(
        crate::context::Identifier,
        crate::context::builtin::attributes::Attribute,
    )> = op.attrs(ir).iter().map(|a| (a.name, a.value)).collect();
    if let Some(Some(vis)) = op.props(ir).get(1) {
        attrs.push((ctx.ident("sym_visibility"), *vis));
        attrs.sort_by(|a, b| crate::support::text_bytes::cmp(a.0.as_str(ctx), b.0.as_str(ctx)));
    }
    if !attrs.is_empty() {
        pr.write_str(" attributes {");
        pr.print_dict_entries(attrs.into_iter());
        pr.write_char('}');
    }
    pr.write_char(' ');
    pr.default_dialects.push("builtin");
    pr.print_region(op.region(ir, 0), false, false, true);
    pr.default_dialects.pop();
}

fn parse_cast(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let mut operands = Vec::new();
    if p.is(TokenKind::PercentIdent) {
        loop {
            operands.push(p.parse_operand_ref()?);
            if !p.eat(TokenKind::Comma) {
                break;
            }
        }
        p.expect(TokenKind::Colon, "expected ':'")?;
        let mut types = Vec::new();
        loop {
            types.push(p.parse_type()?);
            if !p.eat(TokenKind::Comma) {
                break;
            }
        }
        if types.len() != operands.len() {
            return Err(p.error_here(format!(
                "{} operands present, but expected {}",
                operands.len(),
                types.len()
            )));
        }
        for (r, t) in operands.iter().zip(types) {
            let v = p.resolve_value_use(&r.name, r.index, t, r.offset)?;
            state.operands.push(v);
        }
    }
    if !p.eat_keyword("to") {
        return Err(p.wrong_token("expected 'to'"));
    }
    loop {
        state.result_types.push(p.parse_type()?);
        if !p.eat(TokenKind::Comma) {
            break;
        }
    }
    if p.is(TokenKind::LBrace) {
        state.attrs = p.parse_attr_dict_entries()?;
    }
    Ok(())
}

fn print_cast(pr: &mut AsmPrinter<'_>, op: Op) {
    let ir = pr.ir();
    let operands: Vec<_> = op.operands(ir).collect();
    if !operands.is_empty() {
        pr.write_char(' ');
        for (i, v) in operands.iter().enumerate() {
            if i > 0 {
                pr.write_str(", ");
            }
            pr.print_value_use(*v);
        }
        pr.write_str(" : ");
        let types: Vec<_> = operands.iter().map(|v| v.ty(ir)).collect();
        pr.print_type_list(&types);
    }
    pr.write_str(" to ");
    let results: Vec<_> = op.results(ir).map(|v| v.ty(ir)).collect();
    pr.print_type_list(&results);
    let attrs = op.attrs(ir);
    if !attrs.is_empty() {
        pr.write_str(" {");
        pr.print_dict_entries(attrs.iter().map(|a| (a.name, a.value)));
        pr.write_char('}');
    }
}
