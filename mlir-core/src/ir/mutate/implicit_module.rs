//! The implicit-module wrap: the top-level ops moved into a new isolated
//! op at the root.

use super::create_op::OperationState;
use crate::context::builtin::location::Location;
use crate::context::registrations::OpName;
use crate::ir::builder::InsertPoint;
use crate::ir::entity::OpId;
use crate::ir::handles::{Block, Op, Region};
use crate::ir::view::IrView;

impl IrView {
    /// Wraps the root body's ops into a new isolated op (the implicit
    /// module): the old root body becomes the op's child body, and a new
    /// root body holds just the op. Handles into the old root stay valid.
    pub fn wrap_root_in_isolated_op(&mut self, name: OpName, loc: Location) -> Op {
        let old_root = self.root;
        let old_region = self.root_region();
        let new_root = self.new_body();
        let nb = self.body_mut(new_root);
        let region = nb.new_region(OpId::NONE);
        let block = nb.new_block();
        self.root = new_root;
        let region = Region { body: new_root, id: region };
        self.append_block(region, Block { body: new_root, id: block });
        let mut state = OperationState::new(name, loc);
        state.regions = vec![old_region];
        state.props = vec![None; name.property_names(self.ctx()).len()];
        let op = self.create_op(new_root, state);
        self.insert_op(op, InsertPoint::BlockEnd(Block { body: new_root, id: block }));
        let _ = old_root;
        op
    }
}
