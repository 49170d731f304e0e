//! arith's canonicalization patterns: MLIR 22's, written with
//! `#[pattern]` and registered on their root ops in upstream's order
//! (`docs/arith-canonicalizations.md` catalogues them, with what each
//! matches and how it was confirmed against mlir-opt).
//!
//! | module | patterns on |
//! |---|---|
//! | `int_arith` | `addi`, `subi`, `muli`, `addui_extended`, `mulsi_extended`, `mului_extended` |
//! | `bitwise` | `andi`, `ori`, `xori` |
//! | `compare` | `cmpi` |
//! | `select` | `select` |
//! | `casts` | `extsi`, `trunci`, `truncf`, `index_cast`, `index_castui`, `bitcast` |
//! | `float` | `mulf`, `divf` |
//! | `cmpf_int_to_fp` | `cmpf` of an integer cast against a float constant (upstream's C++ pattern, hand-written: see the module) |
//! | `values` | what the native expressions and guards compute |

mod bitwise;
mod casts;
mod cmpf_int_to_fp;
mod compare;
mod float;
mod int_arith;
mod select;
mod values;

pub use bitwise::*;
pub use casts::*;
pub use cmpf_int_to_fp::CmpFIntToFPConst;
pub use compare::*;
pub use float::*;
pub use int_arith::*;
pub use select::*;
