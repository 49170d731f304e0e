//! Behaviour tests of the pattern rewriter (`mlir_core::rewrite`): each
//! change lands in the IR (checked through the printed IR) and is told to
//! the listener, in the order a driver relies on.

use crate::common::{all_ops, assert_printed, parse};
use mlir_core::asm::printer::{PrintOptions, print_ir};
use mlir_core::ir::{Block, InsertPoint, IrMapping, IrView, Op, OpBuilder, OperationState, Value};
use mlir_core::rewrite::{Change, PatternRewriter, RewriteJournal, RewriteListener};
use mlir_core::{Location, Type};

/// Records what the rewriter tells it, naming ops by their op name.
#[derive(Default)]
struct Recorder {
    events: Vec<String>,
}

impl Recorder {
    fn push(&mut self, ir: &IrView, what: &str, op: Op) {
        self.events.push(format!("{what} {}", op.name(ir).as_str(ir.ctx())));
    }
}

impl RewriteListener for Recorder {
    fn op_inserted(&mut self, ir: &IrView, op: Op) {
        self.push(ir, "inserted", op);
    }
    fn block_inserted(&mut self, _ir: &IrView, _block: Block) {
        self.events.push("block inserted".into());
    }
    fn op_modified(&mut self, ir: &IrView, op: Op) {
        self.push(ir, "modified", op);
    }
    fn op_replaced(&mut self, ir: &IrView, op: Op, values: &[Value]) {
        self.push(ir, &format!("replaced({})", values.len()), op);
    }
    fn op_erased(&mut self, ir: &IrView, op: Op) {
        self.push(ir, "erased", op);
    }
    fn block_erased(&mut self, _ir: &IrView, _block: Block) {
        self.events.push("block erased".into());
    }
    fn match_failure(&mut self, _loc: Location, reason: &str) {
        self.events.push(format!("failure: {reason}"));
    }
}

/// The first op (pre-order) named `name`.
#[track_caller]
fn find(ir: &IrView, name: &str) -> Op {
    let found = all_ops(ir).into_iter().find(|op| op.name(ir).as_str(ir.ctx()) == name);
    found.unwrap_or_else(|| panic!("no op named {name}"))
}

fn printed(ir: &IrView) -> String {
    print_ir(ir, &PrintOptions::default()).trim_end().to_owned()
}

const CHAIN: &str = r#"
%0 = "t.a"() : () -> i32
%1 = "t.b"(%0) : (i32) -> i32
"t.use"(%1, %1) : (i32, i32) -> ()
"#;

#[test]
fn replace_op_tells_the_replacement_each_user_and_the_erasure() {
    let mut ir = parse(CHAIN);
    let (a, b) = (find(&ir, "t.a"), find(&ir, "t.b"));
    let mut recorder = Recorder::default();
    let mut rw = PatternRewriter::with_listener(&mut ir, InsertPoint::Before(b), &mut recorder);
    let value = a.result(&rw, 0);
    rw.replace_op(b, &[value]);
    assert_eq!(
        recorder.events,
        ["replaced(1) t.b", "modified t.use", "modified t.use", "erased t.b"]
    );
    assert_printed(
        printed(&ir),
        r#"
        module {
          %0 = "t.a"() : () -> i32
          "t.use"(%0, %0) : (i32, i32) -> ()
        }
        "#,
    );
}

