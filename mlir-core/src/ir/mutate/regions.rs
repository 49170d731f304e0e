//! Regions: creating detached ones and moving blocks between them.
//!
//! Blocks move freely between regions of one body. Between the regions
//! of two isolated ops (each owning a body), they move by exchanging the
//! ops' bodies: a lowering that rebuilds a function op (`toy.func` into
//! `func.func`) moves the whole body at once, and every handle into it
//! stays valid.

use crate::ir::entity::{BodyId, OpId};
use crate::ir::handles::{Block, Op, Region};
use crate::ir::view::IrView;

impl IrView {
    /// Creates a detached region in `body` (to be adopted by a new op).
    pub fn create_detached_region(&mut self, body: BodyId) -> Region {
        Region { body, id: self.body_mut(body).new_region(OpId::NONE) }
    }

    /// Moves all blocks of `src` to the end of `dest` (same body).
    pub fn take_region_body(&mut self, src: Region, dest: Region) {
        self.inline_region_before(src, dest, None);
    }

    /// Moves all blocks of `src` into `dest` before `before` (or at the end).
    ///
    /// Between two bodies (`src` in one isolated op, `dest` in another),
    /// see [`IrView::cross_body_region_move`] for what is supported.
    pub fn inline_region_before(&mut self, src: Region, dest: Region, before: Option<Block>) {
        if src.body != dest.body {
            let (from, to) = self
                .cross_body_region_move(src, dest, before)
                .unwrap_or_else(|why| refuse_cross_body_move(&why));
            self.exchange_isolated_regions(from, to);
            return;
        }
        let blocks: Vec<Block> = src.blocks(self).collect();
        for blk in blocks {
            self.remove_block(blk);
            self.insert_block(dest, blk, before);
        }
    }

    /// Exchanges the blocks of `a` and `b` (same body), each keeping its
    /// order.
    pub fn swap_region_blocks(&mut self, a: Region, b: Region) {
        assert_eq!(a.body, b.body, "regions of different bodies");
        let from_a: Vec<Block> = a.blocks(self).collect();
        self.inline_region_before(b, a, from_a.first().copied());
        for blk in from_a {
            self.remove_block(blk);
            self.insert_block(b, blk, None);
        }
    }
}

impl IrView {
    /// The two isolated ops whose bodies hold `src` and `dest`, when all
    /// blocks of `src` can move into `dest` across bodies: `dest` is empty
    /// and receives them at its end, the regions are at the same index of
    /// their ops, which have as many regions, the others all empty. This
    /// is the shape of every lowering that rebuilds an isolated op (a
    /// function) and moves its body into the new op; the move is then
    /// [`IrView::exchange_isolated_regions`]. `Err` says what is missing.
    pub fn cross_body_region_move(
        &self,
        src: Region,
        dest: Region,
        before: Option<Block>,
    ) -> Result<(Op, Op), String> {
        let owner = |region: Region| -> Result<(Op, usize), String> {
            let (body, op) = self
                .body(region.body)
                .parent
                .ok_or("the root region's blocks cannot move to another body")?;
            let op = Op { body, id: op };
            let index = op
                .regions(self)
                .position(|r| r == region)
                .ok_or("only the regions of an isolated op move to another body")?;
            Ok((op, index))
        };
        let ((from, src_index), (to, dest_index)) = (owner(src)?, owner(dest)?);
        if before.is_some() || !dest.is_empty(self) {
            return Err("blocks move to another body only into an empty region".into());
        }
        if src_index != dest_index || from.num_regions(self) != to.num_regions(self) {
            return Err("blocks move to another body only between regions at the same index \
                        of ops with as many regions"
                .into());
        }
        let others_empty = |op: Op, index: usize| {
            op.regions(self).enumerate().all(|(i, r)| i == index || r.is_empty(self))
        };
        if !others_empty(from, src_index) || !others_empty(to, dest_index) {
            return Err(
                "blocks move to another body only when the ops' other regions are empty".into()
            );
        }
        Ok((from, to))
    }

    /// Gives `a`'s regions to `b` and `b`'s to `a`, two ops isolated from
    /// above with as many regions. Each op keeps its own location,
    /// attributes and properties; the bodies holding the regions change
    /// owners, so every handle of a block, op or value inside stays valid.
    /// Applied twice, it restores the IR.
    ///
    /// # Panics
    ///
    /// When either op is not isolated, or their numbers of regions differ.
    pub fn exchange_isolated_regions(&mut self, a: Op, b: Op) {
        let (Some(x), Some(y)) = (a.child_body(self), b.child_body(self)) else {
            panic!("exchange_isolated_regions: both ops must be isolated from above");
        };
        assert_eq!(
            a.num_regions(self),
            b.num_regions(self),
            "exchange_isolated_regions: the ops have different numbers of regions"
        );
        self.body_mut(a.body).ops[a.id.index()].child = y;
        self.body_mut(b.body).ops[b.id.index()].child = x;
        let x_parent = self.body(x).parent;
        let y_parent = std::mem::replace(&mut self.body_mut(y).parent, x_parent);
        self.body_mut(x).parent = y_parent;
        // The headers stay with the bodies (their regions move); each op
        // takes back its own location, attributes and properties.
        let mut x_header = self.body_mut(x).header.take().expect("isolated op header");
        let y_header = self.body_mut(y).header.as_mut().expect("isolated op header");
        std::mem::swap(&mut x_header.loc, &mut y_header.loc);
        std::mem::swap(&mut x_header.attrs, &mut y_header.attrs);
        std::mem::swap(&mut x_header.props, &mut y_header.props);
        self.body_mut(x).header = Some(x_header);
    }
}

/// The panic of a move across bodies that exchanging them cannot do: a
/// caller's mistake, with what to do instead.
pub(crate) fn refuse_cross_body_move(why: &str) -> ! {
    panic!("inline_region_before: regions of different bodies: {why} (relocate or clone instead)")
}
