//! The `affine-simplify-structures` pass.

use mlir_core::Attribute;
use mlir_core::ir::{IrView, Op, WalkControl, WalkOrder};
use mlir_core::pass::{Pass, PassContext};
use mlir_core::rewrite::RewritePatternSet;
use mlir_core::rewrite::frozen_patterns::FrozenPatternSet;
use mlir_core::transforms::canonicalize::add_op_canonicalization_patterns;
use mlir_core::transforms::drivers::greedy_driver::{GreedyConfig, Strictness};
use mlir_core::transforms::drivers::op_list_driver::apply_patterns_to_ops;
use mlir_derive::pass;
use rustc_hash::FxHashMap;

use super::integer_set::simplify_integer_set;

/// The ops whose canonicalization patterns the pass applies.
const SIMPLIFIED_OPS: [&str; 3] = ["affine.apply", "affine.for", "affine.if"];

/// Simplify affine expressions in maps/sets and normalize memrefs
///
/// MLIR's `affine-simplify-structures` (`SimplifyAffineStructures`), on
/// `func.func`: every affine map held by an op's attribute (inherent or
/// not) has each result simplified, and every integer set is simplified
/// through its constraint system (a set without solutions becomes
/// `(1 == 0)`, the constraints are normalized by their GCDs and trivially
/// redundant inequalities dropped). Then the `affine.apply`, `affine.for`
/// and `affine.if` ops are folded and canonicalized by their patterns,
/// with the greedy driver restricted to them and the ops it creates.
/// A `mod` or division in a set becomes a local variable with the two
/// inequalities defining it, which the simplified set keeps. Memref
/// layouts are not changed, as upstream's pass does not change them
/// despite its summary.
#[pass(
    argument = "affine-simplify-structures",
    name = "SimplifyAffineStructures",
    anchor = "func.func"
)]
#[derive(Debug)]
pub struct SimplifyAffineStructures {}

impl Pass for SimplifyAffineStructures {
    fn run(&mut self, cx: &mut PassContext<'_>) {
        let root = cx.op();
        let mut ops = Vec::new();
        cx.walk(root, WalkOrder::PostOrder, |_, op| {
            ops.push(op);
            WalkControl::Advance
        });
        let names: Vec<_> = SIMPLIFIED_OPS.iter().map(|n| cx.ctx().op_name(n)).collect();
        let mut simplified: FxHashMap<Attribute, Attribute> = FxHashMap::default();
        let mut to_canonicalize = Vec::new();
        for op in ops {
            simplify_attributes(cx, op, &mut simplified);
            if names.contains(&op.name(cx)) {
                to_canonicalize.push(op);
            }
        }
        let mut set = RewritePatternSet::new();
        for &name in &names {
            add_op_canonicalization_patterns(cx.ctx(), &mut set, name);
        }
        let patterns = FrozenPatternSet::new(cx.ctx(), set);
        let config =
            GreedyConfig { strictness: Strictness::ExistingAndNewOps, ..GreedyConfig::default() };
        if !to_canonicalize.is_empty() {
            apply_patterns_to_ops(cx, &to_canonicalize, &patterns, &config);
        }
    }
}

/// Replaces each map and set attribute of `op` by its simplification,
/// when that differs; `cache` remembers each attribute's.
fn simplify_attributes(ir: &mut IrView, op: Op, cache: &mut FxHashMap<Attribute, Attribute>) {
    let ctx = ir.ctx_arc().clone();
    let mut named: Vec<(String, Attribute)> = Vec::new();
    let slots = op.name(ir).property_names(&ctx);
    for (name, value) in slots.iter().zip(op.props(ir)) {
        if let Some(value) = value {
            named.push(((*name).to_owned(), *value));
        }
    }
    for attr in op.attrs(ir) {
        named.push((attr.name.as_str(&ctx).to_owned(), attr.value));
    }
    for (name, value) in named {
        let replacement = match cache.get(&value) {
            Some(&known) => known,
            None => {
                let new = if let Some(map) = ctx.affine_map_of(value) {
                    ctx.affine_map_attr(map.simplified())
                } else if let Some(set) = ctx.integer_set_of(value) {
                    ctx.integer_set_attr(simplify_integer_set(&set))
                } else {
                    continue;
                };
                cache.insert(value, new);
                new
            }
        };
        if replacement != value {
            ir.set_attr_any(op, &name, Some(replacement));
        }
    }
}
