//! The tile sizes of a band (MLIR's `LoopTiling::getTileSizes`).
//!
//! `tile-size` applies to every loop; otherwise `tile-sizes` gives them
//! outermost first (missing ones are 4, extra ones ignored). Without
//! either, the band's memory footprint decides: when it fits the cache
//! (or the cache size is 0 bytes) every size is 1; else the excess (footprint over cache, rounded up) is
//! spread evenly as its `n`-th root over the `n` loops, the last taking
//! the balance. A footprint that cannot be computed gives 4 for each loop.
//! Derived sizes are then lowered to divide constant trip counts, so that
//! no `min` bound is needed.

use mlir_core::context::diagnostics::Diagnostic;
use mlir_core::ir::IrView;

use crate::affine::ForOp;
use crate::affine::loop_utils::{constant_trip_count, memory_footprint_bytes};

/// The size used where none is given or derived.
pub const DEFAULT_TILE_SIZE: u32 = 4;

/// What the pass's options say about tile sizes.
pub struct SizeOptions<'a> {
    /// `tile-size`: one size for every loop (0 when not given).
    pub tile_size: u32,
    /// `tile-sizes`: a size per loop, outermost first.
    pub tile_sizes: &'a [u32],
    /// `cache-size`, in KiB.
    pub cache_size_kib: u64,
}

/// The tile size for each loop of `band`; a warning computing the
/// footprint goes to `warnings`.
pub fn tile_sizes(
    ir: &IrView,
    band: &[ForOp],
    options: &SizeOptions<'_>,
    warnings: &mut Vec<Diagnostic>,
) -> Vec<u32> {
    if band.is_empty() {
        return Vec::new();
    }
    if options.tile_size != 0 {
        return vec![options.tile_size; band.len()];
    }
    if !options.tile_sizes.is_empty() {
        let mut sizes = options.tile_sizes.to_vec();
        sizes.resize(band.len(), DEFAULT_TILE_SIZE);
        return sizes;
    }
    // A cache of 0 KiB asks for sizes of 1 whatever the footprint, as
    // upstream's does; a size whose bytes wrap to 0 (upstream then divides
    // by zero) reads the same.
    let cache_bytes = options.cache_size_kib.wrapping_mul(1024);
    if cache_bytes == 0 {
        return vec![1; band.len()];
    }
    let Some(footprint) = memory_footprint_bytes(ir, band[0], warnings) else {
        let mut sizes = vec![DEFAULT_TILE_SIZE; band.len()];
        adjust_to_trip_count_divisors(ir, band, &mut sizes);
        return sizes;
    };
    let excess = footprint.div_ceil(cache_bytes);
    if excess <= 1 {
        return vec![1; band.len()];
    }
    let even = (excess as f64).powf(1.0 / band.len() as f64).floor() as u32;
    let mut sizes = Vec::with_capacity(band.len());
    let mut product: u64 = 1;
    for i in 0..band.len() {
        let size = if i + 1 < band.len() {
            even
        } else {
            // The last loop covers what the others leave.
            ((excess / product.max(1)) as u32).max(1)
        };
        sizes.push(size);
        product = product.saturating_mul(u64::from(size));
    }
    adjust_to_trip_count_divisors(ir, band, &mut sizes);
    sizes
}

/// Lowers each size to the largest divisor of its loop's constant trip
/// count not above it (nor above half the trip count).
fn adjust_to_trip_count_divisors(ir: &IrView, band: &[ForOp], sizes: &mut [u32]) {
    for (&for_op, size) in band.iter().zip(sizes.iter_mut()) {
        let Some(count) = constant_trip_count(ir, for_op) else { continue };
        if count > 1 && u64::from(*size) > count / 2 {
            *size = (count / 2) as u32;
        }
        while *size > 1 && count % u64::from(*size) != 0 {
            *size -= 1;
        }
    }
}
