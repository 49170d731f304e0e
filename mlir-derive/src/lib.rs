//! Proc-macro entry points of mlir-rs. Each entry point only forwards its
//! token streams to `mlir-derive-impl`, where the macros can be tested
//! in-process. The `#[op]`, `#[dialect]` … macros arrive in later work.
