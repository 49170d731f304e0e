//! Compacting the bodies a nested pipeline is done with
//! (`RunOptions::compact_bodies`, on in `mlir-rs-opt`): the erased records
//! are gone afterwards, and the IR is the same as without compaction —
//! printed text in both forms with locations, each value's use list in
//! order, block predecessors — also after further passes change the
//! compacted bodies again, with threads on and off.

use std::sync::Arc;

use mlir_rs::core::ir::{IrView, Op, WalkControl, WalkOrder};
use mlir_rs::prelude::*;
use rustc_hash::FxHashMap;

/// Functions with work for canonicalize and CSE in every kind of place:
/// constants to fold, repeated expressions, a branchy CFG with block
/// arguments, loops and conditionals, an unregistered op with a region,
/// and a module nested in a function (a body of its own inside the
/// compacted one).
fn functions(n: usize) -> String {
    let mut text = String::from("module {\n");
    for i in 0..n {
        text.push_str(&format!(
            "  func.func @f{i}(%a: i32, %b: i32, %c: i1, %n: index) -> i32 {{
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %k1 = arith.constant {i} : i32
    %k2 = arith.constant 2 : i32
    %x = arith.addi %a, %b : i32
    %y = arith.addi %a, %b : i32
    %s = arith.addi %k1, %k2 : i32
    %z = arith.muli %x, %y : i32
    %dead = arith.subi %z, %s : i32
    %w = arith.addi %z, %s : i32
    %l = scf.for %iv = %c0 to %n step %c1 iter_args(%acc = %w) -> (i32) {{
      %t1 = arith.addi %acc, %x : i32
      %t2 = arith.addi %acc, %x : i32
      %t3 = arith.muli %t1, %t2 : i32
      scf.yield %t3 : i32
    }}
    \"test.region\"(%l) ({{
    ^bb0(%arg: i32):
      %u1 = arith.addi %arg, %k2 : i32
      \"test.use\"(%u1, %x, %y) : (i32, i32, i32) -> ()
    }}) : (i32) -> ()
    builtin.module {{
      func.func @g(%p: i32) -> i32 {{
        %q = arith.addi %p, %p : i32
        return %q : i32
      }}
    }}
    cf.cond_br %c, ^bb1, ^bb2(%w : i32)
  ^bb1:
    %u = arith.addi %a, %b : i32
    %v = arith.addi %a, %b : i32
    %m = arith.muli %u, %v : i32
    cf.cond_br %c, ^bb2(%m : i32), ^bb3
  ^bb3:
    %e = arith.addi %k1, %k2 : i32
    cf.br ^bb2(%e : i32)
  ^bb2(%r: i32):
    %r2 = scf.if %c -> (i32) {{
      %o = arith.addi %r, %x : i32
      scf.yield %o : i32
    }} else {{
      scf.yield %x : i32
    }}
    return %r2 : i32
  }}\n"
        ));
    }
    text.push_str("}\n");
    text
}

fn context() -> Arc<Context> {
    let ctx = Arc::new(Context::with_dialects(&mlir_rs::opt::standard_registry()));
    ctx.set_allow_unregistered_dialects(true);
    ctx
}

/// How the IR links up, in walk positions: each op's parent op (across
/// bodies, too), each value's users as its use list holds them (results,
/// then block arguments), each block's predecessors.
type Links = (Vec<Option<usize>>, Vec<Vec<usize>>, Vec<Vec<usize>>);

