//! `llvm.func`: the declaration (type, linkage, calling convention,
//! visibility, argument, result and function attributes), then the body:
//! one LLVM block per block, in the region's order; the blocks converted
//! in dominance order (reverse post-order from each block not yet seen),
//! block arguments as `phi`s whose incoming values are added once every
//! block is converted, predecessors in MLIR's use-list order. A terminator
//! naming a block with arguments more than once goes to a forwarding block
//! for each later occurrence, as MLIR's `ensureDistinctSuccessors` makes
//! them before translating.

use rustc_hash::FxHashSet as HashSet;

use mlir_core::Attribute;
use mlir_core::context::builtin::attributes::AttrData;
use mlir_core::context::diagnostics::Diagnostic;
use mlir_core::context::enum_attr::EnumAttrType as _;
use mlir_core::ir::{Block, IrView, Op};
use mlir_dialects::llvm::CConv;

use super::attributes::{add_parameter_attributes, add_passthrough};
use super::capi::{BasicBlock, Builder, Type, Value};
use super::globals::{int_of, linkage, visibility};
use super::translation::ModuleTranslation;

/// The symbol name of `op`.
pub fn symbol_name(t: &ModuleTranslation<'_, '_>, op: Op) -> String {
    let name =
        op.inherent_attr(t.ir(), "sym_name").and_then(|a| a.as_string(t.ctx())).unwrap_or_default();
    String::from_utf8_lossy(name).into_owned()
}

/// The calling convention number of a `CConv` attribute (C when absent).
pub fn calling_convention(t: &ModuleTranslation<'_, '_>, attr: Option<Attribute>) -> u32 {
    attr.and_then(|a| CConv::from_attr(t.ctx(), a)).map_or(0, |c| c.to_value() as u32)
}

/// Declares the function of `op`, with its attributes.
pub fn declare_function(t: &mut ModuleTranslation<'_, '_>, op: Op) -> Result<(), Vec<Diagnostic>> {
    let ir = t.ir();
    let ctx = t.ctx();
    let name = symbol_name(t, op);
    let fn_ty = op.inherent_attr(ir, "function_type").and_then(|a| match a.data(ctx) {
        AttrData::Type(ty) => Some(*ty),
        _ => None,
    });
    let Some(fn_ty) = fn_ty else { return Err(vec![op.emit_error(ir, "function without a type")]) };
    let ty = t.convert_type(fn_ty).map_err(|m| vec![op.emit_error(ir, m)])?;
    let function = match t.module().function(name.as_bytes()) {
        Some(f) => f,
        None => t.module().add_function(name.as_bytes(), ty),
    };
    function.set_linkage(linkage(t, op.inherent_attr(ir, "linkage")));
    function.set_function_call_conv(calling_convention(t, op.inherent_attr(ir, "CConv")));
    t.map_function(&name, function);
    if let Some(passthrough) = op.inherent_attr(ir, "passthrough") {
        add_passthrough(t, op, function, passthrough)?;
    }
    if let Some(res) = op.inherent_attr(ir, "res_attrs").and_then(|a| a.as_array(ctx))
        && let Some(&dict) = res.first()
    {
        add_parameter_attributes(t, op, function, 0, dict, false)?;
    }
    if let Some(args) = op.inherent_attr(ir, "arg_attrs").and_then(|a| a.as_array(ctx)) {
        for (i, &dict) in args.to_vec().iter().enumerate() {
            add_parameter_attributes(t, op, function, i as u32 + 1, dict, false)?;
        }
    }
    if let Some(section) = op.inherent_attr(ir, "section").and_then(|a| a.as_string(ctx)) {
        function.set_section(&String::from_utf8_lossy(section));
    }
    function.set_visibility(visibility(t, op.inherent_attr(ir, "visibility_")));
    if let Some(gc) = op.inherent_attr(ir, "garbageCollector").and_then(|a| a.as_string(ctx)) {
        function.set_gc(&String::from_utf8_lossy(gc));
    }
    if let Some(kind) = int_of(t, op.inherent_attr(ir, "unnamed_addr")) {
        function.set_unnamed_addr(kind as u32);
    }
    if let Some(align) = int_of(t, op.inherent_attr(ir, "alignment")) {
        function.set_alignment(align as u32);
    }
    Ok(())
}

/// A block of the function being translated: one of the region's, or
/// the forwarding block of [`Forwarder`] `k`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Node {
    Block(Block),
    Forwarder(usize),
}

