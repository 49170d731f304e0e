//! Safe handles over LLVM's C API (`llvm-sys`): a context, a module, an
//! instruction builder, and copyable handles to types, values and basic
//! blocks that cannot outlive the module they belong to.
//!
//! Every `unsafe` block of the translation lives in this folder. The
//! handles are valid by construction: each comes from a call on a live
//! module (or its context) and carries that module's borrow. What LLVM
//! itself requires of operands (an `add` of two values of one integer type,
//! …) is what the `llvm` dialect's verifier already checked of the IR being
//! translated; a user's translation building instructions must respect it
//! too, as with LLVM's C++ builder.
//!
//! Files: `context.rs` the context and the module; `types.rs` types;
//! `values.rs` values, constants, globals and functions; `builder.rs` the
//! instruction builder; `metadata.rs` metadata nodes and their attachment.

mod builder;
mod context;
mod metadata;
mod types;
mod values;

pub use builder::{AtomicOrdering, Builder, GepFlags, OperandBundle, RmwBinOp};
pub use context::{LlvmContext, LlvmModule};
pub use metadata::Metadata;
pub use types::{Type, TypeKind};
pub use values::{Attribute, BasicBlock, Linkage, Value, Visibility};

use std::ffi::CString;

/// A C string of `text`, with any NUL byte cut off (LLVM names stop there).
fn c_string(text: &[u8]) -> CString {
    let end = text.iter().position(|&b| b == 0).unwrap_or(text.len());
    CString::new(&text[..end]).unwrap_or_default()
}