#[test]
fn ops_built_through_the_rewriter_are_told_and_land_in_order() {
    let mut ir = parse(CHAIN);
    let b = find(&ir, "t.b");
    let mut recorder = Recorder::default();
    let mut rw = PatternRewriter::with_listener(&mut ir, InsertPoint::Before(b), &mut recorder);
    let ctx = rw.ctx_arc().clone();
    let i32t = ctx.integer_type(32);
    let mut state = OperationState::new(ctx.op_name("t.c"), ctx.unknown_loc());
    state.result_types = vec![i32t];
    let c = OpBuilder::build(&mut rw, state);
    let mut state = OperationState::new(ctx.op_name("t.d"), ctx.unknown_loc());
    state.operands = vec![c.result(&rw, 0)];
    state.result_types = vec![i32t];
    rw.replace_op_with_new(b, state);
    assert_eq!(
        recorder.events,
        [
            "inserted t.c",
            "inserted t.d",
            "replaced(1) t.b",
            "modified t.use",
            "modified t.use",
            "erased t.b"
        ]
    );
    assert_printed(
        printed(&ir),
        r#"
        module {
          %0 = "t.a"() : () -> i32
          %1 = "t.c"() : () -> i32
          %2 = "t.d"(%1) : (i32) -> i32
          "t.use"(%2, %2) : (i32, i32) -> ()
        }
        "#,
    );
}

#[test]
fn erasing_a_tree_tells_nested_ops_first_and_blocks_after_their_ops() {
    let mut ir = parse(
        r#"
        "t.outer"() ({
          "t.first"() : () -> ()
          "t.inner"() ({
            "t.deep"() : () -> ()
          }) : () -> ()
        ^bb1:
          "t.second"() : () -> ()
        }, {
          "t.other"() : () -> ()
        }) : () -> ()
        "t.keep"() : () -> ()
        "#,
    );
    let outer = find(&ir, "t.outer");
    let mut recorder = Recorder::default();
    let mut rw = PatternRewriter::with_listener(&mut ir, InsertPoint::Before(outer), &mut recorder);
    rw.erase_op(outer);
    assert_eq!(
        recorder.events,
        [
            "erased t.second",
            "block erased",
            "erased t.deep",
            "block erased",
            "erased t.inner",
            "erased t.first",
            "block erased",
            "erased t.other",
            "block erased",
            "erased t.outer"
        ]
    );
    assert_printed(printed(&ir), "module {\n  \"t.keep\"() : () -> ()\n}");
}

#[test]
fn in_place_modifications_are_told_once_finalized_and_not_when_cancelled() {
    let mut ir = parse(CHAIN);
    let (a, use_op) = (find(&ir, "t.a"), find(&ir, "t.use"));
    let mut recorder = Recorder::default();
    let mut rw = PatternRewriter::with_listener(&mut ir, InsertPoint::Before(a), &mut recorder);
    let flag = rw.ctx().unit_attr();
    rw.modify_op_in_place(a, |m| m.set_attr("flag", Some(flag)));
    let zero = a.result(&rw, 0);
    let mut change = rw.start_op_modification(use_op);
    change.set_operand(1, zero);
    change.finalize();
    let change = rw.start_op_modification(use_op);
    change.cancel();
    let failure = rw.notify_match_failure(a, "no reason");
    assert_eq!(failure.unwrap_err().reason, "no reason");
    assert_eq!(recorder.events, ["modified t.a", "modified t.use", "failure: no reason"]);
    assert_printed(
        printed(&ir),
        r#"
        module {
          %0 = "t.a"() {flag} : () -> i32
          %1 = "t.b"(%0) : (i32) -> i32
          "t.use"(%1, %0) : (i32, i32) -> ()
        }
        "#,
    );
}

const BLOCKS: &str = r#"
"t.region"() ({
^bb0(%x: i32):
  "t.one"(%x) : (i32) -> ()
  "t.two"() : () -> ()
  "t.br"() [^bb1] : () -> ()
^bb1:
  %y = "t.value"() : () -> i32
  "t.three"(%y) : (i32) -> ()
}) : () -> ()
"#;

