//! Declarative assembly formats: the static description of an op's custom
//! form that the `#[op(format = "…")]` macro generates ([`OpFormat`]), and
//! the one shared interpreter that parses ([`parse()`]) and prints
//! ([`print()`]) every op from its description. Generated code holds only
//! tables, so an op's format costs a few hundred bytes of read-only data
//! instead of an unrolled parser and printer.
//!
//! The description is already resolved: the macro has checked the format
//! and decided, for every element, whether a blank precedes it (MLIR's
//! generator-time spacing rules, quirks included), how each attribute is
//! written, and where each operand's and result's type comes from when the
//! format leaves it out.
//!
//! Files: `overlap.rs` the overlap analysis of the generated ambiguity checks;
//! `parse.rs` (with `parse/finish.rs`, its finish stage) and `print.rs` the
//! interpreter; `custom.rs` what `custom<…>` wrappers hand to user functions
//! beyond values. Parameter formats of dialect attributes and types:
//! `params.rs` the formats and their interpreter; `parameter.rs` the
//! `Parameter` trait (a Rust type as a parameter); `attr_param.rs` a
//! parameter holding an attribute of one class; `value_parameter.rs` a
//! user's own type with its parse and print functions as a parameter;
//! `cpp_type.rs` the C++ type names messages use; `param_kinds.rs` the runtime
//! of generated kinds. The tables themselves (`OpFormat`) are
//! `definitions::format_tables`.
//!
//! `mlir-dialects/tests/format_directives.rs` checks this machinery against
//! mlir-opt 22's own test-dialect format ops and test-dialect attributes built
//! with parameter formats, byte for byte.

pub mod attr_param;
pub mod cpp_type;
mod custom;
mod overlap;
pub mod param_kinds;
pub mod parameter;
pub mod params;
mod parse;
mod print;
pub mod value_parameter;

pub use crate::definitions::format_tables::{
    Anchor, CustomDirective, Element, FormatParseState, OIClause, OpFormat, OptionalGroup, TypeOf,
    TypeRef, TypeSource, buildable,
};
pub use crate::semantics::constraints::syntax::{AttrSyntax, TypeKind, build};
pub use custom::DirectiveRegions;
pub use overlap::{StartToken, may_overlap};
pub use parse::parse;
pub use print::{operand_group, print, region_group, result_group, successor_group};

use crate::context::Context;
use crate::context::builtin::attributes::Attribute;

/// An attribute paired with whether it equals its default (used by the
/// printer to elide default-valued attributes).
pub(crate) fn equals_default(
    ctx: &Context,
    def: &crate::definitions::op_def::OpDef,
    slot: usize,
    attr: Attribute,
) -> bool {
    let equals = |defaults: &[Option<crate::definitions::op_def::PropDefaultFn>]| matches!(defaults.get(slot), Some(Some(default)) if default(ctx) == attr);
    equals(def.prop_defaults) || equals(def.optional_defaults)
}
