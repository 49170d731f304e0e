//! [`ModuleOp`]: the typed handle of `builtin.module`, with its builder
//! and accessors, so that code building IR never fills an
//! `OperationState` for a module by hand.

use crate::builtin_ops::builtin_dialect::MODULE_OP;
use crate::definitions::op_def::OpDef;
use crate::definitions::op_type::OpType;
use crate::ir::{Block, Builder, IrView, Op, Region};
use crate::{AttrData, Location};

/// A `builtin.module` op: a symbol table with one block, optionally named.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct ModuleOp(Op);

// Not offered as an example when another type is not an op: rustc would
// name the one implementation in this crate, which is no help.
#[diagnostic::do_not_recommend]
impl OpType for ModuleOp {
    const DEF: &'static OpDef = &MODULE_OP;

    fn from_op_unchecked(op: Op) -> Self {
        ModuleOp(op)
    }

    fn as_op(self) -> Op {
        self.0
    }
}

impl ModuleOp {
    /// Creates a module at the builder's insertion point, named `name`
    /// when given (`module @name {…}`), with an empty body block.
    pub fn build(builder: &mut Builder<'_>, loc: Location, name: Option<&str>) -> ModuleOp {
        let ctx = builder.ctx_arc().clone();
        let mut attributes = Vec::new();
        if let Some(name) = name {
            attributes.push(crate::NamedAttr {
                name: ctx.ident("sym_name"),
                value: ctx.string_attr(name),
            });
        }
        let module = ModuleOp::build_generic(builder, loc, &[], &[], &attributes, &[], 1);
        let region = module.body_region(builder);
        builder.add_entry_block(region, &[], loc);
        module
    }

    /// The module's region.
    pub fn body_region(self, ir: &IrView) -> Region {
        self.0.region(ir, 0)
    }

    /// The module's one block, holding its top-level ops.
    pub fn body(self, ir: &IrView) -> Block {
        self.body_region(ir).first_block(ir).expect("a module has one block")
    }

    /// The module's name (`module @name`), if it has one.
    pub fn sym_name(self, ir: &IrView) -> Option<&str> {
        let name = (*self.0.props(ir).first()?)?;
        match name.data(ir.ctx()) {
            AttrData::String { value, .. } => std::str::from_utf8(value).ok(),
            _ => None,
        }
    }

    /// The ops of the module's body, in order.
    pub fn ops(self, ir: &IrView) -> impl Iterator<Item = Op> + '_ {
        self.body(ir).ops(ir)
    }
}