#[test]
fn split_block_moves_the_tail_into_a_new_block() {
    let mut ir = parse(BLOCKS);
    let two = find(&ir, "t.two");
    let mut recorder = Recorder::default();
    let mut rw = PatternRewriter::with_listener(&mut ir, InsertPoint::Before(two), &mut recorder);
    let block = two.block(&rw).unwrap();
    rw.split_block(block, two);
    assert_eq!(recorder.events, ["block inserted", "inserted t.two", "inserted t.br"]);
    assert_printed(
        printed(&ir),
        r#"
        module {
          "t.region"() ({
          ^bb0(%arg0: i32):
            "t.one"(%arg0) : (i32) -> ()
          ^bb1:  // no predecessors
            "t.two"() : () -> ()
            "t.br"()[^bb2] : () -> ()
          ^bb2:  // pred: ^bb1
            %0 = "t.value"() : () -> i32
            "t.three"(%0) : (i32) -> ()
          }) : () -> ()
        }
        "#,
    );
}

/// A journal that keeps the changes it is told and performs the
/// replacements it takes over at once.
#[derive(Default)]
struct ChangeLog {
    changes: Vec<Change>,
}

impl RewriteJournal for ChangeLog {
    fn replace_op(&mut self, ir: &mut IrView, op: Op, _values: Option<&[Value]>) {
        ir.erase_op(op);
    }
    fn replace_value(&mut self, ir: &mut IrView, from: Value, to: Value) {
        ir.replace_all_uses_with(from, to);
    }
    fn erase_block(&mut self, ir: &mut IrView, block: Block) {
        ir.erase_block(block);
    }
    fn record(&mut self, _ir: &IrView, change: Change) {
        self.changes.push(change);
    }
    fn as_any_mut(&mut self) -> &mut dyn std::any::Any {
        self
    }
}

#[test]
fn a_journal_hears_a_split_as_two_changes_however_many_ops_move() {
    // A conversion logs every change for its undo log: a split that
    // logged each op it moves would make lowering the k-th structured op
    // of a block cost the length of the block's tail.
    for tail in [1, 10, 1000] {
        let src = format!(
            "\"t.region\"() ({{\n  \"t.first\"() : () -> ()\n{}}}) : () -> ()\n",
            "  \"t.op\"() : () -> ()\n".repeat(tail)
        );
        let mut ir = parse(&src);
        let first = find(&ir, "t.first");
        let block = first.block(&ir).unwrap();
        let mut log = ChangeLog::default();
        let mut rw = PatternRewriter::with_journal(&mut ir, InsertPoint::Before(first), &mut log);
        let new = rw.split_block(block, first);
        assert_eq!(new.ops(&ir).count(), tail + 1);
        assert_eq!(
            log.changes,
            [Change::BlockCreated(new), Change::BlockSplit { from: block, into: new }],
            "tail of {tail} ops"
        );
    }
}

#[test]
fn merge_blocks_appends_the_source_block_and_erases_it() {
    let mut ir = parse(BLOCKS);
    let (br, value) = (find(&ir, "t.br"), find(&ir, "t.value"));
    let mut recorder = Recorder::default();
    let mut rw = PatternRewriter::with_listener(&mut ir, InsertPoint::Before(br), &mut recorder);
    let (entry, second) = (br.block(&rw).unwrap(), value.block(&rw).unwrap());
    rw.erase_op(br);
    rw.merge_blocks(second, entry, &[]);
    assert_eq!(
        recorder.events,
        ["erased t.br", "inserted t.value", "inserted t.three", "block erased"]
    );
    assert_printed(
        printed(&ir),
        r#"
        module {
          "t.region"() ({
          ^bb0(%arg0: i32):
            "t.one"(%arg0) : (i32) -> ()
            "t.two"() : () -> ()
            %0 = "t.value"() : () -> i32
            "t.three"(%0) : (i32) -> ()
          }) : () -> ()
        }
        "#,
    );
}

