//! Conversions between the spellings of names: Rust's `snake_case` and
//! MLIR's `camelCase` (attribute names) or `UpperCamelCase` (enum cases,
//! custom directives); and what MLIR accepts as a name.

/// `ToNearestEven` → `to_nearest_even`, `operandSegmentSizes` →
/// `operand_segment_sizes`.
pub(crate) fn snake_case(name: &str) -> String {
    let mut out = String::new();
    for (i, c) in name.chars().enumerate() {
        if c.is_ascii_uppercase() {
            if i > 0 {
                out.push('_');
            }
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

/// `overflow_flags` → `overflowFlags`.
pub(crate) fn camel_case(name: &str) -> String {
    let mut out = String::new();
    let mut upper = false;
    for c in name.chars() {
        if c == '_' && !out.is_empty() {
            upper = true;
        } else if upper {
            out.push(c.to_ascii_uppercase());
            upper = false;
        } else {
            out.push(c);
        }
    }
    out
}

/// Whether `name` is an identifier as ODS takes them for dialect, op,
/// attribute and mnemonic names: ASCII letters, digits and `_`, not
/// starting with a digit (MLIR's parser reads such a name back; `mul-add`
/// would print but not parse).
pub(crate) fn is_identifier(name: &str) -> bool {
    let mut chars = name.chars();
    matches!(chars.next(), Some(c) if c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// What [`is_identifier`] accepts, for messages.
pub(crate) const IDENTIFIER_RULE: &str = "letters, digits and `_`, not starting with a digit";
