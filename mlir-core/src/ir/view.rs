//! [`IrView`], the one type through which all IR is read and written, and
//! [`Ir`], the root that owns every body.
//!
//! A view holds the bodies it may touch: the whole `Ir`, or in a task of a
//! parallel run the subtree of bodies the task owns, with the rest shared
//! read-only (`tasks.rs`; bodies are boxed, so moving them is O(1)).
//! Every handle accessor takes `&IrView` (or `&mut IrView`), and `Ir`,
//! builders and rewriters deref to it.

use std::ops::{Deref, DerefMut};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use crate::context::Context;
use crate::ir::body::Body;
use crate::ir::entity::{BodyId, OpId};
use crate::ir::handles::{Block, Op, Region};

/// Access to a set of bodies plus the context they were built in: the
/// bodies the view owns (all of them, for an [`Ir`]) and, in a task of a
/// parallel run, the rest of the IR read-only (see the `ir::tasks` module).
pub struct IrView {
    ctx: Arc<Context>,
    /// The owned bodies, indexed by id (`None`: not owned here).
    pub(crate) bodies: Vec<Option<Box<Body>>>,
    pub(crate) root: BodyId,
    /// In a task: the bodies it may read but not change.
    pub(crate) shared: Option<Arc<SharedBodies>>,
    /// In a task: the counter new bodies take their ids from, shared by
    /// every task of the run (ids stay unique when the tasks rejoin).
    pub(crate) next_id: Option<Arc<AtomicUsize>>,
    /// In a task: the ids of the bodies it was given or created, to give
    /// them back when it ends.
    pub(crate) task_ids: Vec<BodyId>,
}

/// Bodies a task reads but does not own: what was left of the view that
/// split off the tasks, then (when that view was itself a task's) what its
/// own view shared.
pub(crate) struct SharedBodies {
    pub(crate) bodies: Vec<Option<Box<Body>>>,
    pub(crate) outer: Option<Arc<SharedBodies>>,
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
        let mut view = IrView::empty(ctx, BodyId::NONE);
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
    /// A view owning no body, whose root is `root`.
    pub(crate) fn empty(ctx: Arc<Context>, root: BodyId) -> IrView {
        IrView { ctx, bodies: Vec::new(), root, shared: None, next_id: None, task_ids: Vec::new() }
    }

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
            _ => self.shared_body(id).unwrap_or_else(|| unreachable_body(id)),
        }
    }

    /// The body `id` among the shared ones of a task.
    #[cold]
    fn shared_body(&self, id: BodyId) -> Option<&Body> {
        let mut layer = self.shared.as_deref();
        while let Some(shared) = layer {
            if let Some(Some(body)) = shared.bodies.get(id.index()) {
                return Some(body);
            }
            layer = shared.outer.as_deref();
        }
        None
    }

    /// The body `id`, mutably. Panics like [`IrView::body`], and when the
    /// body is one a task may only read (an ancestor of its op).
    #[inline]
    pub fn body_mut(&mut self, id: BodyId) -> &mut Body {
        match self.bodies.get_mut(id.index()) {
            Some(Some(body)) => body,
            _ => unreachable_body(id),
        }
    }

    /// Whether `id` names a live body this view can read.
    pub fn has_body(&self, id: BodyId) -> bool {
        matches!(self.bodies.get(id.index()), Some(Some(_))) || self.shared_body(id).is_some()
    }

    /// Creates a new, empty, unattached body.
    pub fn new_body(&mut self) -> BodyId {
        let id = self.fresh_body_id();
        self.insert_body(Box::new(Body::new(id)));
        id
    }

    /// The id of a body about to be created: the next index, or in a task
    /// the next of the run's counter.
    pub(crate) fn fresh_body_id(&mut self) -> BodyId {
        match &self.next_id {
            Some(counter) => BodyId::from_index(counter.fetch_add(1, Ordering::Relaxed)),
            None => BodyId::from_index(self.bodies.len()),
        }
    }

    /// Owns `body` from now on, at its id.
    pub(crate) fn insert_body(&mut self, body: Box<Body>) {
        let index = body.id.index();
        if self.bodies.len() <= index {
            self.bodies.resize_with(index + 1, || None);
        }
        if self.next_id.is_some() {
            self.task_ids.push(body.id);
        }
        self.bodies[index] = Some(body);
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

    /// Number of live bodies this view owns.
    pub fn num_bodies(&self) -> usize {
        self.bodies.iter().filter(|b| b.is_some()).count()
    }
}

/// The panic of a handle whose body the view cannot reach.
#[cold]
#[inline(never)]
fn unreachable_body(id: BodyId) -> ! {
    panic!("body {id:?} is not reachable from this IR view")
}

impl Body {
    /// Region id stored at `index` of the region arena (used for the root).
    pub(crate) fn region_id_at(&self, index: usize) -> crate::ir::entity::RegionId {
        crate::ir::entity::RegionId::from_index(index)
    }
}
