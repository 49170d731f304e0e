//! The [`DataFlowSolver`] (MLIR's `DataFlowSolver`): it owns the analyses
//! and their states and runs them to a fixpoint.
//!
//! Running is two phases. Each analysis, in load order, initializes from
//! the top op: it visits what it can and reads states, recording itself
//! as their dependent. Then the solver takes work items from the front of
//! a queue, each a (program point, analysis) pair to visit, until none is
//! left. A state that changes puts its dependents at the back of the
//! queue, then runs its own `on_update`. The queue keeps repeats, and the
//! order is MLIR's: the states an analysis reaches and, where a transfer
//! function is not monotone (a range widened when it changes again), the
//! results depend on it.
//!
//! An analysis sees the solver through a [`SolverContext`]: the IR (which a
//! transfer function may fold, as constant propagation does, restoring
//! it), the states, and the analysis's own id.

use std::collections::VecDeque;

use crate::context::diagnostics::Diagnostic;
use crate::dataflow::anchor::{LatticeAnchor, ProgramPoint};
use crate::dataflow::state::{AnalysisState, ChangeResult};
use crate::dataflow::state_table::{AnalysisId, StateTables, WorkItem};
use crate::ir::{IrView, Op};

/// How the analyses of a solver reason (MLIR's `DataFlowConfig`).
#[derive(Copy, Clone, Debug)]
pub struct DataFlowConfig {
    /// Whether analyses follow calls into the callables they resolve to
    /// (true by default); otherwise every call is treated as external and
    /// every callable as called from anywhere.
    pub interprocedural: bool,
}

impl Default for DataFlowConfig {
    fn default() -> DataFlowConfig {
        DataFlowConfig { interprocedural: true }
    }
}

/// An analysis run by a [`DataFlowSolver`] (MLIR's `DataFlowAnalysis`).
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not an analysis the solver can run",
    note = "an analysis written on a driver is loaded wrapped in it: `SparseForward::new(a)`, `SparseBackward::new(a)`, `DenseForward::new(a)` or `DenseBackward::new(a)`"
)]
pub trait DataFlowAnalysis: 'static {
    /// Makes anchors whose states must be one equivalent, before any
    /// analysis initializes ([`SolverContext::union_anchors`]; MLIR's
    /// `initializeEquivalentLatticeAnchor`). Nothing by default.
    fn initialize_equivalent_anchors(&mut self, cx: &mut SolverContext<'_>, top: Op) {
        let _ = (cx, top);
    }

    /// Visits what the analysis can know from the start, below `top` (the
    /// op the solver runs on), and subscribes to the states it needs.
    fn initialize(&mut self, cx: &mut SolverContext<'_>, top: Op) -> Result<(), Diagnostic>;

    /// Visits `point` again: a state it read changed.
    fn visit(&mut self, cx: &mut SolverContext<'_>, point: ProgramPoint) -> Result<(), Diagnostic>;
}

/// The states and the queue of work, apart from the analyses so that an
/// analysis visiting may reach them.
#[derive(Default)]
pub(crate) struct SolverStates {
    pub(crate) tables: StateTables,
    worklist: VecDeque<WorkItem>,
}

impl SolverStates {
    /// The state of `T` at `anchor`, if made.
    fn lookup<T: AnalysisState>(&self, anchor: LatticeAnchor) -> Option<&T> {
        self.tables.table::<T>()?.lookup(anchor).map(|entry| &entry.state)
    }

    /// Puts `item` at the back of the queue.
    fn enqueue(&mut self, item: WorkItem) {
        self.worklist.push_back(item);
    }

    /// Updates the state of `T` at `anchor` with `update`; when it reports
    /// a change, the state's dependents are queued and its `on_update` run.
    fn update<T: AnalysisState>(
        &mut self,
        ir: &IrView,
        anchor: LatticeAnchor,
        update: impl FnOnce(&mut T) -> ChangeResult,
    ) -> ChangeResult {
        let table = self.tables.table_mut::<T>();
        let anchor = table.leader(anchor);
        let entry = table.get_or_create(anchor);
        let changed = update(&mut entry.state);
        if changed.changed() {
            self.worklist.extend(entry.dependents.items().iter().copied());
            T::on_update(anchor, &mut UpdateContext { states: self, ir });
        }
        changed
    }
}

/// Runs analyses over an op to a fixpoint and keeps what they found.
#[derive(Default)]
pub struct DataFlowSolver {
    /// Each analysis, out of its slot while it visits.
    analyses: Vec<Option<Box<dyn DataFlowAnalysis>>>,
    states: SolverStates,
    config: DataFlowConfig,
}

impl std::fmt::Debug for DataFlowSolver {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DataFlowSolver")
            .field("analyses", &self.analyses.len())
            .field("config", &self.config)
            .finish_non_exhaustive()
    }
}

