//! What the code `#[pattern]` generates stands on, in three parts: the
//! traits `#[op]` implements to describe an op's arguments and how to
//! create it (`glue`), the matcher's and rewriter's steps the expansion
//! calls (`steps`), and the compile-time checks it evaluates in constants
//! (`checks`). Generated code reaches all of them as
//! `transforms::declarative::X` (through the macros' `__private::pattern`),
//! hence the re-exports here; [`predicates`] holds the native predicates
//! patterns may call.

mod checks;
mod glue;
pub mod predicates;
mod steps;

pub use checks::*;
pub use glue::*;
pub use steps::*;
