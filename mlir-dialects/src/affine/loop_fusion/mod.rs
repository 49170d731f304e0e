//! `affine-loop-fusion`: fusing affine loop nests of a block by slicing
//! producers into consumers and siblings into each other (MLIR's
//! `LoopFusion`).
//!
//! | module | what |
//! |---|---|
//! | `pass` | the pass, its options and the greedy fusion driver |
//! | `graph` | the memref dependence graph of a block |
//! | `fuse` | whether two nests can fuse at a depth, and fusing them |
//! | `cost` | the cost model choosing the fusion depth |
//! | `private_memref` | private buffers for fused nests, and escaping memrefs |

mod cost;
mod fuse;
mod graph;
mod pass;
mod private_memref;

pub use pass::AffineLoopFusion;
