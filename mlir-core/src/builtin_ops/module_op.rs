//! `builtin.module`, defined with `#[op]` as MLIR's `BuiltinOps.td`
//! defines it: a symbol table of one block, optionally named, whose body
//! is a graph region and whose default dialect is `builtin`; its custom
//! form `module @name attributes {…} {…}`; and [`ModuleOp::create`], so
//! that code building IR never fills an `OperationState` for a module.

use mlir_derive::op;

use crate::Location;
use crate::asm::parser::{PResult, Parser};
use crate::asm::printer::AsmPrinter;
use crate::builtin_ops::builtin::Builtin;
use crate::context::builtin::attributes::{AttrData, NamedAttr};
use crate::context::diagnostics::VerifyResult;
use crate::definitions::interfaces::op_asm::OpAsmOpInterfaceModel;
use crate::definitions::interfaces::region_kind::{AllGraphRegions, RegionKindInterfaceModel};
use crate::definitions::interfaces::symbol::{SymbolOpInterfaceModel, SymbolOpInterfaceTrait};
use crate::definitions::interfaces::symbol_table_trait::SymbolTable;
use crate::definitions::op_type::OpType;
use crate::ir::{Block, Builder, IrView, Op, OperationState};
use crate::semantics::constraints::{SizedRegion, StrAttr};
use crate::semantics::traits::{AffineScope, IsIsolatedFromAbove, NoTerminator, SingleBlock};

/// A top level container operation: `module @name attributes {…} {…}`.
///
/// Its one block holds the program's top-level ops (functions, globals,
/// nested modules) without a terminator; it is a symbol table, and a
/// symbol itself when named. Inside it, `builtin` is the default dialect:
/// its ops print without the `builtin.` prefix.
#[op(dialect = Builtin, name = "module",
     traits = [AffineScope, IsIsolatedFromAbove, NoTerminator, SingleBlock, SymbolTable,
               SymbolOpInterfaceTrait],
     interfaces = [SymbolOpInterfaceModel = ModuleModel, OpAsmOpInterfaceModel = ModuleModel,
                   RegionKindInterfaceModel = AllGraphRegions],
     custom_format, verify)]
pub struct ModuleOp {
    /// The module's name (`module @name`), if it has one.
    #[attr]
    sym_name: Option<StrAttr>,
    /// The symbol's visibility, if set.
    #[attr]
    sym_visibility: Option<StrAttr>,
    /// The body.
    #[region(rename = "bodyRegion")]
    body_region: SizedRegion<1>,
}

/// `builtin.module`'s symbol is optional; its body is a graph region;
/// `builtin` is the default dialect inside it.
pub struct ModuleModel;

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

impl ModuleOp {
    /// Creates a module at the builder's insertion point, named `name`
    /// when given (`module @name {…}`), with an empty body block.
    pub fn create(builder: &mut Builder<'_>, loc: Location, name: Option<&str>) -> ModuleOp {
        let module = ModuleOp::build(builder, loc, name, None);
        let region = module.body_region(builder);
        builder.add_entry_block(region, &[], loc);
        module
    }

    /// The module's one block, holding its top-level ops.
    pub fn body(self, ir: &IrView) -> Block {
        self.body_region(ir).first_block(ir).expect("a module has one block")
    }

    /// The ops of the module's body, in order.
    pub fn ops(self, ir: &IrView) -> impl Iterator<Item = Op> + '_ {
        self.body(ir).ops(ir)
    }

    /// `builtin.module` accepts only dialect-prefixed discardable
    /// attributes.
    fn verify(self, ir: &IrView) -> VerifyResult {
        let ctx = ir.ctx();
        let op = self.as_op();
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

    /// Parses what follows `module`: an optional `@name`, `attributes
    /// {…}`, and the body (an empty body gets its block).
    pub fn parse(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
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

    /// Prints what follows `module`.
    pub fn print(self, pr: &mut AsmPrinter<'_>) {
        let op = self.as_op();
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
}
