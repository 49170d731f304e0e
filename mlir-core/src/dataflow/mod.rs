//! The dataflow framework (MLIR's `DataFlowFramework` and the analyses
//! of `mlir/Analysis/DataFlow`), layer 13: analyses that find facts about
//! the program by iterating to a fixpoint over states attached to values,
//! program points and control-flow edges, and the passes built on them.
//!
//! Files: `anchor.rs` (program points and lattice anchors), `state.rs`
//! (analysis states and change results), `state_table.rs` (their storage),
//! `callee.rs` (resolving callees within what an analysis may read),
//! `solver.rs` (the solver, the analysis trait, what an analysis sees),
//! `preorder.rs` (the walk initializers share), `executable.rs` and
//! `predecessors.rs` (the states of dead-code analysis), `dead_code.rs`
//! (`DeadCodeAnalysis`), `sparse_lattice.rs` (lattices of values),
//! `sparse_forward.rs` and `sparse_backward.rs` (the sparse drivers),
//! `dense_forward.rs` and `dense_backward.rs` (the dense drivers), `constant_value.rs`
//! and `constant_propagation.rs` (constant propagation), `integer_range.rs`
//! (integer range analysis), `sccp_pass.rs`
//! (`sccp`), `liveness.rs` (liveness analysis) and `remove_dead_values/`
//! (`remove-dead-values`). The guide, with a worked example, is `docs/dataflow.md`.

mod anchor;
mod callee;
mod constant_propagation;
mod constant_value;
mod dead_code;
mod dense_backward;
mod dense_forward;
mod executable;
mod integer_range;
mod liveness;
mod predecessors;
mod preorder;
mod remove_dead_values;
mod sccp_pass;
mod solver;
mod sparse_backward;
mod sparse_forward;
mod sparse_lattice;
mod state;
mod state_table;

pub use anchor::{LatticeAnchor, ProgramPoint};
pub use constant_propagation::SparseConstantPropagation;
pub use constant_value::ConstantValue;
pub use dead_code::DeadCodeAnalysis;
pub use dense_backward::{DenseBackward, DenseBackwardAnalysis};
pub use dense_forward::{
    CallControlFlowAction, DenseForward, DenseForwardAnalysis, join_dense, meet_dense,
};
pub use executable::Executable;
pub use integer_range::IntegerRangeAnalysis;
pub use liveness::{Liveness, LivenessAnalysis, RunLivenessAnalysis};
pub use predecessors::PredecessorState;
pub use remove_dead_values::RemoveDeadValues;
pub use sccp_pass::Sccp;
pub use solver::{
    DataFlowAnalysis, DataFlowConfig, DataFlowSolver, SolverContext, UpdateContext,
    load_baseline_analyses,
};
pub use sparse_backward::{SparseBackward, SparseBackwardAnalysis};
pub use sparse_forward::{
    SparseForward, SparseForwardAnalysis, set_all_to_entry_states,
    set_non_successor_inputs_to_entry_states, set_to_entry_state,
};
pub use sparse_lattice::{Lattice, LatticeValue};
pub use state::{AnalysisState, ChangeResult};
pub use state_table::{AnalysisId, WorkItem};
