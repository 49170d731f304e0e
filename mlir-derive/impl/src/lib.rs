//! The implementation of mlir-rs's proc macros as an ordinary library, so that
//! expansions can be tested in-process. Its four stages (attribute parsing,
//! model, validation, codegen) arrive with the `#[op]` macro.
