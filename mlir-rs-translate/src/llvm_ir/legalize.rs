//! What the translation changes in the module before translating it
//! (MLIR's `LegalizeForExport`): a terminator naming one block with
//! arguments as several of its successors would need a `phi` with two
//! incoming values from one predecessor, which LLVM forbids, so each
//! repeated use after the first goes through a new block of its own,
//! appended to the region, passing the values on with `llvm.br`.

use mlir_core::ir::{Block, Builder, InsertPoint, IrView, Op, Region, WalkControl, WalkOrder};
use mlir_core::{Location, Type};
use mlir_dialects::llvm::BrOp;

/// Gives every terminator nested in `root` distinct successors wherever
/// a repeated successor has arguments.
pub fn ensure_distinct_successors(ir: &mut IrView, root: Op) {
    let mut regions: Vec<Region> = Vec::new();
    ir.walk(root, WalkOrder::PostOrder, |ir, op| {
        regions.extend(op.regions(ir));
        WalkControl::Advance
    });
    for region in regions {
        // The blocks appended here end with a single successor: they
        // need nothing.
        let blocks: Vec<Block> = region.blocks(ir).collect();
        for block in blocks {
            if let Some(terminator) = block.last_op(ir) {
                split_repeated_successors(ir, region, terminator);
            }
        }
    }
}

/// Sends each repeated use of a successor with arguments by `terminator`
/// through a new block at the end of `region`.
fn split_repeated_successors(ir: &mut IrView, region: Region, terminator: Op) {
    let successors: Vec<Block> = terminator.successors(ir).collect();
    if successors.len() < 2 {
        return;
    }
    // Each successor with arguments, in the order of its first use, with
    // the positions naming it.
    let mut uses: Vec<(Block, Vec<usize>)> = Vec::new();
    for (position, &successor) in successors.iter().enumerate() {
        if successor.args(ir).len() == 0 {
            continue;
        }
        match uses.iter_mut().find(|(block, _)| *block == successor) {
            Some((_, positions)) => positions.push(position),
            None => uses.push((successor, vec![position])),
        }
    }
    let loc = terminator.loc(ir);
    for (successor, positions) in uses {
        let args: Vec<(Type, Location)> =
            successor.args(ir).map(|arg| (arg.ty(ir), arg.arg_loc(ir).unwrap_or(loc))).collect();
        for &position in &positions[1..] {
            let forward = ir.create_block(region.body);
            ir.append_block(region, forward);
            let values: Vec<_> =
                args.iter().map(|&(ty, arg_loc)| ir.add_block_arg(forward, ty, arg_loc)).collect();
            ir.set_successor(terminator, position, forward);
            let mut builder = Builder::new(ir, InsertPoint::BlockEnd(forward));
            BrOp::build(&mut builder, loc, &values, None, successor);
        }
    }
}