impl DataFlowSolver {
    /// A solver with no analysis and the default configuration.
    pub fn new() -> DataFlowSolver {
        DataFlowSolver::default()
    }

    /// A solver with no analysis and the configuration `config`.
    pub fn with_config(config: DataFlowConfig) -> DataFlowSolver {
        DataFlowSolver { config, ..DataFlowSolver::default() }
    }

    /// The configuration.
    pub fn config(&self) -> &DataFlowConfig {
        &self.config
    }

    /// Adds `analysis`; analyses initialize in the order they are loaded.
    pub fn load(&mut self, analysis: impl DataFlowAnalysis) -> AnalysisId {
        self.analyses.push(Some(Box::new(analysis)));
        AnalysisId(self.analyses.len() as u32 - 1)
    }

    /// Initializes every analysis on `top`, in load order, then visits
    /// work items until none is left. The first analysis to fail stops
    /// the run with its diagnostic.
    pub fn initialize_and_run(&mut self, ir: &mut IrView, top: Op) -> Result<(), Diagnostic> {
        for index in 0..self.analyses.len() {
            let id = AnalysisId(index as u32);
            self.with_analysis(ir, id, |analysis, cx| {
                analysis.initialize_equivalent_anchors(cx, top);
                Ok(())
            })?;
        }
        for index in 0..self.analyses.len() {
            let id = AnalysisId(index as u32);
            self.with_analysis(ir, id, |analysis, cx| analysis.initialize(cx, top))?;
        }
        while let Some(item) = self.states.worklist.pop_front() {
            self.with_analysis(ir, item.analysis, |analysis, cx| analysis.visit(cx, item.point))?;
        }
        Ok(())
    }

    /// Runs `f` with analysis `id` taken out of its slot and a context for
    /// it.
    fn with_analysis(
        &mut self,
        ir: &mut IrView,
        id: AnalysisId,
        f: impl FnOnce(&mut dyn DataFlowAnalysis, &mut SolverContext<'_>) -> Result<(), Diagnostic>,
    ) -> Result<(), Diagnostic> {
        let slot = id.0 as usize;
        let Some(mut analysis) = self.analyses[slot].take() else { return Ok(()) };
        let mut cx =
            SolverContext { states: &mut self.states, ir, analysis: id, config: self.config };
        let result = f(analysis.as_mut(), &mut cx);
        self.analyses[slot] = Some(analysis);
        result
    }

    /// The state of `T` at `anchor`, if an analysis made one.
    pub fn lookup<T: AnalysisState>(&self, anchor: impl Into<LatticeAnchor>) -> Option<&T> {
        self.states.lookup(anchor.into())
    }

    /// Forgets every state at `anchor` (an op erased or a value replaced
    /// after the run: its handle may be reused).
    pub fn erase_state(&mut self, anchor: impl Into<LatticeAnchor>) {
        self.states.tables.erase(anchor.into());
    }

    /// Updates the state of `T` at `anchor` from outside the analyses (a
    /// pass rewriting IR keeps what it learned true); when it changes, its
    /// dependents are queued for a later run.
    pub fn update<T: AnalysisState>(
        &mut self,
        ir: &IrView,
        anchor: impl Into<LatticeAnchor>,
        update: impl FnOnce(&mut T) -> ChangeResult,
    ) -> ChangeResult {
        self.states.update(ir, anchor.into(), update)
    }
}

/// Loads the analyses the others build on (MLIR's
/// `loadBaselineAnalyses`): [`DeadCodeAnalysis`], which finds what may
/// run, and [`SparseConstantPropagation`], whose constants it reads to
/// tell which way a branch goes. Without the latter, no branch's
/// condition is ever known and no block past a branch becomes live.
///
/// [`DeadCodeAnalysis`]: crate::dataflow::DeadCodeAnalysis
/// [`SparseConstantPropagation`]: crate::dataflow::SparseConstantPropagation
pub fn load_baseline_analyses(solver: &mut DataFlowSolver) {
    solver.load(crate::dataflow::DeadCodeAnalysis::new());
    solver.load(crate::dataflow::SparseForward::new(crate::dataflow::SparseConstantPropagation));
}

/// What an analysis reaches while it initializes or visits: the IR, the
/// states, the queue.
pub struct SolverContext<'a> {
    states: &'a mut SolverStates,
    ir: &'a mut IrView,
    analysis: AnalysisId,
    config: DataFlowConfig,
}

impl<'a> SolverContext<'a> {
    /// The IR.
    pub fn ir(&self) -> &IrView {
        self.ir
    }

    /// The IR, to change: a transfer function that folds an op to learn
    /// its result must leave it as it was.
    pub fn ir_mut(&mut self) -> &mut IrView {
        self.ir
    }

    /// The analysis this context is for.
    pub fn analysis(&self) -> AnalysisId {
        self.analysis
    }

