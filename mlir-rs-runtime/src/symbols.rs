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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_exported_function_is_in_the_table_once() {
        let table = symbols();
        let mut names: Vec<_> = table.iter().map(|(name, _)| *name).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), table.len(), "a name appears twice");
        // One `no_mangle` per exported function, written out or in a macro
        // repetition (counted once per entry of its list).
        let sources =
            [include_str!("scalars.rs"), include_str!("clock.rs"), include_str!("copy.rs")];
        let plain: usize = sources
            .iter()
            .map(|s| s.lines().filter(|l| l.trim() == "#[unsafe(no_mangle)]").count())
            .sum();
        let listed = include_str!("runner_utils.rs")
            .lines()
            .filter(|l| {
                let l = l.trim_start();
                l.starts_with("printMemref") || l.starts_with("_mlir_ciface_printMemref")
            })
            .count();
        assert_eq!(table.len(), plain + listed);
        for name in ["printF64", "printMemrefF32", "_mlir_ciface_printMemrefI8", "memrefCopy"] {
            assert!(names.contains(&name), "{name} missing");
        }
    }

    #[test]
    fn the_addresses_are_the_functions() {
        let table = symbols();
        let address = |name| table.iter().find(|(n, _)| *n == name).unwrap().1;
        assert_eq!(address("rtclock"), clock::rtclock as *const ());
        assert_eq!(address("printMemrefF64"), runner_utils::printMemrefF64 as *const ());
        // A second reading of the clocks is not earlier than the first.
        let (t0, n0) = (clock::rtclock(), clock::_mlir_ciface_nanoTime());
        let (t1, n1) = (clock::rtclock(), clock::_mlir_ciface_nanoTime());
        assert!(t0 > 1.6e9 && t1 >= t0 && n1 >= n0);
    }
}
