//! MLIR's runner utils in Rust: the C-ABI functions a lowered MLIR program
//! calls to print (`printF64`, `printMemrefF32`, ...), to copy memrefs
//! (`memrefCopy`) and to time itself (`rtclock`), printing byte for byte as
//! upstream's `libmlir_c_runner_utils.so` and `libmlir_runner_utils.so`.
//!
//! The crate builds as a cdylib, for `lli --dlopen` and other loaders, and
//! as an rlib, whose [`symbols`] give a JIT the functions' addresses to
//! define in its own process. The text itself is formatted by safe code
//! writing to any [`std::io::Write`] ([`memref`], [`number`]); the exported
//! functions are thin wrappers writing to the C library's `stdout`
//! ([`stdio`]), so their output stays in order with the program's own
//! `printf`s. A runner printing through Rust after the program ran calls
//! [`flush`] first.

pub mod clock;
pub mod copy;
pub mod descriptor;
pub mod element;
pub mod memref;
pub mod number;
pub mod runner_utils;
pub mod scalars;
pub mod stdio;
mod symbols;

pub use stdio::flush;
pub use symbols::symbols;