#[test]
fn inline_block_before_replaces_arguments_and_keeps_op_order() {
    let mut ir = parse(
        r#"
        %v = "t.v"() : () -> i32
        "t.wrap"() ({
        ^bb0(%a: i32):
          "t.first"(%a) : (i32) -> ()
          "t.second"(%a) : (i32) -> ()
        }) : () -> ()
        "#,
    );
    let (v, wrap) = (find(&ir, "t.v"), find(&ir, "t.wrap"));
    let mut recorder = Recorder::default();
    let mut rw = PatternRewriter::with_listener(&mut ir, InsertPoint::Before(wrap), &mut recorder);
    let body = wrap.region(&rw, 0).first_block(&rw).unwrap();
    let value = v.result(&rw, 0);
    rw.inline_block_before(body, InsertPoint::After(v), &[value]);
    rw.erase_op(wrap);
    // Users are visited in use-list order, most recent use first, as in
    // MLIR.
    assert_eq!(
        recorder.events,
        [
            "modified t.second",
            "modified t.first",
            "inserted t.first",
            "inserted t.second",
            "block erased",
            "erased t.wrap"
        ]
    );
    assert_printed(
        printed(&ir),
        r#"
        module {
          %0 = "t.v"() : () -> i32
          "t.first"(%0) : (i32) -> ()
          "t.second"(%0) : (i32) -> ()
        }
        "#,
    );
}

#[test]
fn inline_region_before_moves_every_block() {
    let mut ir = parse(
        r#"
        "t.dest"() ({
          "t.d"() : () -> ()
        }) : () -> ()
        "t.src"() ({
          "t.s1"() : () -> ()
        ^bb1:
          "t.s2"() : () -> ()
        }) : () -> ()
        "#,
    );
    let (dest, src) = (find(&ir, "t.dest"), find(&ir, "t.src"));
    let mut recorder = Recorder::default();
    let mut rw = PatternRewriter::with_listener(&mut ir, InsertPoint::Before(src), &mut recorder);
    let (from, to) = (src.region(&rw, 0), dest.region(&rw, 0));
    let first = to.first_block(&rw);
    rw.inline_region_before(from, to, first);
    rw.erase_op(src);
    assert_eq!(recorder.events, ["block inserted", "block inserted", "erased t.src"]);
    assert_printed(
        printed(&ir),
        r#"
        module {
          "t.dest"() ({
            "t.s1"() : () -> ()
          ^bb1:  // no predecessors
            "t.s2"() : () -> ()
          ^bb2:  // no predecessors
            "t.d"() : () -> ()
          }) : () -> ()
        }
        "#,
    );
}

/// Two isolated ops (modules here) holding their own bodies: the blocks
/// of one move into the other's empty region as a rebuilt function's body
/// does, by exchanging bodies; handles into the moved body stay valid and
/// each op keeps its own attributes. Exchanging again restores the IR.
#[test]
fn inline_region_before_moves_a_body_into_another_isolated_op() {
    let text = r#"
        "builtin.module"() ({
          %0 = "t.a"() : () -> i32
          "t.b"(%0) : (i32) -> ()
        }) {sym_name = "old"} : () -> ()
        "builtin.module"() ({
        }) {sym_name = "new"} : () -> ()
        "#;
    let mut ir = parse(text);
    let before = printed(&ir);
    let a = find(&ir, "t.a");
    let ops = all_ops(&ir);
    let modules: Vec<Op> =
        ops.into_iter().filter(|op| op.name(&ir).as_str(ir.ctx()) == "builtin.module").collect();
    let (old, new) = (modules[1], modules[2]);
    let mut recorder = Recorder::default();
    let mut rw = PatternRewriter::with_listener(&mut ir, InsertPoint::Before(old), &mut recorder);
    let (from, to) = (old.region(&rw, 0), new.region(&rw, 0));
    rw.inline_region_before(from, to, None);
    assert_eq!(recorder.events, ["block inserted"]);
    assert_eq!(a.parent_op(&ir), Some(new));
    assert!(old.region(&ir, 0).is_empty(&ir));
    assert_printed(
        printed(&ir),
        r#"
        module {
          module @old {
          }
          module @new {
            %0 = "t.a"() : () -> i32
            "t.b"(%0) : (i32) -> ()
          }
        }
        "#,
    );
    ir.exchange_isolated_regions(old, new);
    assert_eq!(printed(&ir), before);
    assert_eq!(a.parent_op(&ir), Some(old));
}

