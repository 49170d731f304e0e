//! Moving ops between bodies (`relocate_op`) and cloning across bodies:
//! handles change, a mapping is returned, isolated ops keep their body.

use std::sync::Arc;

use mlir_core::Context;
use mlir_core::asm::parser::{ParseConfig, parse_source};
use mlir_core::asm::printer::{PrintOptions, print_ir};
use mlir_core::ir::{Block, InsertPoint, Ir, IrMapping, Op};

fn parse(src: &str) -> Ir {
    let ctx = Arc::new(Context::new());
    ctx.set_allow_unregistered_dialects(true);
    match parse_source(ctx, src, &ParseConfig::new("t.mlir")) {
        Ok(p) => p.ir,
        Err(d) => panic!("{d:?}"),
    }
}

fn print(ir: &Ir) -> String {
    print_ir(ir, &PrintOptions::new())
}

/// The ops of the body of the `index`-th module nested in the top module.
fn module_ops(ir: &Ir, index: usize) -> (Op, Vec<Op>) {
    let top = ir.top_level_ops()[0];
    let m = top.region(ir, 0).first_block(ir).unwrap().ops(ir).nth(index).unwrap();
    let ops = m.region(ir, 0).first_block(ir).unwrap().ops(ir).collect();
    (m, ops)
}

const SRC: &str = r#"
module @a {
  %0 = "t.def"() : () -> i32
  "t.nest"(%0) ({
    %1 = "t.in"(%0) : (i32) -> i32
    "t.use"(%1) : (i32) -> ()
  }) : (i32) -> ()
  module @c {
    "t.deep"() : () -> ()
  }
}
module @b {
  %0 = "t.def_b"() : () -> i32
  "t.end"() : () -> ()
}
"#;

#[test]
fn moves_a_region_op_into_another_body() {
    let mut ir = parse(SRC);
    let (_, a_ops) = module_ops(&ir, 0);
    let (_, b_ops) = module_ops(&ir, 1);
    let nest = a_ops[1];
    let mut mapping = IrMapping::default();
    // `%0` of @a has no meaning in @b: map it to @b's own `%0`.
    mapping.map_value(a_ops[0].result(&ir, 0), b_ops[0].result(&ir, 0));
    let moved = ir.relocate_op(nest, InsertPoint::Before(b_ops[1]), &mut mapping);
    assert_ne!(moved.body, nest.body);
    assert!(nest.is_erased(&ir));
    let expected = r#"module {
  module @a {
    %0 = "t.def"() : () -> i32
    module @c {
      "t.deep"() : () -> ()
    }
  }
  module @b {
    %0 = "t.def_b"() : () -> i32
    "t.nest"(%0) ({
      %1 = "t.in"(%0) : (i32) -> i32
      "t.use"(%1) : (i32) -> ()
    }) : (i32) -> ()
    "t.end"() : () -> ()
  }
}

"#;
    assert_eq!(print(&ir), expected);
}

#[test]
fn moves_an_isolated_op_keeping_its_body() {
    let mut ir = parse(SRC);
    let (_, a_ops) = module_ops(&ir, 0);
    let (_, b_ops) = module_ops(&ir, 1);
    let c = a_ops[2];
    let child = c.child_body(&ir).unwrap();
    let mut mapping = IrMapping::default();
    let moved = ir.relocate_op(c, InsertPoint::After(b_ops[1]), &mut mapping);
    assert_eq!(moved.child_body(&ir), Some(child), "the body is re-parented, not copied");
    assert_eq!(moved.region(&ir, 0).parent_op(&ir), Some(moved));
    let printed = print(&ir);
    assert!(printed.contains("    \"t.end\"() : () -> ()\n    module @c {\n      \"t.deep\"() : () -> ()\n    }\n  }\n}"), "{printed}");
    assert!(!printed.contains("    }\n    module @c"));
}

