//! The cast chains: extensions, truncations, `index_cast`s and bitcasts.

use mlir_derive::pattern;

use super::super::ops::{ExtSIOp, ExtUIOp};

/// `extsi(extui(x))` is `extui(x)`: the zero-extended value's sign bit is
/// zero.
#[pattern(ExtSIOp { r#in: ExtUIOp { r#in: x } } => ExtUIOp { r#in: x })]
pub struct ExtSIOfExtUI;