/// Across bodies, only the move into an empty region is possible; anything
/// else says so instead of corrupting the IR.
#[test]
fn moving_blocks_into_a_non_empty_region_of_another_body_is_refused() {
    let ir = parse(
        r#"
        "builtin.module"() ({
          "t.a"() : () -> ()
        }) : () -> ()
        "builtin.module"() ({
          "t.b"() : () -> ()
        }) : () -> ()
        "#,
    );
    let (a, b) = (find(&ir, "t.a"), find(&ir, "t.b"));
    let (old, new) = (a.parent_op(&ir).unwrap(), b.parent_op(&ir).unwrap());
    let (from, to) = (old.region(&ir, 0), new.region(&ir, 0));
    let why = ir.cross_body_region_move(from, to, None).unwrap_err();
    assert_eq!(why, "blocks move to another body only into an empty region");
    let root = ir.root_region();
    let why = ir.cross_body_region_move(root, to, None).unwrap_err();
    assert_eq!(why, "the root region's blocks cannot move to another body");
}

#[test]
fn created_blocks_take_arguments_and_the_insertion_point() {
    let mut ir = parse("\"t.holder\"() ({\n  \"t.x\"() : () -> ()\n}) : () -> ()\n");
    let holder = find(&ir, "t.holder");
    let mut recorder = Recorder::default();
    let mut rw =
        PatternRewriter::with_listener(&mut ir, InsertPoint::Before(holder), &mut recorder);
    let ctx = rw.ctx_arc().clone();
    let region = holder.region(&rw, 0);
    let i1: Type = ctx.integer_type(1);
    let block = rw.create_block(region, None, &[(i1, ctx.unknown_loc())]);
    let arg = block.arg(&rw, 0);
    let mut state = OperationState::new(ctx.op_name("t.in_new"), ctx.unknown_loc());
    state.operands = vec![arg];
    OpBuilder::build(&mut rw, state);
    assert_eq!(recorder.events, ["block inserted", "inserted t.in_new"]);
    assert_printed(
        printed(&ir),
        r#"
        module {
          "t.holder"() ({
            "t.x"() : () -> ()
          ^bb1(%0: i1):  // no predecessors
            "t.in_new"(%0) : (i1) -> ()
          }) : () -> ()
        }
        "#,
    );
}

#[test]
fn a_cloned_op_is_told_with_its_nested_ops_in_pre_order() {
    let mut ir = parse(
        r#"
        %v = "t.v"() : () -> i32
        "t.outer"() ({
        ^bb0(%a: i32):
          "t.inner"() ({
            "t.deep"(%a) : (i32) -> ()
          }) : () -> ()
          "t.last"(%v) : (i32) -> ()
        }) : () -> ()
        "t.end"() : () -> ()
        "#,
    );
    let (outer, end) = (find(&ir, "t.outer"), find(&ir, "t.end"));
    let mut recorder = Recorder::default();
    let mut rw = PatternRewriter::with_listener(&mut ir, InsertPoint::Before(end), &mut recorder);
    let mut mapping = IrMapping::default();
    let copy = rw.clone_op(outer, &mut mapping);
    assert_eq!(copy.next(&rw), Some(end));
    assert_eq!(
        recorder.events,
        [
            "inserted t.outer",
            "block inserted",
            "inserted t.inner",
            "block inserted",
            "inserted t.deep",
            "inserted t.last"
        ]
    );
    assert_printed(
        printed(&ir),
        r#"
        module {
          %0 = "t.v"() : () -> i32
          "t.outer"() ({
          ^bb0(%arg0: i32):
            "t.inner"() ({
              "t.deep"(%arg0) : (i32) -> ()
            }) : () -> ()
            "t.last"(%0) : (i32) -> ()
          }) : () -> ()
          "t.outer"() ({
          ^bb0(%arg0: i32):
            "t.inner"() ({
              "t.deep"(%arg0) : (i32) -> ()
            }) : () -> ()
            "t.last"(%0) : (i32) -> ()
          }) : () -> ()
          "t.end"() : () -> ()
        }
        "#,
    );
}

