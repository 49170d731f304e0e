//! Splitting IR for a parallel run over isolated ops (see the data model in
//! `ARCHITECTURE.md`): each
//! isolated anchor op's subtree of bodies moves out to a task, which owns
//! it (`&mut`), while everything else — the anchors' ancestors and their
//! records in the parent body — becomes a read-only layer every task
//! shares. A task cannot reach a sibling's bodies at all: they are in no
//! view but that sibling's. New bodies created in tasks take their ids from
//! one counter, so ids stay unique when the tasks rejoin.
//!
//! Moving a subtree in and out costs one move per body; a view is reused
//! for many tasks on the same thread (its table of body slots is kept).

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use crate::context::Context;
use crate::ir::body::Body;
use crate::ir::entity::BodyId;
use crate::ir::handles::Op;
use crate::ir::view::{IrView, SharedBodies};

/// The bodies of one task: an isolated op's child body and every body
/// nested in it (plus, after the task, those it created).
pub struct TaskBodies {
    /// Boxed as the view stores them: moving one in or out copies a
    /// pointer, not the arenas' headers.
    #[allow(clippy::vec_box)]
    bodies: Vec<Box<Body>>,
}

impl TaskBodies {
    /// How many bodies the task holds.
    pub fn len(&self) -> usize {
        self.bodies.len()
    }

    /// Whether the task holds no body (its op was not isolated).
    pub fn is_empty(&self) -> bool {
        self.bodies.is_empty()
    }
}

/// A view split for a parallel run: the shared read-only rest and the id
/// counter its tasks use. Built by [`IrView::split_tasks`]; hand it back to
/// [`IrView::rejoin_tasks`] with every task's bodies.
pub struct TaskSplit {
    ctx: Arc<Context>,
    shared: Arc<SharedBodies>,
    next_id: Arc<AtomicUsize>,
    root: BodyId,
    /// The counter of the view that split, restored when the tasks rejoin.
    outer_next_id: Option<Arc<AtomicUsize>>,
    outer_task_ids: Vec<BodyId>,
}

impl TaskSplit {
    /// A view owning no body yet, sharing the split's read-only rest: load
    /// a task into it with [`IrView::load_task`].
    pub fn empty_view(&self) -> IrView {
        let mut view = IrView::empty(Arc::clone(&self.ctx), self.root);
        view.shared = Some(Arc::clone(&self.shared));
        view.next_id = Some(Arc::clone(&self.next_id));
        view
    }
}

impl IrView {
    /// Moves the subtree of bodies of each op of `anchors` (isolated ops
    /// of this view) out into its own [`TaskBodies`], in order; the rest of
    /// this view becomes the read-only layer of the returned split, and the
    /// view owns nothing until [`IrView::rejoin_tasks`]. An op without a
    /// child body gets an empty task.
    pub fn split_tasks(&mut self, anchors: &[Op]) -> (TaskSplit, Vec<TaskBodies>) {
        let tasks = anchors
            .iter()
            .map(|&op| {
                let mut bodies = Vec::new();
                if let Some(child) = op.child_body(self) {
                    let mut work = vec![child];
                    while let Some(id) = work.pop() {
                        if let Some(Some(body)) = self.bodies.get_mut(id.index()).map(Option::take)
                        {
                            work.extend(body.ops.iter().filter_map(|r| r.child.expand()));
                            bodies.push(body);
                        }
                    }
                }
                TaskBodies { bodies }
            })
            .collect();
        let first_free = match &self.next_id {
            Some(counter) => counter.load(Ordering::Relaxed),
            None => self.bodies.len(),
        };
        let next_id = match &self.next_id {
            Some(counter) => Arc::clone(counter),
            None => Arc::new(AtomicUsize::new(first_free)),
        };
        let shared = Arc::new(SharedBodies {
            bodies: std::mem::take(&mut self.bodies),
            outer: self.shared.clone(),
        });
        let split = TaskSplit {
            shared,
            next_id: Arc::clone(&next_id),
            root: self.root,
            outer_next_id: self.next_id.replace(next_id),
            outer_task_ids: std::mem::take(&mut self.task_ids),
            ctx: Arc::clone(self.ctx_arc()),
        };
        (split, tasks)
    }

    /// Gives back what [`IrView::split_tasks`] took, with every task's
    /// bodies (the ones it was given and the ones it created). Panics when
    /// a view made by [`TaskSplit::empty_view`] is still alive.
    pub fn rejoin_tasks(&mut self, split: TaskSplit, tasks: Vec<TaskBodies>) {
        let TaskSplit { shared, next_id, outer_next_id, outer_task_ids, .. } = split;
        let shared = Arc::try_unwrap(shared)
            .unwrap_or_else(|_| panic!("a task's view outlived its parallel run"));
        self.bodies = shared.bodies;
        self.next_id = outer_next_id;
        self.task_ids = outer_task_ids;
        // No id handed out during the run is given again.
        let used = next_id.load(Ordering::Relaxed);
        if self.next_id.is_none() && self.bodies.len() < used {
            self.bodies.resize_with(used, || None);
        }
        for body in tasks.into_iter().flat_map(|t| t.bodies) {
            self.insert_body(body);
        }
    }

    /// Loads a task's bodies into this view (made by
    /// [`TaskSplit::empty_view`] and owning nothing).
    pub fn load_task(&mut self, task: TaskBodies) {
        for body in task.bodies {
            self.insert_body(body);
        }
    }

    /// Takes back every body the loaded task owns (given or created), so
    /// the view can take the next task.
    pub fn unload_task(&mut self) -> TaskBodies {
        let mut bodies = Vec::with_capacity(self.task_ids.len());
        for id in std::mem::take(&mut self.task_ids) {
            if let Some(Some(body)) = self.bodies.get_mut(id.index()).map(Option::take) {
                bodies.push(body);
            }
        }
        TaskBodies { bodies }
    }
}
