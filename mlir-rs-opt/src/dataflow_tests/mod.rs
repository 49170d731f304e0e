//! mlir-opt's test passes of the dataflow framework, with mlir-opt's names
//! and output, so that the framework's drivers are checked against
//! mlir-opt 22 on the same inputs: `test-last-modified` and
//! `test-next-access` (dense forward and backward analyses over an
//! underlying-value sparse analysis).
//!
//! Files: `underlying_value.rs` (the sparse analysis that follows a value
//! back through block arguments and calls), `access_lattice.rs` (for each
//! memory value, the ops adjacent to a point), `last_modified.rs` and
//! `next_access.rs` (the passes).

mod access_lattice;
mod last_modified;
mod next_access;
mod underlying_value;

pub use last_modified::TestLastModified;
pub use next_access::TestNextAccess;