#[test]
fn moving_within_a_body_keeps_the_handle() {
    let mut ir = parse(SRC);
    let (_, a_ops) = module_ops(&ir, 0);
    let mut mapping = IrMapping::default();
    let moved = ir.relocate_op(a_ops[0], InsertPoint::After(a_ops[1]), &mut mapping);
    assert_eq!(moved, a_ops[0]);
}

#[test]
#[should_panic(expected = "no image in the target body")]
fn an_unmapped_outside_value_cannot_cross_bodies() {
    let mut ir = parse(SRC);
    let (_, a_ops) = module_ops(&ir, 0);
    let (_, b_ops) = module_ops(&ir, 1);
    let mut mapping = IrMapping::default();
    ir.relocate_op(a_ops[1], InsertPoint::Before(b_ops[1]), &mut mapping);
}

#[test]
fn clones_a_region_into_another_body() {
    let mut ir = parse(SRC);
    let (_, a_ops) = module_ops(&ir, 0);
    let (b, _) = module_ops(&ir, 1);
    let mut mapping = IrMapping::default();
    let b_body = b.region(&ir, 0).body;
    let copy = ir.clone_op_into(a_ops[2], b_body, &mut mapping);
    let b_block = b.region(&ir, 0).first_block(&ir).unwrap();
    ir.insert_op(copy, InsertPoint::BlockStart(b_block));
    let printed = print(&ir);
    assert_eq!(printed.matches("module @c").count(), 2, "{printed}");
}

/// A region of three blocks: `^bb0` branches to `^bb1` and `^bb2`, `^bb1`
/// to `successors_of_bb1`, `^bb2` returns.
fn three_blocks(successors_of_bb1: &str) -> (Ir, Vec<Block>) {
    let ir = parse(&format!(
        r#""t.r"() ({{
  "t.br"()[^bb1, ^bb2] : () -> ()
^bb1:
  "t.br"()[{successors_of_bb1}] : () -> ()
^bb2:
  "t.ret"() : () -> ()
}}) : () -> ()"#
    ));
    let top = ir.top_level_ops()[0];
    let r = top.region(&ir, 0).first_block(&ir).unwrap().first_op(&ir).unwrap().region(&ir, 0);
    let blocks = r.blocks(&ir).collect();
    (ir, blocks)
}

#[test]
fn block_predecessors_and_index() {
    let (ir, blocks) = three_blocks("^bb2, ^bb2");
    // Most recent branch first, as MLIR's use lists.
    assert_eq!(blocks[2].predecessors(&ir), vec![blocks[1], blocks[1], blocks[0]]);
    assert_eq!(blocks[1].predecessors(&ir), vec![blocks[0]]);
    assert!(blocks[0].predecessors(&ir).is_empty());
    assert_eq!(blocks[1].single_predecessor(&ir), Some(blocks[0]));
    assert_eq!(blocks[2].single_predecessor(&ir), None);
    assert_eq!(blocks[0].single_predecessor(&ir), None);
    assert_eq!(blocks[2].index_in_region(&ir), Some(2));
}

#[test]
fn predecessors_follow_clones_and_erasure() {
    let (mut ir, blocks) = three_blocks("^bb2");
    let inner = blocks[1].first_op(&ir).unwrap();
    // A clone of the branch in ^bb1 branches to ^bb2 too, once inserted.
    let copy = ir.clone_op(inner, &mut IrMapping::default());
    assert_eq!(blocks[2].predecessors(&ir), vec![blocks[1], blocks[0]]);
    ir.insert_op(copy, InsertPoint::Before(inner));
    assert_eq!(blocks[2].predecessors(&ir), vec![blocks[1], blocks[1], blocks[0]]);
    // Erased branches are nobody's predecessors.
    ir.erase_op(inner);
    ir.erase_op(copy);
    assert_eq!(blocks[2].predecessors(&ir), vec![blocks[0]]);
    assert_eq!(blocks[2].single_predecessor(&ir), Some(blocks[0]));
    let first = blocks[0].first_op(&ir).unwrap();
    ir.erase_op(first);
    assert!(blocks[1].predecessors(&ir).is_empty());
    assert_eq!(blocks[2].single_predecessor(&ir), None);
}