fn links(ir: &IrView) -> Links {
    let mut order: FxHashMap<Op, usize> = FxHashMap::default();
    let mut ops = Vec::new();
    ir.walk_all(WalkOrder::PreOrder, |_, op| {
        order.insert(op, ops.len());
        ops.push(op);
        WalkControl::Advance
    });
    let parents = ops.iter().map(|op| op.parent_op(ir).map(|p| order[&p])).collect();
    let blocks: Vec<_> = ops
        .iter()
        .flat_map(|op| op.regions(ir).collect::<Vec<_>>())
        .flat_map(|region| region.blocks(ir).collect::<Vec<_>>())
        .collect();
    let block_order: FxHashMap<_, usize> =
        blocks.iter().enumerate().map(|(i, &b)| (b, i)).collect();
    let values = ops
        .iter()
        .flat_map(|op| op.results(ir))
        .chain(blocks.iter().flat_map(|block| block.args(ir)))
        .map(|value| value.uses(ir).map(|u| order[&u.owner(ir)]).collect())
        .collect();
    let predecessors = blocks
        .iter()
        .map(|block| block.predecessors(ir).iter().map(|b| block_order[b]).collect())
        .collect();
    (parents, values, predecessors)
}

/// Op records (erased ones included) in the bodies of the module's
/// functions, and the ops live in them (not those of bodies nested
/// deeper).
fn records_and_live_ops(ir: &IrView, module: Op) -> (usize, usize) {
    let mut records = 0;
    let mut live = 0;
    for region in module.regions(ir) {
        for block in region.blocks(ir) {
            for func in block.ops(ir) {
                let body = func.child_body(ir).expect("a function owns a body");
                records += ir.body(body).op_capacity();
                ir.walk(func, WalkOrder::PreOrder, |_, op| {
                    if op.body == body {
                        live += 1;
                    }
                    WalkControl::Advance
                });
            }
        }
    }
    (records, live)
}

/// Parses `functions(n)`, runs each pipeline of `pipelines` in turn with
/// compaction on or off; returns the IR and its module op.
fn run(n: usize, pipelines: &[&str], compact: bool, threading: bool) -> (Module, Op) {
    let ctx = context();
    let mut module = Module::parse(&ctx, "input.mlir", functions(n)).expect("the input parses");
    let root = module.op().as_op();
    for pipeline in pipelines {
        let mut pm = PassRegistry::with_core_passes().parse_pipeline(pipeline).expect("pipeline");
        pm.enable_threading(threading).enable_body_compaction(compact);
        pm.run(module.ir_mut(), root).expect("the pipeline runs");
    }
    (module, root)
}

/// The module printed in the custom and the generic form, with locations.
fn printed(module: &Module) -> [String; 2] {
    let custom = PrintOptions { debug_info: true, ..PrintOptions::default() };
    let generic = PrintOptions { generic: true, ..custom.clone() };
    [module.print(&custom), module.print(&generic)]
}

#[test]
fn compaction_drops_erased_records_and_keeps_the_ir() {
    const PIPELINE: &str = "builtin.module(func.func(canonicalize,cse))";
    for threading in [false, true] {
        let (plain, plain_root) = run(40, &[PIPELINE], false, threading);
        let (compacted, root) = run(40, &[PIPELINE], true, threading);
        assert_eq!(printed(&compacted), printed(&plain));
        assert_eq!(links(compacted.ir()), links(plain.ir()));
        let (plain_records, plain_live) = records_and_live_ops(plain.ir(), plain_root);
        let (records, live) = records_and_live_ops(compacted.ir(), root);
        assert_eq!(live, plain_live);
        assert!(plain_records > plain_live, "the pipeline erased ops: {plain_records} records");
        assert_eq!(records, live, "compacted bodies hold only live ops");
        assert!(compacted.verify().is_ok());
    }
}

#[test]
fn compacted_bodies_take_further_passes_as_the_uncompacted_do() {
    // The second pipeline rewrites the compacted bodies: it erases,
    // creates and moves ops in them, and walks their use lists.
    let pipelines = [
        "builtin.module(func.func(cse))",
        "builtin.module(func.func(canonicalize),canonicalize,func.func(cse,canonicalize))",
    ];
    for threading in [false, true] {
        let (plain, _) = run(12, &pipelines, false, threading);
        let (compacted, _) = run(12, &pipelines, true, threading);
        assert_eq!(printed(&compacted), printed(&plain));
        assert_eq!(links(compacted.ir()), links(plain.ir()));
        assert!(compacted.verify().is_ok());
    }
}