/// MLIR's `getBlocksSortedByDominance`: for each block in region order
/// (the forwarding blocks last, where MLIR appends them) not yet listed,
/// the reverse post-order of the blocks reachable from it.
fn blocks_by_dominance(ir: &IrView, blocks: &[Block], forwarders: &[Forwarder<'_>]) -> Vec<Node> {
    let successors = |node: Node| -> Vec<Node> {
        match node {
            Node::Forwarder(k) => vec![Node::Block(forwarders[k].target)],
            Node::Block(block) => {
                let Some(terminator) = block.last_op(ir) else { return Vec::new() };
                let slot = |index: usize| {
                    forwarders.iter().position(|f| f.branch == terminator && f.index == index)
                };
                terminator
                    .successors(ir)
                    .enumerate()
                    .map(|(index, succ)| slot(index).map_or(Node::Block(succ), Node::Forwarder))
                    .collect()
            }
        }
    };
    let nodes =
        blocks.iter().map(|&b| Node::Block(b)).chain((0..forwarders.len()).map(Node::Forwarder));
    let mut listed: HashSet<Node> = HashSet::default();
    let mut order = Vec::new();
    for start in nodes {
        if listed.contains(&start) {
            continue;
        }
        let mut visited: HashSet<Node> = HashSet::default();
        let mut post = Vec::new();
        // Depth first, successors in order: (node, its successors, next index).
        let mut stack = vec![(start, successors(start), 0usize)];
        visited.insert(start);
        while let Some((node, succs, next)) = stack.last_mut() {
            if let Some(&succ) = succs.get(*next) {
                *next += 1;
                if visited.insert(succ) {
                    stack.push((succ, successors(succ), 0));
                }
            } else {
                post.push(*node);
                stack.pop();
            }
        }
        for node in post.into_iter().rev() {
            if listed.insert(node) {
                order.push(node);
            }
        }
    }
    order
}

/// A block made for a repeated successor: it takes the arguments the
/// terminator passes in that slot as `phi`s and branches on with them.
struct Forwarder<'m> {
    /// The terminator.
    branch: Op,
    /// The successor slot it replaces.
    index: usize,
    /// The block the slot named.
    target: Block,
    /// The LLVM block, appended after the function's blocks.
    bb: BasicBlock<'m>,
    /// Its `phi`s, one per argument of `target`.
    phis: Vec<Value<'m>>,
}

/// MLIR's `ensureDistinctSuccessors`: the successor slots, in the order
/// their forwarding blocks are made, that name a block with arguments
/// already named by an earlier slot of the same terminator (blocks in
/// region order, repeated blocks in the order they first appear, slots in
/// order).
fn repeated_successors(ir: &IrView, blocks: &[Block]) -> Vec<(Op, usize)> {
    let mut repeated = Vec::new();
    for &block in blocks {
        let Some(terminator) = block.last_op(ir) else { continue };
        let successors: Vec<Block> = terminator.successors(ir).collect();
        let mut seen: Vec<Block> = Vec::new();
        for (index, &succ) in successors.iter().enumerate() {
            if succ.num_args(ir) == 0 || seen.contains(&succ) {
                continue;
            }
            seen.push(succ);
            let later = successors.iter().enumerate().skip(index + 1);
            repeated.extend(later.filter(|&(_, &s)| s == succ).map(|(slot, _)| (terminator, slot)));
        }
    }
    repeated
}

/// The value terminator `branch` passes to argument `index` of `block`
/// (MLIR's `getPHIIncomingValue`).
fn incoming_value(
    ir: &IrView,
    branch: Op,
    successor: usize,
    index: usize,
) -> Option<mlir_core::ir::Value> {
    let name = branch.name(ir).as_str(ir.ctx());
    let operands: Vec<_> = branch.operands(ir).collect();
    match name {
        "llvm.br" => operands.get(index).copied(),
        "llvm.cond_br" => {
            let sizes =
                branch.inherent_attr(ir, "operandSegmentSizes")?.as_dense_i32_array(ir.ctx())?;
            let (n_true, n_false) = (sizes[1] as usize, sizes[2] as usize);
            let list = if successor == 0 {
                &operands[1..1 + n_true]
            } else {
                &operands[1 + n_true..1 + n_true + n_false]
            };
            list.get(index).copied()
        }
        "llvm.switch" => {
            let sizes =
                branch.inherent_attr(ir, "operandSegmentSizes")?.as_dense_i32_array(ir.ctx())?;
            let n_default = sizes[1] as usize;
            if successor == 0 {
                return operands[1..1 + n_default].get(index).copied();
            }
            let case_sizes =
                branch.inherent_attr(ir, "case_operand_segments")?.as_dense_i32_array(ir.ctx())?;
            let start = 1
                + n_default
                + case_sizes[..successor - 1].iter().map(|&s| s as usize).sum::<usize>();
            operands.get(start + index).copied()
        }
        _ => None,
    }
}