#[test]
fn a_cloned_region_drops_the_arguments_mapped_beforehand() {
    let mut ir = parse(
        r#"
        %v = "t.v"() : () -> i32
        "t.src"() ({
        ^bb0(%a: i32, %b: i32):
          "t.use"(%a, %b) : (i32, i32) -> ()
        }) : () -> ()
        "t.dest"() ({
        }) : () -> ()
        "#,
    );
    let (v, src, dest) = (find(&ir, "t.v"), find(&ir, "t.src"), find(&ir, "t.dest"));
    let mut recorder = Recorder::default();
    let mut rw = PatternRewriter::with_listener(&mut ir, InsertPoint::Before(dest), &mut recorder);
    let body = src.region(&rw, 0).first_block(&rw).unwrap();
    let mut mapping = IrMapping::default();
    mapping.map_value(body.arg(&rw, 0), v.result(&rw, 0));
    rw.clone_region_into(src.region(&rw, 0), dest.region(&rw, 0), &mut mapping);
    assert_eq!(recorder.events, ["block inserted", "inserted t.use"]);
    assert_printed(
        printed(&ir),
        r#"
        module {
          %0 = "t.v"() : () -> i32
          "t.src"() ({
          ^bb0(%arg0: i32, %arg1: i32):
            "t.use"(%arg0, %arg1) : (i32, i32) -> ()
          }) : () -> ()
          "t.dest"() ({
          ^bb0(%arg0: i32):
            "t.use"(%0, %arg0) : (i32, i32) -> ()
          }) : () -> ()
        }
        "#,
    );
}

#[test]
fn set_attr_in_a_modification_sets_an_inherent_attribute_in_its_slot() {
    let mut ir = parse("builtin.module @inner {}\n\"t.x\"() : () -> ()");
    let inner = find(&ir, "t.x").prev(&ir).expect("the nested module");
    let mut rw = PatternRewriter::new(&mut ir, InsertPoint::Before(inner));
    let name = rw.ctx().string_attr("renamed");
    rw.modify_op_in_place(inner, |m| m.set_attr("sym_name", Some(name)));
    assert!(inner.attrs(&rw).is_empty(), "not a discardable attribute");
    assert_printed(printed(&ir), "module {\n  module @renamed {\n  }\n  \"t.x\"() : () -> ()\n}");
}

#[test]
fn erasing_results_rebuilds_the_op_with_its_regions_and_attributes() {
    let mut ir = parse(
        r#"
%0:3 = "t.r"() ({
  "t.inner"() : () -> ()
}) {tag = 1 : i32} : () -> (i32, i64, f32)
"t.use"(%0#0, %0#2) : (i32, f32) -> ()
"#,
    );
    let r = find(&ir, "t.r");
    let mut recorder = Recorder::default();
    let mut rw = PatternRewriter::with_listener(&mut ir, InsertPoint::Before(r), &mut recorder);
    let new = rw.erase_op_results(r, &[false, true, false]);
    assert_eq!(new.num_results(&rw), 2);
    assert_eq!(
        recorder.events,
        ["inserted t.r", "replaced(3) t.r", "modified t.use", "modified t.use", "erased t.r"]
    );
    assert_printed(
        printed(&ir),
        r#"
        module {
          %0:2 = "t.r"() ({
            "t.inner"() : () -> ()
          }) {tag = 1 : i32} : () -> (i32, f32)
          "t.use"(%0#0, %0#1) : (i32, f32) -> ()
        }"#,
    );
}
