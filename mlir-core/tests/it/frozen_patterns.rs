//! Behaviour tests of pattern sets: roots (name, any op, interface),
//! benefit order after freezing, the cost model, typed patterns, and the
//! applicator trying patterns until one applies.

use crate::common::{assert_printed, parse};
use mlir_core::asm::printer::{PrintOptions, print_ir};
use mlir_core::builtin_ops::module_op::ModuleOp;
use mlir_core::definitions::interfaces::cast::CastOpInterfaceModel;
use mlir_core::definitions::op_rewrite_pattern::OpRewritePattern;
use mlir_core::ir::{InsertPoint, Op};
use mlir_core::rewrite::frozen_patterns::FrozenPatternSet;
use mlir_core::rewrite::{
    PatternRewriter, PatternRoot, RewritePattern, RewritePatternSet, RewriteResult,
};

/// A pattern that only reports its name: applies when `applies`.
struct Probe {
    name: &'static str,
    root: PatternRoot,
    benefit: u16,
    applies: bool,
}

impl RewritePattern for Probe {
    fn root(&self) -> PatternRoot {
        self.root
    }
    fn benefit(&self) -> u16 {
        self.benefit
    }
    fn debug_name(&self) -> &str {
        self.name
    }
    fn match_and_rewrite(&self, op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
        if self.applies { Ok(()) } else { rw.notify_match_failure(op, self.name) }
    }
}

fn probe(name: &'static str, root: PatternRoot, benefit: u16) -> Probe {
    Probe { name, root, benefit, applies: false }
}

/// Sets an attribute on the module it matches, through the typed handle.
struct MarkModule;
impl OpRewritePattern for MarkModule {
    type Op = ModuleOp;
    fn benefit(&self) -> u16 {
        5
    }
    fn match_and_rewrite(&self, op: ModuleOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
        let op = mlir_core::definitions::op_type::OpType::as_op(op);
        if op.get_attr(rw, "t.marked").is_some() {
            return rw.notify_match_failure(op, "already marked");
        }
        let unit = rw.ctx().unit_attr();
        rw.modify_op_in_place(op, |m| m.set_attr("t.marked", Some(unit)));
        Ok(())
    }
}

fn names<'a>(patterns: impl Iterator<Item = &'a dyn RewritePattern>) -> Vec<&'a str> {
    patterns.map(|p| p.debug_name()).collect()
}

#[test]
fn patterns_are_tried_by_benefit_with_root_specific_ones_first_on_ties() {
    let ir = parse("%0 = builtin.unrealized_conversion_cast to i32\n\"t.x\"() : () -> ()\n");
    let ctx = ir.ctx();
    let mut set = RewritePatternSet::new();
    set.add(probe("any-low", PatternRoot::Any, 1))
        .add(probe("cast-2", PatternRoot::Name("builtin.unrealized_conversion_cast"), 2))
        .add(probe("any-2", PatternRoot::Any, 2))
        .add(probe("castlike-3", PatternRoot::interface::<dyn CastOpInterfaceModel>(), 3))
        .add(probe("cast-1", PatternRoot::Name("builtin.unrealized_conversion_cast"), 1))
        .add(probe("x-9", PatternRoot::Name("t.x"), 9));
    let frozen = FrozenPatternSet::new(ctx, set);
    assert_eq!(frozen.len(), 6);
    let cast = ctx.op_name("builtin.unrealized_conversion_cast");
    assert_eq!(
        names(frozen.patterns_for(cast)),
        ["castlike-3", "cast-2", "any-2", "cast-1", "any-low"]
    );
    // The interface root reaches only ops with the interface.
    assert_eq!(names(frozen.patterns_for(ctx.op_name("t.x"))), ["x-9", "any-2", "any-low"]);
    assert_eq!(names(frozen.patterns_for(ctx.op_name("t.none"))), ["any-2", "any-low"]);
}

#[test]
fn the_cost_model_reorders_and_drops_patterns() {
    let ir = parse("");
    let ctx = ir.ctx();
    let mut set = RewritePatternSet::new();
    set.add(probe("a", PatternRoot::Any, 1)).add(probe("b", PatternRoot::Any, 2)).add(probe(
        "c",
        PatternRoot::Any,
        3,
    ));
    let frozen = FrozenPatternSet::with_cost_model(ctx, set, |p| match p.debug_name() {
        "a" => Some(10),
        "b" => None,
        _ => Some(p.benefit()),
    });
    assert_eq!(frozen.len(), 2);
    assert_eq!(names(frozen.patterns_for(ctx.op_name("t.y"))), ["a", "c"]);
}

#[test]
fn the_applicator_tries_until_one_applies_and_typed_patterns_get_their_op() {
    let mut ir = parse("\"t.x\"() : () -> ()\n");
    let ctx = ir.ctx_arc().clone();
    let module = ir.root_block().first_op(&ir).unwrap();
    let mut set = RewritePatternSet::new();
    set.add(probe("refuses", PatternRoot::Any, 9))
        .add(probe("skipped", PatternRoot::Any, 8))
        .add(Probe { name: "applies", root: PatternRoot::Any, benefit: 1, applies: true })
        .add_op(MarkModule);
    let frozen = FrozenPatternSet::new(&ctx, set);
    let mut rw = PatternRewriter::new(&mut ir, InsertPoint::Before(module));
    let applied = frozen.apply_first(module, &mut rw, |p| p.debug_name() != "skipped");
    assert_eq!(applied.map(|p| p.debug_name().to_owned()), Some(frozen_name_of_mark()));
    // Marked now: the typed pattern fails, the any-op one applies.
    let applied = frozen.apply_first(module, &mut rw, |p| p.debug_name() != "skipped");
    assert_eq!(applied.map(|p| p.debug_name()), Some("applies"));
    assert_printed(
        print_ir(&ir, &PrintOptions::default()).trim_end().to_owned(),
        "module attributes {t.marked} {\n  \"t.x\"() : () -> ()\n}",
    );
}

fn frozen_name_of_mark() -> String {
    std::any::type_name::<MarkModule>().to_owned()
}

#[test]
fn frozen_sets_are_shared_across_threads() {
    let ir = parse("");
    let ctx = ir.ctx();
    let mut set = RewritePatternSet::new();
    set.add(probe("a", PatternRoot::Any, 1)).add(probe("b", PatternRoot::Name("t.y"), 2));
    let frozen = FrozenPatternSet::new(ctx, set);
    let name = ctx.op_name("t.y");
    let seen: Vec<Vec<String>> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..4)
            .map(|_| {
                let shared = frozen.clone();
                scope.spawn(move || {
                    shared.patterns_for(name).map(|p| p.debug_name().to_owned()).collect()
                })
            })
            .collect();
        workers.into_iter().map(|w| w.join().unwrap()).collect()
    });
    assert!(seen.iter().all(|names| names == &["b", "a"]));
}
