//! `arith`'s integer folders, with MLIR 22's rules: each op's `fold`
//! (called by the `fold` hook of its `#[op]`), built on `int_fold`.
//! Only what upstream's folders do lives here; upstream's canonicalization
//! patterns are a separate matter.
//!
//! | module | ops |
//! |---|---|
//! | `add_sub_mul` | `addi`, `subi`, `muli` |
//! | `shifts` | `shli`, `shrui`, `shrsi` |
//! | `division` | `divui`, `divsi`, `ceildivui`, `ceildivsi`, `floordivsi`, `remui`, `remsi` |
//! | `bitwise` | `andi`, `ori`, `xori` |
//! | `min_max` | `maxsi`, `maxui`, `minsi`, `minui` |
//! | `compare` | `cmpi` |
//! | `select` | `select` |
//! | `casts` | `extui`, `extsi`, `trunci`, `index_cast`, `index_castui`, `bitcast` |
//! | `extended` | `addui_extended`, `mulsi_extended`, `mului_extended` |

mod add_sub_mul;
mod bitwise;
mod casts;
mod compare;
mod division;
mod extended;
mod min_max;
mod select;
mod shifts;
