//! The `affine-loop-tile` pass.

use mlir_core::definitions::op_type::OpType;
use mlir_core::pass::{Pass, PassContext};
use mlir_derive::pass;

use super::sizes::{SizeOptions, tile_sizes};
use crate::affine::ForOp;
use crate::affine::loop_utils::{
    is_tiling_legal, perfectly_nested_loops, separate_full_tiles, tile_perfectly_nested,
};

/// Tile affine loop nests
///
/// MLIR's `affine-loop-tile` (`LoopTiling`), on `func.func`: each
/// `affine.for` directly in the function's body roots a band, the loops
/// it perfectly nests (each the only op of the body around it). A band is
/// tiled when no loop of it yields values and no loop's bounds depend on
/// another loop of it: each loop becomes a tile-space loop (its bounds,
/// its step times the tile size) and, inside all of them, an intra-tile
/// loop from the tile-space value over one tile, bounded by a `min` with
/// the original upper bound when the tile size may not divide the trip
/// count. Bands that cannot be tiled are left as they are, silently.
///
/// `tile-size` sets every loop's tile size; `tile-sizes` gives them
/// outermost first (4 for loops past the list). Without either, the
/// sizes come from the band's memory footprint against `cache-size` KiB
/// (1 when it fits; else the excess spread over the loops), lowered to
/// divide constant trip counts. With `separate`, each tiled band's
/// intra-tile loops (of unit step) are split under an `affine.if`: full
/// tiles run loops without `min` bounds, the other tiles the loops as
/// tiled (not when a tile-space loop has a semi-affine bound, or the
/// condition would need a division or modulo, as upstream gives up then).
///
/// A band in which some dependence has a component known to be negative
/// over a range of distances (as between `A[i, j]` and `A[j, i]`) is left
/// alone, silently, as upstream does (see [`is_tiling_legal`]).
#[pass(argument = "affine-loop-tile", name = "AffineLoopTiling", anchor = "func.func")]
#[derive(Debug)]
pub struct AffineLoopTiling {
    /// Set size of cache to tile for in KiB (default: 512)
    #[option(name = "cache-size", default = 512)]
    cache_size_kib: u64,
    /// Separate full and partial tiles (default: false)
    #[option(name = "separate", default = false)]
    separate: bool,
    /// Use this tile size for all loops
    #[option(name = "tile-size", default = 0)]
    tile_size: u32,
    /// List of tile sizes for each perfect nest (overridden by -tile-size)
    #[option(name = "tile-sizes")]
    tile_sizes: Vec<u32>,
}

impl Pass for AffineLoopTiling {
    fn run(&mut self, cx: &mut PassContext<'_>) {
        let func = cx.op();
        let mut roots = Vec::new();
        for region in func.regions(cx) {
            for block in region.blocks(cx) {
                roots.extend(block.ops(cx).filter_map(|op| ForOp::try_from_op(cx, op)));
            }
        }
        let bands: Vec<Vec<ForOp>> =
            roots.into_iter().map(|root| perfectly_nested_loops(cx, root)).collect();
        let options = SizeOptions {
            tile_size: self.tile_size,
            tile_sizes: &self.tile_sizes,
            cache_size_kib: self.cache_size_kib,
        };
        for band in bands {
            if !is_tiling_legal(cx, &band) {
                continue;
            }
            let mut warnings = Vec::new();
            let sizes = tile_sizes(cx, &band, &options, &mut warnings);
            for warning in warnings {
                cx.emit(warning);
            }
            let Some(tiled) = tile_perfectly_nested(cx, &band, &sizes) else { continue };
            if self.separate {
                separate_full_tiles(cx, &tiled[band.len()..]);
            }
        }
    }
}
