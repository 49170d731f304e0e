//! mlir-opt's test passes of the dataflow framework, with mlir-opt's names
//! and output, so that the framework's analyses are checked against
//! mlir-opt 22 on the same inputs: `test-dead-code-analysis` (the
//! dead-code analysis's live blocks, edges and predecessors),
//! `test-last-modified` and `test-next-access` (dense forward and
//! backward analyses over an underlying-value sparse analysis).
//!
//! Files: `constant_ops.rs` and `dead_code.rs` (the first pass),
//! `underlying_value.rs` (the sparse analysis that follows a value
//! back through block arguments and calls), `access_lattice.rs` (for each
//! memory value, the ops adjacent to a point), `last_modified.rs` and
//! `next_access.rs` (the passes).

mod access_lattice;
mod constant_ops;
mod dead_code;
mod last_modified;
mod next_access;
mod underlying_value;

pub use dead_code::TestDeadCodeAnalysis;
pub use last_modified::TestLastModified;
pub use next_access::TestNextAccess;
