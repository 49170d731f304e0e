//! `llvm.func`: the declaration (type, linkage, calling convention,
//! visibility, argument, result and function attributes), then the body:
//! one LLVM block per block, in the region's order; the blocks converted
//! in dominance order (reverse post-order from each block not yet seen),
//! block arguments as `phi`s whose incoming values are added once every
//! block is converted, predecessors in MLIR's use-list order; a defined
//! function's personality.

use rustc_hash::FxHashSet as HashSet;

use mlir_core::Attribute;
use mlir_core::context::builtin::attributes::AttrData;
use mlir_core::context::diagnostics::Diagnostic;
use mlir_core::context::enum_attr::EnumAttrType as _;
use mlir_core::ir::{Block, IrView, Op};
use mlir_dialects::llvm::CConv;

use super::attributes::{add_memory_effects, add_parameter_attributes, add_passthrough};
use super::capi::{Builder, Value};
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
    if let Some(effects) = op.inherent_attr(ir, "memory_effects") {
        add_memory_effects(t, function, effects);
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

/// MLIR's `getBlocksSortedByDominance`: for each block in region order
/// not yet listed, the reverse post-order of the blocks reachable from it.
fn blocks_by_dominance(ir: &IrView, blocks: &[Block]) -> Vec<Block> {
    let mut listed: HashSet<Block> = HashSet::default();
    let mut order = Vec::new();
    for &start in blocks {
        if listed.contains(&start) {
            continue;
        }
        let mut visited: HashSet<Block> = HashSet::default();
        let mut post = Vec::new();
        // Depth first, successors in order: (block, next successor index).
        let mut stack = vec![(start, 0usize)];
        visited.insert(start);
        while let Some(&mut (block, ref mut next)) = stack.last_mut() {
            let successors: Vec<Block> =
                block.last_op(ir).map(|t| t.successors(ir).collect()).unwrap_or_default();
            if let Some(&succ) = successors.get(*next) {
                *next += 1;
                if visited.insert(succ) {
                    stack.push((succ, 0));
                }
            } else {
                post.push(block);
                stack.pop();
            }
        }
        for block in post.into_iter().rev() {
            if listed.insert(block) {
                order.push(block);
            }
        }
    }
    order
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
        "llvm.invoke" => {
            // The callee operands, then the normal and the unwind
            // destinations' (the bundles' come last).
            let sizes =
                branch.inherent_attr(ir, "operandSegmentSizes")?.as_dense_i32_array(ir.ctx())?;
            let size = |i: usize| sizes.get(i).map_or(0, |&s| s.max(0) as usize);
            let start = size(0) + if successor == 0 { 0 } else { size(1) };
            let list = operands.get(start..start + size(1 + successor.min(1)))?;
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

/// Sets the personality of a defined function: the function its
/// `personality` names (a declaration's is not translated, as upstream's).
fn set_personality<'m>(
    t: &ModuleTranslation<'m, '_>,
    op: Op,
    function: Value<'m>,
) -> Result<(), Diagnostic> {
    let ir = t.ir();
    let Some(attr) = op.inherent_attr(ir, "personality") else { return Ok(()) };
    let AttrData::SymbolRef { root, .. } = attr.data(t.ctx()) else { return Ok(()) };
    let name = root.as_str(t.ctx());
    let personality = t.lookup_function(name).ok_or_else(|| {
        op.emit_error(ir, format!("personality '{name}' is not a function of the module"))
    })?;
    function.set_personality(personality);
    Ok(())
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
    set_personality(t, op, function).map_err(|d| vec![d])?;
    let builder = Builder::new(t.module());
    for block in blocks_by_dominance(ir, &blocks) {
        let bb = t.lookup_block(block).expect("every block was mapped");
        builder.position_at_end(bb);
        if block != blocks[0] {
            for arg in block.args(ir).collect::<Vec<_>>() {
                let ty = t.convert_type(arg.ty(ir)).map_err(|_| {
                    vec![op.emit_error(ir, "block argument does not have an LLVM type")]
                })?;
                let phi = builder.phi(ty);
                t.map_value(arg, phi);
            }
        }
        for inner in block.ops(ir).collect::<Vec<_>>() {
            t.convert_operation(inner, &builder)?;
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
            for &(branch, _) in &edges {
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
