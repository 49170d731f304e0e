//! The translate driver of mlir-rs (MLIR's `mlir-translate`): parses MLIR
//! text with a translation's dialects, verifies it, and runs the
//! translation chosen by its flag. `--mlir-to-llvmir` turns a module of
//! the `llvm` dialect into LLVM IR, byte for byte as
//! `mlir-translate --mlir-to-llvmir` prints it, through LLVM's C API (the
//! cargo feature `llvm`; without it the flag is listed but reports that
//! the tool was built without it).
//!
//! A user's tool registers its own translations ([`Translation`]) and,
//! with the feature, its dialects' LLVM translations
//! (`llvm_ir::LlvmTranslationInterface`):
//!
//! ```no_run
//! let tool = mlir_rs_translate::TranslateTool::standard();
//! // tool.register(my_translation);
//! std::process::exit(tool.run(&["t".into(), "--mlir-to-llvmir".into(), "in.mlir".into()],
//!     &mut std::io::stdin(), &mut std::io::stdout(), &mut std::io::stderr()));
//! ```
//!
//! # Layout
//!
//! `tool.rs` [`TranslateTool`] and its run; `cli.rs` the flags;
//! `split.rs` `--split-input-file`; `translations.rs` [`Translation`] and
//! the standard ones; `llvm_ir/` (feature `llvm`) the translation to LLVM
//! IR.

mod cli;
#[cfg(feature = "llvm")]
pub mod llvm_ir;
mod split;
mod tool;
mod translations;

pub use cli::Cli;
pub use tool::TranslateTool;
pub use translations::{TranslateFn, Translation, llvm_ir_registry, mlir_to_llvm_ir};
