//! [`IrView`], the one type through which all IR is read and written, and
//! [`Ir`], the root that owns every body.
//!
//! A view holds the bodies it may touch. Today there is one view, the whole
//! `Ir`; the parallel pass manager will hand each task a view over the
//! subtree of bodies it owns (bodies are boxed, so moving them is O(1)).
//! Every handle accessor takes `&IrView` (or `&mut IrView`), and `Ir`,
//! builders and rewriters deref to it.

use std::ops::{Deref, DerefMut};
use std::sync::Arc;

use crate::context::Context;
use crate::ir::body::Body;
use crate::ir::entity::{BlockId, BodyId, OpId};
use crate::ir::handles::{Block, Op, Region};

/// Access to a set of bodies plus the context they were built in.
pub struct IrView {
    ctx: Arc<Context>,
    pub(crate) bodies: Vec<Option<Box<Body>>>,
    pub(crate) root: BodyId,
}

/// The root of a piece of IR: owns every body, starting at the root body,
/// whose single region holds the top-level ops.
pub struct Ir {
    view: IrView,
}

impl Deref for Ir {
    type Target = IrView;
    fn deref(&self) -> &IrView {
        &self.view
    }
}

impl DerefMut for Ir {
    fn deref_mut(&mut self) -> &mut IrView {
        &mut self.view
    }
}

impl Ir {
    /// An empty IR: a root body with one region holding one empty block.
    pub fn new(ctx: Arc<Context>) -> Ir {
        let mut view = IrView { ctx, bodies: Vec::new(), root: BodyId::NONE };
        let root = view.new_body();
        let body = view.body_mut(root);
        let region = body.new_region(OpId::NONE);
        let block = body.new_block();
        view.root = root;
        let region = Region { body: root, id: region };
        view.append_block(region, Block { body: root, id: block });
        Ir { view }
    }
}

impl IrView {
    /// The context the IR was built in.
    #[inline]
    pub fn ctx(&self) -> &Context {
        &self.ctx
    }

    /// A shared handle to the context.
    pub fn ctx_arc(&self) -> &Arc<Context> {
        &self.ctx
    }

    /// The body `id`. Panics when the body is not in this view: a handle
    /// from another IR or an erased body is a programmer error.
    #[inline]
    pub fn body(&self, id: BodyId) -> &Body {
        match self.bodies.get(id.index()) {
            Some(Some(body)) => body,
            _ => panic!("body {id:?} is not reachable from this IR view"),
        }
    }

    /// The body `id`, mutably. Panics like [`IrView::body`].
    #[inline]
    pub fn body_mut(&mut self, id: BodyId) -> &mut Body {
        match self.bodies.get_mut(id.index()) {
            Some(Some(body)) => body,
            _ => panic!("body {id:?} is not reachable from this IR view"),
        }
    }

    /// Whether `id` names a live body of this view.
    pub fn has_body(&self, id: BodyId) -> bool {
        matches!(self.bodies.get(id.index()), Some(Some(_)))
    }

    /// Creates a new, empty, unattached body.
    pub fn new_body(&mut self) -> BodyId {
        let id = BodyId::from_index(self.bodies.len());
        self.bodies.push(Some(Box::new(Body::new(id))));
        id
    }

    /// The root body.
    pub fn root_body(&self) -> BodyId {
        self.root
    }

    /// The root region (holds the top-level ops).
    pub fn root_region(&self) -> Region {
        let body = self.body(self.root);
        Region { body: self.root, id: body.region_id_at(0) }
    }

    /// The block of the root region that holds the top-level ops.
    pub fn root_block(&self) -> Block {
        let region = self.root_region();
        region.first_block(self).expect("the root region always has its block")
    }

    /// The top-level ops, in order.
    pub fn top_level_ops(&self) -> Vec<Op> {
        self.root_block().ops(self).collect()
    }

    /// Removes a body and every body nested below it, without recursion.
    pub(crate) fn drop_body_tree(&mut self, id: BodyId) {
        let mut worklist = vec![id];
        while let Some(b) = worklist.pop() {
            if let Some(Some(body)) = self.bodies.get_mut(b.index()).map(Option::take) {
                worklist.extend(body.ops.iter().filter_map(|r| r.child.expand()));
            }
        }
    }

    /// Number of live bodies.
    pub fn num_bodies(&self) -> usize {
        self.bodies.iter().filter(|b| b.is_some()).count()
    }
}

impl Body {
    /// Region id stored at `index` of the region arena (used for the root).
    pub(crate) fn region_id_at(&self, index: usize) -> crate::ir::entity::RegionId {
        crate::ir::entity::RegionId::from_index(index)
    }

    /// The block id stored at `index` (for tests and the printer).
    #[allow(dead_code)]
    pub(crate) fn block_id_at(&self, index: usize) -> BlockId {
        BlockId::from_index(index)
    }
}
