//! Behaviour tests of the IR API (`mlir_core::ir`) and the context.
//!
//! Every test mutates or inspects IR through the public API only and checks
//! what a user can observe: the generic printed form (`print_ir` with
//! `PrintOptions { generic: true, .. }`), use lists, block and op order,
//! parent links and handle staleness. Ops are unregistered (`t.*`) except
//! `builtin.module`, the registered isolated-from-above op, which owns a
//! body of its own.
//!
//! Tests marked `#[should_panic]` check programmer errors that panic by
//! design (a handle of the wrong body, a stale handle, erasing a value that
//! still has uses).

use std::sync::Arc;

use crate::common::{all_ops, assert_printed, context, parse, parse_with};
use mlir_core::asm::printer::{PrintOptions, print_ir};
use mlir_core::ir::{
    Block, Builder, InsertPoint, Ir, IrMapping, IrView, Op, OperationState, Region, Use, Value,
    ValueOwner, WalkControl, WalkOrder,
};
use mlir_core::{Context, NamedAttr, Type};

// ----------------------------------------------------------------------------
// Helpers (more in `common.rs`)
// ----------------------------------------------------------------------------

/// The generic form of the whole IR, without the trailing blank line.
fn generic(ir: &IrView) -> String {
    let opts = PrintOptions { generic: true, ..PrintOptions::new() };
    print_ir(ir, &opts).trim_end().to_owned()
}

/// The generic form of the parsed file's module *contents*: the
/// `"builtin.module"() ({` / `}) : () -> ()` lines are checked and dropped
/// and the rest is de-indented by one level.
fn module_body(ir: &IrView) -> String {
    let text = generic(ir);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.first(), Some(&"\"builtin.module\"() ({"), "not a module:\n{text}");
    assert_eq!(lines.last(), Some(&"}) : () -> ()"), "not a module:\n{text}");
    lines[1..lines.len() - 1]
        .iter()
        .map(|l| l.strip_prefix("  ").unwrap_or(l))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Asserts the module contents print as `expected` (dedented).
#[track_caller]
fn assert_body(ir: &IrView, expected: &str) {
    assert_printed(module_body(ir), expected);
}

/// Asserts the whole IR prints as `expected` (dedented).
#[track_caller]
fn assert_ir(ir: &IrView, expected: &str) {
    assert_printed(generic(ir), expected);
}

/// The first op (pre-order) named `name`.
#[track_caller]
fn find(ir: &IrView, name: &str) -> Op {
    all_ops(ir)
        .into_iter()
        .find(|op| op.name(ir).as_str(ir.ctx()) == name)
        .unwrap_or_else(|| panic!("no op named {name}"))
}

/// The names of the ops of a block, in order.
fn op_names(ir: &IrView, block: Block) -> Vec<String> {
    block.ops(ir).map(|op| op.name(ir).as_str(ir.ctx()).to_owned()).collect()
}

/// An `OperationState` for `name` at an unknown location.
fn state(ir: &IrView, name: &str) -> OperationState {
    let ctx = ir.ctx();
    OperationState::new(ctx.op_name(name), ctx.unknown_loc())
}

/// Builds op `name` with `operands` and `results` at `at`.
fn build(ir: &mut IrView, at: InsertPoint, name: &str, operands: &[Value], results: &[Type]) -> Op {
    let mut st = state(ir, name);
    st.operands = operands.to_vec();
    st.result_types = results.to_vec();
    Builder::new(ir, at).build(st)
}

fn i32_ty(ir: &IrView) -> Type {
    ir.ctx().integer_type(32)
}

fn i64_ty(ir: &IrView) -> Type {
    ir.ctx().integer_type(64)
}

/// The module of a parsed file and the block of its body.
fn module_block(ir: &IrView) -> (Op, Block) {
    let module = ir.top_level_ops()[0];
    let block = module.region(ir, 0).first_block(ir).expect("module has its block");
    (module, block)
}

/// The owners of the uses of `v`, as (op name, operand index), sorted.
fn use_sites(ir: &IrView, v: Value) -> Vec<(String, usize)> {
    let mut sites: Vec<(String, usize)> = v
        .uses(ir)
        .map(|u| (u.owner(ir).name(ir).as_str(ir.ctx()).to_owned(), u.operand_index(ir)))
        .collect();
    sites.sort();
    sites
}

/// Checks that every use list in the IR agrees with the operand slots:
/// each operand slot appears exactly once in the use list of its value,
/// and every use in a use list is an operand slot of a live op.
#[track_caller]
fn check_use_lists(ir: &IrView) {
    for op in all_ops(ir) {
        for (i, u) in op.operand_uses(ir).enumerate() {
            assert_eq!(u.owner(ir), op);
            assert_eq!(u.operand_index(ir), i);
            let v = op.operand(ir, i);
            assert_eq!(u.value(ir), v);
            let n = v.uses(ir).filter(|x| *x == u).count();
            assert_eq!(
                n,
                1,
                "operand {i} of {:?} is in its value's use list {n} times",
                op.name(ir)
            );
        }
        for r in op.results(ir) {
            for u in r.uses(ir) {
                let owner = u.owner(ir);
                assert!(!owner.is_erased(ir), "use by an erased op");
                assert_eq!(owner.operand(ir, u.operand_index(ir)), r);
            }
        }
    }
}

// ----------------------------------------------------------------------------
// Context
// ----------------------------------------------------------------------------

#[test]
fn context_uniques_by_payload() {
    let ctx = Context::new();
    let i32a = ctx.integer_type(32);
    let i32b = ctx.integer_type(32);
    assert_eq!(i32a, i32b);
    assert_eq!(i32a.as_u32(), i32b.as_u32());
    assert_ne!(i32a, ctx.integer_type(64));
    assert_ne!(ctx.index_type(), i32a);
    assert_eq!(ctx.function_type(&[i32a], &[i32a]), ctx.function_type(&[i32b], &[i32b]));
    assert_ne!(ctx.function_type(&[i32a], &[]), ctx.function_type(&[], &[i32a]));
    assert_eq!(ctx.ranked_tensor_type(&[2, 3], i32a), ctx.ranked_tensor_type(&[2, 3], i32a));
    assert_ne!(ctx.ranked_tensor_type(&[2, 3], i32a), ctx.ranked_tensor_type(&[3, 2], i32a));

    assert_eq!(ctx.integer_attr_i64(i32a, 7), ctx.integer_attr_i64(i32b, 7));
    assert_ne!(ctx.integer_attr_i64(i32a, 7), ctx.integer_attr_i64(ctx.integer_type(64), 7));
    assert_eq!(ctx.string_attr("s"), ctx.string_attr("s"));
    assert_ne!(ctx.string_attr("s"), ctx.string_attr("t"));
    assert_eq!(ctx.unit_attr(), ctx.unit_attr());
    let x = ctx.ident("x");
    let y = ctx.ident("y");
    let d1 = ctx.dictionary_attr(&[
        NamedAttr { name: y, value: ctx.unit_attr() },
        NamedAttr { name: x, value: ctx.unit_attr() },
    ]);
    let d2 = ctx.dictionary_attr(&[
        NamedAttr { name: x, value: ctx.unit_attr() },
        NamedAttr { name: y, value: ctx.unit_attr() },
    ]);
    assert_eq!(d1, d2, "dictionaries are sorted before uniquing");
    assert_eq!(ctx.empty_dictionary(), ctx.dictionary_attr(&[]));
    // Distinct attributes are never uniqued together.
    assert_ne!(ctx.distinct_attr(ctx.unit_attr()), ctx.distinct_attr(ctx.unit_attr()));

    assert_eq!(ctx.file_loc("f.mlir", 1, 2), ctx.file_loc("f.mlir", 1, 2));
    assert_ne!(ctx.file_loc("f.mlir", 1, 2), ctx.file_loc("f.mlir", 1, 3));
    assert_eq!(ctx.unknown_loc(), ctx.unknown_loc());

    assert_eq!(ctx.ident("abc"), ctx.ident("abc"));
    assert_eq!(ctx.ident("abc").as_str(&ctx), "abc");
    assert_ne!(ctx.ident("abc"), ctx.ident("abd"));
    assert_eq!(ctx.op_name("t.op"), ctx.op_name("t.op"));
    assert_eq!(ctx.op_name("t.op").as_str(&ctx), "t.op");
    assert_eq!(ctx.op_name("t.op").dialect(&ctx), "t");
}

#[test]
fn context_interning_from_threads_gives_consistent_handles() {
    const THREADS: usize = 8;
    const N: u32 = 200;
    let ctx = Arc::new(Context::new());
    let handles: Vec<_> = (0..THREADS)
        .map(|t| {
            let ctx = ctx.clone();
            std::thread::spawn(move || {
                // Each thread interns the same payloads in its own order.
                let mut order: Vec<u32> = (0..N).collect();
                order.rotate_left(t * 25 % N as usize);
                if t % 2 == 1 {
                    order.reverse();
                }
                let mut types = vec![None; N as usize];
                let mut attrs = vec![None; N as usize];
                let mut idents = vec![None; N as usize];
                let mut names = vec![None; N as usize];
                for i in order {
                    let ty = ctx.integer_type(i + 1);
                    types[i as usize] = Some(ty);
                    attrs[i as usize] = Some(ctx.integer_attr_i64(ty, i64::from(i)));
                    idents[i as usize] = Some(ctx.ident(&format!("id{i}")));
                    names[i as usize] = Some(ctx.op_name(&format!("t.op{i}")));
                }
                fn all<T>(v: Vec<Option<T>>) -> Vec<T> {
                    v.into_iter().map(|x| x.expect("every slot interned")).collect()
                }
                (all(types), all(attrs), all(idents), all(names))
            })
        })
        .collect();
    let results: Vec<_> =
        handles.into_iter().map(|h| h.join().expect("interning thread")).collect();
    for r in &results[1..] {
        assert_eq!(r, &results[0]);
    }
    // And the handles agree with what this thread gets afterwards, and read back.
    let (types, attrs, idents, names) = &results[0];
    for i in 0..N {
        let ty = ctx.integer_type(i + 1);
        assert_eq!(types[i as usize], ty);
        assert_eq!(ty.as_integer(&ctx).map(|(w, _)| w), Some(i + 1));
        assert_eq!(attrs[i as usize], ctx.integer_attr_i64(ty, i64::from(i)));
        assert_eq!(idents[i as usize].as_str(&ctx), format!("id{i}"));
        assert_eq!(names[i as usize].as_str(&ctx), format!("t.op{i}"));
    }
    // All distinct.
    let mut raw: Vec<u32> = types.iter().map(|t| t.as_u32()).collect();
    raw.sort_unstable();
    raw.dedup();
    assert_eq!(raw.len(), N as usize);
}