/// The LLVM type of the block argument `arg` of function `op`.
fn arg_type<'m>(
    t: &mut ModuleTranslation<'m, '_>,
    op: Op,
    arg: mlir_core::ir::Value,
) -> Result<Type<'m>, Vec<Diagnostic>> {
    let ir = t.ir();
    t.convert_type(arg.ty(ir))
        .map_err(|_| vec![op.emit_error(ir, "block argument does not have an LLVM type")])
}

/// Converts the body of the function `op`, if it has one.
pub fn convert_function_body(
    t: &mut ModuleTranslation<'_, '_>,
    op: Op,
) -> Result<(), Vec<Diagnostic>> {
    let ir = t.ir();
    let region = op.region(ir, 0);
    let blocks: Vec<Block> = region.blocks(ir).collect();
    if blocks.is_empty() {
        return t.convert_dialect_attributes(op, &[]);
    }
    let name = symbol_name(t, op);
    let function =
        t.lookup_function(&name).ok_or_else(|| vec![op.emit_error(ir, "function not declared")])?;
    for (i, arg) in blocks[0].args(ir).enumerate() {
        t.map_value(arg, function.param(i as u32));
    }
    for &block in &blocks {
        let bb = function.append_block(t.module());
        t.map_block(block, bb);
    }
    let mut forwarders = repeated_successors(ir, &blocks)
        .into_iter()
        .map(|(branch, index)| {
            let bb = function.append_block(t.module());
            t.map_successor(branch, index, bb);
            Forwarder { branch, index, target: branch.successor(ir, index), bb, phis: Vec::new() }
        })
        .collect::<Vec<_>>();
    let builder = Builder::new(t.module());
    for node in blocks_by_dominance(ir, &blocks, &forwarders) {
        let block = match node {
            Node::Block(block) => block,
            Node::Forwarder(k) => {
                builder.position_at_end(forwarders[k].bb);
                for arg in forwarders[k].target.args(ir).collect::<Vec<_>>() {
                    let phi = builder.phi(arg_type(t, op, arg)?);
                    forwarders[k].phis.push(phi);
                }
                let target = t.lookup_block(forwarders[k].target).expect("every block was mapped");
                builder.br(target);
                continue;
            }
        };
        let bb = t.lookup_block(block).expect("every block was mapped");
        builder.position_at_end(bb);
        if block != blocks[0] {
            for arg in block.args(ir).collect::<Vec<_>>() {
                let phi = builder.phi(arg_type(t, op, arg)?);
                t.map_value(arg, phi);
            }
        }
        for inner in block.ops(ir).collect::<Vec<_>>() {
            t.convert_operation(inner, &builder)?;
        }
    }
    for forwarder in &forwarders {
        let branch = forwarder.branch;
        let from = t
            .lookup_branch(branch)
            .ok_or_else(|| vec![branch.emit_error(ir, "missing the mapping for a terminator")])?;
        for (index, &phi) in forwarder.phis.iter().enumerate() {
            let value = incoming_value(ir, branch, forwarder.index, index).ok_or_else(|| {
                vec![branch.emit_error(ir, "unsupported branch to a block with arguments")]
            })?;
            let value = t.lookup_value(branch, value).map_err(|d| vec![d])?;
            builder.add_incoming(phi, value, from);
        }
    }
    for &block in &blocks[1..] {
        let args: Vec<_> = block.args(ir).collect();
        if args.is_empty() {
            continue;
        }
        let edges = block.predecessor_edges(ir);
        for (index, &arg) in args.iter().enumerate() {
            let phi: Value<'_> = t.lookup_value(op, arg).map_err(|d| vec![d])?;
            // The forwarding blocks' branches are the newest uses of the
            // block: MLIR lists them first, the last made first.
            for forwarder in forwarders.iter().rev().filter(|f| f.target == block) {
                builder.add_incoming(phi, forwarder.phis[index], forwarder.bb);
            }
            for &(branch, slot) in &edges {
                if t.has_successor_mapping(branch, slot) {
                    continue;
                }
                // The first successor naming the block decides, as MLIR
                // compares blocks, not successor slots.
                let successor = branch.successors(ir).position(|s| s == block).unwrap_or(0);
                let from = t.lookup_branch(branch).ok_or_else(|| {
                    vec![branch.emit_error(ir, "missing the mapping for a terminator")]
                })?;
                let value = incoming_value(ir, branch, successor, index).ok_or_else(|| {
                    vec![branch.emit_error(ir, "unsupported branch to a block with arguments")]
                })?;
                let value = t.lookup_value(branch, value).map_err(|d| vec![d])?;
                builder.add_incoming(phi, value, from);
            }
        }
    }
    t.convert_dialect_attributes(op, &[])
}