    /// The solver's configuration.
    pub fn config(&self) -> &DataFlowConfig {
        &self.config
    }

    /// The state of `T` at `anchor`, made if new.
    pub fn get_or_create<T: AnalysisState>(&mut self, anchor: impl Into<LatticeAnchor>) -> &T {
        &self.states.tables.table_mut::<T>().get_or_create(anchor.into()).state
    }

    /// The state of `T` at `anchor`, made if new, read on behalf of
    /// `dependent`: this analysis visits `dependent` again whenever the
    /// state changes (MLIR's `getOrCreateFor`).
    pub fn get_or_create_for<T: AnalysisState>(
        &mut self,
        dependent: ProgramPoint,
        anchor: impl Into<LatticeAnchor>,
    ) -> &T {
        let item = WorkItem { point: dependent, analysis: self.analysis };
        let entry = self.states.tables.table_mut::<T>().get_or_create(anchor.into());
        entry.add_dependent(item);
        &entry.state
    }

    /// Records that this analysis visits `dependent` again whenever the
    /// state of `T` at `anchor` changes (MLIR's `addDependency`).
    pub fn add_dependency<T: AnalysisState>(
        &mut self,
        anchor: impl Into<LatticeAnchor>,
        dependent: ProgramPoint,
    ) {
        let item = WorkItem { point: dependent, analysis: self.analysis };
        self.states.tables.table_mut::<T>().get_or_create(anchor.into()).add_dependent(item);
    }

    /// Makes `a` and `b` share one state of `T` (the state of the leader
    /// of `a`'s class), as MLIR's `unionLatticeAnchors`.
    pub fn union_anchors<T: AnalysisState>(
        &mut self,
        a: impl Into<LatticeAnchor>,
        b: impl Into<LatticeAnchor>,
    ) {
        self.states.tables.table_mut::<T>().union(a.into(), b.into());
    }

    /// Subscribes this analysis to the state of `T` at `anchor`: what that
    /// means is the state's `on_update` (a sparse lattice's subscribers
    /// visit the value's users, a block's liveness's the block's ops).
    pub fn subscribe<T: AnalysisState>(&mut self, anchor: impl Into<LatticeAnchor>) {
        let analysis = self.analysis;
        self.states.tables.table_mut::<T>().get_or_create(anchor.into()).subscribe(analysis);
    }

    /// Updates the state of `T` at `anchor` (MLIR's `propagateIfChanged`
    /// of what `update` returns): on a change, its dependents are queued
    /// and its `on_update` runs.
    pub fn update<T: AnalysisState>(
        &mut self,
        anchor: impl Into<LatticeAnchor>,
        update: impl FnOnce(&mut T) -> ChangeResult,
    ) -> ChangeResult {
        self.states.update(self.ir, anchor.into(), update)
    }

    /// The state of `T` at `anchor`, if made.
    pub fn lookup<T: AnalysisState>(&self, anchor: impl Into<LatticeAnchor>) -> Option<&T> {
        self.states.lookup(anchor.into())
    }

    /// Queues a visit of `point` by `analysis`.
    pub fn enqueue(&mut self, point: ProgramPoint, analysis: AnalysisId) {
        self.states.enqueue(WorkItem { point, analysis });
    }
}

/// What a state's `on_update` reaches: the IR, its subscribers, the
/// queue, and the other states (a range that became a constant tells the
/// constant lattice).
pub struct UpdateContext<'a> {
    states: &'a mut SolverStates,
    ir: &'a IrView,
}

impl UpdateContext<'_> {
    /// The IR.
    pub fn ir(&self) -> &IrView {
        self.ir
    }

    /// The analyses subscribed to the state of `T` at `anchor`, in
    /// subscription order.
    pub fn subscribers<T: AnalysisState>(&self, anchor: LatticeAnchor) -> Vec<AnalysisId> {
        let table = self.states.tables.table::<T>();
        table.and_then(|t| t.lookup(anchor)).map_or_else(Vec::new, |e| e.subscribers.to_vec())
    }

    /// Queues a visit of `point` by `analysis`.
    pub fn enqueue(&mut self, point: ProgramPoint, analysis: AnalysisId) {
        self.states.enqueue(WorkItem { point, analysis });
    }

    /// The state of `T` at `anchor`, if made.
    pub fn lookup<T: AnalysisState>(&self, anchor: impl Into<LatticeAnchor>) -> Option<&T> {
        self.states.lookup(anchor.into())
    }

    /// Updates another state, as [`SolverContext::update`] does.
    pub fn update<T: AnalysisState>(
        &mut self,
        anchor: impl Into<LatticeAnchor>,
        update: impl FnOnce(&mut T) -> ChangeResult,
    ) -> ChangeResult {
        self.states.update(self.ir, anchor.into(), update)
    }
}
