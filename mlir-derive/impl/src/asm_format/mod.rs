//! The declarative assembly format as `#[op]`'s `format = "…"` and the
//! parameter formats of `#[type_def]`/`#[attr_def]` both write it: the
//! syntax of format strings (`syntax.rs`) and MLIR's spacing rules
//! (`spacing.rs`). What an element means is each macro's own (`op/format/`,
//! `type_def/format.rs`).

pub(crate) mod spacing;
pub(crate) mod syntax;
