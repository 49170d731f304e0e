//! Block arguments: adding, inserting and erasing them, and their
//! locations.

use crate::context::builtin::location::Location;
use crate::context::builtin::types::Type;
use crate::ir::body::{Body, ValueDef};
use crate::ir::entity::BlockId;
use crate::ir::handles::{Block, Value};
use crate::ir::view::IrView;

impl IrView {
    /// Appends a block argument.
    pub fn add_block_arg(&mut self, block: Block, ty: Type, loc: Location) -> Value {
        let index = block.num_args(self);
        self.insert_block_arg(block, index, ty, loc)
    }

    /// Inserts a block argument at `index`.
    pub fn insert_block_arg(
        &mut self,
        block: Block,
        index: usize,
        ty: Type,
        loc: Location,
    ) -> Value {
        let b = self.body_mut(block.body);
        let id =
            b.new_value(ty, ValueDef::BlockArg { block: block.id, index: index as u32 }, Some(loc));
        b.blocks[block.id.index()].args.insert(index, id);
        renumber_args(b, block.id);
        Value { body: block.body, id }
    }

    /// Sets the location of a block argument (`value` must be one).
    pub fn set_arg_loc(&mut self, value: Value, loc: Location) {
        let record = &mut self.body_mut(value.body).values[value.id.index()];
        assert!(matches!(record.def, ValueDef::BlockArg { .. }), "not a block argument");
        record.loc = Some(loc);
    }

    /// Erases block argument `index`, which must be unused.
    pub fn erase_block_arg(&mut self, block: Block, index: usize) {
        let arg = block.arg(self, index);
        assert!(arg.use_empty(self), "erasing a used block argument");
        let b = self.body_mut(block.body);
        b.blocks[block.id.index()].args.remove(index);
        renumber_args(b, block.id);
    }

    /// Sets the location of a block argument.
    pub fn set_block_arg_loc(&mut self, arg: Value, loc: Location) {
        self.body_mut(arg.body).values[arg.id.index()].loc = Some(loc);
    }
}

/// Renumbers the `index` of each argument of a block after an insertion.
fn renumber_args(b: &mut Body, block: BlockId) {
    let args = b.blocks[block.index()].args.clone();
    for (i, a) in args.into_iter().enumerate() {
        b.values[a.index()].def = ValueDef::BlockArg { block, index: i as u32 };
    }
}
