//! `arith-expand`: ops that targets such as LLVM lack, expanded into
//! simpler `arith` ops (MLIR's `Arith/Transforms/ExpandOps.cpp`).
//!
//! | module | what |
//! |---|---|
//! | `build` | constants (splats for shaped types), comparisons and selects the expansions share |
//! | `div` | `ceildivui`, `ceildivsi`, `floordivsi` |
//! | `min_max` | `maxsi`, `maxui`, `minsi`, `minui`, `maximumf`, `minimumf`, `maxnumf`, `minnumf` |
//! | `bf16` | `extf`/`truncf` between `bf16` and `f32` (option `include-bf16`) |
//! | `f8e8m0` | `extf`/`truncf` from and to `f8E8M0FNU` (option `include-f8e8m0`) |
//! | `f4e2m1` | `extf`/`truncf` from and to `f4E2M1FN` (option `include-f4e2m1`) |
//! | `scaling` | `scaling_extf`, `scaling_truncf` |
//! | `pass` | the `arith-expand` pass, a partial dialect conversion |

mod bf16;
mod build;
mod div;
mod f4e2m1;
mod f8e8m0;
mod min_max;
mod pass;
mod scaling;

pub use bf16::{BFloat16ExtFOpConverter, BFloat16TruncFOpConverter};
pub use div::{CeilDivSIOpConverter, CeilDivUIOpConverter, FloorDivSIOpConverter};
pub use f4e2m1::{F4E2M1ExtFOpConverter, F4E2M1TruncFOpConverter};
pub use f8e8m0::{F8E8M0ExtFOpConverter, F8E8M0TruncFOpConverter};
pub use min_max::{
    MaxNumFOpConverter, MaxSIOpConverter, MaxUIOpConverter, MaximumFOpConverter,
    MinNumFOpConverter, MinSIOpConverter, MinUIOpConverter, MinimumFOpConverter,
};
pub use pass::ArithExpandOps;
pub use scaling::{ScalingExtFOpConverter, ScalingTruncFOpConverter};

use mlir_core::rewrite::RewritePatternSet;

/// Adds the expansions of `ceildivsi`, `ceildivui` and `floordivsi`
/// (MLIR's `populateCeilFloorDivExpandOpsPatterns`).
pub fn populate_ceil_floor_div_expand_ops_patterns(patterns: &mut RewritePatternSet) {
    patterns.add(CeilDivSIOpConverter);
    patterns.add(CeilDivUIOpConverter);
    patterns.add(FloorDivSIOpConverter);
}

/// Adds the `bf16` `extf`/`truncf` expansions (MLIR's
/// `populateExpandBFloat16Patterns`).
pub fn populate_expand_bfloat16_patterns(patterns: &mut RewritePatternSet) {
    patterns.add(BFloat16ExtFOpConverter);
    patterns.add(BFloat16TruncFOpConverter);
}

/// Adds the `f4E2M1FN` `extf`/`truncf` expansions (MLIR's
/// `populateExpandF4E2M1Patterns`).
pub fn populate_expand_f4e2m1_patterns(patterns: &mut RewritePatternSet) {
    patterns.add(F4E2M1ExtFOpConverter);
    patterns.add(F4E2M1TruncFOpConverter);
}

/// Adds the `f8E8M0FNU` `extf`/`truncf` expansions (MLIR's
/// `populateExpandF8E8M0Patterns`).
pub fn populate_expand_f8e8m0_patterns(patterns: &mut RewritePatternSet) {
    patterns.add(F8E8M0ExtFOpConverter);
    patterns.add(F8E8M0TruncFOpConverter);
}

/// Adds the `scaling_extf`/`scaling_truncf` expansions (MLIR's
/// `populateExpandScalingExtTruncPatterns`).
pub fn populate_expand_scaling_ext_trunc_patterns(patterns: &mut RewritePatternSet) {
    patterns.add(ScalingExtFOpConverter);
    patterns.add(ScalingTruncFOpConverter);
}

/// Adds the expansions `arith-expand` always runs: the rounding
/// divisions, the scaled casts, and the min and max ops (MLIR's
/// `populateArithExpandOpsPatterns`); the float-type expansions have
/// their own functions.
pub fn populate_arith_expand_ops_patterns(patterns: &mut RewritePatternSet) {
    populate_ceil_floor_div_expand_ops_patterns(patterns);
    populate_expand_scaling_ext_trunc_patterns(patterns);
    patterns.add(MaxSIOpConverter);
    patterns.add(MaxUIOpConverter);
    patterns.add(MinSIOpConverter);
    patterns.add(MinUIOpConverter);
    patterns.add(MaximumFOpConverter);
    patterns.add(MinimumFOpConverter);
    patterns.add(MaxNumFOpConverter);
    patterns.add(MinNumFOpConverter);
}