#[test]
fn ir_built_on_several_threads_with_one_context_prints_alike() {
    // `Ir` is `Send` and the context is shared: each thread builds the same
    // IR in its own `Ir`, interning the same types and attributes.
    let ctx = context();
    let handles: Vec<_> = (0..4)
        .map(|_| {
            let ctx = ctx.clone();
            std::thread::spawn(move || {
                let mut ir = Ir::new(ctx.clone());
                let blk = ir.root_block();
                let mut prev: Vec<Value> = Vec::new();
                for i in 0..50 {
                    let ty = ctx.integer_type(1 + i % 7);
                    let op = build(&mut ir, InsertPoint::BlockEnd(blk), "t.op", &prev, &[ty]);
                    ir.set_attr(op, "n", Some(ctx.integer_attr_i64(ty, i64::from(i % 3))));
                    prev = vec![op.result(&ir, 0)];
                }
                generic(&ir)
            })
        })
        .collect();
    let texts: Vec<String> =
        handles.into_iter().map(|h| h.join().expect("builder thread")).collect();
    for t in &texts[1..] {
        assert_eq!(t, &texts[0]);
    }
    assert!(texts[0].starts_with(r#"%0 = "t.op"() {n = false} : () -> i1"#), "{}", texts[0]);
}

#[test]
fn context_registry_and_unregistered_flag() {
    let ctx = Context::new();
    assert!(!ctx.allows_unregistered_dialects());
    ctx.set_allow_unregistered_dialects(true);
    assert!(ctx.allows_unregistered_dialects());
    ctx.set_allow_unregistered_dialects(false);
    assert!(!ctx.allows_unregistered_dialects());
    assert!(ctx.is_dialect_registered("builtin"));
    assert!(!ctx.is_dialect_registered("t"));
    let module = ctx.lookup_registered_op("builtin.module").expect("builtin.module is registered");
    assert!(module.is_isolated(&ctx));
    assert_eq!(
        module.def(&ctx).map(|d| d.property_names),
        Some(&["sym_name", "sym_visibility"][..])
    );
    assert!(ctx.lookup_registered_op("t.op").is_none());
    // Unregistered ops are never isolated.
    assert!(!ctx.op_name("t.op").is_isolated(&ctx));
    assert!(ctx.op_name("t.op").def(&ctx).is_none());
}

// ----------------------------------------------------------------------------
// Creating ops: builder and insertion points
// ----------------------------------------------------------------------------

#[test]
fn new_ir_has_an_empty_root_block() {
    let ir = Ir::new(context());
    assert!(ir.top_level_ops().is_empty());
    let region = ir.root_region();
    assert_eq!(region.blocks(&ir).count(), 1);
    assert_eq!(ir.root_block().region(&ir), Some(region));
    assert_eq!(region.parent_op(&ir), None);
    assert_eq!(ir.root_block().parent_op(&ir), None);
    assert_eq!(ir.num_bodies(), 1);
    assert_eq!(generic(&ir), "");
}

#[test]
fn builder_at_block_end_appends_in_creation_order() {
    let mut ir = Ir::new(context());
    let blk = ir.root_block();
    let mut b = Builder::new(&mut ir, InsertPoint::BlockEnd(blk));
    for name in ["t.a", "t.b", "t.c"] {
        let st = state(&b, name);
        b.build(st);
    }
    assert_eq!(b.insertion_point(), InsertPoint::BlockEnd(blk));
    assert_eq!(op_names(&ir, blk), ["t.a", "t.b", "t.c"]);
    assert_ir(
        &ir,
        r#"
        "t.a"() : () -> ()
        "t.b"() : () -> ()
        "t.c"() : () -> ()
        "#,
    );
}

#[test]
fn builder_at_block_start_keeps_creation_order() {
    // As MLIR's `setInsertionPointToStart`: the ops built go before the
    // block's old first op, in the order they are built.
    let mut ir = Ir::new(context());
    let blk = ir.root_block();
    build(&mut ir, InsertPoint::BlockEnd(blk), "t.old", &[], &[]);
    let mut b = Builder::new(&mut ir, InsertPoint::BlockStart(blk));
    for name in ["t.a", "t.b", "t.c"] {
        let st = state(&b, name);
        b.build(st);
    }
    assert_eq!(op_names(&ir, blk), ["t.a", "t.b", "t.c", "t.old"]);
}

#[test]
fn builder_at_block_start_of_empty_block() {
    let mut ir = Ir::new(context());
    let blk = ir.root_block();
    let a = build(&mut ir, InsertPoint::BlockStart(blk), "t.a", &[], &[]);
    assert_eq!(blk.first_op(&ir), Some(a));
    assert_eq!(blk.last_op(&ir), Some(a));
    assert_eq!(a.block(&ir), Some(blk));
}

#[test]
fn builder_before_op_keeps_creation_order() {
    let mut ir = Ir::new(context());
    let blk = ir.root_block();
    let first = build(&mut ir, InsertPoint::BlockEnd(blk), "t.first", &[], &[]);
    let anchor = build(&mut ir, InsertPoint::BlockEnd(blk), "t.anchor", &[], &[]);
    let mut b = Builder::new(&mut ir, InsertPoint::Before(anchor));
    for name in ["t.a", "t.b"] {
        let st = state(&b, name);
        b.build(st);
    }
    assert_eq!(b.insertion_point(), InsertPoint::Before(anchor));
    assert_eq!(op_names(&ir, blk), ["t.first", "t.a", "t.b", "t.anchor"]);
    // Before the first op of a block.
    build(&mut ir, InsertPoint::Before(first), "t.zero", &[], &[]);
    assert_eq!(op_names(&ir, blk), ["t.zero", "t.first", "t.a", "t.b", "t.anchor"]);
}

#[test]
fn builder_after_op_advances_past_each_new_op() {
    let mut ir = Ir::new(context());
    let blk = ir.root_block();
    let anchor = build(&mut ir, InsertPoint::BlockEnd(blk), "t.anchor", &[], &[]);
    build(&mut ir, InsertPoint::BlockEnd(blk), "t.last", &[], &[]);
    let mut b = Builder::new(&mut ir, InsertPoint::After(anchor));
    let st = state(&b, "t.a");
    let a = b.build(st);
    assert_eq!(b.insertion_point(), InsertPoint::After(a));
    let st = state(&b, "t.b");
    b.build(st);
    assert_eq!(op_names(&ir, blk), ["t.anchor", "t.a", "t.b", "t.last"]);
}

#[test]
fn builder_set_insertion_point_moves_between_blocks() {
    let mut ir = parse(
        r#"
        "t.outer"() ({
          "t.inner"() : () -> ()
        }) : () -> ()
        "#,
    );
    let (_, top) = module_block(&ir);
    let outer = find(&ir, "t.outer");
    let inner_block = outer.region(&ir, 0).first_block(&ir).unwrap();
    let mut b = Builder::new(&mut ir, InsertPoint::BlockEnd(top));
    let st = state(&b, "t.x");
    b.build(st);
    b.set_insertion_point(InsertPoint::BlockStart(inner_block));
    assert_eq!(b.insertion_point().block(&b), inner_block);
    let st = state(&b, "t.y");
    b.build(st);
    assert_body(
        &ir,
        r#"
        "t.outer"() ({
          "t.y"() : () -> ()
          "t.inner"() : () -> ()
        }) : () -> ()
        "t.x"() : () -> ()
        "#,
    );
}

#[test]
fn insert_point_block_resolves_each_variant() {
    let mut ir = parse("\"t.a\"() : () -> ()\n");
    let (_, blk) = module_block(&ir);
    let a = find(&ir, "t.a");
    for point in [
        InsertPoint::BlockStart(blk),
        InsertPoint::BlockEnd(blk),
        InsertPoint::Before(a),
        InsertPoint::After(a),
    ] {
        assert_eq!(point.block(&ir), blk);
    }
    // An empty block resolves too.
    let empty = ir.create_block(blk.body);
    assert_eq!(InsertPoint::BlockStart(empty).block(&ir), empty);
    assert_eq!(InsertPoint::BlockEnd(empty).block(&ir), empty);
}

#[test]
#[should_panic(expected = "detached")]
fn building_after_a_detached_op_panics() {
    let mut ir = parse("\"t.a\"() : () -> ()\n");
    let a = find(&ir, "t.a");
    ir.remove_op(a);
    build(&mut ir, InsertPoint::After(a), "t.b", &[], &[]);
}

#[test]
fn create_op_with_results_operands_successors_attrs_props() {
    let ctx = context();
    let mut ir = Ir::new(ctx.clone());
    let blk = ir.root_block();
    let i32t = ctx.integer_type(32);
    let i64t = ctx.integer_type(64);
    // A region with two blocks, to have successors.
    let holder = {
        let mut st = state(&ir, "t.holder");
        st.num_new_regions = 1;
        Builder::new(&mut ir, InsertPoint::BlockEnd(blk)).build(st)
    };
    let region = holder.region(&ir, 0);
    let body = region.body;
    let bb0 = ir.create_block(body);
    let bb1 = ir.create_block(body);
    ir.append_block(region, bb0);
    ir.append_block(region, bb1);
    let arg = ir.add_block_arg(bb1, i64t, ctx.unknown_loc());
    let def = build(&mut ir, InsertPoint::BlockEnd(bb0), "t.def", &[], &[i32t, i64t]);
    assert_eq!(def.num_results(&ir), 2);
    assert_eq!(def.results(&ir).map(|r| r.ty(&ir)).collect::<Vec<_>>(), [i32t, i64t]);
    let (r0, r1) = (def.result(&ir, 0), def.result(&ir, 1));
    assert_eq!(r1.owner(&ir), ValueOwner::Result(def, 1));
    assert_eq!(r0.defining_op(&ir), Some(def));

    let mut st = state(&ir, "t.br");
    st.operands = vec![r0, r1];
    st.successors = vec![bb1, bb1];
    st.props = vec![Some(ctx.dictionary_attr(&[NamedAttr {
        name: ctx.ident("p"),
        value: ctx.integer_attr_i64(i64t, 3),
    }]))];
    st.attrs = vec![
        NamedAttr { name: ctx.ident("z"), value: ctx.unit_attr() },
        NamedAttr { name: ctx.ident("a"), value: ctx.string_attr("s") },
    ];
    st.loc = ctx.file_loc("f.mlir", 4, 2);
    let br = Builder::new(&mut ir, InsertPoint::BlockEnd(bb0)).build(st);
    build(&mut ir, InsertPoint::BlockEnd(bb1), "t.use", &[arg], &[]);

    assert_eq!(br.num_operands(&ir), 2);
    assert_eq!(br.operands(&ir).collect::<Vec<_>>(), [r0, r1]);
    assert_eq!(br.successors(&ir).collect::<Vec<_>>(), [bb1, bb1]);
    assert_eq!(br.num_successors(&ir), 2);
    assert_eq!(br.loc(&ir), ctx.file_loc("f.mlir", 4, 2));
    assert_eq!(br.attr(&ir, "a"), Some(ctx.string_attr("s")));
    assert_eq!(br.attr(&ir, "nope"), None);
    let names: Vec<&str> = br.attrs(&ir).iter().map(|a| a.name.as_str(&ctx)).collect();
    assert_eq!(names, ["a", "z"], "discardable attributes are sorted by name");
    assert_eq!(br.props(&ir).len(), 1);
    assert_eq!(br.num_regions(&ir), 0);
    assert_eq!(br.child_body(&ir), None);
    assert_ir(
        &ir,
        r#"
        "t.holder"() ({
          %0:2 = "t.def"() : () -> (i32, i64)
          "t.br"(%0#0, %0#1)[^bb1, ^bb1] <{p = 3 : i64}> {a = "s", z} : (i32, i64) -> ()
        ^bb1(%1: i64):  // 2 preds: ^bb0, ^bb0
          "t.use"(%1) : (i64) -> ()
        }) : () -> ()
        "#,
    );
    // Locations show with debug info.
    let opts =
        PrintOptions { generic: true, debug_info: true, local_scope: true, ..PrintOptions::new() };
    let printed = print_ir(&ir, &opts);
    assert!(printed.contains(r#"(i32, i64) -> () loc("f.mlir":4:2)"#), "{printed}");
}

#[test]
fn create_op_adopts_detached_regions_and_adds_empty_ones() {
    let ctx = context();
    let mut ir = Ir::new(ctx.clone());
    let root = ir.root_body();
    let r = ir.create_detached_region(root);
    assert_eq!(r.parent_op(&ir), None);
    let b = ir.create_block(root);
    ir.append_block(r, b);
    build(&mut ir, InsertPoint::BlockEnd(b), "t.inside", &[], &[]);
    let mut st = state(&ir, "t.op");
    st.regions = vec![r];
    st.num_new_regions = 2;
    let blk = ir.root_block();
    let op = Builder::new(&mut ir, InsertPoint::BlockEnd(blk)).build(st);
    assert_eq!(op.num_regions(&ir), 3);
    assert_eq!(op.region(&ir, 0), r);
    assert_eq!(r.parent_op(&ir), Some(op));
    for (i, region) in op.regions(&ir).enumerate() {
        assert_eq!(region.index_in_parent(&ir), Some(i));
        assert_eq!(region.parent_op(&ir), Some(op));
    }
    assert!(op.region(&ir, 1).is_empty(&ir));
    assert_ir(
        &ir,
        r#"
        "t.op"() ({
          "t.inside"() : () -> ()
        }, {
        }, {
        }) : () -> ()
        "#,
    );
}

#[test]
fn set_attr_adds_replaces_and_removes() {
    let ctx = context();
    let mut ir = Ir::new(ctx.clone());
    let blk = ir.root_block();
    let op = build(&mut ir, InsertPoint::BlockEnd(blk), "t.op", &[], &[]);
    assert!(op.attrs(&ir).is_empty());
    let i32t = ctx.integer_type(32);
    ir.set_attr(op, "b", Some(ctx.integer_attr_i64(i32t, 1)));
    ir.set_attr(op, "a", Some(ctx.unit_attr()));
    assert_ir(&ir, r#""t.op"() {a, b = 1 : i32} : () -> ()"#);
    ir.set_attr(op, "b", Some(ctx.integer_attr_i64(i32t, 2)));
    assert_eq!(op.attr(&ir, "b"), Some(ctx.integer_attr_i64(i32t, 2)));
    assert_ir(&ir, r#""t.op"() {a, b = 2 : i32} : () -> ()"#);
    ir.set_attr(op, "a", None);
    assert_ir(&ir, r#""t.op"() {b = 2 : i32} : () -> ()"#);
    // Removing a missing attribute changes nothing.
    ir.set_attr(op, "zzz", None);
    assert_ir(&ir, r#""t.op"() {b = 2 : i32} : () -> ()"#);
    // Whole-dictionary replacement.
    let dict =
        ctx.dictionary_attr(&[NamedAttr { name: ctx.ident("c"), value: ctx.string_attr("x") }]);
    ir.set_attr_dict(op, dict);
    assert_eq!(op.attr_dict(&ir), dict);
    assert_ir(&ir, r#""t.op"() {c = "x"} : () -> ()"#);
    ir.set_attr_dict(op, ctx.empty_dictionary());
    assert_ir(&ir, r#""t.op"() : () -> ()"#);
}

#[test]
fn set_prop_on_unregistered_op() {
    let ctx = context();
    let mut ir = Ir::new(ctx.clone());
    let blk = ir.root_block();
    let mut st = state(&ir, "t.op");
    st.props = vec![None];
    let op = Builder::new(&mut ir, InsertPoint::BlockEnd(blk)).build(st);
    assert_ir(&ir, r#""t.op"() : () -> ()"#);
    let dict =
        ctx.dictionary_attr(&[NamedAttr { name: ctx.ident("k"), value: ctx.bool_attr(true) }]);
    ir.set_prop(op, 0, Some(dict));
    assert_eq!(op.props(&ir), &[Some(dict)]);
    assert_ir(&ir, r#""t.op"() <{k = true}> : () -> ()"#);
    ir.set_prop(op, 0, None);
    assert_ir(&ir, r#""t.op"() : () -> ()"#);
}

#[test]
fn registered_op_gets_one_slot_per_property() {
    // `builtin.module` declares `sym_name` and `sym_visibility`; a module
    // built from a bare state still has both slots, so they can be set.
    let ctx = context();
    let mut ir = Ir::new(ctx.clone());
    let blk = ir.root_block();
    let mut st = state(&ir, "builtin.module");
    st.num_new_regions = 1;
    let module = Builder::new(&mut ir, InsertPoint::BlockEnd(blk)).build(st);
    let region = module.region(&ir, 0);
    let body_block = ir.create_block(region.body);
    ir.append_block(region, body_block);
    assert_eq!(module.props(&ir), &[None, None]);
    ir.set_prop(module, 0, Some(ctx.string_attr("m")));
    ir.set_prop(module, 1, Some(ctx.string_attr("private")));
    assert_eq!(module.props(&ir)[0], Some(ctx.string_attr("m")));
    assert_ir(
        &ir,
        r#"
        "builtin.module"() <{sym_name = "m", sym_visibility = "private"}> ({
        ^bb0:
        }) : () -> ()
        "#,
    );
}

#[test]
fn set_prop_on_parsed_module() {
    let ctx = context();
    let mut ir = parse_with(ctx.clone(), "module @m {\n}\n");
    let (module, _) = module_block(&ir);
    assert_eq!(module.props(&ir)[0], Some(ctx.string_attr("m")));
    ir.set_prop(module, 0, Some(ctx.string_attr("renamed")));
    ir.set_attr(module, "t.flag", Some(ctx.unit_attr()));
    assert_ir(
        &ir,
        r#"
        "builtin.module"() <{sym_name = "renamed"}> ({
        ^bb0:
        }) {t.flag} : () -> ()
        "#,
    );
}

#[test]
fn set_loc_of_ops_and_block_args() {
    let ctx = context();
    let mut ir = parse_with(
        ctx.clone(),
        r#"
        "t.iso"() ({
        ^bb0(%a: i32):
          "t.x"(%a) : (i32) -> ()
        }) : () -> ()
        module {
        }
        "#,
    );
    let x = find(&ir, "t.x");
    let inner_module = all_ops(&ir)
        .into_iter()
        .filter(|o| o.name(&ir).as_str(&ctx) == "builtin.module")
        .nth(1)
        .unwrap();
    let arg = find(&ir, "t.iso").region(&ir, 0).first_block(&ir).unwrap().arg(&ir, 0);
    ir.set_loc(x, ctx.file_loc("a.mlir", 7, 1));
    ir.set_loc(inner_module, ctx.file_loc("b.mlir", 8, 2));
    ir.set_block_arg_loc(arg, ctx.file_loc("c.mlir", 9, 3));
    assert_eq!(x.loc(&ir), ctx.file_loc("a.mlir", 7, 1));
    assert_eq!(inner_module.loc(&ir), ctx.file_loc("b.mlir", 8, 2));
    assert_eq!(arg.arg_loc(&ir), Some(ctx.file_loc("c.mlir", 9, 3)));
    let opts =
        PrintOptions { generic: true, debug_info: true, local_scope: true, ..PrintOptions::new() };
    let printed = print_ir(&ir, &opts);
    assert!(printed.contains(r#"^bb0(%arg0: i32 loc("c.mlir":9:3)):"#), "{printed}");
    assert!(printed.contains(r#""t.x"(%arg0) : (i32) -> () loc("a.mlir":7:1)"#), "{printed}");
    assert!(printed.contains(r#"}) : () -> () loc("b.mlir":8:2)"#), "{printed}");
}

#[test]
fn isolated_op_owns_a_child_body() {
    let ctx = context();
    let mut ir = Ir::new(ctx.clone());
    let blk = ir.root_block();
    let root = ir.root_body();
    let mut st = state(&ir, "builtin.module");
    st.num_new_regions = 1;
    let module = Builder::new(&mut ir, InsertPoint::BlockEnd(blk)).build(st);
    assert_eq!(module.body, root, "the isolated op's handle lives in the parent body");
    let child = module.child_body(&ir).expect("isolated op owns a body");
    assert_ne!(child, root);
    assert_eq!(ir.num_bodies(), 2);
    let region = module.region(&ir, 0);
    assert_eq!(region.body, child);
    assert_eq!(region.parent_op(&ir), Some(module));
    assert_eq!(region.index_in_parent(&ir), Some(0));
    let b = ir.create_block(child);
    ir.append_block(region, b);
    let i32t = ctx.integer_type(32);
    let x = build(&mut ir, InsertPoint::BlockEnd(b), "t.x", &[], &[i32t]);
    let xv = x.result(&ir, 0);
    build(&mut ir, InsertPoint::BlockEnd(b), "t.y", &[xv], &[]);
    assert_eq!(x.body, child);
    assert_eq!(x.parent_op(&ir), Some(module));
    assert_eq!(b.parent_op(&ir), Some(module));
    assert_eq!(module.parent_op(&ir), None);
    // Attributes and locations of the isolated op live in its header.
    ir.set_attr(module, "t.a", Some(ctx.unit_attr()));
    ir.set_loc(module, ctx.file_loc("m.mlir", 1, 1));
    assert_eq!(module.loc(&ir), ctx.file_loc("m.mlir", 1, 1));
    assert_ir(
        &ir,
        r#"
        "builtin.module"() ({
          %0 = "t.x"() : () -> i32
          "t.y"(%0) : (i32) -> ()
        }) {t.a} : () -> ()
        "#,
    );
}

#[test]
fn isolated_op_adopts_regions_of_a_fresh_body() {
    let ctx = context();
    let mut ir = Ir::new(ctx.clone());
    let body = ir.new_body();
    let region = ir.create_detached_region(body);
    let b = ir.create_block(body);
    ir.append_block(region, b);
    build(&mut ir, InsertPoint::BlockEnd(b), "t.inside", &[], &[]);
    assert_eq!(region.parent_op(&ir), None);
    let mut st = state(&ir, "builtin.module");
    st.regions = vec![region];
    let blk = ir.root_block();
    let module = Builder::new(&mut ir, InsertPoint::BlockEnd(blk)).build(st);
    assert_eq!(module.child_body(&ir), Some(body));
    assert_eq!(module.region(&ir, 0), region);
    assert_eq!(region.parent_op(&ir), Some(module));
    assert_eq!(find(&ir, "t.inside").parent_op(&ir), Some(module));
    assert_ir(
        &ir,
        r#"
        "builtin.module"() ({
          "t.inside"() : () -> ()
        }) : () -> ()
        "#,
    );
}

#[test]
fn isolated_op_operands_and_results_live_in_the_parent() {
    // A registered isolated op's operands and results are values of the
    // parent body; here `builtin.module` gets an operand and a result to
    // show it (the verifier would reject such a module; the IR API does not).
    let ctx = context();
    let mut ir = Ir::new(ctx.clone());
    let blk = ir.root_block();
    let i32t = ctx.integer_type(32);
    let def = build(&mut ir, InsertPoint::BlockEnd(blk), "t.def", &[], &[i32t]);
    let v = def.result(&ir, 0);
    let mut st = state(&ir, "builtin.module");
    st.operands = vec![v];
    st.result_types = vec![i32t];
    st.num_new_regions = 1;
    let m = Builder::new(&mut ir, InsertPoint::BlockEnd(blk)).build(st);
    let r = m.result(&ir, 0);
    assert_eq!(r.body, ir.root_body());
    build(&mut ir, InsertPoint::BlockEnd(blk), "t.use", &[r], &[]);
    assert!(v.has_one_use(&ir));
    assert_eq!(v.uses(&ir).next().unwrap().owner(&ir), m);
    assert_ir(
        &ir,
        r#"
        %0 = "t.def"() : () -> i32
        %1 = "builtin.module"(%0) ({
        }) : (i32) -> i32
        "t.use"(%1) : (i32) -> ()
        "#,
    );
}

#[test]
#[should_panic(expected = "values never cross a body")]
fn builder_rejects_an_operand_of_another_body() {
    // Values never cross a body: a value of the root used inside a module.
    let ctx = context();
    let mut ir = Ir::new(ctx.clone());
    let blk = ir.root_block();
    let i32t = ctx.integer_type(32);
    let def = build(&mut ir, InsertPoint::BlockEnd(blk), "t.def", &[], &[i32t]);
    let v = def.result(&ir, 0);
    let mut st = state(&ir, "builtin.module");
    st.num_new_regions = 1;
    let module = Builder::new(&mut ir, InsertPoint::BlockEnd(blk)).build(st);
    let region = module.region(&ir, 0);
    let b = ir.create_block(region.body);
    ir.append_block(region, b);
    build(&mut ir, InsertPoint::BlockEnd(b), "t.use", &[v], &[]);
}

#[test]
#[should_panic(expected = "another body")]
fn inserting_an_op_into_a_block_of_another_body_panics() {
    // A handle of the wrong body is a programmer error.
    let mut ir = parse("module {\n}\n\"t.a\"() : () -> ()\n");
    let (_, top) = module_block(&ir);
    let inner = top.first_op(&ir).unwrap();
    let a = find(&ir, "t.a");
    let inner_block = inner.region(&ir, 0).first_block(&ir).unwrap();
    ir.remove_op(a);
    ir.insert_op(a, InsertPoint::BlockEnd(inner_block));
}

// ----------------------------------------------------------------------------
// Op lists: remove, insert, move, navigation
// ----------------------------------------------------------------------------

#[test]
fn block_op_iteration_and_navigation() {
    let ir = parse(
        r#"
        "t.a"() : () -> ()
        "t.b"() : () -> ()
        "t.c"() : () -> ()
        "#,
    );
    let (_, blk) = module_block(&ir);
    let ops: Vec<Op> = blk.ops(&ir).collect();
    assert_eq!(ops.len(), 3);
    let rev: Vec<Op> = blk.ops(&ir).rev().collect();
    assert_eq!(rev, [ops[2], ops[1], ops[0]]);
    // Meeting in the middle.
    let mut it = blk.ops(&ir);
    assert_eq!(it.next(), Some(ops[0]));
    assert_eq!(it.next_back(), Some(ops[2]));
    assert_eq!(it.next(), Some(ops[1]));
    assert_eq!(it.next_back(), None);
    assert_eq!(it.next(), None);
    assert_eq!(blk.first_op(&ir), Some(ops[0]));
    assert_eq!(blk.last_op(&ir), Some(ops[2]));
    assert_eq!(ops[0].prev(&ir), None);
    assert_eq!(ops[0].next(&ir), Some(ops[1]));
    assert_eq!(ops[1].prev(&ir), Some(ops[0]));
    assert_eq!(ops[2].next(&ir), None);
    assert!(ops[0].is_before_in_block(&ir, ops[2]));
    assert!(!ops[2].is_before_in_block(&ir, ops[0]));
    assert!(!ops[1].is_before_in_block(&ir, ops[1]));
    assert!(!blk.is_empty(&ir));
}

#[test]
fn remove_op_detaches_and_insert_op_reattaches() {
    let ctx = context();
    let mut ir = parse_with(
        ctx.clone(),
        r#"
        %0 = "t.a"() : () -> i32
        %1 = "t.b"(%0) : (i32) -> i32
        "t.c"(%1) : (i32) -> ()
        "#,
    );
    let (_, blk) = module_block(&ir);
    let a = find(&ir, "t.a");
    let b = find(&ir, "t.b");
    let c = find(&ir, "t.c");
    ir.remove_op(b);
    assert_eq!(b.block(&ir), None);
    assert_eq!(b.next(&ir), None);
    assert_eq!(b.prev(&ir), None);
    assert_eq!(b.parent_op(&ir), None);
    assert!(!b.is_erased(&ir));
    assert_eq!(op_names(&ir, blk), ["t.a", "t.c"]);
    assert_eq!(a.next(&ir), Some(c));
    assert_eq!(c.prev(&ir), Some(a));
    // A detached op keeps its operands and results and their uses.
    assert!(a.result(&ir, 0).has_one_use(&ir));
    assert_eq!(a.result(&ir, 0).uses(&ir).next().unwrap().owner(&ir), b);
    assert_eq!(c.operand(&ir, 0), b.result(&ir, 0));
    // Removing again is a no-op.
    ir.remove_op(b);
    assert_eq!(op_names(&ir, blk), ["t.a", "t.c"]);
    // Re-insert at the end, then move it back between a and c.
    ir.insert_op(b, InsertPoint::BlockEnd(blk));
    assert_eq!(op_names(&ir, blk), ["t.a", "t.c", "t.b"]);
    assert_eq!(blk.last_op(&ir), Some(b));
    ir.move_op(b, InsertPoint::After(a));
    assert_body(
        &ir,
        r#"
        %0 = "t.a"() : () -> i32
        %1 = "t.b"(%0) : (i32) -> i32
        "t.c"(%1) : (i32) -> ()
        "#,
    );
    // Remove the only-first and only-last ops.
    ir.remove_op(a);
    assert_eq!(blk.first_op(&ir), Some(b));
    ir.remove_op(c);
    assert_eq!(blk.last_op(&ir), Some(b));
    ir.remove_op(b);
    assert!(blk.is_empty(&ir));
    assert_eq!(blk.first_op(&ir), None);
    assert_eq!(blk.last_op(&ir), None);
    ir.insert_op(c, InsertPoint::BlockStart(blk));
    ir.insert_op(a, InsertPoint::BlockStart(blk));
    ir.insert_op(b, InsertPoint::Before(c));
    assert_eq!(op_names(&ir, blk), ["t.a", "t.b", "t.c"]);
    check_use_lists(&ir);
}

#[test]
fn move_op_to_each_insert_point() {
    let mut ir = parse(
        r#"
        "t.a"() : () -> ()
        "t.b"() : () -> ()
        "t.c"() : () -> ()
        "t.d"() : () -> ()
        "#,
    );
    let (_, blk) = module_block(&ir);
    let [a, b, c, d] = ["t.a", "t.b", "t.c", "t.d"].map(|n| find(&ir, n));
    ir.move_op(a, InsertPoint::BlockEnd(blk));
    assert_eq!(op_names(&ir, blk), ["t.b", "t.c", "t.d", "t.a"]);
    ir.move_op(d, InsertPoint::BlockStart(blk));
    assert_eq!(op_names(&ir, blk), ["t.d", "t.b", "t.c", "t.a"]);
    ir.move_op(c, InsertPoint::Before(b));
    assert_eq!(op_names(&ir, blk), ["t.d", "t.c", "t.b", "t.a"]);
    ir.move_op(d, InsertPoint::After(a));
    assert_eq!(op_names(&ir, blk), ["t.c", "t.b", "t.a", "t.d"]);
    // Order queries agree with the list.
    let ops: Vec<Op> = blk.ops(&ir).collect();
    for i in 0..ops.len() {
        for j in 0..ops.len() {
            assert_eq!(ops[i].is_before_in_block(&ir, ops[j]), i < j);
        }
    }
}

#[test]
fn move_op_into_a_nested_block_and_out_again() {
    let mut ir = parse(
        r#"
        %0 = "t.v"() : () -> i32
        "t.a"(%0) : (i32) -> ()
        "t.outer"() ({
          "t.in1"() : () -> ()
          "t.in2"() : () -> ()
        }) : () -> ()
        "#,
    );
    let (module, top) = module_block(&ir);
    let a = find(&ir, "t.a");
    let outer = find(&ir, "t.outer");
    let in2 = find(&ir, "t.in2");
    let inner = outer.region(&ir, 0).first_block(&ir).unwrap();
    ir.move_op(a, InsertPoint::Before(in2));
    assert_eq!(a.block(&ir), Some(inner));
    assert_eq!(a.parent_op(&ir), Some(outer));
    assert!(a.is_before_in_block(&ir, in2));
    assert!(find(&ir, "t.in1").is_before_in_block(&ir, a));
    assert_body(
        &ir,
        r#"
        %0 = "t.v"() : () -> i32
        "t.outer"() ({
          "t.in1"() : () -> ()
          "t.a"(%0) : (i32) -> ()
          "t.in2"() : () -> ()
        }) : () -> ()
        "#,
    );
    // Moving a whole op with its region moves its contents along.
    ir.move_op(outer, InsertPoint::BlockStart(top));
    assert_eq!(outer.parent_op(&ir), Some(module));
    assert_eq!(a.parent_op(&ir), Some(outer));
    ir.move_op(a, InsertPoint::BlockEnd(top));
    assert_body(
        &ir,
        r#"
        "t.outer"() ({
          "t.in1"() : () -> ()
          "t.in2"() : () -> ()
        }) : () -> ()
        %0 = "t.v"() : () -> i32
        "t.a"(%0) : (i32) -> ()
        "#,
    );
}

#[test]
#[should_panic(expected = "already in a block")]
fn inserting_an_attached_op_panics() {
    let mut ir = parse("\"t.a\"() : () -> ()\n\"t.b\"() : () -> ()\n");
    let a = find(&ir, "t.a");
    let b = find(&ir, "t.b");
    ir.insert_op(a, InsertPoint::After(b));
}

// ----------------------------------------------------------------------------
// Erasing ops, stale handles
// ----------------------------------------------------------------------------

#[test]
fn erase_op_unlinks_it_and_drops_its_uses() {
    let mut ir = parse(
        r#"
        %0 = "t.a"() : () -> i32
        "t.b"(%0, %0) : (i32, i32) -> ()
        "t.c"(%0) : (i32) -> ()
        "#,
    );
    let (_, blk) = module_block(&ir);
    let a = find(&ir, "t.a");
    let b = find(&ir, "t.b");
    let v = a.result(&ir, 0);
    assert_eq!(v.uses(&ir).count(), 3);
    ir.erase_op(b);
    assert!(b.is_erased(&ir));
    assert!(!a.is_erased(&ir));
    assert_eq!(v.uses(&ir).count(), 1);
    assert!(v.has_one_use(&ir));
    assert_eq!(use_sites(&ir, v), [("t.c".to_owned(), 0)]);
    assert_eq!(op_names(&ir, blk), ["t.a", "t.c"]);
    assert_body(
        &ir,
        r#"
        %0 = "t.a"() : () -> i32
        "t.c"(%0) : (i32) -> ()
        "#,
    );
    check_use_lists(&ir);
}

#[test]
fn erase_op_erases_nested_regions() {
    let mut ir = parse(
        r#"
        %0 = "t.v"() : () -> i32
        "t.outer"() ({
        ^bb0(%a: i32):
          %1 = "t.mid"(%0, %a) ({
            "t.deep"(%0) : (i32) -> ()
          }) : (i32, i32) -> i32
          "t.use"(%1) : (i32) -> ()
          "t.br"()[^bb1] : () -> ()
        ^bb1:
          "t.x"(%0) : (i32) -> ()
        }) : () -> ()
        "t.after"() : () -> ()
        "#,
    );
    let v = find(&ir, "t.v").result(&ir, 0);
    assert_eq!(v.uses(&ir).count(), 3);
    let outer = find(&ir, "t.outer");
    let nested: Vec<Op> =
        ["t.mid", "t.deep", "t.use", "t.br", "t.x"].map(|n| find(&ir, n)).to_vec();
    ir.erase_op(outer);
    assert!(outer.is_erased(&ir));
    for op in nested {
        assert!(op.is_erased(&ir));
    }
    assert!(v.use_empty(&ir), "uses of outer values by erased nested ops are dropped");
    assert_body(
        &ir,
        r#"
        %0 = "t.v"() : () -> i32
        "t.after"() : () -> ()
        "#,
    );
    check_use_lists(&ir);
}

#[test]
fn erase_op_with_nested_isolated_ops_drops_their_bodies() {
    let mut ir = parse(
        r#"
        %0 = "t.v"() : () -> i32
        "t.outer"() ({
          "t.use"(%0) : (i32) -> ()
          module {
            "t.in_module"() : () -> ()
            module {
              "t.deepest"() : () -> ()
            }
          }
        }) : () -> ()
        "#,
    );
    assert_eq!(ir.num_bodies(), 4, "root, file module and two nested modules");
    let outer = find(&ir, "t.outer");
    let in_module = find(&ir, "t.in_module");
    let deepest = find(&ir, "t.deepest");
    let inner_module = in_module.parent_op(&ir).unwrap();
    let inner_body = inner_module.child_body(&ir).unwrap();
    let deepest_body = deepest.body;
    assert_ne!(inner_body, deepest_body);
    assert!(ir.has_body(inner_body));
    ir.erase_op(outer);
    assert!(!ir.has_body(inner_body));
    assert!(!ir.has_body(deepest_body));
    assert_eq!(ir.num_bodies(), 2);
    assert!(outer.is_erased(&ir));
    assert!(inner_module.is_erased(&ir));
    // Handles into dropped bodies are recognised as stale, without panicking.
    assert!(in_module.is_erased(&ir));
    assert!(deepest.is_erased(&ir));
    assert!(find(&ir, "t.v").result(&ir, 0).use_empty(&ir));
    assert_body(&ir, r#"%0 = "t.v"() : () -> i32"#);
}

#[test]
fn erase_isolated_op_drops_its_body() {
    let mut ir = parse(
        r#"
        %0 = "t.v"() : () -> i32
        %1 = "builtin.module"(%0) ({
          "t.inner"() : () -> ()
        }) : (i32) -> i32
        "#,
    );
    let v = find(&ir, "t.v").result(&ir, 0);
    let module = all_ops(&ir)[2];
    assert_eq!(module.name(&ir).as_str(ir.ctx()), "builtin.module");
    let body = module.child_body(&ir).unwrap();
    let inner = find(&ir, "t.inner");
    assert!(v.has_one_use(&ir));
    ir.erase_op(module);
    assert!(module.is_erased(&ir));
    assert!(inner.is_erased(&ir));
    assert!(!ir.has_body(body));
    assert!(v.use_empty(&ir), "the isolated op's operand use (in the parent) is dropped");
    assert_body(&ir, r#"%0 = "t.v"() : () -> i32"#);
}

#[test]
fn erase_op_whose_result_is_used_only_inside_it() {
    // In a graph region an op's nested ops may use its own results;
    // erasing the op erases those uses with it.
    let mut ir = parse(
        r#"
        %0 = "t.graph"() ({
          "t.user"(%0) : (i32) -> ()
        }) : () -> i32
        "t.after"() : () -> ()
        "#,
    );
    let g = find(&ir, "t.graph");
    let user = find(&ir, "t.user");
    let result = g.result(&ir, 0);
    assert!(result.has_one_use(&ir));
    ir.erase_op(g);
    assert!(g.is_erased(&ir));
    assert!(user.is_erased(&ir));
    assert!(result.use_empty(&ir));
    assert_body(&ir, r#""t.after"() : () -> ()"#);
}

#[test]
fn erase_op_with_many_nested_ops_checks_every_nested_value() {
    // A chain of 20 nested ops, each using the previous one's result.
    let mut ir = Ir::new(context());
    let top = ir.root_block();
    let i32t = i32_ty(&ir);
    let mut st = state(&ir, "t.big");
    st.num_new_regions = 1;
    let big = Builder::new(&mut ir, InsertPoint::BlockEnd(top)).build(st);
    let region = big.region(&ir, 0);
    let inner = ir.create_block(region.body);
    ir.append_block(region, inner);
    let mut prev: Vec<Value> = Vec::new();
    let mut nested = Vec::new();
    for _ in 0..20 {
        let op = build(&mut ir, InsertPoint::BlockEnd(inner), "t.n", &prev, &[i32t]);
        prev = vec![op.result(&ir, 0)];
        nested.push(op);
    }
    // An op outside using a nested value (invalid IR the API still allows)
    // blocks the erase, which then changes nothing.
    let outside = build(&mut ir, InsertPoint::BlockEnd(top), "t.outside", &prev, &[]);
    let before = generic(&ir);
    let caught = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| ir.erase_op(big)));
    assert!(caught.is_err());
    assert_eq!(generic(&ir), before);
    assert!(nested.iter().all(|op| !op.is_erased(&ir)));
    ir.erase_op(outside);
    ir.erase_op(big);
    assert!(nested.iter().all(|op| op.is_erased(&ir)));
    assert_eq!(generic(&ir), "");
}

#[test]
fn erase_detached_op() {
    let mut ir = parse("%0 = \"t.a\"() : () -> i32\n\"t.b\"(%0) : (i32) -> ()\n");
    let a = find(&ir, "t.a");
    let b = find(&ir, "t.b");
    ir.remove_op(b);
    ir.erase_op(b);
    assert!(b.is_erased(&ir));
    assert!(a.result(&ir, 0).use_empty(&ir));
    assert_body(&ir, r#"%0 = "t.a"() : () -> i32"#);
}

#[test]
#[should_panic(expected = "still used")]
fn erase_op_with_used_results_panics() {
    let mut ir = parse("%0 = \"t.a\"() : () -> i32\n\"t.b\"(%0) : (i32) -> ()\n");
    let a = find(&ir, "t.a");
    ir.erase_op(a);
}

#[test]
fn failed_erase_leaves_the_ir_unchanged() {
    // The use check runs before anything is unlinked.
    let mut ir = parse(
        r#"
        %0 = "t.a"() ({
          "t.in"(%0) : (i32) -> ()
        }) : () -> i32
        "t.b"(%0) : (i32) -> ()
        "#,
    );
    let before = generic(&ir);
    let a = find(&ir, "t.a");
    let caught = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| ir.erase_op(a)));
    assert!(caught.is_err());
    assert_eq!(generic(&ir), before);
    check_use_lists(&ir);
}

#[test]
#[should_panic(expected = "erased")]
fn using_a_stale_op_handle_panics() {
    let mut ir = parse("\"t.a\"() : () -> ()\n");
    let a = find(&ir, "t.a");
    ir.erase_op(a);
    assert!(a.is_erased(&ir));
    let _ = a.name(&ir);
}

// ----------------------------------------------------------------------------
// Use lists
// ----------------------------------------------------------------------------

#[test]
fn use_lists_record_every_operand_slot() {
    let ir = parse(
        r#"
        %0 = "t.a"() : () -> i32
        %1 = "t.b"() : () -> i32
        %2 = "t.c"() : () -> i32
        "t.x"(%0, %1, %0) : (i32, i32, i32) -> ()
        "t.y"(%0) : (i32) -> ()
        "#,
    );
    let [v0, v1, v2] = ["t.a", "t.b", "t.c"].map(|n| find(&ir, n).result(&ir, 0));
    assert_eq!(
        use_sites(&ir, v0),
        [("t.x".to_owned(), 0), ("t.x".to_owned(), 2), ("t.y".to_owned(), 0)]
    );
    assert!(!v0.use_empty(&ir));
    assert!(!v0.has_one_use(&ir));
    assert!(v1.has_one_use(&ir));
    assert!(!v1.use_empty(&ir));
    assert!(v2.use_empty(&ir));
    assert!(!v2.has_one_use(&ir));
    assert_eq!(v2.uses(&ir).count(), 0);
    let x = find(&ir, "t.x");
    let slots: Vec<Use> = x.operand_uses(&ir).collect();
    assert_eq!(slots.len(), 3);
    for (i, u) in slots.iter().enumerate() {
        assert_eq!(u.operand_index(&ir), i);
        assert_eq!(u.owner(&ir), x);
        assert_eq!(u.value(&ir), x.operand(&ir, i));
    }
    check_use_lists(&ir);
}

#[test]
fn replace_all_uses_with_moves_every_use() {
    let mut ir = parse(
        r#"
        %0 = "t.a"() : () -> i32
        %1 = "t.b"() : () -> i32
        "t.x"(%0, %1, %0) : (i32, i32, i32) -> ()
        "t.r"() ({
          "t.y"(%0) : (i32) -> ()
        }) : () -> ()
        "#,
    );
    let a = find(&ir, "t.a").result(&ir, 0);
    let b = find(&ir, "t.b").result(&ir, 0);
    ir.replace_all_uses_with(a, b);
    assert!(a.use_empty(&ir));
    assert_eq!(
        use_sites(&ir, b),
        [
            ("t.x".to_owned(), 0),
            ("t.x".to_owned(), 1),
            ("t.x".to_owned(), 2),
            ("t.y".to_owned(), 0)
        ]
    );
    assert_body(
        &ir,
        r#"
        %0 = "t.a"() : () -> i32
        %1 = "t.b"() : () -> i32
        "t.x"(%1, %1, %1) : (i32, i32, i32) -> ()
        "t.r"() ({
          "t.y"(%1) : (i32) -> ()
        }) : () -> ()
        "#,
    );
    // Replacing a value with itself changes nothing.
    ir.replace_all_uses_with(b, b);
    assert_eq!(b.uses(&ir).count(), 4);
    check_use_lists(&ir);
}

#[test]
fn replace_all_uses_except_skips_one_owner() {
    let mut ir = parse(
        r#"
        %0 = "t.a"() : () -> i32
        %1 = "t.wrap"(%0) : (i32) -> i32
        "t.x"(%0) : (i32) -> ()
        "t.y"(%0, %0) : (i32, i32) -> ()
        "#,
    );
    // The classic use: wrap a value and make everyone else use the wrapper.
    let a = find(&ir, "t.a").result(&ir, 0);
    let wrap = find(&ir, "t.wrap");
    let w = wrap.result(&ir, 0);
    ir.replace_all_uses_except(a, w, wrap);
    assert_eq!(use_sites(&ir, a), [("t.wrap".to_owned(), 0)]);
    assert_eq!(w.uses(&ir).count(), 3);
    assert_body(
        &ir,
        r#"
        %0 = "t.a"() : () -> i32
        %1 = "t.wrap"(%0) : (i32) -> i32
        "t.x"(%1) : (i32) -> ()
        "t.y"(%1, %1) : (i32, i32) -> ()
        "#,
    );
    check_use_lists(&ir);
}

#[test]
fn replace_uses_if_follows_the_predicate() {
    let mut ir = parse(
        r#"
        %0 = "t.a"() : () -> i32
        %1 = "t.b"() : () -> i32
        "t.x"(%0, %0, %0) : (i32, i32, i32) -> ()
        "t.y"(%0) : (i32) -> ()
        "#,
    );
    let a = find(&ir, "t.a").result(&ir, 0);
    let b = find(&ir, "t.b").result(&ir, 0);
    let x = find(&ir, "t.x");
    let mut seen = 0;
    ir.replace_uses_if(a, b, |ir, u| {
        seen += 1;
        u.owner(ir) == x && u.operand_index(ir) % 2 == 0
    });
    assert_eq!(seen, 4, "the predicate sees every use once");
    assert_body(
        &ir,
        r#"
        %0 = "t.a"() : () -> i32
        %1 = "t.b"() : () -> i32
        "t.x"(%1, %0, %1) : (i32, i32, i32) -> ()
        "t.y"(%0) : (i32) -> ()
        "#,
    );
    assert_eq!(use_sites(&ir, a), [("t.x".to_owned(), 1), ("t.y".to_owned(), 0)]);
    assert_eq!(use_sites(&ir, b), [("t.x".to_owned(), 0), ("t.x".to_owned(), 2)]);
    check_use_lists(&ir);
}

#[test]
fn replace_op_uses_replaces_each_result() {
    let mut ir = parse(
        r#"
        %0:2 = "t.pair"() : () -> (i32, i64)
        %1 = "t.a"() : () -> i32
        %2 = "t.b"() : () -> i64
        "t.x"(%0#1, %0#0) : (i64, i32) -> ()
        "#,
    );
    let pair = find(&ir, "t.pair");
    let a = find(&ir, "t.a").result(&ir, 0);
    let b = find(&ir, "t.b").result(&ir, 0);
    ir.replace_op_uses(pair, &[a, b]);
    ir.erase_op(pair);
    assert_body(
        &ir,
        r#"
        %0 = "t.a"() : () -> i32
        %1 = "t.b"() : () -> i64
        "t.x"(%1, %0) : (i64, i32) -> ()
        "#,
    );
    check_use_lists(&ir);
}

#[test]
fn set_operand_moves_one_use() {
    let mut ir = parse(
        r#"
        %0 = "t.a"() : () -> i32
        %1 = "t.b"() : () -> i32
        "t.x"(%0, %0) : (i32, i32) -> ()
        "#,
    );
    let a = find(&ir, "t.a").result(&ir, 0);
    let b = find(&ir, "t.b").result(&ir, 0);
    let x = find(&ir, "t.x");
    ir.set_operand(x, 1, b);
    assert_eq!(x.operand(&ir, 1), b);
    assert_eq!(use_sites(&ir, a), [("t.x".to_owned(), 0)]);
    assert_eq!(use_sites(&ir, b), [("t.x".to_owned(), 1)]);
    // Setting the same value again keeps one use.
    ir.set_operand(x, 1, b);
    assert!(b.has_one_use(&ir));
    assert_body(
        &ir,
        r#"
        %0 = "t.a"() : () -> i32
        %1 = "t.b"() : () -> i32
        "t.x"(%0, %1) : (i32, i32) -> ()
        "#,
    );
    // Through a use handle.
    let u = x.operand_uses(&ir).next().unwrap();
    ir.set_use(u, b);
    assert!(a.use_empty(&ir));
    assert_eq!(b.uses(&ir).count(), 2);
    check_use_lists(&ir);
}

#[test]
fn set_operands_with_the_same_count() {
    let mut ir = parse(
        r#"
        %0 = "t.a"() : () -> i32
        %1 = "t.b"() : () -> i32
        "t.x"(%0, %1) : (i32, i32) -> ()
        "#,
    );
    let a = find(&ir, "t.a").result(&ir, 0);
    let b = find(&ir, "t.b").result(&ir, 0);
    let x = find(&ir, "t.x");
    let slots_before: Vec<Use> = x.operand_uses(&ir).collect();
    ir.set_operands(x, &[b, a]);
    assert_eq!(x.operands(&ir).collect::<Vec<_>>(), [b, a]);
    assert_eq!(x.operand_uses(&ir).collect::<Vec<_>>(), slots_before, "slots are reused in place");
    assert_eq!(use_sites(&ir, a), [("t.x".to_owned(), 1)]);
    assert_eq!(use_sites(&ir, b), [("t.x".to_owned(), 0)]);
    assert_body(
        &ir,
        r#"
        %0 = "t.a"() : () -> i32
        %1 = "t.b"() : () -> i32
        "t.x"(%1, %0) : (i32, i32) -> ()
        "#,
    );
    check_use_lists(&ir);
}

#[test]
fn set_operands_with_a_different_count() {
    let mut ir = parse(
        r#"
        %0 = "t.a"() : () -> i32
        %1 = "t.b"() : () -> i64
        "t.x"(%0) : (i32) -> ()
        "#,
    );
    let a = find(&ir, "t.a").result(&ir, 0);
    let b = find(&ir, "t.b").result(&ir, 0);
    let x = find(&ir, "t.x");
    // Grow.
    ir.set_operands(x, &[b, a, b]);
    assert_eq!(x.num_operands(&ir), 3);
    assert_eq!(use_sites(&ir, a), [("t.x".to_owned(), 1)]);
    assert_eq!(use_sites(&ir, b), [("t.x".to_owned(), 0), ("t.x".to_owned(), 2)]);
    for (i, u) in x.operand_uses(&ir).enumerate() {
        assert_eq!(u.operand_index(&ir), i);
    }
    assert_body(
        &ir,
        r#"
        %0 = "t.a"() : () -> i32
        %1 = "t.b"() : () -> i64
        "t.x"(%1, %0, %1) : (i64, i32, i64) -> ()
        "#,
    );
    check_use_lists(&ir);
    // Shrink.
    ir.set_operands(x, &[a]);
    assert!(b.use_empty(&ir));
    assert_eq!(use_sites(&ir, a), [("t.x".to_owned(), 0)]);
    // To nothing.
    ir.set_operands(x, &[]);
    assert!(a.use_empty(&ir));
    assert_eq!(x.num_operands(&ir), 0);
    assert_body(
        &ir,
        r#"
        %0 = "t.a"() : () -> i32
        %1 = "t.b"() : () -> i64
        "t.x"() : () -> ()
        "#,
    );
    // And back from nothing.
    ir.set_operands(x, &[a, a]);
    assert_eq!(use_sites(&ir, a), [("t.x".to_owned(), 0), ("t.x".to_owned(), 1)]);
    check_use_lists(&ir);
}

#[test]
fn value_owner_of_results_and_block_args() {
    let ir = parse(
        r#"
        %0:3 = "t.a"() : () -> (i32, i32, i32)
        "t.r"() ({
        ^bb0(%x: i32, %y: i64):
          "t.u"(%x, %y) : (i32, i64) -> ()
        }) : () -> ()
        "#,
    );
    let a = find(&ir, "t.a");
    assert_eq!(a.result(&ir, 2).owner(&ir), ValueOwner::Result(a, 2));
    let blk = find(&ir, "t.r").region(&ir, 0).first_block(&ir).unwrap();
    assert_eq!(blk.num_args(&ir), 2);
    let y = blk.arg(&ir, 1);
    assert_eq!(y.owner(&ir), ValueOwner::BlockArg(blk, 1));
    assert_eq!(y.defining_op(&ir), None);
    assert_eq!(y.ty(&ir), i64_ty(&ir));
    assert_eq!(blk.args(&ir).collect::<Vec<_>>(), [blk.arg(&ir, 0), y]);
}

// ----------------------------------------------------------------------------
// Blocks
// ----------------------------------------------------------------------------

/// A `t.r` op with one region holding blocks named by a `t.tag` op each.
fn region_with_blocks(tags: &[&str]) -> (Ir, Op, Vec<Block>) {
    let ctx = context();
    let mut ir = Ir::new(ctx.clone());
    let top = ir.root_block();
    let mut st = state(&ir, "t.r");
    st.num_new_regions = 1;
    let r = Builder::new(&mut ir, InsertPoint::BlockEnd(top)).build(st);
    let region = r.region(&ir, 0);
    let mut blocks = Vec::new();
    for tag in tags {
        let b = ir.create_block(region.body);
        ir.append_block(region, b);
        let mut st = state(&ir, "t.tag");
        st.attrs = vec![NamedAttr { name: ctx.ident("n"), value: ctx.string_attr(tag) }];
        Builder::new(&mut ir, InsertPoint::BlockEnd(b)).build(st);
        blocks.push(b);
    }
    (ir, r, blocks)
}

/// The `n` attribute of each block's `t.tag`, in region order.
fn block_tags(ir: &IrView, region: Region) -> Vec<String> {
    region
        .blocks(ir)
        .map(|b| {
            let tag =
                b.ops(ir).find(|o| o.name(ir).as_str(ir.ctx()) == "t.tag").expect("tagged block");
            let s = tag.attr(ir, "n").and_then(|a| {
                a.as_string(ir.ctx()).map(|s| String::from_utf8_lossy(s).into_owned())
            });
            s.expect("tag name")
        })
        .collect()
}

#[test]
fn create_append_and_insert_blocks() {
    let (mut ir, r, blocks) = region_with_blocks(&["a", "c"]);
    let region = r.region(&ir, 0);
    let ctx = ir.ctx_arc().clone();
    let b = ir.create_block(region.body);
    assert_eq!(b.region(&ir), None);
    assert_eq!(b.parent_op(&ir), None);
    assert!(b.is_empty(&ir));
    ir.insert_block(region, b, Some(blocks[1]));
    let mut st = state(&ir, "t.tag");
    st.attrs = vec![NamedAttr { name: ctx.ident("n"), value: ctx.string_attr("b") }];
    Builder::new(&mut ir, InsertPoint::BlockEnd(b)).build(st);
    let z = ir.create_block(region.body);
    ir.insert_block(region, z, Some(blocks[0]));
    let mut st = state(&ir, "t.tag");
    st.attrs = vec![NamedAttr { name: ctx.ident("n"), value: ctx.string_attr("z") }];
    Builder::new(&mut ir, InsertPoint::BlockEnd(z)).build(st);
    assert_eq!(block_tags(&ir, region), ["z", "a", "b", "c"]);
    assert_eq!(region.first_block(&ir), Some(z));
    assert_eq!(z.prev(&ir), None);
    assert_eq!(z.next(&ir), Some(blocks[0]));
    assert_eq!(b.prev(&ir), Some(blocks[0]));
    assert_eq!(b.next(&ir), Some(blocks[1]));
    assert_eq!(blocks[1].next(&ir), None);
    assert_eq!(b.region(&ir), Some(region));
    assert_eq!(b.parent_op(&ir), Some(r));
    assert_ir(
        &ir,
        r#"
        "t.r"() ({
          "t.tag"() {n = "z"} : () -> ()
        ^bb1:  // no predecessors
          "t.tag"() {n = "a"} : () -> ()
        ^bb2:  // no predecessors
          "t.tag"() {n = "b"} : () -> ()
        ^bb3:  // no predecessors
          "t.tag"() {n = "c"} : () -> ()
        }) : () -> ()
        "#,
    );
}

#[test]
fn remove_block_and_reinsert_it() {
    let (mut ir, r, blocks) = region_with_blocks(&["a", "b", "c"]);
    let region = r.region(&ir, 0);
    ir.remove_block(blocks[1]);
    assert_eq!(blocks[1].region(&ir), None);
    assert_eq!(blocks[1].next(&ir), None);
    assert_eq!(blocks[1].prev(&ir), None);
    assert_eq!(block_tags(&ir, region), ["a", "c"]);
    assert_eq!(blocks[0].next(&ir), Some(blocks[2]));
    // Its ops stay with it.
    assert_eq!(op_names(&ir, blocks[1]), ["t.tag"]);
    ir.remove_block(blocks[1]); // no-op on a detached block
    ir.insert_block(region, blocks[1], Some(blocks[0]));
    assert_eq!(block_tags(&ir, region), ["b", "a", "c"]);
    ir.remove_block(blocks[2]);
    ir.append_block(region, blocks[2]);
    ir.remove_block(blocks[1]);
    ir.remove_block(blocks[0]);
    ir.remove_block(blocks[2]);
    assert!(region.is_empty(&ir));
    assert_eq!(region.first_block(&ir), None);
    ir.append_block(region, blocks[2]);
    ir.append_block(region, blocks[0]);
    assert_eq!(block_tags(&ir, region), ["c", "a"]);
}

#[test]
fn erase_block_erases_its_ops() {
    let mut ir = parse(
        r#"
        %0 = "t.v"() : () -> i32
        "t.r"() ({
          "t.br"()[^bb2] : () -> ()
        ^bb1(%a: i32):
          %1 = "t.x"(%0, %a) ({
            "t.deep"(%0) : (i32) -> ()
          }) : (i32, i32) -> i32
          "t.y"(%1) : (i32) -> ()
          module {
            "t.in_module"() : () -> ()
          }
          "t.br"()[^bb2] : () -> ()
        ^bb2:
          "t.end"() : () -> ()
        }) : () -> ()
        "#,
    );
    let v = find(&ir, "t.v").result(&ir, 0);
    assert_eq!(v.uses(&ir).count(), 2);
    let in_module = find(&ir, "t.in_module");
    let bodies = ir.num_bodies();
    let region = find(&ir, "t.r").region(&ir, 0);
    let bb1 = region.blocks(&ir).nth(1).unwrap();
    let x = find(&ir, "t.x");
    let deep = find(&ir, "t.deep");
    ir.erase_block(bb1);
    assert!(x.is_erased(&ir));
    assert!(deep.is_erased(&ir));
    assert!(in_module.is_erased(&ir));
    assert_eq!(ir.num_bodies(), bodies - 1, "the nested module's body is dropped");
    assert!(bb1.is_empty(&ir));
    assert!(v.use_empty(&ir));
    assert_eq!(bb1.region(&ir), None);
    assert_eq!(region.blocks(&ir).count(), 2);
    assert_body(
        &ir,
        r#"
        %0 = "t.v"() : () -> i32
        "t.r"() ({
          "t.br"()[^bb1] : () -> ()
        ^bb1:  // pred: ^bb0
          "t.end"() : () -> ()
        }) : () -> ()
        "#,
    );
    check_use_lists(&ir);
}

#[test]
#[should_panic(expected = "arguments are used")]
fn erase_block_with_an_argument_used_outside_panics() {
    let mut ir = parse(
        r#"
        "t.r"() ({
        ^bb0(%a: i32):
          "t.br"()[^bb1] : () -> ()
        ^bb1:
          "t.use"(%a) : (i32) -> ()
        }) : () -> ()
        "#,
    );
    let entry = find(&ir, "t.r").region(&ir, 0).first_block(&ir).unwrap();
    ir.erase_block(entry);
}

#[test]
#[should_panic(expected = "still used")]
fn erase_block_whose_op_results_are_used_outside_panics() {
    let mut ir = parse(
        r#"
        "t.r"() ({
          %0 = "t.def"() : () -> i32
          "t.br"()[^bb1] : () -> ()
        ^bb1:
          "t.use"(%0) : (i32) -> ()
        }) : () -> ()
        "#,
    );
    let entry = find(&ir, "t.r").region(&ir, 0).first_block(&ir).unwrap();
    ir.erase_block(entry);
}

#[test]
fn block_arguments_add_insert_erase() {
    let (mut ir, _, blocks) = region_with_blocks(&["a"]);
    let ctx = ir.ctx_arc().clone();
    let b = blocks[0];
    let i32t = ctx.integer_type(32);
    let i64t = ctx.integer_type(64);
    let idx = ctx.index_type();
    let loc = ctx.file_loc("args.mlir", 1, 1);
    let x = ir.add_block_arg(b, i32t, loc);
    let z = ir.add_block_arg(b, idx, loc);
    let y = ir.insert_block_arg(b, 1, i64t, loc);
    let w = ir.insert_block_arg(b, 0, i32t, loc);
    assert_eq!(b.args(&ir).collect::<Vec<_>>(), [w, x, y, z]);
    for (i, a) in b.args(&ir).enumerate() {
        assert_eq!(a.owner(&ir), ValueOwner::BlockArg(b, i as u32), "arg {i} knows its index");
    }
    assert_eq!(y.arg_loc(&ir), Some(loc));
    let tag = b.first_op(&ir).unwrap();
    build(&mut ir, InsertPoint::After(tag), "t.use", &[x, z], &[]);
    assert_ir(
        &ir,
        r#"
        "t.r"() ({
        ^bb0(%arg0: i32, %arg1: i32, %arg2: i64, %arg3: index):
          "t.tag"() {n = "a"} : () -> ()
          "t.use"(%arg1, %arg3) : (i32, index) -> ()
        }) : () -> ()
        "#,
    );
    ir.erase_block_arg(b, 2);
    ir.erase_block_arg(b, 0);
    assert_eq!(b.args(&ir).collect::<Vec<_>>(), [x, z]);
    assert_eq!(x.owner(&ir), ValueOwner::BlockArg(b, 0));
    assert_eq!(z.owner(&ir), ValueOwner::BlockArg(b, 1));
    assert_ir(
        &ir,
        r#"
        "t.r"() ({
        ^bb0(%arg0: i32, %arg1: index):
          "t.tag"() {n = "a"} : () -> ()
          "t.use"(%arg0, %arg1) : (i32, index) -> ()
        }) : () -> ()
        "#,
    );
}

#[test]
#[should_panic(expected = "used block argument")]
fn erase_used_block_argument_panics() {
    let mut ir = parse(
        r#"
        "t.r"() ({
        ^bb0(%a: i32):
          "t.use"(%a) : (i32) -> ()
        }) : () -> ()
        "#,
    );
    let b = find(&ir, "t.r").region(&ir, 0).first_block(&ir).unwrap();
    ir.erase_block_arg(b, 0);
}

#[test]
fn split_block_moves_the_tail_to_a_new_block() {
    let mut ir = parse(
        r#"
        "t.r"() ({
        ^bb0(%a: i32):
          %0 = "t.a"(%a) : (i32) -> i32
          %1 = "t.b"(%0) : (i32) -> i32
          "t.c"(%1, %a) : (i32, i32) -> ()
          "t.br"()[^bb1] : () -> ()
        ^bb1:
          "t.end"() : () -> ()
        }) : () -> ()
        "#,
    );
    let region = find(&ir, "t.r").region(&ir, 0);
    let entry = region.first_block(&ir).unwrap();
    let old_next = entry.next(&ir).unwrap();
    let b = find(&ir, "t.b");
    let a = find(&ir, "t.a");
    let new = ir.split_block(entry, b);
    assert_eq!(entry.next(&ir), Some(new));
    assert_eq!(new.next(&ir), Some(old_next));
    assert_eq!(new.region(&ir), Some(region));
    assert_eq!(op_names(&ir, entry), ["t.a"]);
    assert_eq!(op_names(&ir, new), ["t.b", "t.c", "t.br"]);
    assert_eq!(b.block(&ir), Some(new));
    assert_eq!(entry.last_op(&ir), Some(a));
    let ops: Vec<Op> = new.ops(&ir).collect();
    assert!(ops[0].is_before_in_block(&ir, ops[2]));
    assert!(!ops[2].is_before_in_block(&ir, ops[1]));
    // Make it valid again: branch from the entry to the new block.
    let mut st = state(&ir, "t.br");
    st.successors = vec![new];
    Builder::new(&mut ir, InsertPoint::BlockEnd(entry)).build(st);
    assert_body(
        &ir,
        r#"
        "t.r"() ({
        ^bb0(%arg0: i32):
          %0 = "t.a"(%arg0) : (i32) -> i32
          "t.br"()[^bb1] : () -> ()
        ^bb1:  // pred: ^bb0
          %1 = "t.b"(%0) : (i32) -> i32
          "t.c"(%1, %arg0) : (i32, i32) -> ()
          "t.br"()[^bb2] : () -> ()
        ^bb2:  // pred: ^bb1
          "t.end"() : () -> ()
        }) : () -> ()
        "#,
    );
    check_use_lists(&ir);
}

#[test]
fn split_block_at_its_first_op_leaves_it_empty() {
    let (mut ir, r, blocks) = region_with_blocks(&["a"]);
    let first = blocks[0].first_op(&ir).unwrap();
    let new = ir.split_block(blocks[0], first);
    assert!(blocks[0].is_empty(&ir));
    assert_eq!(op_names(&ir, new), ["t.tag"]);
    assert_eq!(r.region(&ir, 0).blocks(&ir).collect::<Vec<_>>(), [blocks[0], new]);
}

/// Checks that every op of `region` names the block that lists it and that
/// `is_before_in_block` agrees with list order between neighbours.
fn check_block_membership(ir: &IrView, region: Region) {
    for block in region.blocks(ir) {
        let ops: Vec<Op> = block.ops(ir).collect();
        for (i, op) in ops.iter().enumerate() {
            assert_eq!(op.block(ir), Some(block), "op {i} names another block");
            if i > 0 {
                assert!(ops[i - 1].is_before_in_block(ir, *op));
            }
        }
    }
}

#[test]
fn split_block_near_its_start_or_end_keeps_every_op_in_its_block() {
    // A block of ten ops split twice: once with a short head (the blocks
    // trade identities internally), once with a short tail; handles to the
    // original block keep naming the head either way.
    let (mut ir, r, blocks) =
        region_with_blocks(&["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"]);
    let region = r.region(&ir, 0);
    let entry = blocks[0];
    for &b in &blocks[1..] {
        ir.move_ops_to_block_end(b, entry);
        ir.remove_block(b);
    }
    assert_eq!(entry.ops(&ir).count(), 10);
    check_block_membership(&ir, region);
    let ops: Vec<Op> = entry.ops(&ir).collect();
    let tail = ir.split_block(entry, ops[2]);
    assert_eq!(entry.ops(&ir).collect::<Vec<_>>(), &ops[..2]);
    assert_eq!(tail.ops(&ir).collect::<Vec<_>>(), &ops[2..]);
    check_block_membership(&ir, region);
    let last = ir.split_block(tail, ops[9]);
    assert_eq!(tail.ops(&ir).collect::<Vec<_>>(), &ops[2..9]);
    assert_eq!(last.ops(&ir).collect::<Vec<_>>(), &ops[9..]);
    assert_eq!(region.blocks(&ir).collect::<Vec<_>>(), [entry, tail, last]);
    check_block_membership(&ir, region);
    // Ops inserted afterwards land in the right blocks, in order.
    let st = state(&ir, "t.new");
    let at_head = Builder::new(&mut ir, InsertPoint::BlockEnd(entry)).build(st);
    let st = state(&ir, "t.new");
    let in_tail = Builder::new(&mut ir, InsertPoint::Before(ops[5])).build(st);
    assert_eq!(at_head.block(&ir), Some(entry));
    assert_eq!(in_tail.block(&ir), Some(tail));
    check_block_membership(&ir, region);
    // Joining back restores one block of every op, in order.
    ir.move_ops_to_block_end(last, tail);
    ir.move_ops_to_block_end(tail, entry);
    assert_eq!(entry.ops(&ir).count(), 12);
    assert!(tail.is_empty(&ir) && last.is_empty(&ir));
    check_block_membership(&ir, region);
}

#[test]
fn many_splits_and_joins_keep_ops_and_blocks_consistent() {
    // A deterministic pseudo-random mix of splits at every position and of
    // joins (the joinable fast path after a split, and the op-by-op path
    // between unrelated blocks).
    let tags: Vec<String> = (0..40).map(|i| i.to_string()).collect();
    let tag_refs: Vec<&str> = tags.iter().map(String::as_str).collect();
    let (mut ir, r, blocks) = region_with_blocks(&tag_refs);
    let region = r.region(&ir, 0);
    let all: Vec<Op> = blocks.iter().map(|b| b.first_op(&ir).unwrap()).collect();
    let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut next = |n: usize| {
        seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        (seed >> 33) as usize % n
    };
    for _ in 0..400 {
        let live: Vec<Block> = region.blocks(&ir).collect();
        let block = live[next(live.len())];
        let ops: Vec<Op> = block.ops(&ir).collect();
        if next(2) == 0 && !ops.is_empty() {
            let at = ops[next(ops.len())];
            let new = ir.split_block(block, at);
            assert_eq!(block.next(&ir), Some(new));
        } else if let Some(other) = block.next(&ir) {
            ir.move_ops_to_block_end(other, block);
            ir.remove_block(other);
        }
        check_block_membership(&ir, region);
    }
    // Every op is still in exactly one block.
    let listed: usize = region.blocks(&ir).map(|b| b.ops(&ir).count()).sum();
    assert_eq!(listed, all.len());
    for op in all {
        assert!(op.block(&ir).is_some_and(|b| b.ops(&ir).any(|o| o == op)));
    }
}

#[test]
fn merge_blocks_replaces_arguments_and_appends_ops() {
    let mut ir = parse(
        r#"
        "t.r"() ({
          %0 = "t.v"() : () -> i32
          "t.br"(%0)[^bb1] : (i32) -> ()
        ^bb1(%a: i32):
          "t.use"(%a) : (i32) -> ()
          "t.end"() : () -> ()
        }) : () -> ()
        "#,
    );
    let region = find(&ir, "t.r").region(&ir, 0);
    let entry = region.first_block(&ir).unwrap();
    let bb1 = entry.next(&ir).unwrap();
    let v = find(&ir, "t.v").result(&ir, 0);
    let br = find(&ir, "t.br");
    ir.erase_op(br);
    ir.merge_blocks(bb1, entry, &[v]);
    assert_eq!(bb1.region(&ir), None);
    assert_eq!(region.blocks(&ir).collect::<Vec<_>>(), [entry]);
    assert_eq!(op_names(&ir, entry), ["t.v", "t.use", "t.end"]);
    assert_eq!(use_sites(&ir, v), [("t.use".to_owned(), 0)]);
    let ops: Vec<Op> = entry.ops(&ir).collect();
    assert!(ops[0].is_before_in_block(&ir, ops[1]));
    assert!(ops[1].is_before_in_block(&ir, ops[2]));
    assert_body(
        &ir,
        r#"
        "t.r"() ({
          %0 = "t.v"() : () -> i32
          "t.use"(%0) : (i32) -> ()
          "t.end"() : () -> ()
        }) : () -> ()
        "#,
    );
    check_use_lists(&ir);
}

// ----------------------------------------------------------------------------
// Regions
// ----------------------------------------------------------------------------

#[test]
fn take_region_body_moves_all_blocks() {
    let mut ir = parse(
        r#"
        %0 = "t.v"() : () -> i32
        "t.src"() ({
        ^bb0(%a: i32):
          "t.x"(%a, %0) : (i32, i32) -> ()
          "t.br"()[^bb1] : () -> ()
        ^bb1:
          "t.y"() : () -> ()
        }) : () -> ()
        "t.dst"() ({
        }) : () -> ()
        "#,
    );
    let src = find(&ir, "t.src").region(&ir, 0);
    let dst_op = find(&ir, "t.dst");
    let dst = dst_op.region(&ir, 0);
    let blocks: Vec<Block> = src.blocks(&ir).collect();
    ir.take_region_body(src, dst);
    assert!(src.is_empty(&ir));
    assert_eq!(dst.blocks(&ir).collect::<Vec<_>>(), blocks);
    for b in &blocks {
        assert_eq!(b.region(&ir), Some(dst));
        assert_eq!(b.parent_op(&ir), Some(dst_op));
    }
    assert_eq!(find(&ir, "t.x").parent_op(&ir), Some(dst_op));
    assert_body(
        &ir,
        r#"
        %0 = "t.v"() : () -> i32
        "t.src"() ({
        }) : () -> ()
        "t.dst"() ({
        ^bb0(%arg0: i32):
          "t.x"(%arg0, %0) : (i32, i32) -> ()
          "t.br"()[^bb1] : () -> ()
        ^bb1:  // pred: ^bb0
          "t.y"() : () -> ()
        }) : () -> ()
        "#,
    );
    check_use_lists(&ir);
}

#[test]
fn inline_region_before_a_block() {
    let mut ir = parse(
        r#"
        "t.src"() ({
          "t.s1"() : () -> ()
        ^bb1:
          "t.s2"() : () -> ()
        }) : () -> ()
        "t.dst"() ({
          "t.d1"() : () -> ()
        ^bb1:
          "t.d2"() : () -> ()
        }) : () -> ()
        "#,
    );
    let src = find(&ir, "t.src").region(&ir, 0);
    let dst = find(&ir, "t.dst").region(&ir, 0);
    let d2 = dst.blocks(&ir).nth(1).unwrap();
    ir.inline_region_before(src, dst, Some(d2));
    let names: Vec<Vec<String>> = dst.blocks(&ir).map(|b| op_names(&ir, b)).collect();
    assert_eq!(names, [["t.d1"], ["t.s1"], ["t.s2"], ["t.d2"]]);
    assert!(src.is_empty(&ir));
    // And at the end.
    let src2 = find(&ir, "t.src").region(&ir, 0);
    let first = dst.first_block(&ir).unwrap();
    ir.remove_block(first);
    ir.append_block(src2, first);
    ir.inline_region_before(src2, dst, None);
    let names: Vec<Vec<String>> = dst.blocks(&ir).map(|b| op_names(&ir, b)).collect();
    assert_eq!(names, [["t.s1"], ["t.s2"], ["t.d2"], ["t.d1"]]);
}

#[test]
#[should_panic(expected = "different bodies")]
fn inline_region_across_bodies_panics() {
    let mut ir = parse(
        r#"
        "t.src"() ({
          "t.s1"() : () -> ()
        }) : () -> ()
        "#,
    );
    let src = find(&ir, "t.src").region(&ir, 0);
    let root = ir.root_region();
    ir.inline_region_before(src, root, None);
}

#[test]
fn clone_region_into_maps_blocks_and_arguments() {
    let mut ir = parse(
        r#"
        %0 = "t.v"() : () -> i32
        "t.src"() ({
        ^bb0(%a: i32):
          %1 = "t.x"(%a, %0) : (i32, i32) -> i32
          "t.br"(%1)[^bb1] : (i32) -> ()
        ^bb1(%b: i32):
          "t.y"(%b, %1) ({
            "t.z"(%a) : (i32) -> ()
          }) : (i32, i32) -> ()
        }) : () -> ()
        "t.dst"() ({
        }) : () -> ()
        "#,
    );
    let v = find(&ir, "t.v").result(&ir, 0);
    let src = find(&ir, "t.src").region(&ir, 0);
    let dst_op = find(&ir, "t.dst");
    let dst = dst_op.region(&ir, 0);
    let mut mapping = IrMapping::default();
    ir.clone_region_into(src, dst, &mut mapping);
    let src_blocks: Vec<Block> = src.blocks(&ir).collect();
    let dst_blocks: Vec<Block> = dst.blocks(&ir).collect();
    assert_eq!(dst_blocks.len(), 2);
    for (s, d) in src_blocks.iter().zip(&dst_blocks) {
        assert_ne!(s, d);
        assert_eq!(mapping.block(*s), *d);
        assert_eq!(d.parent_op(&ir), Some(dst_op));
        for (sa, da) in s.args(&ir).zip(d.args(&ir)) {
            assert_eq!(mapping.value(sa), da);
        }
    }
    // The outside value is shared: one more use from the clone.
    assert_eq!(v.uses(&ir).count(), 2);
    // The clone's operands refer to the clone's own values.
    let cloned_br = dst_blocks[0].last_op(&ir).unwrap();
    assert_eq!(cloned_br.successors(&ir).collect::<Vec<_>>(), [dst_blocks[1]]);
    let cloned_x = dst_blocks[0].first_op(&ir).unwrap();
    assert_eq!(cloned_x.operand(&ir, 0), dst_blocks[0].arg(&ir, 0));
    assert_eq!(cloned_x.operand(&ir, 1), v);
    assert_eq!(cloned_br.operand(&ir, 0), cloned_x.result(&ir, 0));
    let cloned_y = dst_blocks[1].first_op(&ir).unwrap();
    let cloned_z = cloned_y.region(&ir, 0).first_block(&ir).unwrap().first_op(&ir).unwrap();
    assert_eq!(cloned_z.operand(&ir, 0), dst_blocks[0].arg(&ir, 0));
    assert_body(
        &ir,
        r#"
        %0 = "t.v"() : () -> i32
        "t.src"() ({
        ^bb0(%arg1: i32):
          %3 = "t.x"(%arg1, %0) : (i32, i32) -> i32
          "t.br"(%3)[^bb1] : (i32) -> ()
        ^bb1(%4: i32):  // pred: ^bb0
          "t.y"(%4, %3) ({
            "t.z"(%arg1) : (i32) -> ()
          }) : (i32, i32) -> ()
        }) : () -> ()
        "t.dst"() ({
        ^bb0(%arg0: i32):
          %1 = "t.x"(%arg0, %0) : (i32, i32) -> i32
          "t.br"(%1)[^bb1] : (i32) -> ()
        ^bb1(%2: i32):  // pred: ^bb0
          "t.y"(%2, %1) ({
            "t.z"(%arg0) : (i32) -> ()
          }) : (i32, i32) -> ()
        }) : () -> ()
        "#,
    );
    check_use_lists(&ir);
}

#[test]
fn clone_region_into_maps_values_of_later_blocks_in_nested_regions() {
    // ^bb2 dominates ^bb1 (entry -> bb2 -> bb1), so a region nested in
    // ^bb1 may use a value of ^bb2, which is cloned after ^bb1.
    let mut ir = parse(
        r#"
        "t.src"() ({
          "t.br"()[^bb2] : () -> ()
        ^bb1:
          "t.user"() ({
            "t.nested_use"(%0) : (i32) -> ()
          }) : () -> ()
          "t.ret"() : () -> ()
        ^bb2:
          %0 = "t.def"() : () -> i32
          "t.br"()[^bb1] : () -> ()
        }) : () -> ()
        "t.dst"() ({
        }) : () -> ()
        "#,
    );
    let src = find(&ir, "t.src").region(&ir, 0);
    let dst = find(&ir, "t.dst").region(&ir, 0);
    let original_def = find(&ir, "t.def").result(&ir, 0);
    let mut mapping = IrMapping::default();
    ir.clone_region_into(src, dst, &mut mapping);
    let cloned_def = mapping.value(original_def);
    assert_ne!(cloned_def, original_def);
    assert!(original_def.has_one_use(&ir), "the original keeps only its own use");
    assert!(cloned_def.has_one_use(&ir), "the clone's nested use points at the clone's def");
    check_use_lists(&ir);
}

// ----------------------------------------------------------------------------
// Cloning ops
// ----------------------------------------------------------------------------

#[test]
fn clone_op_with_regions_and_successors() {
    let mut ir = parse(
        r#"
        %0 = "t.v"() : () -> i32
        %1 = "t.op"(%0) ({
        ^bb0(%a: i32):
          %2 = "t.x"(%a, %0) : (i32, i32) -> i32
          "t.br"(%2)[^bb1] : (i32) -> ()
        ^bb1(%b: i32):
          "t.inner"() ({
            "t.deep"(%b, %a, %0) : (i32, i32, i32) -> ()
          }) : () -> ()
          "t.br"(%b)[^bb1] : (i32) -> ()
        }) {k = 1 : i32} : (i32) -> i32
        "#,
    );
    let ctx = ir.ctx_arc().clone();
    let (_, top) = module_block(&ir);
    let op = find(&ir, "t.op");
    let v = find(&ir, "t.v").result(&ir, 0);
    let uses_before = v.uses(&ir).count();
    let mut mapping = IrMapping::default();
    let copy = ir.clone_op(op, &mut mapping);
    // Detached, in the same body, with new handles.
    assert_eq!(copy.block(&ir), None);
    assert_eq!(copy.body, op.body);
    assert_ne!(copy, op);
    assert_eq!(mapping.value(op.result(&ir, 0)), copy.result(&ir, 0));
    assert_eq!(copy.attr(&ir, "k"), op.attr(&ir, "k"));
    assert_eq!(copy.loc(&ir), op.loc(&ir));
    assert_eq!(copy.name(&ir), ctx.op_name("t.op"));
    // Every block and block argument is mapped to a new one.
    let src_blocks: Vec<Block> = op.region(&ir, 0).blocks(&ir).collect();
    let dst_blocks: Vec<Block> = copy.region(&ir, 0).blocks(&ir).collect();
    assert_eq!(src_blocks.len(), dst_blocks.len());
    for (s, d) in src_blocks.iter().zip(&dst_blocks) {
        assert_eq!(mapping.block(*s), *d);
        assert_ne!(s, d);
        for (sa, da) in s.args(&ir).zip(d.args(&ir)) {
            assert_eq!(mapping.value(sa), da);
            assert_ne!(sa, da);
        }
    }
    // Successors point at the cloned blocks (including a self-loop).
    let br1 = dst_blocks[1].last_op(&ir).unwrap();
    assert_eq!(br1.successors(&ir).collect::<Vec<_>>(), [dst_blocks[1]]);
    assert_eq!(br1.operand(&ir, 0), dst_blocks[1].arg(&ir, 0));
    let br0 = dst_blocks[0].last_op(&ir).unwrap();
    assert_eq!(br0.successors(&ir).collect::<Vec<_>>(), [dst_blocks[1]]);
    // Nested op: operands mapped, outside operand kept.
    let deep = find_in(&ir, copy, "t.deep");
    assert_eq!(deep.operand(&ir, 0), dst_blocks[1].arg(&ir, 0));
    assert_eq!(deep.operand(&ir, 1), dst_blocks[0].arg(&ir, 0));
    assert_eq!(deep.operand(&ir, 2), v);
    assert_eq!(deep.parent_op(&ir).map(|p| p.parent_op(&ir)), Some(Some(copy)));
    // The clone uses %0 three more times (its own operand, t.x and t.deep).
    assert_eq!(v.uses(&ir).count(), uses_before + 3);
    // Inserted, the clone prints like the original (with its own names).
    ir.insert_op(copy, InsertPoint::BlockEnd(top));
    let printed = module_body(&ir);
    assert!(printed.contains("\n%2 = \"t.op\"(%0) ({\n"), "{printed}");
    check_use_lists(&ir);
    // Erasing the original leaves the copy intact and printing as it did.
    ir.erase_op(op);
    assert_body(
        &ir,
        r#"
        %0 = "t.v"() : () -> i32
        %1 = "t.op"(%0) ({
        ^bb0(%arg0: i32):
          %2 = "t.x"(%arg0, %0) : (i32, i32) -> i32
          "t.br"(%2)[^bb1] : (i32) -> ()
        ^bb1(%3: i32):  // 2 preds: ^bb0, ^bb1
          "t.inner"() ({
            "t.deep"(%3, %arg0, %0) : (i32, i32, i32) -> ()
          }) : () -> ()
          "t.br"(%3)[^bb1] : (i32) -> ()
        }) {k = 1 : i32} : (i32) -> i32
        "#,
    );
    check_use_lists(&ir);
}

/// The first op named `name` nested in `root` (pre-order).
fn find_in(ir: &IrView, root: Op, name: &str) -> Op {
    let mut found = None;
    ir.walk(root, WalkOrder::PreOrder, |ir, op| {
        if op.name(ir).as_str(ir.ctx()) == name {
            found = Some(op);
            WalkControl::Interrupt
        } else {
            WalkControl::Advance
        }
    });
    found.unwrap_or_else(|| panic!("no {name} below the op"))
}

#[test]
fn clone_op_with_premapped_outside_value() {
    let mut ir = parse(
        r#"
        %0 = "t.v"() : () -> i32
        %1 = "t.w"() : () -> i32
        "t.op"(%0) ({
          "t.in"(%0) : (i32) -> ()
        }) : (i32) -> ()
        "#,
    );
    let (_, top) = module_block(&ir);
    let op = find(&ir, "t.op");
    let v = find(&ir, "t.v").result(&ir, 0);
    let w = find(&ir, "t.w").result(&ir, 0);
    let mut mapping = IrMapping::default();
    mapping.map_value(v, w);
    let copy = ir.clone_op(op, &mut mapping);
    ir.insert_op(copy, InsertPoint::BlockEnd(top));
    assert_eq!(v.uses(&ir).count(), 2);
    assert_eq!(w.uses(&ir).count(), 2);
    assert_body(
        &ir,
        r#"
        %0 = "t.v"() : () -> i32
        %1 = "t.w"() : () -> i32
        "t.op"(%0) ({
          "t.in"(%0) : (i32) -> ()
        }) : (i32) -> ()
        "t.op"(%1) ({
          "t.in"(%1) : (i32) -> ()
        }) : (i32) -> ()
        "#,
    );
    check_use_lists(&ir);
}

#[test]
fn clone_op_graph_region_with_forward_use() {
    let mut ir = parse(
        r#"
        "t.graph"() ({
          "t.use"(%0) : (i32) -> ()
          %0 = "t.def"() : () -> i32
        }) : () -> ()
        "#,
    );
    let (_, top) = module_block(&ir);
    let g = find(&ir, "t.graph");
    let mut mapping = IrMapping::default();
    let copy = ir.clone_op(g, &mut mapping);
    ir.insert_op(copy, InsertPoint::BlockEnd(top));
    let use_op = find_in(&ir, copy, "t.use");
    let def_op = find_in(&ir, copy, "t.def");
    assert_eq!(use_op.operand(&ir, 0), def_op.result(&ir, 0));
    assert!(find(&ir, "t.def").result(&ir, 0).has_one_use(&ir));
    check_use_lists(&ir);
}

#[test]
fn clone_isolated_module_copies_its_body() {
    let mut ir = parse(
        r#"
        module @outer {
          module @inner attributes {t.a} {
            %0 = "t.x"() : () -> i32
            "t.y"(%0) ({
            ^bb0(%b: i32):
              "t.z"(%b, %0) : (i32, i32) -> ()
            }) : (i32) -> ()
          }
        }
        "#,
    );
    let outer = ir.top_level_ops()[0];
    let outer_block = outer.region(&ir, 0).first_block(&ir).unwrap();
    let inner = outer_block.first_op(&ir).unwrap();
    let inner_body = inner.child_body(&ir).unwrap();
    let bodies_before = ir.num_bodies();
    let before = generic(&ir);
    let mut mapping = IrMapping::default();
    let copy = ir.clone_op(inner, &mut mapping);
    assert_eq!(copy.body, inner.body, "the clone's handle is in the parent body");
    assert_ne!(copy, inner);
    let copy_body = copy.child_body(&ir).expect("the clone owns a body");
    assert_ne!(copy_body, inner_body);
    assert_eq!(ir.num_bodies(), bodies_before + 1);
    assert_eq!(copy.region(&ir, 0).body, copy_body);
    assert_eq!(copy.region(&ir, 0).parent_op(&ir), Some(copy));
    assert_eq!(copy.attrs(&ir), inner.attrs(&ir));
    assert_eq!(copy.props(&ir), inner.props(&ir));
    assert_eq!(copy.loc(&ir), inner.loc(&ir));
    // Every op inside the copy is in the copy's body and different from the original's.
    let x = find_in(&ir, copy, "t.x");
    let z = find_in(&ir, copy, "t.z");
    assert_eq!(x.body, copy_body);
    assert_eq!(z.body, copy_body);
    assert_ne!(x, find_in(&ir, inner, "t.x"));
    assert_eq!(x.parent_op(&ir), Some(copy));
    assert_eq!(z.operand(&ir, 1), x.result(&ir, 0));
    assert!(x.result(&ir, 0).uses(&ir).all(|u| u.owner(&ir).body == copy_body));
    // Detached: printing is unchanged until the copy is inserted.
    assert_eq!(generic(&ir), before);
    ir.insert_op(copy, InsertPoint::After(inner));
    assert_eq!(outer_block.ops(&ir).collect::<Vec<_>>(), [inner, copy]);
    // Mutating the copy does not touch the original, nor the reverse.
    let ctx = ir.ctx_arc().clone();
    ir.set_attr(x, "t.mark", Some(ctx.unit_attr()));
    assert_eq!(find_in(&ir, inner, "t.x").attr(&ir, "t.mark"), None);
    ir.set_attr(x, "t.mark", None);
    ir.set_attr(inner, "t.b", Some(ctx.unit_attr()));
    assert_eq!(copy.attr(&ir, "t.b"), None);
    ir.set_attr(inner, "t.b", None);
    // Erasing the original leaves the copy, which prints as the original did.
    ir.erase_op(inner);
    assert!(!ir.has_body(inner_body));
    assert!(ir.has_body(copy_body));
    assert!(!x.is_erased(&ir));
    assert_eq!(generic(&ir), before);
    assert_ir(
        &ir,
        r#"
        "builtin.module"() <{sym_name = "outer"}> ({
          "builtin.module"() <{sym_name = "inner"}> ({
            %0 = "t.x"() : () -> i32
            "t.y"(%0) ({
            ^bb0(%arg0: i32):
              "t.z"(%arg0, %0) : (i32, i32) -> ()
            }) : (i32) -> ()
          }) {t.a} : () -> ()
        }) : () -> ()
        "#,
    );
}

#[test]
fn clone_isolated_op_without_regions() {
    let mut ir = Ir::new(context());
    let blk = ir.root_block();
    let module = build(&mut ir, InsertPoint::BlockEnd(blk), "builtin.module", &[], &[]);
    assert_eq!(module.num_regions(&ir), 0);
    let bodies = ir.num_bodies();
    let mut mapping = IrMapping::default();
    let copy = ir.clone_op(module, &mut mapping);
    assert_eq!(ir.num_bodies(), bodies + 1, "the clone owns one (empty) body, no stray copies");
    assert_ne!(copy.child_body(&ir), module.child_body(&ir));
    assert_eq!(copy.num_regions(&ir), 0);
    ir.insert_op(copy, InsertPoint::BlockEnd(blk));
    assert_ir(
        &ir,
        r#"
        "builtin.module"() : () -> ()
        "builtin.module"() : () -> ()
        "#,
    );
}

#[test]
fn clone_op_containing_isolated_ops_gives_them_new_bodies() {
    let mut ir = parse(
        r#"
        "t.wrap"() ({
          module {
            "t.a"() : () -> ()
            module {
              "t.b"() : () -> ()
            }
          }
        }) : () -> ()
        "#,
    );
    let (_, top) = module_block(&ir);
    let wrap = find(&ir, "t.wrap");
    let bodies_before = ir.num_bodies();
    let mut mapping = IrMapping::default();
    let copy = ir.clone_op(wrap, &mut mapping);
    ir.insert_op(copy, InsertPoint::BlockEnd(top));
    assert_eq!(ir.num_bodies(), bodies_before + 2);
    let a = find_in(&ir, copy, "t.a");
    let b = find_in(&ir, copy, "t.b");
    assert_ne!(a.body, find_in(&ir, wrap, "t.a").body);
    assert_ne!(b.body, find_in(&ir, wrap, "t.b").body);
    // Parent links in the copied bodies point into the copy.
    let m1 = a.parent_op(&ir).unwrap();
    let m2 = b.parent_op(&ir).unwrap();
    assert_eq!(m1.parent_op(&ir), Some(copy));
    assert_eq!(m2.parent_op(&ir), Some(m1));
    assert_eq!(m2.child_body(&ir), Some(b.body));
    assert_body(
        &ir,
        r#"
        "t.wrap"() ({
          "builtin.module"() ({
            "t.a"() : () -> ()
            "builtin.module"() ({
              "t.b"() : () -> ()
            }) : () -> ()
          }) : () -> ()
        }) : () -> ()
        "t.wrap"() ({
          "builtin.module"() ({
            "t.a"() : () -> ()
            "builtin.module"() ({
              "t.b"() : () -> ()
            }) : () -> ()
          }) : () -> ()
        }) : () -> ()
        "#,
    );
    // The two copies are independent: erasing the original drops only its bodies.
    ir.erase_op(wrap);
    assert_eq!(ir.num_bodies(), bodies_before);
    assert!(!a.is_erased(&ir));
    assert!(!b.is_erased(&ir));
}

// ----------------------------------------------------------------------------
// Order index
// ----------------------------------------------------------------------------

/// Checks `is_before_in_block` against the list order for every pair
/// (or a strided sample when the block is large).
#[track_caller]
fn check_order(ir: &IrView, block: Block) {
    let ops: Vec<Op> = block.ops(ir).collect();
    let step = (ops.len() / 64).max(1);
    for i in (0..ops.len()).step_by(step) {
        for j in 0..ops.len() {
            assert_eq!(ops[i].is_before_in_block(ir, ops[j]), i < j, "ops {i} and {j}");
            assert_eq!(ops[j].is_before_in_block(ir, ops[i]), j < i, "ops {j} and {i}");
        }
    }
    for w in ops.windows(2) {
        assert!(w[0].is_before_in_block(ir, w[1]));
    }
}

#[test]
fn is_before_in_block_after_many_insertions_before_one_op() {
    let mut ir = Ir::new(context());
    let blk = ir.root_block();
    let first = build(&mut ir, InsertPoint::BlockEnd(blk), "t.first", &[], &[]);
    let anchor = build(&mut ir, InsertPoint::BlockEnd(blk), "t.anchor", &[], &[]);
    let mut inserted = Vec::new();
    for _ in 0..1000 {
        inserted.push(build(&mut ir, InsertPoint::Before(anchor), "t.x", &[], &[]));
    }
    let ops: Vec<Op> = blk.ops(&ir).collect();
    assert_eq!(ops.len(), 1002);
    assert_eq!(ops[0], first);
    assert_eq!(ops[1..1001], inserted[..]);
    assert_eq!(ops[1001], anchor);
    check_order(&ir, blk);
}

#[test]
fn is_before_in_block_after_many_insertions_at_the_start_and_after_one_op() {
    let mut ir = Ir::new(context());
    let blk = ir.root_block();
    let anchor = build(&mut ir, InsertPoint::BlockEnd(blk), "t.anchor", &[], &[]);
    for _ in 0..500 {
        // Always the block start: each one becomes the new first op.
        let op = build(&mut ir, InsertPoint::BlockEnd(blk), "t.tmp", &[], &[]);
        ir.move_op(op, InsertPoint::BlockStart(blk));
    }
    for _ in 0..500 {
        // Always right after the anchor: the newest comes first.
        let op = build(&mut ir, InsertPoint::BlockEnd(blk), "t.tmp", &[], &[]);
        ir.move_op(op, InsertPoint::After(anchor));
    }
    assert_eq!(blk.ops(&ir).count(), 1001);
    check_order(&ir, blk);
}

#[test]
fn is_before_in_block_with_pseudo_random_insertions() {
    let mut ir = Ir::new(context());
    let blk = ir.root_block();
    let mut ops = vec![build(&mut ir, InsertPoint::BlockEnd(blk), "t.x", &[], &[])];
    let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
    for _ in 0..2000 {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        let at = ops[(seed % ops.len() as u64) as usize];
        let point = match seed % 4 {
            0 => InsertPoint::Before(at),
            1 => InsertPoint::After(at),
            2 => InsertPoint::BlockStart(blk),
            _ => InsertPoint::BlockEnd(blk),
        };
        ops.push(build(&mut ir, point, "t.x", &[], &[]));
        if seed.is_multiple_of(7) {
            // Move an existing op somewhere else too.
            let victim = ops[(seed / 7 % ops.len() as u64) as usize];
            let target = ops[(seed / 11 % ops.len() as u64) as usize];
            if victim != target {
                ir.move_op(victim, InsertPoint::Before(target));
            }
        }
    }
    assert_eq!(blk.ops(&ir).count(), ops.len());
    check_order(&ir, blk);
}

#[test]
fn insertion_at_one_point_stays_fast() {
    // 20 000 insertions before the same op: the order index relabels a
    // small neighbourhood, not the whole block, so this stays well under a
    // second even unoptimised (renumbering the block each time took
    // quadratic time). Order queries are checked on a sample.
    let mut ir = Ir::new(context());
    let blk = ir.root_block();
    let anchor = build(&mut ir, InsertPoint::BlockEnd(blk), "t.anchor", &[], &[]);
    let start = build(&mut ir, InsertPoint::BlockStart(blk), "t.start", &[], &[]);
    let name = ir.ctx().op_name("t.x");
    let loc = ir.ctx().unknown_loc();
    let body = blk.body;
    for i in 0..20_000 {
        let op = ir.create_op(body, OperationState::new(name, loc));
        let at = if i % 2 == 0 { InsertPoint::Before(anchor) } else { InsertPoint::After(start) };
        ir.insert_op(op, at);
    }
    check_order(&ir, blk);
}

#[test]
#[should_panic(expected = "different blocks")]
fn is_before_in_block_for_ops_of_different_blocks_panics() {
    let ir = parse(
        r#"
        "t.a"() ({
          "t.b"() : () -> ()
        }) : () -> ()
        "#,
    );
    let a = find(&ir, "t.a");
    let b = find(&ir, "t.b");
    let _ = a.is_before_in_block(&ir, b);
}

// ----------------------------------------------------------------------------
// Walkers
// ----------------------------------------------------------------------------

const WALK_SRC: &str = r#"
"t.a"() ({
  "t.b"() ({
    "t.c"() : () -> ()
  }) : () -> ()
  "t.br"()[^bb1] : () -> ()
^bb1:
  "t.d"() : () -> ()
}, {
  "t.e"() : () -> ()
}) : () -> ()
"t.f"() : () -> ()
"#;

fn walk_names(
    ir: &IrView,
    root: Op,
    order: WalkOrder,
    mut control: impl FnMut(&str) -> WalkControl,
) -> (Vec<String>, bool) {
    let mut seen = Vec::new();
    let completed = ir.walk(root, order, |ir, op| {
        let name = op.name(ir).as_str(ir.ctx()).to_owned();
        let c = control(&name);
        seen.push(name);
        c
    });
    (seen, completed)
}

#[test]
fn walk_pre_and_post_order() {
    let ir = parse(WALK_SRC);
    let module = ir.top_level_ops()[0];
    let (pre, done) = walk_names(&ir, module, WalkOrder::PreOrder, |_| WalkControl::Advance);
    assert!(done);
    assert_eq!(pre, ["builtin.module", "t.a", "t.b", "t.c", "t.br", "t.d", "t.e", "t.f"]);
    let (post, done) = walk_names(&ir, module, WalkOrder::PostOrder, |_| WalkControl::Advance);
    assert!(done);
    assert_eq!(post, ["t.c", "t.b", "t.br", "t.d", "t.e", "t.a", "t.f", "builtin.module"]);
    // Walking from a nested op covers only that op and its contents.
    let a = find(&ir, "t.a");
    let (pre, _) = walk_names(&ir, a, WalkOrder::PreOrder, |_| WalkControl::Advance);
    assert_eq!(pre, ["t.a", "t.b", "t.c", "t.br", "t.d", "t.e"]);
    let b = find(&ir, "t.b");
    let (post, _) = walk_names(&ir, b, WalkOrder::PostOrder, |_| WalkControl::Advance);
    assert_eq!(post, ["t.c", "t.b"]);
}

#[test]
fn walk_skip_prunes_the_subtree() {
    let ir = parse(WALK_SRC);
    let module = ir.top_level_ops()[0];
    let (pre, done) = walk_names(&ir, module, WalkOrder::PreOrder, |n| {
        if n == "t.b" { WalkControl::Skip } else { WalkControl::Advance }
    });
    assert!(done, "skip is not an interrupt");
    assert_eq!(pre, ["builtin.module", "t.a", "t.b", "t.br", "t.d", "t.e", "t.f"]);
    let (pre, done) = walk_names(&ir, module, WalkOrder::PreOrder, |n| {
        if n == "t.a" { WalkControl::Skip } else { WalkControl::Advance }
    });
    assert!(done);
    assert_eq!(pre, ["builtin.module", "t.a", "t.f"]);
}

#[test]
fn walk_interrupt_stops_everything() {
    let ir = parse(WALK_SRC);
    let module = ir.top_level_ops()[0];
    let (pre, done) = walk_names(&ir, module, WalkOrder::PreOrder, |n| {
        if n == "t.c" { WalkControl::Interrupt } else { WalkControl::Advance }
    });
    assert!(!done);
    assert_eq!(pre, ["builtin.module", "t.a", "t.b", "t.c"]);
    let (post, done) = walk_names(&ir, module, WalkOrder::PostOrder, |n| {
        if n == "t.d" { WalkControl::Interrupt } else { WalkControl::Advance }
    });
    assert!(!done);
    assert_eq!(post, ["t.c", "t.b", "t.br", "t.d"]);
    // walk_all forwards the interrupt.
    let mut n = 0;
    let done = ir.walk_all(WalkOrder::PreOrder, |_, _| {
        n += 1;
        if n == 3 { WalkControl::Interrupt } else { WalkControl::Advance }
    });
    assert!(!done);
    assert_eq!(n, 3);
}

#[test]
fn walk_enters_isolated_bodies() {
    let ir = parse(
        r#"
        "t.a"() : () -> ()
        module {
          "t.b"() ({
            module {
              "t.c"() : () -> ()
            }
          }) : () -> ()
        }
        "t.d"() : () -> ()
        "#,
    );
    let names: Vec<String> =
        all_ops(&ir).iter().map(|o| o.name(&ir).as_str(ir.ctx()).to_owned()).collect();
    assert_eq!(
        names,
        ["builtin.module", "t.a", "builtin.module", "t.b", "builtin.module", "t.c", "t.d"]
    );
    let bodies: Vec<_> = all_ops(&ir).iter().map(|o| o.body).collect();
    // Each module's contents live in another body than the module itself.
    assert_ne!(bodies[1], bodies[3]);
    assert_ne!(bodies[3], bodies[5]);
    assert_eq!(bodies[1], bodies[6]);
    let mut post = Vec::new();
    ir.walk_all(WalkOrder::PostOrder, |ir, op| {
        post.push(op.name(ir).as_str(ir.ctx()).to_owned());
        WalkControl::Advance
    });
    assert_eq!(
        post,
        ["t.a", "t.c", "builtin.module", "t.b", "builtin.module", "t.d", "builtin.module"]
    );
}

// ----------------------------------------------------------------------------
// Parents
// ----------------------------------------------------------------------------

#[test]
fn parents_across_the_isolation_boundary() {
    let ir = parse(
        r#"
        "t.outer"() ({
          "t.mid"() ({
          }, {
            module @m {
              "t.leaf"() ({
              ^bb0:
                "t.x"() : () -> ()
              }) : () -> ()
            }
          }) : () -> ()
        }) : () -> ()
        "#,
    );
    let (file_module, top) = module_block(&ir);
    let outer = find(&ir, "t.outer");
    let mid = find(&ir, "t.mid");
    let leaf = find(&ir, "t.leaf");
    let x = find(&ir, "t.x");
    let m = leaf.parent_op(&ir).unwrap();
    assert_eq!(m.name(&ir).as_str(ir.ctx()), "builtin.module");
    assert_eq!(file_module.parent_op(&ir), None);
    assert_eq!(outer.parent_op(&ir), Some(file_module));
    assert_eq!(outer.block(&ir), Some(top));
    assert_eq!(top.parent_op(&ir), Some(file_module));
    assert_eq!(mid.parent_op(&ir), Some(outer));
    assert_eq!(m.parent_op(&ir), Some(mid));
    assert_eq!(x.parent_op(&ir), Some(leaf));
    // The module's region lives in its child body but its parent op is the
    // module handle in the parent body.
    let m_region = m.region(&ir, 0);
    assert_eq!(m_region.body, m.child_body(&ir).unwrap());
    assert_ne!(m_region.body, m.body);
    assert_eq!(m_region.parent_op(&ir), Some(m));
    assert_eq!(m_region.first_block(&ir).unwrap().parent_op(&ir), Some(m));
    assert_eq!(m_region.index_in_parent(&ir), Some(0));
    // index_in_parent of a non-first region.
    let mid_r1 = mid.region(&ir, 1);
    assert_eq!(mid_r1.index_in_parent(&ir), Some(1));
    assert_eq!(mid.region(&ir, 0).index_in_parent(&ir), Some(0));
    assert_eq!(m.block(&ir).unwrap().region(&ir), Some(mid_r1));
    // The file module's region: parent is the module in the root body.
    let fm_region = file_module.region(&ir, 0);
    assert_eq!(fm_region.parent_op(&ir), Some(file_module));
    assert_eq!(file_module.body, ir.root_body());
    // The root region has no parent op.
    assert_eq!(ir.root_region().parent_op(&ir), None);
    assert_eq!(ir.root_region().index_in_parent(&ir), None);
    // Climbing from the leaf reaches the file module and stops.
    let mut chain = Vec::new();
    let mut cur = Some(x);
    while let Some(op) = cur {
        chain.push(op.name(&ir).as_str(ir.ctx()).to_owned());
        cur = op.parent_op(&ir);
    }
    assert_eq!(chain, ["t.x", "t.leaf", "builtin.module", "t.mid", "t.outer", "builtin.module"]);
}

#[test]
fn detached_entities_have_no_parent() {
    let mut ir = parse("\"t.a\"() ({\n  \"t.b\"() : () -> ()\n}) : () -> ()\n");
    let a = find(&ir, "t.a");
    let b = find(&ir, "t.b");
    ir.remove_op(a);
    assert_eq!(a.parent_op(&ir), None);
    assert_eq!(a.block(&ir), None);
    // Its contents still know it.
    assert_eq!(b.parent_op(&ir), Some(a));
    let blk = a.region(&ir, 0).first_block(&ir).unwrap();
    ir.remove_block(blk);
    assert_eq!(b.parent_op(&ir), None);
    assert_eq!(blk.parent_op(&ir), None);
    let r = ir.create_detached_region(a.body);
    assert_eq!(r.parent_op(&ir), None);
    assert_eq!(r.index_in_parent(&ir), None);
}

// ----------------------------------------------------------------------------
// Parsing: the implicit module
// ----------------------------------------------------------------------------

#[test]
fn parse_wraps_top_level_ops_in_an_implicit_module() {
    let ctx = context();
    let ir = parse_with(ctx.clone(), "\"t.a\"() : () -> ()\n\"t.b\"() : () -> ()\n");
    let top = ir.top_level_ops();
    assert_eq!(top.len(), 1);
    let module = top[0];
    assert_eq!(module.name(&ir), ctx.op_name("builtin.module"));
    assert_eq!(module.body, ir.root_body());
    let body = module.child_body(&ir).expect("the implicit module is isolated");
    let (_, blk) = module_block(&ir);
    assert_eq!(op_names(&ir, blk), ["t.a", "t.b"]);
    for op in blk.ops(&ir) {
        assert_eq!(op.body, body);
        assert_eq!(op.parent_op(&ir), Some(module));
    }
    // Located at file:0:0.
    assert_eq!(module.loc(&ir), ctx.file_loc("test.mlir", 0, 0));
    assert_ir(
        &ir,
        r#"
        "builtin.module"() ({
          "t.a"() : () -> ()
          "t.b"() : () -> ()
        }) : () -> ()
        "#,
    );
}

#[test]
fn parse_keeps_a_single_explicit_module() {
    let ctx = context();
    let ir = parse_with(ctx.clone(), "module @m {\n  \"t.a\"() : () -> ()\n}\n");
    let top = ir.top_level_ops();
    assert_eq!(top.len(), 1);
    assert_eq!(top[0].props(&ir)[0], Some(ctx.string_attr("m")));
    assert_eq!(ir.num_bodies(), 2);
}

#[test]
fn parse_wraps_two_modules_and_an_empty_file() {
    let ir = parse("module {\n}\nmodule {\n}\n");
    assert_eq!(ir.top_level_ops().len(), 1);
    let (_, blk) = module_block(&ir);
    assert_eq!(op_names(&ir, blk), ["builtin.module", "builtin.module"]);
    assert_eq!(ir.num_bodies(), 4);
    let empty = parse("");
    assert_eq!(empty.top_level_ops().len(), 1);
    let (_, blk) = module_block(&empty);
    assert!(blk.is_empty(&empty));
    assert_ir(&empty, "\"builtin.module\"() ({\n^bb0:\n}) : () -> ()");
}

#[test]
fn parsed_ir_can_be_edited_and_printed_back() {
    // A round trip through the API: build in a parsed module, then re-parse
    // the printed form and print again (a fixed point).
    let ctx = context();
    let mut ir = parse_with(ctx.clone(), "\"t.a\"() : () -> ()\n");
    let (_, blk) = module_block(&ir);
    let i32t = i32_ty(&ir);
    let x = build(&mut ir, InsertPoint::BlockStart(blk), "t.x", &[], &[i32t]);
    let xv = x.result(&ir, 0);
    build(&mut ir, InsertPoint::BlockEnd(blk), "t.y", &[xv], &[]);
    let printed = generic(&ir);
    let again = parse_with(ctx, &printed);
    assert_eq!(generic(&again), printed);
    assert_ir(
        &ir,
        r#"
        "builtin.module"() ({
          %0 = "t.x"() : () -> i32
          "t.a"() : () -> ()
          "t.y"(%0) : (i32) -> ()
        }) : () -> ()
        "#,
    );
}

#[test]
fn an_unregistered_ops_dialect_is_asked_again_once_a_dialect_is_registered() {
    use mlir_core::ir::{Ir, OperationState};
    let ctx = Arc::new(Context::new());
    let mut ir = Ir::new(ctx.clone());
    let root = ir.root_body();
    let op = ir.create_op(root, OperationState::new(ctx.op_name("x.op"), ctx.unknown_loc()));
    let first_error = |ir: &IrView| match mlir_core::verify::verify(ir, op) {
        Ok(()) => String::new(),
        Err(diags) => diags[0].message.clone(),
    };
    assert!(first_error(&ir).contains("created with unregistered dialect"));
    // The answer above is remembered for `x.op`; registering a dialect
    // must not leave it stale.
    ctx.register_dialect("x");
    assert_eq!(
        first_error(&ir),
        "unregistered operation 'x.op' found in dialect ('x') that does not allow unknown operations"
    );
    let allows = mlir_core::definitions::registering::DialectHooks {
        allow_unknown_ops: true,
        ..mlir_core::definitions::registering::DialectHooks::NONE
    };
    ctx.register_dialect_with_hooks("y", allows);
    let y = ir.create_op(root, OperationState::new(ctx.op_name("y.op"), ctx.unknown_loc()));
    assert_eq!(mlir_core::verify::verify(&ir, y).map_err(|d| d[0].message.clone()), Ok(()));
}
