//! The table of every exported function, for a JIT that links them into its
//! own process instead of loading the shared library.

use crate::{clock, copy, runner_utils, scalars};

/// The C name and address of every function this crate exports, for a
/// runner to define in its JIT (the names are the C symbols, unprefixed).
pub fn symbols() -> Vec<(&'static str, *const ())> {
    let mut table: Vec<(&'static str, *const ())> = vec![
        ("printI64", scalars::printI64 as *const ()),
        ("printU64", scalars::printU64 as *const ()),
        ("printF32", scalars::printF32 as *const ()),
        ("printF64", scalars::printF64 as *const ()),
        ("printF16", scalars::printF16 as *const ()),
        ("printBF16", scalars::printBF16 as *const ()),
        ("printString", scalars::printString as *const ()),
        ("printOpen", scalars::printOpen as *const ()),
        ("printClose", scalars::printClose as *const ()),
        ("printComma", scalars::printComma as *const ()),
        ("printNewline", scalars::printNewline as *const ()),
        ("printFlops", scalars::printFlops as *const ()),
        ("rtclock", clock::rtclock as *const ()),
        ("_mlir_ciface_nanoTime", clock::_mlir_ciface_nanoTime as *const ()),
        ("memrefCopy", copy::memrefCopy as *const ()),
    ];
    table.extend(runner_utils::symbols());
    table
}
