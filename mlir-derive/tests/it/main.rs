//! The behaviour tests of the macros (what the generated code does), one
//! module per macro or topic, built as one test binary (one link for all of
//! them; the compile-fail cases are `tests/ui.rs`). Run one topic with a
//! filter: `cargo test -p mlir-derive --test it op_macro::`.

mod builtin_models;
mod interface_macro;
mod kind_macros;
mod macro_rules_hygiene;
mod op_fields;
mod op_macro;
mod param_types;
mod test_dialect_kinds;
