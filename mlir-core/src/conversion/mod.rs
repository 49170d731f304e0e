//! Dialect conversion (MLIR's `DialectConversion`): rewriting IR until
//! every op is legal for a [`ConversionTarget`], with patterns that may
//! change types through a [`TypeConverter`]. Layer 12, above the passes:
//! a conversion pass configures a target and patterns and runs
//! [`apply_partial_conversion`] or [`apply_full_conversion`] on its op.
//!
//! Files: `target.rs` (legality), `type_converter.rs` (type conversions,
//! materializations, signature conversions), `pattern.rs` (conversion
//! patterns, their adaptor operands and rewriter), `signature.rs` (converting
//! block signatures through that rewriter), `function_patterns.rs` (the
//! signature and branch-operand patterns every type-changing lowering needs), `cost_model.rs` (the
//! order patterns are tried in), `legalizer.rs` (legalizing one op,
//! recursively, with the debug log), `state.rs` (the deferred changes and
//! the undo log), `value_mapping.rs` (replaced values), `driver.rs` (the
//! three modes and their guarantees), `reconcile_casts.rs` (folding cast
//! chains, and the `reconcile-unrealized-casts` pass), `rule.rs` (what a
//! `#[pattern(conversion, …)]` rule's generated code calls). The guide is
//! `docs/dialect-conversion.md`.

mod cost_model;
mod driver;
mod function_patterns;
mod legalizer;
mod pattern;
mod reconcile_casts;
pub(crate) mod rule;
mod signature;
mod state;
mod target;
mod type_converter;
mod value_mapping;

pub use driver::{
    ConversionConfig, ConversionFailure, ConversionMode, ConversionOutcome, FoldingMode,
    apply_analysis_conversion, apply_full_conversion, apply_partial_conversion, convert,
};
pub use function_patterns::{
    is_branch_legal, is_function_signature_legal, populate_branch_operand_conversion,
    populate_function_signature_conversion,
};
pub use pattern::{
    ConversionPattern, ConversionPatternRewriter, ConversionPatternSet, OpConversionPattern,
};
pub use reconcile_casts::{ReconcileUnrealizedCasts, reconcile_unrealized_casts};
pub use target::{ConversionTarget, LegalOpDetails, LegalityFn, LegalizationAction};
pub use type_converter::{
    ArgumentMapping, AttributeConversionFn, MaterializationFn, SignatureConversion, TypeConversion,
    TypeConverter,
};
pub use value_mapping::ValueVector;
